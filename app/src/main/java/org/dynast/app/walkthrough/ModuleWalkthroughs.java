package org.dynast.app.walkthrough;

import java.util.List;
import java.util.Map;

/**
 * What the modules bring to the walkthroughs: their ids (each may bring walkthroughs of its own, {@link
 * WalkthroughLibrary#moduleFolder}) and the step conditions their tabs can be watched for, by name. The console hands it
 * over from its module registry; this package names no registry.
 */
public record ModuleWalkthroughs(List<String> moduleIds, Map<String, StepConditions.Factory> conditions) {

    /** No module: the core's walkthroughs and conditions alone. */
    public static final ModuleWalkthroughs NONE = new ModuleWalkthroughs(List.of(), Map.of());

    public ModuleWalkthroughs {
        moduleIds = List.copyOf(moduleIds);
        conditions = Map.copyOf(conditions);
    }
}
