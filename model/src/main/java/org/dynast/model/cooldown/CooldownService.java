package org.dynast.model.cooldown;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongFunction;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.ActionCadence;
import org.dynast.model.time.Availability;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.Period;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.time.Words;

/**
 * Cooldowns of the glossary's cadenced actions, for every engine that has one ("X is a Daily
 * Action"). It answers whether a player may take an action now and, if not, why in the glossary's
 * words and from when; and it records each take through the action log, so undo frees it again.
 *
 * <ul>
 *   <li>Daily Action: "each [player] able to perform it may take that action once each day, but not
 *   more than once every ten hours."</li>
 *   <li>Daily Communal Action: "a Daily Action that can only be performed by one [player] per day."</li>
 *   <li>Weekly Action: "once each week, but not more than once every twenty-four hours."</li>
 *   <li>Weekly Communal Action: "a Weekly Action that can only be performed by one [player] per week."</li>
 * </ul>
 *
 * <p>Days and weeks are the glossary's UTC calendar entities ({@link UtcCalendar}); the spacing is a
 * per-player limit (the communal limit is the only one between players). Whether the player is
 * "able to perform it" at all is the calling engine's business. Action names match ignoring case.
 */
public final class CooldownService {

    private final Transactor transactor;
    private final PerformedActionRepository takes;
    private final PlayerRepository players;
    private final DynastyService dynasties;
    private final ActionLog log;
    private final GameClock clock;
    private LongFunction<CadenceRules> cadences = dynastyId -> CadenceRules.GLOSSARY;

    public CooldownService(Transactor transactor, PerformedActionRepository takes, PlayerRepository players,
                           DynastyService dynasties, ActionLog log, GameClock clock) {
        this.transactor = transactor;
        this.takes = takes;
        this.players = players;
        this.dynasties = dynasties;
        this.log = log;
        this.clock = clock;
    }

    /** May {@code playerId} take {@code action} now? */
    /** Where the dynasty's Daily and Weekly Action spacing comes from (its core-rules profile; wired by the store). */
    public void setCadenceRules(LongFunction<CadenceRules> source) {
        this.cadences = Objects.requireNonNull(source);
    }

    /** The dynasty's Daily and Weekly Action spacing ("not more than once every ten hours" today). */
    public CadenceRules rules(long dynastyId) {
        return cadences.apply(dynastyId);
    }

    public Availability check(long dynastyId, long playerId, String action, ActionCadence cadence) {
        return check(dynastyId, playerId, action, cadence, clock.now());
    }

    /** May {@code playerId} take {@code action} at {@code at}, given the takes recorded so far? */
    public Availability check(long dynastyId, long playerId, String action, ActionCadence cadence, Instant at) {
        String name = actionName(action);
        Objects.requireNonNull(cadence, "cadence");
        Objects.requireNonNull(at, "at");
        return transactor.inTransaction(() -> evaluate(dynastyId, player(dynastyId, playerId), name, cadence, at));
    }

    /**
     * Records that {@code playerId} takes {@code action} now, as an undoable action of its own in the
     * log ("cadence.take"); refused, changing nothing, if the cadence does not allow it.
     */
    public PerformedAction take(long dynastyId, String actor, long playerId, String action, ActionCadence cadence) {
        String name = actionName(action);
        Objects.requireNonNull(cadence, "cadence");
        Player player = transactor.inTransaction(() -> player(dynastyId, playerId));
        return log.perform(dynastyId, actor, "cadence.take",
                player.name() + " took the " + cadence.ruleName() + " '" + name + "'",
                changes -> record(changes, dynastyId, playerId, name, cadence));
    }

    /**
     * For an engine's own game action: checks the cadence and records the take among that action's
     * {@code changes}, so the action and its take are one log entry and are undone together. Call it
     * inside {@link ActionLog#perform} before applying the action's effects; it throws the
     * {@link Refusal} if the cadence does not allow the take.
     */
    public PerformedAction record(Changes changes, long dynastyId, long playerId, String action,
                                  ActionCadence cadence) {
        String name = actionName(action);
        Objects.requireNonNull(cadence, "cadence");
        Instant now = clock.now();
        return transactor.inTransaction(() -> {
            evaluate(dynastyId, player(dynastyId, playerId), name, cadence, now).orThrow();
            return changes.insert(takes, new PerformedAction(takes.nextId(), dynastyId, playerId, name,
                    cadence.ruleName(), now));
        });
    }

    /** Every recorded take in the dynasty, oldest first. */
    public List<PerformedAction> history(long dynastyId) {
        return transactor.inTransaction(() -> takes.findByDynasty(dynastyId));
    }

    /** The recorded takes of one action, oldest first. */
    public List<PerformedAction> history(long dynastyId, String action) {
        String name = actionName(action);
        return transactor.inTransaction(() -> takes.findByAction(dynastyId, name, Instant.EPOCH));
    }

    private record Limit(Instant possibleFrom, String why) {
    }

    private Availability evaluate(long dynastyId, Player player, String action, ActionCadence cadence, Instant now) {
        Terms terms = dynasties.get(dynastyId).terms();
        Period period = cadence.period();
        Instant periodStart = period.start(now, cadence.weekStart());
        Instant periodEnd = period.next(now, cadence.weekStart());
        Instant spacingStart = now.minus(cadence.minSpacing());
        Instant since = periodStart.isBefore(spacingStart) ? periodStart : spacingStart;
        List<PerformedAction> recent = takes.findByAction(dynastyId, action, since);

        List<Limit> limits = new ArrayList<>();
        String label = cadence.ruleName() + " '" + action + "'";
        Optional<PerformedAction> mineThisPeriod = recent.stream()
                .filter(t -> t.playerId() == player.id() && inPeriod(t.at(), periodStart, periodEnd))
                .max(Comparator.comparing(PerformedAction::at));
        mineThisPeriod.ifPresent(t -> limits.add(new Limit(periodEnd, label + " taken by " + player.name() + " at "
                + UtcCalendar.format(t.at()) + ": each " + terms.player() + " may take that action once each "
                + period.noun())));
        recent.stream().filter(t -> t.playerId() == player.id()).max(Comparator.comparing(PerformedAction::at))
                .filter(last -> now.isBefore(last.at().plus(cadence.minSpacing())))
                .ifPresent(last -> limits.add(new Limit(last.at().plus(cadence.minSpacing()), label + " taken by "
                        + player.name() + " at " + UtcCalendar.format(last.at()) + ": not more than once every "
                        + Words.duration(cadence.minSpacing()))));
        if (cadence.communal()) {
            recent.stream()
                    .filter(t -> t.playerId() != player.id() && inPeriod(t.at(), periodStart, periodEnd))
                    .min(Comparator.comparing(PerformedAction::at))
                    .ifPresent(t -> limits.add(new Limit(periodEnd, label + " taken by " + nameOf(t.playerId())
                            + " at " + UtcCalendar.format(t.at()) + ": it can only be performed by one "
                            + terms.player() + " per " + period.noun())));
        }
        if (limits.isEmpty()) {
            return Availability.allowed(cadence.ruleName(), now);
        }
        // The latest limit is the binding one; on a tie, the first found (the calendar period's).
        Limit binding = limits.get(0);
        for (Limit limit : limits) {
            if (limit.possibleFrom().isAfter(binding.possibleFrom())) {
                binding = limit;
            }
        }
        String from = UtcCalendar.sameDay(binding.possibleFrom(), now)
                ? UtcCalendar.formatTime(binding.possibleFrom())
                : UtcCalendar.format(binding.possibleFrom());
        return new Availability(false, cadence.ruleName(), binding.why() + "; possible again from " + from + ".",
                binding.possibleFrom());
    }

    private static boolean inPeriod(Instant t, Instant start, Instant end) {
        return !t.isBefore(start) && t.isBefore(end);
    }

    private String nameOf(long playerId) {
        return players.find(Long.toString(playerId)).map(Player::name).orElse("#" + playerId);
    }

    private Player player(long dynastyId, long playerId) {
        Terms terms = dynasties.get(dynastyId).terms();
        return players.find(Long.toString(playerId)).filter(p -> p.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal(terms.players(),
                        "No " + terms.player() + " #" + playerId + " in this dynasty."));
    }

    private static String actionName(String action) {
        String name = action == null ? "" : action.strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("A cadenced action needs a name, such as 'Repair'.");
        }
        if (name.length() > 200) {
            throw new IllegalArgumentException("An action's name is at most 200 characters long.");
        }
        return name;
    }
}
