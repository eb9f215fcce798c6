package org.dynast.app.dice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.UUID;
import org.assertj.core.groups.Tuple;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.dice.DiceViewModel.RollRow;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Dice Roller window's behaviour, without a window or the FX toolkit. */
class DiceViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("dice-vm-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final DiceViewModel vm = new DiceViewModel(session, dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void rollsInTheEmperorsNameByDefaultFromTheActivePlayers() {
        assertThat(vm.rollerProperty().get()).isEqualTo("Ferrous");
        // Kessler and Lumen are Idle in the demo
        assertThat(vm.players()).contains("Cogsworth", "Rivet-7").doesNotContain("Kessler", "Lumen");
        assertThat(vm.rolls()).isEmpty();
        assertThat(vm.countProperty().get()).isEqualTo("no rolls, 0 secret");
    }

    @Test
    void aRollIsMadeLoggedShownAndSelected() {
        vm.expressionProperty().set("3dice6");
        vm.rollerProperty().set("Cogsworth");
        vm.purposeProperty().set("Repair the arm");
        vm.roll();

        assertThat(vm.rolls()).singleElement().satisfies(row -> {
            assertThat(row.roller()).isEqualTo("Cogsworth");
            assertThat(row.expression()).isEqualTo("3DICE6");
            assertThat(row.purpose()).isEqualTo("Repair the arm");
            assertThat(row.at()).isEqualTo("2026-11-20 12:00:00");
            assertThat(row.secret()).isFalse();
        });
        RollRow row = vm.rolls().get(0);
        assertThat(vm.resultProperty().get()).isEqualTo(row.roll().line()).matches("3DICE6 = \\d \\+ \\d \\+ \\d = \\d+");
        assertThat(vm.selectedProperty().get()).isEqualTo(row);
        assertThat(vm.messageProperty().get()).isEqualTo("Cogsworth rolled " + row.roll().line() + " (roll #"
                + row.id() + ").");
        assertThat(vm.purposeProperty().get()).as("the purpose is cleared for the next roll").isEmpty();
        assertThat(vm.detailProperty().get()).contains("Seed " + row.roll().seed() + " (java.util.Random)")
                .contains("Drawn again from its seed: identical.");
        assertThat(store.log().history(demo.id())).last().extracting(e -> e.summary())
                .isEqualTo("Cogsworth rolled " + row.roll().line() + " for Repair the arm");
    }

    @Test
    void aBadExpressionIsExplainedAsItIsTypedAndCannotBeRolled() {
        vm.expressionProperty().set("DICE");
        assertThat(vm.expressionProblemProperty().get()).isEqualTo("'DICE' needs a number of sides: DICE6");
        assertThat(vm.canRollBinding().get()).isFalse();
        vm.roll();
        assertThat(vm.rolls()).isEmpty();
        vm.expressionProperty().set("DICE2000000");
        assertThat(vm.expressionProblemProperty().get()).contains("greater than 1,000,000");
        vm.expressionProperty().set("{heads,tails}");
        assertThat(vm.expressionProblemProperty().get()).isEmpty();
        assertThat(vm.canRollBinding().get()).isTrue();
    }

    @Test
    void secretRollsAreMarkedHereAndHiddenInThePlayerView() {
        vm.expressionProperty().set("DICE20");
        vm.roll();
        vm.expressionProperty().set("FRUIT");
        vm.secretProperty().set(true);
        vm.roll();
        assertThat(vm.rolls()).extracting(RollRow::expression, RollRow::secret)
                .containsExactly(Tuple.tuple("FRUIT", true),
                        Tuple.tuple("DICE20", false));
        assertThat(vm.countProperty().get()).isEqualTo("2 rolls, 1 secret");
        assertThat(vm.resultSecretProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).startsWith("Secret roll #").endsWith("Only this console shows it.");
        assertThat(vm.copyText()).startsWith("[secret] Ferrous rolled FRUIT = ");

        vm.playerViewProperty().set(true);
        assertThat(vm.rolls()).extracting(RollRow::expression).containsExactly("DICE20");
        assertThat(vm.countProperty().get()).isEqualTo("1 roll the players see");
        assertThat(vm.resultProperty().get()).as("the secret result leaves the headline too").isEmpty();
    }

    @Test
    void theSelectedRollCopiesAsOneLineOfText() {
        assertThat(vm.copyText()).isEmpty();
        vm.expressionProperty().set("2DICE10");
        vm.purposeProperty().set("Damage");
        vm.roll();
        RollRow row = vm.selectedProperty().get();
        assertThat(vm.copyText()).isEqualTo("Ferrous rolled " + row.roll().line() + " for Damage (roll #" + row.id()
                + ", 2026-11-20 12:00 UTC, seed " + row.roll().seed() + ", java.util.Random)");
        assertThat(vm.messageProperty().get()).isEqualTo("Copied roll #" + row.id() + " to the clipboard.");
    }

    @Test
    void undoingARollTakesItOffTheLogAndTheHeadline() {
        vm.roll();
        assertThat(vm.rolls()).hasSize(1);
        assertThat(vm.resultProperty().get()).startsWith("DICE6 = ");
        store.log().undo(demo.id(), "Ferrous");
        assertThat(vm.rolls()).isEmpty();
        assertThat(vm.selectedProperty().get()).isNull();
        assertThat(vm.resultProperty().get()).isEmpty();
        assertThat(vm.messageProperty().get()).isEmpty();
    }

    @Test
    void aRefusalIsShownInlineNotAsADialog() {
        vm.rollerProperty().set("Nobody");
        vm.roll();
        assertThat(vm.messageIsErrorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).isEqualTo("There is no Operator named Nobody in this dynasty: "
                + "an Operator must use their own name in the Dice Roller.");
        assertThat(dialogs.errors).isEmpty();
    }
}
