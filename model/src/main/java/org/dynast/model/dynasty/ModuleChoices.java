package org.dynast.model.dynasty;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What founding a dynasty and choosing its modules need to know of the modules installed in this build: the
 * registry ({@link org.dynast.model.module.DynastyModules}) answers it. The dynasty package owns this view so that it
 * names no module type and the module SPI, which names the dynasty's services, sits above it (issue 34).
 */
public interface ModuleChoices {

    /** The ids of the installed modules, in registry order. */
    List<String> ids();

    /** The modules a dynasty of this ruleset runs unless the emperor chooses otherwise (their ids). */
    List<String> defaultsFor(int rulesetNumber);

    /** The id of the core-rules profile that ships for this ruleset number, if an installed module brings one. */
    Optional<String> shippedProfileIdFor(int rulesetNumber);

    /** The ids among {@code ids} that no installed module has. */
    Set<String> unknown(List<String> ids);

    /** A module's title, or its id where none is installed. */
    String title(String id);
}
