package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.dynast.model.TestServer;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;

/**
 * A dynasty its admins share (issue 36), always on PostgreSQL (it is what this is about): "Each console sees the
 * others' actions within a second (PostgreSQL LISTEN/NOTIFY on the action log, then the incremental refresh the tabs
 * already do)", "The status bar says where the dynasty lives and who is connected", and "The server going away
 * mid-action loses nothing committed and the console says so and reconnects".
 */
class SharedDynastyLiveTest {

    private final ManualGameClock clock = TestStores.clock();

    private record Heard(long dynastyId, Set<String> entities) {
    }

    @Test
    void aVoteCastInOneConsoleIsHeardByTheOtherWithWhatItChanged() throws Exception {
        String url = TestServer.freshDatabase();
        try (GameStore ferrous = GameStore.onServer(url, clock, null, DynastyModules.installed());
             GameStore cogsworth = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            Dynasty demo = DemoDynasty.seedIfEmpty(ferrous, "Ferrous");
            long omalley = ferrous.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
            VotableMatter tidy = ferrous.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy",
                    omalley, null, "Replace a word.");
            awaitListening(ferrous, cogsworth);
            Thread.sleep(600); // what came before (the demo, the post) told first
            List<Heard> heardByOther = new CopyOnWriteArrayList<>();
            List<Heard> heardByOwn = new CopyOnWriteArrayList<>();
            cogsworth.log().addChangeListener((d, entities, changes) -> heardByOther.add(new Heard(d, entities)));
            ferrous.log().addChangeListener((d, entities, changes) -> heardByOwn.add(new Heard(d, entities)));

            ferrous.matters().vote(demo.id(), "Ferrous", tidy.id(), omalley, VoteIcon.FOR, null);
            // heard at all (the time it takes is measured by the bench-shared command, not asserted here)
            awaitHeard(heardByOther, 10_000);

            assertThat(heardByOther).singleElement().satisfies(h -> {
                assertThat(h.dynastyId()).isEqualTo(demo.id());
                assertThat(h.entities()).as("what the vote changed, so the tabs refresh only that").contains("vote");
            });
            Thread.sleep(300);
            assertThat(heardByOwn).as("a console's own action is told once, as it commits, not heard back")
                    .hasSize(1);
            assertThat(cogsworth.matters().state(demo.id()).matters().stream()
                    .filter(m -> m.id() == tidy.id()).findFirst()).isPresent();
        }
    }

    @Test
    void theConsolesConnectedAreListedByLogin() {
        String url = TestServer.freshDatabase();
        try (GameStore one = GameStore.onServer(url, clock, null, DynastyModules.installed());
             GameStore two = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            assertThat(one.shared()).isTrue();
            List<Database.Connected> connected = one.connected();
            assertThat(connected).as("two consoles; the live-update listeners are not consoles").hasSize(2);
            assertThat(connected).filteredOn(Database.Connected::thisConsole).hasSize(1);
            assertThat(connected).extracting(Database.Connected::login).containsOnly(login(url));
        }
        try (GameStore file = GameStore.inMemory("alone-" + UUID.randomUUID(), clock)) {
            assertThat(file.shared()).isFalse();
            assertThat(file.connected()).as("a file is nobody else's").isEmpty();
        }
    }

    @Test
    void whenTheServerDropsTheConsoleTheActionIsRefusedInPlainWordsAndTheNextOneConnectsAgain() throws Exception {
        String url = TestServer.freshDatabase();
        try (GameStore store = GameStore.onServer(url, clock, null, DynastyModules.installed());
             GameStore other = GameStore.onServer(url, clock, null, DynastyModules.installed())) {
            Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
            long omalley = store.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
            VotableMatter kept = store.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Kept",
                    omalley, null, "Committed before the server went away.");
            awaitListening(store);

            terminate(url, store.database().serverPid()); // the server ends this console's connection

            assertThatThrownBy(() -> store.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Lost",
                    omalley, null, "Sent as the server went away."))
                    .isInstanceOf(StoreException.class)
                    .hasMessageContaining("cannot be reached")
                    .hasMessageContaining("Nothing of this action was saved")
                    .hasMessageNotContaining("org.postgresql");
            VotableMatter after = store.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] After",
                    omalley, null, "The next action connects again.");

            assertThat(other.matters().state(demo.id()).matters()).extracting(VotableMatter::title)
                    .contains(kept.title(), after.title()).doesNotContain("[Core] Lost");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (!store.hearing() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(store.hearing()).as("the live updates listen again").isTrue();
        }
    }

    private static void terminate(String url, long pid) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("SELECT pg_terminate_backend(" + pid + ")");
        }
    }

    private static String login(String url) {
        var m = Pattern.compile("[?&]user=([^&]*)").matcher(url);
        return m.find() ? m.group(1) : System.getProperty("user.name");
    }

    private static void awaitListening(GameStore... stores) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        for (GameStore s : stores) {
            while (!s.hearing() && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(s.hearing()).as("listening for the others' actions").isTrue();
        }
    }

    private static long awaitHeard(List<?> heard, long timeoutMillis) throws InterruptedException {
        long start = System.nanoTime();
        while (heard.isEmpty() && System.nanoTime() - start < TimeUnit.MILLISECONDS.toNanos(timeoutMillis)) {
            Thread.sleep(5);
        }
        assertThat(heard).as("heard at all within " + timeoutMillis + " ms").isNotEmpty();
        return System.nanoTime() - start;
    }
}
