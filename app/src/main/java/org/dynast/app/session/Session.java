package org.dynast.app.session;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Change;
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
    private final ReadOnlyLongWrapper rewinds = new ReadOnlyLongWrapper(this, "rewinds");
    private final ActionLog.ChangeListener onAction = (id, entities, changes) -> bump(id, entities,
            changes);
    /** The latest action's changes, if they were in the shown dynasty and the log kept them all; else null. */
    private volatile List<Change> lastChanges;
    /** The entities the latest action, undo or redo changed; null when anything may have (another dynasty shown). */
    private volatile Set<String> lastChanged;
    /** The console's session this one is scoped from, or null for the console's own. */
    private final Session parent;
    private ChangeListener<Number> followParent;
    /**
     * On the console's session, while {@link #show} or {@link #use} changes the dynasty shown: the revision move that
     * ends it belongs to the switch, which module tabs made during it have already read.
     */
    private boolean switching;
    private ChangeListener<Number> followRewinds;
    /** A scoped session's: held while none of its tabs is shown ({@link #hold}), and whether it let a move by. */
    private boolean held;
    private boolean behind;
    /** The actor's name as last read, for the store, dynasty and revision it was read at. */
    private volatile Actor actor;

    private record Actor(GameStore store, Dynasty dynasty, long revision, String name) {
    }

    public Session(TaskExecutor executor, GameStore initial, Dynasty dynasty) {
        this.executor = executor;
        this.parent = null;
        use(initial, dynasty);
    }

    private Session(Session parent, Dynasty fixed) {
        this.executor = parent.executor;
        this.parent = parent;
        store.set(parent.store());
        dynasty.set(Objects.requireNonNull(fixed));
        // made while the console switches to this dynasty: its tabs read it as they are made, not again at the
        // switch's end
        long madeAt = parent.switching ? parent.revision.get() + 1 : -1;
        followParent = (obs, o, n) -> {
            if (n.longValue() == madeAt || !parentShowsMine()) {
                return;
            }
            if (held) {
                behind = true;
            } else {
                follow();
            }
        };
        parent.revisionProperty().addListener(followParent);
        followRewinds = (obs, o, n) -> {
            if (parentShowsMine()) {
                rewinds.set(rewinds.get() + 1);
            }
        };
        parent.rewindsProperty().addListener(followRewinds);
    }

    /**
     * A session fixed on one dynasty of this file, for the tabs of a dynasty module: its revision moves with this
     * session's while that dynasty is shown, and never follows it to another dynasty or file. {@link #detach()} it
     * when its tabs are dropped.
     */
    public Session scopedTo(Dynasty shown) {
        return new Session(this, shown);
    }

    /**
     * Holds a scoped session ({@code true}) while none of its dynasty's tabs is shown: a move of its console's
     * revision (a switch back to the dynasty, an action in it) is noted, not followed, so tabs behind another one do
     * not read their dynasty again each time (issue 31: on a return to a dynasty its hidden module tabs' reads were
     * most of the worker's work). Released ({@code false}), as one of its tabs is shown, it follows once for every
     * move it let by.
     */
    public void hold(boolean hold) {
        if (parent == null) {
            throw new IllegalStateException("only a scoped session follows, and is held");
        }
        held = hold;
        if (!hold && behind) {
            behind = false;
            if (parentShowsMine()) {
                follow();
            }
        }
    }

    /** A scoped session's: whether its console's session shows its dynasty, in the same file. */
    private boolean parentShowsMine() {
        Dynasty shown = parent.dynasty();
        return shown != null && shown.id() == dynasty.get().id() && parent.store() == store.get();
    }

    /** A scoped session's: takes its dynasty as its console shows it, and moves its revision once. */
    private void follow() {
        dynasty.set(parent.dynasty());
        revision.set(revision.get() + 1);
    }

    /** Stops a scoped session from following its console's session. */
    public void detach() {
        if (parent != null && followParent != null) {
            parent.revisionProperty().removeListener(followParent);
            parent.rewindsProperty().removeListener(followRewinds);
            followParent = null;
            followRewinds = null;
        }
    }

    /** Switches to another dynasty file, closing the one in use. */
    public void use(GameStore newStore, Dynasty shown) {
        requireRoot();
        GameStore old = store.get();
        if (old != null && old != newStore) {
            old.log().removeChangeListener(onAction);
            old.close();
        }
        if (old != newStore) {
            newStore.log().addChangeListener(onAction);
            // a dynasty shared by its admins (issue 36): each console's Undo is its own, as its member's
            newStore.log().undoOwnActions(newStore.shared());
        }
        store.set(Objects.requireNonNull(newStore));
        switchTo(shown, true);
    }

    public void show(Dynasty shown) {
        requireRoot();
        if (!Objects.equals(dynasty.get(), shown)) {
            Dynasty was = dynasty.get();
            // what the tabs said was about the dynasty left
            switchTo(shown, was == null || shown == null || was.id() != shown.id());
        }
    }

    /**
     * Shows {@code shown}: the tabs' words cleared when {@code rewound}, then every tab reads again (the revision moves,
     * as part of the switch: see {@link #switching}).
     */
    private void switchTo(Dynasty shown, boolean rewound) {
        switching = true;
        try {
            dynasty.set(shown);
            if (rewound) {
                rewinds.set(rewinds.get() + 1);
            }
            lastChanged = null;
            lastChanges = null;
            revision.set(revision.get() + 1);
        } finally {
            switching = false;
        }
    }

    /**
     * Says that the shown dynasty's history moved back or forth (an undo or redo): what the tabs last said about
     * their own actions may no longer hold.
     */
    public void rewound() {
        requireRoot();
        rewinds.set(rewinds.get() + 1);
    }

    /**
     * Moves whenever what a tab last said (a result, a message) no longer describes what is shown: after an undo or
     * redo, and (on the console's session) when another dynasty or file is shown. Result panes clear on it.
     */
    public ReadOnlyLongProperty rewindsProperty() {
        return rewinds.getReadOnlyProperty();
    }

    /**
     * Says that the clock moved on with nothing done (a walkthrough's sandbox letting hours pass): every tab, the
     * module tabs too, reads again what depends on time (a Cycle now allowed, a matter now enactable).
     */
    public void clockMoved() {
        requireRoot();
        lastChanged = null; // not an action: every tab reads again
        lastChanges = null;
        revision.set(revision.get() + 1);
    }

    /**
     * After an action (on the thread that performed it, the file free again): the actor's name is read there, so that
     * {@link #actor()} on the UI thread does not wait on the file.
     */
    private void bump(long dynastyId, Set<String> entities,
                      List<Change> changes) {
        GameStore s = store.get();
        Dynasty d = dynasty.get();
        String name = d == null ? null : readActor(s, d);
        executor.ui(() -> {
            lastChanged = entities;
            lastChanges = d != null && d.id() == dynastyId ? changes : null;
            revision.set(revision.get() + 1);
            if (name != null && store.get() == s && dynasty.get() != null && dynasty.get().equals(d)) {
                actor = new Actor(s, d, revision.get(), name);
            }
        });
    }

    private static String readActor(GameStore s, Dynasty d) {
        if (d.emperorId() == null) {
            return "Admin";
        }
        try {
            return s.roster().roster(d.id()).nameOf(d.emperorId());
        } catch (RuntimeException e) {
            return null; // read again when asked
        }
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

    /**
     * What the latest move of the revision changed, change by change, when it was an action, undo or redo in the shown
     * dynasty whose every change the log kept: a tab may bring what it read up to date from them. Null otherwise.
     */
    public List<Change> lastChanges() {
        return parent != null ? parent.lastChanges() : lastChanges;
    }

    /**
     * Whether the latest move of the revision may have changed any of {@code entities} (log entity names such as
     * "matter", "vote"): true if the latest action changed one of them, and whenever it is not known what changed
     * (another dynasty or file shown), so a tab refreshes only when its own data changed.
     */
    public boolean changed(Set<String> entities) {
        return changed(entities::contains);
    }

    /**
     * Whether the latest move of the revision may have changed an entity that {@code reads} accepts (e.g. any of a
     * module's tables): as {@link #changed(java.util.Set)}, for a tab whose entities are not a fixed list.
     */
    public boolean changed(Predicate<String> reads) {
        if (parent != null) {
            return parent.changed(reads);
        }
        Set<String> last = lastChanged;
        return last == null || last.stream().anyMatch(reads);
    }

    /**
     * Core entities no dynasty module's tab reads (log entity names): votes, rolls made at the Dice tab (a module's own
     * rolls change its own tables too), and the mentors' ticks and walkthroughs.
     */
    static final Set<String> READ_BY_NO_MODULE = Set.of("vote", "roll", "mentor-duty",
            "walkthrough-done");

    /**
     * Whether the latest move of the revision may have changed what a dynasty module's tab shows: anything but a
     * vote, a roll at the Dice tab or a mentor's tick (as {@link #changed(java.util.Set)}, true when not known).
     */
    public boolean changedForModules() {
        return changed(e -> !READ_BY_NO_MODULE.contains(e));
    }

    /**
     * Who the log names for actions taken at this console: on a shared dynasty, the Player or Admin it is connected
     * as; else the dynasty's emperor, or "Admin".
     */
    public String actor() {
        GameStore in = store.get();
        Optional<String> member = in == null ? Optional.empty() : in.actingAs();
        if (member.isPresent()) {
            return member.get();
        }
        Dynasty d = dynasty.get();
        if (d == null || d.emperorId() == null) {
            return "Admin";
        }
        if (parent != null && parent.dynasty() != null && parent.dynasty().equals(d) && parent.store() == store.get()) {
            return parent.actor(); // a module's tabs name whom the console names
        }
        Actor known = actor;
        if (known != null && known.store() == store.get() && known.dynasty().equals(d)
                && known.revision() == revision.get()) {
            return known.name();
        }
        String name = store.get().roster().roster(d.id()).nameOf(d.emperorId());
        actor = new Actor(store.get(), d, revision.get(), name);
        return name;
    }

    private void requireRoot() {
        if (parent != null) {
            throw new IllegalStateException("A scoped session stays on its dynasty");
        }
    }

    public void close() {
        if (parent != null) {
            detach();
            return;
        }
        GameStore s = store.get();
        if (s != null) {
            s.log().removeChangeListener(onAction);
            s.close();
        }
    }
}
