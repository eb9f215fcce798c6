package org.dynast.model.districts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dynast.model.store.GameStore;

/** For the app's tests: a Dilemma with the consequences a test needs, seeded into the books as the demo seeds them. */
public final class SeededDilemma {

    private SeededDilemma() {
    }

    /** Dilemma {@code number} posted at {@code at}: Outcome 1 is upsides[0] / downsides[0], Outcome 2 the others. */
    public static void post(GameStore store, long dynastyId, String actor, int number, Instant at,
                            List<String> upsides, List<String> downsides) {
        DistrictsEngine.in(store).books().seed(dynastyId, actor, "Test set-up", w -> {
            DistrictsState.Dilemma d = new DistrictsState.Dilemma();
            d.number = number;
            d.postedAt = at;
            d.upsides = List.copyOf(upsides);
            d.downsides = List.copyOf(downsides);
            d.factions = new ArrayList<>(Arrays.asList(null, null));
            w.state.dilemmas.add(d);
            return null;
        });
    }
}
