package org.dynast.app.share;

import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.DialogHeaders;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;

/** The view of {@link SharedDynastyForm}: four fields, the keyring's choice, and what is wrong said as it is typed. */
public final class SharedDynastyDialog {

    private SharedDynastyDialog() {
    }

    /** Shows {@code form} owned by {@code owner}; its answer when OK is pressed. */
    public static Optional<SharedDynastyForm.Answer> show(Window owner, SharedDynastyForm form, Messages messages) {
        boolean share = form.purpose() == SharedDynastyForm.Purpose.SHARE;
        Dialog<SharedDynastyForm.Answer> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.getDialogPane().setId("sharedDynastyDialog");
        dialog.setTitle(messages.get(share ? "shared.share.title" : "shared.open.title"));
        dialog.setHeaderText(DialogHeaders.of(dialog.getTitle(), share
                ? messages.get("shared.share.header", form.dynastyName()) : messages.get("shared.open.header")));

        TextField server = field("sharedServer", form.serverProperty().get(), messages.get("shared.server.prompt"));
        form.serverProperty().bind(server.textProperty());
        TextField database = field("sharedDatabase", form.databaseProperty().get(),
                messages.get("shared.database.prompt"));
        form.databaseProperty().bind(database.textProperty());
        TextField login = field("sharedLogin", form.loginProperty().get(), "");
        form.loginProperty().bind(login.textProperty());
        PasswordField password = new PasswordField();
        password.setId("sharedPassword");
        password.setText(form.passwordProperty().get());
        form.passwordProperty().bind(password.textProperty());
        CheckBox remember = new CheckBox(messages.get("shared.remember"));
        remember.setId("sharedRemember");
        remember.setSelected(form.rememberProperty().get());
        form.rememberProperty().bind(remember.selectedProperty());
        remember.setDisable(!form.keyringProperty().get());
        remember.setWrapText(true);
        Label noKeyring = wrapped(messages.get("shared.noKeyring"), "sharedNoKeyring");
        noKeyring.setVisible(!form.keyringProperty().get());
        noKeyring.setManaged(!form.keyringProperty().get());

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        row(grid, 0, messages.get("shared.server"), server);
        row(grid, 1, messages.get("shared.database"), database);
        row(grid, 2, messages.get("shared.login"), login);
        row(grid, 3, messages.get("shared.password"), password);
        grid.add(remember, 1, 4);
        grid.add(noKeyring, 1, 5);

        Label failure = wrapped(form.failureProperty().get(), "sharedFailure");
        failure.getStyleClass().add("danger");
        failure.setVisible(!form.failureProperty().get().isEmpty());
        failure.setManaged(failure.isVisible());
        Label problem = wrapped("", "sharedProblem");
        problem.textProperty().bind(form.problemProperty());
        problem.getStyleClass().add("danger");
        Label note = wrapped(messages.get(share ? "shared.share.note" : "shared.open.note"), "sharedNote");
        note.getStyleClass().add("text-muted");
        VBox content = new VBox(10, failure, grid, problem, note);
        content.setPrefWidth(520);
        dialog.getDialogPane().setContent(content);

        ButtonType go = new ButtonType(messages.get(share ? "shared.share.button" : "shared.open.button"),
                ButtonBar.ButtonData.OK_DONE);
        dialog.getDialogPane().getButtonTypes().addAll(go, ButtonType.CANCEL);
        Node goButton = dialog.getDialogPane().lookupButton(go);
        goButton.setId("sharedGo");
        goButton.disableProperty().bind(form.problemProperty().isNotEmpty());
        dialog.setResultConverter(button -> button == go ? form.answer().orElse(null) : null);
        (server.getText().isEmpty() ? server : password).requestFocus();
        dialog.setOnShown(e -> (server.getText().isEmpty() ? server : password).requestFocus());
        Optional<SharedDynastyForm.Answer> answer = dialog.showAndWait();
        // what was typed stays in the form (shown again if the connection fails); the fields are let go
        form.serverProperty().unbind();
        form.databaseProperty().unbind();
        form.loginProperty().unbind();
        form.passwordProperty().unbind();
        form.rememberProperty().unbind();
        return answer;
    }

    private static TextField field(String id, String text, String prompt) {
        TextField field = new TextField(text);
        field.setId(id);
        field.setPrefColumnCount(28);
        field.setPromptText(prompt);
        return field;
    }

    private static Label wrapped(String text, String id) {
        Label label = new Label(text);
        label.setId(id);
        label.setWrapText(true);
        label.setMaxWidth(Double.MAX_VALUE);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }

    private static void row(GridPane grid, int row, String label, Node field) {
        Label l = new Label(label);
        l.setMnemonicParsing(true); // Alt+S, Alt+D, Alt+L, Alt+P go to their fields
        l.setLabelFor(field);
        l.setMinWidth(Region.USE_PREF_SIZE);
        grid.add(l, 0, row);
        grid.add(field, 1, row);
        GridPane.setHgrow(field, Priority.ALWAYS);
    }
}
