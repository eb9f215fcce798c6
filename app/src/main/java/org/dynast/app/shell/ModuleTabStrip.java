package org.dynast.app.shell;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.dynast.app.module.ModuleTab;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The window's module tabs, after the core tabs: the shown dynasty's, in order, and the tab made for each module tab
 * the console keeps (a dynasty shown again shows the same tabs, as it left them). A lazy tab's View is built when the
 * tab is first shown; each tab's shortcuts are installed once, when its View is in the window.
 */
final class ModuleTabStrip {

    private final TabPane tabs;
    private final WindowMemory memory;
    private final List<Tab> shown = new ArrayList<>();
    private List<ModuleTab> shownParts = List.of();
    private final Map<ModuleTab, Tab> made = new IdentityHashMap<>();
    private final Set<Tab> withShortcuts = Collections.newSetFromMap(new IdentityHashMap<>());

    ModuleTabStrip(TabPane tabs, WindowMemory memory) {
        this.tabs = tabs;
        this.memory = memory;
    }

    /** Shows {@code parts}' tabs in place of those shown, made now or as they were kept. */
    void show(List<ModuleTab> parts) {
        tabs.getTabs().removeAll(shown);
        shown.clear();
        shownParts = List.copyOf(parts);
        for (ModuleTab part : parts) {
            shown.add(made.computeIfAbsent(part, this::tabFor));
        }
        tabs.getTabs().addAll(shown);
        shown.forEach(memory::trackSplits);
        if (tabs.getScene() != null) {
            installShortcuts(tabs.getScene());
        }
    }

    /** Whether {@code tab} is one of the shown module tabs. */
    boolean isShown(Tab tab) {
        return tab != null && shown.contains(tab);
    }

    /** The shown module tab with this id. */
    Optional<Tab> find(String id) {
        return shown.stream().filter(t -> t.getId().equals(id)).findFirst();
    }

    /** Lets go of the tabs made for {@code parts}: the console no longer keeps them (their dynasty was left long ago). */
    void forget(List<ModuleTab> parts) {
        parts.forEach(part -> {
            Tab tab = made.remove(part);
            if (tab != null) {
                withShortcuts.remove(tab);
            }
        });
    }

    /** Installs in {@code scene} the shortcuts of the shown tabs whose Views are built (once per tab). */
    void installShortcuts(Scene scene) {
        for (int i = 0; i < shown.size(); i++) {
            Tab tab = shown.get(i);
            if (tab.getContent() != null && withShortcuts.add(tab)) {
                shownParts.get(i).shortcuts().accept(scene, tab::isSelected);
            }
        }
    }

    /** The tab that shows {@code part}: its View in it now, or built when the tab is first shown. */
    private Tab tabFor(ModuleTab part) {
        Tab tab = new Tab(part.title());
        tab.setId(part.id());
        if (part.icon() != null) {
            tab.setGraphic(new FontIcon(part.icon()));
        }
        if (part.built().isBuilt()) {
            tab.setContent(part.content());
        } else {
            // a lazy tab's View is built when the tab is first shown, its shortcuts installed then
            tab.selectedProperty().addListener(new ChangeListener<>() {
                @Override
                public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean now) {
                    if (now && tab.getContent() == null) {
                        tab.selectedProperty().removeListener(this);
                        build(tab, part);
                    }
                }
            });
        }
        part.selection().accept(tab.selectedProperty());
        return tab;
    }

    /** Builds a lazy module tab's View now that it is shown: its content, remembered splits and shortcuts. */
    private void build(Tab tab, ModuleTab part) {
        tab.setContent(part.content());
        memory.trackSplits(tab);
        if (tabs.getScene() != null && withShortcuts.add(tab)) {
            part.shortcuts().accept(tabs.getScene(), tab::isSelected);
        }
    }
}
