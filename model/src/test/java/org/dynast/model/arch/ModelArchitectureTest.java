package org.dynast.model.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.dynast.model.module.DynastyModules;

/**
 * The model's architecture, with rules that deny by default and name no module (issue 34): the module packages come
 * from the registry ({@link ModuleBoundaries}). {@code docs/architecture.md}: "model/ pure Java ... No javafx import
 * anywhere."
 */
@AnalyzeClasses(packages = "org.dynast.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ModelArchitectureTest {

    /** The owners of the model's packages: each installed module's, the rest the core's. */
    static final ModuleBoundaries.Owners OWNERS = ModuleBoundaries.owners(DynastyModules.installed());

    @ArchTest
    static final ArchRule modelUsesNoJavaFx = noClasses().should().dependOnClassesThat()
            .resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..");

    @ArchTest
    static final ArchRule domainDoesNotReachIntoTheH2Store = noClasses()
            .that().resideInAnyPackage("org.dynast.model.roster..", "org.dynast.model.dynasty..",
                    "org.dynast.model.log..", "org.dynast.model.time..", "org.dynast.model.dice..",
                    "org.dynast.model.matters..", "org.dynast.model.ruleset..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.model.store..", "org.h2..");

    /** The core reaches no module; a module reaches the core, itself and what it declares it builds on. */
    @ArchTest
    static final ArchRule moduleBoundaries = ModuleBoundaries.boundaries(OWNERS);

    /** No cycles among the core's packages; today's are frozen in {@code src/test/resources/archunit_store}. */
    @ArchTest
    static final ArchRule noCycleInTheCore = ModuleBoundaries.noCoreCycles(OWNERS, "org.dynast.model");

    /** A module's pure rules ({@code <module>.rules}) know neither the store, the action log nor the tracker's store. */
    @ArchTest
    static final ArchRule aModulesRulesArePure = noClasses()
            .that().resideInAPackage("org.dynast.model.*.rules..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.model.store..", "org.dynast.model.log..")
            .because("a ruleset's rules are pure functions over values and an injected Dice");
}
