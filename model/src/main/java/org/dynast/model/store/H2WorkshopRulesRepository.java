package org.dynast.model.store;

import org.dynast.model.bots.WorkshopRules;
import org.dynast.model.bots.WorkshopRulesRepository;
import org.dynast.model.log.Snapshots;

/** Each dynasty's workshop settings as one JSON document keyed by dynasty id. */
final class H2WorkshopRulesRepository extends H2JsonDocuments<WorkshopRules> implements WorkshopRulesRepository {

    H2WorkshopRulesRepository(Jdbc jdbc, Snapshots snapshots) {
        super(jdbc, snapshots, "workshop_rules", "dynasty_id", WorkshopRules.class, WorkshopRules::dynastyId, null);
    }
}
