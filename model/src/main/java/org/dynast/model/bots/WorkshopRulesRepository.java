package org.dynast.model.bots;

import org.dynast.model.log.EntityTable;

/** Each dynasty's {@link WorkshopRules}, keyed by dynasty id. */
public interface WorkshopRulesRepository extends EntityTable<WorkshopRules> {
}
