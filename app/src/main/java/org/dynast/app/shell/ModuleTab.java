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
 * stops when it is dropped, its unsaved text (if it has an editor) and the Ikonli icon literal shown on the tab (none
 * if null).
 */
public record ModuleTab(String id, String title, Node content, Object viewModel, Object view,
                        BiConsumer<Scene, BooleanSupplier> shortcuts, Consumer<ObservableBooleanValue> selection,
                        Runnable dispose, org.dynast.app.common.UnsavedWork unsaved, String icon) {

    public ModuleTab {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(content, "content");
        shortcuts = shortcuts == null ? (scene, active) -> { } : shortcuts;
        selection = selection == null ? selected -> { } : selection;
        dispose = dispose == null ? () -> { } : dispose;
    }

    /** The tab's unsaved text, asked about before the tab is dropped or the window closed; none if it has none. */
    public java.util.Optional<org.dynast.app.common.UnsavedWork> unsavedWork() {
        return java.util.Optional.ofNullable(unsaved);
    }

    /** A tab showing {@code view}'s {@code content}, bound to {@code viewModel}. */
    public static ModuleTab of(String id, String title, Object view, Node content, Object viewModel) {
        return new ModuleTab(id, title, content, viewModel, view, null, null, null, null, null);
    }

    public ModuleTab withShortcuts(BiConsumer<Scene, BooleanSupplier> value) {
        return new ModuleTab(id, title, content, viewModel, view, value, selection, dispose, unsaved, icon);
    }

    /** What to stop when the tab is dropped (another dynasty is shown): an animation, a timer. */
    public ModuleTab withDispose(Runnable value) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, selection, value, unsaved, icon);
    }

    public ModuleTab withSelection(Consumer<ObservableBooleanValue> value) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, value, dispose, unsaved, icon);
    }

    /** The tab's editor whose unsaved text is asked about before it is thrown away. */
    public ModuleTab withUnsaved(org.dynast.app.common.UnsavedWork value) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, selection, dispose, value, icon);
    }

    /** The tab's icon, an Ikonli literal such as {@code mdi2w-wrench}. */
    public ModuleTab withIcon(String literal) {
        return new ModuleTab(id, title, content, viewModel, view, shortcuts, selection, dispose, unsaved, literal);
    }
}
