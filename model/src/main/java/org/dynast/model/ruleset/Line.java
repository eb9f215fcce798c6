package org.dynast.model.ruleset;

import java.util.List;
import java.util.Objects;

/**
 * One line of a block as the reader sees it: a paragraph's text, a list item (with its depth and
 * whether it is numbered), a table row (its cells) or a line of a line-by-line block such as the
 * glossary ({@code term} marks a defined word's own line).
 */
public record Line(String text, int depth, boolean ordered, List<String> cells, boolean header, boolean term) {

    public Line {
        Objects.requireNonNull(text, "text");
        cells = cells == null ? List.of() : List.copyOf(cells);
    }

    public static Line text(String text) {
        return new Line(text, 0, false, List.of(), false, false);
    }

    public static Line item(String text, int depth, boolean ordered) {
        return new Line(text, depth, ordered, List.of(), false, false);
    }

    public static Line row(List<String> cells, boolean header) {
        return new Line(String.join("\t", cells), 0, false, cells, header, false);
    }

    public static Line termLine(String text, boolean term) {
        return new Line(text, 0, false, List.of(), false, term);
    }
}
