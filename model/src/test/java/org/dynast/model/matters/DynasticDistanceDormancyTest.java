package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The count of players that a Dormancy rule makes: Ruleset 217's "Dormancy" ("If there are fewer than four Districts,
 * then BlogNomic is on Hiatus") read with its "Dynastic Distance" ("For the purposes of dynastic and Special Case
 * rules, the City is not a District"), and Ruleset 168's "Dormancy" ("If there are fewer than five Wizards, then
 * BlogNomic is Dormant. While BlogNomic is Dormant, actions defined by dynastic rules may not be taken, and proposals
 * may not be submitted") read with its own ("For the purposes of dynastic rules which do not deal with voting, The
 * King is not a Wizard", which does not reach a Special Case rule).
 */
class DynasticDistanceDormancyTest {

    @ParameterizedTest(name = "{0} Districts, City on the roster {1}: Hiatus {2}")
    @CsvSource({
        "3, true, true",
        "4, true, false",
        "3, false, true",
        "4, false, false",
        "5, true, false"})
    void fewerThanFourDistrictsPutsBlogNomicOnHiatusAndTheCityIsNotADistrict(int districts, boolean withCity,
                                                                              boolean hiatus) {
        // players P1..Pn; with the City, P1 is the City (the emperor) and the others are the Districts
        Scenario s = Scenario.of(217, withCity ? districts + 1 : districts);
        if (!withCity) {
            s.noEmperor();
        }
        CoreRulesEngine engine = new CoreRulesEngine(Scenario.shipped("ruleset-217"));
        assertThat(engine.countedPlayers(s.state())).isEqualTo(districts);
        assertThat(engine.onHiatus(s.state(), Scenario.NOW)).isEqualTo(hiatus);
        assertThat(engine.dormancyReasons(s.state())).as("217's Dormancy is a Hiatus, not a Dormant status").isEmpty();
        if (hiatus) {
            assertThat(engine.hiatusReasons(s.state(), Scenario.NOW))
                    .containsExactly("there are fewer than 4 Operators (" + districts + ")");
        }
    }

    @ParameterizedTest(name = "{0} players (King included): Dormant {1}")
    @CsvSource({"4, true", "5, false", "6, false"})
    void fewerThanFiveWizardsMakesBlogNomicDormantIn168AndTheKingCounts(int players, boolean dormant) {
        // Dormancy is a Special Case rule; 168's Dynastic Distance speaks only of dynastic rules, so the King counts
        Scenario s = Scenario.of(168, players);
        CoreRulesEngine engine = new CoreRulesEngine(Scenario.shipped("ruleset-168"));
        assertThat(engine.countedPlayers(s.state())).isEqualTo(players);
        assertThat(engine.dormancyReasons(s.state()).isEmpty()).isEqualTo(!dormant);
        // Dormant is not a Hiatus in 168: proposals may still be resolved, only not submitted
        assertThat(engine.hiatusReasons(s.state(), Scenario.NOW)).isEmpty();
    }
}
