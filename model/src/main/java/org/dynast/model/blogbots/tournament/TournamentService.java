package org.dynast.model.blogbots.tournament;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import org.dynast.model.Refusal;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.ArenaService;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.BoutsService;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament.Bout;
import org.dynast.model.blogbots.tournament.Tournament.Bracket;
import org.dynast.model.blogbots.tournament.Tournament.Seed;
import org.dynast.model.blogbots.tournament.Tournament.SeedList;
import org.dynast.model.blogbots.tournament.Tournament.Slot;
import org.dynast.model.blogbots.tournament.Tournament.Tier;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Transactor;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.UtcCalendar;

/**
 * Ruleset 205's "Winners at War": Tournament Mode, the Provisional and Final Seed Lists, the Bracket, its
 * schedule and its Bouts, each an undoable action of the log refused in the rule's words. Every Bout's
 * Configuration and run are drawn from one seed taken from the single seed source and recorded in the Bracket.
 */
public final class TournamentService {

    public static final String RULE = "Winners at War";
    public static final String DISPUTES = "Formalised Disputes";
    static final Duration RECALCULATE_WITHIN = Duration.ofHours(24);
    static final Duration QUIET = Duration.ofHours(96);
    static final Duration FINAL_AFTER = Duration.ofDays(3);
    static final Duration STAGING_AFTER = Duration.ofHours(24);
    static final Duration SET_AFTER = Duration.ofHours(12);

    private final Transactor transactor;
    private final JsonDocuments<Tournament> tournaments;
    private final WorkshopService workshop;
    private final BoutsService bouts;
    private final ActionLog log;
    private final GameClock clock;
    private final TournamentBracket brackets;
    private final TournamentPauses pausing;
    private MattersService matters;
    private RulesetService rulesets;

    public TournamentService(Transactor transactor, JsonDocuments<Tournament> tournaments, WorkshopService workshop,
                             ArenaService arena, BoutsService bouts, ActionLog log,
                             GameClock clock, LongSupplier seeds) {
        this.transactor = transactor;
        this.tournaments = tournaments;
        this.workshop = workshop;
        this.bouts = bouts;
        this.log = log;
        this.clock = clock;
        this.brackets = new TournamentBracket(workshop, arena, clock, seeds, this::houseBotsFor);
        this.pausing = new TournamentPauses(() -> matters);
        workshop.setReadinessHold(this::readinessHold);
        workshop.setTournamentModeHold(this::tournamentModeHold);
        bouts.setPracticeBouts(this::practiceBouts);
    }

    /**
     * Wires "Formalised Disputes" into the Votable Matters (done by the store): the Calls for Judgement the emperor
     * marked as requesting a pause are read from them, "Only the Announcer is permitted to enact calls for judgement
     * that request that the tournament be paused" is consulted when a matter is Enacted, and "There is no 120 hour
     * cooldown on the use of a Declaration of Victory while the game is in Tournament Mode" when a DoV is posted.
     */
    public void attachMatters(MattersService value) {
        this.matters = value;
        value.setEnactHold(this::enactHold);
        value.setDovCooldownWaived(this::dovCooldownWaived);
    }

    /** Wires the dynasty's ruleset revisions in, for "Standardised Rule Books" (done by the module). */
    public void attachRulesets(RulesetService value) {
        this.rulesets = value;
    }

    // ---------------------------------------------------------------- reading

    public Tournament tournament(long dynastyId) {
        return transactor.inTransaction(() -> tournamentOf(dynastyId));
    }

    private Tournament tournamentOf(long dynastyId) {
        return tournaments.find(Long.toString(dynastyId)).orElseGet(() -> Tournament.none(dynastyId));
    }

    /**
     * Practice Bouts: "Any Bouts fought between the start of Tournament Mode and the posting of the Final
     * Bracket are Practice Bouts".
     */
    public boolean practiceBouts(long dynastyId) {
        Tournament t = tournament(dynastyId);
        return t.started() && t.bracket() == null;
    }

    /** Whether bouts are "currently pending resolution": announced Bouts not yet run or forfeited. */
    public boolean boutsPendingResolution(long dynastyId) {
        return bouts.bouts(dynastyId).stream().anyMatch(AnnouncedBout::pending);
    }

    // ---------------------------------------------------------------- Standardised Rule Books

    /** The rule's name and the sentence that updates the link. */
    public static final String RULE_BOOKS = "Standardised Rule Books";

    /**
     * "When this rule enters the ruleset, and whenever a Round is completed (where Round is defined by Winners at
     * War), the link to the governing ruleset above should be updated by the announcer to be a link to the most recent
     * legal revision of the ruleset from its wiki history page as it exists at the time of that event occuring." The
     * emperor records the link when the rule enters the ruleset: the dynasty's latest ruleset revision. One undoable
     * action, refused when the dynasty has no ruleset revision to link to.
     */
    public Tournament linkGoverningRuleset(long dynastyId, String actor) {
        RulesetRevision latest = latestRevision(dynastyId).orElseThrow(() -> new Refusal(
                RULE_BOOKS, "The link to the governing ruleset should be a link to the most recent legal revision of "
                + "the ruleset: this dynasty has no ruleset revision yet (import its ruleset first)."));
        return log.perform(dynastyId, actor, "tournament.governing", "Standardised Rule Books: the governing ruleset "
                + "is revision " + latest.number() + " (the rule entered the ruleset)", changes -> save(changes,
                dynastyId, x -> x.withGoverning(new Tournament.GoverningRuleset(latest.number(), latest.createdAt(),
                        clock.now(), "the rule entered the ruleset"))));
    }

    private Optional<RulesetRevision> latestRevision(long dynastyId) {
        return rulesets == null ? Optional.empty() : rulesets.latest(dynastyId);
    }

    /**
     * "whenever a Round is completed (where Round is defined by Winners at War)": Winners at War defines no Round, and
     * its only rounds are the Bracket's tiers (ruling), so a tier completed by this action updates the link to the
     * dynasty's latest ruleset revision, within the same action (logged and undone with it).
     */
    private Tournament roundCompleted(long dynastyId, Tournament before, Tournament after) {
        if (before.bracket() == null || after.bracket() == null) {
            return after;
        }
        Tier completed = null;
        for (Tier t : after.bracket().tiers()) {
            Tier was = before.bracket().tiers().size() >= t.number() ? before.bracket().tiers().get(t.number() - 1)
                    : null;
            if (t.finished() != null && (was == null || !t.finished().equals(was.finished()))) {
                completed = t;
            }
        }
        if (completed == null) {
            return after;
        }
        Optional<RulesetRevision> latest = latestRevision(dynastyId);
        if (latest.isEmpty()) {
            return after;
        }
        return after.withGoverning(new Tournament.GoverningRuleset(latest.get().number(), latest.get().createdAt(),
                clock.now(), "Round completed: tier " + completed.number() + " of the Bracket"));
    }

    // ---------------------------------------------------------------- the champion's Victory

    /**
     * "The winner of the final Bout in the Tournament has achieved Victory." The Tournament's champion makes a
     * Declaration of Victory, posted in one step by the emperor (the author is the champion; its title and text name
     * the Tournament's result). The core rules decide whether it may be made ("Only an Operator other than the
     * Announcer may make a Declaration of Victory", no DoVs during an Interregnum, the failed-DoV cooldown, which
     * "Formalised Disputes" waives in Tournament Mode) and refuse it in their words; it is one undoable action.
     */
    public VotableMatter postChampionDov(long dynastyId, String actor) {
        if (matters == null) {
            throw new IllegalStateException("The Votable Matters are not attached.");
        }
        Tournament t = tournament(dynastyId);
        Tournament.Bracket bracket = t.bracket();
        if (bracket == null || bracket.champion() == null || !bracket.champion().decided()) {
            throw new Refusal(RULE, "The winner of the final Bout in the Tournament has achieved Victory: "
                    + (bracket == null ? "no Bracket has been posted." : "the final Bout has not been won yet."));
        }
        Tournament.Slot champion = bracket.champion();
        Tournament.Bout last = bracket.tiers().get(bracket.tiers().size() - 1).bouts().stream()
                .filter(b -> b.fought() && champion.playerId().equals(b.winnerId()))
                .reduce((a, b) -> b).orElse(null);
        String title = "Declaration of Victory: " + champion.name() + " won the Tournament";
        StringBuilder body = new StringBuilder();
        body.append(champion.name()).append(" (seed ").append(champion.seed()).append(") won the final Bout in the ")
                .append("Tournament");
        if (last != null) {
            Tournament.Slot loser = last.loser().orElseThrow();
            body.append(", Bout ").append(last.id()).append(" against ").append(loser.name()).append(" (seed ")
                    .append(loser.seed()).append(")");
            if (last.endedAt() != null) {
                body.append(", ended ").append(UtcCalendar.format(last.endedAt()));
            }
        }
        body.append(".\n\n\"The winner of the final Bout in the Tournament has achieved Victory.\" (Winners at War)\n\n")
                .append("Eliminated, in order: ").append(String.join(", ", bracket.tiers().stream()
                        .flatMap(tier -> tier.bouts().stream()).flatMap(b -> b.loser().stream())
                        .map(Tournament.Slot::name).toList())).append('.');
        return matters.post(dynastyId, actor, MatterKind.DOV, title, champion.playerId(),
                null, body.toString());
    }

    /** The House Bots a Bracket Bout's Configuration may draw from: the dynasty's House Bots. */
    List<Entrant> houseBotsFor(long dynastyId) {
        return bouts.houseBots(dynastyId).stream().map(HouseBot::entrant).toList();
    }

    /** The two conditions of "Winners at War"'s first paragraph, as they stand now. */
    public record Conditions(LocalDate eligibleFrom, boolean dateHolds, Instant lastReadinessChange,
                             boolean quietHolds, boolean boutsPending) {
        public boolean anyHolds() {
            return dateHolds || quietHolds;
        }
    }

    /**
     * "If the date is on or after August 22 2022 then the game has entered Tournament Mode" (the date is the
     * dynasty's, set by the emperor) and "If no Operator have had their readiness changed in the last 96 hours,
     * and no bouts are currently pending resolution, then the game has entered Tournament Mode."
     */
    public Conditions conditions(long dynastyId) {
        Tournament t = tournament(dynastyId);
        Instant now = clock.now();
        boolean date = t.eligibleFrom() != null && !UtcCalendar.day(now).isBefore(t.eligibleFrom());
        Instant last = workshop.operators(dynastyId).stream().map(o -> o.loadout().readinessSince())
                .max(Instant::compareTo).orElse(null);
        boolean pending = boutsPendingResolution(dynastyId);
        boolean quiet = (last == null || !last.isAfter(now.minus(QUIET))) && !pending;
        return new Conditions(t.eligibleFrom(), date, last, quiet, pending);
    }

    /**
     * The emperor's refusal for an Operator's own Readiness change: "Once the Final Seed List has been posted,
     * all Operators have their Readiness set to Workshop, Operators may not change their Readiness".
     */
    public Optional<String> readinessHold(long dynastyId, long playerId) {
        Tournament t = tournament(dynastyId);
        if (t.finalSeeds() == null || (t.bracket() != null && t.bracket().champion() != null)) {
            return Optional.empty();
        }
        return Optional.of("Once the Final Seed List has been posted, all Operators have their Readiness set to "
                + "Workshop, Operators may not change their Readiness: the Tournament's schedule sets it.");
    }

    // ---------------------------------------------------------------- Tournament Mode

    /**
     * The Workshop's Tournament Mode flag defers to the Tournament: once Tournament Mode has begun here ("If the
     * game is not in Tournament Mode then the rest of this rule is flavour text"), switching the flag off in the
     * Workshop is refused, as the seed lists, the Bracket and its schedule all stand on it.
     */
    public Optional<String> tournamentModeHold(long dynastyId) {
        Tournament t = tournament(dynastyId);
        if (!t.started()) {
            return Optional.empty();
        }
        return Optional.of("While a Tournament has begun (" + UtcCalendar.format(t.began()) + "; see the Tournament "
                + "tab), Tournament Mode cannot be switched off in the Workshop; undo the Tournament's start instead.");
    }

    /** The emperor sets the dynasty's date for "If the date is on or after August 22 2022". */
    public Tournament setEligibleFrom(long dynastyId, String actor, LocalDate date) {
        return log.perform(dynastyId, actor, "tournament.date", "Tournament Mode date: "
                + (date == null ? "none" : "on or after " + date), changes ->
                save(changes, dynastyId, t -> t.withEligibleFrom(date)));
    }

    /** The emperor starts Tournament Mode when a condition holds; Workshop Rules' Tournament Mode follows. */
    public Tournament start(long dynastyId, String actor) {
        Conditions c = conditions(dynastyId);
        if (tournament(dynastyId).started()) {
            throw new Refusal(RULE, "Tournament Mode has already begun.");
        }
        if (!c.anyHolds()) {
            throw new Refusal(RULE, "The game enters Tournament Mode if the date is on or after "
                    + (c.eligibleFrom() == null ? "the dynasty's date (not set)" : c.eligibleFrom().toString())
                    + ", or if no Operator have had their readiness changed in the last 96 hours"
                    + (c.lastReadinessChange() == null ? "" : " (last changed "
                    + UtcCalendar.format(c.lastReadinessChange()) + ")")
                    + " and no bouts are currently pending resolution.");
        }
        return log.perform(dynastyId, actor, "tournament.start", "Tournament Mode began", changes -> {
            workshop.updateRules(changes, dynastyId, r -> r.withTournamentMode(true));
            return save(changes, dynastyId, t -> t.withBegan(clock.now()));
        });
    }

    // ---------------------------------------------------------------- seed lists

    /**
     * The order the seed list editor starts from: the Final Seed List if posted, else the last Provisional, else
     * the Operators by name; current Operators missing from it are added at the end, others dropped.
     */
    public List<Seed> seedOrder(long dynastyId) {
        Tournament t = tournament(dynastyId);
        List<WorkshopService.Operator> ops = workshop.operators(dynastyId);
        SeedList base = t.finalSeeds() != null ? t.finalSeeds() : t.provisional();
        List<Long> order = new ArrayList<>();
        if (base != null) {
            base.seeds().forEach(s -> order.add(s.playerId()));
        }
        ops.forEach(o -> {
            if (!order.contains(o.playerId())) {
                order.add(o.playerId());
            }
        });
        Map<Long, String> names = new HashMap<>();
        ops.forEach(o -> names.put(o.playerId(), o.name()));
        List<Seed> out = new ArrayList<>();
        for (long id : order) {
            if (names.containsKey(id)) {
                out.add(new Seed(id, names.get(id), out.size() + 1));
            }
        }
        return out;
    }

    /**
     * "On the day that Tournament Mode begins or as soon as possible thereafter, the Announcer should post a
     * Provisional Seed List ... ordered from 1 being the best to the highest number being the weakest."
     */
    public SeedList postProvisional(long dynastyId, String actor, List<Long> order) {
        Tournament t = tournament(dynastyId);
        if (!t.started()) {
            throw new Refusal(RULE, "If the game is not in Tournament Mode then the rest of this rule is flavour "
                    + "text: start Tournament Mode before posting a Provisional Seed List.");
        }
        if (t.finalSeeds() != null) {
            throw new Refusal(RULE, "The Final Seed List has been posted; the Provisional Seed List is over.");
        }
        SeedList list = seedList(dynastyId, order, "Provisional Seed List");
        log.perform(dynastyId, actor, "tournament.provisional", "Posted the " + oneLine(list), changes ->
                save(changes, dynastyId, x -> x.withProvisional(list)));
        return list;
    }

    /**
     * "Three days after Tournament Mode begins or as soon as possible thereafter, the Announcer should post the
     * Final Seed List ... Once the Final Seed List has been posted, all Operators have their Readiness set to
     * Workshop".
     */
    public SeedList postFinal(long dynastyId, String actor, List<Long> order) {
        Tournament t = tournament(dynastyId);
        if (!t.started()) {
            throw new Refusal(RULE, "Tournament Mode has not begun.");
        }
        if (t.finalSeeds() != null) {
            throw new Refusal(RULE, "The Final Seed List has already been posted.");
        }
        Instant from = t.began().plus(FINAL_AFTER);
        if (clock.now().isBefore(from)) {
            throw new Refusal(RULE, "Three days after Tournament Mode begins or as soon as possible thereafter, the "
                    + "Announcer should post the Final Seed List: it may be posted from " + UtcCalendar.format(from)
                    + ".");
        }
        SeedList list = seedList(dynastyId, order, "Final Seed List");
        if (list.seeds().size() < 2) {
            throw new Refusal(RULE, "A Tournament of Bouts needs at least two Operators on the Final Seed List.");
        }
        log.perform(dynastyId, actor, "tournament.final", "Posted the " + oneLine(list)
                + "; all Operators' Readiness set to Workshop", changes -> {
            for (WorkshopService.Operator o : workshop.operators(dynastyId)) {
                if (o.loadout().readiness() != Readiness.WORKSHOP) {
                    workshop.update(changes, dynastyId, o.playerId(), l -> l.withReadiness(Readiness.WORKSHOP,
                            clock.now()));
                }
            }
            return save(changes, dynastyId, x -> x.withFinalSeeds(list));
        });
        return list;
    }

    private SeedList seedList(long dynastyId, List<Long> order, String title) {
        List<WorkshopService.Operator> ops = workshop.operators(dynastyId);
        Map<Long, String> names = new LinkedHashMap<>();
        ops.forEach(o -> names.put(o.playerId(), o.name()));
        if (order.size() != names.size() || !names.keySet().containsAll(order)
                || order.stream().distinct().count() != order.size()) {
            List<String> missing = names.entrySet().stream().filter(e -> !order.contains(e.getKey()))
                    .map(Map.Entry::getValue).toList();
            throw new Refusal(RULE, "The " + title + " is of which Operators in the Dynasty have the best Bots: it "
                    + "names every Operator once" + (missing.isEmpty() ? "" : "; missing: "
                    + String.join(", ", missing)) + ".");
        }
        List<Seed> list = new ArrayList<>();
        StringBuilder post = new StringBuilder(title).append('\n');
        for (long id : order) {
            Seed s = new Seed(id, names.get(id), list.size() + 1);
            list.add(s);
            post.append(s.seed()).append(". ").append(s.name()).append('\n');
        }
        return new SeedList(clock.now(), list, post.toString());
    }

    private static String oneLine(SeedList list) {
        return list.post().lines().findFirst().orElse("") + ": " + String.join(", ", list.seeds().stream()
                .map(s -> s.seed() + ". " + s.name()).toList());
    }

    // ---------------------------------------------------------------- the Bracket

    /**
     * "When the Final Seed List has been posted, the Announcer should at their earliest opportunity post a
     * Bracket": tier 1 organised and placed (each Bout with its Configuration and seed), later tiers drawn.
     */
    public Bracket postBracket(long dynastyId, String actor) {
        Tournament t = tournament(dynastyId);
        if (t.finalSeeds() == null) {
            throw new Refusal(RULE, "When the Final Seed List has been posted, the Announcer should post a Bracket: "
                    + "the Final Seed List has not been posted.");
        }
        if (t.bracket() != null) {
            throw new Refusal(RULE, "The Bracket has already been posted.");
        }
        return log.perform(dynastyId, actor, "tournament.bracket", "Posted the Bracket", changes -> {
            List<BracketPlanner.Entry> entries = brackets.entries(dynastyId, t.finalSeeds().seeds());
            BracketPlanner.TierPlan one = BracketPlanner.tierOne(entries);
            List<Tier> tiers = new ArrayList<>();
            tiers.add(brackets.place(dynastyId, one));
            tiers.addAll(TournamentBracket.drawAfter(one));
            Bracket drawnUp = new Bracket(clock.now(), tiers, null, List.of());
            Bracket bracket = drawnUp.withPost(new Tournament.Post(clock.now(), "Bracket",
                    BracketPost.bracket(drawnUp, t.finalSeeds(), brackets.catalogue(dynastyId))));
            save(changes, dynastyId, x -> x.withBracket(bracket));
            return bracket;
        });
    }

    // ---------------------------------------------------------------- the schedule

    /** What the schedule does next. */
    public enum StepKind { PROVISIONAL, FINAL, BRACKET, STAGING, SET, RUN, PAUSED }

    /** The next step of the Tournament, its tier (0 before the Bracket) and when it is due. */
    public record Step(StepKind kind, int tier, Instant due, String what) {
    }

    public Optional<Step> nextStep(long dynastyId) {
        Tournament t = tournament(dynastyId);
        if (!t.started()) {
            return Optional.empty();
        }
        if (t.finalSeeds() == null) {
            return Optional.of(t.provisional() == null
                    ? new Step(StepKind.PROVISIONAL, 0, t.began(), "Post the Provisional Seed List")
                    : new Step(StepKind.FINAL, 0, t.began().plus(FINAL_AFTER), "Post the Final Seed List"));
        }
        Bracket b = t.bracket();
        if (b == null) {
            return Optional.of(new Step(StepKind.BRACKET, 0, t.finalSeeds().postedAt(), "Post the Bracket"));
        }
        if (b.champion() != null) {
            return Optional.empty();
        }
        Tier tier = currentTier(b);
        int n = tier.number();
        Optional<TournamentPauses.Pause> paused = pausing.pausedNow(t);
        if (paused.isPresent()) {
            TournamentPauses.Pause p = paused.get();
            return Optional.of(new Step(StepKind.PAUSED, n, p.since(), "Paused by " + p.names() + " since "
                    + UtcCalendar.format(p.since())));
        }
        List<TournamentPauses.Interval> pauses = pausing.pauseIntervals(t);
        if (tier.staging() == null) {
            Instant base = n == 1 ? b.postedAt() : b.tiers().get(n - 2).finished();
            return Optional.of(new Step(StepKind.STAGING, n, TournamentPauses.due(base, STAGING_AFTER, pauses), "Tier " + n
                    + " Staging"));
        }
        if (tier.set() == null) {
            return Optional.of(new Step(StepKind.SET, n, TournamentPauses.due(tier.staging(), SET_AFTER, pauses), "Tier " + n
                    + " Set"));
        }
        long left = tier.bouts().stream().filter(x -> !x.fought()).count();
        return Optional.of(new Step(StepKind.RUN, n, tier.set(), "Run tier " + n + " Bouts (" + left + " left)"));
    }

    private static Tier currentTier(Bracket b) {
        return b.tiers().stream().filter(x -> !x.complete()).findFirst().orElse(b.tiers().get(b.tiers().size() - 1));
    }

    /**
     * Applies the due Staging or Set step: "24 hours after the Bracket has been posted, all Operators have their
     * Readiness set to Staging; 12 hours after that, all Operators have their Readiness set to Set"; from tier
     * 2, "all Operators due to participate in a tier 2 Bout".
     */
    public Step applyStep(long dynastyId, String actor) {
        return step(dynastyId, actor, false);
    }

    /**
     * "If the Announcer has received a clear, positive statement from all participants in a tier that they have
     * completed the activities that the needed to complete in their current Readiness setting then they may
     * bring forward the relevant deadline on a one-off basis for that tier": applies the tier's next Staging or
     * Set step now.
     */
    public Step bringForward(long dynastyId, String actor) {
        return step(dynastyId, actor, true);
    }

    private Step step(long dynastyId, String actor, boolean forward) {
        Step step = nextStep(dynastyId).orElseThrow(() -> new Refusal(RULE, "The Tournament has no scheduled step "
                + "now."));
        if (step.kind() == StepKind.PAUSED) {
            throw pausedRefusal(step);
        }
        if (step.kind() != StepKind.STAGING && step.kind() != StepKind.SET) {
            throw new Refusal(RULE, "The next step is not a Readiness deadline: " + step.what() + ".");
        }
        Instant now = clock.now();
        if (!forward && now.isBefore(step.due())) {
            throw new Refusal(RULE, step.what() + " is due " + UtcCalendar.format(step.due())
                    + "; only with a clear, positive statement from all participants in the tier may the Announcer "
                    + "bring it forward.");
        }
        Readiness target = step.kind() == StepKind.STAGING ? Readiness.STAGING : Readiness.SET;
        String summary = step.what() + (forward ? " brought forward" : "") + ": participants' Readiness set to "
                + target.word();
        log.perform(dynastyId, actor, "tournament.schedule", summary, changes -> {
            Tournament t = tournamentOf(dynastyId);
            Bracket b = t.bracket();
            Tier tier = b.tiers().get(step.tier() - 1);
            List<Long> who = step.tier() == 1
                    ? t.finalSeeds().seeds().stream().map(Seed::playerId).toList()
                    : tier.participants().stream().map(Slot::playerId).toList();
            List<Long> current = workshop.operators(dynastyId).stream().map(WorkshopService.Operator::playerId).toList();
            for (long id : who) {
                if (current.contains(id) && !b.eliminated().contains(id)) {
                    workshop.update(changes, dynastyId, id, l -> {
                        Loadout after = l.withReadiness(target, now);
                        return target == Readiness.STAGING ? bouts.applyTournamentList(after, dynastyId) : after;
                    });
                }
            }
            Tier after = target == Readiness.STAGING ? tier.withStaging(now, forward) : tier.withSet(now, forward);
            return save(changes, dynastyId, x -> x.withBracket(TournamentBracket.replaceTier(b, after)));
        });
        return step;
    }

    // ---------------------------------------------------------------- running a Bout

    /** A Bracket Bout's result and the Tournament after it. */
    public record Ran(BoutResult result, Tournament tournament) {
    }

    /**
     * Runs a placed Bracket Bout with its recorded Configuration and seed between the two Operators' Bots,
     * settles it ("not a Practice Bout") and records the winner: "Whenever an Operator loses a Bout in the
     * Tournament, they are eliminated". When the tier is complete the next is organised; "The winner of the
     * final Bout in the Tournament has achieved Victory."
     */
    public Ran runBout(long dynastyId, String actor, String boutId) {
        Bracket b = bracketOf(dynastyId);
        Bout bout = boutOf(b, boutId);
        Tier tier = b.tiers().get(bout.tier() - 1);
        if (bout.fought()) {
            throw new Refusal(RULE, "Bout " + boutId + " has been fought: " + bout.result());
        }
        if (tier.drawn() || !bout.placed()) {
            throw new Refusal(RULE, "Bout " + boutId + " is not placed yet: " + bout.first().shown() + " v "
                    + bout.second().shown() + ".");
        }
        Optional<Step> pausedStep = nextStep(dynastyId).filter(x -> x.kind() == StepKind.PAUSED);
        if (pausedStep.isPresent()) {
            throw pausedRefusal(pausedStep.get());
        }
        if (tier.set() == null) {
            throw new Refusal(RULE, "12 hours after that, all tier " + tier.number() + " participant Operators have "
                    + "their Readiness set to Set; as soon as possible thereafter, the Announcer should run the tier's "
                    + "Bouts: tier " + tier.number() + " is not Set yet.");
        }
        long firstId = bout.first().playerId();
        long secondId = bout.second().playerId();
        Loadout a = workshop.loadout(dynastyId, firstId);
        Loadout c = workshop.loadout(dynastyId, secondId);
        TournamentBracket.Fight fight = brackets.fight(dynastyId, bout, a, c);
        BoutResult result = fight.result();
        Slot winner = fight.winner();
        Slot loser = fight.loser();
        String line = fight.line();
        boolean completesRound = tier.bouts().stream().filter(x -> !x.id().equals(boutId)).allMatch(Bout::fought);
        String governing = completesRound ? latestRevision(dynastyId).map(r -> "; tier " + tier.number()
                + " completed, the governing ruleset is revision " + r.number()).orElse("") : "";
        Tournament after = log.perform(dynastyId, actor, "tournament.bout", "Bracket Bout " + boutId + ": " + line
                + "; " + loser.name() + " is eliminated" + governing, changes -> {
            // a Bracket Bout is not announced, so it is counted here; the LED Banner shows Operators' names
            List<Tournament.Settlement> settlement = brackets.settle(changes, dynastyId, result, bout);
            return save(changes, dynastyId, x -> roundCompleted(dynastyId, x, x.withBracket(brackets.recordWinner(dynastyId,
                    x.bracket(), boutId, winner.playerId(), line, settlement))));
        });
        return new Ran(result, after);
    }

    /**
     * The replay of a fought Bracket Bout, re-derived from the two sides as they fought, its Configuration and its
     * seed, so players can watch it.
     */
    public ArenaFiles.Replay replay(long dynastyId, String boutId) {
        Bout bout = boutOf(bracketOf(dynastyId), boutId);
        if (!bout.fought() || bout.settlement().size() != 2 || bout.settlement().get(0).entrant() == null) {
            throw new Refusal(RULE, "Bout " + boutId + " has no fought Bout to replay.");
        }
        Entrant a = bout.settlement().get(0).entrant();
        Entrant c = bout.settlement().get(1).entrant();
        BoutResult result = new BoutEngine(workshop.rules(dynastyId).catalogue()).run(a, c, bout.configuration(),
                bout.seed());
        return ArenaFiles.Replay.of(a, c, bout.configuration(), bout.seed(), result);
    }

    private Bracket bracketOf(long dynastyId) {
        Bracket b = tournament(dynastyId).bracket();
        if (b == null) {
            throw new Refusal(RULE, "No Bracket has been posted.");
        }
        return b;
    }

    private static Bout boutOf(Bracket b, String boutId) {
        return b.bout(boutId).orElseThrow(() -> new Refusal(RULE, "The Bracket has no Bout " + boutId + "."));
    }

    // ---------------------------------------------------------------- Formalised Disputes

    /** A Call for Judgement as the Disputes dialog lists it: pending, or marked as requesting a pause. */
    public record Dispute(long matterId, String title, Instant postedAt, boolean pending, Instant resolvedAt,
                          boolean requestsPause) {
    }

    /** The pending Calls for Judgement and those marked as requesting a pause, oldest first. */
    public List<Dispute> disputes(long dynastyId) {
        if (matters == null) {
            return List.of();
        }
        Tournament t = tournament(dynastyId);
        return matters.state(dynastyId).matters().stream()
                .filter(m -> m.kind() == MatterKind.CFJ
                        && (m.pending() || t.pauses().contains(m.id())))
                .sorted(Comparator.comparing(VotableMatter::postedAt))
                .map(m -> new Dispute(m.id(), m.title(), m.postedAt(), m.pending(), m.resolvedAt(),
                        t.pauses().contains(m.id()))).toList();
    }

    /**
     * The emperor's reading of a CfJ's text: "If the events of a bout in tournament mode are ever being challenged by
     * a call for judgement and that call for judgement's text requests a pause in the tournament, the schedule in
     * Winners at War is paused for as long as that call for judgement is not resolved". Only a pending CfJ is marked
     * or unmarked, as its pause is history once it is resolved.
     */
    public Tournament setPauseRequest(long dynastyId, String actor, long matterId, boolean requests) {
        if (matters == null) {
            throw new IllegalStateException("Votable Matters are not attached");
        }
        VotableMatter m = matters.matter(dynastyId, matterId);
        Tournament t = tournament(dynastyId);
        if (!t.started()) {
            throw new Refusal(DISPUTES, "This rule is flavour text if the game is not in Tournament Mode.");
        }
        if (m.kind() != MatterKind.CFJ) {
            throw new Refusal(DISPUTES, "\"" + m.title() + "\" is not a call for judgement.");
        }
        if (!m.pending()) {
            throw new Refusal(DISPUTES, "The CfJ \"" + m.title() + "\" is resolved, so it pauses the tournament no "
                    + "longer.");
        }
        if (t.pauses().contains(matterId) == requests) {
            return t;
        }
        List<Long> ids = new ArrayList<>(t.pauses());
        if (requests) {
            ids.add(matterId);
        } else {
            ids.remove(Long.valueOf(matterId));
        }
        return log.perform(dynastyId, actor, "tournament.pause", "CfJ \"" + m.title() + "\" "
                + (requests ? "requests" : "no longer requests") + " a pause in the tournament",
                changes -> save(changes, dynastyId, x -> x.withPauses(ids)));
    }

    private static Refusal pausedRefusal(Step paused) {
        return new Refusal(DISPUTES, "The schedule in Winners at War is paused for as long as that call for judgement "
                + "is not resolved: " + paused.what() + ".");
    }

    /** "Only the Announcer is permitted to enact calls for judgement that request that the tournament be paused." */
    private Optional<Refusal> enactHold(long dynastyId, VotableMatter m, long enacterId) {
        if (m.kind() != MatterKind.CFJ || !tournament(dynastyId).pauses().contains(m.id())) {
            return Optional.empty();
        }
        Long announcer = matters.state(dynastyId).dynasty().emperorId();
        if (announcer != null && announcer == enacterId) {
            return Optional.empty();
        }
        return Optional.of(new Refusal(DISPUTES, "Only the Announcer is permitted to enact calls for judgement that "
                + "request that the tournament be paused: \"" + m.title() + "\" requests a pause."));
    }

    /**
     * "There is no 120 hour cooldown on the use of a Declaration of Victory while the game is in Tournament Mode":
     * Tournament Mode is the Workshop's switch, which starting the Tournament sets and the Tournament holds on.
     */
    private boolean dovCooldownWaived(long dynastyId) {
        return workshop.rules(dynastyId).tournamentMode();
    }

    /**
     * "the Announcer is permitted to recalculate the results of that bout without the use of a proposal or call for
     * judgement so long as less than 24 hours have passed since the end of that bout. The new ending time for a
     * recalculated bout is considered to be the ending time of that bout's tier, with the most recent ending time
     * being used in the case of multiple recalculated bouts in the same tier." The Bout's settlement is reversed on
     * the Bots as they are now (the emperor's corrections kept), it is run again with its Configuration and seed,
     * settled, and its winner recorded; a changed winner re-places what follows from it.
     */
    public Ran recalculate(long dynastyId, String actor, String boutId) {
        Bracket b = bracketOf(dynastyId);
        Bout bout = boutOf(b, boutId);
        if (!bout.fought()) {
            throw new Refusal(DISPUTES, "Bout " + boutId + " has not been fought: there is no result to recalculate.");
        }
        Instant now = clock.now();
        if (bout.endedAt() == null || bout.settlement().size() != 2) {
            throw new Refusal(DISPUTES, "Bout " + boutId + " has no recorded ending and settlement to recalculate.");
        }
        if (!now.isBefore(bout.endedAt().plus(RECALCULATE_WITHIN))) {
            throw new Refusal(DISPUTES, "The Announcer is permitted to recalculate the results of that bout ... so "
                    + "long as less than 24 hours have passed since the end of that bout: Bout " + boutId + " ended "
                    + UtcCalendar.format(bout.endedAt()) + ".");
        }
        for (Tier later : b.tiers().subList(bout.tier(), b.tiers().size())) {
            Optional<Bout> fought = later.bouts().stream().filter(Bout::fought).findFirst();
            if (fought.isPresent()) {
                throw new Refusal(DISPUTES, "Bout " + fought.get().id() + " of tier " + later.number() + ", which "
                        + "follows from Bout " + boutId + ", has been fought: Bout " + boutId + " can no longer be "
                        + "recalculated.");
            }
            if (later.staging() != null) {
                throw new Refusal(DISPUTES, "Tier " + later.number() + "'s participants have been set to Staging: "
                        + "Bout " + boutId + " can no longer be recalculated.");
            }
        }
        String label = "Winner of " + boutId;
        b.tiers().get(bout.tier() - 1).bouts().stream().filter(x -> x.fought() && (label.equals(x.first().label())
                || label.equals(x.second().label()))).findFirst().ifPresent(x -> {
                    throw new Refusal(DISPUTES, "Bout " + x.id() + ", which follows from Bout " + boutId + ", has been "
                            + "fought: Bout " + boutId + " can no longer be recalculated.");
                });
        long firstId = bout.first().playerId();
        long secondId = bout.second().playerId();
        Loadout a = TournamentBracket.reversed(workshop.loadout(dynastyId, firstId), bout.settlement().get(0));
        Loadout c = TournamentBracket.reversed(workshop.loadout(dynastyId, secondId), bout.settlement().get(1));
        TournamentBracket.Fight fight = brackets.fight(dynastyId, bout, a, c);
        BoutResult result = fight.result();
        Slot winner = fight.winner();
        Slot loser = fight.loser();
        String line = fight.line();
        Tournament after = log.perform(dynastyId, actor, "tournament.recalculate", "Recalculated Bracket Bout "
                + boutId + ": " + line + (bout.winnerId().equals(winner.playerId()) ? " (the same winner)"
                : "; " + loser.name() + " is eliminated instead"), changes -> {
                    boolean firstAwarded = workshop.loadout(dynastyId, firstId).awardedSinceBout();
                    boolean secondAwarded = workshop.loadout(dynastyId, secondId).awardedSinceBout();
                    workshop.update(changes, dynastyId, firstId, l -> TournamentBracket.reversed(l, bout.settlement().get(0)));
                    workshop.update(changes, dynastyId, secondId, l -> TournamentBracket.reversed(l, bout.settlement().get(1)));
                    List<Tournament.Settlement> settlement = brackets.settle(changes, dynastyId, result, bout);
                    // the same Bout, recalculated: an award already taken after it stays taken ("once after each Bout")
                    workshop.update(changes, dynastyId, firstId, l -> l.withAwarded(firstAwarded));
                    workshop.update(changes, dynastyId, secondId, l -> l.withAwarded(secondAwarded));
                    return save(changes, dynastyId, x -> roundCompleted(dynastyId, x, x.withBracket(brackets.recalculated(
                            dynastyId, x.bracket(), boutId, winner.playerId(), line, settlement))));
                });
        return new Ran(result, after);
    }

    // ---------------------------------------------------------------- helpers

    private Tournament save(Changes changes, long dynastyId, UnaryOperator<Tournament> edit) {
        Optional<Tournament> before = tournaments.find(Long.toString(dynastyId));
        Tournament after = edit.apply(before.orElseGet(() -> Tournament.none(dynastyId)));
        return before.isPresent() ? changes.update(tournaments, before.get(), after)
                : changes.insert(tournaments, after);
    }
}
