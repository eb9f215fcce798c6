package org.dynast.model.dice;

import java.util.List;
import java.util.Locale;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.GameClock;

/**
 * The dynasty's Dice Roller and its roll log. Each roll is drawn from a fresh seed that is recorded
 * with it, stored, and written through the action log, so it can be drawn again exactly and every roll
 * (and every undo of one) stays on the record. A secret roll is left out of the player view, and its
 * log summary names neither the expression nor the result (the summaries are exported).
 *
 * <p>Engines that roll as part of their own action use {@link #record} inside their
 * {@link ActionLog#perform}, so the roll and the effects it decides are one log entry.
 */
public final class DiceService {

    /** Longest purpose a roll may carry. */
    public static final int MAX_PURPOSE = 500;

    private final Transactor transactor;
    private final RollRepository rolls;
    private final PlayerRepository players;
    private final DynastyService dynasties;
    private final ActionLog log;
    private final GameClock clock;
    private final DiceRoller roller;

    public DiceService(Transactor transactor, RollRepository rolls, PlayerRepository players,
                       DynastyService dynasties, ActionLog log, GameClock clock, DiceRoller roller) {
        this.transactor = transactor;
        this.rolls = rolls;
        this.players = players;
        this.dynasties = dynasties;
        this.log = log;
        this.clock = clock;
        this.roller = roller;
    }

    public DiceRules rules() {
        return roller.rules();
    }

    /**
     * Rolls {@code expression} in the name of the player {@code rollerName}, for {@code purpose}, as
     * an action of its own in the log ("dice.roll"). A bad expression, an unknown player or a die the
     * rules do not allow is refused before anything is drawn or stored.
     */
    public Roll roll(long dynastyId, String actor, String rollerName, String expression, String purpose,
                     boolean secret) {
        RollExpression parsed = roller.parse(expression);
        String why = cleanPurpose(purpose);
        Player player = transactor.inTransaction(() -> rollerOf(dynastyId, rollerName));
        // Drawn before the transaction so the log summary can tell the result; nothing is kept if the
        // action fails, and the seed is recorded with the roll either way.
        RollResult result = DiceRoller.roll(parsed, roller.nextSeed());
        String summary = secret
                ? player.name() + " made a secret roll (hidden from the player view)"
                : player.name() + " rolled " + result.line() + (why.isEmpty() ? "" : " for " + why);
        return log.perform(dynastyId, actor, "dice.roll", summary,
                changes -> insert(changes, dynastyId, player, result, why, secret));
    }

    /**
     * For an engine's own game action: rolls and records the roll among that action's
     * {@code changes}, so undoing the action removes the roll too. Call it inside
     * {@link ActionLog#perform}.
     */
    public Roll record(Changes changes, long dynastyId, String rollerName, String expression, String purpose,
                       boolean secret) {
        RollExpression parsed = roller.parse(expression);
        String why = cleanPurpose(purpose);
        return transactor.inTransaction(() -> insert(changes, dynastyId, rollerOf(dynastyId, rollerName),
                DiceRoller.roll(parsed, roller.nextSeed()), why, secret));
    }

    private Roll insert(Changes changes, long dynastyId, Player player, RollResult result, String purpose,
                        boolean secret) {
        return changes.insert(rolls, Roll.of(rolls.nextId(), dynastyId, clock.now(), player.name(), purpose, result,
                secret));
    }

    /** Every roll of the dynasty, secret ones included, oldest first: for the emperor's console only. */
    public List<Roll> emperorView(long dynastyId) {
        return transactor.inTransaction(() -> rolls.findByDynasty(dynastyId));
    }

    /** The rolls the players may see, oldest first: every roll except the secret ones. */
    public List<Roll> playerView(long dynastyId) {
        return emperorView(dynastyId).stream().filter(r -> !r.secret()).toList();
    }

    /** Draws a logged roll again from its seed. */
    public RollResult rederive(Roll roll) {
        return roller.replay(roll.expression(), roll.seed(), roll.generator());
    }

    /** Whether drawing the roll again from its seed gives exactly the values and outcome it recorded. */
    public boolean verify(Roll roll) {
        RollResult again = rederive(roll);
        return again.values().equals(roll.values()) && again.outcome().equals(roll.outcome());
    }

    private Player rollerOf(long dynastyId, String name) {
        Terms terms = dynasties.get(dynastyId).terms();
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty()) {
            throw new Refusal("Dice Roller", "Name the " + terms.player() + " who rolls: " + terms.aPlayer()
                    + " must use their own name in the Dice Roller.");
        }
        return players.findByDynasty(dynastyId).stream()
                .filter(p -> p.name().toLowerCase(Locale.ROOT).equals(clean.toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new Refusal("Dice Roller", "There is no " + terms.player() + " named " + clean
                        + " in this dynasty: " + terms.aPlayer() + " must use their own name in the Dice Roller."));
    }

    private static String cleanPurpose(String purpose) {
        String clean = purpose == null ? "" : purpose.strip().replaceAll("\\s+", " ");
        if (clean.length() > MAX_PURPOSE) {
            throw new IllegalArgumentException("A roll's purpose is at most " + MAX_PURPOSE + " characters long.");
        }
        return clean;
    }
}
