package org.dynast.app.module;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.dynast.app.walkthrough.ModuleWalkthroughs;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.model.module.DynastyModules;

/**
 * The console parts of dynasty modules, in the order their service files list them: a registry that is passed in,
 * as the model's {@link DynastyModules} is. The composition roots (the window's {@code DynastApp}, the command line's
 * {@code Cli}) {@link #discover} the installed ones once and hand them on; a test gives a console a subset, or its own.
 */
public final class ModuleUis {

    private final List<ModuleUi> uis;

    public ModuleUis(List<ModuleUi> uis) {
        List<String> ids = new ArrayList<>();
        for (ModuleUi ui : uis) {
            if (ids.contains(ui.moduleId())) {
                throw new IllegalStateException("Two console parts are registered for the module " + ui.moduleId());
            }
            ids.add(ui.moduleId());
        }
        this.uis = List.copyOf(uis);
    }

    /**
     * The console parts on the class path ({@code META-INF/services/org.dynast.app.module.ModuleUi}), found through
     * {@link ServiceLoader} each time it is called: call it once, where the application is composed.
     */
    public static ModuleUis discover() {
        List<ModuleUi> found = new ArrayList<>();
        ServiceLoader.load(ModuleUi.class, ModuleUis.class.getClassLoader()).forEach(found::add);
        return new ModuleUis(found);
    }

    public List<ModuleUi> all() {
        return uis;
    }

    public Optional<ModuleUi> find(String moduleId) {
        return uis.stream().filter(m -> m.moduleId().equals(moduleId)).findFirst();
    }

    /** Those of these console parts whose model module is in {@code modules} (a build or a test may leave some out). */
    public ModuleUis forModules(DynastyModules modules) {
        return new ModuleUis(uis.stream().filter(ui -> modules.find(ui.moduleId()).isPresent()).toList());
    }

    /** The ids of the modules these are the console parts of, in order. */
    public List<String> moduleIds() {
        return uis.stream().map(ModuleUi::moduleId).toList();
    }

    /** The walkthrough step conditions these modules' tabs can be watched for, by name. */
    public Map<String, StepConditions.Factory> walkthroughConditions() {
        Map<String, StepConditions.Factory> all = new TreeMap<>();
        uis.forEach(ui -> all.putAll(ui.walkthroughConditions()));
        return all;
    }

    /** What these modules bring to the walkthroughs: their ids and their step conditions. */
    public ModuleWalkthroughs walkthroughs() {
        return new ModuleWalkthroughs(moduleIds(), walkthroughConditions());
    }

    /** These modules' headless commands: new objects each time, since a command keeps its arguments. */
    public List<Command> commands() {
        List<Command> all = new ArrayList<>();
        uis.forEach(ui -> all.addAll(ui.commands()));
        return all;
    }
}
