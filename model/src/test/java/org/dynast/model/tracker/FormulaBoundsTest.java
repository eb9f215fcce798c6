package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, "Tracker formulas (340): 12 crashes (BigInteger would overflow supported range in Formulas.write /
 * Values.number; StackOverflowError inside EvalEx on deep nesting), 4 hangs (huge powers squared in BigInteger)":
 * each shape is refused at once in plain words naming the bound ({@link FormulaBounds}), and ordinary formulas are
 * worked out as before.
 */
class FormulaBoundsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            9^999999999                 | a power's exponent is at most 1000, not 999999999
            (10^999999)^2               | a power's exponent is at most 1000, not 999999
            2^2^2^2^2^2                 | a power's exponent is at most 1000, not 65536
            SQRT(10^999999)             | a power's exponent is at most 1000, not 999999
            FACT(100000)                | FACT takes a number up to 170, not 100000
            1e999999999                 | gives 1E+999999999, beyond what a formula reckons with (10^100 either way)
            ROUND(1e99999, 2)           | the number 1E+99999 is beyond what a formula reckons with (10^100 either way)
            (10^100)^1000               | is beyond what a formula reckons with (10^100 either way)
            1e-999999999 * 1e-999999999 | the number 1E-999999999 is beyond what a formula reckons with
            """)
    void aHugeNumberIsRefusedAtOnceNamingTheBound(String formula, String why) {
        assertTimeoutPreemptively(Duration.ofSeconds(2), () -> assertThatThrownBy(
                () -> Formulas.evaluate(formula, Map.of())).isInstanceOf(Formulas.FormulaError.class)
                .hasMessageContaining(why));
    }

    /** The fuzz found -3 ^ SQRT(2) answered with a Java class name ("NumberFormatException"): plain words now. */
    @Test
    void aValueThatIsNoNumberIsRefusedInPlainWords() {
        assertThatThrownBy(() -> Formulas.evaluate("-3 ^ SQRT(2)", Map.of())).isInstanceOf(Formulas.FormulaError.class)
                .hasMessageContaining("gives no number (such as a negative number to a fractional power)")
                .hasMessageNotContaining("Exception");
    }

    @Test
    void deepNestingIsRefusedBeforeEvalExReadsItNotAStackOverflow() {
        for (String deep : new String[] {"(".repeat(900) + "1" + ")".repeat(900), "-".repeat(1_900) + "1",
            "- ".repeat(900) + "1", "NOT(".repeat(300) + "1" + ")".repeat(300)}) {
            assertThatThrownBy(() -> Formulas.parse(deep)).isInstanceOf(Formulas.FormulaError.class)
                    .hasMessage("a formula nests at most 40 deep (brackets, or signs in a row)");
            assertThatThrownBy(() -> Formulas.evaluate(deep, Map.of())).isInstanceOf(Formulas.FormulaError.class);
        }
        assertThatThrownBy(() -> Formulas.parse("1+".repeat(1_500) + "1")).hasMessage("a formula is at most 2,000 "
                + "characters; this one has 3,001");
    }

    @Test
    void aFormulaGivingANumberColumnMoreThanFifteenDigitsIsRefusedNotAnOverflow() throws Exception {
        Column people = new Column();
        people.name = "People";
        people.type = ColumnType.INTEGER;
        assertThatThrownBy(() -> Formulas.write(people, Formulas.evaluate("10^99", Map.of())))
                .isInstanceOf(Formulas.FormulaError.class).hasMessage("gives 1E+99, more than the 15 digits a "
                        + "number holds");
        assertThat(Formulas.write(people, Formulas.evaluate("10^14 + 1", Map.of()))).isEqualTo("100000000000001");
    }

    @Test
    void ordinaryFormulasAreWorkedOutAsBefore() throws Exception {
        assertThat(Formulas.evaluate("2^10 + FACT(5) + SQRT(16)", Map.of()).getNumberValue())
                .isEqualByComparingTo(BigDecimal.valueOf(1024 + 120 + 4));
        assertThat(Formulas.evaluate("((((((1))))))", Map.of()).getNumberValue()).isEqualByComparingTo("1");
        assertThat(Formulas.evaluate("- -3", Map.of()).getNumberValue()).isEqualByComparingTo("3");
    }
}
