package org.dynast.model.ruleset;

import java.util.List;
import java.util.Objects;

/**
 * A piece of rule text: a paragraph, a list, a table, or lines kept line by line (a glossary, a
 * table whose columns the copy lost). {@code source} holds the block's exact lines as they were in
 * the imported text, so nothing is ever rewritten away, and {@code line} is where it started (1-based).
 */
public record Block(Kind kind, List<Line> lines, List<String> source, int line) {

    public enum Kind { PARAGRAPH, LIST, TABLE, LINES }

    public Block {
        Objects.requireNonNull(kind, "kind");
        lines = List.copyOf(lines);
        source = List.copyOf(source);
    }

    /** The block's text as the reader sees it, one line per line. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Line l : lines) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(l.text());
        }
        return sb.toString();
    }
}
