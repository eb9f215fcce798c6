package org.dynast.model.election;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Consumer;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerService;

/** A Ruleset 57 dynasty in a fresh file: President Thog "Thog" and four Candidates, every value at its default. */
final class Fixture implements AutoCloseable {

    static final String ADMIN = TestStores.ADMIN;
    static final String THOG = "Thog";
    static final List<String> NAMES = List.of("Arrow", "Brigid", "Cassius", "Dorian");

    final ManualGameClock clock = TestStores.clock();
    final GameStore store = TestStores.store(clock);
    final ElectionEngine engine = ElectionEngine.in(store);
    final TrackerService tracker = TrackerEngine.in(store).tracker();

    long found() {
        clock.set(Instant.parse("2008-08-04T10:00:00Z"));
        Dynasty d = store.dynasties().found(ADMIN, "The Election", 57, new Terms("Candidate", "Candidates",
                "President Thog"), THOG, LocalDate.of(2008, 8, 1));
        for (String n : NAMES) {
            store.roster().addPlayer(d.id(), ADMIN, n, true, LocalDate.of(2008, 8, 1));
        }
        return d.id();
    }

    void set(long id, String candidate, String column, Object value) {
        tracker.setCell(id, ADMIN, candidate, column, String.valueOf(value));
    }

    Candidate candidate(long id, String name) {
        return engine.books().candidates(id).stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    /** Seeds the books directly (as the demo does), for a state the test needs. */
    void seed(long id, Consumer<ElectionBooks.Work> body) {
        engine.books().seed(id, ADMIN, "Test set-up", w -> {
            body.accept(w);
            return null;
        });
    }

    @Override
    public void close() {
        store.close();
    }
}
