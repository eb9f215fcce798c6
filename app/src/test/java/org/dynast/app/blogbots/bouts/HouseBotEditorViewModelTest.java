package org.dynast.app.blogbots.bouts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/** The House Bot editor without a window: the value line, the hardpoints, OK and its reason, the pre-fill. */
class HouseBotEditorViewModelTest {

    private final Catalogue catalogue = Catalogue.shipped();
    private final Messages messages = Messages.load(DynastyModules.installed());
    private final HouseBot gatekeeper = new HouseBot(1, 7, new Bot("The Gatekeeper", Part.engine("Hydraulic", 100),
            Part.chassis("Tundra Industries #9", 100), List.of(Part.system("Flipper", 100), Part.system("Plate", 100))),
            "If the space in front of the Actor is occupied by an opponent, use Flipper");
    private final HouseBot rustbucket = new HouseBot(2, 7, new Bot("Rustbucket", Part.engine("Petrol", 100),
            Part.chassis("Apex Systems X1500", 100), List.of(Part.system("Ram", 100), Part.system("Spikes", 100))),
            "move forward 2");

    private HouseBotEditorViewModel fresh() {
        return new HouseBotEditorViewModel(7, catalogue, List.of(gatekeeper, rustbucket), null, messages);
    }

    private static void add(HouseBotEditorViewModel e, String system) {
        e.systemToAddProperty().set(e.systemTypes().stream().filter(t -> t.name().equals(system)).findFirst()
                .orElseThrow());
        e.addSystem();
    }

    private static void engine(HouseBotEditorViewModel e, String name) {
        e.engineProperty().set(e.engines().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow());
    }

    private static void chassis(HouseBotEditorViewModel e, String name) {
        e.chassisProperty().set(e.chassisModels().stream().filter(x -> x.name().equals(name)).findFirst()
                .orElseThrow());
    }

    /**
     * BotScript (issue 14): "Y is the name of a single Opponent"; the editor reads a House Bot's Script knowing the
     * Operators' Bots and the other House Bots, so a name of several words is read whole.
     */
    @Test
    void theScriptNamesTheBotsInPlayWhole() {
        HouseBotEditorViewModel e = new HouseBotEditorViewModel(7, catalogue, List.of(gatekeeper, rustbucket), null,
                messages, List.of("Tick Tock", "Clanky"));
        e.scriptProperty().set("If the current turn is 2, then move 2 times towards opponent Tick Tock\n"
                + "If the current turn is 3, then move 2 times towards opponent The Gatekeeper\n"
                + "If the current turn is 4, then move 2 times towards opponent Tick Tack");
        assertThat(e.readBack()).hasSize(3);
        assertThat(e.readBack().get(0)).startsWith("1: #1 If the current turn is 2, then move 2 times towards opponent "
                + "Tick Tock");
        assertThat(e.readBack().get(1)).startsWith("2: #2 If the current turn is 3, then move 2 times towards opponent "
                + "The Gatekeeper");
        assertThat(e.readBack().get(2)).isEqualTo("3: ignored");
        assertThat(e.diagnostics()).anySatisfy(d -> assertThat(d).startsWith("\u2716 3:")
                .contains("\"Tick Tack\" is not the name of a Bot in play"));
    }

    @Test
    void aNewHouseBotStartsFromTheDefaultsAndOkWaitsForANameASystemAndAScript() {
        // "A House Bot must have a name, an engine, chassis and at least one system ..., and a script"
        HouseBotEditorViewModel e = fresh();
        assertThat(e.amending()).isFalse();
        assertThat(e.engineProperty().get().name()).isEqualTo("Petrol");
        assertThat(e.chassisProperty().get().name()).isEqualTo("Apex Systems X1500");
        assertThat(e.okDisabledProperty().get()).isTrue();
        assertThat(e.problemProperty().get()).contains("has no name");
        e.nameProperty().set("Tinny");
        assertThat(e.problemProperty().get()).contains("Tinny has no system");
        add(e, "Plate");
        assertThat(e.problemProperty().get()).contains("Tinny has no script");
        assertThat(e.result()).isEmpty();
        e.scriptProperty().set("move forward 1");
        assertThat(e.okDisabledProperty().get()).isFalse();
        assertThat(e.problemProperty().get()).isEmpty();
        assertThat(e.result()).hasValueSatisfying(r -> {
            assertThat(r.bot().name()).isEqualTo("Tinny");
            assertThat(r.bot().systems()).extracting(Part::name).containsExactly("Plate");
            assertThat(r.script()).isEqualTo("move forward 1");
        });
    }

    @Test
    void theValueLineShowsWhichLimitAppliesBesideTheOtherHouseBots() {
        // "One House Bot may have a Bot Value of up to ₩15,000; the other two must have Bot Values that do not exceed
        // ₩12,000": The Gatekeeper (₩12,450) is the one, so a new House Bot may have up to ₩12,000.
        HouseBotEditorViewModel e = fresh();
        e.nameProperty().set("Pricey");
        add(e, "Plate");
        e.scriptProperty().set("move forward 1");
        assertThat(e.valueLineProperty().get()).isEqualTo(
                "Bot Value ₩6,700 · may be up to ₩12,000 (The Gatekeeper already exceeds ₩12,000, so the other two "
                        + "may not)");
        engine(e, "Nuclear"); // 9,700 + 2,500 + 200
        assertThat(e.overLimitProperty().get()).isTrue();
        assertThat(e.valueLineProperty().get()).startsWith("Bot Value ₩12,400 exceeds the ₩12,000 allowed");
        assertThat(e.okDisabledProperty().get()).isTrue();
        assertThat(e.problemProperty().get()).contains("the other two must have Bot Values that do not exceed "
                + "₩12,000");
        assertThat(e.result()).isEmpty();
    }

    @Test
    void editingPrefillsTheHouseBotAndItMayStayTheOneAboveTwelveThousand() {
        HouseBotEditorViewModel e = new HouseBotEditorViewModel(7, catalogue, List.of(gatekeeper, rustbucket),
                gatekeeper, messages);
        assertThat(e.amending()).isTrue();
        assertThat(e.nameProperty().get()).isEqualTo("The Gatekeeper");
        assertThat(e.engineProperty().get().name()).isEqualTo("Hydraulic");
        assertThat(e.chassisProperty().get().name()).isEqualTo("Tundra Industries #9");
        assertThat(e.systems()).containsExactly("Flipper", "Plate");
        assertThat(e.scriptProperty().get()).startsWith("If the space in front");
        assertThat(e.valueLineProperty().get()).isEqualTo("Bot Value ₩12,450 · may be up to ₩15,000 (the one House "
                + "Bot that may exceed ₩12,000: no other does)");
        assertThat(e.okDisabledProperty().get()).isFalse();
        assertThat(e.readBack()).isNotEmpty();
        assertThat(e.scriptSummaryProperty().get()).startsWith("1 of 10 Triggers will run");
    }

    @Test
    void theSystemsAreLimitedByTheChassisHardpointsAndReordered() {
        // Bot Loadout: "a single Bot may have between none and a number equal to the number of hardpoints on the
        // Bot's Chassis"
        HouseBotEditorViewModel e = fresh();
        e.nameProperty().set("Tinny");
        e.scriptProperty().set("move forward 1");
        add(e, "Ram");
        add(e, "Plate");
        assertThat(e.hardpointsLineProperty().get()).isEqualTo("2 of 2 hardpoints used");
        assertThat(e.canAddProperty().get()).isFalse();
        add(e, "Spikes");
        assertThat(e.systems()).containsExactly("Ram", "Plate");
        assertThat(e.canMoveDownProperty().get()).isFalse(); // Plate, just added, is selected and last
        e.moveSystemUp();
        assertThat(e.systems()).containsExactly("Plate", "Ram");
        assertThat(e.selectedSystemProperty().get()).isZero();
        chassis(e, "Frictionless Inquisitor");
        assertThat(e.okDisabledProperty().get()).isTrue();
        assertThat(e.problemProperty().get()).contains("Frictionless Inquisitor has 1, and Tinny has 2");
        e.removeSystem();
        assertThat(e.systems()).containsExactly("Ram");
        assertThat(e.okDisabledProperty().get()).isFalse();
    }

    @Test
    void theLineSaysWhetherItWouldBeDefunct() {
        // "If a Bot has Systems and a Chassis whose combined Consumption exceeds its Engine's Effective Power Output,
        // the Bot is considered to be Defunct."
        HouseBotEditorViewModel e = fresh();
        e.nameProperty().set("Flat");
        e.scriptProperty().set("move forward 1");
        add(e, "Flipper");
        assertThat(e.defunctProperty().get()).isFalse();
        assertThat(e.powerLineProperty().get()).isEqualTo(
                "Consumption 385 of Effective Power Output 550: not Defunct");
        engine(e, "Electric");
        assertThat(e.defunctProperty().get()).isTrue();
        assertThat(e.powerLineProperty().get()).startsWith("Defunct: Consumption 385 exceeds Effective Power Output 240");
    }
}
