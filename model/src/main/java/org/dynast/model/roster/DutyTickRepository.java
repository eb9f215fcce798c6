package org.dynast.model.roster;

import java.util.List;
import org.dynast.model.log.EntityTable;

/** The ticks of the mentors' checklists. */
public interface DutyTickRepository extends EntityTable<DutyTick> {

    long nextId();

    List<DutyTick> findByDynasty(long dynastyId);

    default String keyOf(DutyTick tick) {
        return Long.toString(tick.id());
    }
}
