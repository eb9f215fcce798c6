package org.dynast.model.blogbots.bots;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.dynast.model.Numbers;
import org.dynast.model.Refusal;
import org.dynast.model.cooldown.CooldownService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.UtcCalendar;

/**
 * The Ruleset 205 workshop: every Operator's Money, Bot, Spare Parts Bin, Readiness and Script, and
 * the workshop actions of "Bot Loadout", "Spare Parts Bin" and "Readiness", each an atomic action in
 * the log (undoable) that checks every precondition first and is refused in the rule's words.
 *
 * <p>Players who have never acted have the default loadout ({@link Loadout#fresh}) without a row;
 * the first action writes it. The emperor is not an Operator ("Dynastic Distance") and has no Bot.
 */
public final class WorkshopService {

    public static final String LOADOUT = "Bot Loadout";
    public static final String READINESS = "Readiness";
    public static final String BIN = "Spare Parts Bin";
    public static final String MAINTENANCE = "Maintenance";
    public static final String BOTSCRIPT = "BotScript";
    /** The Weekly Communal Action's name for the cooldown log. */
    public static final String WEEKLY_MONEY = "Increase all Operators' Money by 3,000";
    public static final int WEEKLY_AMOUNT = 3_000;
    /** "If the game is in Tournament Mode then each Operator may, once after each Bout, award themselves ₩1,000." */
    public static final int TOURNAMENT_AWARD = 1_000;
    /** The sentence's words, for refusals. */
    public static final String TOURNAMENT_AWARD_RULE = "If the game is in Tournament Mode then each Operator may, "
            + "once after each Bout, award themselves ₩1,000";
    /** "An Operator's Money can not surpass ₩20,000." */
    public static final String CAP_RULE = "An Operator's Money can not surpass ₩20,000";
    static final Duration READY_WAIT = Duration.ofHours(48);

    private final Transactor transactor;
    private final JsonDocuments<Loadout> loadouts;
    private final JsonDocuments<WorkshopRules> rules;
    private final PlayerRepository players;
    private final DynastyService dynasties;
    private final CooldownService cooldowns;
    private final ActionLog log;
    private final GameClock clock;
    private ReadinessHold readinessHold = (dynastyId, playerId) -> Optional.empty();
    private TournamentModeHold tournamentModeHold = dynastyId -> Optional.empty();

    public WorkshopService(Transactor transactor, JsonDocuments<Loadout> loadouts, JsonDocuments<WorkshopRules> rules,
                           PlayerRepository players, DynastyService dynasties, CooldownService cooldowns,
                           ActionLog log, GameClock clock) {
        this.transactor = transactor;
        this.loadouts = loadouts;
        this.rules = rules;
        this.players = players;
        this.dynasties = dynasties;
        this.cooldowns = cooldowns;
        this.log = log;
        this.clock = clock;
    }

    /**
     * Who else may forbid an Operator's own Readiness changes (Winners at War: "Operators may not change their
     * Readiness" once the Final Seed List is posted): given the dynasty and player, the refusal's words, if any.
     */
    @FunctionalInterface
    public interface ReadinessHold {
        Optional<String> why(long dynastyId, long playerId);
    }

    public void setReadinessHold(ReadinessHold hold) {
        this.readinessHold = hold;
    }

    /**
     * Who else may forbid switching Tournament Mode off in the Workshop (Winners at War: while a Tournament has
     * begun, Tournament Mode is the Tournament's): given the dynasty, the refusal's words, if any.
     */
    @FunctionalInterface
    public interface TournamentModeHold {
        Optional<String> why(long dynastyId);
    }

    public void setTournamentModeHold(TournamentModeHold hold) {
        this.tournamentModeHold = hold;
    }

    // ---------------------------------------------------------------- reading

    /** The dynasty's catalogue and Tournament Mode; the shipped catalogue until the emperor edits it. */
    public WorkshopRules rules(long dynastyId) {
        return transactor.inTransaction(() -> rulesOf(dynastyId));
    }

    private WorkshopRules rulesOf(long dynastyId) {
        return rules.find(Long.toString(dynastyId))
                .orElseGet(() -> new WorkshopRules(dynastyId, Catalogue.shipped(), false));
    }

    /** The Operators of the dynasty (not Idle, not the emperor) with their loadouts, by name. */
    public List<Operator> operators(long dynastyId) {
        return transactor.inTransaction(() -> {
            Dynasty dynasty = dynasties.get(dynastyId);
            List<Operator> out = new ArrayList<>();
            for (Player p : players.findByDynasty(dynastyId)) {
                if (isOperator(dynasty, p)) {
                    out.add(new Operator(p.id(), p.name(), loadoutOf(p)));
                }
            }
            out.sort(Comparator.comparing(o -> o.name().toLowerCase(Locale.ROOT)));
            return out;
        });
    }

    /**
     * The Operators' loadouts as the players may see them: everything publicly tracked, and no Script
     * ("Bots' Scripts are tracked privately by the Announcer"). For player-view exports.
     */
    public List<Operator> playerView(long dynastyId) {
        return operators(dynastyId).stream().map(o -> new Operator(o.playerId(), o.name(), o.loadout().publicView()))
                .toList();
    }

    /** One Operator's name and loadout (the script included: the emperor's view). */
    public record Operator(long playerId, String name, Loadout loadout) {
    }

    public Loadout loadout(long dynastyId, long playerId) {
        return transactor.inTransaction(() -> loadoutOf(operator(dynastyId, playerId)));
    }

    private Loadout loadoutOf(Player p) {
        return loadouts.find(Long.toString(p.id()))
                .orElseGet(() -> Loadout.fresh(p.id(), p.dynastyId(), p.name() + "'s Bot",
                        p.joinedOn().atStartOfDay(ZoneOffset.UTC).toInstant()));
    }

    private static boolean isOperator(Dynasty dynasty, Player p) {
        return !p.idle() && (dynasty.emperorId() == null || dynasty.emperorId() != p.id());
    }

    private Player operator(long dynastyId, long playerId) {
        Dynasty dynasty = dynasties.get(dynastyId);
        Player p = players.find(Long.toString(playerId)).filter(x -> x.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal(LOADOUT, "No " + dynasty.terms().player() + " #" + playerId
                        + " in this dynasty."));
        if (dynasty.emperorId() != null && dynasty.emperorId() == p.id()) {
            throw new Refusal("Dynastic Distance", "For the purposes of dynastic rules which do not deal with "
                    + "voting, the " + dynasty.terms().emperor() + " is not an " + dynasty.terms().player()
                    + ": " + p.name() + " has no Bot.");
        }
        if (p.idle()) {
            throw new Refusal("Idle Operators", p.name() + " is Idle, and Idle " + dynasty.terms().players()
                    + " are not counted as " + dynasty.terms().players() + ".");
        }
        return p;
    }

    // ---------------------------------------------------------------- engine and chassis

    /**
     * Replaces the Engine as one atomic action: the old Engine is sold ("increase their money by the
     * effective one-off cost of their engine") or binned, then the new one is bought ("by paying the
     * Effective One-off Cost of the new Engine") at the chosen Condition, or taken out of the bin.
     */
    public Loadout replaceEngine(long dynastyId, String actor, long playerId, Disposal old, String type,
                                 int condition, Source source) {
        return replace(dynastyId, actor, playerId, ComponentKind.ENGINE, old, type, condition, source);
    }

    /** As {@link #replaceEngine}, for the Chassis; the new Chassis must have hardpoints for every System. */
    public Loadout replaceChassis(long dynastyId, String actor, long playerId, Disposal old, String model,
                                  int condition, Source source) {
        return replace(dynastyId, actor, playerId, ComponentKind.CHASSIS, old, model, condition, source);
    }

    private Loadout replace(long dynastyId, String actor, long playerId, ComponentKind kind, Disposal old,
                            String type, int condition, Source source) {
        return act(dynastyId, actor, playerId, "workshop.replace-" + kind.name().toLowerCase(Locale.ROOT),
                (p, l, cat) -> {
                    hardware(p, l);
                    String name = canonical(cat, kind, type);
                    Part current = kind == ComponentKind.ENGINE ? l.bot().engine() : l.bot().chassis();
                    if (source != Source.BIN) {
                        checkCondition(condition); // what is asked for is checked before any step is taken
                    }
                    if (kind == ComponentKind.CHASSIS) {
                        int hardpoints = cat.chassis(name).orElseThrow().hardpoints();
                        if (l.bot().systems().size() > hardpoints) {
                            throw new Refusal(LOADOUT, "A single Bot may have between none and a number of Systems "
                                    + "equal to the number of hardpoints on the Bot's Chassis: " + name + " has "
                                    + hardpoints + ", and " + l.bot().name() + " has " + l.bot().systems().size()
                                    + " Systems.");
                        }
                    }
                    Loadout after = dispose(p, l, current, old, cat);
                    Part incoming;
                    if (source == Source.BIN) {
                        incoming = after.bin().stream().filter(b -> b.kind() == kind && b.name().equalsIgnoreCase(name))
                                .max(Comparator.comparingInt(Part::condition))
                                .orElseThrow(() -> new Refusal(BIN, "There is no " + name + " in " + p.name()
                                        + "'s Spare Parts Bin."));
                        after = after.withBin(removeOne(after.bin(), incoming));
                    } else {
                        incoming = new Part(kind, name, checkCondition(condition));
                        after = pay(p, after, BotFigures.effectiveCost(incoming, cat), "a " + incoming);
                    }
                    if (kind == ComponentKind.CHASSIS) {
                        after = after.withBot(after.bot().withChassis(incoming));
                    } else {
                        after = after.withBot(after.bot().withEngine(incoming));
                    }
                    String verb = old == Disposal.SELL ? "sold" : "binned";
                    return new Outcome(after, p.name() + " " + verb + " " + current + " and fitted " + incoming
                            + (source == Source.BIN ? " from the Spare Parts Bin" : " for " + money(
                            BotFigures.effectiveCost(incoming, cat))));
                });
    }

    // ---------------------------------------------------------------- systems

    /**
     * "an Operator whose Readiness is Workshop may add a System of a desired Condition to their Bot by
     * spending its Effective Cost or removing that system from their Spare Parts Bin as long as that
     * system is present in their Spare Parts Bin at that condition." Mounted at {@code position}
     * (0 is the front; beyond the back means the back).
     */
    public Loadout addSystem(long dynastyId, String actor, long playerId, String system, int condition,
                             Source source, int position) {
        return act(dynastyId, actor, playerId, "workshop.add-system", (p, l, cat) -> {
            hardware(p, l);
            String name = canonical(cat, ComponentKind.SYSTEM, system);
            Part part = Part.system(name, checkCondition(condition));
            int hardpoints = cat.chassis(l.bot().chassis().name()).map(ChassisModel::hardpoints).orElse(0);
            if (l.bot().systems().size() >= hardpoints) {
                throw new Refusal(LOADOUT, "A single Bot may have between none and a number of Systems equal to the "
                        + "number of hardpoints on the Bot's Chassis: " + l.bot().chassis().name() + " has "
                        + hardpoints + " hardpoint" + (hardpoints == 1 ? "" : "s") + ", all in use.");
            }
            Loadout after;
            if (source == Source.BIN) {
                if (l.bin().stream().noneMatch(b -> b.equals(part) || (b.sameAs(part)
                        && b.condition() == part.condition()))) {
                    throw new Refusal(BIN, "A System may be added from the Spare Parts Bin only as long as that "
                            + "system is present in the Spare Parts Bin at that condition: " + p.name()
                            + "'s bin has no " + part + ".");
                }
                after = l.withBin(removeOne(l.bin(), part));
            } else {
                after = pay(p, l, BotFigures.effectiveCost(part, cat), part.toString());
            }
            after = after.withBot(after.bot().withSystemAt(position, part));
            return new Outcome(after, p.name() + " added " + part + " to " + l.bot().name()
                    + (source == Source.BIN ? " from the Spare Parts Bin" : " for "
                    + money(BotFigures.effectiveCost(part, cat))));
        });
    }

    /**
     * "An Operator whose Readiness is not Set may remove a System from their Bot at any time by either
     * increasing their money by the Effective Cost of the system being removed or adding that system at
     * the appropriate condition to their Spare Parts Bin."
     */
    public Loadout removeSystem(long dynastyId, String actor, long playerId, int index, Disposal disposal) {
        return act(dynastyId, actor, playerId, "workshop.remove-system", (p, l, cat) -> {
            if (l.readiness() == Readiness.SET) {
                throw new Refusal(LOADOUT, "Only an Operator whose Readiness is not Set may remove a System from "
                        + "their Bot; " + p.name() + "'s Readiness is Set.");
            }
            Part part = system(l, index);
            Loadout after = dispose(p, l, part, disposal, cat).withBot(l.bot().withoutSystemAt(index));
            return new Outcome(after, p.name() + (disposal == Disposal.SELL ? " sold " : " binned ") + part
                    + " from " + l.bot().name());
        });
    }

    /**
     * Moves a System to another mount position: as the rules define no reordering, it is done as
     * removing it to the Spare Parts Bin and adding it back from there at the new position, so it
     * needs the Readiness that adding needs (Workshop). Money is unchanged.
     */
    public Loadout moveSystem(long dynastyId, String actor, long playerId, int from, int to) {
        return act(dynastyId, actor, playerId, "workshop.move-system", (p, l, cat) -> {
            hardware(p, l);
            Part part = system(l, from);
            if (to < 0 || to >= l.bot().systems().size()) {
                throw new Refusal(LOADOUT, "A Bot's Systems are listed front to back; there is no position "
                        + (to + 1) + ".");
            }
            Bot moved = l.bot().withoutSystemAt(from).withSystemAt(to, part);
            return new Outcome(l.withBot(moved), p.name() + " moved " + part.name() + " to position " + (to + 1)
                    + " of " + l.bot().name());
        });
    }

    /** "A name, which may be freely selected by the Bot's Operator and which is flavour text" (hardware: Workshop only). */
    public Loadout renameBot(long dynastyId, String actor, long playerId, String name) {
        String clean = name == null ? "" : name.strip();
        return act(dynastyId, actor, playerId, "workshop.rename", (p, l, cat) -> {
            hardware(p, l);
            if (clean.isEmpty()) {
                throw new Refusal(LOADOUT, "A Bot has a name, which may be freely selected by the Bot's Operator; "
                        + "it cannot be blank.");
            }
            return new Outcome(l.withBot(l.bot().named(clean)), p.name() + " named their Bot " + clean);
        });
    }

    // ---------------------------------------------------------------- maintenance

    /**
     * "Once in between each Bout in which they participate, while their Readiness is Workshop, an
     * Operator may add 5% condition to each component in their Bot. If the game is in Tournament Mode
     * then that increase is instead 20%."
     */
    public Loadout repair(long dynastyId, String actor, long playerId) {
        return act(dynastyId, actor, playerId, "workshop.repair", (p, l, cat) -> {
            WorkshopRules r = rulesOf(dynastyId);
            if (l.readiness() != Readiness.WORKSHOP) {
                throw new Refusal(MAINTENANCE, "Only while their Readiness is Workshop may an Operator repair; "
                        + p.name() + "'s Readiness is " + l.readiness().word() + ".");
            }
            if (l.repairedSinceBout()) {
                throw new Refusal(MAINTENANCE, "Once in between each Bout in which they participate may an Operator "
                        + "add condition to their Bot; " + p.name() + " has already done so since their last Bout.");
            }
            int step = r.tournamentMode() ? 20 : 5;
            Bot b = l.bot();
            Bot repaired = new Bot(b.name(), b.engine().withCondition(b.engine().condition() + step),
                    b.chassis().withCondition(b.chassis().condition() + step),
                    b.systems().stream().map(s -> s.withCondition(s.condition() + step)).toList());
            return new Outcome(l.withBot(repaired).withRepaired(true), p.name() + " repaired " + b.name() + " (+"
                    + step + "% to each component)");
        });
    }

    /**
     * "If the game is in Tournament Mode then each Operator may, once after each Bout, award themselves ₩1,000."
     * Once per Operator between the end of one of their Bouts and the end of the next (ruling: "after each Bout" is
     * after each Bout they fought, as the repair's "once in between each Bout"); never before their first Bout has
     * ended; refused outside Tournament Mode, and when it would take Money over ₩20,000 (Appendix: an action the
     * Operator chooses may not set an illegal value).
     */
    public Loadout awardTournamentMoney(long dynastyId, String actor, long playerId) {
        return act(dynastyId, actor, playerId, "workshop.tournament-award", (p, l, cat) -> {
            if (!rulesOf(dynastyId).tournamentMode()) {
                throw new Refusal(MAINTENANCE, TOURNAMENT_AWARD_RULE + ": the game is not in Tournament Mode.");
            }
            if (l.boutCount() == 0 || l.awardedSinceBout()) {
                throw new Refusal(MAINTENANCE, TOURNAMENT_AWARD_RULE + ": " + p.name() + (l.boutCount() == 0
                        ? " has had no Bout yet." : " has already done so since their last Bout."));
            }
            Loadout after = earn(p, l, TOURNAMENT_AWARD, "awarding themselves " + money(TOURNAMENT_AWARD));
            return new Outcome(after.withAwarded(true), p.name() + " awarded themselves " + money(TOURNAMENT_AWARD)
                    + " (Tournament Mode): " + money(l.money()) + " → " + money(after.money()));
        });
    }

    /**
     * "As a Weekly Communal Action, any Operator or Announcer may increase all Operator's Money by
     * 3,000." {@code byPlayerId} is who takes the action (the emperor may too). Taken by an Operator, it is refused
     * when it would take any Operator's Money over ₩20,000 (Appendix: "An Operator who has a choice in whether to
     * take an action ... may not take that action if ... the action would change one or more of those values to an
     * illegal value"); the Announcer is not an Operator, so theirs stands and Money "can not surpass ₩20,000".
     */
    public List<Operator> weeklyMoney(long dynastyId, String actor, long byPlayerId) {
        Player by = transactor.inTransaction(() -> players.find(Long.toString(byPlayerId))
                .filter(x -> x.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal(MAINTENANCE, "No player #" + byPlayerId + " in this dynasty.")));
        Long emperorId = dynasties.get(dynastyId).emperorId();
        boolean byOperator = emperorId == null || emperorId != byPlayerId;
        log.perform(dynastyId, actor, "workshop.weekly-money", by.name() + " increased all Operators' Money by "
                + money(WEEKLY_AMOUNT), changes -> {
                    cooldowns.record(changes, dynastyId, byPlayerId, WEEKLY_MONEY,
                            cooldowns.rules(dynastyId).weeklyCommunal());
                    if (byOperator) {
                        refuseOverCap(dynastyId);
                    }
                    for (Operator o : operators(dynastyId)) {
                        save(changes, o.loadout(), o.loadout().gaining(WEEKLY_AMOUNT));
                    }
                    return null;
                });
        return operators(dynastyId);
    }

    private void refuseOverCap(long dynastyId) {
        List<String> over = operators(dynastyId).stream()
                .filter(o -> o.loadout().wouldSurpassCap(WEEKLY_AMOUNT))
                .map(o -> o.name() + " (" + money(o.loadout().money()) + ")").toList();
        if (!over.isEmpty()) {
            throw new Refusal(LOADOUT, CAP_RULE + ": increasing all Operators' Money by " + money(WEEKLY_AMOUNT)
                    + " would take " + String.join(", ", over) + " over it, and an Operator may not take an action "
                    + "that would change a value to an illegal value.");
        }
    }

    // ---------------------------------------------------------------- readiness and script

    /**
     * Moves an Operator's Readiness along Workshop → Ready → Staging → Set → Workshop:
     * <ul>
     *   <li>"When an Operator's Readiness is Workshop and their Bot is not Trashed, they may set their
     *   Readiness to Ready at any time"</li>
     *   <li>"When an Operator's Readiness has been set to Ready for the past 48 hours, they may set it to
     *   Workshop"</li>
     *   <li>"When an Operator's Readiness is Ready and they are named in an Announcement Post then the
     *   Announcer should set their Readiness to Staging"</li>
     *   <li>"When an Operator's Readiness is Staging then they may set it to Set at any time"</li>
     *   <li>"When an Operator's Readiness is Set and they are participating in a Bout then the Announcer
     *   should set their Readiness to Workshop" (which also opens the next repair)</li>
     * </ul>
     */
    public Loadout setReadiness(long dynastyId, String actor, long playerId, Readiness target) {
        return act(dynastyId, actor, playerId, "workshop.readiness", (p, l, cat) -> {
            Readiness from = l.readiness();
            Instant now = clock.now();
            String no = p.name() + "'s Readiness is " + from.word() + "; it cannot be set to " + target.word();
            boolean operatorsOwn = target == Readiness.READY || target == Readiness.SET
                    || (target == Readiness.WORKSHOP && from == Readiness.READY);
            if (operatorsOwn) {
                readinessHold.why(dynastyId, p.id()).ifPresent(why -> {
                    throw new Refusal("Winners at War", why);
                });
            }
            switch (target) {
                case READY -> {
                    if (from != Readiness.WORKSHOP) {
                        throw new Refusal(READINESS, no + ": only from Workshop may it be set to Ready.");
                    }
                    BotFigures f = BotFigures.of(l.bot(), cat);
                    if (f.trashed()) {
                        throw new Refusal(READINESS, "Only when their Bot is not Trashed may an Operator set their "
                                + "Readiness to Ready; " + l.bot().name() + " is Trashed: "
                                + String.join(", ", f.trashedWhy()) + ".");
                    }
                }
                case WORKSHOP -> {
                    if (from == Readiness.READY) {
                        Instant ok = l.readinessSince().plus(READY_WAIT);
                        if (now.isBefore(ok)) {
                            throw new Refusal(READINESS, "Only when an Operator's Readiness has been set to Ready "
                                    + "for the past 48 hours may they set it to Workshop; " + p.name()
                                    + " may from " + UtcCalendar.format(ok) + ".");
                        }
                    } else if (from != Readiness.SET) {
                        throw new Refusal(READINESS, no + ".");
                    }
                }
                case STAGING -> {
                    if (from != Readiness.READY) {
                        throw new Refusal(READINESS, no + ": only a Readiness of Ready is set to Staging, by the "
                                + "Announcer, when named in an Announcement Post.");
                    }
                }
                case SET -> {
                    if (from != Readiness.STAGING) {
                        throw new Refusal(READINESS, no + ": only from Staging may it be set to Set.");
                    }
                }
                default -> throw new IllegalStateException();
            }
            Loadout after = l.withReadiness(target, now);
            if (from == Readiness.SET && target == Readiness.WORKSHOP) {
                after = after.withRepaired(false).withAwarded(false);
            }
            return new Outcome(after, p.name() + "'s Readiness: " + from.word() + " → " + target.word());
        });
    }

    /**
     * "An Operator may change their Bot's Script at any time by privately informing the Announcer of
     * this", but only "when the Operator's Readiness is Workshop, Ready or Staging". The log entry does
     * not quote the script.
     */
    public Loadout setScript(long dynastyId, String actor, long playerId, String script) {
        return act(dynastyId, actor, playerId, "workshop.script", (p, l, cat) -> {
            if (!l.readiness().softwareChangesAllowed()) {
                throw new Refusal(READINESS, "Changes to a Bot's software can only be made when the Operator's "
                        + "Readiness is Workshop, Ready or Staging; " + p.name() + "'s is Set.");
            }
            return new Outcome(l.withScript(script == null ? "" : script), p.name() + " changed their Bot's Script"
                    + " (private)");
        });
    }

    // ---------------------------------------------------------------- the emperor's catalogue

    /**
     * The emperor edits the catalogue (a Proposal changed a number) or switches Tournament Mode. Switching it off is
     * refused while a Tournament has begun (see {@link #setTournamentModeHold}).
     */
    public WorkshopRules updateRules(long dynastyId, String actor, UnaryOperator<WorkshopRules> edit, String summary) {
        return log.perform(dynastyId, actor, "workshop.rules", summary, changes -> {
            Optional<WorkshopRules> before = rules.find(Long.toString(dynastyId));
            WorkshopRules current = before.orElseGet(() -> rulesOf(dynastyId));
            WorkshopRules after = edit.apply(current);
            if (current.tournamentMode() && !after.tournamentMode()) {
                tournamentModeHold.why(dynastyId).ifPresent(why -> {
                    throw new Refusal("Winners at War", why);
                });
            }
            if (before.isPresent()) {
                return changes.update(rules, before.get(), after);
            }
            return changes.insert(rules, after);
        });
    }

    /** As {@link #updateRules(long, String, UnaryOperator, String)}, among another action's {@code changes}. */
    public WorkshopRules updateRules(Changes changes, long dynastyId, UnaryOperator<WorkshopRules> edit) {
        return transactor.inTransaction(() -> {
            Optional<WorkshopRules> before = rules.find(Long.toString(dynastyId));
            WorkshopRules after = edit.apply(before.orElseGet(() -> rulesOf(dynastyId)));
            return before.isPresent() ? changes.update(rules, before.get(), after) : changes.insert(rules, after);
        });
    }

    /**
     * For another engine's game action (a Bout's results: Conditions lost, Money won, Readiness back to
     * Workshop): applies {@code edit} to one Operator's loadout among that action's {@code changes}, so
     * it is logged and undone with it. Call it inside {@link ActionLog#perform}; the edit itself must
     * keep the loadout valid (Money 0..₩20,000, Conditions 0..100 %), or it throws.
     */
    public Loadout update(Changes changes, long dynastyId, long playerId, UnaryOperator<Loadout> edit) {
        return transactor.inTransaction(() -> {
            Loadout before = loadoutOf(operator(dynastyId, playerId));
            return save(changes, before, edit.apply(before));
        });
    }

    /**
     * The emperor corrects a loadout to match the gamestate ("Representations of the Gamestate"), e.g. a
     * Condition changed by a Proposal; one undoable action.
     */
    public Loadout correct(long dynastyId, String actor, long playerId, String summary, UnaryOperator<Loadout> edit) {
        return log.perform(dynastyId, actor, "workshop.correct", summary,
                changes -> update(changes, dynastyId, playerId, edit));
    }

    /** Seeds loadouts as one action that cannot be undone (the demo dynasty). */
    public void seed(long dynastyId, String actor, String summary, List<Loadout> seeded) {
        log.performFinal(dynastyId, actor, "workshop.seed", summary, changes -> {
            for (Loadout l : seeded) {
                Optional<Loadout> before = loadouts.find(Long.toString(l.playerId()));
                if (before.isPresent()) {
                    changes.update(loadouts, before.get(), l);
                } else {
                    changes.insert(loadouts, l);
                }
            }
            return null;
        });
    }

    // ---------------------------------------------------------------- helpers

    private record Outcome(Loadout after, String summary) {
    }

    @FunctionalInterface
    private interface Step {
        Outcome apply(Player player, Loadout loadout, Catalogue catalogue);
    }

    private Loadout act(long dynastyId, String actor, long playerId, String kind, Step step) {
        // Validate first, outside the log, so the summary can name what happened (after the module's gate: a Hiatus
        // or a dynasty that does not run BlogBots is the refusal, whatever else stands in the way)
        log.admit(dynastyId, kind);
        Outcome outcome = transactor.inTransaction(() -> {
            Player p = operator(dynastyId, playerId);
            return step.apply(p, loadoutOf(p), rulesOf(dynastyId).catalogue());
        });
        return log.perform(dynastyId, actor, kind, outcome.summary(), changes -> {
            Player p = operator(dynastyId, playerId);
            Loadout before = loadoutOf(p);
            Outcome again = step.apply(p, before, rulesOf(dynastyId).catalogue());
            return save(changes, before, again.after());
        });
    }

    private Loadout save(Changes changes, Loadout before, Loadout edited) {
        Loadout after = edited.blankingLostBanner();
        if (loadouts.find(Long.toString(before.playerId())).isPresent()) {
            return changes.update(loadouts, before, after);
        }
        return changes.insert(loadouts, after);
    }

    private static void hardware(Player p, Loadout l) {
        if (!l.readiness().hardwareChangesAllowed()) {
            throw new Refusal(READINESS, "Operator changes to any of a Bot's physical hardware components may only "
                    + "be made when the Operator's Readiness is Workshop; " + p.name() + "'s is "
                    + l.readiness().word() + ".");
        }
    }

    private static String canonical(Catalogue cat, ComponentKind kind, String name) {
        Optional<String> found = switch (kind) {
            case ENGINE -> cat.engine(name).map(EngineType::name);
            case CHASSIS -> cat.chassis(name).map(ChassisModel::name);
            case SYSTEM -> cat.system(name).map(SystemType::name);
        };
        return found.orElseThrow(() -> new Refusal(LOADOUT, "There is no " + kind.word() + " called '" + name
                + "' in the " + kind.word() + " table."));
    }

    private static int checkCondition(int condition) {
        if (condition < 0 || condition > 100) {
            throw new Refusal(LOADOUT, "A Condition rating is a percentage from 0% to 100%, not " + condition + "%.");
        }
        return condition;
    }

    private static Part system(Loadout l, int index) {
        if (index < 0 || index >= l.bot().systems().size()) {
            throw new Refusal(LOADOUT, l.bot().name() + " has no System at position " + (index + 1) + ".");
        }
        return l.bot().systems().get(index);
    }

    /** Sells (refused if Money would surpass ₩20,000) or bins a part taken off the Bot. */
    private static Loadout dispose(Player p, Loadout l, Part part, Disposal disposal, Catalogue cat) {
        return disposal == Disposal.SELL ? earn(p, l, BotFigures.effectiveCost(part, cat), "selling " + part)
                : l.binning(part);
    }

    /**
     * An Operator's own gain of Money. "An Operator's Money can not surpass ₩20,000", and (Appendix, Numbers and
     * Variables) "An Operator who has a choice in whether to take an action defined by a dynastic rule may not take
     * that action if ... the action would change one or more of those values to an illegal value": refused, not
     * capped (gains the Operator does not choose, such as a Bout's awards, are capped).
     */
    private static Loadout earn(Player p, Loadout l, int gain, String what) {
        if (l.wouldSurpassCap(gain)) {
            throw new Refusal(LOADOUT, CAP_RULE + ": " + what + " would take " + p.name() + "'s Money from "
                    + money(l.money()) + " to " + money(l.money() + gain) + ", and an Operator may not take an action "
                    + "that would change a value to an illegal value.");
        }
        return l.withMoney(l.money() + gain);
    }

    /** "Any action that would set those values below zero is an illegal action" (Numbers and Variables). */
    private static Loadout pay(Player p, Loadout l, int cost, String what) {
        if (cost > l.money()) {
            throw new Refusal(LOADOUT, "Paying " + money(cost) + " for " + what + " would set " + p.name()
                    + "'s Money below zero: they have " + money(l.money()) + ".");
        }
        return l.withMoney(l.money() - cost);
    }

    private static List<Part> removeOne(List<Part> bin, Part part) {
        List<Part> out = new ArrayList<>(bin);
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).sameAs(part) && out.get(i).condition() == part.condition()) {
                out.remove(i);
                return out;
            }
        }
        throw new IllegalStateException("Not in the bin: " + part);
    }

    /** "₩2,500" */
    public static String money(int amount) {
        return Numbers.money(amount);
    }
}
