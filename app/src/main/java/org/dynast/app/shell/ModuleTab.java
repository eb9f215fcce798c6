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
 * View that shows it, the shortcuts it installs while selected, what it does when it is shown or hidden, and what it
 * stops when it is dropped, and the Ikonli icon literal shown on the tab (none if null).
 */
public record ModuleTab(String id, String title, Node content, Object viewModel, Object view,
                        BiConsumer<Scene, BooleanSupplier> shortcuts, Consumer<ObservableBooleanValue> selection,
                        Runnable dispose, String icon) {

    public ModuleTab {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(content, "content");
        shortcuts = shortcuts == null ? (scene, active) -> { } : shortcuts;
        selection = selection == null ? selected -> { } : selection;
        dispose = dispose == null ? () -> { } : dispose;
    }

    /** A tab showing {@code view}'s {@code content}, bound to {@code viewModel}. */
    public static ModuleTab of(String id, String title, Object view, Node content, Object viewModel) {
        return new ModuleTab(id, title, content, viewModel, view, null, null, null, null);
    }

    public ModuleTab withShortcuts(BiConsumer<Scene, BooleanSupplier> value) {
        return new ModuleTab(id, title, content, viewModel, view, value, selection, dispose, icon);
    }

    /** What to stop when the tab is dropped (another dynasty is shown): an animation, a timer. */
    public ModuleTab withDispose(Runnable value) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, selection, value, icon);
    }

    public ModuleTab withSelection(Consumer<ObservableBooleanValue> value) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, value, dispose, icon);
    }

    /** The tab's icon, an Ikonli literal such as {@code mdi2w-wrench}. */
    public ModuleTab withIcon(String literal) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, selection, dispose, literal);
    }
}
