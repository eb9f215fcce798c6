package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.lifecycle.AfterContainer;
import org.assertj.core.api.Assertions;
import org.dynast.model.Fuzz;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, "Tracker formulas (340): 12 crashes (BigInteger would overflow supported range …; StackOverflowError
 * inside EvalEx on deep nesting), 4 hangs (huge powers squared in BigInteger)": formulas grown from the language's
 * own pieces — huge and tiny literals, powers of powers, FACT, SQRT, ROUND, nesting up to a thousand deep, runs of
 * signs — and any string at all, each evaluated and written to a number, a decimal and a text column. Each gives a
 * value within the bounds or a FormulaError; never a crash, a hang or a number a value cannot hold.
 */
class FormulaFuzzTest {

    private static final List<String> ATOMS = List.of("1", "0", "-3", "2.5", "1e999999999", "1e-999999999", "9",
            "999999999999999", "People", "Food", "10^100", "2^1000", "FACT(170)", "FACT(100000)", "SQRT(2)",
            "ROUND(1/3, 2)", "MAX(1, People)", "COUNT(Tags)", "\"x\"", "TRUE");
    private static final List<String> OPS = List.of(" + ", " - ", " * ", " / ", " ^ ", " % ", " > ", " == ");
    private static final Map<String, Object> VARS = Map.of("People", new BigDecimal("17"), "Food",
            new BigDecimal("3.4"), "Tags", List.of("a", "b"));

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    @Test
    void roundingToAHugeNumberOfPlacesIsAFormulaErrorNotAHang() {
        // found by this fuzz (seed 65496, depth 7): ROUND(9, 9 ^ MAX(1, People)) asked for 9^17 places
        Assertions.assertThatThrownBy(() -> Formulas.evaluate(
                "(((((((ROUND(9, 9 ^ MAX(1, People)))))))))", VARS)).isInstanceOf(Formulas.FormulaError.class)
                .hasMessageContaining("rounds to at most");
    }

    @Property
    void aGrownFormulaGivesABoundedValueOrAFormulaError(@ForAll long seed, @ForAll @IntRange(max = 1_000) int depth) {
        Random random = new Random(seed);
        String formula = switch (random.nextInt(4)) {
            case 0 -> "(".repeat(depth) + grow(random, 3) + ")".repeat(depth);
            case 1 -> "-".repeat(depth) + grow(random, 2);
            case 2 -> "2" + " ^ 2".repeat(1 + depth % 12);
            default -> grow(random, 1 + random.nextInt(6));
        };
        judge(formula);
    }

    @Property
    void anyStringAtAllGivesAValueOrAFormulaError(@ForAll @StringLength(max = 300) String any) {
        judge(any);
    }

    private static String grow(Random random, int size) {
        if (size <= 1) {
            return ATOMS.get(random.nextInt(ATOMS.size()));
        }
        String left = grow(random, size / 2);
        String right = grow(random, size - size / 2);
        return switch (random.nextInt(4)) {
            case 0 -> "(" + left + OPS.get(random.nextInt(OPS.size())) + right + ")";
            case 1 -> List.of("SQRT", "ROUND", "FACT", "ABS", "MAX").get(random.nextInt(5)) + "(" + left
                    + (random.nextBoolean() ? ", " + right : "") + ")";
            default -> left + OPS.get(random.nextInt(OPS.size())) + right;
        };
    }

    private static void judge(String formula) {
        Fuzz.run("formula", () -> {
            try {
                var value = Formulas.evaluate(formula, VARS);
                for (ColumnType type : List.of(ColumnType.INTEGER, ColumnType.DECIMAL, ColumnType.TEXT)) {
                    Column c = Column.of("Out", type);
                    try {
                        String written = Formulas.write(c, value);
                        assertThat(written.length()).as("a value a column holds").isLessThan(2_000);
                    } catch (Formulas.FormulaError | Values.BadValue e) {
                        assertThat(e.getMessage()).isNotBlank();
                    }
                }
                return Fuzz.Outcome.ACCEPTED;
            } catch (Formulas.FormulaError e) {
                return Fuzz.refused(e.where(), null);
            }
        });
    }
}
