package org.dynast.model.log;

import java.util.Objects;

/**
 * One entity's values before and after an action, as JSON snapshots; {@code before} is null for a
 * creation and {@code after} for a deletion.
 */
public record Change(String entity, String key, String before, String after) {

    public Change {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(key, "key");
        if (before == null && after == null) {
            throw new IllegalArgumentException("A change needs a before or an after value.");
        }
    }

    public Change reversed() {
        return new Change(entity, key, after, before);
    }
}
