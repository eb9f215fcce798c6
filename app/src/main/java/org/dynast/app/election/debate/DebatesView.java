package org.dynast.app.election.debate;

import java.util.function.Function;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.util.Duration;
import org.dynast.app.common.Cells;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The Debates board: a thin view bound to {@link DebatesViewModel}. */
public final class DebatesView {

    private final DebatesViewModel vm;
    private final SplitPane root;

    @FXML private TableView<DebatesViewModel.Row> debatesTable;
    @FXML private Label debatesDetails;
    @FXML private ComboBox<String> debatesCandidate;
    @FXML private TextField debatesIssue;
    @FXML private TextField debatesReply;
    @FXML private ComboBox<Integer> debatesNumeric;
    @FXML private Button debatesStart;
    @FXML private Label debatesMessage;
    @FXML private TextArea debatesResolutionPost;
    @FXML private ComboBox<String> debatesPmAuthor;
    @FXML private TextArea debatesPm;
    @FXML private TableView<DebatesViewModel.Pm> debatesPms;
    @FXML private ListView<String> debatesNumericAuthors;

    public DebatesView(DebatesViewModel vm, Messages messages) {
        this.vm = vm;
        this.root = FxmlView.load(this, messages);
        debatesTable.setItems(vm.rows());
        column(debatesTable, 0, DebatesViewModel.Row::number);
        column(debatesTable, 1, DebatesViewModel.Row::moderator);
        column(debatesTable, 2, DebatesViewModel.Row::status);
        // the timer's words wrap in their column (the row grows) instead of ending in "…" on a narrow board
        wrapping(debatesTable, 2);
        debatesTable.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.selectedProperty().set(b.number());
            }
        });
        vm.rows().addListener((ListChangeListener<DebatesViewModel.Row>) ch -> reselect());
        debatesDetails.textProperty().bind(vm.detailsProperty());
        debatesCandidate.setItems(vm.candidates());
        debatesCandidate.valueProperty().bindBidirectional(vm.candidateProperty());
        debatesPmAuthor.setItems(vm.candidates());
        debatesPmAuthor.valueProperty().bindBidirectional(vm.pmAuthorProperty());
        debatesIssue.textProperty().bindBidirectional(vm.issueProperty());
        debatesReply.textProperty().bindBidirectional(vm.replyProperty());
        debatesPm.textProperty().bindBidirectional(vm.pmProperty());
        debatesNumeric.setItems(vm.numerics());
        debatesNumeric.valueProperty().bindBidirectional(vm.numericProperty());
        debatesMessage.textProperty().bind(vm.messageProperty());
        debatesResolutionPost.textProperty().bind(vm.resolutionPostProperty());
        debatesPms.setItems(vm.privateBox());
        column(debatesPms, 0, DebatesViewModel.Pm::author);
        column(debatesPms, 1, DebatesViewModel.Pm::received);
        column(debatesPms, 2, DebatesViewModel.Pm::valid);
        column(debatesPms, 3, DebatesViewModel.Pm::text);
        wrapping(debatesPms, 3);
        debatesNumericAuthors.setItems(vm.numericAuthors());
        // the timers move on while the board is shown ("entries close in 2 d 3 h 12 min")
        Timeline timers = new Timeline(new KeyFrame(
                Duration.seconds(30), e -> vm.tick()));
        timers.setCycleCount(Animation.INDEFINITE);
        root.sceneProperty().addListener((o, a, b) -> {
            if (b == null) {
                timers.stop();
            } else {
                timers.play();
            }
        });
    }

    /** Keeps the chosen debate selected when the board is read again. */
    private void reselect() {
        Integer n = vm.selectedProperty().get();
        for (DebatesViewModel.Row r : debatesTable.getItems()) {
            if (n != null && r.number() == n) {
                debatesTable.getSelectionModel().select(r);
                return;
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <S, T> void column(TableView<S> table, int index, Function<S, T> value) {
        TableColumn<S, T> col = (TableColumn<S, T>) table.getColumns().get(index);
        col.setCellValueFactory(cd -> new ReadOnlyObjectWrapper<>(value.apply(cd.getValue())));
    }

    @SuppressWarnings("unchecked")
    private static <S> void wrapping(TableView<S> table, int index) {
        ((TableColumn<S, String>) table.getColumns().get(index)).setCellFactory(
                Cells.wrapping());
    }

    @FXML
    private void start() {
        vm.start();
    }

    @FXML
    private void enter() {
        vm.enter();
    }

    @FXML
    private void reply() {
        vm.reply();
    }

    @FXML
    private void postResolution() {
        vm.postResolution();
    }

    @FXML
    private void resolve() {
        vm.resolve();
    }

    @FXML
    private void recordPenalty() {
        vm.recordPenalty();
    }

    @FXML
    private void recordPm() {
        vm.recordPm();
    }

    public SplitPane root() {
        return root;
    }
}
