package org.dynast.model.dice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RollExpressionTest {

    private static RollExpression parse(String text) {
        return RollExpression.parse(text, DiceRules.DICE_ROLLER);
    }

    /** "References to “DICEX” or “YDICEX” refer to X-sided dice and Y amount of X-sided dice". */
    @ParameterizedTest(name = "''{0}'' reads as {1}")
    @CsvSource(delimiter = '|', value = {
        "DICE6       | DICE6",
        "dice20      | DICE20",
        "  Dice6     | DICE6",
        "3DICE6      | 3DICE6",
        "3 dice 6    | 3DICE6",
        "1DICE6      | DICE6",
        "0DICE6      | 0DICE6",
        "DICE0       | DICE0",
        "DICE-3      | DICE-3",
        "DICE1000000 | DICE1000000",
        "fruit       | FRUIT",
        "Colour      | COLOUR",
        "COLOR       | COLOUR",
        "card        | CARD",
        "{x, y ,z}   | {x,y,z}",
    })
    void readsDiceAndTheOtherRandomGenerators(String text, String canonical) {
        assertThat(parse(text).canonical()).isEqualTo(canonical);
    }

    @Test
    void ydicexIsYDiceOfXSides() {
        assertThat(parse("3DICE6")).isEqualTo(new RollExpression.Dice(3, 6));
        assertThat(parse("DICE20")).isEqualTo(new RollExpression.Dice(1, 20));
    }

    @ParameterizedTest(name = "''{0}'' is refused: {1}")
    @CsvSource(delimiter = '|', value = {
        "DICE     | 'DICE' needs a number of sides: DICE6",
        "dice     | 'dice' needs a number of sides: DICE6",
        "3DICE    | '3DICE' needs a number of sides: 3DICE6",
        "DICEx    | 'DICEx': the number of sides must be a whole number, as in DICE6.",
        "DICE6.5  | 'DICE6.5': the number of sides must be a whole number, as in DICE6.",
        "-2DICE6  | '-2DICE6': the number of dice cannot be negative.",
        "3D6      | '3D6' is not a Dice Roller command: write 3DICE6.",
        "d20      | 'd20' is not a Dice Roller command: write DICE20.",
        "3FRUIT   | '3FRUIT': only dice take a number in front, as in 3DICE6; write FRUIT alone.",
        "banana   | 'banana' is not a Dice Roller command: write DICEX (e.g. DICE6), YDICEX (e.g. 3DICE6), FRUIT, COLOUR, CARD or a list such as {x,y}.",
        "{}       | '{}' lists no values: put them between the brackets, separated by commas, as in {x,y}.",
        "{x,,y}   | '{x,,y}' has an empty value: separate the values with single commas, as in {x,y}.",
        "{x,y     | '{x,y': a list of values goes between curly brackets, as in {x,y}.",
        "5000DICE6 | '5000DICE6' asks for 5000 dice; this Dice Roller rolls at most 1000 at once.",
    })
    void badExpressionsAreRefusedWithWhatIsWrongAndAGoodExample(String text, String message) {
        assertThatThrownBy(() -> parse(text)).isInstanceOf(BadRollExpression.class).hasMessage(message);
    }

    @Test
    void anEmptyExpressionListsTheCommands() {
        assertThatThrownBy(() -> parse("  ")).isInstanceOf(BadRollExpression.class)
                .hasMessageStartingWith("A roll needs an expression: DICEX (e.g. DICE6)");
        assertThatThrownBy(() -> parse(null)).isInstanceOf(BadRollExpression.class);
    }

    @Test
    void aDieLargerThanTheRulesAllowIsRefusedByTheRule() {
        // Ruleset 217: "DICEN cannot be rolled in the Dice Roller if N is greater than one million."
        assertThatThrownBy(() -> parse("DICE1000001"))
                .isInstanceOf(Refusal.class)
                .hasMessage("DICEN cannot be rolled in the Dice Roller if N is greater than 1,000,000; "
                        + "'DICE1000001' has 1,000,001 sides.")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo("Random Generators");
        assertThatThrownBy(() -> parse("DICE99999999999999999999999")).isInstanceOf(Refusal.class);
        // the limit is data: an era with a larger Dice Roller allows more
        DiceRules bigger = DiceRules.DICE_ROLLER.withMaxSides(Long.MAX_VALUE);
        assertThat(RollExpression.parse("DICE10000000000", bigger)).isEqualTo(new RollExpression.Dice(1,
                10_000_000_000L));
    }
}
