package org.dynast.model.arena;

import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.bots.Loadout;
import org.dynast.model.bots.WorkshopService;
import org.dynast.model.log.ActionLog;
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
        return log.perform(dynastyId, actor, "arena.settle", summary,
                changes -> settle(changes, dynastyId, result, firstPlayerId, secondPlayerId, practice));
    }

    /** As {@link #settle(long, String, BoutResult, long, long, boolean)}, among another action's {@code changes}. */
    public List<AfterBout.Settled> settle(org.dynast.model.log.Changes changes, long dynastyId, BoutResult result,
                                          long firstPlayerId, long secondPlayerId, boolean practice) {
        if (firstPlayerId == secondPlayerId) {
            throw new Refusal("The Arena", "A Bout is between two different Operators' Bots.");
        }
        {
            Loadout first = workshop.loadout(dynastyId, firstPlayerId);
            Loadout second = workshop.loadout(dynastyId, secondPlayerId);
            List<AfterBout.Settled> settled = AfterBout.settle(result,
                    participant(result.names().get(0), first),
                    participant(result.names().get(1), second), clock.now(), practice);
            workshop.update(changes, dynastyId, firstPlayerId, l -> settled.get(0).loadout());
            workshop.update(changes, dynastyId, secondPlayerId, l -> settled.get(1).loadout());
            return settled;
        }
    }

    private static AfterBout.Participant participant(String operator, Loadout loadout) {
        return new AfterBout.Participant(operator, loadout, loadout.redMist(), loadout.bannerNames());
    }
}
