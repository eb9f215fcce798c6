package org.dynast.model.matters;

import java.time.DayOfWeek;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.dynast.model.time.CadenceRules;

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
        Names names,
        EraRules era) {

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
        // a profile without its era block is refused here; one that Dynast wrote before the block existed is migrated
        // explicitly as it is read back (ProfileCatalogue.readStored), never silently given today's settings
        if (era == null) {
            throw new IllegalArgumentException(MISSING_ERA);
        }
        for (MatterKind kind : MatterKind.values()) {
            if (!kinds.containsKey(kind)) {
                throw new IllegalArgumentException("The profile " + id + " has no rules for " + kind.label() + "s.");
            }
        }
    }

    /** Why a profile without its {@code era} block is refused. */
    public static final String MISSING_ERA = "The profile has no \"era\" block (the era's stale-Proposal, Hiatus "
            + "voting, unidling and action-spacing settings): write one; today's values are " + "{\"staleProposalHours\": "
            + "168, \"votingDuringHiatus\": true, \"unidleBarHours\": 96, \"dailyActionSpacingHours\": 10, "
            + "\"weeklyActionSpacingHours\": 24}.";

    /** A profile with today's era settings, said so by the caller ({@link EraRules#TODAY}). */
    public CoreRulesProfile(String id, String name, String description, QuorumRule quorum, VotingRules voting,
                            List<Route> popular, List<Route> unpopular, Map<MatterKind, KindRules> kinds,
                            ProposalLimits proposalLimits, VictoryRules victory, HiatusRules hiatus, Names names) {
        this(id, name, description, quorum, voting, popular, unpopular, kinds, proposalLimits, victory, hiatus, names,
                EraRules.TODAY);
    }

    public KindRules rulesFor(MatterKind kind) {
        return kinds.get(kind);
    }

    /** Whether the author's Vote on a matter of this kind is FOR until they use a voting icon. */
    public boolean authorVotesFor(MatterKind kind) {
        Boolean own = rulesFor(kind).authorVotesFor();
        return own == null ? voting.authorVotesFor() : own;
    }

    /** Whether DEFERENTIAL follows the emperor on a matter of this kind. */
    public boolean deferentialFollowsEmperor(MatterKind kind) {
        Boolean own = rulesFor(kind).deferential();
        return voting.deferentialFollowsEmperor() && (own == null || own);
    }

    /** The status a Failed matter of this kind gets when it was Vetoed or Withdrawn (Self-Killed). */
    public MatterStatus failedStatus(MatterKind kind, boolean vetoed, boolean withdrawn) {
        List<MatterStatus> own = rulesFor(kind).statuses();
        if (vetoed && own.contains(MatterStatus.VETOED)) {
            return MatterStatus.VETOED;
        }
        if (withdrawn && own.contains(MatterStatus.WITHDRAWN)) {
            return MatterStatus.WITHDRAWN;
        }
        return MatterStatus.FAILED;
    }

    public CoreRulesProfile copy(String newId, String newName) {
        return new CoreRulesProfile(newId, newName, description, quorum, voting, popular, unpopular, kinds,
                proposalLimits, victory, hiatus, names, era);
    }

    public CoreRulesProfile withEra(EraRules newEra) {
        return new CoreRulesProfile(id, name, description, quorum, voting, popular, unpopular, kinds, proposalLimits,
                victory, hiatus, names, newEra);
    }

    public CoreRulesProfile withVoting(VotingRules newVoting) {
        return new CoreRulesProfile(id, name, description, quorum, newVoting, popular, unpopular, kinds,
                proposalLimits, victory, hiatus, names, era);
    }

    public CoreRulesProfile withRoutes(List<Route> newPopular, List<Route> newUnpopular) {
        return new CoreRulesProfile(id, name, description, quorum, voting, newPopular, newUnpopular, kinds,
                proposalLimits, victory, hiatus, names, era);
    }

    public CoreRulesProfile withQuorum(QuorumRule newQuorum) {
        return new CoreRulesProfile(id, name, description, newQuorum, voting, popular, unpopular, kinds,
                proposalLimits, victory, hiatus, names, era);
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
     * @param abstentionsCountAsVotes 2011: "If there is no Emperor ... a Vote of DEFERENTIAL counts as an
     *     explicit Vote of abstention": a DEFERENTIAL with no emperor's Vote to follow is a vote cast (neither FOR
     *     nor AGAINST) for the clauses that count votes cast (default false: it is no Vote)
     * @param selfKillLocks Ruleset 205: "this renders the Proposal Withdrawn, even if the author later changes
     *     their Vote" (default true); false: only the author's last Vote AGAINST kills it
     * @param emperorMayDefer whether the emperor may use DEFERENTIAL (default true)
     * @param selfKillUnlessFailing Ruleset 57: "Proposals the author has voted against are considered self-killed
     *     unless the President Thog has voted VETO on them, or they have fulfilled one of the other requirements to fail
     *     a proposal before the author’s self-kill vote is placed" (default false: any author's AGAINST is a Self-Kill)
     * @param authorDeferentialAbstains with {@code abstentionsCountAsVotes}, 2011's "or the Vote is made by the
     *     proposal’s author on their own proposal and the Emperor does not Vote on it, a Vote of DEFERENTIAL counts as
     *     an explicit Vote of abstention" (default true); false (Ruleset 57: DEFERENTIAL "will count as the same as the
     *     President Thog’s vote"): the author's DEFERENTIAL while the emperor has not voted is no Vote
     */
    public record VotingRules(boolean authorVotesFor, boolean deferentialFollowsEmperor, boolean imperialDeferentials,
                              boolean othersDeferentialInvalid, Boolean abstentionsCountAsVotes, Boolean selfKillLocks,
                              Boolean emperorMayDefer, Boolean selfKillUnlessFailing,
                              Boolean authorDeferentialAbstains) {
        public VotingRules {
            abstentionsCountAsVotes = abstentionsCountAsVotes != null && abstentionsCountAsVotes;
            selfKillLocks = selfKillLocks == null || selfKillLocks;
            emperorMayDefer = emperorMayDefer == null || emperorMayDefer;
            selfKillUnlessFailing = selfKillUnlessFailing != null && selfKillUnlessFailing;
            authorDeferentialAbstains = authorDeferentialAbstains == null || authorDeferentialAbstains;
        }

        /** The rules as written before Ruleset 57's settings: today's behaviour for those. */
        public VotingRules(boolean authorVotesFor, boolean deferentialFollowsEmperor, boolean imperialDeferentials,
                           boolean othersDeferentialInvalid, Boolean abstentionsCountAsVotes, Boolean selfKillLocks,
                           Boolean emperorMayDefer) {
            this(authorVotesFor, deferentialFollowsEmperor, imperialDeferentials, othersDeferentialInvalid,
                    abstentionsCountAsVotes, selfKillLocks, emperorMayDefer, null, null);
        }

        public VotingRules(boolean authorVotesFor, boolean deferentialFollowsEmperor, boolean imperialDeferentials,
                           boolean othersDeferentialInvalid) {
            this(authorVotesFor, deferentialFollowsEmperor, imperialDeferentials, othersDeferentialInvalid, null, null,
                    null, null, null);
        }
    }

    /**
     * One kind's rules: its Enact and Fail routes, and what differs by kind.
     *
     * @param authorVotesFor whether the author's Vote is FOR until they vote (null: as {@link VotingRules}); earlier
     *     eras: "not including the proposer's assumed for vote" — Proposals only
     * @param deferential whether DEFERENTIAL follows the emperor on this kind (null or true: as {@link VotingRules})
     * @param statuses the statuses beyond Pending, Enacted and Failed that this kind has: VETOED, WITHDRAWN (a
     *     "Self-Killed" Proposal), ILLEGAL (empty: a Vetoed or Withdrawn matter is Failed, the fact in its note)
     */
    public record KindRules(List<Route> enact, List<Route> fail, Boolean authorVotesFor, Boolean deferential,
                            List<MatterStatus> statuses) {
        public KindRules {
            enact = List.copyOf(enact);
            fail = List.copyOf(fail);
            statuses = statuses == null ? List.of() : List.copyOf(statuses);
            if (statuses.contains(MatterStatus.PENDING) || statuses.contains(MatterStatus.ENACTED)
                    || statuses.contains(MatterStatus.FAILED)) {
                throw new IllegalArgumentException("Pending, Enacted and Failed are every kind's statuses: list only "
                        + "VETOED, WITHDRAWN or ILLEGAL.");
            }
        }

        public KindRules(List<Route> enact, List<Route> fail) {
            this(enact, fail, null, null, null);
        }

        public KindRules withRoutes(List<Route> newEnact, List<Route> newFail) {
            return new KindRules(newEnact, newFail, authorVotesFor, deferential, statuses);
        }

    }

    /** "unless the Operator already has 2 Proposals pending or has already made 3 Proposals that day". */
    public record ProposalLimits(int maxPending, int maxPerDay) {
    }

    /**
     * @param failedDovCooldownHours "cannot make another DoV until after 120 hours (5 days)"
     * @param cooldownNeedsAgainstVote "If a DoV is Failed and it had at least one AGAINST vote" (read when
     *     {@code cooldownCondition} is absent)
     * @param noDovDuringInterregnum "During an Interregnum ... no DoVs may be made"
     * @param noUnidlingWhileDovPending 217: "no Idle District may be made unidle"
     * @param cooldownCondition which failed DoVs start the cooldown (absent: ANY_AGAINST or ALWAYS as
     *     {@code cooldownNeedsAgainstVote} says)
     * @param mantleToPreviousEmperor whether the Mantle may pass to the last dynasty's emperor (default false:
     *     "naming an Operator who was not the last dynasty’s Announcer")
     */
    public record VictoryRules(int failedDovCooldownHours, boolean cooldownNeedsAgainstVote,
                               boolean noDovDuringInterregnum, boolean noUnidlingWhileDovPending,
                               CooldownCondition cooldownCondition, Boolean mantleToPreviousEmperor) {
        public VictoryRules {
            cooldownCondition = cooldownCondition != null ? cooldownCondition
                    : cooldownNeedsAgainstVote ? CooldownCondition.ANY_AGAINST : CooldownCondition.ALWAYS;
            cooldownNeedsAgainstVote = cooldownCondition != CooldownCondition.ALWAYS;
            mantleToPreviousEmperor = mantleToPreviousEmperor != null && mantleToPreviousEmperor;
        }

        public VictoryRules(int failedDovCooldownHours, boolean cooldownNeedsAgainstVote,
                            boolean noDovDuringInterregnum, boolean noUnidlingWhileDovPending) {
            this(failedDovCooldownHours, cooldownNeedsAgainstVote, noDovDuringInterregnum, noUnidlingWhileDovPending,
                    null, null);
        }

        public VictoryRules with(CooldownCondition condition, boolean toPrevious) {
            return new VictoryRules(failedDovCooldownHours, condition != CooldownCondition.ALWAYS,
                    noDovDuringInterregnum, noUnidlingWhileDovPending, condition, toPrevious);
        }
    }

    /** Which failed DoVs stop their author making another for the cooldown. */
    public enum CooldownCondition {
        /** Every failed DoV. */
        ALWAYS("every failed DoV"),
        /** Ruleset 205: "If a DoV is Failed and it had at least one AGAINST vote". */
        ANY_AGAINST("it had at least one AGAINST vote"),
        /** 2009: "if it has a number of AGAINST votes that equal or exceed" Quorum. */
        AGAINST_AT_LEAST_QUORUM("its AGAINST votes equal or exceed Quorum"),
        /** 2013: "if it has a number of AGAINST Votes that exceed Quorum". */
        AGAINST_ABOVE_QUORUM("its AGAINST votes exceed Quorum");

        private final String words;

        CooldownCondition(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        public boolean holds(Tally tally) {
            return switch (this) {
                case ALWAYS -> true;
                case ANY_AGAINST -> tally.againstVotes() > 0;
                case AGAINST_AT_LEAST_QUORUM -> tally.againstVotes() >= tally.quorum();
                case AGAINST_ABOVE_QUORUM -> tally.againstVotes() > tally.quorum();
            };
        }
    }

    /**
     * What puts BlogNomic on Hiatus, and what makes it Dormant.
     *
     * @param whileDovPending "If there is at least one pending DoV, BlogNomic is on Hiatus."
     * @param seasonalDowntime "On the 24th, 25th and 26th of December, BlogNomic is on Hiatus."
     * @param fewerThanPlayers "If there are fewer than four Districts, then BlogNomic is on
     *     Hiatus" (0: no such rule)
     * @param whileDormant Ruleset 205's "Dormancy": "If BlogNomic is Dormant, then it is on Hiatus", Dormancy being
     *     a status an admin sets ("any admin may make BlogNomic Dormant by updating the sidebar to that effect");
     *     null (a profile written before Dynast knew the rule) reads as false: the era has no such status
     * @param dormantFewerThanPlayers Ruleset 168's "Dormancy": "If there are fewer than five Wizards, then BlogNomic
     *     is Dormant. While BlogNomic is Dormant, actions defined by dynastic rules may not be taken, and proposals
     *     may not be submitted" — a Dormancy that is counted and is not a Hiatus (null or 0: no such rule)
     * @param emperorCounted whether the emperor is one of the players counted by {@code fewerThanPlayers} and
     *     {@code dormantFewerThanPlayers}: Ruleset 217's "Dynastic Distance" ("For the purposes of dynastic and
     *     Special Case rules, the City is not a District") takes the City out of its Special Case rule "Dormancy";
     *     168's, 190's and 205's ("For the purposes of dynastic rules which do not deal with voting") do not reach
     *     their Special Case rules (null reads as true)
     */
    public record HiatusRules(boolean whileDovPending, boolean seasonalDowntime, int fewerThanPlayers,
                              Boolean whileDormant, Integer dormantFewerThanPlayers, Boolean emperorCounted) {
        public HiatusRules {
            whileDormant = Boolean.TRUE.equals(whileDormant);
            dormantFewerThanPlayers = dormantFewerThanPlayers == null ? 0 : Math.max(0, dormantFewerThanPlayers);
            emperorCounted = !Boolean.FALSE.equals(emperorCounted);
        }

        public HiatusRules(boolean whileDovPending, boolean seasonalDowntime, int fewerThanPlayers,
                           Boolean whileDormant) {
            this(whileDovPending, seasonalDowntime, fewerThanPlayers, whileDormant, 0, true);
        }

        public HiatusRules(boolean whileDovPending, boolean seasonalDowntime, int fewerThanPlayers) {
            this(whileDovPending, seasonalDowntime, fewerThanPlayers, false);
        }

        /** These rules with the three an editor shows changed, the others kept. */
        public HiatusRules with(boolean dovPending, boolean seasonal, int fewerThan) {
            return new HiatusRules(dovPending, seasonal, fewerThan, whileDormant, dormantFewerThanPlayers,
                    emperorCounted);
        }

        /** Whether the era has an admin-set Dormant status that puts BlogNomic on Hiatus. */
        public boolean dormancy() {
            return whileDormant;
        }
    }

    /**
     * What later eras hard-coded, as settings; a profile without them has today's values ({@link #TODAY}).
     *
     * @param staleProposalHours "If a Proposal somehow ends up being pending for more than 7 days, it is ignored for
     *     the purpose of calculating the oldest pending Proposal" (0: no such rule)
     * @param votingDuringHiatus whether Votes may be cast on Proposals while BlogNomic is on Hiatus (2006: "this
     *     prop was not open for voting during the 13 hour Hiatus")
     * @param unidleBarHours "unless the Operator ... asked to become (or rendered themselves) Idle within the past
     *     96 hours"
     * @param dailyActionSpacingHours "not more than once every ten hours"
     * @param weeklyActionSpacingHours "not more than once every twenty-four hours"
     * @param idleAfterSilenceHours "An Admin may render an Operator Idle if ... that Operator has not posted an entry or
     *     comment in the past 168 Hours (7 days)" (absent in a profile written before this setting: today's 168)
     */
    public record EraRules(int staleProposalHours, boolean votingDuringHiatus, int unidleBarHours,
                           int dailyActionSpacingHours, int weeklyActionSpacingHours, Integer idleAfterSilenceHours) {

        /** Today's "not posted an entry or comment in the past 168 Hours (7 days)". */
        public static final int TODAY_IDLE_AFTER_SILENCE_HOURS = 7 * 24;
        public static final EraRules TODAY = new EraRules(7 * 24, true, 96, 10, 24, TODAY_IDLE_AFTER_SILENCE_HOURS);

        public EraRules {
            idleAfterSilenceHours = idleAfterSilenceHours == null ? TODAY_IDLE_AFTER_SILENCE_HOURS
                    : idleAfterSilenceHours;
            if (staleProposalHours < 0 || unidleBarHours < 0 || dailyActionSpacingHours < 0
                    || weeklyActionSpacingHours < 0 || idleAfterSilenceHours <= 0) {
                throw new IllegalArgumentException("The era's hours cannot be negative (and the silence before "
                        + "idling is at least an hour).");
            }
        }

        /** The settings as written before the idling silence was one: today's 168 hours. */
        public EraRules(int staleProposalHours, boolean votingDuringHiatus, int unidleBarHours,
                        int dailyActionSpacingHours, int weeklyActionSpacingHours) {
            this(staleProposalHours, votingDuringHiatus, unidleBarHours, dailyActionSpacingHours,
                    weeklyActionSpacingHours, null);
        }

        /** How long a player may go without posting before an Admin may render them Idle. */
        public Duration idleAfterSilence() {
            return Duration.ofHours(idleAfterSilenceHours);
        }

        /** The Daily and Weekly Action spacing as the cooldowns use it. */
        public CadenceRules cadence() {
            return new CadenceRules(Duration.ofHours(dailyActionSpacingHours),
                    Duration.ofHours(weeklyActionSpacingHours), DayOfWeek.MONDAY);
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
