package org.dynast.app.shell;

import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * One tab a dynasty module adds: its id (the tab's {@code fx:id}), title, content, the ViewModel behind it and the
 * View that shows it, the shortcuts it installs while selected, and what it does when it is shown or hidden.
 */
public record ModuleTab(String id, String title, Node content, Object viewModel, Object view,
                        BiConsumer<Scene, BooleanSupplier> shortcuts, Consumer<ObservableBooleanValue> selection) {

    public ModuleTab {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(content, "content");
        shortcuts = shortcuts == null ? (scene, active) -> { } : shortcuts;
        selection = selection == null ? selected -> { } : selection;
    }

    /** A tab showing {@code view}'s {@code content}, bound to {@code viewModel}. */
    public static ModuleTab of(String id, String title, Object view, Node content, Object viewModel) {
        return new ModuleTab(id, title, content, viewModel, view, null, null);
    }

    public ModuleTab withShortcuts(BiConsumer<Scene, BooleanSupplier> value) {
        return new ModuleTab(id, title, content, viewModel, view, value, selection);
    }

    public ModuleTab withSelection(Consumer<ObservableBooleanValue> value) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, value);
    }
}
