package org.dynast.model.log;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.dynast.model.Refusal;
import org.dynast.model.time.GameClock;

/**
 * Every game action goes through here: its effect and its log entry are written in one transaction,
 * so the log never claims an action that did not happen, and no action happens unlogged. The
 * emperor can undo the last action and redo what was undone; both are appended to the log too.
 */
public final class ActionLog {

    private final Transactor transactor;
    private final ActionLogRepository repository;
    private final GameClock clock;
    private final Snapshots snapshots;
    private final Map<String, EntityTable<?>> tables = new ConcurrentHashMap<>();
    /** The module that owns each module table, by entity name; core tables have none. */
    private final Map<String, String> owners = new ConcurrentHashMap<>();
    /** The module whose actions' log kinds start with each prefix. */
    private final Map<String, String> kindOwners = new ConcurrentHashMap<>();
    private final List<LongConsumer> listeners = new CopyOnWriteArrayList<>();
    private final List<ChangeListener> changeListeners = new CopyOnWriteArrayList<>();
    private final List<FollowUp> followUps = new CopyOnWriteArrayList<>();

    /**
     * What follows from an action's changes in another module, in the same action (one log entry, undone with it): e.g.
     * Ruleset 168's victory by Elimination, recorded when a plain edit of the tracker leaves one Wizard at 0. Called
     * inside the action's transaction after its body, with the entities it changed; it may add changes.
     */
    @FunctionalInterface
    public interface FollowUp {
        void follow(long dynastyId, String kind, Set<String> entities, Changes changes);
    }

    /**
     * Told, after every committed action, undo or redo, which dynasty it was in, which entities it changed, and the
     * changes themselves ({@code null} when the log kept only some of them: an import, a founding).
     */
    @FunctionalInterface
    public interface ChangeListener {
        void changed(long dynastyId, Set<String> entities, List<Change> changes);
    }
    private volatile ModuleGate gate = (dynastyId, module, kind) -> Optional.empty();

    /**
     * Says whether a dynasty runs a module: the refusal, in the rule's words, when a change to a module's table
     * is attempted in a dynasty that does not run it.
     */
    @FunctionalInterface
    public interface ModuleGate {
        /** Why the action {@code kind} may not change the module's gamestate in this dynasty, if it may not. */
        Optional<Refusal> refusal(long dynastyId, String module, String kind);
    }

    public ActionLog(Transactor transactor, ActionLogRepository repository, GameClock clock, Snapshots snapshots,
                     List<EntityTable<?>> tables) {
        this.transactor = transactor;
        this.repository = repository;
        this.clock = clock;
        this.snapshots = snapshots;
        tables.forEach(t -> add(t, null));
    }

    private void add(EntityTable<?> table, String owner) {
        if (tables.putIfAbsent(table.entity(), table) != null) {
            throw new IllegalStateException("Two tables record changes as \"" + table.entity() + "\"");
        }
        if (owner != null) {
            owners.put(table.entity(), owner);
        }
    }

    /** Adds a module's tables: undone and redone like the core's, changed only in dynasties that run the module. */
    public void registerModuleTables(String module, List<? extends EntityTable<?>> moduleTables) {
        moduleTables.forEach(t -> add(t, module));
    }

    /**
     * Names a module's actions by the start of their log kinds ({@code "workshop."}): such an action is put to the
     * module's gate before it runs, so its refusal (another dynasty's module, Hiatus) comes first, in its own words.
     */
    public void registerModuleActions(String module, List<String> kindPrefixes) {
        kindPrefixes.forEach(prefix -> kindOwners.put(prefix, module));
    }

    /** The clock's time, as the log dates an action now. */
    public Instant now() {
        return clock.now();
    }

    /** Decides whether a dynasty runs a module (the store sets it once the dynasties are readable). */
    public void setModuleGate(ModuleGate value) {
        this.gate = value;
    }

    /** The module that owns the table recorded as {@code entity}, if a module does (empty for the core's tables). */
    public Optional<String> moduleOf(String entity) {
        return Optional.ofNullable(owners.get(entity));
    }

    /** The module whose actions' log kinds start like {@code kind}, if any. */
    private String moduleOfKind(String kind) {
        return kindOwners.entrySet().stream().filter(e -> kind.startsWith(e.getKey())).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /**
     * Refuses changes to a module's tables that the module's gate refuses (another dynasty's module, Hiatus);
     * {@code checked} is the module already put to its gate before the action ran.
     */
    private void checkModules(long dynastyId, String kind, Collection<String> entities, String checked) {
        for (String module : entities.stream().map(owners::get).filter(Objects::nonNull)
                .filter(m -> !m.equals(checked)).distinct().toList()) {
            checkModule(dynastyId, module, kind);
        }
    }

    private void checkModule(long dynastyId, String module, String kind) {
        gate.refusal(dynastyId, module, kind).ifPresent(refusal -> {
            throw refusal;
        });
    }

    /**
     * Puts an action of {@code kind} to its module's gate now (another dynasty's module, Hiatus), for a service that
     * checks the action's own conditions before {@link #perform} (to word its summary): the gate's refusal comes first,
     * as it does inside {@code perform}.
     */
    public void admit(long dynastyId, String kind) {
        String module = moduleOfKind(kind);
        if (module != null) {
            transactor.inTransaction(() -> {
                checkModule(dynastyId, module, kind);
                return null;
            });
        }
    }

    /**
     * Performs an undoable action. {@code body} validates first (throwing a {@link Refusal} leaves
     * everything as it was), then applies its changes through the {@link Changes} it is given.
     */
    public <R> R perform(long dynastyId, String actor, String kind, String summary, Function<Changes, R> body) {
        return run(dynastyId, actor, kind, r -> summary, body, true, entity -> true);
    }

    /**
     * As {@link #perform(long, String, String, String, Function)}, the log's summary made of what {@code body} did (the
     * dice it rolled, the totals it reached) once it has done it.
     */
    public <R> R performSaying(long dynastyId, String actor, String kind, Function<? super R, String> summary,
                               Function<Changes, R> body) {
        return run(dynastyId, actor, kind, summary, body, true, entity -> true);
    }

    /** Performs an action that cannot be undone (founding or importing a dynasty); it ends the undo history. */
    public <R> R performFinal(long dynastyId, String actor, String kind, String summary, Function<Changes, R> body) {
        return run(dynastyId, actor, kind, r -> summary, body, false, entity -> true);
    }

    /**
     * Performs an action that cannot be undone whose log entry keeps only the changes to the entities {@code kept}
     * names: an import keeps its dynasty and its players (what the history of the roster and the dynasty reads), not
     * the whole dynasty's text. Every change is still applied and put to the module gates.
     */
    public <R> R performFinal(long dynastyId, String actor, String kind, String summary,
                              Predicate<String> kept, Function<Changes, R> body) {
        return run(dynastyId, actor, kind, r -> summary, body, false, kept);
    }

    private <R> R run(long dynastyId, String actor, String kind, Function<? super R, String> summary,
                      Function<Changes, R> body, boolean undoable, Predicate<String> kept) {
        @SuppressWarnings("unchecked")
        Set<String>[] touched = new Set[] {Set.of()};
        @SuppressWarnings("unchecked")
        List<Change>[] whole = new List[] {null};
        R result = transactor.inTransaction(() -> {
            String module = moduleOfKind(kind);
            if (module != null) {
                checkModule(dynastyId, module, kind);
            }
            Changes changes = new Changes(snapshots, kept);
            R value = body.apply(changes);
            Set<String> changed = changes.entities();
            for (FollowUp f : followUps) {
                f.follow(dynastyId, kind, changed, changes);
            }
            checkModules(dynastyId, kind, changes.entities(), module);
            repository.append(new LogEntry(0, dynastyId, clock.now(), actor, kind, summary.apply(value),
                    changes.recorded(),
                    LogEntry.Kind.ACTION, null, undoable));
            touched[0] = changes.entities();
            whole[0] = undoable ? changes.recorded() : null;
            return value;
        });
        fire(dynastyId, touched[0], whole[0]);
        return result;
    }

    /** The dynasty's log, oldest first. */
    public List<LogEntry> history(long dynastyId) {
        return transactor.inTransaction(() -> repository.list(dynastyId));
    }

    /** The dynasty's entries after {@code afterId} (0: all), oldest first, without their changes: for a list. */
    public List<LogEntry> headers(long dynastyId, long afterId) {
        return transactor.inTransaction(() -> repository.headersAfter(dynastyId, afterId));
    }

    /**
     * The id of the dynasty's newest entry (0: none): while it is the same, nothing in the dynasty has changed (every
     * action, undo and redo appends one).
     */
    public long newestEntryId(long dynastyId) {
        return transactor.inTransaction(() -> repository.newestId(dynastyId));
    }

    /** One entry of the dynasty with its changes, if it is the dynasty's. */
    public Optional<LogEntry> entry(long dynastyId, long id) {
        return transactor.inTransaction(() -> repository.find(dynastyId, id));
    }

    /**
     * Makes undo and redo each console's own (the console sets it on a dynasty shared by its admins, issue 36):
     * {@code actor}'s undo reverts {@code actor}'s last action still done, unless another's later action changed the
     * same thing since and so depends on it, and redo repeats what {@code actor} undid. Off (a file, one emperor alone;
     * the services and the command line), undo reverts the dynasty's last action, whoever is named on it.
     */
    public void undoOwnActions(boolean value) {
        this.ownActions = value;
    }

    private volatile boolean ownActions;

    /** The dynasty's last action still done, whoever took it, without its changes. */
    public Optional<LogEntry> nextUndoHeader(long dynastyId) {
        return nextUndoHeader(dynastyId, null);
    }

    /** The dynasty's last action still done, whoever took it (what a file's undo reverts). */
    public Optional<LogEntry> nextUndo(long dynastyId) {
        return transactor.inTransaction(() -> whole(dynastyId, stacks(dynastyId).lastDone(ANYONE)));
    }

    /** What a file's redo repeats (the dynasty's last undone action, with no action taken since). */
    public Optional<LogEntry> nextRedo(long dynastyId) {
        return transactor.inTransaction(() -> whole(dynastyId, stacks(dynastyId).undone(ANYONE).peek()));
    }

    /** The action {@link #undo} by {@code actor} would revert now, without its changes (for a menu: its summary). */
    public Optional<LogEntry> nextUndoHeader(long dynastyId, String actor) {
        return transactor.inTransaction(() -> Optional.ofNullable(stacks(dynastyId).lastDone(key(actor))));
    }

    /** The action {@link #redo} by {@code actor} would repeat now, without its changes. */
    public Optional<LogEntry> nextRedoHeader(long dynastyId, String actor) {
        return transactor.inTransaction(() -> Optional.ofNullable(stacks(dynastyId).undone(key(actor)).peek()));
    }

    /** The entry a header names, with its changes (the stacks are worked out from headers alone). */
    private Optional<LogEntry> whole(long dynastyId, LogEntry header) {
        return header == null ? Optional.empty() : repository.find(dynastyId, header.id());
    }

    /** Whose stacks an actor's undo and redo work on: their own when undo is each console's, else the dynasty's. */
    private String key(String actor) {
        return ownActions && actor != null ? actor : ANYONE;
    }

    private static final String ANYONE = "";

    public LogEntry undo(long dynastyId, String actor) {
        LogEntry entry = transactor.inTransaction(() -> {
            Stacks stacks = stacks(dynastyId);
            LogEntry target = whole(dynastyId, stacks.lastDone(key(actor))).orElse(null);
            if (target == null) {
                throw new Refusal("Undo", ownActions ? "There is nothing of yours to undo." : "There is nothing to undo.");
            }
            refuseIfDependedOn(dynastyId, target, stacks.doneAfter(target.id()), "undo");
            List<Change> reverted = new ArrayList<>();
            for (int i = target.changes().size() - 1; i >= 0; i--) {
                reverted.add(target.changes().get(i).reversed());
            }
            restore(reverted, "undo", target);
            return repository.append(new LogEntry(0, dynastyId, clock.now(), actor, target.kind(),
                    "Undo: " + target.summary(), reverted, LogEntry.Kind.UNDO, target.id(), true));
        });
        fire(dynastyId, entities(entry), entry.changes());
        return entry;
    }

    public LogEntry redo(long dynastyId, String actor) {
        LogEntry entry = transactor.inTransaction(() -> {
            Stacks stacks = stacks(dynastyId);
            LogEntry target = whole(dynastyId, stacks.undone(key(actor)).peek()).orElse(null);
            if (target == null) {
                throw new Refusal("Redo", ownActions ? "There is nothing of yours to redo." : "There is nothing to redo.");
            }
            refuseIfDependedOn(dynastyId, target, stacks.doneSinceUndo(target.id()), "redo");
            restore(target.changes(), "redo", target);
            return repository.append(new LogEntry(0, dynastyId, clock.now(), actor, target.kind(),
                    "Redo: " + target.summary(), target.changes(), LogEntry.Kind.REDO, target.id(), true));
        });
        fire(dynastyId, entities(entry), entry.changes());
        return entry;
    }

    /**
     * Refuses to {@code verb} {@code target} when one of {@code later}, another's action still done, changed one of the
     * things it changed: that action was taken on what {@code target} left, and depends on it. Named, with its time.
     */
    private void refuseIfDependedOn(long dynastyId, LogEntry target, List<LogEntry> later, String verb) {
        if (!ownActions || later.isEmpty()) {
            return;
        }
        Set<String> touched = target.changes().stream().map(c -> c.entity() + "\u0000" + c.key())
                .collect(Collectors.toSet());
        for (LogEntry header : later) {
            LogEntry other = repository.find(dynastyId, header.id()).orElse(header);
            Optional<Change> shared = other.changes().stream()
                    .filter(c -> touched.contains(c.entity() + "\u0000" + c.key())).findFirst();
            if (shared.isPresent()) {
                throw new Refusal(verb.equals("undo") ? "Undo" : "Redo", "Cannot " + verb + " your \u201c"
                        + target.summary() + "\u201d: " + other.actor() + "'s \u201c" + other.summary() + "\u201d ("
                        + WHEN.format(other.at()) + ") changed the same " + shared.get().entity() + " since, and "
                        + "depends on it. Nothing was changed; " + other.actor() + " can undo theirs first.");
            }
        }
    }

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d MMM HH:mm:ss 'UTC'", Locale.ENGLISH)
            .withZone(ZoneOffset.UTC);

    /**
     * Tells the listeners of entries another console appended to the dynasty's log (a shared dynasty, issue 36): the
     * one entry {@code entryId} with what it changed, or, for 0 (several at once, or not known), that anything in the
     * dynasty may have changed. Called off the UI thread, after the other console's transaction committed.
     */
    public void changedElsewhere(long dynastyId, long entryId) {
        Optional<LogEntry> entry;
        try {
            entry = entryId == 0 ? Optional.empty() : entry(dynastyId, entryId);
        } catch (RuntimeException unreadable) {
            entry = Optional.empty(); // a Player's login may not read the log's changes: everything is read again
        }
        if (entry.isPresent()) {
            fire(dynastyId, entities(entry.get()), entry.get().changes());
        } else {
            fire(dynastyId, null, null);
        }
    }

    /** Called with the dynasty id after every committed action, undo or redo. */
    public void addListener(LongConsumer listener) {
        listeners.add(listener);
    }

    public void removeListener(LongConsumer listener) {
        listeners.remove(listener);
    }

    /** Adds what follows, in the same action, from another action's changes (see {@link FollowUp}). */
    public void addFollowUp(FollowUp followUp) {
        followUps.add(followUp);
    }

    /** Whether the module's gate lets an action of {@code kind} change its gamestate in the dynasty now. */
    public boolean permits(long dynastyId, String module, String kind) {
        return gate.refusal(dynastyId, module, kind).isEmpty();
    }

    /** Tells {@code listener} of every committed action, undo or redo, with the entities it changed. */
    public void addChangeListener(ChangeListener listener) {
        changeListeners.add(listener);
    }

    public void removeChangeListener(ChangeListener listener) {
        changeListeners.remove(listener);
    }

    private static Set<String> entities(LogEntry entry) {
        return entry.changes().stream().map(Change::entity).collect(Collectors.toUnmodifiableSet());
    }

    private void fire(long dynastyId, Set<String> entities, List<Change> changes) {
        listeners.forEach(l -> l.accept(dynastyId));
        changeListeners.forEach(l -> l.changed(dynastyId, entities, changes));
    }

    private void restore(List<Change> changes, String verb, LogEntry target) {
        for (Change change : changes) {
            check(tableFor(change), change, verb, target);
        }
        for (Change change : changes) {
            apply(tableFor(change), change);
        }
    }

    private EntityTable<?> tableFor(Change change) {
        EntityTable<?> table = tables.get(change.entity());
        if (table == null) {
            throw new IllegalStateException("No table restores the logged entity '" + change.entity() + "'");
        }
        return table;
    }

    private <T> void check(EntityTable<T> table, Change change, String verb, LogEntry target) {
        String current = table.find(change.key()).map(snapshots::write).orElse(null);
        if (!snapshots.same(current, change.before())) {
            throw new Refusal("Undo", "Cannot " + verb + " \"" + target.summary() + "\": the " + change.entity()
                    + " it changed has been changed since by something outside the log.");
        }
    }

    private <T> void apply(EntityTable<T> table, Change change) {
        if (change.after() == null) {
            table.delete(change.key());
        } else {
            table.upsert(snapshots.readStored(change.after(), table.type()));
        }
    }

    private Stacks stacks(long dynastyId) {
        Stacks stacks = new Stacks();
        for (LogEntry e : repository.undoHistory(dynastyId)) {
            if (!e.undoable()) { // founding, importing: history before it cannot be undone
                stacks.done.clear();
                stacks.undone.clear();
                stacks.undoneAt.clear();
                stacks.tookEffect.clear();
                continue;
            }
            switch (e.type()) {
                case ACTION -> {
                    stacks.undone(key(e.actor())).clear();
                    stacks.done.put(e.id(), e);
                    stacks.tookEffect.put(e.id(), e.id());
                }
                case UNDO -> {
                    LogEntry undone = stacks.done.remove(e.target());
                    if (undone != null) {
                        stacks.undone(key(e.actor())).push(undone);
                        stacks.undoneAt.put(undone.id(), e.id());
                    }
                }
                case REDO -> {
                    Deque<LogEntry> mine = stacks.undone(key(e.actor()));
                    LogEntry redone = mine.stream().filter(u -> u.id() == e.target()).findFirst().orElse(null);
                    if (redone != null) {
                        mine.remove(redone);
                        stacks.undoneAt.remove(redone.id());
                        stacks.done.put(redone.id(), redone);
                        stacks.tookEffect.put(redone.id(), e.id());
                    }
                }
            }
        }
        return stacks;
    }

    /**
     * What is done and what each can redo, from the log's headers: the actions still done in the order they took
     * effect (a redone action from its redo), and each actor's undone actions, last undone on top ({@link #ANYONE}'s
     * alone when undo is not each console's own).
     */
    private static final class Stacks {
        final LinkedHashMap<Long, LogEntry> done = new LinkedHashMap<>();
        final Map<String, Deque<LogEntry>> undone = new HashMap<>();
        /** For each undone action, the log entry of its undo. */
        final Map<Long, Long> undoneAt = new HashMap<>();
        /** For each action done, the log entry it took effect at: its own, or its latest redo's. */
        final Map<Long, Long> tookEffect = new HashMap<>();

        Deque<LogEntry> undone(String actor) {
            return undone.computeIfAbsent(actor, a -> new ArrayDeque<>());
        }

        LogEntry lastDone(String actor) {
            LogEntry last = null;
            for (LogEntry e : done.values()) {
                if (actor.equals(ANYONE) || actor.equals(e.actor())) {
                    last = e;
                }
            }
            return last;
        }

        /** The actions done after action {@code id} took effect, still done. */
        List<LogEntry> doneAfter(long id) {
            return doneSince(tookEffect.get(id));
        }

        /** The actions done since action {@code id} was undone, still done. */
        List<LogEntry> doneSinceUndo(long id) {
            return doneSince(undoneAt.getOrDefault(id, Long.MAX_VALUE));
        }

        private List<LogEntry> doneSince(long entryId) {
            return done.values().stream().filter(e -> tookEffect.get(e.id()) > entryId).toList();
        }
    }
}
