package org.dynast.model.store;

import org.dynast.model.bots.Loadout;
import org.dynast.model.bots.LoadoutRepository;
import org.dynast.model.log.Snapshots;

/** Loadouts as JSON documents, one row per Operator keyed by player id. */
final class H2LoadoutRepository extends H2JsonDocuments<Loadout> implements LoadoutRepository {

    H2LoadoutRepository(Jdbc jdbc, Snapshots snapshots) {
        super(jdbc, snapshots, "bot_loadout", "player_id", Loadout.class, Loadout::playerId, Loadout::dynastyId);
    }
}
