package org.dynast.model.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** DESIGN.md: "model/ pure Java 17 ... No javafx import anywhere." */
@AnalyzeClasses(packages = "org.dynast.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ModelArchitectureTest {

    /** The core: everything a dynasty has whatever modules it runs. */
    static final String[] CORE = {"org.dynast.model", "org.dynast.model.roster..", "org.dynast.model.matters..",
        "org.dynast.model.ruleset..", "org.dynast.model.dynasty..", "org.dynast.model.time..",
        "org.dynast.model.dice..", "org.dynast.model.log..", "org.dynast.model.store..", "org.dynast.model.module..",
        "org.dynast.model.explain.."};

    static final String BLOGBOTS = "org.dynast.model.blogbots..";
    static final String FACTORY = "org.dynast.model.factory..";
    static final String TRACKER = "org.dynast.model.tracker..";
    static final String WIZARDS = "org.dynast.model.wizards..";
    static final String DISTRICTS = "org.dynast.model.districts..";

    @ArchTest
    static final ArchRule modelUsesNoJavaFx = noClasses().should().dependOnClassesThat()
            .resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..");

    @ArchTest
    static final ArchRule domainDoesNotReachIntoTheH2Store = noClasses()
            .that().resideInAnyPackage("org.dynast.model.roster..", "org.dynast.model.dynasty..",
                    "org.dynast.model.log..", "org.dynast.model.time..",
                    "org.dynast.model.dice..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.model.store..", "org.h2..");

    /** Dynasty modules plug into the core through DynastyModule and the ServiceLoader: the core names none of them. */
    @ArchTest
    static final ArchRule theCoreDependsOnNoDynastyModule = noClasses()
            .that().resideInAnyPackage(CORE)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, FACTORY, TRACKER, WIZARDS, DISTRICTS)
            .because("a dynasty module plugs into the core (DynastyModules finds it); the core names no module");

    /** Each module stands on the core alone, so either can be left out of a build. */
    @ArchTest
    static final ArchRule blogBotsDoesNotDependOnTheFactory = noClasses()
            .that().resideInAPackage(BLOGBOTS)
            .should().dependOnClassesThat().resideInAnyPackage(FACTORY, TRACKER, WIZARDS, DISTRICTS)
            .because("the BlogBots module (Ruleset 205) stands on the core alone");

    @ArchTest
    static final ArchRule theFactoryDoesNotDependOnBlogBots = noClasses()
            .that().resideInAPackage(FACTORY)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, TRACKER, WIZARDS, DISTRICTS)
            .because("the Factory module (Ruleset 190) stands on the core alone");

    @ArchTest
    static final ArchRule theTrackerDependsOnNoOtherModule = noClasses()
            .that().resideInAPackage(TRACKER)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, FACTORY, WIZARDS, DISTRICTS)
            .because("the generic gamestate tracker serves any dynasty and stands on the core alone");

    /** Ruleset 168's Wizards stand on the core and on the generic tracker (their base layer), never on another engine. */
    @ArchTest
    static final ArchRule theWizardsStandOnTheTrackerAlone = noClasses()
            .that().resideInAPackage(WIZARDS)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, FACTORY, DISTRICTS)
            .because("the Wizards module (Ruleset 168) stands on the core and the tracker alone");

    /** Ruleset 217's Districts stand on the core and the generic tracker (the base layer), and on no other module. */
    @ArchTest
    static final ArchRule theDistrictsStandOnTheCoreAndTheTrackerAlone = noClasses()
            .that().resideInAPackage(DISTRICTS)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, FACTORY, "org.dynast.model.wizards..")
            .because("the Districts module (Ruleset 217) stands on the core and the tracker alone");

    /** The Districts' pure rules know neither the store nor the module's services. */
    @ArchTest
    static final ArchRule theDistrictsRulesArePure = noClasses()
            .that().resideInAPackage("org.dynast.model.districts.rules..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.model.store..", "org.dynast.model.log..",
                    TRACKER)
            .because("the rules of Ruleset 217 are pure functions over values and an injected Dice");
}
