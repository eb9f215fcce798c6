package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.junit.jupiter.api.Test;

/**
 * An older era expressed as data only: Calls for Judgement "decided by a majority after a fixed
 * period" (here 72 hours), a two-thirds Quorum and no implicit author vote. The engine needs no change.
 */
class OtherEraProfileTest {

    private static final String EARLY_ERA = """
            {
              "id": "early-era", "name": "An early era", "description": "CfJs by majority after 72 hours",
              "quorum": {"numerator": 2, "denominator": 3, "plus": 0},
              "voting": {"authorVotesFor": false, "deferentialFollowsEmperor": false, "imperialDeferentials": false,
                         "othersDeferentialInvalid": false},
              "popular": [{"text": "A majority of all Players vote FOR it.", "clauses": [{"type": "FOR_AT_LEAST_QUORUM"}]}],
              "unpopular": [{"text": "It cannot reach Quorum.", "clauses": [{"type": "NOT_AGAINST_BELOW_QUORUM"}]}],
              "kinds": {
                "PROPOSAL": {"enact": [{"text": "Popular", "clauses": [{"type": "POPULAR"}]}],
                             "fail": [{"text": "Unpopular", "clauses": [{"type": "UNPOPULAR"}]}]},
                "CFJ": {"enact": [{"text": "After 72 hours, more FOR than AGAINST.",
                                   "clauses": [{"type": "OPEN_AT_LEAST", "hours": 72}, {"type": "FOR_MORE_THAN_AGAINST"}]}],
                        "fail": [{"text": "After 72 hours, not more FOR than AGAINST.",
                                  "clauses": [{"type": "OPEN_AT_LEAST", "hours": 72}, {"type": "CANNOT_BE_ENACTED"}]}]},
                "DOV": {"enact": [{"text": "Popular", "clauses": [{"type": "POPULAR"}]}],
                        "fail": [{"text": "Unpopular", "clauses": [{"type": "UNPOPULAR"}]}]}
              },
              "proposalLimits": {"maxPending": 1, "maxPerDay": 1},
              "victory": {"failedDovCooldownHours": 0, "cooldownNeedsAgainstVote": false, "noDovDuringInterregnum": false,
                          "noUnidlingWhileDovPending": false},
              "hiatus": {"whileDovPending": false, "seasonalDowntime": false, "fewerThanPlayers": 0},
              "names": {"withdrawn": "Withdrawn", "vetoed": "Vetoed", "illegalStatus": false},
              "era": {"staleProposalHours": 0, "votingDuringHiatus": true, "unidleBarHours": 0,
                      "dailyActionSpacingHours": 10, "weeklyActionSpacingHours": 24}
            }
            """;

    @Test
    void aCfjIsDecidedByMajorityAfterSeventyTwoHours() {
        CoreRulesEngine engine = new CoreRulesEngine(ProfileCatalogue.fromJson(EARLY_ERA));
        Instant posted = Instant.parse("2026-11-01T00:00:00Z");
        List<Player> players = List.of(player(1), player(2), player(3), player(4), player(5), player(6));
        VotableMatter cfj = VotableMatter.posted(1, 1, MatterKind.CFJ, "Who won?", 2, posted, "");
        List<Vote> votes = List.of(new Vote(1, 1, 3, VoteIcon.FOR, posted.plusSeconds(60)),
                new Vote(2, 1, 4, VoteIcon.AGAINST, posted.plusSeconds(60)));
        MattersState state = new MattersState(new Dynasty(1, "Early", 12, Terms.of("Player", "Admin"), null,
                LocalDate.of(2026, 1, 1), "early-era", DynastyPhase.ACTIVE, null),
                new Roster(players, List.of()), List.of(cfj), votes);

        Verdict early = engine.verdict(state, 1, posted.plusSeconds(71 * 3600));
        assertThat(early.tally().quorum()).as("two thirds of 6").isEqualTo(4);
        assertThat(early.tally().forVotes()).as("no implicit author vote in this era").isEqualTo(1);
        assertThat(early.enactable()).isFalse();
        assertThat(early.failable()).isFalse();
        assertThat(early.nextChange()).get().extracting(Verdict.NextChange::description).asString()
                .startsWith("may be Failed in 1 h");

        Verdict late = engine.verdict(state, 1, posted.plusSeconds(72 * 3600));
        assertThat(late.failable()).as("1 FOR, 1 AGAINST: no majority").isTrue();
        MattersState more = new MattersState(state.dynasty(), state.roster(), state.matters(),
                List.of(votes.get(0), votes.get(1), new Vote(3, 1, 5, VoteIcon.FOR, posted.plusSeconds(120))));
        assertThat(engine.verdict(more, 1, posted.plusSeconds(72 * 3600)).enactable()).isTrue();
    }

    private static Player player(long id) {
        return Player.joining(id, 1, "Player" + id, false, LocalDate.of(2026, 1, 1));
    }
}
