package org.dynast.app.module;

import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Scene;
import org.dynast.app.common.UnsavedWork;

/**
 * One tab a dynasty module adds: its id (the tab's {@code fx:id}), title, the View that shows it (built at once, or
 * {@linkplain #lazy lazily} when the tab is first shown) and its content, the ViewModel behind it, the shortcuts it
 * installs while selected (installed once its View is built), what it does when it is shown or hidden, what it
 * stops when its dynasty is left (the console keeps the tab for a return), its unsaved text (if it has an editor) and
 * the Ikonli icon literal shown on the tab (none if null).
 */
public record ModuleTab(String id, String title, Built<?> built, Object viewModel,
                        BiConsumer<Scene, BooleanSupplier> shortcuts, Consumer<ObservableBooleanValue> selection,
                        Runnable leave, UnsavedWork unsaved, String icon) {

    public ModuleTab {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(built, "built");
        shortcuts = shortcuts == null ? (scene, active) -> { } : shortcuts;
        selection = selection == null ? selected -> { } : selection;
        leave = leave == null ? () -> { } : leave;
    }

    /** A tab's View, built once (on the FX thread) when first asked for, and its content node. */
    public static final class Built<V> implements Supplier<V> {
        private final Supplier<V> make;
        private final Function<V, Node> root;
        private V view;

        private Built(Supplier<V> make, Function<V, Node> root) {
            this.make = make;
            this.root = root;
        }

        /** The View, built now if it was not yet. */
        @Override
        public V get() {
            if (view == null) {
                view = Objects.requireNonNull(make.get(), "view");
            }
            return view;
        }

        /** The View's content node, the View built now if it was not yet. */
        public Node content() {
            return Objects.requireNonNull(root.apply(get()), "content");
        }

        /** Whether the View exists yet. */
        public boolean isBuilt() {
            return view != null;
        }
    }

    /** A View to build when its tab is first shown: {@code make} builds it, {@code root} gives its content. */
    public static <V> Built<V> later(Supplier<V> make, Function<V, Node> root) {
        return new Built<>(make, root);
    }

    /** The tab's unsaved text, asked about before the tab is dropped or the window closed; none if it has none. */
    public Optional<UnsavedWork> unsavedWork() {
        return Optional.ofNullable(unsaved);
    }

    /** The View that shows the tab (built now if the tab was not shown yet). */
    public Object view() {
        return built.get();
    }

    /** The tab's content (its View built now if the tab was not shown yet). */
    public Node content() {
        return built.content();
    }

    /**
     * A tab whose View is built only when the tab is first shown (FXML costs start-up time; issue 22), bound to
     * {@code viewModel}, which exists from the start.
     */
    public static ModuleTab lazy(String id, String title, Built<?> view, Object viewModel) {
        return new ModuleTab(id, title, view, viewModel, null, null, null, null, null);
    }

    /** Shortcuts installed on the window's scene once the tab's View is built, active while the tab is selected. */
    public ModuleTab withShortcuts(BiConsumer<Scene, BooleanSupplier> value) {
        return new ModuleTab(id, title, built, viewModel, value, selection, leave, unsaved, icon);
    }

    /**
     * What to stop when another dynasty is shown (an animation, a timer): the tab is kept, and shown as it was left when
     * its dynasty is shown again.
     */
    public ModuleTab withLeave(Runnable value) {
        return new ModuleTab(id, title, built, viewModel, shortcuts, selection, value, unsaved, icon);
    }

    public ModuleTab withSelection(Consumer<ObservableBooleanValue> value) {
        return new ModuleTab(id, title, built, viewModel, shortcuts, value, leave, unsaved, icon);
    }

    /** The tab's editor whose unsaved text is asked about before it is thrown away. */
    public ModuleTab withUnsaved(UnsavedWork value) {
        return new ModuleTab(id, title, built, viewModel, shortcuts, selection, leave, value, icon);
    }

    /** The tab's icon, an Ikonli literal such as {@code mdi2w-wrench}. */
    public ModuleTab withIcon(String literal) {
        return new ModuleTab(id, title, built, viewModel, shortcuts, selection, leave, unsaved, literal);
    }
}
