package org.dynast.app.shell;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.QuorumNow;
import org.dynast.app.common.Settings;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.UnsavedWork;
import org.dynast.app.newdynasty.NewDynastyFounder;
import org.dynast.app.newdynasty.NewDynastyViewModel;
import org.dynast.app.session.Session;
import org.dynast.app.share.Passwords;
import org.dynast.model.Progress;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.roster.Roster;
import org.dynast.model.store.Backups;
import org.dynast.model.store.DamagedFileException;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.StoreException;
import org.dynast.model.time.GameClock;

/**
 * The main window: which file and dynasty are open, the status bar (dynasty, emperor, quorum, UTC
 * clock), undo/redo, and the File menu's commands.
 */
public final class MainViewModel {

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("EEE d MMM yyyy HH:mm 'UTC'");
    /** The status bar's "Dormant since" (short: the bar is full at 1280 pixels). */
    private static final DateTimeFormatter SINCE = DateTimeFormatter.ofPattern("d MMM HH:mm");
    static final String DYNASTY_GLOB = "*.mv.db";
    static final String JSON_GLOB = "*.json";

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final StoreOpener opener;
    private final GameClock clock;

    private final ObservableList<Dynasty> dynasties = FXCollections.observableArrayList();
    private final ObjectProperty<Dynasty> selectedDynasty = new SimpleObjectProperty<>(this, "selectedDynasty");
    private final ReadOnlyStringWrapper file = new ReadOnlyStringWrapper(this, "file", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "Dynast");
    private final ReadOnlyStringWrapper dynastyStatus = new ReadOnlyStringWrapper(this, "dynastyStatus", "");
    private final ReadOnlyStringWrapper emperorStatus = new ReadOnlyStringWrapper(this, "emperorStatus", "");
    private final ReadOnlyStringWrapper quorumStatus = new ReadOnlyStringWrapper(this, "quorumStatus", "");
    private final ReadOnlyStringWrapper clockStatus = new ReadOnlyStringWrapper(this, "clockStatus", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper(this, "undoText", "");
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper(this, "redoText", "");
    private final ReadOnlyBooleanWrapper undoAvailable = new ReadOnlyBooleanWrapper(this, "undoAvailable");
    private final ReadOnlyBooleanWrapper redoAvailable = new ReadOnlyBooleanWrapper(this, "redoAvailable");
    private final ReadOnlyBooleanWrapper readOnly = new ReadOnlyBooleanWrapper(this, "readOnly");
    /** Ruleset 205, "Dormancy": whether BlogNomic is Dormant in the shown dynasty. */
    private final ReadOnlyBooleanWrapper dormant = new ReadOnlyBooleanWrapper(this, "dormant");
    /** Whether the shown dynasty's core rules have the Dormant status an admin sets (and the file may be written). */
    private final ReadOnlyBooleanWrapper dormancyAvailable = new ReadOnlyBooleanWrapper(this, "dormancyAvailable");
    private final ReadOnlyStringWrapper dormantStatus = new ReadOnlyStringWrapper(this, "dormantStatus", "");
    private final ReadOnlyStringWrapper dormancyText = new ReadOnlyStringWrapper(this, "dormancyText", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyBooleanWrapper cancellable = new ReadOnlyBooleanWrapper(this, "cancellable");
    private final ReadOnlyStringWrapper busyText = new ReadOnlyStringWrapper(this, "busyText", "");
    private final ReadOnlyDoubleWrapper busyProgress =
            new ReadOnlyDoubleWrapper(this, "busyProgress", -1);
    /** Set by Cancel, read by the work at its next report (never an interrupt: H2 would close the file). */
    private volatile boolean cancelRequested;
    private boolean applyingSnapshot;
    /** The shown dynasty's editors, asked about before their text would be thrown away. */
    private Supplier<List<? extends UnsavedWork>> unsavedWork = List::of;
    /** Each refresh's number: only the latest one's snapshot is shown (an older one may name another dynasty). */
    private long refreshes;

    public MainViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages,
                         StoreOpener opener, GameClock clock) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.opener = opener;
        this.clock = clock;
        this.shared = new SharedStatus(session, executor, messages);
        selectedDynasty.addListener((obs, old, chosen) -> {
            if (!applyingSnapshot && chosen != null) {
                if (session.dynasty() == null || session.dynasty().id() != chosen.id()) {
                    message.set(""); // the last message was about the dynasty the emperor leaves
                }
                session.show(chosen);
            }
        });
        session.revisionProperty().addListener((obs, o, n) -> refresh());
        tick();
        refresh();
    }

    /** Where the shown dynasty's unsaved editor text is found (the module tabs'), to ask before it is dropped. */
    public void useUnsavedWork(Supplier<List<? extends UnsavedWork>> value) {
        this.unsavedWork = value;
    }

    /**
     * Runs {@code then} once every unsaved editor text has been saved or discarded (asked Save / Discard / Cancel);
     * never on Cancel.
     */
    void leaving(Runnable then) {
        leaving(then, () -> { });
    }

    void leaving(Runnable then, Runnable stopped) {
        UnsavedWork.guard(dialogs, messages, unsavedWork.get(), then, stopped);
    }

    /**
     * The dynasty switcher: shows {@code chosen} once unsaved editor text is saved or discarded; on Cancel the shown
     * dynasty stays (the switcher shows it again).
     */
    public void chooseDynasty(Dynasty chosen) {
        Dynasty shown = session.dynasty();
        if (chosen == null || shown != null && shown.id() == chosen.id()) {
            return;
        }
        leaving(() -> selectedDynasty.set(chosen));
    }

    /**
     * Says in the status bar that {@code chosen} is being opened, before the window builds its tabs (the View paints
     * this first, then switches).
     */
    public void openingDynasty(Dynasty chosen) {
        if (!busy.get()) {
            opening = true;
            busy.set(true);
            cancellable.set(false);
            busyText.set(messages.get("busy.openingDynasty", chosen.name()));
            busyProgress.set(-1);
        }
    }

    /** The status bar no longer says a dynasty is being opened. */
    public void openedDynasty() {
        if (opening) {
            opening = false;
            idle();
        }
    }

    /** Whether the status bar's busy line is {@link #openingDynasty}'s. */
    private boolean opening;

    /** File › Quit and the window's close box: closes with {@code close} once unsaved editor text is dealt with. */
    public void quit(Runnable close) {
        leaving(close);
    }

    /** What the status bar and menus show, read in one go off the UI thread. */
    record Snapshot(List<Dynasty> dynasties, Dynasty shown, Roster roster, int quorum, Optional<LogEntry> undo,
                    Optional<LogEntry> redo, String file, boolean dormancyRule) {
    }

    /** A file just opened, and the dynasty it shows first (none in a new file). */
    private record Opened(GameStore store, Dynasty first) {
        static Opened of(GameStore store) {
            List<Dynasty> all = store.dynasties().all();
            return new Opened(store, all.isEmpty() ? null : all.get(0));
        }
    }

    public void refresh() {
        GameStore store = session.store();
        Dynasty shown = session.dynasty();
        long number = ++refreshes;
        shared.refresh(store);
        executor.submit(() -> {
            List<Dynasty> all = store.dynasties().all();
            Dynasty current = shown == null || store.dynasties().isDeleted(shown.id()) ? null
                    : store.dynasties().find(shown.id()).orElse(null);
            if (current == null && !all.isEmpty()) {
                current = all.get(0);
            }
            if (current == null) {
                return new Snapshot(all, null, null, 0, Optional.empty(), Optional.empty(), store.description(), false);
            }
            Roster roster = store.roster().roster(current.id());
            String actor = session.actor();
            return new Snapshot(all, current, roster, QuorumNow.of(store, current, roster),
                    store.log().nextUndoHeader(current.id(), actor),
                    store.log().nextRedoHeader(current.id(), actor), store.description(),
                    store.matters().profileOf(current).hiatus().dormancy());
        }, s -> {
            // only the latest refresh is shown: an older one, taken before the session moved on (e.g. to a dynasty
            // just founded), would move it back, and the two dynasties would take turns forever
            if (number == refreshes && session.store() == store) {
                apply(s);
            }
        }, this::fail);
    }

    private void apply(Snapshot s) {
        applyingSnapshot = true;
        try {
            dynasties.setAll(s.dynasties());
            selectedDynasty.set(s.shown());
        } finally {
            applyingSnapshot = false;
        }
        if (s.shown() != null && !s.shown().equals(session.dynasty())) {
            // the shown dynasty was read again (its record changed, or there was none): the session follows, and
            // its revision moves and brings another refresh. Never another dynasty than the session's, if it has one.
            if (session.dynasty() == null || session.dynasty().id() == s.shown().id()
                    || s.dynasties().stream().noneMatch(d -> d.id() == session.dynasty().id())) {
                session.show(s.shown());
                return;
            }
        }
        file.set(s.file());
        readOnly.set(session.store().readOnly());
        if (s.shown() == null) {
            title.set(messages.get("app.title.empty", s.file()));
            dynastyStatus.set(messages.get("status.noDynasty"));
            emperorStatus.set("");
            quorumStatus.set("");
        } else {
            Dynasty d = s.shown();
            Terms terms = d.terms();
            title.set(messages.get("app.title", d.name(), s.file()));
            dynastyStatus.set(messages.get("status.dynasty", d.name(), d.rulesetNumber())
                    + (d.phase() == DynastyPhase.ACTIVE ? ""
                    : " \u00b7 " + messages.get("status.phase." + d.phase().name().toLowerCase(Locale.ROOT))));
            emperorStatus.set(d.isMetadynasty()
                    ? messages.get("status.metadynasty", terms.emperor())
                    : messages.get("status.emperor", terms.emperor(), s.roster().nameOf(d.emperorId())));
            int active = s.roster().active().size();
            quorumStatus.set(messages.get("status.quorum", s.quorum(), active,
                    active == 1 ? terms.player() : terms.players(), s.roster().idlePlayers().size()));
        }
        boolean isDormant = s.shown() != null && s.shown().isDormant();
        dormant.set(isDormant);
        dormancyAvailable.set(s.shown() != null && s.dormancyRule() && !readOnly.get());
        dormantStatus.set(isDormant ? messages.get("status.dormant", SINCE.format(s.shown().dormantSince()
                .atZone(ZoneOffset.UTC))) : "");
        dormancyText.set(messages.get(isDormant ? "menu.dynasty.undormant" : "menu.dynasty.dormant"));
        // a Player's own vote is changed by voting again: its console reads no action's changes, which undo needs
        boolean mayUndo = !readOnly.get() && shared.staffProperty().get();
        undoAvailable.set(s.undo().isPresent() && mayUndo);
        undoText.set(s.undo().map(e -> messages.get("menu.undo.named", e.summary())).orElse(messages.get("menu.undo")));
        redoAvailable.set(s.redo().isPresent() && mayUndo);
        redoText.set(s.redo().map(e -> messages.get("menu.redo.named", e.summary())).orElse(messages.get("menu.redo")));
    }

    /** Moves the status bar clock on; the view calls it every few seconds. */
    public void tick() {
        clockStatus.set(CLOCK.format(clock.nowUtc()));
        shared.tick(); // who is connected, now and then
    }

    private final SharedStatus shared;
    private SharedDynasties sharing;

    /** What the console says of a shared dynasty, and whether it may take the Admins' actions (a Player's may not). */
    public SharedStatus shared() {
        return shared;
    }

    /** Where File › Open Shared Dynasty… remembers its last address, and keeps passwords (the console's own). */
    public void useSharing(Settings settings, Passwords passwords) {
        sharing = new SharedDynasties(this, session, dialogs, executor, messages, settings, passwords);
    }

    private SharedDynasties sharing() {
        if (sharing == null) {
            useSharing(Settings.inMemory(), Passwords.NONE);
        }
        return sharing;
    }

    /** File › Open Shared Dynasty…: a dynasty the team shares on a PostgreSQL server (issue 36). */
    public void openShared() {
        sharing().open();
    }

    /** File › Share This Dynasty…: the shown dynasty copied with its history into a PostgreSQL database. */
    public void shareDynasty() {
        sharing().share();
    }


    public void undo() {
        runOnLog(true);
    }

    public void redo() {
        runOnLog(false);
    }

    private void runOnLog(boolean undo) {
        GameStore store = session.store();
        Dynasty d = session.dynasty();
        if (d == null) {
            return;
        }
        executor.submit(() -> undo ? store.log().undo(d.id(), session.actor()) : store.log().redo(d.id(), session.actor()),
                entry -> {
                    session.rewound(); // the tabs' results and messages spoke of what is now undone (or redone)
                    message.set(entry.summary());
                }, this::fail);
    }

    /**
     * Dynasty › Make BlogNomic Dormant… / Remove BlogNomic's Dormant Status…: Ruleset 205, "Dormancy" ("any admin may
     * make BlogNomic Dormant by updating the sidebar to that effect"), after a confirmation saying what it means ("If
     * BlogNomic is Dormant, then it is on Hiatus"). Logged and undoable.
     */
    public void toggleDormant() {
        GameStore store = session.store();
        Dynasty d = session.dynasty();
        if (d == null || !dormancyAvailable.get()) {
            return;
        }
        boolean make = !dormant.get();
        String prefix = make ? "dialog.dormant" : "dialog.undormant";
        if (!dialogs.confirm(messages.get(prefix + ".title"), messages.get(prefix + ".header", d.name()),
                messages.get(prefix + ".text"), messages.get(prefix + ".yes"))) {
            return;
        }
        executor.submit(() -> store.matters().setDormant(d.id(), session.actor(), make),
                changed -> message.set(messages.get(make ? "message.dormant" : "message.undormant", changed.name())),
                this::fail);
    }

    /**
     * File › New Dynasty: the wizard (the ruleset, then the dynasty) over the open file's core-rules profiles; founds
     * the dynasty, imports its ruleset text if one was chosen, and shows it.
     */
    public void newDynasty() {
        leaving(this::newDynastyNow);
    }

    private void newDynastyNow() {
        GameStore store = session.store();
        executor.submit(() -> store.matters().profiles().stream().filter(StoredProfile::shipped)
                .toList(), profiles -> dialogs.ask(NewDynastyViewModel.DIALOG,
                new NewDynastyViewModel(profiles, store.modules(), dialogs,
                        executor, messages))
                .ifPresent(answer -> executor.submit(() -> NewDynastyFounder.found(store,
                                session.actor(), answer, clock.today()),
                        founded -> {
                            message.set(founded.message(messages, answer));
                            session.show(founded.dynasty());
                        }, this::fail)), this::fail);
    }

    /** File › Open: opens another dynasty file, or creates a new one; the current file stays open if that fails. */
    public void openFile() {
        leaving(this::openFileNow);
    }

    private void openFileNow() {
        dialogs.chooseFileToOpen(messages.get("dialog.open.title"), messages.get("filter.dynastyFiles"), DYNASTY_GLOB)
                .ifPresent(this::open);
    }

    public void newFile() {
        leaving(this::newFileNow);
    }

    private void newFileNow() {
        dialogs.chooseFileToSave(messages.get("dialog.newFile.title"), messages.get("filter.dynastyFiles"),
                DYNASTY_GLOB, "dynasty.mv.db").ifPresent(this::open);
    }

    void open(Path file) {
        executor.submit(() -> {
            return Opened.of(opener.open(file));
        }, opened -> {
            session.use(opened.store(), opened.first());
            message.set(messages.get("message.opened", opened.store().description()));
            if (opened.first() == null) {
                newDynasty();
            }
        }, e -> {
            String text = Failures.message(e);
            message.set(text);
            if (!offerRestore(e)) {
                dialogs.showError(messages.get("dialog.open.failed"), text);
            }
        });
    }

    /**
     * A damaged file with backups: asks whether to restore the newest (the damaged file is kept beside it) and, if
     * so, restores and opens it. Returns whether the question was asked.
     */
    private boolean offerRestore(Throwable failure) {
        if (!(failure instanceof DamagedFileException damaged)) {
            return false;
        }
        List<Backups.Backup> backups = damaged.backups(); // read from the folder once
        if (backups.isEmpty()) {
            return false;
        }
        Backups.Backup newest = backups.get(0);
        if (dialogs.confirm(messages.get("dialog.damaged.title"),
                messages.get("dialog.damaged.header", damaged.file().getFileName()), damaged.getMessage(),
                messages.get("dialog.damaged.restore"))) {
            restore(null, damaged.file(), newest);
        }
        return true;
    }

    /**
     * File › Restore Backup…: the open file's backups, newest first; the one chosen is put in the file's place (the
     * file as it was kept beside it, listed in turn) and the file is opened again.
     */
    public void restoreBackup() {
        leaving(this::restoreBackupNow);
    }

    private void restoreBackupNow() {
        GameStore store = session.store();
        Optional<Path> file = store.file();
        if (file.isEmpty()) {
            dialogs.showInfo(messages.get("dialog.restore.title"), messages.get(store.shared()
                    ? "dialog.restore.shared" : "dialog.restore.memory"));
            return;
        }
        executor.submit(store::backups, backups -> {
            if (backups.isEmpty()) {
                dialogs.showInfo(messages.get("dialog.restore.title"),
                        messages.get("dialog.restore.none", file.get().getFileName()));
                return;
            }
            dialogs.askBackup(file.get().getFileName().toString(), backups)
                    .ifPresent(chosen -> restore(store, file.get(), chosen));
        }, this::fail);
    }

    private record Restored(Opened opened, RuntimeException failure) {
    }

    /**
     * Closes {@code current} (the file's open store, if any), restores {@code chosen} over the file and opens it
     * again; if the restore is refused the file is as it was and is opened again as it is.
     */
    private void restore(GameStore current, Path file, Backups.Backup chosen) {
        runLong(messages.get("busy.restoring", file.getFileName()), false, progress -> {
            if (current != null) {
                current.close();
            }
            RuntimeException failure = null;
            try {
                Backups.restore(file, chosen, clock.now());
            } catch (RuntimeException e) {
                failure = e;
            }
            return new Restored(Opened.of(opener.open(file)), failure);
        }, restored -> {
            session.use(restored.opened().store(), restored.opened().first());
            if (restored.failure() != null) {
                String text = Failures.message(restored.failure());
                message.set(text);
                dialogs.showError(messages.get("dialog.restore.title"), text);
            } else {
                message.set(messages.get("message.restored", file.getFileName(), chosen.describe()));
            }
        }, e -> {
            String text = Failures.message(e);
            message.set(text);
            dialogs.showError(messages.get("dialog.open.failed"), text);
        });
    }

    /**
     * File › Delete Dynasty…: the shown dynasty leaves the file's lists after a confirmation (a broken import can be
     * removed: nothing of it is read), and the console shows another. Undoable: File › Restore Deleted Dynasty….
     */
    public void deleteDynasty() {
        Dynasty d = session.dynasty();
        if (d == null || !dialogs.confirm(messages.get("dialog.delete.title"), messages.get("dialog.delete.header",
                d.name()), messages.get("dialog.delete.text"), messages.get("dialog.delete.yes"))) {
            return;
        }
        GameStore store = session.store();
        executor.submit(() -> {
            store.dynasties().delete(d.id(), session.actor());
            return store.dynasties().all().stream().findFirst();
        }, next -> {
            session.show(next.orElse(null));
            message.set(messages.get("message.deleted", d.name()));
            refresh();
        }, this::fail);
    }

    /** File › Restore Deleted Dynasty…: a deleted dynasty, chosen from the list, comes back as it was and is shown. */
    public void restoreDeletedDynasty() {
        GameStore store = session.store();
        executor.submit(() -> store.dynasties().deleted(), deleted -> {
            if (deleted.isEmpty()) {
                message.set(messages.get("message.noneDeleted"));
                return;
            }
            List<String> names = deleted.stream().map(x -> x.name() + " (#" + x.id() + ")").toList();
            dialogs.askChoice(messages.get("dialog.undelete.title"), messages.get("dialog.undelete.header"), names)
                    .ifPresent(chosen -> {
                        Dynasty d = deleted.get(names.indexOf(chosen));
                        executor.submit(() -> store.dynasties().restore(d.id(), session.actor()), back -> {
                            session.show(store.dynasties().get(back.id()));
                            message.set(messages.get("message.undeleted", back.name()));
                            refresh();
                        }, this::fail);
                    });
        }, this::fail);
    }

    /** File › Export: the shown dynasty as a JSON file. */
    public void exportDynasty() {
        Dynasty d = session.dynasty();
        if (d == null) {
            return;
        }
        GameStore store = session.store();
        String suggested = d.name().replaceAll("[^A-Za-z0-9_-]+", "-").replaceAll("(^-|-$)", "") + "-"
                + LocalDate.ofInstant(clock.now(), ZoneOffset.UTC) + ".json";
        dialogs.chooseFileToSave(messages.get("dialog.export.title"), messages.get("filter.json"), JSON_GLOB, suggested)
                .ifPresent(file -> executor.submit(() -> {
                    Path tmp = file.resolveSibling(file.getFileName() + ".part");
                    try (BufferedWriter out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                        store.exchange().export(d.id(), out);
                    }
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                    return file;
                }, written -> message.set(messages.get("message.exported", d.name(), written)), this::fail));
    }

    /**
     * Runs long work (an import, a restore) on the worker, showing in the status bar what it is doing, how far it
     * has gone and, if {@code canCancel}, a Cancel button; the bar is cleared when it ends either way.
     */
    <T> void runLong(String label, boolean canCancel, Function<Progress, T> work,
                             Consumer<? super T> onSuccess,
                             Consumer<? super Throwable> onFailure) {
        cancelRequested = false;
        busy.set(true);
        cancellable.set(canCancel);
        busyText.set(label);
        busyProgress.set(-1);
        Progress progress = new Progress() {
            private long shownAt;

            @Override
            public void report(String what, long done, long total) {
                long now = System.nanoTime();
                if (now - shownAt < 50_000_000L && done < total) {
                    return; // at most twenty updates a second reach the bar
                }
                shownAt = now;
                double fraction = total > 0 ? Math.min(1, (double) done / total) : -1;
                executor.ui(() -> {
                    if (busy.get() && !cancelRequested) {
                        busyText.set(what);
                        busyProgress.set(fraction);
                    }
                });
            }

            @Override
            public boolean cancelled() {
                return canCancel && cancelRequested;
            }
        };
        executor.submit(() -> work.apply(progress), result -> {
            idle();
            onSuccess.accept(result);
        }, failure -> {
            idle();
            onFailure.accept(failure);
        });
    }

    private void idle() {
        busy.set(false);
        cancellable.set(false);
        busyText.set("");
        busyProgress.set(-1);
    }

    /** Shows {@code text} in the status bar (what the console did on its own, e.g. at launch). */
    /** Clears the message line (its close button): the message has been read. */
    public void dismissMessage() {
        message.set("");
    }

    public void say(String text) {
        message.set(text);
    }

    /** The status bar's Cancel: the long work stops at its next report and keeps nothing. */
    public void cancel() {
        if (busy.get() && cancellable.get()) {
            cancelRequested = true;
            busyText.set(messages.get("busy.cancelling"));
        }
    }

    /** Whether the open file is read-only (the status bar says so; Undo and Redo are off). */
    public ReadOnlyBooleanProperty readOnlyProperty() {
        return readOnly.getReadOnlyProperty();
    }

    /** Whether long work is running (the status bar shows it). */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty cancellableProperty() {
        return cancellable.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty busyTextProperty() {
        return busyText.getReadOnlyProperty();
    }

    /** How far the long work has gone, 0 to 1; -1 while not known. */
    public ReadOnlyDoubleProperty busyProgressProperty() {
        return busyProgress.getReadOnlyProperty();
    }

    /** File › Import: adds a dynasty from a JSON file to the open file and shows it; progress and Cancel shown. */
    public void importDynasty() {
        leaving(this::importDynastyNow);
    }

    private void importDynastyNow() {
        GameStore store = session.store();
        String actor = session.actor();
        dialogs.chooseFileToOpen(messages.get("dialog.import.title"), messages.get("filter.json"), JSON_GLOB)
                .ifPresent(file -> runLong(messages.get("busy.importing", file.getFileName()), true, progress -> {
                    String reading = messages.get("busy.reading", file.getFileName());
                    try (InputStream in = progress.reading(Files.newInputStream(file), Files.size(file),
                            reading)) {
                        return store.exchange().importFrom(in, file.getFileName().toString(), actor, progress);
                    } catch (IOException e) {
                        throw new StoreException("Cannot read " + file + ": " + e.getMessage(), e);
                    }
                }, imported -> {
                    message.set(messages.get("message.imported", imported.name(), file.getFileName()));
                    session.show(imported);
                }, e -> {
                    String text = Failures.message(e);
                    message.set(text);
                    if (!(e instanceof Progress.Cancelled)) {
                        dialogs.showError(messages.get("dialog.import.failed", file.getFileName()), text);
                    }
                }));
    }

    void fail(Throwable e) {
        String text = Failures.message(e);
        message.set(text);
        if (!Failures.expected(e)) {
            dialogs.showError(messages.get("dialog.error.title"), text);
        }
    }

    public ObservableList<Dynasty> dynasties() {
        return dynasties;
    }

    public ObjectProperty<Dynasty> selectedDynastyProperty() {
        return selectedDynasty;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The open dynasty file. */
    /** The file the shown dynasty lives in (none for a console on a store in memory). */
    public Optional<Path> dynastyFile() {
        return session.store().file();
    }

    public ReadOnlyStringProperty fileProperty() {
        return file.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty dynastyStatusProperty() {
        return dynastyStatus.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty emperorStatusProperty() {
        return emperorStatus.getReadOnlyProperty();
    }

    /** "Why?" on the status bar's Quorum: the players who are not Idle, the fraction and the dynasty's sentence. */
    public void explainQuorum() {
        Dynasty shown = session.dynasty();
        if (shown != null) {
            GameStore store = session.store();
            executor.submit(() -> QuorumNow.explain(store, shown.id()),
                    dialogs::showExplanation, this::fail);
        }
    }

    public ReadOnlyStringProperty quorumStatusProperty() {
        return quorumStatus.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty clockStatusProperty() {
        return clockStatus.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty undoAvailableProperty() {
        return undoAvailable.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dormantProperty() {
        return dormant.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dormancyAvailableProperty() {
        return dormancyAvailable.getReadOnlyProperty();
    }

    /** The status bar's "Dormant since …" while BlogNomic is Dormant, else empty. */
    public ReadOnlyStringProperty dormantStatusProperty() {
        return dormantStatus.getReadOnlyProperty();
    }

    /** The Dynasty menu's command: make Dormant, or remove the status. */
    public ReadOnlyStringProperty dormancyTextProperty() {
        return dormancyText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty redoAvailableProperty() {
        return redoAvailable.getReadOnlyProperty();
    }
}
