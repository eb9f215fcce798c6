package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Roster;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** "Why?" on the core rules' figures: Quorum and a matter's verdict, worked out as the engine works them out. */
class ExplainCoreFiguresTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final MattersService matters = store.matters();
    private final Ruleset ruleset = RulesetService.preview(DynastyModules.installed().shippedRuleset(205).orElseThrow().text()).ruleset();
    private final long ferrous = dynasty.emperorId();
    private final long[] others = new long[6];

    ExplainCoreFiguresTest() {
        String[] names = {"Kevan", "Josh", "Clucky", "Jumble", "Brendan", "Raven"};
        for (int i = 0; i < names.length; i++) {
            others[i] = store.roster().addPlayer(id, "Ferrous", names[i], false, LocalDate.of(2020, 1, 1)).id();
        }
        store.roster().idle(id, "Ferrous", others[5], IdleReason.INACTIVE);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void quorumIsHalfTheOperatorsWhoAreNotIdleRoundedDownPlusOne() {
        // Ruleset 205: "Quorum of a subset of Operators is half the number of Operators in that subset, rounded down,
        // plus one."
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", others[0], null, "").id();
        MattersState state = matters.state(id);
        CoreRulesEngine engine = matters.engine(state.dynasty());
        Tally tally = engine.tally(state, state.matter(p).orElseThrow(), clock.now());
        Explanation why = engine.explainQuorum(state, tally, ruleset);
        assertThat(why.value()).isEqualTo(Integer.toString(tally.quorum())).isEqualTo("4");
        assertThat(why.arithmetic()).containsExactly("Operators who are not Idle: 6 (Idle, not counted: Raven)",
                "half of 6 = 3", "3 + 1 = 4");
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).isEqualTo("Quorum of a subset of Operators is half the number of "
                + "Operators in that subset, rounded down, plus one.");
    }

    @Test
    void anOddCountIsRoundedDown() {
        store.roster().unidle(id, "Ferrous", others[5], null);
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", others[0], null, "").id();
        MattersState state = matters.state(id);
        CoreRulesEngine engine = matters.engine(state.dynasty());
        Explanation why = engine.explainQuorum(state, engine.tally(state, state.matter(p).orElseThrow(),
                clock.now()), ruleset);
        assertThat(why.arithmetic()).containsExactly("Operators who are not Idle: 7", "half of 7 = 3 (rounded down)",
                "3 + 1 = 4");
    }

    @Test
    void theWholeRostersQuorumIsTheProfilesFractionOfThePlayersWhoAreNotIdle() {
        // Ruleset 205: "Quorum of a subset of Operators is half the number of Operators in that subset, rounded down,
        // plus one."; the Roster's badge and its "why?" count every player who is not Idle now
        Roster roster = store.roster().roster(id);
        CoreRulesEngine engine = matters.engine(dynasty);
        assertThat(engine.quorum(roster)).isEqualTo(4);
        Explanation why = engine.explainQuorum(roster, dynasty.terms(), ruleset);
        assertThat(why.value()).isEqualTo("4");
        assertThat(why.arithmetic()).containsExactly("Operators who are not Idle: 6 (Idle, not counted: Raven)",
                "half of 6 = 3", "3 + 1 = 4");
        assertThat(why.citation().sentence()).startsWith("Quorum of a subset of Operators is half the number");

        // a profile whose Quorum is another fraction (two thirds plus one, say) is followed, not half + 1
        CoreRulesEngine thirds = new CoreRulesEngine(engine.profile().withQuorum(new CoreRulesProfile.QuorumRule(2, 3,
                1)));
        assertThat(thirds.quorum(roster)).isEqualTo(5);
        assertThat(thirds.explainQuorum(roster, dynasty.terms(), null).arithmetic()).containsExactly(
                "Operators who are not Idle: 6 (Idle, not counted: Raven)", "6 × 2/3 = 4", "4 + 1 = 5");
        store.roster().idle(id, "Ferrous", others[4], IdleReason.INACTIVE);
        Roster fewer = store.roster().roster(id);
        assertThat(thirds.quorum(fewer)).isEqualTo(4);
        assertThat(engine.quorum(fewer)).isEqualTo(3);
        assertThat(thirds.explainQuorum(fewer, dynasty.terms(), null).arithmetic()).containsExactly(
                "Operators who are not Idle: 5 (Idle, not counted: Brendan, Raven)", "5 × 2/3 = 3 (rounded down)", "3 + 1 = 4");
    }

    @Test
    void aPopularProposalsVerdictShowsTheChecksAndQuotesTheRule() {
        // Ruleset 205: "The oldest Pending Proposal may be Enacted by any Admin if all of the following are true: It is
        // Popular. It has been open for voting for at least 12 hours."; Popular: "It has a number of FOR Votes that
        // exceed or equal Quorum."
        Instant posted = clock.now().minus(Duration.ofHours(13));
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", others[0], posted, "").id();
        for (int i = 1; i <= 3; i++) {
            matters.vote(id, "Ferrous", p, others[i], VoteIcon.FOR, posted.plusSeconds(60));
        }
        MattersState state = matters.state(id);
        CoreRulesEngine engine = matters.engine(state.dynasty());
        Verdict verdict = engine.verdict(state, p, clock.now());
        Explanation why = engine.explainVerdict(state, verdict, ruleset);
        assertThat(verdict.enactable()).isTrue();
        assertThat(why.value()).isEqualTo("May be Enacted");
        assertThat(why.arithmetic()).first().isEqualTo(verdict.tally().summary())
                .asString().startsWith("4 FOR, 0 AGAINST");
        assertThat(why.arithmetic()).contains("It is Popular");
        assertThat(why.arithmetic()).anySatisfy(l -> assertThat(l).contains("4 FOR ≥ Quorum 4"));
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).startsWith("The oldest Pending Proposal may be Enacted by any Admin")
                .contains("if all of the following are true: It is Popular. It has been open for voting for at least "
                        + "12 hours.");
    }

    @Test
    void aVerdictThatCannotBeResolvedYetSaysWhatStopsIt() {
        long p = matters.post(id, "Ferrous", MatterKind.PROPOSAL, "Reword", others[0], null, "").id();
        MattersState state = matters.state(id);
        CoreRulesEngine engine = matters.engine(state.dynasty());
        Explanation why = engine.explainVerdict(state, engine.verdict(state, p, clock.now()), ruleset);
        assertThat(why.value()).isEqualTo("Cannot be resolved yet");
        assertThat(why.arithmetic()).anySatisfy(l -> assertThat(l).startsWith("✗ to Enact:"));
    }
}
