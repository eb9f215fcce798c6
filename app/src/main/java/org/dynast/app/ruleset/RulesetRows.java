package org.dynast.app.ruleset;

import java.util.List;
import org.dynast.app.common.DialogService;
import org.dynast.model.ruleset.RuleChange;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.TextDiff;

/** The plain data the Ruleset tab shows, built by {@link RulesetViewModel} and drawn by {@link RulesetView}. */
public final class RulesetRows {

    /**
     * What a new ruleset revision would change, rule by rule (each change opening to its lines, as the Ruleset tab's
     * comparison shows them), asking to go on: true when {@code yes} is pressed.
     */
    public static final DialogService.Feature<Changes, Boolean> CHANGES_DIALOG =
            new DialogService.Feature<>("rulesetChanges");

    /** What the changes dialog shows. */
    public record Changes(String title, String header, List<ChangeRow> changes, String yes) {
    }

    private RulesetRows() {
    }

    /** A small label beside a title: a Special Case status, a tag, a lost heading. {@code style} is its CSS class. */
    public record Badge(String text, String style, String tooltip) {
    }

    /** One revision in the list: "r2 · 2026-11-22 14:05 UTC", what it did, and the matter that caused it. */
    /** A revision of the list; {@code notes}: what the dynasty's modules say of it (e.g. the governing ruleset). */
    public record RevisionRow(long id, int number, String title, String summary, String cause,
                              RulesetRevision revision, List<String> notes) {
        public RevisionRow {
            notes = notes == null ? List.of() : List.copyOf(notes);
        }

        @Override
        public String toString() {
            return title;
        }
    }

    /** A node of the outline: a section or a rule, its badges and its subrules. */
    public record OutlineNode(String id, String label, boolean section, boolean untitled, List<Badge> badges,
                              List<OutlineNode> children) {
        public OutlineNode {
            badges = List.copyOf(badges);
            children = List.copyOf(children);
        }
    }

    /** A run of text: plain, a search hit, and/or a defined term ({@code term}, to follow to its definition). */
    public record Span(String text, boolean hit, String term) {
    }

    /** A paragraph, list item, table row or line of the shown text. */
    public record Para(Kind kind, int depth, String marker, List<Span> spans, List<List<Span>> cells, boolean header,
                       boolean focus) {
        public enum Kind { PARAGRAPH, ITEM, ROW, LINE, TERM }

        public Para {
            spans = List.copyOf(spans);
            cells = List.copyOf(cells);
        }

        public String text() {
            StringBuilder sb = new StringBuilder();
            spans.forEach(s -> sb.append(s.text()));
            cells.forEach(c -> {
                if (sb.length() > 0) {
                    sb.append(" | ");
                }
                c.forEach(s -> sb.append(s.text()));
            });
            return sb.toString();
        }
    }

    /** The shown section or rule: title, badges, why its status is what it is, and its text. */
    public record RuleText(String id, String title, List<Span> titleSpans, List<Badge> badges, String note,
                           List<Para> paras, boolean rule, boolean specialCase, boolean active) {
        public RuleText {
            titleSpans = List.copyOf(titleSpans);
            badges = List.copyOf(badges);
            paras = List.copyOf(paras);
        }

        public static RuleText empty(String note) {
            return new RuleText(null, "", List.of(), List.of(), note, List.of(), false, false, false);
        }
    }

    /** One rule's change in the Changes list. */
    public record ChangeRow(RuleChange change, String label, String kind) {
        @Override
        public String toString() {
            return label;
        }
    }

    /** A run of a diff line, as it was ({@code DELETE}), as it is ({@code INSERT}) or unchanged. */
    public record Seg(String text, TextDiff.Op op) {
    }

    /** A row of the diff: the left and right lines side by side, and the same row inline. */
    public record DiffLine(TextDiff.Op op, boolean changed, List<Seg> left, List<Seg> right, List<Seg> inline) {
        public DiffLine {
            left = List.copyOf(left);
            right = List.copyOf(right);
            inline = List.copyOf(inline);
        }
    }
}
