package org.dynast.model.ruleset;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import java.util.ArrayList;
import java.util.List;

/**
 * A diff of two sequences (a rule's lines, a line's words) on java-diff-utils (Myers' O(ND) algorithm), as an edit
 * script, side-by-side rows and inline word runs.
 */
public final class TextDiff {

    public enum Op { EQUAL, DELETE, INSERT }

    /** One run of the diff: its items as they were on the left ({@code DELETE}), right ({@code INSERT}) or both. */
    public record Segment(Op op, String text) {
    }

    /** A row of a side-by-side view: the left line, the right line, or both when they differ or agree. */
    public record Row(Op op, String left, String right) {
        /** Whether the row pairs a removed line with the line that replaced it. */
        public boolean changed() {
            return left != null && right != null && !left.equals(right);
        }
    }

    private TextDiff() {
    }

    /** The edit script from {@code a} to {@code b}, item by item (java-diff-utils' Myers diff). */
    public static List<Op> script(List<String> a, List<String> b) {
        List<Op> ops = new ArrayList<>();
        int at = 0;
        for (AbstractDelta<String> delta : DiffUtils.diff(a, b).getDeltas()) {
            for (; at < delta.getSource().getPosition(); at++) {
                ops.add(Op.EQUAL);
            }
            delta.getSource().getLines().forEach(line -> ops.add(Op.DELETE));
            delta.getTarget().getLines().forEach(line -> ops.add(Op.INSERT));
            at += delta.getSource().size();
        }
        for (; at < a.size(); at++) {
            ops.add(Op.EQUAL);
        }
        return ops;
    }

    /**
     * Side-by-side rows: equal lines on both sides; a run of removed lines facing the run of lines
     * that replaced it, row by row; the rest alone on their side.
     */
    public static List<Row> rows(List<String> a, List<String> b) {
        List<Op> ops = script(a, b);
        List<Row> rows = new ArrayList<>();
        int i = 0;
        int j = 0;
        int k = 0;
        while (k < ops.size()) {
            if (ops.get(k) == Op.EQUAL) {
                rows.add(new Row(Op.EQUAL, a.get(i++), b.get(j++)));
                k++;
                continue;
            }
            List<String> del = new ArrayList<>();
            List<String> ins = new ArrayList<>();
            while (k < ops.size() && ops.get(k) != Op.EQUAL) {
                if (ops.get(k) == Op.DELETE) {
                    del.add(a.get(i++));
                } else {
                    ins.add(b.get(j++));
                }
                k++;
            }
            int pairs = Math.min(del.size(), ins.size());
            for (int p = 0; p < pairs; p++) {
                rows.add(new Row(Op.DELETE, del.get(p), ins.get(p)));
            }
            for (int p = pairs; p < del.size(); p++) {
                rows.add(new Row(Op.DELETE, del.get(p), null));
            }
            for (int p = pairs; p < ins.size(); p++) {
                rows.add(new Row(Op.INSERT, null, ins.get(p)));
            }
        }
        return rows;
    }

    /** Word by word: the runs of a line as it was and as it is, for an inline view. */
    public static List<Segment> words(String left, String right) {
        List<String> a = tokens(left == null ? "" : left);
        List<String> b = tokens(right == null ? "" : right);
        List<Op> ops = script(a, b);
        List<Segment> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        for (Op op : ops) {
            String token = switch (op) {
                case EQUAL -> {
                    j++;
                    yield a.get(i++);
                }
                case DELETE -> a.get(i++);
                case INSERT -> b.get(j++);
            };
            if (!out.isEmpty() && out.get(out.size() - 1).op() == op) {
                Segment last = out.remove(out.size() - 1);
                out.add(new Segment(op, last.text() + token));
            } else {
                out.add(new Segment(op, token));
            }
        }
        return out;
    }

    /** Words with the spaces after them, so that the runs join back into the line. */
    static List<String> tokens(String text) {
        List<String> out = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            int j = i;
            while (j < text.length() && !Character.isWhitespace(text.charAt(j))) {
                j++;
            }
            while (j < text.length() && Character.isWhitespace(text.charAt(j))) {
                j++;
            }
            if (j == i) {
                j++;
            }
            out.add(text.substring(i, j));
            i = j;
        }
        return out;
    }
}
