package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Comparator;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;

/**
 * A live dynasty in the state that dead-ended walkthroughs on a copy of it (issue 31, Journey 6): three extra active
 * players raising Quorum, one more player Idle, the default author (the first active player by name) with 2
 * Proposals pending, and nothing an Admin may resolve.
 */
final class AwkwardDynasty {

    static final String[] EXTRA = {"Aardvark", "Zephyr_9", "Quillon"};

    private AwkwardDynasty() {
    }

    /** Makes {@code dynasty} awkward; returns the default author who has 2 Proposals pending. */
    static String make(GameStore store, Dynasty dynasty) {
        long id = dynasty.id();
        for (String name : EXTRA) {
            store.roster().addPlayer(id, "Admin", name, false, store.clock().today().minusDays(30));
        }
        var roster = store.roster().roster(id);
        // one more player Idle: the last active one by name who is not the emperor
        roster.active().stream().filter(p -> dynasty.emperorId() == null || p.id() != dynasty.emperorId())
                .max(Comparator.comparing(Player::name))
                .ifPresent(p -> store.roster().idle(id, "Admin", p.id(), IdleReason.REQUESTED,
                        store.clock().now().minus(Duration.ofHours(1))));
        Player author = store.roster().roster(id).active().stream().min(Comparator.comparing(Player::name))
                .orElseThrow();
        long pending = store.matters().state(id).matters().stream()
                .filter(m -> m.pending() && m.kind() == MatterKind.PROPOSAL && m.authorId() == author.id()).count();
        for (long i = pending; i < 2; i++) {
            store.matters().post(id, "Admin", MatterKind.PROPOSAL, "Pending " + (i + 1) + " of " + author.name(),
                    author.id(), null, "Left pending.");
        }
        assertThat(store.matters().pendingVerdicts(id)).as("nothing may be resolved in the live dynasty")
                .noneMatch(v -> v.enactable() || v.failable());
        assertThat(store.roster().roster(id).idlePlayers()).isNotEmpty();
        return author.name();
    }
}
