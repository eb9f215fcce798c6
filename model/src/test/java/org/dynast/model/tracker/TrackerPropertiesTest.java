package org.dynast.model.tracker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Properties of the tracker's expression columns, values and checks over random tables. */
class TrackerPropertiesTest {

    private static Column integer(String name) {
        Column c = Column.of(name, ColumnType.INTEGER);
        c.mayBeNegative = true;
        return c;
    }

    private static Column derived(String name, ColumnType type, String formula) {
        Column c = Column.of(name, type);
        c.formula = formula;
        return c;
    }

    private static TrackerState table(List<Integer> as, List<Integer> bs, Column... derived) {
        TrackerState s = new TrackerState();
        s.definition.columns.add(integer("A"));
        s.definition.columns.add(integer("B"));
        s.definition.columns.addAll(List.of(derived));
        for (int i = 0; i < as.size(); i++) {
            TrackerRow r = TrackerRow.of("P" + i, (long) i, false);
            r.values.put("A", Integer.toString(as.get(i)));
            r.values.put("B", Integer.toString(bs.get(i % bs.size())));
            s.rows.add(r);
        }
        return s;
    }

    /** Derived columns compute what arithmetic, comparisons and the aggregates over the players say. */
    @Property(tries = 300)
    void derivedColumnsAgreeWithArithmetic(@ForAll @Size(min = 1, max = 8) List<@IntRange(min = -1000, max = 1000) Integer> as,
                                           @ForAll @Size(min = 1, max = 8) List<@IntRange(min = -1000, max = 1000) Integer> bs) {
        TrackerTable t = TrackerTable.of(table(as, bs, derived("Sum", ColumnType.INTEGER, "A + B"),
                derived("Bigger", ColumnType.FLAG, "A > B"), derived("Top", ColumnType.INTEGER, "MAX(ALL_A)"),
                derived("Total", ColumnType.INTEGER, "SUM(ALL_Sum)"),
                derived("Least", ColumnType.INTEGER, "IF(A < B, A, B)")));
        assertThat(t.problems()).isEmpty();
        int top = as.stream().mapToInt(Integer::intValue).max().orElseThrow();
        int total = 0;
        for (int i = 0; i < as.size(); i++) {
            total += as.get(i) + bs.get(i % bs.size());
        }
        for (int i = 0; i < as.size(); i++) {
            int a = as.get(i);
            int b = bs.get(i % bs.size());
            TrackerTable.Row r = t.rows().get(i);
            assertThat(r.cell("Sum")).isEqualTo(Integer.toString(a + b));
            assertThat(r.cell("Bigger")).isEqualTo(a > b ? "Yes" : "No");
            assertThat(r.cell("Top")).isEqualTo(Integer.toString(top));
            assertThat(r.cell("Total")).isEqualTo(Integer.toString(total));
            assertThat(r.cell("Least")).isEqualTo(Integer.toString(Math.min(a, b)));
        }
    }

    /** Whatever a formula says, the table is computed: a failing formula is a problem at its column, never a throw. */
    @Property(tries = 400)
    void aBrokenFormulaIsReportedAtItsColumn(@ForAll("formulas") String formula) {
        TrackerTable t = TrackerTable.of(table(List.of(1, 2), List.of(3), derived("X", ColumnType.INTEGER, formula)));
        for (TrackerTable.Row r : t.rows()) {
            if (TrackerTable.FAILED.equals(r.cell("X"))) {
                assertThat(t.problems("X")).isNotEmpty().allSatisfy(p -> assertThat(p.why()).startsWith(
                        "\u201c" + formula + "\u201d"));
            } else {
                assertThat(r.cell("X")).matches("-?\\d+");
            }
        }
    }

    @Provide
    Arbitrary<String> formulas() {
        return Arbitraries.strings().withChars("AB+-*/()<>=!&|, 0123456789MAXIFSUMCOUNT_\"").ofMinLength(1)
                .ofMaxLength(24);
    }

    /** A value read is written so that reading it again gives it back. */
    @Property(tries = 600)
    void aValueReadReadsBackTheSame(@ForAll ColumnType type, @ForAll("cells") String text) {
        Column c = Column.of("C", type);
        c.options = List.of("Red", "Blue");
        c.mayBeNegative = true;
        String once;
        try {
            once = Values.read(c, text);
        } catch (Values.BadValue e) {
            assertThat(e.getMessage()).startsWith("C");
            return;
        }
        assertThat(Values.read(c, once)).isEqualTo(once);
    }

    /** A lone "-" is a wiki table's mark for nothing, as the whole cell or as one of a list's items. */
    @Example
    void aDashItemIsNothingInEveryListType() {
        for (ColumnType type : List.of(ColumnType.LIST, ColumnType.MULTISET, ColumnType.ANNOTATED_LIST)) {
            Column c = Column.of("Items", type);
            assertThat(Values.read(c, "-")).as(type.name()).isEmpty();
            assertThat(Values.read(c, "-,")).as(type.name()).isEmpty();
            assertThat(Values.read(c, "Sword, -")).as(type.name()).isEqualTo("Sword");
        }
    }

    /** A name that itself looks counted keeps its count when written, so it reads back as the same name. */
    @Example
    void aNameThatLooksCountedReadsBackTheSame() {
        Column c = Column.of("Bag", ColumnType.MULTISET);
        assertThat(Values.read(c, "a\u00d70\u00d71")).isEqualTo("a\u00d70 \u00d71");
        assertThat(Values.read(c, Values.read(c, "a\u00d70\u00d71"))).isEqualTo("a\u00d70 \u00d71");
        assertThat(Values.read(c, "Gold \u00d73, Gem")).isEqualTo("Gem, Gold \u00d73");
        assertThatThrownBy(() -> Values.read(c, "b], a[")).isInstanceOf(Values.BadValue.class)
                .hasMessageContaining("bracket");
    }

    @Provide
    Arbitrary<String> cells() {
        return Arbitraries.strings().withChars("ab Red blue,;()[]\u00d7x0123456789-.+").ofMaxLength(30);
    }

    /** A whole number is accepted exactly between its minimum and maximum. */
    @Property(tries = 400)
    void integersAreAcceptedExactlyWithinTheirBounds(@ForAll @IntRange(min = -50, max = 50) int min,
                                                     @ForAll @IntRange(min = -50, max = 50) int span,
                                                     @ForAll @IntRange(min = -120, max = 120) int value) {
        Column c = Column.of("Food", ColumnType.INTEGER);
        c.min = (long) min;
        c.max = (long) (min + Math.abs(span));
        boolean within = value >= c.min && value <= c.max;
        boolean accepted;
        try {
            accepted = Values.read(c, Integer.toString(value)).equals(Integer.toString(value));
        } catch (Values.BadValue e) {
            accepted = false;
        }
        assertThat(accepted).isEqualTo(within);
    }

    /** A cap refuses exactly the tables where some row's value exceeds it, naming that row. */
    @Property(tries = 400)
    void aCapRefusesExactlyWhenARowExceedsIt(@ForAll @Size(min = 1, max = 8) List<@IntRange(min = -20, max = 20) Integer> as,
                                             @ForAll @IntRange(min = -20, max = 20) int cap) {
        TrackerState s = table(as, List.of(0));
        s.definition.checks.add(Check.of(Check.Kind.AT_MOST, "A", BigDecimal.valueOf(cap), null, "A is capped"));
        var broken = Checks.broken(TrackerTable.of(s));
        int first = -1;
        for (int i = 0; i < as.size() && first < 0; i++) {
            first = as.get(i) > cap ? i : -1;
        }
        assertThat(broken.isPresent()).isEqualTo(first >= 0);
        broken.ifPresent(r -> assertThat(r.getMessage()).isEqualTo("A is capped \u2014 P" + (int) as.stream()
                .takeWhile(a -> a <= cap).count() + "'s A would be " + as.stream().filter(a -> a > cap).findFirst()
                .orElseThrow() + "."));
    }

    /** Uniqueness refuses exactly the tables where two players share a value (or a list item). */
    @Property(tries = 400)
    void uniquenessRefusesExactlyOnASharedItem(@ForAll @Size(min = 1, max = 6) List<@Size(max = 3) List<
            @IntRange(min = 0, max = 9) Integer>> lists) {
        TrackerState s = new TrackerState();
        Column allies = Column.of("Allies", ColumnType.ANNOTATED_LIST);
        s.definition.columns.add(allies);
        s.definition.checks.add(Check.of(Check.Kind.UNIQUE, "Allies", null, null, "Only one may have each ally"));
        Set<Integer> seen = new HashSet<>();
        boolean shared = false;
        for (int i = 0; i < lists.size(); i++) {
            List<String> items = new ArrayList<>();
            Set<Integer> mine = new HashSet<>(lists.get(i));
            for (int n : mine) {
                items.add("Ally" + n + " (" + i + ")");
                shared |= !seen.add(n);
            }
            TrackerRow r = TrackerRow.of("P" + i, (long) i, false);
            r.values.put("Allies", String.join(", ", items));
            s.rows.add(r);
        }
        assertThat(Checks.broken(TrackerTable.of(s)).isPresent()).isEqualTo(shared);
    }
}
