package org.dynast.app.matters;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.LongConsumer;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import javafx.util.StringConverter;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Shortcuts;
import org.dynast.app.common.TimeText;
import org.dynast.app.common.Why;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;

/** The Votable Matters tab: a thin view bound to {@link MattersViewModel}. */
public final class MattersView {

    private static final PseudoClass RESOLVABLE = PseudoClass.getPseudoClass("resolvable");

    private final MattersViewModel vm;
    private final Messages messages;
    private final BorderPane root;

    @FXML private TextField filterField;
    @FXML private ComboBox<MatterKind> kindChoice;
    @FXML private CheckBox showResolvedCheck;
    @FXML private Label hiatusLabel;
    @FXML private TextField asOfField;
    @FXML private Button asOfNowButton;
    @FXML private Button newMatterButton;
    @FXML private HBox pastBar;
    @FXML private Label pastLabel;
    @FXML private HBox interregnumBar;
    @FXML private Label interregnumLabel;
    @FXML private Button mantleButton;
    @FXML private Button ascensionButton;
    @FXML private ComboBox<String> profileChoice;
    @FXML private ComboBox<String> adminChoice;
    @FXML private Button resolveItemButton;
    @FXML private ListView<ResolveItem> dashboardList;
    @FXML private TableView<MatterRow> matterTable;
    @FXML private TableColumn<MatterRow, String> titleColumn;
    @FXML private TableColumn<MatterRow, String> kindColumn;
    @FXML private TableColumn<MatterRow, String> authorColumn;
    @FXML private TableColumn<MatterRow, String> postedColumn;
    @FXML private TableColumn<MatterRow, String> statusColumn;
    @FXML private TableColumn<MatterRow, String> tallyColumn;
    @FXML private TableColumn<MatterRow, String> nextColumn;
    @FXML private Label detailTitle;
    @FXML private Label detailMeta;
    @FXML private StackPane tallyBar;
    @FXML private TitledPane bodyPane;
    @FXML private Label tallyText;
    @FXML private Label explanation;
    @FXML private Label nextChange;
    @FXML private HBox rulesetChangesBox;
    @FXML private Label rulesetChangesLabel;
    @FXML private Hyperlink rulesetChangesLink;
    @FXML private TextArea detailBody;
    @FXML private Button enactButton;
    @FXML private Button failButton;
    @FXML private Button illegalButton;
    @FXML private Button copyTallyButton;
    @FXML private TextField quickVoteField;
    @FXML private TableView<VoteRow> voteTable;
    @FXML private TableColumn<VoteRow, String> votePlayerColumn;
    @FXML private TableColumn<VoteRow, String> voteIconColumn;
    @FXML private TableColumn<VoteRow, String> voteAtColumn;
    @FXML private TableColumn<VoteRow, String> voteEffectiveColumn;
    @FXML private TableColumn<VoteRow, String> voteNoteColumn;
    @FXML private Button importThreadButton;
    @FXML private Button openThreadPageButton;
    @FXML private CheckBox protectedCheck;
    @FXML private CheckBox changesCheck;
    @FXML private CheckBox illegalCheck;
    @FXML private Label messageLabel;

    public MattersView(MattersViewModel vm, Messages messages) {
        this.vm = vm;
        this.messages = messages;
        this.root = FxmlView.load(this, messages);
    }

    public BorderPane root() {
        return root;
    }

    @FXML
    private void initialize() {
        filterField.textProperty().bindBidirectional(vm.filterTextProperty());
        kindChoice.setItems(FXCollections.observableArrayList(null, MatterKind.PROPOSAL, MatterKind.CFJ, MatterKind.DOV));
        kindChoice.setConverter(new StringConverter<>() {
            @Override
            public String toString(MatterKind kind) {
                return kind == null ? messages.get("matters.kind.all") : kind.label();
            }

            @Override
            public MatterKind fromString(String text) {
                return null;
            }
        });
        kindChoice.valueProperty().bindBidirectional(vm.kindFilterProperty());
        showResolvedCheck.selectedProperty().bindBidirectional(vm.showResolvedProperty());
        asOfField.setTooltip(new Tooltip(messages.get("matters.asOf.tip")));
        asOfField.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                showAsOf();
            }
        });
        asOfNowButton.disableProperty().bind(vm.asOfProperty().isNull());
        pastLabel.textProperty().bind(vm.pastBannerProperty());
        pastLabel.visibleProperty().bind(vm.pastBannerProperty().isNotEmpty());
        // New Matter… offers the dynasty's players as authors: off until they have been read (not a click that does nothing)
        newMatterButton.disableProperty().bind(vm.loadedProperty().not());
        hiatusLabel.textProperty().bind(vm.hiatusProperty());
        hiatusLabel.visibleProperty().bind(vm.hiatusProperty().isNotEmpty());
        hiatusLabel.managedProperty().bind(hiatusLabel.visibleProperty());

        interregnumLabel.textProperty().bind(vm.interregnumProperty());
        interregnumBar.visibleProperty().bind(vm.interregnumProperty().isNotEmpty());
        interregnumBar.managedProperty().bind(interregnumBar.visibleProperty());
        mantleButton.visibleProperty().bind(vm.interregnumProperty().isNotEmpty().and(
                Bindings.createBooleanBinding(() -> !vm.interregnumProperty().get().equals(messages.get("matters.ended")),
                        vm.interregnumProperty())));
        ascensionButton.visibleProperty().bind(mantleButton.visibleProperty());
        profileChoice.setItems(vm.profiles());
        profileChoice.valueProperty().bindBidirectional(vm.profileProperty());
        profileChoice.setOnAction(e -> vm.useProfile(profileChoice.getValue()));
        adminChoice.setItems(vm.admins());
        adminChoice.valueProperty().bindBidirectional(vm.resolvingAdminProperty());

        dashboardList.setItems(vm.dashboard());
        dashboardList.setCellFactory(list -> new Cells.WrappingListCell<>(list) {
            @Override
            protected void updateItem(ResolveItem item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll("enact-item", "fail-item");
                if (!empty && item != null) {
                    getStyleClass().add(item.resolution() == Resolution.ENACT ? "enact-item"
                            : "fail-item");
                }
            }
        });
        dashboardList.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                resolveItem();
            }
        });
        resolveItemButton.disableProperty().bind(dashboardList.getSelectionModel().selectedItemProperty().isNull());

        titleColumn.setCellValueFactory(Cells.value(MatterRow::title));
        kindColumn.setCellValueFactory(Cells.value(r -> r.kind().shortLabel()));
        authorColumn.setCellValueFactory(Cells.value(MatterRow::author));
        postedColumn.setCellValueFactory(Cells.value(MatterRow::posted));
        statusColumn.setCellValueFactory(Cells.value(MatterRow::status));
        tallyColumn.setCellValueFactory(Cells.value(MatterRow::tally));
        nextColumn.setCellValueFactory(Cells.value(MatterRow::next));
        titleColumn.setCellFactory(Cells.wrapping());
        statusColumn.setCellFactory(Cells.wrapping());
        // "becomes Unpopular in 43 h 59 min": the moment itself (…UTC) is in the tooltip and the matter's own Next line,
        // so a row is two lines at most rather than four
        nextColumn.setCellFactory(Cells.wrapping(MattersView::withoutMoment));
        postedColumn.setCellFactory(Cells.wrapping());
        matterTable.setItems(vm.matters());
        // a clicked header sorts: the list orders by the table's comparator, ties in its own order (pending, newest)
        vm.columnOrderProperty().bind(matterTable.comparatorProperty());
        matterTable.setSortPolicy(t -> true);
        matterTable.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(MatterRow item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(RESOLVABLE, !empty && item != null && item.resolvable());
            }
        });
        matterTable.getSelectionModel().selectedItemProperty().addListener((o, a, n) -> {
            if (n != null || !vm.matters().contains(vm.selectedProperty().get())) {
                vm.selectedProperty().set(n);
            }
        });
        vm.selectedProperty().addListener((o, a, n) -> {
            if (n == null) {
                matterTable.getSelectionModel().clearSelection();
            } else if (matterTable.getSelectionModel().getSelectedItem() != n) {
                matterTable.getSelectionModel().select(n);
            }
        });

        detailTitle.textProperty().bind(vm.detailTitleProperty());
        detailMeta.textProperty().bind(vm.detailMetaProperty());
        tallyText.textProperty().bind(vm.tallyTextProperty());
        explanation.textProperty().bind(vm.explanationProperty());
        Why.attach(tallyText, messages, vm::explainQuorum);
        Why.attach(explanation, messages, vm::explainVerdict);
        nextChange.textProperty().bind(vm.nextChangeProperty());
        rulesetChangesLabel.textProperty().bind(vm.rulesetChangesProperty());
        rulesetChangesLabel.setWrapText(true);
        rulesetChangesLink.visibleProperty().bind(vm.changedRulesetProperty());
        rulesetChangesLink.managedProperty().bind(vm.changedRulesetProperty());
        detailBody.textProperty().bind(vm.detailBodyProperty());
        // with no matter selected: no empty text box and no empty tally bar, only the heading saying what to do
        bodyPane.visibleProperty().bind(vm.selectedProperty().isNotNull());
        bodyPane.managedProperty().bind(bodyPane.visibleProperty());
        tallyBar.visibleProperty().bind(vm.selectedProperty().isNotNull());
        tallyBar.managedProperty().bind(tallyBar.visibleProperty());
        for (Label line : List.of(detailMeta, tallyText, explanation, nextChange)) {
            line.managedProperty().bind(line.textProperty().isNotEmpty());
        }
        rulesetChangesBox.visibleProperty().bind(vm.rulesetChangesProperty().isNotEmpty());
        rulesetChangesBox.managedProperty().bind(rulesetChangesBox.visibleProperty());
        buildTallyBar();

        enactButton.disableProperty().bind(vm.canEnactProperty().not());
        failButton.disableProperty().bind(vm.canFailProperty().not());
        illegalButton.disableProperty().bind(vm.canMarkIllegalProperty().not());
        copyTallyButton.disableProperty().bind(vm.selectedProperty().isNull());
        quickVoteField.textProperty().bindBidirectional(vm.quickVoteProperty());
        quickVoteField.disableProperty().bind(vm.selectedPendingProperty().not());
        quickVoteField.setOnAction(e -> vm.castQuickVote());
        importThreadButton.disableProperty().bind(vm.selectedPendingProperty().not());
        openThreadPageButton.disableProperty().bind(vm.selectedPendingProperty().not());

        votePlayerColumn.setCellValueFactory(Cells.value(VoteRow::player));
        voteIconColumn.setCellValueFactory(Cells.value(VoteRow::icon));
        voteAtColumn.setCellValueFactory(Cells.value(VoteRow::castAt));
        voteEffectiveColumn.setCellValueFactory(Cells.value(VoteRow::effective));
        voteNoteColumn.setCellValueFactory(Cells.value(VoteRow::note));
        voteTable.setItems(vm.voteRows());

        for (CheckBox box : new CheckBox[] {protectedCheck, changesCheck, illegalCheck}) {
            box.disableProperty().bind(box == changesCheck
                    ? vm.selectedPendingProperty().not().or(vm.selectedCfjProperty().not())
                    : vm.selectedPendingProperty().not());
            box.setOnAction(e -> vm.setFlags(protectedCheck.isSelected(), changesCheck.isSelected(),
                    illegalCheck.isSelected()));
        }
        vm.protectedTextProperty().addListener((o, a, n) -> protectedCheck.setSelected(n));
        vm.specifiesChangesProperty().addListener((o, a, n) -> changesCheck.setSelected(n));
        // "Specifies changes" is a CfJ's: on any other matter it is not shown (it was shown ticked and greyed)
        changesCheck.visibleProperty().bind(vm.selectedCfjProperty());
        changesCheck.managedProperty().bind(changesCheck.visibleProperty());
        vm.markedIllegalProperty().addListener((o, a, n) -> illegalCheck.setSelected(n));

        Feedback.show(messageLabel, vm.messageProperty(), vm.messageIsErrorProperty());
        // time changes the pending matters' verdicts only: they are judged again, the file is not read
        Timeline minute = new Timeline(new KeyFrame(Duration.minutes(1), e -> vm.tick()));
        minute.setCycleCount(Timeline.INDEFINITE);
        // the View may be built off the FX thread at start-up (Console.prepare); animations run on the FX thread
        if (Platform.isFxApplicationThread()) {
            minute.play();
        } else {
            Platform.runLater(minute::play);
        }
    }

    /** FOR grows from the left, AGAINST from the right; the black tick is Quorum. */
    private void buildTallyBar() {
        Region forPart = new Region();
        forPart.getStyleClass().add("tally-for");
        Region againstPart = new Region();
        againstPart.getStyleClass().add("tally-against");
        Region quorumMark = new Region();
        quorumMark.getStyleClass().add("tally-quorum");
        Pane bar = new Pane(forPart, againstPart, quorumMark);
        tallyBar.getChildren().add(bar);
        DoubleBinding unit = Bindings.createDoubleBinding(() -> vm.playerCountProperty().get() == 0 ? 0
                : tallyBar.getWidth() / vm.playerCountProperty().get(), tallyBar.widthProperty(), vm.playerCountProperty());
        forPart.prefWidthProperty().bind(unit.multiply(vm.forCountProperty()));
        forPart.prefHeightProperty().bind(tallyBar.heightProperty());
        againstPart.prefWidthProperty().bind(unit.multiply(vm.againstCountProperty()));
        againstPart.prefHeightProperty().bind(tallyBar.heightProperty());
        againstPart.layoutXProperty().bind(tallyBar.widthProperty().subtract(againstPart.prefWidthProperty()));
        quorumMark.setPrefWidth(3);
        quorumMark.prefHeightProperty().bind(tallyBar.heightProperty());
        quorumMark.layoutXProperty().bind(unit.multiply(vm.quorumProperty()).subtract(1.5));
        quorumMark.visibleProperty().bind(vm.playerCountProperty().greaterThan(0));
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(vm.tallyTextProperty());
        Tooltip.install(tallyBar, tip);
    }

    /** A Next change without its closing "(2026-12-08 06:39 UTC)", which the cell's tooltip still shows. */
    static String withoutMoment(String next) {
        return next.replaceFirst("\\s*\\(\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC\\)$", "");
    }

    /** New Matter…: the button, the menu or Ctrl+M on any tab; now, or as soon as the dynasty's matters are read. */
    @FXML
    public void newMatter() {
        vm.newMatterWhenRead();
    }

    /** Keyboard shortcuts, active while {@code active} says the tab is shown. */
    public void installShortcuts(Scene scene, BooleanSupplier active) {
        Shortcuts.install(scene, active, "Shortcut+F", filterField::requestFocus);
        Shortcuts.install(scene, active, "Shortcut+K", quickVoteField::requestFocus);
        Shortcuts.install(scene, active, "Shortcut+E", vm::enactSelected);
        Shortcuts.install(scene, active, "Shortcut+Shift+C", vm::copyTally);
    }

    @FXML
    private void showAsOf() {
        String before = vm.asOfProperty().get() == null ? "" : TimeText.format(vm.asOfProperty().get());
        if (!asOfField.getText().strip().equals(before) && !vm.showAsOf(asOfField.getText())) {
            asOfField.selectAll();
        }
    }

    @FXML
    private void showNow() {
        asOfField.clear();
        vm.showAsOf("");
    }

    @FXML
    private void resolveItem() {
        ResolveItem item = dashboardList.getSelectionModel().getSelectedItem();
        if (item != null) {
            vm.resolve(item);
        }
    }

    @FXML
    private void enact() {
        vm.enactSelected();
    }

    @FXML
    private void fail() {
        vm.failSelected();
    }

    @FXML
    private void illegal() {
        vm.markSelectedIllegal();
    }

    @FXML
    private void copyTally() {
        vm.copyTally();
    }

    @FXML
    private void importThread() {
        vm.importThread();
    }

    @FXML
    private void openThreadPage() {
        vm.openThreadPage();
    }

    /** Where "Show the changes" leads: the shell opens the Ruleset tab on that revision. */
    public void onShowRevision(LongConsumer show) {
        vm.openRevisionProperty().addListener((o, a, id) -> {
            if (id != null) {
                show.accept(id);
            }
        });
    }

    @FXML
    private void showRulesetChanges() {
        vm.showRulesetChanges();
    }

    @FXML
    private void passMantle() {
        vm.passMantle();
    }

    @FXML
    private void ascensionAddress() {
        vm.ascensionAddress();
    }

    @FXML
    private void cloneProfile() {
        vm.cloneProfile();
    }

    @FXML
    private void editProfile() {
        vm.editProfile();
    }
}
