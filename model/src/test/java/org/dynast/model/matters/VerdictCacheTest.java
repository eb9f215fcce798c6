package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.junit.jupiter.api.Test;

/**
 * The kept verdicts of the Votable Matters list (issue 22, "Verdicts are incremental"): over generated histories and
 * random steps — a vote, its undo, a resolution, the clock's tick, a player going Idle, another profile — the verdicts
 * kept and judged again are those a full judgement gives, and a vote judges only the pending matters and the one voted
 * on.
 */
class VerdictCacheTest {

    private static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

    /** A history in memory: players, matters (most resolved), votes, and the moment it is judged at. */
    private static final class History {
        final List<Player> players = new ArrayList<>();
        final List<VotableMatter> matters = new ArrayList<>();
        final List<Vote> votes = new ArrayList<>();
        CoreRulesProfile profile;
        Instant now;
        long nextVote = 1;

        MattersState state() {
            Dynasty d = new Dynasty(1, "Generated", 205, Terms.of("Operator", "Announcer"), 1L,
                    LocalDate.of(2026, 1, 1), profile.id(), DynastyPhase.ACTIVE, null);
            // in the order of a whole read: votes as cast
            return new MattersState(d, new Roster(players, List.of()), matters, votes.stream()
                    .sorted(Comparator.comparing(Vote::castAt).thenComparingLong(Vote::id)).toList());
        }
    }

    private static History generate(Random random, int matterCount, int playerCount, String profileId) {
        History h = new History();
        h.profile = Scenario.shipped(profileId);
        for (int i = 1; i <= playerCount; i++) {
            h.players.add(Player.joining(i, 1, "P" + i, i == 1, LocalDate.of(2025, 12, 1)));
        }
        Instant t = START;
        MatterKind[] kinds = MatterKind.values();
        for (int id = 1; id <= matterCount; id++) {
            t = t.plusSeconds(3600 + random.nextInt(20 * 3600));
            MatterKind kind = random.nextInt(10) == 0 ? kinds[random.nextInt(kinds.length)] : MatterKind.PROPOSAL;
            VotableMatter m = VotableMatter.posted(id, 1, kind, "Matter " + id, 1 + random.nextInt(playerCount), t, "");
            int voters = random.nextInt(playerCount + 1);
            for (int v = 0; v < voters; v++) {
                VoteIcon icon = random.nextInt(4) == 0 ? VoteIcon.AGAINST : VoteIcon.FOR;
                h.votes.add(new Vote(h.nextVote++, id, 1 + random.nextInt(playerCount), icon,
                        t.plusSeconds(60 + random.nextInt(40 * 3600))));
            }
            // all but the last few are resolved
            if (id <= matterCount - 3 || random.nextBoolean()) {
                MatterStatus status = random.nextBoolean() ? MatterStatus.ENACTED : MatterStatus.FAILED;
                m = m.resolved(status, t.plusSeconds(48 * 3600), "P1", "resolved");
            }
            h.matters.add(m);
        }
        h.now = t.plusSeconds(50 * 3600);
        return h;
    }

    /** What the list would show after a full judgement: every pending verdict whole, every resolved tally. */
    private static void assertSameAsFull(MattersState state, CoreRulesEngine engine, Instant at, List<Verdict> kept) {
        assertThat(kept).hasSize(state.matters().size());
        for (int i = 0; i < kept.size(); i++) {
            VotableMatter m = state.matters().get(i);
            Verdict full = engine.verdict(state, m.id(), at);
            if (m.pending()) {
                assertThat(kept.get(i)).as("pending matter #" + m.id()).isEqualTo(full);
            } else {
                assertThat(kept.get(i).matterId()).isEqualTo(m.id());
                assertThat(kept.get(i).tally()).as("resolved matter #" + m.id()).isEqualTo(full.tally());
            }
        }
    }

    @Property(tries = 60)
    void keptVerdictsAreThoseOfAFullJudgementAfterEveryStep(@ForAll long seed,
                                                           @ForAll @IntRange(min = 1, max = 40) int matterCount,
                                                           @ForAll @IntRange(min = 2, max = 12) int playerCount) {
        Random random = new Random(seed);
        History h = generate(random, matterCount, playerCount, random.nextBoolean() ? "ruleset-205" : "ruleset-217");
        VerdictCache cache = new VerdictCache();
        // a second cache fed as the Votable Matters tab feeds it: each state patched from the last one
        VerdictCache patchedCache = new VerdictCache();
        CoreRulesEngine engine = new CoreRulesEngine(h.profile);
        MattersState patched = h.state();
        assertSameAsFull(h.state(), engine, h.now, cache.verdicts(h.state(), engine, h.now));
        assertSameAsFull(patched, engine, h.now, patchedCache.verdicts(patched, engine, h.now));
        for (int step = 0; step < 12; step++) {
            Map<Long, Optional<VotableMatter>> matters = new HashMap<>();
            Map<Long, Optional<Vote>> votes = new HashMap<>();
            Map<Long, Optional<Vote>> former = new HashMap<>();
            boolean known = random.nextBoolean(); // whether the patch is told where a changed vote was
            boolean roster = false;
            switch (random.nextInt(7)) {
                case 0, 1 -> { // a vote on any matter, now
                    VotableMatter m = h.matters.get(random.nextInt(h.matters.size()));
                    Vote v = new Vote(h.nextVote++, m.id(), 1 + random.nextInt(playerCount),
                            random.nextBoolean() ? VoteIcon.FOR : VoteIcon.AGAINST, h.now);
                    h.votes.add(v);
                    votes.put(v.id(), Optional.of(v));
                    former.put(v.id(), Optional.empty());
                }
                case 2 -> { // the last vote undone
                    if (!h.votes.isEmpty()) {
                        Vote v = h.votes.remove(h.votes.size() - 1);
                        votes.put(v.id(), Optional.empty());
                        former.put(v.id(), Optional.of(v));
                    }
                }
                case 3 -> { // a pending matter resolved, or a resolved one taken back
                    int i = random.nextInt(h.matters.size());
                    VotableMatter m = h.matters.get(i);
                    h.matters.set(i, m.pending() ? m.resolved(MatterStatus.ENACTED, h.now, "P1", "enacted")
                            : m.unresolved());
                    matters.put(m.id(), Optional.of(h.matters.get(i)));
                }
                case 4 -> h.now = h.now.plusSeconds(60L * (1 + random.nextInt(3000))); // the clock's tick
                case 5 -> { // a vote corrected: another icon, on the same matter or moved to another
                    if (!h.votes.isEmpty()) {
                        int i = random.nextInt(h.votes.size());
                        Vote was = h.votes.get(i);
                        long on = random.nextBoolean() ? was.matterId()
                                : h.matters.get(random.nextInt(h.matters.size())).id();
                        Vote now = new Vote(was.id(), on, was.playerId(),
                                was.icon() == VoteIcon.FOR ? VoteIcon.AGAINST : VoteIcon.FOR, was.castAt());
                        h.votes.set(i, now);
                        votes.put(was.id(), Optional.of(now));
                        former.put(was.id(), Optional.of(was));
                    }
                }
                default -> { // a player goes Idle: every tally may change
                    int p = 1 + random.nextInt(playerCount - 1);
                    h.players.set(p, h.players.get(p).idled(h.now, IdleReason.INACTIVE));
                    roster = true;
                }
            }
            MattersState state = h.state();
            assertSameAsFull(state, engine, h.now, cache.verdicts(state, engine, h.now));
            // the roster changed: the tab reads it whole; else it patches what the step changed
            patched = roster ? state : patched.patched(matters, votes, known ? former : Map.of()).orElseThrow();
            assertThat(patched).isEqualTo(state);
            assertThat(patched.pending()).isEqualTo(state.pending());
            for (VotableMatter m : state.matters()) {
                assertThat(patched.votesOn(m.id())).as("votes on #" + m.id()).isEqualTo(state.votesOn(m.id()));
                assertThat(patched.matter(m.id())).contains(m);
            }
            assertSameAsFull(state, engine, h.now, patchedCache.verdicts(patched, engine, h.now));
        }
        CoreRulesEngine other = new CoreRulesEngine(Scenario.shipped("ruleset-168"));
        assertSameAsFull(h.state(), other, h.now, cache.verdicts(h.state(), other, h.now));
        assertSameAsFull(h.state(), other, h.now, patchedCache.verdicts(patched, other, h.now));
    }

    @Test
    void aVoteJudgesOnlyThePendingMattersAndTheOneVotedOn() {
        History h = generate(new Random(7), 300, 10, "ruleset-205");
        VerdictCache cache = new VerdictCache();
        CoreRulesEngine engine = new CoreRulesEngine(h.profile);
        cache.verdicts(h.state(), engine, h.now);
        assertThat(cache.lastJudged()).as("the first judgement judges every matter").isEqualTo(300);
        long pending = h.matters.stream().filter(VotableMatter::pending).count();

        VotableMatter resolved = h.matters.stream().filter(m -> !m.pending()).findFirst().orElseThrow();
        h.votes.add(new Vote(h.nextVote++, resolved.id(), 2, VoteIcon.AGAINST, h.now));
        cache.verdicts(h.state(), engine, h.now);
        assertThat(cache.lastJudged()).isEqualTo(pending + 1);

        h.now = h.now.plusSeconds(60); // the clock's tick: the pending ones only
        cache.verdicts(h.state(), engine, h.now);
        assertThat(cache.lastJudged()).isEqualTo(pending);

        h.votes.remove(h.votes.size() - 1); // the undo: the pending ones and the one voted on
        cache.verdicts(h.state(), engine, h.now);
        assertThat(cache.lastJudged()).isEqualTo(pending + 1);
    }

    @Test
    void aPatchedStateIsJudgedAgainOnlyWhereThePatchTouchedIt() {
        History h = generate(new Random(7), 300, 10, "ruleset-205");
        VerdictCache cache = new VerdictCache();
        CoreRulesEngine engine = new CoreRulesEngine(h.profile);
        MattersState state = h.state();
        cache.verdicts(state, engine, h.now);
        long pending = h.matters.stream().filter(VotableMatter::pending).count();

        VotableMatter resolved = h.matters.stream().filter(m -> !m.pending()).findFirst().orElseThrow();
        Vote vote = new Vote(h.nextVote++, resolved.id(), 2, VoteIcon.AGAINST, h.now);
        state = state.patched(Map.of(), Map.of(vote.id(), Optional.of(vote)), Map.of(vote.id(), Optional.empty()))
                .orElseThrow();
        assertThat(state.changedSince(h.state())).as("not patched from that one").isEmpty();
        List<Verdict> verdicts = cache.verdicts(state, engine, h.now);
        assertThat(cache.lastJudged()).isEqualTo(pending + 1);
        h.votes.add(vote);
        assertSameAsFull(h.state(), engine, h.now, verdicts);

        h.now = h.now.plusSeconds(60); // the clock's tick: the same state, the pending ones only
        cache.verdicts(state, engine, h.now);
        assertThat(cache.lastJudged()).isEqualTo(pending);

        VotableMatter open = h.matters.stream().filter(VotableMatter::pending).findFirst().orElseThrow();
        VotableMatter enacted = open.resolved(MatterStatus.ENACTED, h.now, "P1", "enacted");
        state = state.patched(Map.of(open.id(), Optional.of(enacted)), Map.of(), Map.of()).orElseThrow();
        verdicts = cache.verdicts(state, engine, h.now);
        assertThat(cache.lastJudged()).as("the one resolved and the rest still pending").isEqualTo(pending);
        h.matters.set(h.matters.indexOf(open), enacted);
        assertSameAsFull(h.state(), engine, h.now, verdicts);
    }
}
