package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.model.dynasty.Terms;
import org.junit.jupiter.api.Test;

/** A card speaks the dynasty's terms as its ruleset writes them: capitals kept, "an" before a vowel. */
class WalkthroughTermsTest {

    private static final Terms OPERATORS = new Terms("Operator", "Operators", "Announcer");
    private static final Terms WIZARDS = new Terms("Wizard", "Wizards", "King");

    @Test
    void aTermStartingWithAVowelTakesAnAndKeepsItsCapital() {
        // the new-user report: "a operator posts it", "Everyone who plays is a operator"
        assertThat(WalkthroughViewModel.inTerms("the game change: a {player} posts it", OPERATORS))
                .isEqualTo("the game change: an Operator posts it");
        assertThat(WalkthroughViewModel.inTerms("Everyone who plays is a {player}.", OPERATORS))
                .isEqualTo("Everyone who plays is an Operator.");
        assertThat(WalkthroughViewModel.inTerms("A {player} who has signed up", OPERATORS))
                .isEqualTo("An Operator who has signed up");
        assertThat(WalkthroughViewModel.inTerms("type the start of a {player}'s name", OPERATORS))
                .isEqualTo("type the start of an Operator's name");
    }

    @Test
    void aTermStartingWithAConsonantKeepsA() {
        assertThat(WalkthroughViewModel.inTerms("A {player} may have two; half the {players}; the {emperor}", WIZARDS))
                .isEqualTo("A Wizard may have two; half the Wizards; the King");
    }
}
