package org.dynast.app.help;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;

/**
 * Help › Keyboard Shortcuts: the console's accelerators as its window has them, read from its menus (every item with
 * an accelerator, by its menu path) and from the window's own accelerators the tabs install (those no menu item
 * has), so the table never drifts from what the keys do.
 */
public final class KeyboardShortcuts {

    /** One shortcut: where it is ("File › Open File…", or the tabs) and its keys as this platform writes them. */
    public record Row(String command, String keys) {
    }

    private KeyboardShortcuts() {
    }

    public static List<Row> of(MenuBar menus, Scene scene, String tabsLabel) {
        List<Row> rows = new ArrayList<>();
        Set<KeyCombination> listed = new LinkedHashSet<>();
        for (Menu menu : menus.getMenus()) {
            collect(menu, plain(menu.getText()), rows, listed);
        }
        if (scene != null) {
            scene.getAccelerators().keySet().stream().filter(k -> !listed.contains(k))
                    .map(KeyCombination::getDisplayText).sorted()
                    .forEach(keys -> rows.add(new Row(tabsLabel, keys)));
        }
        return rows;
    }

    private static void collect(Menu menu, String path, List<Row> rows, Set<KeyCombination> listed) {
        for (MenuItem item : menu.getItems()) {
            if (item instanceof Menu sub) {
                collect(sub, path + " \u203a " + plain(sub.getText()), rows, listed);
            } else if (item.getAccelerator() != null && item.isVisible()) {
                rows.add(new Row(path + " \u203a " + plain(item.getText()), item.getAccelerator().getDisplayText()));
                listed.add(item.getAccelerator());
            }
        }
    }

    /** A menu text without its mnemonic mark. */
    private static String plain(String text) {
        return text == null ? "" : text.replace("_", "");
    }
}
