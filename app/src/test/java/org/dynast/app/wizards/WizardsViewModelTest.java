package org.dynast.app.wizards;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.wizards.WizardsEngine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Wizards tab's ViewModel without a window: Stables as chips, Breeding with reasons, the Duels board. */
class WizardsViewModelTest {

    private final GameStore store = GameStore.inMemory("wvm-" + UUID.randomUUID(),
            ManualGameClock.at("2026-11-20T12:00:00Z"));
    private final Dynasty court = store.dynasties().found("Brendan", "Wizards", 168, new Terms("Wizard", "Wizards",
            "King"), "Brendan", LocalDate.of(2026, 11, 1));
    {
        for (String name : List.of("Josh", "Kevan", "Clucky", "Darth", "Amnistar")) {
            store.roster().addPlayer(court.id(), "Brendan", name, false, null);
        }
        var tracker = TrackerEngine.in(store).tracker();
        tracker.setCell(court.id(), "Brendan", "Josh", "Stable", "Winged Horse");
        tracker.setCell(court.id(), "Brendan", "Kevan", "Stable", "Giant Ox; Mechanical Toad");
        tracker.setCell(court.id(), "Brendan", "Josh", "Food", "1");
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(court.id()));
    private final WizardsViewModel vm = new WizardsViewModel(session, new FakeDialogs(), TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        store.close();
    }

    /** "The Upkeep of a creature is the sum of the Upkeeps of its qualities": each chip shows it. */
    @Test
    void stablesAreShownAsChipsWithTheirUpkeep() {
        assertThat(vm.stables()).extracting(WizardsViewModel.StableItem::wizard).containsExactly("Josh", "Kevan",
                "Clucky", "Darth", "Amnistar", "The Druid");
        assertThat(vm.stables().get(1).chips()).extracting(WizardsViewModel.Chip::toString)
                .containsExactly("Giant Ox (3)", "Mechanical Toad (2)");
        assertThat(vm.stables().get(1).upkeep()).isEqualTo(5);
    }

    /**
     * Breeding: a Mechanical Stock is greyed with its reason, a legal one shows its Food; a breeding the breeder cannot
     * pay for is refused in the rule's words, and nothing changes.
     */
    @Test
    void breedingListsStocksWithReasonsAndBreeds() {
        vm.breederProperty().set("Josh");
        assertThat(vm.stocks()).anyMatch(s -> s.creature().equals("Mechanical Toad") && !s.legal()
                && s.toString().contains("A Mechanical Creature cannot be selected as Stock"));
        // Josh has 1 Food: the Giant Ox's Upkeep 3 leaves only its Spectral whelp, at no Food, and the list says so
        assertThat(vm.stocks()).anyMatch(s -> s.toString().equals("Kevan's Giant Ox \u2014 3 Food; Josh has 1: only "
                + "its Spectral whelp, at no Food"));
        vm.whelpProperty().set(vm.whelps().stream().filter(w -> w.creature().equals("Ox")).findFirst()
                .orElseThrow());
        vm.breed();
        // said under Breed, not in the tab's header
        assertThat(vm.breedMessageProperty().get()).contains("food equal to the stock's upkeep");
        assertThat(vm.messageProperty().get()).isEmpty();
        assertThat(vm.stables().get(0).chips()).hasSize(1);
        TrackerEngine.in(store).tracker().setCell(court.id(), "Brendan", "Josh", "Food", "3");
        vm.breederProperty().set("Kevan");
        vm.breederProperty().set("Josh");
        vm.stockProperty().set(vm.stocks().stream().filter(s -> s.creature().equals("Giant Ox")).findFirst()
                .orElseThrow());
        vm.whelpProperty().set(vm.whelps().stream().filter(w -> w.creature().equals("Ox")).findFirst()
                .orElseThrow());
        vm.breed();
        assertThat(vm.breedMessageProperty().get()).isEqualTo("Josh bred Ox for 3 Food.");
        vm.clearMessages(); // another panel shown
        assertThat(vm.breedMessageProperty().get()).isEmpty();
        assertThat(vm.stables().get(0).chips()).extracting(WizardsViewModel.Chip::creature)
                .containsExactly("Winged Horse", "Ox");
        store.log().undo(court.id(), "Brendan"); // Edit › Undo
        session.rewound();
        assertThat(vm.stables().get(0).chips()).hasSize(1);
    }

    /** The Duels board: roles, the plans the judge holds, a refusal shown in the rule's words. */
    @Test
    void theDuelsBoardShowsRolesPlansAndRefusals() {
        var duels = WizardsEngine.in(store).duels();
        int n = duels.announce(court.id(), "Brendan", "Josh", "Gates", List.of("City Gates", "Mushroom Mines",
                "Ice Floes"), List.of(), List.of());
        duels.accept(court.id(), "Brendan", n, "Kevan", "City Gates");
        duels.judge(court.id(), "Brendan", n, "Clucky");
        duels.plan(court.id(), "Brendan", n, "Josh", List.of("Winged Horse", "", "", "", ""));
        WizardsViewModel.DuelItem d = vm.duels().get(0);
        assertThat(d.stage()).isEqualTo("begun");
        assertThat(d.roles()).contains("Challenger Josh, opponent Kevan, judge Clucky; battlefield City Gates");
        assertThat(d.plans()).isEqualTo("Josh: Winged Horse; empty; empty; empty; empty");
        assertThat(d.timers()).contains("Kevan must send a plan by");
        // Run battle is off while Kevan's plan is out, saying so; pressed anyway, the board says why
        assertThat(vm.runnableProperty().get()).isFalse();
        assertThat(vm.runRefusalProperty().get()).contains("Kevan has not");
        vm.runBattle();
        assertThat(vm.boardMessageProperty().get()).contains("Kevan has not");
        duels.plan(court.id(), "Brendan", n, "Kevan", List.of("Giant Ox", "", "", "", ""));
        assertThat(vm.runnableProperty().get()).isTrue();
        assertThat(vm.runRefusalProperty().get()).isEmpty();
        assertThat(vm.boardMessageProperty().get()).as("it spoke of the duel as it was").isEmpty();
        vm.runBattle();
        assertThat(vm.battleTextProperty().get()).contains("Triumphant");
        assertThat(vm.runnableProperty().get()).isFalse();
        assertThat(vm.runRefusalProperty().get()).startsWith("Decided");
    }

    /**
     * A Stock whose Upkeep the breeder cannot pay, and whose Spectral whelp is not open to them either (their Stable
     * has its one Spectral creature), is greyed, saying so in Food.
     */
    @Test
    void aStockTheBreederCannotPayForIsGreyedWithWhy() {
        TrackerEngine.in(store).tracker().setCell(court.id(), "Brendan", "Josh", "Stable", "Spectral Horse");
        vm.breederProperty().set("Kevan");
        vm.breederProperty().set("Josh");
        assertThat(vm.stocks()).filteredOn(s -> s.creature().equals("Giant Ox")).singleElement().satisfies(s -> {
            assertThat(s.legal()).isFalse();
            assertThat(s.toString()).isEqualTo("Kevan's Giant Ox \u2014 Costs 3 Food; Josh has 1 (and no Spectral "
                    + "whelp of it, which costs none, is open to them).");
        });
        assertThat(vm.stockProperty().get()).isNull();
    }
}
