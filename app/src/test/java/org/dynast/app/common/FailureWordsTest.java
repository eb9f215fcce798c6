package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.dynast.app.FakeDialogs;
import org.dynast.app.districts.DistrictsViewModel;
import org.dynast.app.factory.lines.LinesViewModel;
import org.dynast.app.roster.RosterViewModel;
import org.dynast.app.session.Session;
import org.dynast.app.tracker.GamestateViewModel;
import org.dynast.model.Refusal;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.StoreException;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every tab says a failure the same way, in the tab, in plain words: a full disk, a read-only file and a refusal by
 * the rules read the same in the Roster, the Districts and the Gamestate tabs (and Machine Lines), and no tab opens a
 * dialog for one.
 */
class FailureWordsTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Messages messages = Messages.load(DynastyModules.installed());
    private GameStore store;

    @TempDir
    Path folder;

    @AfterEach
    void close() {
        if (store != null) {
            store.close();
        }
    }

    /** Runs at once, as {@link TaskExecutor#immediate()} does, except that the disk fills once {@link #fill} is called. */
    private static final class FillingDisk implements TaskExecutor {
        private boolean full;

        void fill() {
            full = true;
        }

        @Override
        public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
            TaskExecutor.immediate().submit(full ? () -> {
                throw StoreException.diskFull(null);
            } : work, onSuccess, onFailure);
        }

        @Override
        public void ui(Runnable action) {
            action.run();
        }
    }

    private Dynasty found(GameStore in) {
        Dynasty city = in.dynasties().found("Magistra", "Dead City", 217, new Terms("District", "Districts", "City"),
                "Magistra", LocalDate.of(2026, 11, 1));
        for (String name : List.of("Ashgrove", "Brickwell", "Dunmarsh", "Emberly")) {
            in.roster().addPlayer(city.id(), "Magistra", name, false, null);
        }
        return city;
    }

    private record Tabs(RosterViewModel roster, DistrictsViewModel districts, GamestateViewModel gamestate) {
    }

    private Tabs tabs(TaskExecutor executor, Dynasty dynasty) {
        Session session = new Session(executor, store, store.dynasties().get(dynasty.id()));
        return new Tabs(new RosterViewModel(session, dialogs, executor, messages, clock),
                new DistrictsViewModel(session, dialogs, executor, messages),
                new GamestateViewModel(session, dialogs, executor, messages));
    }

    /** One action in each tab; what each tab then says. */
    private static List<String> actInEach(Tabs tabs) {
        tabs.roster().newNameProperty().set("Cinderfold");
        tabs.roster().addPlayer();
        tabs.districts().setStorm(true);
        tabs.gamestate().editGlobal("Prospect", "Govern");
        return List.of(tabs.roster().messageProperty().get(), tabs.districts().messageProperty().get(),
                tabs.gamestate().messageProperty().get());
    }

    @Test
    void aFullDiskIsSaidInThePlainWordsOfTheStoreInEveryTab() {
        store = GameStore.inMemory("words-" + UUID.randomUUID(), clock);
        Dynasty city = found(store);
        FillingDisk disk = new FillingDisk();
        Tabs tabs = tabs(disk, city);
        disk.fill();

        assertThat(actInEach(tabs)).containsOnly(StoreException.diskFull(null).getMessage())
                .allSatisfy(words -> assertThat(words).startsWith("The disk is full: ")
                        .contains("nothing was changed").doesNotContain("log"));
        assertThat(tabs.roster().messageIsErrorProperty().get()).as("styled as the failure it is").isTrue();
        assertThat(dialogs.errors).isEmpty();
    }

    @Test
    void aReadOnlyFileIsSaidInThePlainWordsOfTheStoreInEveryTab() {
        Path file = folder.resolve("city.dynast");
        GameStore writable = GameStore.open(file, clock);
        Dynasty city = found(writable);
        writable.close();
        store = GameStore.openReadOnly(file, clock);
        Tabs tabs = tabs(TaskExecutor.immediate(), city);

        List<String> said = actInEach(tabs);
        assertThat(said).doesNotContain("").allSatisfy(words -> assertThat(words).contains("read-only")
                .doesNotContain("Something went wrong").doesNotContain("log"));
        assertThat(said).as("the same words in every tab").containsOnly(said.get(0));
        assertThat(dialogs.errors).isEmpty();
    }

    @Test
    void aRefusalIsSaidInTheRulesOwnWordsInEveryTab() {
        store = GameStore.inMemory("words-" + UUID.randomUUID(), clock);
        Dynasty city = found(store);
        Tabs tabs = tabs(TaskExecutor.immediate(), city);
        String actor = "Magistra";

        tabs.roster().newNameProperty().set("Ashgrove"); // there is one already
        tabs.roster().addPlayer();
        tabs.districts().setStorm(false); // it is not ongoing
        tabs.gamestate().editGlobal("Nowhere", "1"); // there is no such global value

        assertThat(tabs.roster().messageProperty().get()).isEqualTo(refusal(() -> store.roster()
                .addPlayer(city.id(), actor, "Ashgrove", false, null)));
        assertThat(tabs.districts().messageProperty().get()).isEqualTo(refusal(() -> DistrictsEngine
                .in(store).districts().setStorm(city.id(), actor, false)));
        assertThat(tabs.gamestate().messageProperty().get()).isEqualTo(refusal(() -> TrackerEngine.in(store)
                .tracker().setGlobal(city.id(), actor, "Nowhere", "1")));
        assertThat(List.of(tabs.roster().messageProperty().get(), tabs.districts().messageProperty().get(),
                tabs.gamestate().messageProperty().get())).allSatisfy(words -> assertThat(words)
                .isNotBlank().doesNotContain("Something went wrong").doesNotContain("log"));
        assertThat(dialogs.errors).isEmpty();
    }

    /** Machine Lines says a full disk in the same words too (its actions run off the FX thread like every tab's). */
    @Test
    void machineLinesSaysAFullDiskInTheSameWords() {
        store = GameStore.inMemory("words-" + UUID.randomUUID(), clock);
        Dynasty works = store.dynasties().found("Overseer", "The Works", 190, new Terms("Worker", "Workers",
                "Overseer"), "Overseer", LocalDate.of(2026, 11, 1));
        store.roster().addPlayer(works.id(), "Overseer", "Kevan", false, null);
        FillingDisk disk = new FillingDisk();
        LinesViewModel lines = new LinesViewModel(new Session(disk, store, store.dynasties().get(works.id())),
                dialogs, disk, messages);
        disk.fill();
        lines.turnOnCogbot();
        assertThat(lines.messageProperty().get()).isEqualTo(StoreException.diskFull(null).getMessage());
        assertThat(dialogs.errors).isEmpty();
    }

    private static String refusal(Runnable action) {
        try {
            action.run();
        } catch (Refusal r) {
            return r.getMessage();
        }
        throw new AssertionError("not refused");
    }
}
