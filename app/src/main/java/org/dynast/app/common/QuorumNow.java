package org.dynast.app.common;

import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.explain.Explanation;
import org.dynast.model.roster.Roster;
import org.dynast.model.store.GameStore;

/**
 * The Quorum of a whole dynasty now, as the Roster's and the status bar's badges show it, and its "why?": both from
 * the dynasty's core-rules engine (its profile's fraction), so the badge and its explanation never disagree. Called
 * off the UI thread.
 */
public final class QuorumNow {

    private QuorumNow() {
    }

    /** The Quorum of all the players of {@code roster} who are not Idle. */
    public static int of(GameStore store, Dynasty dynasty, Roster roster) {
        return store.matters().engine(dynasty).quorum(roster);
    }

    /** Why the dynasty's Quorum is what it is: the count of players who are not Idle, the fraction, its sentence. */
    public static Explanation explain(GameStore store, long dynastyId) {
        Dynasty dynasty = store.dynasties().get(dynastyId);
        Roster roster = store.roster().roster(dynastyId);
        return store.matters().engine(dynasty).explainQuorum(roster, dynasty.terms(),
                store.rulesets().current(dynastyId).orElse(null));
    }
}
