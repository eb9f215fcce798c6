package org.dynast.model.blogbots.bots.script;

import java.util.Objects;

/**
 * A finding on one line of a Script: {@code line} and {@code column} are 1-based positions in the
 * text as written; {@code legalWording} is the wording the line is read as (for a lenient reading),
 * or null.
 */
public record Diagnostic(Severity severity, int line, int column, String message, String legalWording) {

    public enum Severity { ERROR, WARNING, INFO }

    public Diagnostic {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return severity + " " + line + ":" + column + " " + message;
    }
}
