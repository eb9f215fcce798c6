package org.dynast.model.matters;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Every parameter of an era's core rules on Votable Matters, as data: the Quorum formula, how votes
 * count, what Popular and Unpopular mean, when each kind of matter may be Enacted or Failed, the
 * Proposal limits, the DoV cooldown, what puts the game on Hiatus, and the era's words for
 * withdrawn and vetoed Proposals. Ruleset 168, 190, 205 and 217 ship as JSON; the emperor can clone
 * and edit one.
 */
public record CoreRulesProfile(
        String id,
        String name,
        String description,
        QuorumRule quorum,
        VotingRules voting,
        List<Route> popular,
        List<Route> unpopular,
        Map<MatterKind, KindRules> kinds,
        ProposalLimits proposalLimits,
        VictoryRules victory,
        HiatusRules hiatus,
        Names names) {

    public CoreRulesProfile {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(quorum, "quorum");
        Objects.requireNonNull(voting, "voting");
        popular = List.copyOf(popular);
        unpopular = List.copyOf(unpopular);
        kinds = Map.copyOf(kinds);
        Objects.requireNonNull(proposalLimits, "proposalLimits");
        Objects.requireNonNull(victory, "victory");
        Objects.requireNonNull(hiatus, "hiatus");
        Objects.requireNonNull(names, "names");
        for (MatterKind kind : MatterKind.values()) {
            if (!kinds.containsKey(kind)) {
                throw new IllegalArgumentException("The profile " + id + " has no rules for " + kind.label() + "s.");
            }
        }
    }

    public KindRules rulesFor(MatterKind kind) {
        return kinds.get(kind);
    }

    public CoreRulesProfile copy(String newId, String newName) {
        return new CoreRulesProfile(newId, newName, description, quorum, voting, popular, unpopular, kinds,
                proposalLimits, victory, hiatus, names);
    }

    /** "Quorum ... is half the number of Operators in that subset, rounded down, plus one." */
    public record QuorumRule(int numerator, int denominator, int plus) {
        public QuorumRule {
            if (denominator <= 0 || numerator < 0) {
                throw new IllegalArgumentException("A Quorum fraction needs a positive denominator.");
            }
        }

        public int of(int players) {
            return players * numerator / denominator + plus;
        }
    }

    /**
     * How votes count.
     *
     * @param authorVotesFor "if the author of a Votable Matter has not used a valid voting icon ...
     *     then the author’s Vote is FOR"
     * @param deferentialFollowsEmperor "When the Announcer has a valid Vote other than VETO ... all
     *     votes of DEFERENTIAL ... are ... the same as the Announcer's Vote"
     * @param imperialDeferentials Special Case "Imperial Deferentials" [Active]: the emperor's
     *     DEFERENTIAL on a Proposal is FOR if more others vote FOR than AGAINST, else AGAINST
     * @param othersDeferentialInvalid under Imperial Deferentials, "votes of DEFERENTIAL made by
     *     other Operators on the same Proposal are not considered to be valid"
     */
    public record VotingRules(boolean authorVotesFor, boolean deferentialFollowsEmperor, boolean imperialDeferentials,
                              boolean othersDeferentialInvalid) {
    }

    public record KindRules(List<Route> enact, List<Route> fail) {
        public KindRules {
            enact = List.copyOf(enact);
            fail = List.copyOf(fail);
        }
    }

    /** "unless the Operator already has 2 Proposals pending or has already made 3 Proposals that day". */
    public record ProposalLimits(int maxPending, int maxPerDay) {
    }

    /**
     * @param failedDovCooldownHours "cannot make another DoV until after 120 hours (5 days)"
     * @param cooldownNeedsAgainstVote "If a DoV is Failed and it had at least one AGAINST vote"
     * @param noDovDuringInterregnum "During an Interregnum ... no DoVs may be made"
     * @param noUnidlingWhileDovPending 217: "no Idle District may be made unidle"
     */
    public record VictoryRules(int failedDovCooldownHours, boolean cooldownNeedsAgainstVote,
                               boolean noDovDuringInterregnum, boolean noUnidlingWhileDovPending) {
    }

    /**
     * What puts BlogNomic on Hiatus.
     *
     * @param whileDovPending "If there is at least one pending DoV, BlogNomic is on Hiatus."
     * @param seasonalDowntime "On the 24th, 25th and 26th of December, BlogNomic is on Hiatus."
     * @param fewerThanPlayers "If there are fewer than four Districts, then BlogNomic is on
     *     Hiatus" (0: no such rule)
     * @param whileDormant Ruleset 205's "Dormancy": "If BlogNomic is Dormant, then it is on Hiatus", Dormancy being
     *     a status an admin sets ("any admin may make BlogNomic Dormant by updating the sidebar to that effect");
     *     null (a profile written before Dynast knew the rule) reads as false: the era has no such status
     */
    public record HiatusRules(boolean whileDovPending, boolean seasonalDowntime, int fewerThanPlayers,
                              Boolean whileDormant) {
        public HiatusRules {
            whileDormant = Boolean.TRUE.equals(whileDormant);
        }

        public HiatusRules(boolean whileDovPending, boolean seasonalDowntime, int fewerThanPlayers) {
            this(whileDovPending, seasonalDowntime, fewerThanPlayers, false);
        }

        /** Whether the era has an admin-set Dormant status that puts BlogNomic on Hiatus. */
        public boolean dormancy() {
            return whileDormant;
        }
    }

    /**
     * @param withdrawn what the era calls a Proposal its author voted AGAINST ("Withdrawn", "Self-Killed")
     * @param vetoed "Vetoed"
     * @param illegalStatus whether the era has the Illegal status
     */
    public record Names(String withdrawn, String vetoed, boolean illegalStatus) {
    }
}
