package org.dynast.model.ruleset;

import java.time.Instant;
import java.util.Objects;

/**
 * One revision of a dynasty's ruleset: an import or an edit, numbered 1, 2, 3… within the dynasty,
 * with its date and the matter that caused it. The text itself is stored once by its SHA-256
 * ({@code textHash}) and read back into a tree when shown; the log records this small record.
 */
public record RulesetRevision(long id, long dynastyId, int number, Instant createdAt, Kind kind, RulesetFormat format,
                              String textHash, int textLength, String summary, String cause, Long matterId,
                              String sourceName) {

    public enum Kind { IMPORT, EDIT }

    public RulesetRevision {
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(textHash, "textHash");
        Objects.requireNonNull(summary, "summary");
        cause = cause == null ? "" : cause;
    }

    public MatterRef matter() {
        return new MatterRef(cause, matterId);
    }

    public RulesetRevision withMatter(MatterRef matter) {
        return new RulesetRevision(id, dynastyId, number, createdAt, kind, format, textHash, textLength, summary,
                matter.text(), matter.matterId(), sourceName);
    }
}
