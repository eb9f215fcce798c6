package org.dynast.model.dynasty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.store.GameStore;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A new dynasty's name has a bound (the new-user report: a 127-character name was accepted and pushed the status bar's
 * Quorum out of sight); refused in plain words, nothing founded.
 */
class DynastyNameTest {

    private final GameStore store = TestStores.store(TestStores.clock());

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aNameOverSixtyCharactersIsRefusedAndNothingIsFounded() {
        int before = store.dynasties().all().size();
        assertThatThrownBy(() -> store.dynasties().found("Ferrous", "x".repeat(127), 190,
                Terms.of("Worker", "Factory"), null, LocalDate.of(2026, 12, 1)))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("A dynasty's name is at most 60 characters; this one has 127.");
        assertThat(store.dynasties().all()).hasSize(before);
    }

    @Test
    void aRealDynastysNameIsFounded() {
        Dynasty d = store.dynasties().found("Ferrous", "The Second Dynasty of Kevan", 190,
                Terms.of("Worker", "Factory"), null, LocalDate.of(2026, 12, 1));
        assertThat(d.name()).isEqualTo("The Second Dynasty of Kevan");
        assertThat(Dynasty.nameProblem("  ")).contains("A dynasty needs a name.");
    }
}
