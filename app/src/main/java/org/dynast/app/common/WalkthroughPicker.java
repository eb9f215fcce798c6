package org.dynast.app.common;

import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.DialogService.WalkthroughChoice;

/**
 * Help › Walkthroughs… and "Start a walkthrough for …": the walkthroughs offered in a list, each with its title, the
 * line of what it teaches and its number of steps; Start (or a double-click) starts the one chosen.
 */
public final class WalkthroughPicker {

    private WalkthroughPicker() {
    }

    /** Shows the picker over {@code owner}; the id of the walkthrough chosen, or empty when cancelled. */
    public static Optional<String> ask(Window owner, Messages messages, String title, String header,
                                       List<WalkthroughChoice> offered) {
        if (offered.isEmpty()) {
            return Optional.empty();
        }
        Dialog<String> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.setTitle(title);
        dialog.setHeaderText(header);
        dialog.getDialogPane().setId("walkthroughPicker");
        ListView<WalkthroughChoice> list = new ListView<>(FXCollections.observableArrayList(offered));
        list.setId("walkthroughList");
        list.setCellFactory(view -> new Cell(messages, view));
        list.getSelectionModel().selectFirst();
        list.setPrefSize(580, Math.min(offered.size(), 7) * 66 + 6);
        ButtonType start = new ButtonType(messages.get("walkthrough.choose.start"), ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(start, ButtonType.CANCEL);
        dialog.getDialogPane().setContent(list);
        dialog.getDialogPane().lookupButton(start).disableProperty()
                .bind(list.getSelectionModel().selectedItemProperty().isNull());
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && list.getSelectionModel().getSelectedItem() != null) {
                ((Button) dialog.getDialogPane().lookupButton(start)).fire();
            }
        });
        dialog.setResultConverter(button -> button == start && list.getSelectionModel().getSelectedItem() != null
                ? list.getSelectionModel().getSelectedItem().id() : null);
        list.requestFocus();
        return dialog.showAndWait();
    }

    /** One walkthrough: its title and steps on the first line, what it teaches below, wrapped. */
    private static final class Cell extends ListCell<WalkthroughChoice> {

        private final Label name = new Label();
        private final Label steps = new Label();
        private final Label summary = new Label();
        private final VBox box;
        private final Messages messages;

        Cell(Messages messages, ListView<WalkthroughChoice> view) {
            this.messages = messages;
            name.getStyleClass().add("walkthrough-choice-title");
            name.setStyle("-fx-font-weight: bold;");
            steps.getStyleClass().add("walkthrough-choice-steps");
            steps.setMinWidth(Region.USE_PREF_SIZE);
            summary.setWrapText(true);
            summary.getStyleClass().add("walkthrough-choice-summary");
            Region gap = new Region();
            HBox.setHgrow(gap, Priority.ALWAYS);
            box = new VBox(2, new HBox(8, name, gap, steps), summary);
            box.prefWidthProperty().bind(view.widthProperty().subtract(36));
            box.setMaxWidth(Region.USE_PREF_SIZE);
        }

        @Override
        protected void updateItem(WalkthroughChoice item, boolean empty) {
            super.updateItem(item, empty);
            setText(null);
            if (empty || item == null) {
                setGraphic(null);
                setAccessibleText(null);
                return;
            }
            name.setText(item.title());
            steps.setText(messages.get("walkthrough.choose.steps", item.steps()));
            summary.setText(item.summary());
            setGraphic(box);
            setAccessibleText(item.title() + ", " + steps.getText() + ": " + item.summary());
        }
    }
}
