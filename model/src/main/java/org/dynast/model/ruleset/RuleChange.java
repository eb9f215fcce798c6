package org.dynast.model.ruleset;

import java.util.List;

/**
 * One rule's change between two revisions: added, removed or changed (text, title or status). For a
 * section's own text, {@code title} names the section. {@code beforeId}/{@code afterId} find the rule
 * in each revision's tree; {@code rows} are the side-by-side lines.
 */
public record RuleChange(Kind kind, SectionKind section, String title, String beforeTitle, String afterTitle,
                         String beforeId, String afterId, List<TextDiff.Row> rows) {

    public enum Kind { ADDED, REMOVED, CHANGED }

    public RuleChange {
        rows = List.copyOf(rows);
    }

    /** Whether the change renamed the rule (its title, tags included, differs). */
    public boolean renamed() {
        return kind == Kind.CHANGED && beforeTitle != null && afterTitle != null && !beforeTitle.equals(afterTitle);
    }
}
