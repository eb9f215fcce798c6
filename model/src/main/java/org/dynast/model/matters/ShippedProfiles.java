package org.dynast.model.matters;

import java.util.SortedMap;

/**
 * Where the shipped core-rules profiles come from beside the core's early eras: the installed modules' JSON resources
 * by ruleset number. The registry ({@link org.dynast.model.module.DynastyModules}) answers it; the matters package
 * owns this view so that it names no module type and the module SPI, which names the matters' services, sits above
 * it (issue 34).
 */
public interface ShippedProfiles {

    /** The core-rules profiles the modules bring: each one's JSON resource, by ruleset number, in ruleset order. */
    SortedMap<Integer, String> coreRulesProfiles();
}
