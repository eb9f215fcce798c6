package org.dynast.model.dynasty;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.model.TestStores;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;

/**
 * "Update the Ruleset to reflect any changed terms" (Victory and Ascension): a dynasty's terms change
 * as a logged action, which can be undone and redone like any other.
 */
class DynastyTermsTest {

    @Test
    void aChangeOfTermsIsUndoneAndRedone() {
        ManualGameClock clock = TestStores.clock();
        try (GameStore store = TestStores.store(clock)) {
            Dynasty bots = TestStores.operatorsDynasty(store);
            store.dynasties().setTerms(bots.id(), "Ferrous", Terms.of("Wizard", "King"));
            assertThat(store.dynasties().get(bots.id()).terms().emperor()).isEqualTo("King");
            store.log().undo(bots.id(), "Ferrous");
            assertThat(store.dynasties().get(bots.id()).terms()).isEqualTo(new Terms("Operator", "Operators", "Announcer"));
            store.log().redo(bots.id(), "Ferrous");
            assertThat(store.dynasties().get(bots.id()).terms().player()).isEqualTo("Wizard");
        }
    }
}
