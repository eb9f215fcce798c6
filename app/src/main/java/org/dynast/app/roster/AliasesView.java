package org.dynast.app.roster;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;

/**
 * The Roster tab's Aliases… editor ({@link AliasesViewModel}): the dynasty's known aliases, each a former name and its
 * player, with Forget on each; a former name typed and its player chosen are added with Add alias (Enter). What is said
 * (done, or refused) shows under the form; a refused alias stays typed.
 */
public final class AliasesView {

    private final VBox root;

    public AliasesView(AliasesViewModel vm, Messages messages) {
        Label header = new Label(messages.get("roster.aliases.header"));
        header.setWrapText(true);
        header.setMinHeight(Region.USE_PREF_SIZE);
        TableView<AliasesViewModel.AliasRow> table = new TableView<>(vm.rows());
        table.setId("aliasTable");
        table.setPlaceholder(Cells.placeholder(messages.get("placeholder.roster.aliases")));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<AliasesViewModel.AliasRow, String> alias = new TableColumn<>(
                messages.get("roster.aliases.column.alias"));
        alias.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().alias()));
        alias.setPrefWidth(200);
        TableColumn<AliasesViewModel.AliasRow, String> player = new TableColumn<>(
                messages.get("roster.aliases.column.player"));
        player.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().player()));
        player.setPrefWidth(160);
        TableColumn<AliasesViewModel.AliasRow, AliasesViewModel.AliasRow> forget = new TableColumn<>("");
        forget.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        forget.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(AliasesViewModel.AliasRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    return;
                }
                Button b = new Button(messages.get("roster.aliases.remove"));
                b.setId("forgetAlias-" + row.id());
                b.setOnAction(e -> vm.remove(row));
                setGraphic(b);
            }
        });
        forget.setPrefWidth(100);
        table.getColumns().addAll(List.of(alias, player, forget));
        VBox.setVgrow(table, Priority.ALWAYS);

        TextField typed = new TextField();
        typed.setId("aliasField");
        typed.setPromptText(messages.get("roster.aliases.alias.prompt"));
        typed.textProperty().bindBidirectional(vm.newAliasProperty());
        HBox.setHgrow(typed, Priority.ALWAYS);
        ComboBox<String> whose = new ComboBox<>(vm.players());
        whose.setId("aliasPlayer");
        whose.setPromptText(messages.get("roster.aliases.player.prompt"));
        whose.valueProperty().bindBidirectional(vm.newPlayerProperty());
        Button add = new Button(messages.get("roster.aliases.add"));
        add.setId("addAliasButton");
        add.setMinWidth(Region.USE_PREF_SIZE);
        add.setOnAction(e -> vm.add());
        typed.setOnAction(e -> vm.add());
        HBox form = new HBox(6, typed, whose, add);

        Label said = new Label();
        said.setId("aliasesMessage");
        said.setWrapText(true);
        said.setMinHeight(Region.USE_PREF_SIZE);
        said.textProperty().bind(vm.messageProperty());
        said.getStyleClass().add("message");
        vm.failedProperty().addListener((o, was, now) -> {
            if (now) {
                said.getStyleClass().add("error");
            } else {
                said.getStyleClass().remove("error");
            }
        });
        root = new VBox(8, header, table, form, said);
        root.setPadding(new Insets(4, 0, 0, 0));
        root.setPrefSize(560, 420);
    }

    public VBox root() {
        return root;
    }

    /** Shows the editor as a dialog owned by {@code owner}, until Close. */
    public static void show(Window owner, String title, AliasesViewModel vm, Messages messages) {
        AliasesView view = new AliasesView(vm, messages);
        Dialog<Void> dialog = new Dialog<>();
        Placement.owned(dialog, owner);
        dialog.setTitle(title);
        dialog.getDialogPane().setId("aliasesDialog");
        dialog.getDialogPane().setContent(view.root());
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        dialog.setResizable(true);
        dialog.showAndWait();
    }

    static Tooltip tip(Messages messages) {
        return new Tooltip(messages.get("roster.aliases.tip"));
    }
}
