package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.QueuedTasks;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.newdynasty.NewDynastyViewModel;
import org.dynast.app.session.Session;
import org.dynast.model.Demos;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.Backups;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.FileInUseException;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The main window's status bar, undo/redo and File menu, without a window. */
class MainViewModelTest {

    @TempDir
    Path dir;

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("main-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private StoreOpener opener = path -> GameStore.open(path, clock);
    private final MainViewModel vm = new MainViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()),
            path -> opener.open(path), clock);

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void theStatusBarShowsDynastyEmperorQuorumAndTheUtcClock() {
        assertThat(vm.dynastyStatusProperty().get()).isEqualTo("The Tin Announcer's Workshop (Ruleset 205)");
        assertThat(vm.emperorStatusProperty().get()).isEqualTo("Announcer: Ferrous");
        assertThat(vm.quorumStatusProperty().get()).isEqualTo("Quorum 4 · 7 active Operators · 2 Idle");
        assertThat(vm.clockStatusProperty().get()).isEqualTo("Fri 20 Nov 2026 12:00 UTC");
        assertThat(vm.titleProperty().get()).startsWith("Dynast — The Tin Announcer's Workshop — memory:");
    }

    /**
     * File › Delete Dynasty… (issue 33: a broken import could be neither undone nor deleted): after a confirmation the
     * dynasty leaves the list and another is shown; File › Restore Deleted Dynasty… brings it back as it was.
     */
    @Test
    void aDynastyIsDeletedAfterAConfirmationAndRestoredFromTheList() {
        int count = vm.dynasties().size();
        dialogs.confirms.add(false);
        vm.deleteDynasty();
        assertThat(store.dynasties().all()).hasSize(count);
        dialogs.confirms.add(true);
        vm.deleteDynasty();
        assertThat(dialogs.questions.get(dialogs.questions.size() - 1)).startsWith("Delete " + demo.name() + "?");
        assertThat(store.dynasties().all()).hasSize(count - 1);
        assertThat(vm.dynasties()).hasSize(count - 1).noneMatch(d -> d.id() == demo.id());
        assertThat(session.dynasty()).isNotNull();
        assertThat(session.dynasty().id()).isNotEqualTo(demo.id());
        assertThat(vm.messageProperty().get()).isEqualTo("Deleted " + demo.name()
                + " (File \u203a Restore Deleted Dynasty\u2026 brings it back).");

        dialogs.choices.add(demo.name() + " (#" + demo.id() + ")");
        vm.restoreDeletedDynasty();
        assertThat(store.dynasties().all()).hasSize(count);
        assertThat(session.dynasty().id()).isEqualTo(demo.id());
        assertThat(vm.messageProperty().get()).isEqualTo("Restored " + demo.name() + ".");
        vm.restoreDeletedDynasty();
        assertThat(vm.messageProperty().get()).isEqualTo("No dynasty of this file is deleted.");
    }

    /**
     * Ruleset 205, "Dormancy": "any admin may make BlogNomic Dormant by updating the sidebar to that effect" and "If
     * BlogNomic is Dormant, then it is on Hiatus": the Dynasty menu does it after a confirmation, the status bar says
     * so, Undo takes it back.
     */
    @Test
    void theDynastyMenuMakesBlogNomicDormantAfterAConfirmationAndTheStatusBarSaysSo() {
        assertThat(vm.dormancyAvailableProperty().get()).isTrue();
        assertThat(vm.dormantProperty().get()).isFalse();
        assertThat(vm.dormancyTextProperty().get()).isEqualTo("Make BlogNomic Dormant\u2026");

        dialogs.confirms.add(false); // declined: nothing changes
        vm.toggleDormant();
        assertThat(dialogs.questions).singleElement().asString().startsWith("Make BlogNomic Dormant in "
                + demo.name() + "?").contains("If BlogNomic is Dormant, then it is on Hiatus");
        assertThat(store.dynasties().get(demo.id()).isDormant()).isFalse();

        dialogs.confirms.add(true);
        vm.toggleDormant();
        assertThat(store.dynasties().get(demo.id()).isDormant()).isTrue();
        assertThat(vm.dormantProperty().get()).isTrue();
        assertThat(vm.dormantStatusProperty().get()).isEqualTo("Dormant since 20 Nov 12:00");
        assertThat(vm.messageProperty().get()).isEqualTo("BlogNomic is Dormant in " + demo.name()
                + ": it is on Hiatus.");
        assertThat(store.matters().hiatusReasons(demo.id())).containsExactly("BlogNomic is Dormant");
        assertThat(vm.dormancyTextProperty().get()).isEqualTo("Remove BlogNomic\u2019s Dormant Status\u2026");
        assertThat(vm.undoTextProperty().get()).isEqualTo("Undo: Made BlogNomic Dormant");

        vm.undo();
        assertThat(vm.dormantProperty().get()).isFalse();
        assertThat(vm.dormantStatusProperty().get()).isEmpty();

        dialogs.confirms.add(true);
        vm.toggleDormant();
        dialogs.confirms.add(true);
        vm.toggleDormant();
        assertThat(store.dynasties().get(demo.id()).isDormant()).isFalse();
        assertThat(vm.messageProperty().get()).isEqualTo("BlogNomic is no longer Dormant in " + demo.name() + ".");
    }

    @Test
    void undoAndRedoNameTheActionAndMoveQuorum() {
        assertThat(vm.undoAvailableProperty().get()).isFalse();
        long omalley = store.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
        store.roster().idle(demo.id(), "Ferrous", omalley, IdleReason.INACTIVE);
        assertThat(vm.quorumStatusProperty().get()).startsWith("Quorum 4 · 6 active");
        assertThat(vm.undoTextProperty().get()).isEqualTo("Undo: Rendered O'Malley Idle (no post in 7 days); Quorum 4 → 4");

        vm.undo();
        assertThat(vm.quorumStatusProperty().get()).startsWith("Quorum 4 · 7 active");
        assertThat(vm.undoAvailableProperty().get()).isFalse();
        assertThat(vm.redoTextProperty().get()).startsWith("Redo: Rendered O'Malley Idle");
        assertThat(vm.messageProperty().get()).startsWith("Undo: Rendered O'Malley Idle");

        vm.redo();
        assertThat(vm.quorumStatusProperty().get()).startsWith("Quorum 4 · 6 active");
        assertThat(vm.redoAvailableProperty().get()).isFalse();
    }

    @Test
    void aNewDynastyIsFoundedInItsOwnTermsAndShown() {
        dialogs.newDynasties.add(wizard -> {
            wizard.pickShipped(190);
            wizard.next();
            wizard.nameProperty().set("Factory Floor");
            wizard.emperorNameProperty().set("Clanker");
            return true;
        });
        vm.newDynasty();
        // every installed module's demo, then the new one
        var shown = new ArrayList<>(Demos.names());
        shown.add("Factory Floor");
        assertThat(vm.dynasties()).extracting(Dynasty::name).containsExactlyElementsOf(shown);
        assertThat(vm.selectedDynastyProperty().get().name()).isEqualTo("Factory Floor");
        assertThat(session.dynasty().name()).isEqualTo("Factory Floor");
        assertThat(vm.emperorStatusProperty().get()).isEqualTo("Factory: Clanker");
        assertThat(vm.quorumStatusProperty().get()).isEqualTo("Quorum 1 · 1 active Worker · 0 Idle");

        assertThat(vm.messageProperty().get()).startsWith("Founded Factory Floor");

        vm.selectedDynastyProperty().set(vm.dynasties().get(0));
        assertThat(vm.emperorStatusProperty().get()).isEqualTo("Announcer: Ferrous");
        // the message was about the dynasty left behind: it goes with it
        assertThat(vm.messageProperty().get()).isEmpty();
    }

    @Test
    void newDynastyFromShippedRuleset168FoundsWizardsUnderTheKingWithItsProfileAndRuleset() {
        dialogs.newDynasties.add(wizard -> {
            wizard.pickShipped(168);
            wizard.next();
            wizard.nameProperty().set("The Wizards' Tower");
            wizard.emperorNameProperty().set("Merlin");
            return true;
        });
        vm.newDynasty();

        Dynasty founded = session.dynasty();
        assertThat(founded.name()).isEqualTo("The Wizards' Tower");
        assertThat(founded.rulesetNumber()).isEqualTo(168);
        assertThat(founded.terms()).isEqualTo(new Terms("Wizard", "Wizards", "King"));
        assertThat(founded.profileId()).isEqualTo("ruleset-168");
        assertThat(founded.modules()).containsExactly("tracker", "wizards");
        assertThat(store.roster().roster(founded.id()).nameOf(founded.emperorId())).isEqualTo("Merlin");
        assertThat(vm.emperorStatusProperty().get()).isEqualTo("King: Merlin");
        // the shipped text is the dynasty's first ruleset revision
        var revisions = store.rulesets().revisions(founded.id());
        assertThat(revisions).singleElement().satisfies(r -> {
            assertThat(r.sourceName()).isEqualTo("ruleset-168-wizards.txt (shipped with Dynast)");
            assertThat(store.rulesets().text(r)).startsWith("Ruleset 168\n")
                    .contains("Each Dynasty may be headed by a single Wizard, known as the King.");
        });
        assertThat(vm.messageProperty().get()).isEqualTo(
                "Founded The Wizards' Tower, with its ruleset from ruleset-168-wizards.txt (shipped with Dynast).");
        // the wizard offered the file's core-rules profiles
        assertThat(dialogs.newDynastyWizards).singleElement().satisfies(w -> assertThat(w.profiles())
                .extracting(p -> p.id()).contains("ruleset-168", "ruleset-190", "ruleset-205", "ruleset-217"));
    }

    @Test
    void aCancelledWizardFoundsNothing() {
        dialogs.newDynasties.add(wizard -> {
            wizard.pickShipped(205);
            wizard.next();
            return false;
        });
        vm.newDynasty();
        assertThat(vm.dynasties()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names()); // the demos
        assertThat(session.dynasty()).isEqualTo(demo);
    }

    @Test
    void aMetadynastyWithNoRulesetTextAndAChosenProfileForAnUnshippedNumber() {
        dialogs.newDynasties.add(wizard -> {
            wizard.sourceProperty().set(NewDynastyViewModel.Source.NONE);
            wizard.next();
            wizard.nameProperty().set("Meta");
            wizard.rulesetNumberProperty().set("42");
            wizard.chooseProfile("ruleset-217");
            return true;
        });
        vm.newDynasty();
        Dynasty founded = session.dynasty();
        assertThat(founded.name()).isEqualTo("Meta");
        assertThat(founded.rulesetNumber()).isEqualTo(42);
        assertThat(founded.isMetadynasty()).isTrue();
        assertThat(founded.profileId()).isEqualTo("ruleset-217");
        assertThat(store.rulesets().revisions(founded.id())).isEmpty();
        assertThat(vm.emperorStatusProperty().get()).isEqualTo("Metadynasty: no Emperor");
        assertThat(vm.messageProperty().get()).isEqualTo("Founded Meta.");
    }

    @Test
    void theFoundedDynastyStaysShownWhenRefreshesTakenBeforeItArriveAfter() {
        // like the console: one worker, results handed back in order on the UI thread, the two taking turns
        QueuedTasks queued = new QueuedTasks();
        Session queuedSession = new Session(queued, store, demo);
        MainViewModel main = new MainViewModel(queuedSession, dialogs, queued, Messages.load(DynastyModules.installed()), path -> store, clock);
        dialogs.newDynasties.add(wizard -> {
            wizard.pickShipped(217);
            wizard.next();
            queued.settle();
            wizard.nameProperty().set("Capital Cities");
            return true;
        });
        queued.settle();
        main.newDynasty();
        assertThat(queued.settle()).as("the queues empty (no dynasty ping-pong)").isLessThan(200);
        assertThat(queuedSession.dynasty().name()).isEqualTo("Capital Cities");
        assertThat(main.selectedDynastyProperty().get().name()).isEqualTo("Capital Cities");
        assertThat(main.dynastyStatusProperty().get()).isEqualTo("Capital Cities (Ruleset 217)");
    }

    /** Runs the worker's and the UI's queues until both are empty (or 200 steps); returns the steps taken. */
    @Test
    void exportThenImportAddsACopyOfTheDynasty() {
        Path json = dir.resolve("demo.json");
        dialogs.files.add(json);
        vm.exportDynasty();
        assertThat(json).exists();
        assertThat(vm.messageProperty().get()).startsWith("Exported The Tin Announcer's Workshop to");

        dialogs.files.add(json);
        vm.importDynasty();
        assertThat(vm.dynasties()).hasSize(Demos.count() + 1); // the demos and the copy
        // the file already has a dynasty of that name, so the copy gets a distinct one
        assertThat(vm.messageProperty().get()).isEqualTo("Imported The Tin Announcer's Workshop (2) from demo.json.");
        assertThat(session.dynasty().id()).isNotEqualTo(demo.id());
        assertThat(session.dynasty().name()).isEqualTo("The Tin Announcer's Workshop (2)");
        assertThat(vm.titleProperty().get()).contains("The Tin Announcer's Workshop (2)");
        assertThat(vm.quorumStatusProperty().get()).isEqualTo("Quorum 4 · 7 active Operators · 2 Idle");
    }

    @Test
    void aBadImportFileIsReportedAndChangesNothing() throws IOException {
        Path json = dir.resolve("broken.json");
        Files.writeString(json, "{\"format\":\"dynast-dynasty\",\"schemaVersion\":1,\n\"dynasty\": [");
        dialogs.files.add(json);
        vm.importDynasty();
        assertThat(dialogs.errors).singleElement().asString()
                .isEqualTo("Could not import broken.json: line 2, column 13, in dynasty[0]: this is not well-formed JSON (Unexpected end-of-input: expected close marker for Array)");
        assertThat(vm.dynasties()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names()); // the demos
        assertThat(session.dynasty()).isEqualTo(demo);
    }

    @Test
    void aDynastyFileSavedInAnotherEncodingIsRefusedAtItsFirstOddByte() throws IOException {
        // issue 13: a dynasty file re-saved by an editor as Windows-1252 ("é" is the one byte 0xE9)
        Path json = dir.resolve("latin.json");
        Files.write(json, "{\"format\":\"dynast-dynasty\",\"schemaVersion\":5,\n\"dynasty\": {\"name\": \"Caf\u00e9\"}}"
                .getBytes(Charset.forName("windows-1252")));
        dialogs.files.add(json);
        vm.importDynasty();
        assertThat(dialogs.errors).singleElement().asString().startsWith("Could not import latin.json: line 2 (byte ")
                .contains("the byte 0xE9 is not UTF-8 text");
        assertThat(vm.dynasties()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names()); // the demos
    }

    @Test
    void openingAFileHeldByAnotherConsoleKeepsTheCurrentOne() {
        opener = path -> {
            throw new FileInUseException(path, null);
        };
        dialogs.files.add(dir.resolve("held.mv.db"));
        vm.openFile();
        assertThat(dialogs.errors).singleElement().asString().contains("is already open in another Dynast console");
        assertThat(session.store()).isSameAs(store);
        assertThat(vm.dynastyStatusProperty().get()).startsWith("The Tin Announcer's Workshop");
    }

    @Test
    void openingANewFileAsksForItsFirstDynasty() {
        dialogs.files.add(dir.resolve("fresh.mv.db"));
        dialogs.newDynasties.add(wizard -> {
            wizard.pickShipped(168);
            wizard.next();
            wizard.nameProperty().set("Wizards");
            wizard.emperorNameProperty().set("Merlin");
            return true;
        });
        vm.newFile();
        assertThat(session.store()).isNotSameAs(store);
        assertThat(vm.dynasties()).extracting(Dynasty::name).containsExactly("Wizards");
        assertThat(vm.emperorStatusProperty().get()).isEqualTo("King: Merlin");
        assertThat(dir.resolve("fresh.mv.db")).exists();
    }

    /** A dynasty file on disk with the demo, opened in the console. */
    private GameStore openDemoFile(String name) {
        Path file = dir.resolve(name);
        GameStore.open(file, clock, s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        dialogs.files.add(file);
        vm.openFile();
        return session.store();
    }

    private List<String> demoNames() {
        Dynasty shown = session.store().dynasties().all().get(0);
        return session.store().roster().roster(shown.id()).players().stream()
                .map(Player::name).toList();
    }

    @Test
    void restoreBackupListsTheFilesBackupsAndPutsTheChosenOneBack() {
        GameStore opened = openDemoFile("game.mv.db");
        Dynasty shown = opened.dynasties().all().get(0);
        opened.roster().addPlayer(shown.id(), "Ferrous", "Afterthought", false, null);
        assertThat(demoNames()).contains("Afterthought");

        dialogs.backupPicks.add(0);
        vm.restoreBackup();
        assertThat(dialogs.backupsOffered).singleElement().satisfies(offered -> assertThat(offered)
                .singleElement().satisfies(b -> assertThat(b.kind()).isEqualTo(Backups.Kind.AUTOMATIC)));
        assertThat(session.store()).isNotSameAs(opened);
        assertThat(demoNames()).contains("Cogsworth").doesNotContain("Afterthought");
        assertThat(vm.messageProperty().get()).startsWith("Restored game.mv.db from the automatic backup of ");
        // the file as it was is offered in turn, so the restore can be undone
        dialogs.backupPicks.add(0);
        vm.restoreBackup();
        assertThat(dialogs.backupsOffered.get(1).get(0).kind()).isEqualTo(Backups.Kind.BEFORE_RESTORE);
        assertThat(demoNames()).contains("Afterthought");
    }

    @Test
    void restoreBackupOnAFileInMemorySaysItHasNone() {
        vm.restoreBackup();
        assertThat(dialogs.infos).singleElement().asString().isEqualTo("Restore a backup: This dynasty file is not on disk, so it has "
                + "no backups.");
        assertThat(dialogs.backupsOffered).isEmpty();
    }

    @Test
    void aDamagedFileIsOfferedItsNewestBackupAndOpensOnceRestored() throws Exception {
        Path file = dir.resolve("damaged.mv.db");
        GameStore.open(file, clock, s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        byte[] noise = new byte[32 * 1024];
        new Random(3).nextBytes(noise);
        Files.write(file, noise);

        dialogs.files.add(file);
        vm.openFile();   // declined: the file stays as it is and the console keeps its own
        assertThat(dialogs.questions).singleElement().asString()
                .startsWith("Restore damaged.mv.db from its newest backup? ")
                .contains("damaged.mv.db is damaged and cannot be read; nothing was changed.");
        assertThat(session.store()).isSameAs(store);
        assertThat(Files.readAllBytes(file)).isEqualTo(noise);

        dialogs.files.add(file);
        dialogs.confirms.add(true);
        vm.openFile();
        assertThat(session.store()).isNotSameAs(store);
        assertThat(demoNames()).contains("Cogsworth");
        assertThat(dialogs.errors).isEmpty();
    }

    @Test
    void anImportShowsItsProgressAndCancelKeepsNothing() {
        Path json = dir.resolve("demo.json");
        dialogs.files.add(json);
        vm.exportDynasty();
        QueuedTasks queued = new QueuedTasks();
        Session queuedSession = new Session(queued, store, demo);
        MainViewModel main = new MainViewModel(queuedSession, dialogs, queued, Messages.load(DynastyModules.installed()), path -> store, clock);
        queued.settle();
        int dynasties = store.dynasties().all().size();

        dialogs.files.add(json);
        main.importDynasty();
        assertThat(main.busyProperty().get()).isTrue();
        assertThat(main.cancellableProperty().get()).isTrue();
        assertThat(main.busyTextProperty().get()).isEqualTo("Importing demo.json\u2026");
        main.cancel();
        assertThat(main.busyTextProperty().get()).isEqualTo("Cancelling\u2026");
        queued.settle();
        assertThat(main.busyProperty().get()).isFalse();
        assertThat(main.messageProperty().get()).isEqualTo("Cancelled: nothing was changed.");
        assertThat(store.dynasties().all()).hasSize(dynasties);

        // not cancelled: it runs to the end, and the bar is cleared
        dialogs.files.add(json);
        main.importDynasty();
        queued.settle();
        assertThat(main.busyProperty().get()).isFalse();
        assertThat(store.dynasties().all()).hasSize(dynasties + 1);
        assertThat(main.messageProperty().get()).startsWith("Imported ");
    }

    @Test
    void aReadOnlyFileIsSaidSoInTheStatusBarAndOffersNoUndo() {
        Path file = dir.resolve("shared.mv.db");
        try (GameStore writable = GameStore.open(file, clock, s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
            Dynasty shown = writable.dynasties().all().get(0);
            writable.roster().addPlayer(shown.id(), "Ferrous", "Undoable", false, null);
        }
        opener = path -> GameStore.openReadOnly(path, clock);
        dialogs.files.add(file);
        vm.openFile();
        assertThat(vm.readOnlyProperty().get()).isTrue();
        assertThat(vm.titleProperty().get()).endsWith("shared.mv.db (read-only)");
        assertThat(vm.undoAvailableProperty().get()).isFalse();
    }
}
