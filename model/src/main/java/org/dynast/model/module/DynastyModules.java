package org.dynast.model.module;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The registry of dynasty modules: every {@link DynastyModule} on the class path (listed in
 * {@code META-INF/services/org.dynast.model.module.DynastyModule}), in the order those files list them.
 */
public final class DynastyModules {

    private static final DynastyModules INSTALLED = new DynastyModules(load());

    private final List<DynastyModule> modules;

    public DynastyModules(List<DynastyModule> modules) {
        List<String> ids = new ArrayList<>();
        for (DynastyModule m : modules) {
            if (ids.contains(m.id())) {
                throw new IllegalStateException("Two dynasty modules have the id " + m.id());
            }
            ids.add(m.id());
        }
        this.modules = List.copyOf(modules);
    }

    /** The modules installed in this build. */
    public static DynastyModules installed() {
        return INSTALLED;
    }

    private static List<DynastyModule> load() {
        List<DynastyModule> found = new ArrayList<>();
        ServiceLoader.load(DynastyModule.class, DynastyModules.class.getClassLoader()).forEach(found::add);
        return Collections.unmodifiableList(found);
    }

    public List<DynastyModule> all() {
        return modules;
    }

    public Optional<DynastyModule> find(String id) {
        return modules.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    /** The modules a dynasty of this ruleset runs unless the emperor chooses otherwise, in registry order. */
    public List<String> defaultsFor(int rulesetNumber) {
        return modules.stream().filter(m -> m.rulesets().contains(rulesetNumber)).map(DynastyModule::id).toList();
    }

    /** The ids among {@code ids} that no installed module has. */
    public Set<String> unknown(List<String> ids) {
        return ids.stream().filter(id -> find(id).isEmpty()).collect(Collectors.toCollection(java.util.TreeSet::new));
    }

    /** The refusal of a module's action in a dynasty that does not run the module. */
    public org.dynast.model.Refusal notRunBy(org.dynast.model.dynasty.Dynasty dynasty, String moduleId) {
        return new org.dynast.model.Refusal("Dynasty modules", dynasty.name() + " does not run " + title(moduleId)
                + "; its rules and gamestate belong to the dynasties that do.");
    }

    /** A module's title, or its id where none is installed. */
    public String title(String id) {
        return find(id).map(DynastyModule::title).orElse(id);
    }
}
