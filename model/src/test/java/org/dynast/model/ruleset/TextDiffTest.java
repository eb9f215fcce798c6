package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

/** The ruleset comparison's diff, on java-diff-utils: what changed is shown as changed, and nothing else. */
class TextDiffTest {

    @Test
    void twoEditsFarApartInALongTextAreTwoChangedRowsNotAReplacedMiddle() {
        // 2,500 lines with line 10 and line 2,400 edited: the part between the two edits (2,391 lines a side) was past
        // the old LCS table's 4,000,000 cells, which reported all of it as replaced
        List<String> before = new ArrayList<>();
        for (int i = 0; i < 2_500; i++) {
            before.add("Line " + i + " of the ruleset.");
        }
        List<String> after = new ArrayList<>(before);
        after.set(10, "Line 10 of the ruleset, amended.");
        after.set(2_400, "Line 2400, amended.");

        List<TextDiff.Row> rows = TextDiff.rows(before, after);

        assertThat(rows).hasSize(2_500);
        assertThat(rows.stream().filter(r -> r.op() != TextDiff.Op.EQUAL))
                .extracting(TextDiff.Row::left, TextDiff.Row::right)
                .containsExactly(Tuple.tuple("Line 10 of the ruleset.",
                                "Line 10 of the ruleset, amended."),
                        Tuple.tuple("Line 2400 of the ruleset.", "Line 2400, amended."));
    }

    @Test
    void aLineIsComparedWordByWord() {
        assertThat(TextDiff.words("Each Wizard has 3 Food.", "Each Wizard has 5 Food."))
                .extracting(TextDiff.Segment::op, TextDiff.Segment::text)
                .containsExactly(Tuple.tuple(TextDiff.Op.EQUAL, "Each Wizard has "),
                        Tuple.tuple(TextDiff.Op.DELETE, "3 "),
                        Tuple.tuple(TextDiff.Op.INSERT, "5 "),
                        Tuple.tuple(TextDiff.Op.EQUAL, "Food."));
    }
}
