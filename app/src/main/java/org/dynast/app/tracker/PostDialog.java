package org.dynast.app.tracker;

import java.util.List;
import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SelectionMode;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Messages;

/** Post…: the kind of timed post, its title, when it was posted, and (for a Duel's kind) who is to react. */
final class PostDialog {

    private final Dialog<TimedPostsViewModel.PostRequest> dialog = new Dialog<>();

    PostDialog(TimedPostsViewModel vm, Messages messages, Window owner) {
        dialog.initOwner(owner);
        dialog.setTitle(messages.get("posts.dialog.title"));
        dialog.setResizable(true);
        ComboBox<String> kind = new ComboBox<>();
        kind.setId("postKind");
        kind.getItems().setAll(vm.kinds());
        TextField title = new TextField();
        title.setId("postTitle");
        title.setPrefColumnCount(28);
        TextField when = new TextField();
        when.setId("postWhen");
        when.setPromptText(messages.get("posts.dialog.whenHint"));
        ListView<String> reactors = new ListView<>();
        reactors.setId("postReactors");
        reactors.setPlaceholder(Cells.placeholder(messages.get("placeholder.posts.reactors")));
        reactors.getItems().setAll(vm.rows());
        reactors.getSelectionModel().setSelectionMode(SelectionMode.MULTIPLE);
        reactors.setPrefHeight(140);
        Label everyone = new Label(messages.get("posts.dialog.everyone"));
        Label rule = new Label();
        rule.setWrapText(true);
        rule.setMaxWidth(460);
        rule.getStyleClass().add("rule-quote");
        Runnable follow = () -> {
            boolean named = kind.getValue() != null && vm.namesReactors(kind.getValue());
            reactors.setVisible(named);
            reactors.setManaged(named);
            everyone.setVisible(kind.getValue() != null && !named);
            everyone.setManaged(everyone.isVisible());
            rule.setText(kind.getValue() == null ? "" : vm.ruleOf(kind.getValue()));
        };
        kind.valueProperty().addListener((o, a, b) -> follow.run());
        if (!kind.getItems().isEmpty()) {
            kind.getSelectionModel().selectFirst();
        }
        follow.run();
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label(messages.get("posts.dialog.kind")), kind);
        grid.addRow(1, new Label(messages.get("posts.dialog.name")), title);
        grid.addRow(2, new Label(messages.get("posts.dialog.when")), when);
        VBox box = new VBox(8, grid, rule, new Label(messages.get("posts.dialog.reactors")), everyone, reactors);
        if (kind.getItems().isEmpty()) {
            box.getChildren().setAll(new Label(messages.get("posts.dialog.noKinds")));
        }
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(kind.valueProperty().isNull());
        dialog.setResultConverter(b -> b == ButtonType.OK ? new TimedPostsViewModel.PostRequest(kind.getValue(),
                title.getText(), List.copyOf(reactors.getSelectionModel().getSelectedItems()),
                when.getText()) : null);
    }

    Optional<TimedPostsViewModel.PostRequest> showAndWait() {
        return dialog.showAndWait();
    }
}
