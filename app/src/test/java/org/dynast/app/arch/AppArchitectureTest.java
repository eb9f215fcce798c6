package org.dynast.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import java.util.List;
import java.util.Set;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.arch.ModuleBoundaries;
import org.dynast.model.module.DynastyModules;

/**
 * The console's architecture (with the model's beside it), with rules that deny by default and name no module
 * (issue 34): the module packages are each installed module's model package and its {@code ModuleUi}'s package
 * (the model's {@link ModuleBoundaries}, from its test-jar); everything else under {@code org.dynast}, the root package and New Dynasty included, is
 * the core.
 */
@AnalyzeClasses(packages = "org.dynast", importOptions = {ImportOption.DoNotIncludeTests.class,
        AppArchitectureTest.DoNotIncludeTestJars.class})
class AppArchitectureTest {

    static final ModuleBoundaries.Owners OWNERS = owners(DynastyModules.installed(), ModuleUis.discover().all());

    /** The model's test classes come in a test-jar (a packaged reactor build): they are tests too, left out. */
    static final class DoNotIncludeTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }

    /** The owners of the model's and the console's packages: each module's model package and its ModuleUi's. */
    static ModuleBoundaries.Owners owners(DynastyModules modules, List<ModuleUi> uis) {
        ModuleBoundaries.Owners owners = ModuleBoundaries.owners(modules);
        for (ModuleUi ui : uis) {
            owners = owners.with(ui.getClass().getPackageName(), ui.moduleId(), Set.of());
        }
        return owners;
    }

    @ArchTest
    static final ArchRule modelUsesNoJavaFx = noClasses().that().resideInAPackage("org.dynast.model..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..");

    @ArchTest
    static final ArchRule viewsStayAwayFromRepositoriesAndTheStore = noClasses()
            .that().haveSimpleNameEndingWith("View")
            .should().dependOnClassesThat().haveSimpleNameEndingWith("Repository")
            .orShould().dependOnClassesThat().resideInAPackage("org.dynast.model.store..");

    @ArchTest
    static final ArchRule viewModelsNeedNoWindow = noClasses()
            .that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..", "javafx.stage..",
                    "javafx.application..", "org.controlsfx..");

    /** The console's core (and the model's) reaches no module; a module reaches the core and what it builds on. */
    @ArchTest
    static final ArchRule moduleBoundaries = ModuleBoundaries.boundaries(OWNERS);

    /** No cycles among the console's core packages; today's are frozen in {@code src/test/resources/archunit_store}. */
    @ArchTest
    static final ArchRule noCycleInTheConsolesCore = ModuleBoundaries.noCoreCycles(OWNERS, "org.dynast.app");
}
