package org.dynast.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.module.DynastyModules;

/**
 * The console's architecture (with the model's beside it), with rules that deny by default and name no module
 * (issue 34): the module packages are each installed module's model package and its {@code ModuleUi}'s package
 * ({@link ModuleBoundaries}); everything else under {@code org.dynast}, the root package and New Dynasty included, is
 * the core.
 */
@AnalyzeClasses(packages = "org.dynast", importOptions = ImportOption.DoNotIncludeTests.class)
class AppArchitectureTest {

    static final ModuleBoundaries.Owners OWNERS = ModuleBoundaries.owners(DynastyModules.installed(),
            ModuleUis.discover().all());

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
