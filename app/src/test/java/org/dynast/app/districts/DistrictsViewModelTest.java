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
import org.dynast.model.districts.DistrictsState;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Districts tab's ViewModel without a window: pose, react with Govern → Gather, the private book, undo. */
class DistrictsViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("dvm-" + UUID.randomUUID(), clock);
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Dynasty city = store.dynasties().found("Magistra", "Dead City", 217, new Terms("District",
            "Districts", "City"), "Magistra", LocalDate.of(2026, 11, 1));
    {
        for (String name : List.of("Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh")) {
            store.roster().addPlayer(city.id(), "Magistra", name, false, null);
        }
        // "If there are any Upsides in the Prospect, remove one at random and replace one of this action's incoming
        // Upsides (selected at random) with it": a Govern in the Prospect makes one Outcome a Govern
        TrackerEngine.in(store).tracker().setGlobal(city.id(), "Magistra", "Prospect", "Govern");
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(city.id()));
    private final DistrictsViewModel vm = new DistrictsViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        store.close();
    }

    private int governOutcome() {
        DistrictsState.Dilemma d = DistrictsEngine.in(store).districts().state(city.id())
                .dilemmas.get(0);
        return d.upsides.get(0).equals("Govern") ? 1 : 2;
    }

    @Test
    void theTableShowsTheDistrictsWithTheirBadges() {
        assertThat(vm.rows()).extracting(DistrictsViewModel.Row::name).containsExactly("Ashgrove", "Brickwell",
                "Cinderfold", "Dunmarsh");
        assertThat(vm.rows().get(0).people()).isEqualTo(50);
        assertThat(vm.rows().get(0).badges()).isEmpty();
        assertThat(vm.poseStateProperty().get()).isEqualTo("The City may Pose a Dilemma now.");
        assertThat(vm.prospectProperty().get()).isEqualTo("Govern");
        assertThat(vm.conclave().stateProperty().get()).isEqualTo("No Conclave is ongoing (it begins with Dilemma #30).");
    }

    /** Edit › Undo, as the console's toolbar does it: the log's undo, then the tabs told the history moved. */
    private void editUndo() {
        store.log().undo(city.id(), "City");
        session.rewound();
    }

    @Test
    void poseDecideWithGovernGatherAndUndo() {
        vm.pose();
        assertThat(vm.messageProperty().get()).startsWith("Posed Dilemma #1");
        assertThat(vm.poseSteps()).anyMatch(s -> s.startsWith("Step 3: \"Govern\" is removed from the Prospect"));
        assertThat(vm.postTextProperty().get()).startsWith("Dilemma #1");
        assertThat(vm.poseStateProperty().get()).startsWith("The City may not Pose a Dilemma now: The City has "
                + "already Posed a Dilemma today");
        assertThat(vm.reactions().reactions()).singleElement().satisfies(r -> assertThat(r).startsWith("Dilemma #1 \u2014 "
                + "Ongoing until"));

        vm.districtProperty().set("Brickwell");
        assertThat(vm.reactions().reactToProperty().get()).startsWith("Reacts to Dilemma #1");
        vm.reactions().outcomeProperty().set(governOutcome());
        vm.reactions().governProperty().set(GovernChoice.GATHER);
        vm.reactions().decide();
        assertThat(vm.messageProperty().get()).isEqualTo("Brickwell: Decide on Dilemma #1.");
        assertThat(vm.reactions().steps()).anyMatch(s -> s.startsWith("Gathering, step 3: Brickwell's Calendar is set "
                + "to 1"));
        assertThat(vm.rows().get(1).calendar()).isEqualTo(1);
        assertThat(vm.reactions().reactions().get(0)).contains("Decided: Brickwell (Outcome " + governOutcome() + ")");

        editUndo();
        assertThat(vm.rows().get(1).calendar()).isZero();
        // the steps shown spoke of the Decide now undone
        assertThat(vm.reactions().steps()).isEmpty();
        assertThat(vm.poseSteps()).isEmpty();
        assertThat(vm.messageProperty().get()).isEmpty();
        assertThat(vm.reactions().reactions().get(0)).contains("Decided: \u2014.");
        vm.copyDeadCity();
        assertThat(dialogs.clipboard).contains("== Districts ==").contains("== Dilemmas ==");
    }

    @Test
    void aRefusalIsShownNotThrown() {
        vm.districtProperty().set("Ashgrove");
        vm.reactions().pass();
        assertThat(vm.messageProperty().get()).isEqualTo("Ashgrove has no Ongoing Dilemma that they haven't already "
                + "Reacted to.");
        vm.conclave().postSession();
        assertThat(vm.messageProperty().get()).startsWith("No Conclave is ongoing");
    }

    private DistrictsEngine engine() {
        return DistrictsEngine.in(store);
    }

    private District district(String name) {
        return engine().districts().districts(city.id()).stream().filter(d -> d.name().equals(name)).findFirst()
                .orElseThrow();
    }

    @Test
    void theStormIsSetThroughTheTabAndUndone() {
        vm.setStorm(true);
        assertThat(vm.messageProperty().get()).isEqualTo("The Storm is ongoing: every Posing cuts Food until it ends.");
        assertThat(vm.stormProperty().get()).isTrue();
        vm.setStorm(true);
        assertThat(vm.messageProperty().get()).isEqualTo("The Storm is ongoing already.");
        editUndo();
        assertThat(vm.stormProperty().get()).isFalse();
    }

    @Test
    void governByInnovatingAndSocializingSendsTheCultureToTheInbox() {
        // Ingenuity to lose, so that a "Lose 1 Ingenuity" Downside does not take the Innovation back
        TrackerEngine.in(store).tracker().setCell(city.id(), "Magistra", "Cinderfold", "Ingenuity", "5");
        vm.pose();
        vm.districtProperty().set("Cinderfold");
        assertThat(vm.reactions().innovations()).contains("Shared Wisdom");
        vm.reactions().outcomeProperty().set(governOutcome());
        vm.reactions().governProperty().set(GovernChoice.INNOVATE);
        vm.reactions().innovationProperty().set("Shared Wisdom");
        vm.reactions().socializeProperty().set(true);
        vm.reactions().cultureProperty(0).set("Conservative");
        vm.reactions().decide();
        assertThat(vm.messageProperty().get()).startsWith("Cinderfold: Decide on Dilemma #1. Its Socialize is "
                + "message #1");
        assertThat(district("Cinderfold").innovations()).contains("Shared Wisdom");
        assertThat(vm.book().inbox()).singleElement().satisfies(m -> assertThat(m).startsWith("#1 Socialize from "
                + "Cinderfold (Conservative, Multicultural, Acquisitive, Anarchic)"));
        vm.book().answer(0);
        assertThat(vm.messageProperty().get()).startsWith("Answered message #1: ");
    }

    /** Stormbrow Peak: "The District may Moot once, immediately after the completion of this Gathering". */
    @Test
    void aGatheringAtStormbrowPeakMootsWhenTheDistrictSaysSo() {
        TrackerEngine.in(store).tracker().setCell(city.id(), "Magistra", "Brickwell", "Commons", "Stormbrow Peak");
        vm.pose();
        vm.districtProperty().set("Brickwell");
        vm.reactions().outcomeProperty().set(governOutcome());
        vm.reactions().governProperty().set(GovernChoice.GATHER);
        vm.reactions().mootProperty().set(true);
        vm.reactions().decide();
        assertThat(vm.messageProperty().get()).isEqualTo("Brickwell: Decide on Dilemma #1. Its Moot is message #1 in "
                + "the City's inbox.");
        assertThat(vm.book().inbox()).singleElement().satisfies(m -> assertThat(m).startsWith("#1 Moot from "
                + "Brickwell"));
    }

    @Test
    void aSocializeCultureWithoutFourSidesIsRefusedInTheRulesWords() {
        vm.pose();
        vm.districtProperty().set("Cinderfold");
        vm.reactions().outcomeProperty().set(governOutcome());
        vm.reactions().governProperty().set(GovernChoice.GAIN_ORDER);
        vm.reactions().socializeProperty().set(true);
        vm.reactions().cultureProperty(1).set(null);
        vm.reactions().decide();
        assertThat(vm.messageProperty().get()).startsWith("A Socialize's Culture has four Positions");
        assertThat(engine().districts().state(city.id()).dilemmas.get(0).reactions).isEmpty();
    }

    @Test
    void connectMoveAnInnovationRenameAFactionAndReinitialise() {
        TrackerEngine.in(store).tracker().setCell(city.id(), "Magistra", "Dunmarsh", "Energy Trap", "9");
        vm.districtProperty().set("Dunmarsh");
        assertThat(vm.actions().connectCostProperty().get()).isEqualTo("Dunmarsh: a new Connection costs 0 from the "
                + "Energy Trap (it has 9).");
        vm.actions().toConnectProperty().set("The Grazing Lands");
        vm.actions().connect();
        assertThat(vm.messageProperty().get()).isEqualTo("Dunmarsh established a Connection to The Grazing Lands.");
        vm.actions().toConnectProperty().set("Gnostic Mainframe");
        vm.actions().connect();
        assertThat(district("Dunmarsh").commons()).containsExactly("The Grazing Lands", "Gnostic Mainframe");
        assertThat(district("Dunmarsh").energyTrap()).isEqualTo(5);
        vm.actions().connect();
        assertThat(vm.messageProperty().get()).contains("8");
        assertThat(district("Dunmarsh").commons()).hasSize(2);

        String first = vm.actions().innovationNames().get(0);
        vm.actions().movedProperty().set(first);
        vm.actions().anchorProperty().set(vm.actions().innovationNames().get(2));
        vm.actions().moveInnovation();
        assertThat(vm.messageProperty().get()).doesNotStartWith("Moved");
        assertThat(vm.actions().innovationNames().get(0)).isEqualTo(first);
        // "directly below another Innovation that is listed in its prerequisites"
        vm.actions().movedProperty().set("Gadget Repository");
        vm.actions().anchorProperty().set("Shared Wisdom");
        vm.actions().belowProperty().set(true);
        vm.actions().moveInnovation();
        assertThat(vm.messageProperty().get()).isEqualTo("Moved Gadget Repository directly below Shared Wisdom in the "
                + "table of Innovations.");
        assertThat(vm.actions().innovationNames().subList(0, 2)).containsExactly("Shared Wisdom", "Gadget Repository");
        assertThat(vm.actions().table().get(1)).isEqualTo("2. Gadget Repository \u2014 Technological, costs 1 "
                + "Ingenuity, needs Shared Wisdom");

        engine().factions().createFaction(city.id(), "Magistra", "The Ash Choir");
        vm.refresh();
        vm.book().factionProperty().set("The Ash Choir");
        vm.book().newNameProperty().set("The Cinder Choir");
        vm.book().rename();
        assertThat(vm.messageProperty().get()).isEqualTo("Renamed the Faction The Ash Choir to The Cinder Choir.");
        assertThat(vm.book().factionNames()).containsExactly("The Cinder Choir");

        vm.districtProperty().set("Dunmarsh");
        vm.actions().reinitialise();
        assertThat(district("Dunmarsh").commons()).hasSize(2);
        dialogs.confirms.add(true);
        vm.actions().reinitialise();
        assertThat(vm.messageProperty().get()).isEqualTo("Dunmarsh Reinitialised: its values are the defaults for "
                + "new players.");
        assertThat(district("Dunmarsh").commons()).isEmpty();
        dialogs.confirms.add(true);
        vm.actions().reinitialise();
        assertThat(vm.messageProperty().get()).startsWith("Dunmarsh has Reinitialised already in this dynasty");
    }

    @Test
    void stoppingHousingWaitsForALossOfFivePeople() {
        engine().factions().createFaction(city.id(), "Magistra", "The Lamplighters");
        TrackerEngine.in(store).tracker().setCell(city.id(), "Magistra", "Ashgrove", "Factions", "The Lamplighters");
        vm.refresh();
        vm.districtProperty().set("Ashgrove");
        assertThat(vm.actions().housed()).containsExactly("The Lamplighters");
        assertThat(vm.actions().housingStateProperty().get()).startsWith("Ashgrove may stop housing a Faction only");
        vm.actions().stopHousing();
        assertThat(vm.messageProperty().get()).startsWith("Ashgrove may stop housing a Faction only when it loses 5");
        assertThat(district("Ashgrove").factions()).containsExactly("The Lamplighters");
    }

    /** Thirty Dilemmas posed a day apart, every District passing, the last no longer Ongoing: a Conclave. */
    private void toTheConclave() {
        for (int i = 0; i < 30; i++) {
            engine().districts().pose(city.id(), "Magistra", false);
            clock.advance(Duration.ofDays(1));
        }
        clock.advance(Duration.ofHours(49));
        vm.refresh();
    }

    @Test
    void aPlenarySessionResponseIsSpentAndScored() {
        toTheConclave();
        assertThat(vm.conclave().stateProperty().get()).isEqualTo("The City may post a Plenary Session.");
        vm.conclave().postSession();
        assertThat(vm.messageProperty().get()).startsWith("Posted Plenary Session #1");
        assertThat(vm.conclave().openSessions()).containsExactly(1);
        vm.districtProperty().set("Brickwell");
        vm.conclave().amountProperty("People").set("ten");
        vm.conclave().respond();
        assertThat(vm.messageProperty().get()).isEqualTo("People: \"ten\" is not a whole number.");
        long people = district("Brickwell").people();
        // what every Agenda Item scores (People, Food, Ingenuity, Defence): the Agenda is drawn at random
        var tracker = TrackerEngine.in(store).tracker();
        tracker.setCell(city.id(), "Magistra", "Brickwell", "Food", "5");
        tracker.setCell(city.id(), "Magistra", "Brickwell", "Ingenuity", "3");
        tracker.setCell(city.id(), "Magistra", "Brickwell", "Defences", "2");
        vm.conclave().amountProperty("People").set("10");
        vm.conclave().amountProperty("Food").set("1");
        vm.conclave().amountProperty("Ingenuity").set("1");
        vm.conclave().amountProperty("Defences").set("1");
        vm.conclave().respond();
        assertThat(vm.messageProperty().get()).isEqualTo("Brickwell's response to Plenary Session #1 is recorded "
                + "(private) and spent.");
        assertThat(district("Brickwell").people()).isEqualTo(people - 10);
        assertThat(vm.conclave().amountProperty("People").get()).isEmpty();
        assertThat(vm.conclave().scoring()).anyMatch(l -> l.startsWith("Brickwell: "));
        assertThat(vm.conclave().scoring()).last().isEqualTo("Brickwell has the single highest Score so far.");
        vm.conclave().respond();
        assertThat(vm.messageProperty().get()).startsWith("Each District may respond once to each Plenary Session");
    }
}
