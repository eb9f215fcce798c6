package org.dynast.model.cooldown;

import java.time.Instant;
import java.util.List;
import org.dynast.model.log.EntityTable;

/** The stored takes of cadenced actions. */
public interface PerformedActionRepository extends EntityTable<PerformedAction> {

    long nextId();

    /** The dynasty's takes of every action, oldest first. */
    List<PerformedAction> findByDynasty(long dynastyId);

    /** The dynasty's takes of {@code action} (ignoring case) at or after {@code since}, oldest first. */
    List<PerformedAction> findByAction(long dynastyId, String action, Instant since);

    default String keyOf(PerformedAction taken) {
        return Long.toString(taken.id());
    }
}
