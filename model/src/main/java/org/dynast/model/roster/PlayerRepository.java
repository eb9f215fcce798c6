package org.dynast.model.roster;

import java.util.List;
import org.dynast.model.log.EntityTable;

public interface PlayerRepository extends EntityTable<Player> {

    long nextId();

    List<Player> findByDynasty(long dynastyId);

    default String keyOf(Player player) {
        return Long.toString(player.id());
    }
}
