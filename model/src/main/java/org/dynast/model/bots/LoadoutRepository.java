package org.dynast.model.bots;

import java.util.List;
import org.dynast.model.log.EntityTable;

/** Each Operator's {@link Loadout}, keyed by player id. */
public interface LoadoutRepository extends EntityTable<Loadout> {
    List<Loadout> findByDynasty(long dynastyId);
}
