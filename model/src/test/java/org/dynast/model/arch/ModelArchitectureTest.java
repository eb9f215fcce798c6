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
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, FACTORY, TRACKER)
            .because("a dynasty module plugs into the core (DynastyModules finds it); the core names no module");

    /** Each module stands on the core alone, so either can be left out of a build. */
    @ArchTest
    static final ArchRule blogBotsDoesNotDependOnTheFactory = noClasses()
            .that().resideInAPackage(BLOGBOTS)
            .should().dependOnClassesThat().resideInAnyPackage(FACTORY, TRACKER)
            .because("the BlogBots module (Ruleset 205) stands on the core alone");

    @ArchTest
    static final ArchRule theFactoryDoesNotDependOnBlogBots = noClasses()
            .that().resideInAPackage(FACTORY)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, TRACKER)
            .because("the Factory module (Ruleset 190) stands on the core alone");

    @ArchTest
    static final ArchRule theTrackerDependsOnNoOtherModule = noClasses()
            .that().resideInAPackage(TRACKER)
            .should().dependOnClassesThat().resideInAnyPackage(BLOGBOTS, FACTORY)
            .because("the generic gamestate tracker serves any dynasty and stands on the core alone");
}
