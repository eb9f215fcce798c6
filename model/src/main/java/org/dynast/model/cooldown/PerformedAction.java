package org.dynast.model.cooldown;

import java.time.Instant;
import java.util.Objects;

/**
 * One take of a cadenced action: who took which action when. These records are what the
 * {@link CooldownService} counts; they are written through the action log, so undoing the action that
 * took one frees the cooldown again.
 *
 * @param cadence the glossary term the action was taken under ("Daily Action"), for the history
 */
public record PerformedAction(long id, long dynastyId, long playerId, String action, String cadence, Instant at) {

    public PerformedAction {
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(cadence, "cadence");
        Objects.requireNonNull(at, "at");
    }
}
