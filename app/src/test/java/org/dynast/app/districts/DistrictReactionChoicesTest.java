package org.dynast.app.districts;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.districts.District;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.districts.SeededDilemma;
import org.dynast.model.districts.rules.Downside;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Upside;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 217, the Reactions panel's choices without a window: each is offered only when it applies to the District
 * and its Dilemma, and what is chosen reaches the rules.
 */
class DistrictReactionChoicesTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("drc-" + UUID.randomUUID(), clock);
    private final Dynasty city = store.dynasties().found("Magistra", "Dead City", 217, new Terms("District",
            "Districts", "City"), "Magistra", LocalDate.of(2026, 11, 1));
    private final TrackerService tracker = TrackerEngine.in(store).tracker();

    {
        for (String name : List.of("Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh")) {
            store.roster().addPlayer(city.id(), "Magistra", name, false, null);
        }
    }

    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(city.id()));
    private final DistrictsViewModel vm = new DistrictsViewModel(session, new FakeDialogs(), TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));
    private final DistrictReactionsViewModel r = vm.reactions();

    @AfterEach
    void close() {
        store.close();
    }

    private void dilemma(int number, String up1, String down1, String up2, String down2) {
        SeededDilemma.post(store, city.id(), "Magistra", number, clock.now(), List.of(up1, up2), List.of(down1, down2));
        clock.advance(Duration.ofHours(1));
        vm.refresh();
    }

    private void set(String district, String column, Object value) {
        tracker.setCell(city.id(), "Magistra", district, column, String.valueOf(value));
    }

    private District district(String name) {
        return DistrictsEngine.in(store).districts().districts(city.id()).stream().filter(d -> d.name().equals(name))
                .findFirst().orElseThrow();
    }

    private void select(String district) {
        vm.districtProperty().set(null);
        vm.districtProperty().set(district);
    }

    /** "To Labour is to select any number of Innovations that you understand and to perform each of their Work
     * effects, in any order." Only the Work effects that apply are offered (Technological ones need an Energy Trap). */
    @Test
    void labourOffersTheWorkEffectsThatApplyAndPerformsThemInTheOrderTicked() {
        set("Cinderfold", "Innovations", "Shared Wisdom, Military Research, Gadget Repository");
        dilemma(7, "Gain 1 Defences", "Lose 1 Defences", "Gain 1 Food", "Lose 1 Defences");
        select("Cinderfold");
        // "Each type of Innovation is switched off while the relevant value is zero" (Technological: Energy Trap)
        assertThat(r.labourOptions()).containsExactly("Shared Wisdom");
        set("Cinderfold", "Energy Trap", 4);
        vm.refresh();
        select("Cinderfold");
        assertThat(r.labourOptions()).containsExactly("Shared Wisdom", "Gadget Repository");
        assertThat(r.rule("Shared Wisdom")).isEqualTo("Work effect: Gain 1 Ingenuity if you are Reacting to a Dilemma"
                + " whose number is a multiple of 7.");
        assertThat(r.gadgetAppliesProperty().get()).isFalse();

        // Shared Wisdom first gives the Ingenuity that Gadget Repository then spends
        r.labour("Shared Wisdom", true);
        r.labour("Gadget Repository", true);
        assertThat(r.labour()).containsExactly("Shared Wisdom", "Gadget Repository");
        assertThat(r.gadgetAppliesProperty().get()).isTrue();
        // "Work Effect: You may spend 1 Ingenuity to add one Upside of your choice to the Prospect."
        r.gadgetUpsideProperty().set(Upside.GAIN_5_PEOPLE);
        r.outcomeProperty().set(1);
        r.decide();

        assertThat(r.steps()).anyMatch(s -> s.startsWith("Cinderfold gains 1 Ingenuity"))
                .anyMatch(s -> s.equals("Gadget Repository: Cinderfold spends 1 Ingenuity and adds \"Gain 5 People\""
                        + " to the Prospect."));
        assertThat(district("Cinderfold").ingenuity()).isZero();
        assertThat(vm.prospectProperty().get()).isEqualTo("Gain 5 People");
    }

    @Test
    void labourOfTheSameInnovationsWithGadgetFirstHasNoIngenuityToSpend() {
        set("Cinderfold", "Innovations", "Shared Wisdom, Gadget Repository");
        set("Cinderfold", "Energy Trap", 4);
        dilemma(7, "Gain 1 Defences", "Lose 1 Defences", "Gain 1 Food", "Lose 1 Defences");
        select("Cinderfold");
        r.labour("Gadget Repository", true);
        r.labour("Shared Wisdom", true);
        r.gadgetUpsideProperty().set(Upside.GAIN_1_FOOD);
        r.decide();
        assertThat(r.steps()).contains("Gadget Repository: Cinderfold has no Ingenuity to spend; nothing happens.");
        assertThat(district("Cinderfold").ingenuity()).isEqualTo(1);
        assertThat(vm.prospectProperty().get()).isEqualTo("(empty)");
    }

    /** Improvised Shields: "If your Defences are greater than 0 and you are not Starving, any time you would lose
     * People from applying a Downside, you may choose to lose 1 Defences instead when applying that Downside." */
    @Test
    void improvisedShieldsIsOfferedWhenADownsideWouldLosePeopleAndTakesTheDefencesInstead() {
        for (String d : List.of("Ashgrove", "Brickwell")) {
            set(d, "Innovations", "Military Research, Improvised Shields");
            set(d, "Energy Trap", 4);
            set(d, "Defences", 2);
        }
        dilemma(1, "Gain 1 Food", "Lose 5 People", "Gain 1 Food", "Lose 1 Defences");
        select("Ashgrove");
        r.outcomeProperty().set(2);
        assertThat(r.shieldsApplyProperty().get()).isFalse();
        r.outcomeProperty().set(1);
        assertThat(r.shieldsApplyProperty().get()).isTrue();
        assertThat(r.improvisedShieldsProperty().get()).isTrue();
        r.decide();
        assertThat(district("Ashgrove").people()).isEqualTo(50);
        assertThat(district("Ashgrove").defences()).isEqualTo(1);

        select("Brickwell");
        r.outcomeProperty().set(1);
        r.improvisedShieldsProperty().set(false);
        r.decide();
        assertThat(district("Brickwell").people()).isEqualTo(45);
        assertThat(district("Brickwell").defences()).isEqualTo(2);
    }

    /** The Silicon Lake: "Choose to increase or decrease the Solar Field by 1" — asked only when the District would
     * Gather with a Connection to it. */
    @Test
    void theSolarFieldIsRaisedOrLoweredWhenGatheringWithTheSiliconLake() {
        tracker.setGlobal(city.id(), "Magistra", "Solar Field", "2");
        set("Dunmarsh", "Commons", "The Silicon Lake");
        set("Ashgrove", "Commons", "The Silicon Lake");
        dilemma(1, "Govern", "Lose 1 Defences", "Gain 1 Food", "Lose 1 Defences");
        select("Dunmarsh");
        r.outcomeProperty().set(2);
        assertThat(r.solarFieldAppliesProperty().get()).isFalse();
        r.outcomeProperty().set(1);
        r.governProperty().set(GovernChoice.GAIN_ORDER);
        assertThat(r.solarFieldAppliesProperty().get()).isFalse();
        r.governProperty().set(GovernChoice.GATHER);
        assertThat(r.solarFieldAppliesProperty().get()).isTrue();
        assertThat(r.solarFieldProperty().get()).isEqualTo("The Silicon Lake: Choose to increase or decrease the Solar"
                + " Field by 1 (the Solar Field is 2).");
        r.raiseSolarFieldProperty().set(true);
        r.decide();
        assertThat(r.steps()).contains("The Silicon Lake: the Solar Field is increased to 3.");
        assertThat(solarField()).isEqualTo("3");

        select("Ashgrove");
        r.outcomeProperty().set(1);
        r.governProperty().set(GovernChoice.GATHER);
        assertThat(r.solarFieldProperty().get()).endsWith("(the Solar Field is 3).");
        r.raiseSolarFieldProperty().set(false);
        r.decide();
        assertThat(r.steps()).contains("The Silicon Lake: the Solar Field is decreased to 2.");
        assertThat(solarField()).isEqualTo("2");
    }

    private String solarField() {
        return tracker.state(city.id()).globals.get("Solar Field");
    }

    /** Community Food Banks: "When Gathering, any time you perform a random selection that results in a Consequence
     * that would cause you to lose Food, you may re-roll that random selection" — asked only when it would Gather. */
    @Test
    void communityFoodBanksReRollIsAskedOnlyWhenGathering() {
        set("Brickwell", "Innovations", "Indoor Gardens, Community Food Banks");
        dilemma(1, "Govern", "Lose 1 Defences", "Gain 1 Food", "Lose 1 Food, or lose 10 People instead if you are"
                + " Starving");
        select("Brickwell");
        r.outcomeProperty().set(2);
        assertThat(r.foodBanksApplyProperty().get()).isFalse();
        r.outcomeProperty().set(1);
        r.governProperty().set(GovernChoice.INNOVATE);
        assertThat(r.foodBanksApplyProperty().get()).isFalse();
        r.governProperty().set(GovernChoice.GATHER);
        assertThat(r.foodBanksApplyProperty().get()).isTrue();
        assertThat(r.rule("Community Food Banks")).startsWith("When Gathering, any time you perform a random selection");
        r.foodBanksRerollProperty().set(false);
        assertThat(r.choices().foodBanksReroll()).isFalse();
        r.foodBanksRerollProperty().set(true);
        assertThat(r.choices().foodBanksReroll()).isTrue();
        r.decide();
        assertThat(district("Brickwell").calendar()).isEqualTo(1);
    }

    /** Communal Sway: "Immediately before you Govern, if your People exceeds the People of the District with the
     * 3rd-highest People by 25 or more, you may add one consequence of your choice to the Prospect." */
    @Test
    void communalSwayAddsTheChosenConsequenceWhenThePeopleExceedTheThirdHighestBy25() {
        set("Ashgrove", "Innovations", "Communal Sway");
        set("Ashgrove", "People", 74);
        dilemma(1, "Govern", "Lose 1 Defences", "Gain 1 Food", "Lose 1 Defences");
        select("Ashgrove");
        r.outcomeProperty().set(1);
        assertThat(r.communalSwayAppliesProperty().get()).as("74 exceeds 50 by 24").isFalse();
        set("Ashgrove", "People", 75);
        vm.refresh();
        select("Ashgrove");
        r.outcomeProperty().set(1);
        assertThat(r.communalSwayAppliesProperty().get()).isTrue();
        r.outcomeProperty().set(2);
        assertThat(r.communalSwayAppliesProperty().get()).as("Outcome 2 does not Govern").isFalse();
        r.outcomeProperty().set(1);
        r.governProperty().set(GovernChoice.GAIN_ORDER);
        r.communalSwayProperty().set(Downside.LOSE_1_INGENUITY);
        r.decide();
        assertThat(r.steps()).anyMatch(s -> s.startsWith("Communal Sway: Ashgrove's People (75) exceed the"
                + " 3rd-highest (50) by 25 or more"));
        assertThat(vm.prospectProperty().get()).startsWith("Lose 1 Ingenuity");
        assertThat(district("Ashgrove").order()).isEqualTo(5);
    }

    /** Govern: "When a District Governs, it may choose to either Gather, Innovate or gain 1 Order"; Stormbrow Peak:
     * "The District may Moot once, immediately after the completion of this Gathering". Each asked only then. */
    @Test
    void governAndMootAreAskedOnlyWhenTheOutcomeGovernsAndGathersAtStormbrowPeak() {
        set("Brickwell", "Commons", "Stormbrow Peak");
        dilemma(1, "Govern", "Lose 1 Defences", "Gain 1 Food", "Lose 1 Defences");
        select("Brickwell");
        r.outcomeProperty().set(2);
        assertThat(r.governsProperty().get()).isFalse();
        assertThat(r.mootAppliesProperty().get()).isFalse();
        r.outcomeProperty().set(1);
        assertThat(r.governsProperty().get()).isTrue();
        r.governProperty().set(GovernChoice.GAIN_ORDER);
        assertThat(r.mootAppliesProperty().get()).isFalse();
        r.governProperty().set(GovernChoice.GATHER);
        assertThat(r.mootAppliesProperty().get()).isTrue();
        select("Ashgrove");
        r.outcomeProperty().set(1);
        assertThat(r.mootAppliesProperty().get()).as("Ashgrove has no Connection to Stormbrow Peak").isFalse();
    }

    /** "A District with no Order is in Chaos. Whenever a District that is in Chaos Decides on a Dilemma, it must make
     * the selection between Outcomes at random." The panel says so and does not let the Outcome be chosen. */
    @Test
    void inChaosTheOutcomeIsShownAsDrawnAndEitherOutcomesChoicesAreOffered() {
        set("Brickwell", "Order", 0);
        set("Brickwell", "Commons", "The Silicon Lake");
        dilemma(1, "Gain 1 Food", "Lose 1 Defences", "Govern", "Lose 1 Defences");
        select("Ashgrove");
        assertThat(r.chaosProperty().get()).isEmpty();
        select("Brickwell");
        assertThat(r.chaosProperty().get()).startsWith("Brickwell is in Chaos: whenever a District that is in Chaos"
                + " Decides on a Dilemma, it must make the selection between Outcomes at random");
        r.outcomeProperty().set(1);
        r.governProperty().set(GovernChoice.GATHER);
        assertThat(r.solarFieldAppliesProperty().get()).as("Outcome 2 may be drawn, and it Governs").isTrue();
        r.decide();
        assertThat(r.steps()).anyMatch(s -> s.startsWith("Brickwell is in Chaos and must make the selection between"
                + " Outcomes at random: Outcome "));
    }
}
