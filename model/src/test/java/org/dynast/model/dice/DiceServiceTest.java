package org.dynast.model.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DiceServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final DiceService dice = store.dice();

    DiceServiceTest() {
        store.roster().addPlayer(id, TestStores.ADMIN, "Kevan", false, null);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aRollIsStoredWithEverythingNeededToDrawItAgainAndIsLogged() {
        Roll roll = dice.roll(id, TestStores.ADMIN, "kevan", "3dice6", "Repair damage", false);
        assertThat(roll.roller()).isEqualTo("Kevan");
        assertThat(roll.expression()).isEqualTo("3DICE6");
        assertThat(roll.purpose()).isEqualTo("Repair damage");
        assertThat(roll.at()).isEqualTo(clock.now());
        assertThat(roll.generator()).isEqualTo(DiceRoller.GENERATOR);
        assertThat(roll.values()).hasSize(3);
        assertThat(roll.total()).isEqualTo(roll.values().stream().mapToLong(Long::longValue).sum());
        assertThat(dice.emperorView(id)).containsExactly(roll);

        // the record alone draws the same roll again
        RollResult again = new DiceRoller(DiceRules.DICE_ROLLER, () -> 0L)
                .replay(roll.expression(), roll.seed(), roll.generator());
        assertThat(again.values()).isEqualTo(roll.values());
        assertThat(again.outcome()).isEqualTo(roll.outcome());
        assertThat(dice.verify(roll)).isTrue();
        long doctoredFirst = roll.values().get(0) % 6 + 1;
        List<Long> doctored = List.of(doctoredFirst, roll.values().get(1), roll.values().get(2));
        assertThat(dice.verify(new Roll(roll.id(), id, roll.at(), "Kevan", "", roll.expression(), roll.generator(),
                roll.seed(), doctored, roll.outcome(), roll.total(), false)))
                .as("a doctored record does not verify").isFalse();

        LogEntry entry = last();
        assertThat(entry.kind()).isEqualTo("dice.roll");
        assertThat(entry.actor()).isEqualTo(TestStores.ADMIN);
        assertThat(entry.summary()).isEqualTo("Kevan rolled " + roll.line() + " for Repair damage");
        assertThat(entry.changes()).singleElement().satisfies(c -> assertThat(c.entity()).isEqualTo("roll"));
        assertThat(roll.asText()).isEqualTo("Kevan rolled " + roll.line() + " for Repair damage (roll #" + roll.id()
                + ", 2026-11-20 12:00 UTC, seed " + roll.seed() + ", java.util.Random)");
    }

    @Test
    void eachRollGetsItsOwnSeed() {
        Roll a = dice.roll(id, TestStores.ADMIN, "Kevan", "DICE1000000", "", false);
        Roll b = dice.roll(id, TestStores.ADMIN, "Kevan", "DICE1000000", "", false);
        assertThat(a.seed()).isNotEqualTo(b.seed());
    }

    /**
     * Ruleset 217: "If a selection is explicitly specified as being “secretly” random, the District
     * making this determination may do so using a private method of their choosing" and "If a piece of
     * information is described as being tracked secretly or privately by the City (including secretly
     * random selections), then that information may only be revealed by the City when the ruleset
     * allows it."
     */
    @Test
    void secretRollsAreOnlyInTheEmperorsViewAndTheirResultsStayOutOfTheExport() throws IOException {
        Roll open = dice.roll(id, TestStores.ADMIN, "Kevan", "DICE6", "Repair", false);
        clock.advance(Duration.ofMinutes(1));
        Roll secret = dice.roll(id, TestStores.ADMIN, TestStores.ADMIN, "{Kevan,Ferrous}", "Choose the Traitor", true);
        assertThat(dice.emperorView(id)).containsExactly(open, secret);
        assertThat(dice.playerView(id)).containsExactly(open);
        assertThat(last().summary()).isEqualTo("Ferrous made a secret roll (hidden from the player view)");
        assertThat(secret.asText()).startsWith("[secret] Ferrous rolled {Kevan,Ferrous} = ");

        StringWriter json = new StringWriter();
        store.exchange().export(id, json);
        assertThat(json.toString()).contains("Kevan rolled " + open.line() + " for Repair")
                .doesNotContain("Traitor").doesNotContain("{Kevan,Ferrous}").doesNotContain(Long.toString(secret.seed()));
    }

    @Test
    void badExpressionsAreRefusedAndNothingIsStoredOrLogged() {
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> dice.roll(id, TestStores.ADMIN, "Kevan", "DICE", "", false))
                .isInstanceOf(BadRollExpression.class).hasMessage("'DICE' needs a number of sides: DICE6");
        assertThatThrownBy(() -> dice.roll(id, TestStores.ADMIN, "Kevan", "DICE2000000", "", false))
                .isInstanceOf(Refusal.class).hasMessageContaining("greater than 1,000,000");
        // Ruleset 217: "A District must use their own name in the Dice Roller, when rolling dice."
        assertThatThrownBy(() -> dice.roll(id, TestStores.ADMIN, "Nobody", "DICE6", "", false))
                .isInstanceOf(Refusal.class)
                .hasMessage("There is no Operator named Nobody in this dynasty: an Operator must use their own name "
                        + "in the Dice Roller.");
        assertThatThrownBy(() -> dice.roll(id, TestStores.ADMIN, "Kevan", "DICE6", "x".repeat(501), false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most 500 characters");
        assertThat(dice.emperorView(id)).isEmpty();
        assertThat(store.log().history(id)).hasSize(logged);
    }

    @Test
    void undoingARollRemovesItAndTheUndoStaysOnTheRecord() {
        Roll roll = dice.roll(id, TestStores.ADMIN, "Kevan", "DICE20", "Attack", false);
        store.log().undo(id, TestStores.ADMIN);
        assertThat(dice.emperorView(id)).isEmpty();
        // the append-only log keeps what was undone, so rolling again until a result pleases shows
        assertThat(last().summary()).isEqualTo("Undo: Kevan rolled " + roll.line() + " for Attack");
        store.log().redo(id, TestStores.ADMIN);
        assertThat(dice.emperorView(id)).containsExactly(roll);
    }

    @Test
    void anEnginesOwnActionRollsInsideItsLogEntry() {
        Roll roll = store.log().perform(id, TestStores.ADMIN, "engine.spin", "Kevan spun", changes ->
                dice.record(changes, id, "Kevan", "DICE10", "Spin", false));
        assertThat(roll.total()).isBetween(1L, 10L);
        assertThat(last().summary()).isEqualTo("Kevan spun");
        store.log().undo(id, TestStores.ADMIN);
        assertThat(dice.emperorView(id)).isEmpty();
    }

    @Test
    void rollsSurviveReopeningTheFile(@TempDir Path dir) {
        Path file = dir.resolve("dice");
        Roll dice6;
        Roll fruit;
        long dynastyId;
        try (GameStore s = GameStore.open(file, clock)) {
            dynastyId = TestStores.operatorsDynasty(s).id();
            dice6 = s.dice().roll(dynastyId, TestStores.ADMIN, TestStores.ADMIN, "4DICE6", "", false);
            fruit = s.dice().roll(dynastyId, TestStores.ADMIN, TestStores.ADMIN, "FRUIT", "Lunch", true);
        }
        try (GameStore s = GameStore.open(file, clock)) {
            assertThat(s.dice().emperorView(dynastyId)).containsExactly(dice6, fruit);
            assertThat(s.dice().emperorView(dynastyId).get(1).total()).isNull();
            assertThat(s.dice().verify(s.dice().emperorView(dynastyId).get(0))).isTrue();
        }
    }

    private LogEntry last() {
        List<LogEntry> history = store.log().history(id);
        return history.get(history.size() - 1);
    }
}
