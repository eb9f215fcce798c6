package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Change;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A state brought up to date by an action's changes (issue 22: a vote costs what it changed, not the history's length)
 * is the state a whole read gives, after a vote, a changed vote, an undo, a redo, a resolution and a new matter; a
 * change to anything else asks for a whole read.
 */
class StatePatchTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final List<List<Change>> heard = new ArrayList<>();

    @AfterEach
    void close() {
        store.close();
    }

    private long player(String name) {
        return store.roster().roster(demo.id()).byName(name).orElseThrow().id();
    }

    /** Patches {@code before} with the latest action's changes and checks it against a whole read. */
    private MattersState step(MattersState before) {
        MattersState patched = store.matters().patched(before, heard.get(heard.size() - 1)).orElseThrow();
        MattersState read = store.matters().state(demo.id());
        assertThat(patched.matters()).isEqualTo(read.matters());
        assertThat(patched.votes()).isEqualTo(read.votes());
        assertThat(patched.pending()).isEqualTo(read.pending());
        assertThat(patched).isEqualTo(read);
        return patched;
    }

    @Test
    void votesUndoRedoResolutionsAndNewMattersPatchToWhatAWholeReadGives() {
        store.log().addChangeListener((dynasty, entities, changes) -> heard.add(changes));
        MattersService matters = store.matters();
        MattersState state = matters.state(demo.id());
        VotableMatter lighting = state.matters().stream().filter(m -> m.title().equals("Arena Lighting"))
                .findFirst().orElseThrow();

        matters.vote(demo.id(), "Ferrous", lighting.id(), player("Cogsworth"), VoteIcon.AGAINST, null);
        state = step(state);
        clock.advance(Duration.ofMinutes(5));
        matters.vote(demo.id(), "Ferrous", lighting.id(), player("Cogsworth"), VoteIcon.FOR, null);
        state = step(state);
        store.log().undo(demo.id(), "Ferrous");
        state = step(state);
        store.log().redo(demo.id(), "Ferrous");
        state = step(state);
        matters.resolve(demo.id(), "Ferrous", lighting.id(), Resolution.ENACT, player("Ferrous"));
        state = step(state);
        // a matter entered after the fact goes where a whole read puts it: by when it was posted
        matters.post(demo.id(), "Ferrous", MatterKind.CFJ, "Backdated", player("Gearheart"),
                clock.now().minus(Duration.ofDays(3)), "");
        state = step(state);
        store.log().undo(demo.id(), "Ferrous");
        state = step(state);

        // a player going Idle changes the roster: read it whole
        store.roster().idle(demo.id(), "Ferrous", player("Cogsworth"), IdleReason.REQUESTED);
        assertThat(matters.patched(state, heard.get(heard.size() - 1))).isEmpty();
        // an action the log kept only part of (none here) is read whole too
        assertThat(matters.patched(state, null)).isEmpty();
    }

    @Test
    void theListingIsTheWholeReadWithoutTheMattersBodiesWhichAreReadOneByOne() {
        MattersService matters = store.matters();
        MattersState whole = matters.state(demo.id());
        MattersState listing = matters.listing(demo.id());
        assertThat(whole.matters()).anySatisfy(m -> assertThat(m.body()).isNotBlank());
        assertThat(listing.matters()).allSatisfy(m -> assertThat(m.body()).isEmpty());
        assertThat(listing.matters()).isEqualTo(whole.matters().stream()
                .map(m -> new VotableMatter(m.id(), m.dynastyId(), m.kind(), m.title(), m.authorId(), m.postedAt(), "",
                        m.changesProtectedText(), m.specifiesChanges(), m.markedIllegal(), m.status(), m.resolvedAt(),
                        m.resolvedBy(), m.resolutionNote())).toList());
        assertThat(listing.votes()).isEqualTo(whole.votes());
        for (VotableMatter m : whole.matters()) {
            assertThat(matters.body(demo.id(), m.id())).isEqualTo(m.body());
        }
    }
}
