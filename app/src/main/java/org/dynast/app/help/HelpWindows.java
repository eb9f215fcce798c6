package org.dynast.app.help;

import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Scene;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.common.Cells;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.Shortcuts;
import org.dynast.app.common.Themes;

/** The Help menu's windows: the User Guide and the Keyboard Shortcuts, each owned by the console's window. */
public final class HelpWindows {

    private HelpWindows() {
    }

    /**
     * Opens Help › User Guide (the guide, some 50 kB of Markdown in the app's resources, is read and parsed in
     * milliseconds).
     */
    public static Stage userGuide(Window owner, Messages messages) {
        UserGuideViewModel vm = new UserGuideViewModel(UserGuide.shipped(), messages);
        UserGuideView view = new UserGuideView(vm, messages);
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(messages.get("guide.title"));
        Scene scene = new Scene(view.root(), 1040, 720);
        Themes.style(scene);
        scene.getStylesheets().add(css());
        Shortcuts.install(scene, () -> true, "Shortcut+F", view::focusSearch);
        Shortcuts.closeWith(stage, scene);
        stage.setScene(scene);
        Placement.onShown(stage, owner);
        stage.show();
        view.focusSearch();
        return stage;
    }

    /** Opens Help › Keyboard Shortcuts: a table read from {@code menus} and the accelerators of {@code scene}. */
    public static Stage keyboardShortcuts(Window owner, MenuBar menus, Scene scene, Messages messages) {
        TableView<KeyboardShortcuts.Row> table = new TableView<>();
        table.setId("shortcutsTable");
        table.setPlaceholder(Cells.placeholder(messages.get("placeholder.shortcuts")));
        table.getStyleClass().add("shortcuts-table");
        TableColumn<KeyboardShortcuts.Row, String> command = new TableColumn<>(messages.get("shortcuts.col.command"));
        command.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().command()));
        command.setPrefWidth(380);
        TableColumn<KeyboardShortcuts.Row, String> keys = new TableColumn<>(messages.get("shortcuts.col.keys"));
        keys.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().keys()));
        keys.setPrefWidth(160);
        table.getColumns().add(command);
        table.getColumns().add(keys);
        table.getItems().setAll(KeyboardShortcuts.of(menus, scene, messages.get("shortcuts.tabs")));
        Stage stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(messages.get("shortcuts.title"));
        Scene shown = new Scene(table, 580, 520);
        Themes.style(shown);
        shown.getStylesheets().add(css());
        Shortcuts.closeWith(stage, shown);
        stage.setScene(shown);
        Placement.onShown(stage, owner);
        stage.show();
        return stage;
    }

    private static String css() {
        return HelpWindows.class.getResource("help.css").toExternalForm();
    }
}
