package org.dynast.model.matters;

import java.util.List;
import java.util.Objects;

/**
 * One way a condition can be met: all of its clauses must hold. {@code text} is the rule's own
 * sentence, shown with every verdict.
 */
public record Route(String text, List<Clause> clauses) {

    public Route {
        Objects.requireNonNull(text, "text");
        clauses = List.copyOf(clauses);
        if (clauses.isEmpty()) {
            throw new IllegalArgumentException("A route needs at least one clause: " + text);
        }
    }
}
