package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
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
            return new MattersState(d, new Roster(players, List.of()), matters, votes);
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
        CoreRulesEngine engine = new CoreRulesEngine(h.profile);
        assertSameAsFull(h.state(), engine, h.now, cache.verdicts(h.state(), engine, h.now));
        for (int step = 0; step < 12; step++) {
            switch (random.nextInt(6)) {
                case 0, 1 -> { // a vote on any matter, now
                    VotableMatter m = h.matters.get(random.nextInt(h.matters.size()));
                    h.votes.add(new Vote(h.nextVote++, m.id(), 1 + random.nextInt(playerCount),
                            random.nextBoolean() ? VoteIcon.FOR : VoteIcon.AGAINST, h.now));
                }
                case 2 -> { // the last vote undone
                    if (!h.votes.isEmpty()) {
                        h.votes.remove(h.votes.size() - 1);
                    }
                }
                case 3 -> { // a pending matter resolved, or a resolved one taken back
                    int i = random.nextInt(h.matters.size());
                    VotableMatter m = h.matters.get(i);
                    h.matters.set(i, m.pending() ? m.resolved(MatterStatus.ENACTED, h.now, "P1", "enacted")
                            : m.unresolved());
                }
                case 4 -> h.now = h.now.plusSeconds(60L * (1 + random.nextInt(3000))); // the clock's tick
                default -> { // a player goes Idle: every tally may change
                    int p = 1 + random.nextInt(playerCount - 1);
                    h.players.set(p, h.players.get(p).idled(h.now, IdleReason.INACTIVE));
                }
            }
            MattersState state = h.state();
            assertSameAsFull(state, engine, h.now, cache.verdicts(state, engine, h.now));
        }
        CoreRulesEngine other = new CoreRulesEngine(Scenario.shipped("ruleset-168"));
        assertSameAsFull(h.state(), other, h.now, cache.verdicts(h.state(), other, h.now));
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
}
