package org.dynast.model.wizards;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerService;

/**
 * A Ruleset 168 dynasty in a fresh store: the King Brendan and five Wizards. "If there are fewer than five Wizards, then
 * BlogNomic is Dormant" counts the King (a Special Case rule, which "Dynastic Distance" does not reach), so two Wizards
 * going Idle would make it Dormant ({@code WizardsDormancyTest}).
 */
final class WizardsFixture implements AutoCloseable {

    static final String KING = "Brendan";
    static final List<String> WIZARDS = List.of("Josh", "Kevan", "Clucky", "Darth", "Amnistar");

    final ManualGameClock clock = TestStores.clock();
    final GameStore store = TestStores.store(clock);
    final long id;

    WizardsFixture() {
        id = found("Wizards and Kings");
    }

    long found(String name) {
        return found(name, List.of("tracker", WizardsModule.ID));
    }

    long found(String name, List<String> modules) {
        Dynasty d = store.dynasties().found(TestStores.ADMIN, name, 168, new Terms("Wizard", "Wizards", "King"),
                KING, LocalDate.of(2026, 11, 1), "ruleset-168", modules);
        for (String w : WIZARDS) {
            store.roster().addPlayer(d.id(), TestStores.ADMIN, w, false, null);
        }
        return d.id();
    }

    WizardsEngine engine() {
        return WizardsEngine.in(store);
    }

    TrackerService tracker() {
        return TrackerEngine.in(store).tracker();
    }

    /** Enters a cell as the emperor's correction (the tracker's bookkeeping). */
    void cell(String row, String column, String value) {
        tracker().setCell(id, TestStores.ADMIN, row, column, value);
    }

    String cellOf(String row, String column) {
        return tracker().table(id).rows().stream().filter(r -> r.name().equals(row)).findFirst().orElseThrow()
                .cells().get(column);
    }

    void undo() {
        store.log().undo(id, TestStores.ADMIN);
    }

    String export() {
        return export(id);
    }

    String export(long dynastyId) {
        StringWriter out = new StringWriter();
        try {
            store.exchange().export(dynastyId, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    @Override
    public void close() {
        store.close();
    }
}
