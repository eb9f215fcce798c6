package org.dynast.model.roster;

import java.util.List;
import org.dynast.model.log.EntityTable;

/** The known aliases of each dynasty's players. */
public interface PlayerAliasRepository extends EntityTable<PlayerAlias> {

    long nextId();

    /** The dynasty's aliases, in the order they were recorded. */
    List<PlayerAlias> findByDynasty(long dynastyId);

    default String keyOf(PlayerAlias alias) {
        return Long.toString(alias.id());
    }
}
