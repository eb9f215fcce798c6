package org.dynast.app.ruleset;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.dynast.app.common.Messages;
import org.dynast.app.ruleset.RulesetRows.ChangeRow;
import org.dynast.app.ruleset.RulesetRows.DiffLine;
import org.dynast.app.ruleset.RulesetRows.RevisionRow;
import org.dynast.app.ruleset.RulesetRows.Seg;
import org.dynast.model.ruleset.RuleChange;
import org.dynast.model.ruleset.RulesetDiff;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.TextDiff;

/**
 * The rows of the Ruleset tab's revisions and their comparison, split from {@link RulesetViewModel}: a revision's
 * row, the summary and per-rule change rows of a diff between two revisions, and a change's lines word by word.
 */
final class RevisionRows {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private final Messages messages;

    RevisionRows(Messages messages) {
        this.messages = messages;
    }

    RevisionRow row(RulesetRevision r, Map<Integer, List<String>> notes) {
        String title = messages.get("ruleset.revision.title", r.number(), WHEN.format(r.createdAt()));
        String cause = r.cause().isEmpty() ? messages.get("ruleset.revision.noCause") : r.cause();
        return new RevisionRow(r.id(), r.number(), title, r.summary(), cause, r, notes.getOrDefault(r.number(),
                List.of()));
    }

    /** The diff's summary line: how many rules changed, were added and were removed (or that none did). */
    String summary(RevisionRow from, RevisionRow to, RulesetDiff diff) {
        return diff.isEmpty() ? messages.get("ruleset.diff.none", from.number(), to.number())
                : messages.get("ruleset.diff.summary", from.number(), to.number(), diff.count(RuleChange.Kind.CHANGED),
                diff.count(RuleChange.Kind.ADDED), diff.count(RuleChange.Kind.REMOVED));
    }

    List<ChangeRow> changes(RulesetDiff diff) {
        return diff.changes().stream().map(c -> new ChangeRow(c, messages.get("ruleset.change.label",
                messages.get("ruleset.change." + c.kind()), c.title() + (c.renamed()
                        ? " \u2190 " + c.beforeTitle() : ""), c.section().title()), c.kind().name())).toList();
    }

    /** A change's rows: equal lines, changed lines cut into words, and lines only before or only after. */
    static List<DiffLine> lines(ChangeRow row) {
        List<DiffLine> lines = new ArrayList<>();
        for (TextDiff.Row r : row.change().rows()) {
            if (r.op() == TextDiff.Op.EQUAL) {
                Seg same = new Seg(r.left(), TextDiff.Op.EQUAL);
                lines.add(new DiffLine(TextDiff.Op.EQUAL, false, List.of(same), List.of(same), List.of(same)));
            } else if (r.changed()) {
                List<TextDiff.Segment> words = TextDiff.words(r.left(), r.right());
                List<Seg> left = words.stream().filter(w -> w.op() != TextDiff.Op.INSERT)
                        .map(w -> new Seg(w.text(), w.op())).toList();
                List<Seg> right = words.stream().filter(w -> w.op() != TextDiff.Op.DELETE)
                        .map(w -> new Seg(w.text(), w.op())).toList();
                List<Seg> inline = words.stream().map(w -> new Seg(w.text(), w.op())).toList();
                lines.add(new DiffLine(TextDiff.Op.DELETE, true, left, right, inline));
            } else if (r.left() != null) {
                Seg gone = new Seg(r.left(), TextDiff.Op.DELETE);
                lines.add(new DiffLine(TextDiff.Op.DELETE, false, List.of(gone), List.of(), List.of(gone)));
            } else {
                Seg added = new Seg(r.right(), TextDiff.Op.INSERT);
                lines.add(new DiffLine(TextDiff.Op.INSERT, false, List.of(), List.of(added), List.of(added)));
            }
        }
        return lines;
    }
}
