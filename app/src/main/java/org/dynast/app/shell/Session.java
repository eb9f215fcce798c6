package org.dynast.app.shell;

import java.util.Objects;
import java.util.function.LongConsumer;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.GameStore;

/**
 * What the console is working on: the open dynasty file, the dynasty shown, and a revision number
 * that moves after every committed action, undo or redo, so every tab knows when to refresh.
 */
public final class Session {

    private final TaskExecutor executor;
    private final ReadOnlyObjectWrapper<GameStore> store = new ReadOnlyObjectWrapper<>(this, "store");
    private final ReadOnlyObjectWrapper<Dynasty> dynasty = new ReadOnlyObjectWrapper<>(this, "dynasty");
    private final ReadOnlyLongWrapper revision = new ReadOnlyLongWrapper(this, "revision");
    private final LongConsumer onAction = id -> bump();

    public Session(TaskExecutor executor, GameStore initial, Dynasty dynasty) {
        this.executor = executor;
        use(initial, dynasty);
    }

    /** Switches to another dynasty file, closing the one in use. */
    public void use(GameStore newStore, Dynasty shown) {
        GameStore old = store.get();
        if (old != null && old != newStore) {
            old.log().removeListener(onAction);
            old.close();
        }
        if (old != newStore) {
            newStore.log().addListener(onAction);
        }
        store.set(Objects.requireNonNull(newStore));
        dynasty.set(shown);
        revision.set(revision.get() + 1);
    }

    public void show(Dynasty shown) {
        if (!Objects.equals(dynasty.get(), shown)) {
            dynasty.set(shown);
            revision.set(revision.get() + 1);
        }
    }

    private void bump() {
        executor.ui(() -> revision.set(revision.get() + 1));
    }

    public GameStore store() {
        return store.get();
    }

    public ReadOnlyObjectProperty<GameStore> storeProperty() {
        return store.getReadOnlyProperty();
    }

    public Dynasty dynasty() {
        return dynasty.get();
    }

    public ReadOnlyObjectProperty<Dynasty> dynastyProperty() {
        return dynasty.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /** Who the log names for actions taken at this console: the dynasty's emperor, or "Admin". */
    public String actor() {
        Dynasty d = dynasty.get();
        if (d == null || d.emperorId() == null) {
            return "Admin";
        }
        return store.get().roster().roster(d.id()).nameOf(d.emperorId());
    }

    public void close() {
        GameStore s = store.get();
        if (s != null) {
            s.log().removeListener(onAction);
            s.close();
        }
    }
}
