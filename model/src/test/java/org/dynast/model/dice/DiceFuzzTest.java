package org.dynast.model.dice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.dynast.model.Fuzz;
import org.dynast.model.Refusal;

/**
 * Issue 33, "Dice (320): 5 rolls of expressions holding control characters": every Dice Roller expression — good
 * ones, good ones with a control character, a format character or a lone surrogate spliced in, lists of any text,
 * any string — is rolled or refused saying why; an accepted one holds no control character (garbage), and the roll
 * is the same from the same seed.
 */
class DiceFuzzTest {

    private static final String[] GOOD = {"DICE6", "3DICE6", "DICE20", "FRUIT", "COLOUR", "CARD", "{a,b,c}",
        "{Sir Clank,Ada}", "dice6", "0DICE6", "{\uD83C\uDFB2,x}"};
    private static final char[] BAD = {'\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u200b',
        '\u200e', '\u202e', '\uFEFF', '\uD800', '\uDC00', '\t'};

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    @Example
    void anExpressionHoldingAControlCharacterIsRefusedSayingWhich() {
        DiceRoller roller = new DiceRoller(DiceRules.DICE_ROLLER, () -> 1L);
        for (String bad : new String[] {"DICE\u00006", "{a,\u0007b}", "{a\u202e,b}", "FRU\u001bIT", "{\uD800,b}"}) {
            try {
                roller.roll(bad, 1L);
                throw new AssertionError("rolled: " + bad);
            } catch (BadRollExpression e) {
                assertThat(e.getMessage()).startsWith("A roll expression is text to read: character ")
                        .contains("is a control character (U+");
            }
        }
        assertThat(roller.roll("{\uD83C\uDFB2,x}", 1L).outcome()).isIn("\uD83C\uDFB2", "x");
    }

    record Case(int kind, int good, int at, int bad, String any) {
    }

    @Provide
    Arbitrary<Case> cases() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0,
                GOOD.length - 1), Arbitraries.integers().between(0, 40), Arbitraries.integers().between(0,
                BAD.length - 1), Arbitraries.strings().ofMaxLength(60)).as(Case::new);
    }

    @Property
    void anyExpressionIsRolledOrRefusedNeverRolledWithAControlCharacter(@ForAll("cases") Case c) {
        String good = GOOD[c.good()];
        String text = switch (c.kind()) {
            case 0 -> good;
            case 1 -> {
                int at = Math.min(c.at(), good.length());
                yield good.substring(0, at) + BAD[c.bad()] + good.substring(at);
            }
            case 2 -> "{" + c.any().replace("}", "") + "," + c.any().replace("}", "") + "x}";
            default -> c.any();
        };
        Fuzz.run("dice", () -> {
            DiceRoller roller = new DiceRoller(DiceRules.DICE_ROLLER, new Random(c.at())::nextLong);
            RollResult r;
            try {
                r = roller.roll(text, 7L);
            } catch (BadRollExpression | Refusal e) {
                return Fuzz.refused(e.getMessage(), null);
            }
            String inside = text.strip();
            assertThat(inside.chars().noneMatch(ch -> Character.isISOControl(ch)
                    || Character.getType(ch) == Character.FORMAT)).as("garbage rolled: %s", text).isTrue();
            assertThat(new DiceRoller(DiceRules.DICE_ROLLER, () -> 0L).roll(text, 7L).outcome())
                    .as("the same seed gives the same roll").isEqualTo(r.outcome());
            return Fuzz.Outcome.ACCEPTED;
        });
    }
}
