package org.dynast.app.matters;

import java.time.LocalDate;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.matters.MattersState;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;

/**
 * The thread review's actions on one dynasty of a store, through the roster service (each one logged and undoable,
 * refused in the roster's words): adding a commenter as a player, recording a commenter's name as a known alias.
 */
final class ReviewDesk implements ThreadReviewViewModel.Desk {

    private final GameStore store;
    private final long dynastyId;
    private final String actor;

    ReviewDesk(GameStore store, long dynastyId, String actor) {
        this.store = store;
        this.dynastyId = dynastyId;
        this.actor = actor;
    }

    @Override
    public Map<String, String> aliases() {
        return store.roster().aliases(dynastyId);
    }

    @Override
    public ThreadReviewViewModel.Dynasty addPlayer(String name, LocalDate joinedOn) {
        store.roster().addPlayer(dynastyId, actor, name, false, joinedOn);
        return read();
    }

    @Override
    public ThreadReviewViewModel.Dynasty addAlias(String alias, String player) {
        Player who = store.roster().roster(dynastyId).byName(player)
                .orElseThrow(() -> new Refusal("Aliases", "No player named " + player + " in this dynasty."));
        store.roster().addAlias(dynastyId, actor, who.id(), alias);
        return read();
    }

    private ThreadReviewViewModel.Dynasty read() {
        MattersState state = store.matters().state(dynastyId);
        return new ThreadReviewViewModel.Dynasty(state, store.matters().engine(state.dynasty()), aliases());
    }
}
