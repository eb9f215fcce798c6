package org.dynast.app.tracker;

import java.util.Optional;
import java.util.function.Function;
import javafx.beans.property.StringProperty;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.cell.CheckBoxTableCell;
import javafx.scene.control.cell.ComboBoxTableCell;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Messages;
import org.dynast.model.tracker.ColumnType;
import org.dynast.model.tracker.Templates;
import org.dynast.model.tracker.TrackerDefinition;

/** Edit columns…: a form over {@link ColumnsEditor}, one line per column, with the templates to start from. */
final class ColumnsDialog {

    private final ColumnsEditor editor;
    private final Dialog<ButtonType> dialog = new Dialog<>();

    ColumnsDialog(ColumnsEditor editor, Messages messages, Window owner) {
        this.editor = editor;
        dialog.initOwner(owner);
        dialog.setTitle(messages.get("gamestate.columns.title"));
        dialog.setResizable(true);
        ComboBox<Templates.Template> templates = new ComboBox<>();
        templates.getItems().setAll(editor.templates());
        templates.setConverter(new StringConverter<>() {
            @Override
            public String toString(Templates.Template t) {
                return t == null ? "" : t.title();
            }

            @Override
            public Templates.Template fromString(String s) {
                return null;
            }
        });
        templates.setId("columnsTemplate");
        Button use = new Button(messages.get("gamestate.columns.useTemplate"));
        use.setOnAction(e -> {
            if (templates.getValue() != null) {
                editor.useTemplate(templates.getValue());
            }
        });
        Button add = new Button(messages.get("gamestate.columns.add"));
        TableView<ColumnsEditor.Draft> table = new TableView<>(editor.columns());
        table.setId("columnsTable");
        table.setPlaceholder(Cells.placeholder(messages.get("placeholder.columns")));
        table.setEditable(true);
        add.setOnAction(e -> table.getSelectionModel().select(editor.addColumn()));
        Button remove = new Button(messages.get("gamestate.columns.remove"));
        remove.setOnAction(e -> {
            ColumnsEditor.Draft d = table.getSelectionModel().getSelectedItem();
            if (d != null) {
                editor.remove(d);
            }
        });
        table.getColumns().add(text(messages.get("gamestate.columns.name"), d -> d.name, 140));
        TableColumn<ColumnsEditor.Draft, ColumnType> type = new TableColumn<>(messages.get("gamestate.columns.type"));
        type.setCellValueFactory(c -> c.getValue().type);
        type.setCellFactory(ComboBoxTableCell.forTableColumn(ColumnType.values()));
        type.setPrefWidth(130);
        table.getColumns().add(type);
        table.getColumns().add(text(messages.get("gamestate.columns.default"), d -> d.defaultValue, 70));
        table.getColumns().add(text(messages.get("gamestate.columns.min"), d -> d.min, 50));
        table.getColumns().add(text(messages.get("gamestate.columns.max"), d -> d.max, 50));
        TableColumn<ColumnsEditor.Draft, Boolean> negative = new TableColumn<>(messages.get(
                "gamestate.columns.negative"));
        negative.setCellValueFactory(c -> c.getValue().mayBeNegative);
        negative.setCellFactory(CheckBoxTableCell.forTableColumn(negative));
        // wide enough for their headers (the new-user report: "Priv…", "May be nega…" beside wide empty columns)
        negative.setPrefWidth(140);
        table.getColumns().add(negative);
        table.getColumns().add(text(messages.get("gamestate.columns.options"), d -> d.options, 120));
        table.getColumns().add(text(messages.get("gamestate.columns.formula"), d -> d.formula, 180));
        TableColumn<ColumnsEditor.Draft, Boolean> priv = new TableColumn<>(messages.get("gamestate.columns.private"));
        priv.setCellValueFactory(c -> c.getValue().privateColumn);
        priv.setCellFactory(CheckBoxTableCell.forTableColumn(priv));
        priv.setPrefWidth(75);
        table.getColumns().add(priv);
        Label problems = new Label();
        problems.setWrapText(true);
        problems.getStyleClass().add("gamestate-problems");
        problems.textProperty().bind(editor.problemsProperty());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox top = new HBox(8, new Label(messages.get("gamestate.columns.template")), templates, use, gap, add, remove);
        VBox body = new VBox(8, top, table, problems);
        VBox.setVgrow(table, Priority.ALWAYS);
        body.setPrefSize(1000, 520);
        dialog.getDialogPane().setContent(body);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(editor.problemsProperty()
                .isNotEmpty());
    }

    private TableColumn<ColumnsEditor.Draft, String> text(String title,
            Function<ColumnsEditor.Draft, StringProperty> property,
            double width) {
        TableColumn<ColumnsEditor.Draft, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> property.apply(d.getValue()));
        c.setCellFactory(TextFieldTableCell.forTableColumn());
        c.setOnEditCommit(e -> {
            property.apply(e.getRowValue()).set(e.getNewValue());
            editor.check();
        });
        c.setPrefWidth(width);
        return c;
    }

    Optional<TrackerDefinition> showAndWait() {
        return dialog.showAndWait().filter(b -> b == ButtonType.OK).map(b -> editor.build());
    }
}
