package org.dynast.model.factory;

import org.dynast.model.log.EntityTable;

/** The stored factory floors, one per Ruleset 190 dynasty, keyed by the dynasty's id. */
public interface FactoryRepository extends EntityTable<FactoryFloor> {
}
