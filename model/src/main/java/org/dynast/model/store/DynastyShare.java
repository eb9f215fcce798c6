package org.dynast.model.store;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import org.dynast.model.dynasty.Dynasty;

/**
 * Shares a dynasty (issue 36): copies it with its history from one store (the emperor's H2 file) into another (a
 * PostgreSQL database the team opens), through the dynasty export and import, so the copy is checked as an import is
 * (every part read and checked before anything is written) and written in the import's one transaction: a copy that
 * is refused leaves the target as it was. What the export leaves out (secret rolls) stays in the file only.
 */
public final class DynastyShare {

    private DynastyShare() {
    }

    /** What was shared: the copy in the target, and the export's size. */
    public record Shared(Dynasty copy, long characters) {
    }

    /**
     * Copies dynasty {@code dynastyId} of {@code from} into {@code to} as {@code actor}; the target's log says it was
     * imported from {@code from}'s description. Refusals (a name already there, a part the target cannot read) come
     * as the import's {@link ImportException} or {@link org.dynast.model.Refusal}, in plain words, nothing changed.
     */
    public static Shared copy(GameStore from, long dynastyId, GameStore to, String actor) {
        StringWriter export = new StringWriter();
        try {
            from.exchange().export(dynastyId, export);
        } catch (IOException e) {
            throw new StoreException("Could not read the dynasty from " + from.description() + ": " + e.getMessage(),
                    e);
        }
        String text = export.toString();
        Dynasty copy = to.exchange().importFrom(new StringReader(text), from.description(), actor);
        return new Shared(copy, text.length());
    }
}
