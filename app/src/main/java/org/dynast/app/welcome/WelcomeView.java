package org.dynast.app.welcome;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;
import org.dynast.app.common.FxmlView;
import org.dynast.app.common.Messages;

/** The welcome page, bound to {@link WelcomeViewModel}: a double-click (or Enter) on a dynasty shows it. */
public final class WelcomeView {

    private final WelcomeViewModel vm;
    private final Runnable close;
    private final VBox root;

    @FXML private ListView<String> welcomeDynasties;
    @FXML private Button welcomeReplayButton;
    @FXML private CheckBox welcomeShowAtStart;

    public WelcomeView(WelcomeViewModel vm, Messages messages, Runnable close) {
        this.vm = vm;
        this.close = close;
        this.root = FxmlView.load(this, messages);
    }

    @FXML
    private void initialize() {
        welcomeDynasties.setItems(vm.demos());
        welcomeDynasties.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2) {
                vm.showDynasty(welcomeDynasties.getSelectionModel().getSelectedIndex());
            }
        });
        welcomeDynasties.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                vm.showDynasty(welcomeDynasties.getSelectionModel().getSelectedIndex());
                e.consume();
            }
        });
        welcomeReplayButton.setVisible(vm.canOpenReplay());
        welcomeReplayButton.setManaged(vm.canOpenReplay());
        welcomeShowAtStart.selectedProperty().bindBidirectional(vm.showAtStartProperty());
    }

    public VBox root() {
        return root;
    }

    @FXML
    private void startWalkthrough() {
        vm.startWalkthrough();
    }

    @FXML
    private void openReplay() {
        vm.openReplay();
    }

    @FXML
    private void newDynasty() {
        vm.newDynasty();
    }

    @FXML
    private void close() {
        close.run();
    }
}
