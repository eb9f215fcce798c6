package org.dynast.model.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.tngtech.archunit.library.freeze.FreezingArchRule;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.DynastyModules;

/**
 * The module boundaries as rules that deny by default and name no module (issue 34). The module packages are derived
 * from the registry: a module's package is the package of its {@link DynastyModule} class and everything under it
 * (the console adds its {@code ModuleUi}'s package under the same id). Every other package under {@code org.dynast}
 * is the core. Then:
 * <ul>
 *   <li>the core reaches no module;</li>
 *   <li>a module reaches the core, itself, and the modules it declares it builds on ({@link DynastyModule#buildsOn()}),
 *       nothing else;</li>
 *   <li>the core's packages are free of cycles: today's cycles are frozen in {@code archunit_store} (a new cycle
 *       fails; one removed is dropped from the store).</li>
 * </ul>
 * A new module package that is not registered is core, so it may reach no module: nothing is unconstrained by
 * omission.
 */
public final class ModuleBoundaries {

    /** Which module owns a package: its package root → its id, and each id → what it builds on. */
    public record Owners(Map<String, String> roots, Map<String, Set<String>> buildsOn) {

        /** The module that owns the class, or "core". */
        public String of(JavaClass c) {
            String pkg = c.getPackageName();
            String best = null;
            for (String root : roots.keySet()) {
                if ((pkg.equals(root) || pkg.startsWith(root + ".")) && (best == null || root.length() > best.length())) {
                    best = root;
                }
            }
            return best == null ? CORE : roots.get(best);
        }

        /** Whether a class owned by {@code from} may use one owned by {@code to}. */
        public boolean allowed(String from, String to) {
            return to.equals(CORE) || to.equals(from) || buildsOn.getOrDefault(from, Set.of()).contains(to);
        }

        /** These owners with another package root (a console part, a test's scratch module). */
        public Owners with(String root, String id, Set<String> builds) {
            Map<String, String> r = new LinkedHashMap<>(roots);
            r.put(root, id);
            Map<String, Set<String>> b = new LinkedHashMap<>(buildsOn);
            b.merge(id, builds, (x, y) -> {
                Set<String> all = new TreeSet<>(x);
                all.addAll(y);
                return all;
            });
            return new Owners(r, b);
        }
    }

    public static final String CORE = "core";
    private static final String ROOT = "org.dynast";

    private ModuleBoundaries() {
    }

    /** The owners of the model's packages, from the modules in {@code modules}. */
    public static Owners owners(DynastyModules modules) {
        Map<String, String> roots = new LinkedHashMap<>();
        Map<String, Set<String>> builds = new LinkedHashMap<>();
        for (DynastyModule m : modules.all()) {
            roots.put(m.getClass().getPackageName(), m.id());
            builds.put(m.id(), Set.copyOf(m.buildsOn()));
        }
        return new Owners(roots, builds);
    }

    /** The one boundary rule: every dependency inside {@code org.dynast} goes where its owner may go. */
    public static ArchRule boundaries(Owners owners) {
        return classes().that().resideInAPackage(ROOT + "..")
                .should(new ArchCondition<JavaClass>("reach only the core, their own module and the modules it "
                        + "builds on (the core reaches no module)") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        String from = owners.of(c);
                        for (Dependency d : c.getDirectDependenciesFromSelf()) {
                            JavaClass target = d.getTargetClass().getBaseComponentType();
                            if (!target.getPackageName().startsWith(ROOT)) {
                                continue;
                            }
                            String to = owners.of(target);
                            if (!owners.allowed(from, to)) {
                                events.add(SimpleConditionEvent.violated(d, (from.equals(CORE) ? "the core"
                                        : "module " + from) + " reaches module " + to + ": " + d.getDescription()));
                            }
                        }
                    }
                })
                .because("a module plugs in through the registry and may use only the core and the modules it "
                        + "declares it builds on; the core names no module");
    }

    /** The core package (the first segment under {@code base}, or "(root)") a class is in, or null for a module's. */
    static String coreSlice(Owners owners, String base, JavaClass c) {
        String pkg = c.getPackageName();
        if (!owners.of(c).equals(CORE) || !(pkg.equals(base) || pkg.startsWith(base + "."))) {
            return null;
        }
        String rest = pkg.equals(base) ? "(root)" : pkg.substring(base.length() + 1);
        int dot = rest.indexOf('.');
        return dot < 0 ? rest : rest.substring(0, dot);
    }

    /** The core's packages (one slice per package under {@code base}), modules left out. */
    public static SliceAssignment corePackages(Owners owners, String base) {
        return new SliceAssignment() {
            @Override
            public SliceIdentifier getIdentifierOf(JavaClass c) {
                String slice = coreSlice(owners, base, c);
                return slice == null ? SliceIdentifier.ignore() : SliceIdentifier.of(slice);
            }

            @Override
            public String getDescription() {
                return "the core packages of " + base;
            }
        };
    }

    /**
     * No cycles among the core's packages (one slice per package under {@code base}), today's frozen in the committed
     * store. A violation is one package-to-package edge inside a cycle ("common depends on matters, which reaches it
     * back"), so the store is exact and stable: a new edge in a cycle fails, an edge removed is dropped from the store.
     */
    public static ArchRule noCoreCycles(Owners owners, String base) {
        ArchCondition<JavaClass> acyclic = new ArchCondition<>("depend on no core package that depends back on "
                + "theirs") {
            private final Map<String, Set<String>> edges = new TreeMap<>();

            @Override
            public void check(JavaClass c, ConditionEvents events) {
                String from = coreSlice(owners, base, c);
                if (from == null) {
                    return;
                }
                for (Dependency d : c.getDirectDependenciesFromSelf()) {
                    String to = coreSlice(owners, base, d.getTargetClass().getBaseComponentType());
                    if (to != null && !to.equals(from)) {
                        edges.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                    }
                }
            }

            @Override
            public void finish(ConditionEvents events) {
                edges.forEach((from, tos) -> tos.forEach(to -> {
                    if (reaches(to, from)) {
                        events.add(SimpleConditionEvent.violated(from + " -> " + to, "package " + from
                                + " depends on " + to + ", which reaches it back"));
                    }
                }));
            }

            private boolean reaches(String start, String goal) {
                Deque<String> todo = new ArrayDeque<>(List.of(start));
                Set<String> seen = new HashSet<>(todo);
                while (!todo.isEmpty()) {
                    String at = todo.pop();
                    if (at.equals(goal)) {
                        return true;
                    }
                    for (String next : edges.getOrDefault(at, Set.of())) {
                        if (seen.add(next)) {
                            todo.push(next);
                        }
                    }
                }
                return false;
            }
        };
        return FreezingArchRule.freeze(classes().that().resideInAPackage(base + "..").should(acyclic)
                .because("a cycle ties the core's packages into one knot (issue 34)"));
    }
}
