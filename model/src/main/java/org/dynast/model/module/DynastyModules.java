package org.dynast.model.module;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.ModuleChoices;
import org.dynast.model.matters.ShippedProfiles;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * The registry of dynasty modules: every {@link DynastyModule} on the class path (listed in
 * {@code META-INF/services/org.dynast.model.module.DynastyModule}), in the order those files list them.
 */
public final class DynastyModules implements ModuleChoices, ShippedProfiles {

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

    @Override
    public List<String> ids() {
        return modules.stream().map(DynastyModule::id).toList();
    }

    public Optional<DynastyModule> find(String id) {
        return modules.stream().filter(m -> m.id().equals(id)).findFirst();
    }

    /**
     * The modules a dynasty of this ruleset runs unless the emperor chooses otherwise, in registry order: those that
     * serve the ruleset and those they build on.
     */
    @Override
    public List<String> defaultsFor(int rulesetNumber) {
        Set<String> wanted = new HashSet<>();
        modules.stream().filter(m -> m.rulesets().contains(rulesetNumber)).forEach(m -> {
            wanted.add(m.id());
            wanted.addAll(m.buildsOn());
        });
        return modules.stream().map(DynastyModule::id).filter(wanted::contains).toList();
    }

    /** The ruleset texts the modules bring, newest first (the highest ruleset number first). */
    public List<ShippedRuleset> shippedRulesets() {
        return modules.stream().flatMap(m -> m.shippedRulesets().stream())
                .sorted(Comparator.comparingInt(ShippedRuleset::number).reversed())
                .toList();
    }

    /** The shipped text of this ruleset, if an installed module brings one. */
    public Optional<ShippedRuleset> shippedRuleset(int number) {
        return shippedRulesets().stream().filter(r -> r.number() == number).findFirst();
    }

    /** The core-rules profiles the modules bring: each one's JSON resource, by ruleset number, in ruleset order. */
    @Override
    public SortedMap<Integer, String> coreRulesProfiles() {
        SortedMap<Integer, String> all = new TreeMap<>();
        modules.forEach(m -> all.putAll(m.coreRulesProfiles()));
        return all;
    }

    /** The id of the core-rules profile that ships for this ruleset number, if an installed module brings one. */
    @Override
    public Optional<String> shippedProfileIdFor(int rulesetNumber) {
        return coreRulesProfiles().containsKey(rulesetNumber) ? Optional.of("ruleset-" + rulesetNumber)
                : Optional.empty();
    }

    /** The installed modules that are (or extend) {@code part}: how a module collects what its dependents bring. */
    public <T> List<T> parts(Class<T> part) {
        return modules.stream().filter(part::isInstance).map(part::cast).toList();
    }

    /** The ids among {@code ids} that no installed module has. */
    @Override
    public Set<String> unknown(List<String> ids) {
        return ids.stream().filter(id -> find(id).isEmpty()).collect(Collectors.toCollection(TreeSet::new));
    }

    /** The refusal of a module's action in a dynasty that does not run the module. */
    public Refusal notRunBy(Dynasty dynasty, String moduleId) {
        return new Refusal("Dynasty modules", dynasty.name() + " does not run " + title(moduleId)
                + "; its rules and gamestate belong to the dynasties that do.");
    }

    /**
     * The modules the dynasty runs that this build does not have (its file was written by a build with them): their
     * tables and gamestate stay in the file as they are, and nothing of them is shown or changed here.
     */
    public List<String> missingFor(Dynasty dynasty) {
        return dynasty.modules() == null ? List.of()
                : dynasty.modules().stream().filter(id -> find(id).isEmpty()).toList();
    }

    /** What the dynasty needs of a module this build does not have, in plain words. */
    public String needs(Dynasty dynasty, String moduleId) {
        return "This dynasty needs the " + displayName(moduleId) + " module, which this build does not have. Its "
                + "gamestate stays in the file as it is; open the file with a Dynast that has the module to see or "
                + "change it.";
    }

    /** A module's name for a sentence: its id with a capital ("Wizards"), as a missing module has no title here. */
    public static String displayName(String moduleId) {
        return moduleId.isEmpty() ? moduleId : Character.toUpperCase(moduleId.charAt(0)) + moduleId.substring(1);
    }

    /** A module's title, or its id where none is installed. */
    @Override
    public String title(String id) {
        return find(id).map(DynastyModule::title).orElse(id);
    }
}
