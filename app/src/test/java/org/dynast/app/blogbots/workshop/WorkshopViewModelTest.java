package org.dynast.app.blogbots.workshop;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Workshop tab's behaviour on the demo dynasty's bots, without a window. */
class WorkshopViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("wvm-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final WorkshopViewModel vm = new WorkshopViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        session.close();
    }

    private void pick(String system) {
        vm.selectedCatalogueProperty().set(vm.catalogue().stream().filter(r -> r.name().equals(system)).findFirst()
                .orElseThrow());
    }

    @Test
    void showsTheOperatorsAndTheirBotsButNotTheAnnouncerOrIdleOnes() {
        assertThat(vm.operators()).containsExactly("Brass_Monkey", "Cogsworth", "Dr.Volt", "Gearheart", "O'Malley",
                "Rivet-7");
        assertThat(vm.operatorProperty().get()).isEqualTo("Brass_Monkey");
        assertThat(vm.botNameProperty().get()).isEqualTo("Clanky");
        assertThat(vm.moneyProperty().get()).isEqualTo("₩12,600");
        assertThat(vm.slots()).extracting(WorkshopViewModel.SlotRow::name).containsExactly("Ram", "Plate");
        assertThat(vm.gaugeTextProperty().get()).isEqualTo("Consumption 285 of Effective Power Output 495");
        assertThat(vm.catalogue()).hasSize(26);
        assertThat(vm.standingProperty().get()).isEqualTo("Bout Count 0 \u00b7 Red Mist 0 \u00b7 LED Banner: none fitted");
        vm.operatorProperty().set("Cogsworth"); // the LED Banner in the bin keeps its names
        assertThat(vm.standingProperty().get()).isEqualTo("Bout Count 0 \u00b7 Red Mist 0 \u00b7 LED Banner: Brass_Monkey");
    }

    @Test
    void warnsBeforeABuyWouldMakeTheBotDefunct() {
        vm.operatorProperty().set("Gearheart"); // Hydraulic 1,100 with its battery; 695 used; 3 of 4 hardpoints
        assertThat(vm.engineProperty().get())
                .isEqualTo("Engine: Hydraulic at 75% (100% with Back-up Battery) \u00b7 Effective Power Output 1,100");
        pick("Ram");
        assertThat(vm.previewProperty().get()).startsWith("Adding Ram costs ₩1,100");
        vm.operatorProperty().set("Brass_Monkey");
        vm.move(0, 1);
        assertThat(vm.slots()).extracting(WorkshopViewModel.SlotRow::name).containsExactly("Plate", "Ram");
        vm.move(1, 0);
        vm.selectedSlotProperty().set(1);
        vm.sellSelected(); // Plate at 60%: +₩120
        assertThat(vm.moneyProperty().get()).isEqualTo("₩12,720");
        pick("Taser");
        assertThat(vm.previewProperty().get()).isEqualTo("Adding Taser would make this bot Defunct: 575 > 495");
        assertThat(vm.previewIsBadProperty().get()).isTrue();
    }

    @Test
    void defunctAndTrashedWarnings() {
        vm.operatorProperty().set("Dr.Volt");
        assertThat(vm.warningProperty().get()).startsWith("DEFUNCT: consumption 400 > power 240");
        assertThat(vm.defunctProperty().get()).isTrue();
        vm.operatorProperty().set("O'Malley");
        assertThat(vm.warningProperty().get()).contains("TRASHED: its Engine's Condition is 0%");
    }

    @Test
    void buyFilterAndRefusal() {
        vm.operatorProperty().set("Cogsworth"); // ₩1,250
        vm.affordableOnlyProperty().set(true);
        assertThat(vm.catalogue()).extracting(WorkshopViewModel.CatalogueRow::name)
                .contains("Grinder", "Plate").doesNotContain("Axe");
        vm.affordableOnlyProperty().set(false);
        vm.maxConsumptionProperty().set("0");
        assertThat(vm.catalogue()).extracting(WorkshopViewModel.CatalogueRow::name)
                .containsExactly("Plate", "Back-up Battery", "Giant Mitt");
        vm.maxConsumptionProperty().set("");
        pick("Plate");
        vm.addSelected();
        assertThat(vm.moneyProperty().get()).isEqualTo("₩1,050");
        pick("Ram");
        vm.addSelected();
        assertThat(vm.messageIsErrorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).startsWith("A single Bot may have between none and a number of Systems");
    }

    @Test
    void scriptReadBackDiagnosticsAndSave() {
        vm.operatorProperty().set("Cogsworth");
        assertThat(vm.readBack()).hasSize(4);
        vm.scriptProperty().set("If the Actor is Flipped, turn around\nIf the Actor has Stunned, block");
        assertThat(vm.readBack()).containsExactly("1: #1 If the Actor has Flipped, turn to face the other way",
                "2: ignored");
        assertThat(vm.diagnostics()).hasSize(2);
        assertThat(vm.diagnostics().get(1)).startsWith("✖ 2:18  \"Stunned\" is neither a Status");
        assertThat(vm.scriptDirtyProperty().get()).isTrue();
        vm.saveScript();
        assertThat(vm.scriptDirtyProperty().get()).isFalse();
        assertThat(BlogBots.in(store).workshop().loadout(demo.id(), store.roster().roster(demo.id()).byName("Cogsworth")
                .orElseThrow().id()).script()).startsWith("If the Actor is Flipped");
    }

    /**
     * BotScript (issue 14): "Y is the name of a single Opponent", and a Bot's name "may be freely selected by the Bot's
     * Operator": the Workshop reads a Script knowing the dynasty's Bots and House Bots, so "Tick Tock" and "The
     * Gatekeeper" are read whole, and a name no Bot has is ignored with an error on its line that lists the names.
     */
    @Test
    void scriptsNameTheDynastysBotsAndHouseBotsWhole() {
        vm.operatorProperty().set("Cogsworth"); // Tick Tock, with an Advanced Logic Module
        vm.scriptProperty().set("If The Gatekeeper's chassis has a Condition that is less than 90%, block\n"
                + "If the current turn is 2, then move 2 times towards opponent Heartbreaker\n"
                + "If the current turn is 3, then move 1 times towards opponent Sir Nobody");
        assertThat(vm.readBack()).containsExactly(
                "1: #1 If The Gatekeeper's chassis has a Condition that is less than 90%, block",
                "2: #2 If the current turn is 2, then move 2 times towards opponent Heartbreaker",
                "3: ignored");
        assertThat(vm.diagnostics()).singleElement().satisfies(d -> assertThat(d)
                .startsWith("\u2716 3:")
                .contains("\"Sir Nobody\" is not the name of a Bot in play", "Tick Tock", "The Gatekeeper", "Rustbucket"));
        vm.operatorProperty().set("Brass_Monkey"); // Clanky may name Tick Tock
        vm.scriptProperty().set("If the current turn is 2, then move 2 times towards opponent tick tock");
        assertThat(vm.readBack()).singleElement().satisfies(l -> assertThat(l).startsWith(
                "1: #1 If the current turn is 2, then move 2 times towards opponent Tick Tock"));
    }

    @Test
    void readinessAndRepair() {
        vm.operatorProperty().set("Brass_Monkey");
        vm.repair();
        assertThat(vm.engineProperty().get()).startsWith("Engine: Petrol at 95%");
        vm.repair();
        assertThat(vm.messageProperty().get()).startsWith("Once in between each Bout");
        assertThat(vm.nextReadiness()).isEqualTo(Readiness.READY);
        vm.setReadiness(Readiness.READY);
        assertThat(vm.readinessProperty().get()).startsWith("Ready");
        assertThat(vm.nextReadiness()).isEqualTo(Readiness.STAGING);
        vm.weeklyMoney();
        assertThat(vm.moneyProperty().get()).isEqualTo("₩15,600");
        vm.rename("Clanky II");
        assertThat(vm.messageProperty().get()).startsWith("Operator changes to any of a Bot's physical hardware");
        vm.operatorProperty().set("Rivet-7");
        vm.rename("  Rusty  ");
        assertThat(vm.botNameProperty().get()).isEqualTo("Rusty");
    }

    /**
     * "If the game is in Tournament Mode then each Operator may, once after each Bout, award themselves ₩1,000." The
     * Workshop offers it for the shown Operator; outside Tournament Mode it is refused in those words.
     */
    @Test
    void tournamentModeAwardFromTheWorkshop() {
        var ws = BlogBots.in(store).workshop();
        vm.operatorProperty().set("Brass_Monkey");
        vm.awardTournamentMoney();
        assertThat(vm.messageProperty().get()).contains("If the game is in Tournament Mode then each Operator may, "
                + "once after each Bout, award themselves ₩1,000: the game is not in Tournament Mode.");
        assertThat(vm.moneyProperty().get()).isEqualTo("₩12,600");
        vm.setTournamentMode(true);
        long brass = ws.operators(demo.id()).stream().filter(o -> o.name().equals("Brass_Monkey")).findFirst()
                .orElseThrow().playerId();
        ws.correct(demo.id(), "Ferrous", brass, "Brass_Monkey's Bout is over", l -> l.withBoutCount(1));
        vm.operatorProperty().set("Cogsworth");
        vm.operatorProperty().set("Brass_Monkey");
        vm.awardTournamentMoney();
        assertThat(vm.moneyProperty().get()).isEqualTo("₩13,600");
        assertThat(vm.messageProperty().get()).isEqualTo("Awarded ₩1,000 (Tournament Mode).");
        vm.awardTournamentMoney();
        assertThat(vm.messageProperty().get()).contains("Brass_Monkey has already done so since their last Bout.");
        assertThat(vm.moneyProperty().get()).isEqualTo("₩13,600");
    }

    /** The emperor edits a number of the tables when a Proposal changes it; undo puts it back. */
    @Test
    void editTheCatalogueAndTournamentMode() {
        String json = BlogBots.in(store).workshop().rules(demo.id()).catalogue().toJson().replace("\"cost\" : 2200", "\"cost\" : 2000");
        dialogs.edits.add(json);
        vm.editCatalogue();
        assertThat(vm.messageProperty().get()).startsWith("Catalogue updated");
        assertThat(vm.catalogue()).filteredOn(r -> r.name().equals("Axe")).singleElement()
                .satisfies(r -> assertThat(r.cost()).isEqualTo(2000));
        dialogs.edits.add("{ not json");
        vm.editCatalogue();
        assertThat(vm.messageProperty().get()).startsWith("The catalogue cannot be read");
        vm.setTournamentMode(true);
        assertThat(vm.tournamentModeProperty().get()).isTrue();
        vm.repair();
        assertThat(vm.engineProperty().get()).startsWith("Engine: Petrol at 100%");
        assertThat(vm.chassisProperty().get()).isEqualTo("Chassis: Apex Systems X1500 at 100% \u2014 2 hardpoints");
    }

    @Test
    void aDiagnosticPointsAtItsLineAndColumn() {
        assertThat(ScriptAssist.offsetOf("ab\ncdef", "\u2716 2:3  why")).isEqualTo(5);
        assertThat(ScriptAssist.offsetOf("ab", "nothing")).isEqualTo(-1);
    }

    /** Ctrl+Space offers Trigger forms at the start of a line and Reactions with the Bot's own Systems after it. */
    @Test
    void completions() {
        vm.operatorProperty().set("Cogsworth"); // Axe, Grinder, Advanced Logic Module
        assertThat(vm.completions("If the cur")).extracting(WorkshopViewModel.Completion::text)
                .contains("If the current turn is 1, ", "If the current turn number is odd, ");
        assertThat(vm.completions("If the current turn is 2, use the following System: A"))
                .extracting(WorkshopViewModel.Completion::text)
                .containsExactly("use the following System: Axe", "use the following System: Advanced Logic Module");
        assertThat(vm.completions("If the value")).hasSize(1);
        // issue 14: the other Bots' and House Bots' names, whole ("Y is the name of a single Opponent")
        assertThat(vm.completions("If the current turn is 2, then move 2 times towards opponent T"))
                .extracting(WorkshopViewModel.Completion::text)
                .containsExactly("then move 2 times towards opponent The Gatekeeper");
        assertThat(vm.completions("If Cl")).extracting(WorkshopViewModel.Completion::text)
                .containsExactly("If Clanky's chassis has a Condition that is less than 50%, ");
        vm.operatorProperty().set("Brass_Monkey");
        assertThat(vm.completions("If the value")).isEmpty();
        assertThat(vm.completions("If the current turn is 2, ev")).singleElement()
                .satisfies(c -> assertThat(c.replace()).isEqualTo(2));
    }

    /** Replace the Engine from the catalogue (old one binned), then fit the old one back from the bin. */
    @Test
    void replaceTheEngineAndFitTheOldOneFromTheBin() {
        vm.operatorProperty().set("Rivet-7");
        vm.binOldProperty().set(true);
        dialogs.choices.add("Nuclear \u2014 \u20a99,700, 1450");
        vm.replaceEngine();
        assertThat(vm.engineProperty().get()).startsWith("Engine: Nuclear at 100%");
        assertThat(vm.moneyProperty().get()).isEqualTo("\u20a910,300");
        assertThat(vm.bin()).extracting(WorkshopViewModel.BinRow::text).containsExactly("Engine: Petrol (100%) \u2014 \u20a94,000");
        vm.selectedBinProperty().set(vm.bin().get(0));
        vm.fitFromBin();
        assertThat(vm.engineProperty().get()).startsWith("Engine: Petrol at 100%");
        assertThat(vm.bin()).extracting(WorkshopViewModel.BinRow::text).containsExactly("Engine: Nuclear (100%) \u2014 \u20a99,700");
    }

    @Test
    void tournamentModeCannotBeSwitchedOffHereWhileATournamentHasBegun() {
        // Winners at War: while a Tournament has begun, the Workshop's Tournament Mode defers to it (docs/rulings.md)
        BlogBots.in(store).tournament().setEligibleFrom(demo.id(), "Ferrous", UtcCalendar.day(clock.now()));
        BlogBots.in(store).tournament().start(demo.id(), "Ferrous");
        vm.refresh();
        assertThat(vm.tournamentModeProperty().get()).isTrue();
        vm.setTournamentMode(false);
        assertThat(vm.tournamentModeProperty().get()).isTrue();
        assertThat(BlogBots.in(store).workshop().rules(demo.id()).tournamentMode()).isTrue();
        assertThat(vm.messageProperty().get()).contains("Tournament Mode cannot be switched off in the Workshop");
    }
}
