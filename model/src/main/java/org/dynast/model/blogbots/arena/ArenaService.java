package org.dynast.model.blogbots.arena;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.time.GameClock;

/**
 * What the emperor does with a Bout in the dynasty file: after it, the awards and the return to the
 * Workshop, applied to both Operators' workshops in one logged, undoable action.
 */
public final class ArenaService {

    private final WorkshopService workshop;
    private final ActionLog log;
    private final GameClock clock;

    public ArenaService(WorkshopService workshop, ActionLog log, GameClock clock) {
        this.workshop = workshop;
        this.log = log;
        this.clock = clock;
    }

    /**
     * Settles a Bout between the Bots of {@code firstPlayerId} and {@code secondPlayerId} (in the Bout's
     * order): "All Operators who had Bots in the Bout gain ₩1,000, plus ₩500 for each Opponent", the Bots
     * keep the Conditions the Bout left them with, and Readiness goes back to Workshop
     * ({@link AfterBout}), with each Operator's Red Mist paid out and reset and their LED Banner names updated.
     */
    public List<AfterBout.Settled> settle(long dynastyId, String actor, BoutResult result, long firstPlayerId,
                                          long secondPlayerId, boolean practice) {
        if (firstPlayerId == secondPlayerId) {
            throw new Refusal("The Arena", "A Bout is between two different Operators' Bots.");
        }
        String summary = (practice ? "Settled the Practice Bout " : "Settled the Bout ") + String.join(" v ",
                result.names()) + ": " + result.winnerName() + " won (" + result.ending() + ")";
        // A Bout run straight from the Arena tab was never announced, so it was not counted yet: "The number of
        // bouts an Operator's bot has been engaged in is publicly tracked" (an announced Bout counted when announced).
        // The LED Banner displays Operators' names, not their Bots'
        Map<Long, String> names = new HashMap<>();
        workshop.operators(dynastyId).forEach(o -> names.put(o.playerId(), o.name()));
        String firstOperator = operatorName(names, firstPlayerId);
        String secondOperator = operatorName(names, secondPlayerId);
        return log.perform(dynastyId, actor, "arena.settle", summary,
                changes -> settleIn(changes, dynastyId, result, firstPlayerId, secondPlayerId, firstOperator,
                        secondOperator, practice, true));
    }

    private static String operatorName(Map<Long, String> names, long playerId) {
        String name = names.get(playerId);
        if (name == null) {
            throw new Refusal("The Arena", "Player " + playerId + " is not an Operator with a Bot.");
        }
        return name;
    }

    /**
     * For another engine's logged action (an announced Bout run or forfeited): the same settlement among that
     * action's {@code changes}; {@code count} adds the Bout to both Bout Counts (false when the Announcement
     * already counted it: the Bout Count "includes announced bouts ... that are yet to be resolved").
     */
    public List<AfterBout.Settled> settleIn(Changes changes, long dynastyId, BoutResult result, long firstPlayerId,
                                            long secondPlayerId, String firstOperator, String secondOperator,
                                            boolean practice, boolean count) {
        Loadout first = workshop.loadout(dynastyId, firstPlayerId);
        Loadout second = workshop.loadout(dynastyId, secondPlayerId);
        List<AfterBout.Settled> settled = AfterBout.settle(result,
                new AfterBout.Participant(firstOperator, first),
                new AfterBout.Participant(secondOperator, second), clock.now(), practice);
        int add = count ? 1 : 0;
        workshop.update(changes, dynastyId, firstPlayerId,
                l -> settled.get(0).loadout().withBoutCount(settled.get(0).loadout().boutCount() + add));
        workshop.update(changes, dynastyId, secondPlayerId,
                l -> settled.get(1).loadout().withBoutCount(settled.get(1).loadout().boutCount() + add));
        return settled;
    }
}
