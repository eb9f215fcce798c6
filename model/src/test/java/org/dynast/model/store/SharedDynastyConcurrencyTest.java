package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.dynast.model.Refusal;
import org.dynast.model.TestServer;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;

/**
 * Issue 36's done-when: "4 consoles (4 stores) on one dynasty take 1,000 random actions at once (votes, roster
 * changes, module actions); nothing committed is lost, every refusal is clear, and the final state equals a serial
 * replay of the accepted actions." Four stores on one PostgreSQL database, each on its own thread as its own Admin,
 * post Proposals and cast and change Votes at once; then the accepted actions are replayed one after another, in the
 * shared log's order, on a store of their own, and the two dynasties must be the same: every matter and every vote.
 */
class SharedDynastyConcurrencyTest {

    private static final int CONSOLES = 4;
    private static final int ACTIONS_EACH = 250;

    /** One action a console took, as it can be taken again on another store. */
    private record Act(String actor, String what, String title, String voter, VoteIcon icon) {
    }

    @Test
    void fourConsolesTakeAThousandActionsAtOnceAndTheResultIsTheirSerialReplay() throws Exception {
        ManualGameClock clock = TestStores.clock();
        String url = TestServer.freshDatabase();
        List<GameStore> consoles = new ArrayList<>();
        try {
            for (int i = 0; i < CONSOLES; i++) {
                consoles.add(GameStore.onServer(url, clock, null, DynastyModules.installed()));
            }
            Dynasty demo = DemoDynasty.seedIfEmpty(consoles.get(0), "Ferrous");
            long firstEntry = consoles.get(0).log().newestEntryId(demo.id());
            List<String> voters = consoles.get(0).roster().roster(demo.id()).active().stream().map(Player::name)
                    .toList();

            Map<String, List<Act>> accepted = new ConcurrentHashMap<>();
            Map<String, Integer> refusedBy = new ConcurrentHashMap<>();
            List<String> unclear = Collections.synchronizedList(new ArrayList<>());
            AtomicInteger posts = new AtomicInteger();
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService threads = Executors.newFixedThreadPool(CONSOLES);
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < CONSOLES; i++) {
                GameStore store = consoles.get(i);
                String actor = "Admin-" + (i + 1);
                SplittableRandom rnd = new SplittableRandom(36_000 + i);
                accepted.put(actor, new ArrayList<>());
                running.add(threads.submit(() -> {
                    start.await();
                    for (int n = 0; n < ACTIONS_EACH; n++) {
                        Act act = next(store, demo, actor, rnd, voters, posts);
                        try {
                            take(store, demo.id(), act);
                            accepted.get(actor).add(act);
                        } catch (Refusal r) {
                            refusedBy.merge(r.rule(), 1, Integer::sum);
                            if (r.getMessage() == null || r.getMessage().isBlank() || r.getMessage().contains("Exception")
                                    || r.getMessage().contains("org.")) {
                                unclear.add(r.getMessage());
                            }
                        } catch (RuntimeException e) {
                            unclear.add(e.toString());
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : running) {
                f.get();
            }
            threads.shutdown();

            int taken = accepted.values().stream().mapToInt(List::size).sum();
            int refused = refusedBy.values().stream().mapToInt(Integer::intValue).sum();
            System.out.printf("SharedDynastyConcurrencyTest: %d actions, %d accepted, %d refused %s%n",
                    CONSOLES * ACTIONS_EACH, taken, refused, new TreeMap<>(refusedBy));
            assertThat(unclear).as("every refusal in plain words, nothing else thrown").isEmpty();
            assertThat(taken + refused).isEqualTo(CONSOLES * ACTIONS_EACH);
            assertThat(taken).as("most actions accepted").isGreaterThan(CONSOLES * ACTIONS_EACH / 2);

            // nothing committed lost: each console's accepted actions are its log entries, one each, in its order
            GameStore reader = consoles.get(0);
            List<LogEntry> log = reader.log().headers(demo.id(), firstEntry);
            List<Act> serial = new ArrayList<>();
            Map<String, Integer> next = new ConcurrentHashMap<>();
            for (LogEntry e : log.stream().sorted(Comparator.comparingLong(LogEntry::id)).toList()) {
                List<Act> own = accepted.get(e.actor());
                assertThat(own).as("an entry of a console: " + e.summary()).isNotNull();
                int k = next.merge(e.actor(), 1, Integer::sum) - 1;
                serial.add(own.get(k));
            }
            assertThat(serial).as("every accepted action is in the shared log, once").hasSize(taken);

            // the same actions, one after another, on a store of their own: the same dynasty
            try (GameStore replay = GameStore.inMemory("replay-" + UUID.randomUUID(), clock)) {
                Dynasty again = DemoDynasty.seedIfEmpty(replay, "Ferrous");
                for (Act act : serial) {
                    take(replay, again.id(), act);
                }
                assertThat(state(replay, again)).isEqualTo(state(reader, demo));
                assertThat(state(consoles.get(3), demo)).as("every console reads the same")
                        .isEqualTo(state(reader, demo));
            }
        } finally {
            consoles.forEach(GameStore::close);
        }
    }

    /** A random action: now and then a Proposal, mostly a Vote (cast or changed) on a pending Proposal. */
    private static Act next(GameStore store, Dynasty d, String actor, SplittableRandom rnd, List<String> voters,
                            AtomicInteger posts) {
        if (rnd.nextInt(8) == 0) {
            return new Act(actor, "post", "[Core] " + actor + " proposes #" + posts.incrementAndGet(),
                    voters.get(rnd.nextInt(voters.size())), null);
        }
        List<VotableMatter> pending = store.matters().state(d.id()).matters().stream()
                .filter(m -> m.kind() == MatterKind.PROPOSAL && m.pending()).toList();
        VotableMatter on = pending.get(rnd.nextInt(pending.size()));
        VoteIcon icon = rnd.nextBoolean() ? VoteIcon.FOR : VoteIcon.AGAINST;
        return new Act(actor, "vote", on.title(), voters.get(rnd.nextInt(voters.size())), icon);
    }

    private static void take(GameStore store, long dynastyId, Act act) {
        var roster = store.roster().roster(dynastyId);
        long who = roster.byName(act.voter()).orElseThrow().id();
        if (act.what().equals("post")) {
            store.matters().post(dynastyId, act.actor(), MatterKind.PROPOSAL, act.title(), who, null, "Concurrent.");
            return;
        }
        VotableMatter m = store.matters().state(dynastyId).matters().stream()
                .filter(x -> x.title().equals(act.title())).findFirst().orElseThrow();
        store.matters().vote(dynastyId, act.actor(), m.id(), who, act.icon(), null);
    }

    /** The dynasty as a user reads it: each matter by title with its status, and each vote as voter and icon. */
    private static Map<String, String> state(GameStore store, Dynasty d) {
        var roster = store.roster().roster(d.id());
        var state = store.matters().state(d.id());
        Map<String, String> seen = new TreeMap<>();
        for (VotableMatter m : state.matters()) {
            List<String> votes = new ArrayList<>();
            for (Vote v : state.votesOn(m.id())) {
                votes.add(roster.nameOf(v.playerId()) + "=" + v.icon());
            }
            Collections.sort(votes);
            seen.put(m.title(), m.status() + " " + votes);
        }
        return seen;
    }
}
