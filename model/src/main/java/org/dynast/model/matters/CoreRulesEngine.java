package org.dynast.model.matters;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.Month;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.explain.Citation;
import org.dynast.model.explain.Explanation;
import org.dynast.model.matters.CoreRulesProfile.KindRules;
import org.dynast.model.matters.CoreRulesProfile.QuorumRule;
import org.dynast.model.matters.Verdict.Check;
import org.dynast.model.matters.Verdict.NextChange;
import org.dynast.model.matters.Verdict.RouteResult;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.dynast.model.ruleset.Ruleset;

/**
 * Judges Votable Matters by one core-rules profile: counts the votes ("Votable Matters"), decides
 * Popular and Unpopular, whether a matter may be Enacted or Failed now and why, and when that next
 * changes. Pure: it reads a {@link MattersState} and a moment, and changes nothing.
 */
public final class CoreRulesEngine {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private final CoreRulesProfile profile;

    public CoreRulesEngine(CoreRulesProfile profile) {
        this.profile = profile;
    }

    public CoreRulesProfile profile() {
        return profile;
    }

    // ---- votes --------------------------------------------------------------------------------

    /**
     * The tally of {@code matter} at {@code at}: "An Operator’s Vote on a Votable Matter is the last
     * valid voting icon that they have used in any comment on that Votable Matter", the author's
     * implicit FOR, DEFERENTIAL following the emperor, and "A non-Operator never has a Vote" (Idle
     * players are not counted as players).
     */
    public Tally tally(MattersState state, VotableMatter matter, Instant at) {
        List<Vote> cast = state.votesOn(matter.id()).stream().filter(v -> !v.castAt().isAfter(at))
                .sorted(Comparator.comparing(Vote::castAt).thenComparing(Vote::id)).toList();
        Map<Long, Vote> last = new HashMap<>();
        boolean vetoed = false;
        boolean withdrawn = false;
        for (Vote v : cast) {
            if (matter.kind() == MatterKind.PROPOSAL && v.icon() == VoteIcon.VETO) {
                vetoed = true; // "even if the Announcer later changes their Vote"
            }
            if (matter.kind() == MatterKind.PROPOSAL && v.icon() == VoteIcon.AGAINST
                    && v.playerId() == matter.authorId()) {
                withdrawn = true; // "even if the author later changes their Vote"
            }
            last.put(v.playerId(), v);
        }
        Vote selfKill = null;
        if (!profile.voting().selfKillLocks()) { // an era without the lock: the author's last Vote decides
            Vote own = last.get(matter.authorId());
            withdrawn = matter.kind() == MatterKind.PROPOSAL && own != null && own.icon() == VoteIcon.AGAINST;
            selfKill = withdrawn ? own : null;
        } else if (withdrawn) {
            selfKill = cast.stream().filter(v -> v.icon() == VoteIcon.AGAINST && v.playerId() == matter.authorId())
                    .findFirst().orElseThrow();
        }
        String selfKillNote = null;
        if (withdrawn && profile.voting().selfKillUnlessFailing()) {
            // Ruleset 57: "considered self-killed unless the President Thog has voted VETO on them, or they have
            // fulfilled one of the other requirements to fail a proposal before the author’s self-kill vote is placed"
            if (vetoed) {
                withdrawn = false;
                selfKillNote = "not a Self-Kill: the " + state.dynasty().terms().emperor() + " has voted VETO on it";
            } else {
                Optional<String> already = failableWithoutSelfKill(state, matter,
                        selfKill.castAt().minusNanos(1));
                if (already.isPresent()) {
                    withdrawn = false;
                    selfKillNote = "not a Self-Kill: before it was placed the Proposal could already be failed ("
                            + already.get() + ")";
                }
            }
        }
        boolean authorFor = profile.authorVotesFor(matter.kind());
        boolean abstain = profile.voting().abstentionsCountAsVotes();
        List<Player> voters = state.active();
        Long emperorId = state.dynasty().emperorId();
        boolean emperorActive = emperorId != null && voters.stream().anyMatch(p -> p.id() == emperorId);
        VoteIcon emperorIcon = emperorActive && last.containsKey(emperorId) ? last.get(emperorId).icon() : null;
        boolean emperorVoted = emperorIcon != null;
        if (emperorActive && emperorIcon == null && authorFor && emperorId == matter.authorId()) {
            emperorIcon = VoteIcon.FOR;
        }

        // Special Case "Imperial Deferentials": the emperor's DEFERENTIAL on a Proposal is valid, FOR
        // "if more Operators have a valid FOR vote on that Proposal than have a valid AGAINST vote".
        boolean imperial = profile.voting().imperialDeferentials() && matter.kind() == MatterKind.PROPOSAL
                && emperorIcon == VoteIcon.DEFERENTIAL;
        VoteIcon emperorEffective = emperorIcon != null && emperorIcon.valid() ? emperorIcon : null;
        if (imperial) {
            int othersFor = 0;
            int othersAgainst = 0;
            for (Player p : voters) {
                if (p.id() == emperorId) {
                    continue;
                }
                VoteIcon icon = own(p, matter, last);
                if (icon == VoteIcon.FOR) {
                    othersFor++;
                } else if (icon == VoteIcon.AGAINST) {
                    othersAgainst++;
                }
            }
            emperorEffective = othersFor > othersAgainst ? VoteIcon.FOR : VoteIcon.AGAINST;
        }

        List<Tally.Line> lines = new ArrayList<>();
        int forVotes = 0;
        int againstVotes = 0;
        int abstentions = 0;
        String emperor = state.dynasty().terms().emperor();
        for (Player p : voters) {
            Vote v = last.get(p.id());
            VoteIcon icon = v == null ? null : v.icon();
            VoteIcon effective;
            String note = "";
            if (icon == null && p.id() == matter.authorId() && authorFor) {
                effective = VoteIcon.FOR;
                note = "the author's Vote is FOR until they use a voting icon";
            } else if (emperorId != null && p.id() == emperorId) {
                effective = emperorEffective;
                if (imperial) {
                    note = "Imperial Deferentials: DEFERENTIAL counts as " + emperorEffective;
                } else if (icon == VoteIcon.VETO) {
                    note = "VETO";
                } else if (icon == VoteIcon.DEFERENTIAL && abstain) {
                    abstentions++;
                    note = "an explicit Vote of abstention";
                }
            } else if (icon == VoteIcon.DEFERENTIAL) {
                if (imperial && profile.voting().othersDeferentialInvalid()) {
                    effective = null;
                    note = "not valid under Imperial Deferentials";
                } else if (profile.deferentialFollowsEmperor(matter.kind()) && emperorEffective != null) {
                    effective = emperorEffective;
                    note = "follows the " + emperor + "'s " + emperorEffective;
                } else if (abstain && (!emperorActive || emperorIcon == VoteIcon.DEFERENTIAL
                        || p.id() == matter.authorId() && !emperorVoted
                        && profile.voting().authorDeferentialAbstains())) {
                    // "If there is no Emperor, or the Vote is made by the proposal’s author on their own proposal and
                    // the Emperor does not Vote on it, a Vote of DEFERENTIAL counts as an explicit Vote of abstention"
                    effective = null;
                    abstentions++;
                    note = "an explicit Vote of abstention";
                } else {
                    effective = null;
                    note = profile.deferentialFollowsEmperor(matter.kind())
                            ? "the " + emperor + " has no valid Vote to follow"
                            : "DEFERENTIAL does not follow the " + emperor + " on a " + matter.kind().shortLabel();
                }
            } else {
                effective = icon != null && icon.valid() ? icon : null;
            }
            if (selfKillNote != null && p.id() == matter.authorId()) {
                note = selfKillNote;
            }
            if (effective == VoteIcon.FOR) {
                forVotes++;
            } else if (effective == VoteIcon.AGAINST) {
                againstVotes++;
            }
            lines.add(new Tally.Line(p.id(), p.name(), icon, v == null ? null : v.castAt(), effective, note));
        }
        return new Tally(lines, forVotes, againstVotes, voters.size(), profile.quorum().of(voters.size()), vetoed,
                withdrawn, emperorEffective, abstentions, emperorVoted);
    }

    /**
     * The first of the kind's Fail requirements other than a Veto or Self-Kill that the matter fulfilled at {@code at}
     * (in its rule's words and the reasons), whoever's turn it was: "the other requirements to fail a proposal" are
     * the conditions listed, not the oldest-Pending order nor the Hiatus that only say when an Admin may act on them.
     */
    private Optional<String> failableWithoutSelfKill(MattersState state, VotableMatter matter, Instant at) {
        Context ctx = new Context(state, matter, at, tally(state, matter, at));
        for (Route route : profile.rulesFor(matter.kind()).fail()) {
            if (route.clauses().stream().anyMatch(c -> c.type() == ClauseType.VETOED_OR_WITHDRAWN
                    || c.type() == ClauseType.WITHDRAWN || c.type() == ClauseType.VETOED)) {
                continue;
            }
            List<Check> checks = route.clauses().stream().filter(c -> c.type() != ClauseType.OLDEST_PENDING
                    && c.type() != ClauseType.NOT_ON_HIATUS).map(ctx::check).toList();
            if (!checks.isEmpty() && checks.stream().allMatch(Check::passed)) {
                return Optional.of(String.join(", ", checks.stream().map(Check::text)
                        .filter(t -> !t.isEmpty()).toList()));
            }
        }
        return Optional.empty();
    }

    /** A player's own FOR/AGAINST, counting the author's implicit FOR and ignoring DEFERENTIAL. */
    private VoteIcon own(Player p, VotableMatter matter, Map<Long, Vote> last) {
        Vote v = last.get(p.id());
        if (v == null) {
            return p.id() == matter.authorId() && profile.authorVotesFor(matter.kind()) ? VoteIcon.FOR : null;
        }
        return v.icon().valid() ? v.icon() : null;
    }

    // ---- hiatus and order ---------------------------------------------------------------------

    /** Why BlogNomic is on Hiatus at {@code at} (empty if it is not). */
    public List<String> hiatusReasons(MattersState state, Instant at) {
        List<String> reasons = new ArrayList<>();
        Terms terms = state.dynasty().terms();
        if (state.dynasty().phase() == DynastyPhase.INTERREGNUM) {
            reasons.add("the game is in an Interregnum");
        }
        if (profile.hiatus().whileDovPending() && state.pending().stream().anyMatch(m -> m.kind() == MatterKind.DOV
                && !m.postedAt().isAfter(at))) {
            reasons.add("there is at least one pending DoV");
        }
        if (profile.hiatus().seasonalDowntime()) {
            ZonedDateTime t = at.atZone(ZoneOffset.UTC);
            if (t.getMonth() == Month.DECEMBER && t.getDayOfMonth() >= 24 && t.getDayOfMonth() <= 26) {
                reasons.add("it is the " + t.getDayOfMonth() + "th of December");
            }
        }
        // "Dormancy": "If BlogNomic is Dormant, then it is on Hiatus."
        if (profile.hiatus().dormancy() && state.dynasty().dormantAt(at)) {
            reasons.add("BlogNomic is Dormant");
        }
        int counted = countedPlayers(state);
        if (counted < profile.hiatus().fewerThanPlayers()) {
            reasons.add("there are fewer than " + profile.hiatus().fewerThanPlayers() + " " + terms.players()
                    + " (" + counted + ")");
        }
        return reasons;
    }

    /**
     * The players a Dormancy rule counts: every active player, less the emperor where the era's "Dynastic
     * Distance" reaches the rule (Ruleset 217: "For the purposes of dynastic and Special Case rules, the City is not
     * a District"; "If there are fewer than four Districts, then BlogNomic is on Hiatus").
     */
    public int countedPlayers(MattersState state) {
        Long emperor = state.dynasty().emperorId();
        return (int) state.active().stream()
                .filter(p -> profile.hiatus().emperorCounted() || emperor == null || p.id() != emperor)
                .count();
    }

    /**
     * Why BlogNomic is Dormant without being on Hiatus (empty if it is not): Ruleset 168's "If there are fewer than
     * five Wizards, then BlogNomic is Dormant. While BlogNomic is Dormant, actions defined by dynastic rules may not
     * be taken, and proposals may not be submitted."
     */
    public List<String> dormancyReasons(MattersState state) {
        int fewerThan = profile.hiatus().dormantFewerThanPlayers();
        int counted = countedPlayers(state);
        if (counted < fewerThan) {
            return List.of("there are fewer than " + fewerThan + " " + state.dynasty().terms().players() + " ("
                    + counted + ")");
        }
        return List.of();
    }

    /** The proposal stale period: "pending for more than 7 days" (the profile's era setting; 0: no such rule). */
    private int staleHours() {
        return profile.era().staleProposalHours();
    }

    /** Whether BlogNomic is on Hiatus at {@code at}. */
    public boolean onHiatus(MattersState state, Instant at) {
        return !hiatusReasons(state, at).isEmpty();
    }

    /**
     * "The oldest Pending Proposal", where one "pending for more than 7 days ... is ignored for the
     * purpose of calculating the oldest pending Proposal".
     */
    public Optional<VotableMatter> oldestPendingProposal(MattersState state, Instant at) {
        Duration stale = Duration.ofHours(staleHours());
        return state.pending().stream()
                .filter(m -> m.kind() == MatterKind.PROPOSAL && !m.postedAt().isAfter(at))
                .filter(m -> staleHours() == 0 || m.openFor(at).compareTo(stale) <= 0)
                .min(Comparator.comparing(VotableMatter::postedAt).thenComparing(VotableMatter::id));
    }

    // ---- verdicts -----------------------------------------------------------------------------

    /**
     * "Why?" on Quorum: "Quorum of a subset of Operators is half the number of Operators in that subset, rounded down,
     * plus one" (the profile's fraction), counting the players who are not Idle ("Idle Operators are not counted as
     * Operators"), from the same count the tally uses.
     */
    public Explanation explainQuorum(MattersState state, Tally tally, Ruleset ruleset) {
        return explainQuorum(state.dynasty().terms(), tally.players(), state.roster(), ruleset);
    }

    /** Quorum of all the players now: the profile's fraction of those who are not Idle (what the Roster shows). */
    public int quorum(Roster roster) {
        return profile.quorum().of(roster.active().size());
    }

    /**
     * "Why?" on the Roster's (and the status bar's) Quorum: the same arithmetic and sentence as a matter's, counting
     * the players who are not Idle now.
     */
    public Explanation explainQuorum(Roster roster, Terms terms,
            Ruleset ruleset) {
        return explainQuorum(terms, roster.active().size(), roster, ruleset);
    }

    private Explanation explainQuorum(Terms terms, int players,
            Roster roster, Ruleset ruleset) {
        QuorumRule q = profile.quorum();
        List<String> lines = new ArrayList<>();
        List<String> idle = roster.idlePlayers().stream().map(Player::name).toList();
        lines.add(terms.players() + " who are not Idle: " + players
                + (idle.isEmpty() ? "" : " (Idle, not counted: " + String.join(", ", idle) + ")"));
        int part = players * q.numerator() / q.denominator();
        String fraction = q.numerator() == 1 && q.denominator() == 2 ? "half of " + players
                : players + " × " + q.numerator() + "/" + q.denominator();
        boolean exact = players * q.numerator() % q.denominator() == 0;
        lines.add(fraction + " = " + part + (exact ? "" : " (rounded down)"));
        if (q.plus() != 0) {
            lines.add(part + " + " + q.plus() + " = " + (part + q.plus()));
        }
        Citation citation = Citation.of(ruleset, "Glossary", "Quorum is " + fraction(q) + " the number of "
                        + terms.players() + ", rounded down, plus " + q.plus() + ".",
                "Quorum of a subset", "Quorum is", "Quorum");
        return new Explanation("Quorum", Integer.toString(q.of(players)), lines, citation);
    }

    private static String fraction(QuorumRule q) {
        return q.numerator() == 1 && q.denominator() == 2 ? "half" : q.numerator() + "/" + q.denominator() + " of";
    }

    /**
     * "Why?" on a matter's verdict: the tally, whether it is Popular or Unpopular, and each check of the route that
     * lets an Admin Enact or Fail it (or, if none does, what stops each), quoting the route's sentence from the
     * dynasty's ruleset where it has one.
     */
    public Explanation explainVerdict(MattersState state, Verdict verdict, Ruleset ruleset) {
        VotableMatter matter = state.matter(verdict.matterId())
                .orElseThrow(() -> new IllegalArgumentException("No Votable Matter #" + verdict.matterId()));
        List<String> lines = new ArrayList<>();
        lines.add(verdict.tally().summary());
        String value;
        RouteResult cited;
        if (!matter.pending()) {
            value = matter.status().name().charAt(0) + matter.status().name().substring(1).toLowerCase(
                    Locale.ROOT);
            lines.add(matter.resolutionNote() == null ? "Resolved" : matter.resolutionNote());
            cited = null;
        } else {
            lines.add(verdict.popular() ? "It is Popular" : verdict.unpopular() ? "It is Unpopular"
                    : "It is neither Popular nor Unpopular");
            Optional<RouteResult> enact = verdict.enactingRoute();
            Optional<RouteResult> fail = verdict.failingRoute();
            if (enact.isPresent() || fail.isPresent()) {
                cited = enact.orElseGet(fail::get);
                value = enact.isPresent() ? "May be Enacted" : "May be Failed";
                cited.checks().stream().filter(c -> !c.text().isEmpty())
                        .forEach(c -> lines.add("\u2713 " + c.text()));
            } else {
                value = "Cannot be resolved yet";
                cited = verdict.enactRoutes().isEmpty() ? null : verdict.enactRoutes().get(0);
                verdict.enactRoutes().forEach(r -> r.checks().stream().filter(c -> !c.passed())
                        .forEach(c -> lines.add("\u2717 to Enact: " + c.text())));
                verdict.failRoutes().forEach(r -> r.checks().stream().filter(c -> !c.passed())
                        .forEach(c -> lines.add("\u2717 to Fail: " + c.text())));
            }
        }
        String sentence = cited == null ? "An Admin may resolve a Votable Matter as the core rules say." : cited.rule();
        Citation citation = Citation.of(ruleset, "Votable Matters", sentence, keyOf(sentence));
        return new Explanation(matter.kind().label() + " “" + matter.title() + "”", value, lines, citation);
    }

    /** The first words of a rule's sentence as the profile stores it, to find it in the dynasty's ruleset. */
    private static String keyOf(String sentence) {
        String first = sentence.split("(?<=[.:])\\s")[0].replace("...", "").strip();
        String[] words = first.split("\\s+");
        return String.join(" ", Arrays.copyOf(words, Math.min(words.length, 10))).replaceAll("[.:]$", "");
    }

    /** The verdict on a matter at {@code at}, with when it next changes if no more votes come. */
    public Verdict verdict(MattersState state, long matterId, Instant at) {
        VotableMatter matter = state.matter(matterId)
                .orElseThrow(() -> new IllegalArgumentException("No Votable Matter #" + matterId));
        Verdict now = judge(state, matter, at);
        Optional<NextChange> next = matter.pending() ? nextChange(state, matter, now) : Optional.empty();
        return new Verdict(now.matterId(), at, now.tally(), now.popular(), now.unpopular(), now.enactRoutes(),
                now.failRoutes(), next);
    }

    private Verdict judge(MattersState state, VotableMatter matter, Instant at) {
        Context ctx = new Context(state, matter, at, tally(state, matter, at));
        KindRules rules = profile.rulesFor(matter.kind());
        boolean pending = matter.pending();
        List<RouteResult> enact = pending ? ctx.routes(rules.enact()) : List.of();
        List<RouteResult> fail = pending ? ctx.routes(rules.fail()) : List.of();
        return new Verdict(matter.id(), at, ctx.tally, ctx.isPopular(), ctx.isUnpopular(), enact, fail,
                Optional.empty());
    }

    /**
     * The first moment after {@code now.at()} at which, with no new votes, the matter's Popularity or
     * whether it may be Enacted or Failed changes: every threshold of the profile is a candidate.
     */
    private Optional<NextChange> nextChange(MattersState state, VotableMatter matter, Verdict now) {
        TreeSet<Instant> candidates = new TreeSet<>();
        List<Integer> hours = profileHours();
        for (VotableMatter m : state.pending()) {
            if ((m.id() == matter.id() || m.kind() == MatterKind.PROPOSAL
                    || m.kind() == MatterKind.DOV)) {
                for (int h : hours) {
                    candidates.add(m.postedAt().plus(Duration.ofHours(h)));
                    candidates.add(m.postedAt().plus(Duration.ofHours(h)).plusSeconds(1)); // "more than"
                }
            }
        }
        if (profile.hiatus().seasonalDowntime()) {
            int year = now.at().atZone(ZoneOffset.UTC).getYear();
            for (int y = year; y <= year + 1; y++) {
                candidates.add(LocalDate.of(y, 12, 24).atStartOfDay(ZoneOffset.UTC).toInstant());
                candidates.add(LocalDate.of(y, 12, 27).atStartOfDay(ZoneOffset.UTC).toInstant());
            }
        }
        for (Instant t : candidates.tailSet(now.at(), false)) {
            Verdict later = judge(state, matter, t);
            String change = describeChange(now, later);
            if (change != null) {
                return Optional.of(new NextChange(t, change + " in " + duration(Duration.between(now.at(), t))
                        + " (" + WHEN.format(t) + ")"));
            }
        }
        return Optional.empty();
    }

    private static String describeChange(Verdict now, Verdict later) {
        if (!now.enactable() && later.enactable()) {
            return "may be Enacted";
        }
        if (!now.failable() && later.failable()) {
            return "may be Failed";
        }
        if (now.enactable() && !later.enactable()) {
            return "can no longer be Enacted";
        }
        if (now.failable() && !later.failable()) {
            return "can no longer be Failed";
        }
        if (!now.popular() && later.popular()) {
            return "becomes Popular";
        }
        if (!now.unpopular() && later.unpopular()) {
            return "becomes Unpopular";
        }
        if (now.popular() && !later.popular()) {
            return "stops being Popular";
        }
        return null;
    }

    private List<Integer> profileHours() {
        List<Integer> hours = new ArrayList<>();
        List<Route> all = new ArrayList<>(profile.popular());
        all.addAll(profile.unpopular());
        profile.kinds().values().forEach(k -> {
            all.addAll(k.enact());
            all.addAll(k.fail());
        });
        for (Route r : all) {
            for (Clause c : r.clauses()) {
                if (c.hours() != null) {
                    hours.add(c.hours());
                }
                if (c.hiatusHours() != null) {
                    hours.add(c.hiatusHours());
                }
            }
        }
        return hours;
    }

    static String duration(Duration d) {
        long minutes = Math.max(0, d.toMinutes());
        if (minutes < 60) {
            return minutes + " min";
        }
        long h = minutes / 60;
        if (h < 48) {
            return h + " h" + (minutes % 60 == 0 ? "" : " " + minutes % 60 + " min");
        }
        return h / 24 + " d " + h % 24 + " h";
    }

    private static String hoursText(long hours) {
        return hours % 24 == 0 && hours >= 48 ? hours / 24 + " days" : hours + " h";
    }

    /** One matter's evaluation at one moment; Popular and Unpopular are worked out once. */
    private final class Context {
        final MattersState state;
        final VotableMatter matter;
        final Instant at;
        final Tally tally;
        final Terms terms;
        private RouteResult popular;
        private RouteResult unpopular;
        private Boolean enactable;

        Context(MattersState state, VotableMatter matter, Instant at, Tally tally) {
            this.state = state;
            this.matter = matter;
            this.at = at;
            this.tally = tally;
            this.terms = state.dynasty().terms();
        }

        List<RouteResult> routes(List<Route> routes) {
            return routes.stream().map(this::route).toList();
        }

        RouteResult route(Route route) {
            return new RouteResult(route.text(), route.clauses().stream().map(this::check).toList());
        }

        /** The first passing Popular route, or a failed result listing why none passes. */
        RouteResult popular() {
            if (popular == null) {
                popular = first(popularRoutes(), "Popular");
            }
            return popular;
        }

        RouteResult unpopular() {
            if (unpopular == null) {
                unpopular = first(unpopularRoutes(), "Unpopular");
            }
            return unpopular;
        }

        private List<RouteResult> popularRoutes;
        private List<RouteResult> unpopularRoutes;

        private List<RouteResult> popularRoutes() {
            if (popularRoutes == null) {
                popularRoutes = routes(profile.popular());
            }
            return popularRoutes;
        }

        private List<RouteResult> unpopularRoutes() {
            if (unpopularRoutes == null) {
                unpopularRoutes = routes(profile.unpopular());
            }
            return unpopularRoutes;
        }

        /** Whether it is Popular, without putting into words why not (only a check that quotes it needs them). */
        boolean isPopular() {
            return popular != null ? popular.passed() : popularRoutes().stream().anyMatch(RouteResult::passed);
        }

        boolean isUnpopular() {
            return unpopular != null ? unpopular.passed() : unpopularRoutes().stream().anyMatch(RouteResult::passed);
        }

        private RouteResult first(List<RouteResult> results, String what) {
            return results.stream().filter(RouteResult::passed).findFirst().orElseGet(() -> new RouteResult(
                    "not " + what, List.of(new Check(false, "not " + what + " (" + results.stream()
                            .map(RouteResult::blockers).reduce((a, b) -> a + "; or " + b).orElse("") + ")"))));
        }

        boolean enactable() {
            if (enactable == null) {
                enactable = routes(profile.rulesFor(matter.kind()).enact()).stream().anyMatch(RouteResult::passed);
            }
            return enactable;
        }

        private Boolean hiatus;

        boolean onHiatus() {
            if (hiatus == null) {
                hiatus = CoreRulesEngine.this.onHiatus(state, at);
            }
            return hiatus;
        }

        /** A clause's hours now, and "(during a Hiatus)" when the Hiatus figure applies. */
        private int hoursOf(Clause c) {
            return c.hoursWhen(onHiatus());
        }

        private String hiatusNote(Clause c) {
            return onHiatus() && c.hiatusHours() != null ? " (on Hiatus)" : "";
        }

        Check check(Clause c) {
            long openHours = matter.openFor(at).toHours();
            return switch (c.type()) {
                case POPULAR -> popular().passed() ? new Check(true, "Popular (" + popular().reasons() + ")")
                        : new Check(false, popular().reasons());
                case UNPOPULAR -> unpopular().passed() ? new Check(true, "Unpopular (" + unpopular().reasons() + ")")
                        : new Check(false, unpopular().reasons());
                case NOT_POPULAR -> popular().passed() ? new Check(false, "Popular (" + popular().reasons() + ")")
                        : new Check(true, popular().reasons());
                case FOR_AT_LEAST_QUORUM -> tally.forVotes() >= tally.quorum()
                        ? new Check(true, tally.forVotes() + " FOR ≥ Quorum " + tally.quorum())
                        : new Check(false, tally.forVotes() + " FOR, Quorum " + tally.quorum());
                case NOT_AGAINST_BELOW_QUORUM -> tally.notAgainst() < tally.quorum()
                        ? new Check(true, tally.notAgainst() + " " + terms.players() + " not voting AGAINST < Quorum "
                        + tally.quorum())
                        : new Check(false, tally.notAgainst() + " not voting AGAINST ≥ Quorum " + tally.quorum());
                case OPEN_AT_LEAST -> openHoursCheck(hoursOf(c), hiatusNote(c));
                case OLDER_THAN -> matter.openFor(at).compareTo(Duration.ofHours(hoursOf(c))) > 0
                        ? new Check(true, openHours + " h old, more than " + hoursOf(c) + " h" + hiatusNote(c))
                        : new Check(false, openHours + " h old, not more than " + hoursOf(c) + " h" + hiatusNote(c));
                case VALID_VOTES_FEWER_THAN -> tally.validVotes() < c.count()
                        ? new Check(true, tally.validVotes() + " valid Vote" + (tally.validVotes() == 1 ? "" : "s")
                        + ", fewer than " + c.count())
                        : new Check(false, tally.validVotes() + " valid Votes, not fewer than " + c.count());
                case VALID_VOTES_MORE_THAN -> tally.validVotes() > c.count()
                        ? new Check(true, tally.validVotes() + " valid Votes, more than " + c.count())
                        : new Check(false, tally.validVotes() + " valid Vote" + (tally.validVotes() == 1 ? "" : "s")
                        + ", not more than " + c.count());
                case FOR_MORE_THAN_AGAINST -> tally.forVotes() > tally.againstVotes()
                        ? new Check(true, tally.forVotes() + " FOR > " + tally.againstVotes() + " AGAINST")
                        : new Check(false, tally.forVotes() + " FOR, not more than " + tally.againstVotes() + " AGAINST");
                case FOR_ABOVE_FRACTION_OF_PLAYERS -> {
                    long lhs = (long) tally.forVotes() * c.denominator();
                    long rhs = (long) c.numerator() * tally.players();
                    String of = c.numerator() + "/" + c.denominator() + " of " + tally.players() + " "
                            + terms.players() + " (" + String.format("%.2f", (double) rhs / c.denominator()) + ")";
                    yield lhs > rhs ? new Check(true, tally.forVotes() + " FOR > " + of)
                            : new Check(false, tally.forVotes() + " FOR, not more than " + of);
                }
                case NOT_CHANGING_PROTECTED_TEXT -> matter.kind() == MatterKind.PROPOSAL && matter.changesProtectedText()
                        ? new Check(false, "a Proposal changing Core, Special Case or Appendix text cannot be Popular "
                        + "on this basis")
                        : new Check(true, "changes no Core, Special Case or Appendix text");
                case VETOED_OR_WITHDRAWN -> tally.vetoed() || tally.withdrawn()
                        ? new Check(true, vetoedOrWithdrawn())
                        : new Check(false, "neither " + profile.names().vetoed() + " nor " + profile.names().withdrawn());
                case NOT_VETOED_OR_WITHDRAWN -> tally.vetoed() || tally.withdrawn()
                        ? new Check(false, vetoedOrWithdrawn())
                        : new Check(true, "not " + profile.names().vetoed() + " or " + profile.names().withdrawn());
                case VETOED -> tally.vetoed() ? new Check(true, profile.names().vetoed() + " by the " + terms.emperor())
                        : new Check(false, "not " + profile.names().vetoed());
                case WITHDRAWN -> tally.withdrawn()
                        ? new Check(true, profile.names().withdrawn() + ": its author voted AGAINST it")
                        : new Check(false, "not " + profile.names().withdrawn());
                case EMPEROR_FOR_OR_NO_AGAINST -> {
                    if (tally.emperorVote() == VoteIcon.FOR) {
                        yield new Check(true, "the " + terms.emperor() + " has Voted FOR it");
                    }
                    yield tally.againstVotes() == 0 ? new Check(true, "it has no AGAINST Votes")
                            : new Check(false, "the " + terms.emperor() + " has not Voted FOR it and it has "
                            + tally.againstVotes() + " AGAINST Vote" + (tally.againstVotes() == 1 ? "" : "s"));
                }
                case OLDEST_PENDING -> {
                    Optional<VotableMatter> oldest = oldestPendingProposal(state, at);
                    yield oldest.isPresent() && oldest.get().id() == matter.id()
                            ? new Check(true, "the oldest Pending Proposal")
                            : new Check(false, oldest.map(o -> "not the oldest Pending Proposal (\"" + o.title()
                            + "\" is)").orElse("ignored as the oldest Pending Proposal: pending more than "
                            + hoursText(staleHours())));
                }
                case PENDING_MORE_THAN -> matter.openFor(at).compareTo(Duration.ofHours(hoursOf(c))) > 0
                        ? new Check(true, "pending " + duration(matter.openFor(at)) + ", more than "
                        + hoursText(hoursOf(c)) + hiatusNote(c))
                        : new Check(false, "pending " + duration(matter.openFor(at)) + ", not more than "
                        + hoursText(hoursOf(c)) + hiatusNote(c));
                case CANNOT_BE_ENACTED -> enactable() ? new Check(false, "it can be Enacted")
                        : new Check(true, "it cannot be Enacted");
                case SPECIFIES_NO_CHANGES -> matter.specifiesChanges()
                        ? new Check(false, "it specifies changes")
                        : new Check(true, "it specifies neither changes to the Gamestate or Ruleset nor corrections");
                case MARKED_ILLEGAL -> matter.markedIllegal() ? new Check(true, "it is illegal (Official Posts)")
                        : new Check(false, "not illegal");
                case NOT_MARKED_ILLEGAL -> matter.markedIllegal()
                        ? new Check(false, "it is illegal (Official Posts) and may have no effect")
                        : new Check(true, "");
                case NOT_ON_HIATUS -> {
                    List<String> reasons = hiatusReasons(state, at);
                    yield reasons.isEmpty() ? new Check(true, "")
                            : new Check(false, "BlogNomic is on Hiatus (" + String.join(", ", reasons)
                            + "): Proposals may not be Resolved");
                }
                case AGAINST_AT_LEAST_QUORUM -> tally.againstVotes() >= tally.quorum()
                        ? new Check(true, tally.againstVotes() + " AGAINST ≥ Quorum " + tally.quorum())
                        : new Check(false, tally.againstVotes() + " AGAINST, Quorum " + tally.quorum());
                case VOTES_AT_LEAST_QUORUM_MORE_THAN_HALF_FOR -> {
                    if (tally.votesCast() < tally.quorum()) {
                        yield new Check(false, tally.votesCast() + " " + terms.players() + " have voted, fewer than "
                                + "Quorum " + tally.quorum());
                    }
                    Check half = halfFor();
                    yield new Check(half.passed(), tally.votesCast() + " have voted (Quorum " + tally.quorum()
                            + "), " + half.text());
                }
                case MORE_THAN_HALF_FOR -> halfFor();
                case HALF_OR_FEWER_FOR -> {
                    Check half = halfFor();
                    yield new Check(!half.passed(), half.text());
                }
                case EMPEROR_HAS_VOTED -> tally.emperorVoted()
                        ? new Check(true, "the " + terms.emperor() + " has voted on it")
                        : new Check(false, "the " + terms.emperor() + " has not voted on it");
            };
        }

        /** "more than half of its votes are FOR": FOR against every vote cast (abstentions too, where they count). */
        private Check halfFor() {
            int cast = tally.votesCast();
            String of = tally.forVotes() + " FOR of " + cast + " vote" + (cast == 1 ? "" : "s") + " cast";
            return tally.forVotes() * 2 > cast ? new Check(true, of + ": more than half")
                    : new Check(false, of + ": half or fewer");
        }

        private Check openHoursCheck(int hours, String note) {
            Duration open = matter.openFor(at);
            return open.compareTo(Duration.ofHours(hours)) >= 0
                    ? new Check(true, "open " + open.toHours() + " h ≥ " + hours + " h" + note)
                    : new Check(false, "open " + open.toHours() + " h of the " + hours + " h needed" + note);
        }

        private String vetoedOrWithdrawn() {
            return tally.vetoed() ? profile.names().vetoed() + " by the " + terms.emperor()
                    : profile.names().withdrawn() + ": its author voted AGAINST it";
        }
    }
}
