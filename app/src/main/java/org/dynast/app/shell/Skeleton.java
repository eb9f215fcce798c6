package org.dynast.app.shell;

import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.app.common.Themes;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The main window as it is shown at once, before the dynasty file is open (issue 22, start-up): the console's shell —
 * its menus (not yet usable), the dynasty bar, the core tabs' headers with the tab last shown selected, and the
 * status bar — around a line saying which file is being opened. Built in code, not FXML, so that it costs little;
 * it has the console's theme, size and place, so the console then replaces it without the window moving.
 */
public final class Skeleton {

    /** The id of the line saying which file is being opened (UI tests find it). */
    public static final String OPENING_ID = "openingFile";

    private Skeleton() {
    }

    /** Shows the skeleton on {@code stage}, at the console's remembered size and place; returns its scene. */
    public static Scene show(Stage stage, Messages messages, Settings settings, Path file) {
        MenuBar menus = new MenuBar();
        for (String key : new String[] {"menu.file", "menu.edit", "menu.dynasty", "menu.view", "menu.tools",
                "menu.help"}) {
            Menu menu = new Menu(messages.get(key));
            menu.setDisable(true);
            menus.getMenus().add(menu);
        }
        Label dynasty = new Label(messages.get("toolbar.dynasty").replace("_", ""));
        ComboBox<String> switcher = new ComboBox<>();
        switcher.setPrefWidth(320); // the console's switcher, empty: the bar keeps its height when the console comes
        switcher.setDisable(true);
        ToolBar bar = new ToolBar(dynasty, switcher);
        bar.getStyleClass().add("dynasty-bar");

        ProgressIndicator busy = new ProgressIndicator();
        busy.setMaxSize(28, 28);
        Label opening = new Label(messages.get("skeleton.opening", file.getFileName()));
        opening.setId(OPENING_ID);
        VBox placeholder = new VBox(12, busy, opening);
        placeholder.setAlignment(Pos.CENTER);

        TabPane tabs = new TabPane();
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getTabs().addAll(tab("rulesetTab", messages.get("tab.ruleset"), "mdi2b-book-open-variant"),
                tab("mattersTab", messages.get("tab.matters"), "mdi2v-vote"),
                tab("rosterTab", messages.get("tab.roster"), "mdi2a-account-group"));
        String last = new WindowMemory(settings).lastTab();
        Tab shown = tabs.getTabs().stream().filter(t -> t.getId().equals(last)).findFirst()
                .orElse(tabs.getTabs().get(2)); // a module's tab, or none yet: the Roster, as the console does
        tabs.getSelectionModel().select(shown);
        shown.setContent(placeholder);
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            was.setContent(null);
            now.setContent(placeholder);
        });

        Label status = new Label(file.toString());
        HBox statusBar = new HBox(status);
        statusBar.getStyleClass().add("status-bar");
        statusBar.setPadding(new Insets(4, 10, 4, 10));

        BorderPane root = new BorderPane(tabs, new VBox(menus, bar), null, statusBar, null);
        root.getStyleClass().add("main");
        root.setPrefSize(1270, 780);
        Scene scene = new Scene(root);
        scene.getProperties().put(SKELETON_SCENE, Boolean.TRUE);
        Themes.style(scene);
        stage.setTitle("Dynast");
        stage.setScene(scene);
        stage.setMinWidth(1024);
        stage.setMinHeight(640);
        new WindowMemory(settings).place(stage);
        stage.show();
        return scene;
    }

    /** The key marking the skeleton's scene, which the console takes over ({@link #sceneOf}). */
    private static final String SKELETON_SCENE = "dynast.skeleton";

    /**
     * The skeleton's scene on {@code stage}, if it shows one: the console puts its own root in it rather than a new
     * scene in the window (setting a new scene in a shown window applies CSS and lays it out at once, then again for
     * its first frame; issue 22). It is the skeleton's no more once taken.
     */
    static Optional<Scene> sceneOf(Stage stage) {
        Scene scene = stage.getScene();
        if (scene == null || scene.getProperties().remove(SKELETON_SCENE) == null) {
            return Optional.empty();
        }
        return Optional.of(scene);
    }

    private static Tab tab(String id, String text, String icon) {
        Tab tab = new Tab(text);
        tab.setId(id);
        tab.setGraphic(new FontIcon(icon));
        return tab;
    }
}
