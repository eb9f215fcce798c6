package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.dynast.model.TestServer;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;

/**
 * Issue 36, reliability: "a console killed mid-action leaves the shared dynasty consistent". A console (a child JVM,
 * {@link SharedKillChild}) opens a shared dynasty on PostgreSQL and takes random actions — Votes, Proposals, roster
 * changes, Workshop Scripts (a module action) — until it is killed with kill -9 at a random moment; then, each time:
 * the dynasty opens; every action its log holds is whole and nothing else was done (the dynasty exports exactly as a
 * replay of those actions, one after another, on a store of its own: every player, matter, vote, module datum and log
 * line), the one the kill interrupted having landed whole or not at all; and the next action is accepted. The normal
 * build kills 24 consoles; {@code -Ddynast.sharedKillTrials=N} (the fuzz profile: 80) kills more. The figures go to
 * standard output.
 */
class SharedDynastyKillTest {

    private static final int TRIALS = Integer.getInteger("dynast.sharedKillTrials", 24);
    private static final long SEEDS = 205;

    @Test
    void aConsoleKilledMidActionLeavesTheSharedDynastyWholeAndTheNextActionIsAccepted() throws Exception {
        String url = TestServer.freshDatabase();
        ManualGameClock clock = ManualGameClock.at(SharedKillChild.AT);
        Random random = new Random(20261206);
        int midAction = 0;
        int landedAnyway = 0;
        int actions = 0;
        java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
        try (GameStore replay = GameStore.inMemory("kill-replay-" + UUID.randomUUID(), clock,
                new SplittableRandom(SEEDS)::nextLong)) {
            Dynasty again = DemoDynasty.seedIfEmpty(replay, SharedKillChild.ACTOR);
            try (GameStore server = GameStore.onServer(url, clock, new SplittableRandom(SEEDS)::nextLong,
                    DynastyModules.installed())) {
                Dynasty bots = DemoDynasty.seedIfEmpty(server, SharedKillChild.ACTOR);
                assertThat(normal(server, bots)).as("the replay starts from the same dynasty")
                        .isEqualTo(normal(replay, again));
            }
            for (int trial = 0; trial < TRIALS; trial++) {
                long before;
                try (GameStore server = open(url, clock)) {
                    before = server.log().newestEntryId(bots(server).id());
                }
                List<String> lines = killedConsole(url, trial, random.nextInt(1200));
                awaitGone(url, trial);

                // the dynasty opens, and its log holds what the console committed: each action acknowledged, and the
                // one the kill interrupted whole or not at all
                try (GameStore server = open(url, clock)) {
                    Dynasty bots = bots(server);
                    int logged = server.log().headers(bots.id(), before).size();
                    List<String> done = new ArrayList<>();
                    String interrupted = null;
                    for (int i = 0; i < lines.size(); i++) {
                        if (lines.get(i).startsWith("begin ")) {
                            String action = lines.get(i).substring("begin ".length());
                            String outcome = i + 1 < lines.size() ? lines.get(i + 1) : null;
                            if ("done".equals(outcome)) {
                                done.add(action);
                            } else if (outcome == null) {
                                interrupted = action;
                            }
                        }
                    }
                    if (interrupted != null) {
                        midAction++;
                    }
                    boolean landed = logged == done.size() + 1;
                    assertThat(logged).as("trial %d: log lines for %d acknowledged actions (%s interrupted)", trial,
                            done.size(), interrupted).isIn(done.size(), interrupted == null ? done.size()
                            : done.size() + 1);
                    if (landed) {
                        landedAnyway++;
                        done.add(interrupted); // committed, though the console was killed before it could say so
                    }
                    actions += done.size();
                    for (String action : done) {
                        kinds.merge(action.substring(0, action.indexOf('|')), 1, Integer::sum);
                        SharedKillChild.take(replay, again.id(), action);
                    }
                    assertThat(normal(server, bots)).as("trial %d: every logged action whole, nothing half-done (%d "
                            + "actions, interrupted: %s, landed: %s)", trial, done.size(), interrupted, landed)
                            .isEqualTo(normal(replay, again));

                    // the next action is accepted
                    String next = "join|After-kill-" + trial;
                    SharedKillChild.take(server, bots.id(), next);
                    SharedKillChild.take(replay, again.id(), next);
                    assertThat(server.roster().roster(bots.id()).byName("After-kill-" + trial)).isPresent();
                }
            }
            try (GameStore server = open(url, clock)) {
                assertThat(normal(server, bots(server))).isEqualTo(normal(replay, again));
            }
        }
        System.out.printf("Shared dynasty kill trials: %d consoles killed with kill -9 after %d committed actions %s; %d "
                + "killed mid-action (between an action's start and its acknowledgement), of which %d had committed "
                + "and %d had not; every time the dynasty opened, equal to the replay of its log, and took the next "
                + "action.%n", TRIALS, actions, kinds, midAction, landedAnyway, midAction - landedAnyway);
        assertThat(midAction).as("some consoles were killed mid-action").isPositive();
        assertThat(kinds).as("Votes, Proposals, roster changes and a module action were all taken")
                .containsKeys("vote", "post", "join", "script");
    }

    /**
     * Waits until the server has ended the killed console's sessions (its server processes notice the cut connection,
     * and finish a commit already received): what it committed is then all there to read.
     */
    private static void awaitGone(String url, int trial) throws Exception {
        long deadline = System.currentTimeMillis() + 20_000;
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            while (true) {
                try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM pg_stat_activity WHERE datname = "
                        + "current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'")) {
                    rs.next();
                    if (rs.getInt(1) == 0) {
                        return;
                    }
                }
                assertThat(System.currentTimeMillis()).as("trial %d: the killed console's sessions end", trial)
                        .isLessThan(deadline);
                Thread.sleep(20);
            }
        }
    }

    private static GameStore open(String url, ManualGameClock clock) {
        return GameStore.onServer(url, clock, null, DynastyModules.installed());
    }

    private static Dynasty bots(GameStore store) {
        return store.dynasties().all().getFirst();
    }

    /**
     * Starts a console on the shared dynasty, lets it act for {@code millis} once open, kills it (kill -9) and returns
     * what it printed.
     */
    private static List<String> killedConsole(String url, int trial, int millis) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                SharedKillChild.class.getName(), url, Integer.toString(trial), Long.toString(36_000L + trial))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        Object opened = new Object();
        Thread drain = new Thread(() -> {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    lines.add(line);
                    if (line.equals("open")) {
                        synchronized (opened) {
                            opened.notifyAll();
                        }
                    }
                }
            } catch (IOException ignored) {
                // the child was killed
            }
        });
        drain.setDaemon(true);
        drain.start();
        try {
            long deadline = System.currentTimeMillis() + 60_000;
            synchronized (opened) {
                while (!lines.contains("open") && child.isAlive() && System.currentTimeMillis() < deadline) {
                    opened.wait(100);
                }
            }
            assertThat(lines).as("trial %d: the console opened the shared dynasty", trial).contains("open");
            Thread.sleep(millis);
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hooks, no close, the connection cut mid-transaction
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
            drain.join(10_000);
        }
        return new ArrayList<>(lines.subList(1, lines.size()));
    }

    /** The dynasty's export, without the time it was made. */
    private static JsonNode normal(GameStore store, Dynasty dynasty) throws IOException {
        StringWriter out = new StringWriter();
        store.exchange().export(dynasty.id(), out);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(out.toString());
        tree.remove("exportedAt");
        return tree;
    }
}
