package org.dynast.model.districts;

import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerService;

/** A Ruleset 217 dynasty in a fresh file: the City Magistra and four Districts, every value at its default. */
final class Fixture implements AutoCloseable {

    static final String ADMIN = TestStores.ADMIN;
    static final String CITY = "Magistra";
    static final List<String> NAMES = List.of("Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh");

    final ManualGameClock clock = TestStores.clock();
    final GameStore store = TestStores.store(clock);
    final DistrictsEngine engine = DistrictsEngine.in(store);
    final TrackerService tracker = TrackerEngine.in(store).tracker();

    long found(String name) {
        Dynasty d = store.dynasties().found(ADMIN, name, 217, new Terms("District", "Districts", "City"), CITY,
                LocalDate.of(2026, 11, 1));
        for (String n : NAMES) {
            store.roster().addPlayer(d.id(), ADMIN, n, false, null);
        }
        return d.id();
    }

    long found() {
        return found("Dead City");
    }

    void set(long id, String district, String column, Object value) {
        tracker.setCell(id, ADMIN, district, column, String.valueOf(value));
    }

    District district(long id, String name) {
        return engine.districts().districts(id).stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
    }

    /** Seeds the books directly (as the demo does), for a state the test needs. */
    void seed(long id, Consumer<Books.Work> body) {
        engine.books().seed(id, ADMIN, "Test set-up", w -> {
            body.accept(w);
            return null;
        });
    }

    /** Dilemmas 1..count, posted a day apart up to now minus {@code ageOfLast}, each reacted to by every District. */
    void dilemmas(long id, int count, Duration ageOfLast) {
        seed(id, w -> {
            for (int i = 1; i <= count; i++) {
                DistrictsState.Dilemma d = new DistrictsState.Dilemma();
                d.number = w.state.dilemmas.size() + 1;
                d.postedAt = clock.now().minus(ageOfLast).minus(Duration.ofDays(count - i));
                d.upsides = List.of("Gain 1 Food", "Gain 1 Ingenuity");
                d.downsides = List.of("Lose 1 Defences", "Lose 5 People");
                d.factions = new ArrayList<>(Arrays.asList(null, null));
                for (String n : NAMES) {
                    DistrictsState.Reaction r = new DistrictsState.Reaction();
                    r.kind = "Pass";
                    r.at = d.postedAt.plusSeconds(60);
                    d.reactions.put(n, r);
                }
                w.state.dilemmas.add(d);
            }
        });
    }

    void faction(long id, String name, String... culture) {
        seed(id, w -> {
            DistrictsState.Faction f = new DistrictsState.Faction();
            f.name = name;
            f.culture = List.of(culture);
            w.state.factions.add(f);
        });
    }

    @Override
    public void close() {
        store.close();
    }
}
