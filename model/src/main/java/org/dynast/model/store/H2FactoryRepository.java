package org.dynast.model.store;

import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.FactoryRepository;
import org.dynast.model.log.Snapshots;

/** Each Ruleset 190 dynasty's factory floor as one JSON document keyed by dynasty id. */
final class H2FactoryRepository extends H2JsonDocuments<FactoryFloor> implements FactoryRepository {

    H2FactoryRepository(Jdbc jdbc, Snapshots snapshots) {
        super(jdbc, snapshots, "factory", "factory_floor", "dynasty_id", FactoryFloor.class, f -> f.dynastyId, null);
    }
}
