package org.dynast.model.explain;

import java.util.List;
import java.util.Objects;

/**
 * The answer to "why?" on a figure the console shows: what the figure is, its value, the arithmetic that gives it
 * (one line each, in the order it is worked out) and the rule's sentence it comes from. The engine that computes a
 * figure also explains it, from the same numbers, so the explanation never disagrees with the figure.
 */
public record Explanation(String figure, String value, List<String> arithmetic, Citation citation) {

    public Explanation {
        Objects.requireNonNull(figure, "figure");
        Objects.requireNonNull(value, "value");
        arithmetic = List.copyOf(arithmetic);
        Objects.requireNonNull(citation, "citation");
    }

    /** The whole explanation as plain text (for the clipboard, or a post to the mentee). */
    public String asText() {
        StringBuilder sb = new StringBuilder(figure).append(": ").append(value).append('\n');
        arithmetic.forEach(line -> sb.append("  ").append(line).append('\n'));
        sb.append(citation.rule() == null ? "" : citation.rule() + ": ").append('“').append(citation.sentence())
                .append('”');
        return sb.toString();
    }
}
