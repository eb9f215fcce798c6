package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;

/** Per-rule differences between two revisions: added, removed and changed rules, with their lines side by side. */
class RulesetDiffTest {

    private final String text = RulesetTexts.read(RulesetTexts.BOTS);
    private final Ruleset before = RulesetImporter.read(text).ruleset();

    @Test
    void theSameTextHasNoChanges() {
        assertThat(RulesetDiff.between(before, RulesetImporter.read(text).ruleset()).isEmpty()).isTrue();
    }

    @Test
    void aChangedSentenceIsOneChangedRuleWithItsLineSideBySide() {
        String after = text.replace("If BlogNomic is Dormant, then it is on Hiatus.",
                "If BlogNomic is Dormant, then it is on Hiatus, and Quorum is three.");
        RulesetDiff diff = RulesetDiff.between(before, RulesetImporter.read(after).ruleset());
        assertThat(diff.changes()).hasSize(1);
        RuleChange change = diff.changes().get(0);
        assertThat(change.kind()).isEqualTo(RuleChange.Kind.CHANGED);
        assertThat(change.title()).isEqualTo("Dormancy [Active]");
        assertThat(change.section()).isEqualTo(SectionKind.SPECIAL_CASE);
        List<TextDiff.Row> changed = change.rows().stream().filter(TextDiff.Row::changed).toList();
        assertThat(changed).hasSize(1);
        assertThat(changed.get(0).right()).endsWith("and Quorum is three.");
        assertThat(TextDiff.words(changed.get(0).left(), changed.get(0).right()))
                .filteredOn(s -> s.op() == TextDiff.Op.INSERT).extracting(TextDiff.Segment::text)
                .containsExactly("Hiatus, and Quorum is three.");
    }

    @Test
    void aSpecialCaseRuleTurnedActiveIsChangedNotReplaced() {
        String after = text.replace("Malign Emperors [Inactive] [Rare]", "Malign Emperors [Active] [Rare]");
        RuleChange change = RulesetDiff.between(before, RulesetImporter.read(after).ruleset()).changes().get(0);
        assertThat(change.kind()).isEqualTo(RuleChange.Kind.CHANGED);
        assertThat(change.renamed()).isTrue();
        assertThat(change.rows().get(0)).extracting(TextDiff.Row::left, TextDiff.Row::right)
                .containsExactly("Malign Emperors [Inactive] [Rare]", "Malign Emperors [Active] [Rare]");
    }

    @Test
    void addedRemovedAndRenamedRules() {
        String after = text
                .replace("Spare Parts Bin\n\nEach Operator has a Spare Parts Bin, which is a publicly tracked list of "
                        + "Chassisses, Engines, and Systems as well as their conditions.\n\n", "")
                .replace("House Bots\n\n", "Robots of the House\n\n")
                .replace("Practice Bouts\n\n", "Sponsors\n\nEach Operator may have a Sponsor.\n\nPractice Bouts\n\n");
        RulesetDiff diff = RulesetDiff.between(before, RulesetImporter.read(after).ruleset());
        assertThat(diff.changes()).extracting(RuleChange::kind, RuleChange::title).containsExactly(
                Tuple.tuple(RuleChange.Kind.REMOVED, "Spare Parts Bin"),
                Tuple.tuple(RuleChange.Kind.CHANGED, "Robots of the House"),
                Tuple.tuple(RuleChange.Kind.ADDED, "Sponsors"));
        assertThat(diff.changes().get(1).beforeTitle()).isEqualTo("House Bots");
        assertThat(diff.count(RuleChange.Kind.ADDED)).isEqualTo(1);
    }

    @Test
    void lineDiffPairsReplacedLinesAndKeepsTheRest() {
        List<TextDiff.Row> rows = TextDiff.rows(List.of("a", "b", "c", "d"), List.of("a", "B", "c", "d", "e"));
        assertThat(rows).extracting(TextDiff.Row::left, TextDiff.Row::right).containsExactly(
                Tuple.tuple("a", "a"), Tuple.tuple("b", "B"),
                Tuple.tuple("c", "c"), Tuple.tuple("d", "d"),
                Tuple.tuple(null, "e"));
    }
}
