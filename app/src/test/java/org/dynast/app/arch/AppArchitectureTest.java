package org.dynast.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * docs/architecture.md: ViewModels testable without a window; views thin and away from repositories; the console's
 * core (shell, roster, matters, ruleset, dice, log, cli, walkthrough, help, welcome) names no dynasty module, and
 * modules do not name each other.
 */
@AnalyzeClasses(packages = "org.dynast", importOptions = ImportOption.DoNotIncludeTests.class)
class AppArchitectureTest {

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

    @ArchTest
    static final ArchRule theConsolesCoreNamesNoModule = noClasses()
            .that().resideInAnyPackage("org.dynast.app.shell..", "org.dynast.app.common..", "org.dynast.app.cli..",
                    "org.dynast.app.roster..",
                    "org.dynast.app.matters..", "org.dynast.app.ruleset..", "org.dynast.app.dice..",
                    "org.dynast.app.log..", "org.dynast.app.walkthrough..", "org.dynast.app.help..",
                    "org.dynast.app.welcome..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.app.blogbots..", "org.dynast.app.factory..",
                    "org.dynast.app.tracker..", "org.dynast.model.blogbots..", "org.dynast.model.factory..",
                    "org.dynast.model.tracker..", "org.dynast.app.districts..", "org.dynast.model.districts..",
                    "org.dynast.app.wizards..", "org.dynast.model.wizards..");

    @ArchTest
    static final ArchRule blogBotsNamesNoOtherModule = noClasses().that().resideInAnyPackage("org.dynast.app.blogbots..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.app.factory..", "org.dynast.model.factory..",
                    "org.dynast.app.tracker..", "org.dynast.model.tracker..", "org.dynast.app.districts..",
                    "org.dynast.model.districts..",
                    "org.dynast.app.wizards..", "org.dynast.model.wizards..");

    @ArchTest
    static final ArchRule factoryNamesNoOtherModule = noClasses().that().resideInAnyPackage("org.dynast.app.factory..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.app.blogbots..", "org.dynast.model.blogbots..",
                    "org.dynast.app.tracker..", "org.dynast.model.tracker..", "org.dynast.app.districts..",
                    "org.dynast.model.districts..",
                    "org.dynast.app.wizards..", "org.dynast.model.wizards..");

    @ArchTest
    static final ArchRule trackerNamesNoOtherModule = noClasses().that().resideInAnyPackage("org.dynast.app.tracker..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.app.blogbots..", "org.dynast.model.blogbots..",
                    "org.dynast.app.factory..", "org.dynast.model.factory..", "org.dynast.app.districts..",
                    "org.dynast.model.districts..", "org.dynast.app.wizards..",
                    "org.dynast.model.wizards..");

    /** The Districts' tab may use the tracker (the base layer) but no other module. */
    @ArchTest
    static final ArchRule districtsNamesNoOtherModuleButTheTracker = noClasses()
            .that().resideInAnyPackage("org.dynast.app.districts..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.app.blogbots..",
                    "org.dynast.model.blogbots..", "org.dynast.app.factory..", "org.dynast.model.factory..",
                    "org.dynast.app.wizards..", "org.dynast.model.wizards..");

    /** The Wizards' tabs stand on the tracker's model (their base layer), never on another engine's. */
    @ArchTest
    static final ArchRule wizardsNamesNoOtherEngine = noClasses().that().resideInAnyPackage("org.dynast.app.wizards..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.app.blogbots..", "org.dynast.model.blogbots..",
                    "org.dynast.app.factory..", "org.dynast.model.factory..", "org.dynast.app.districts..",
                    "org.dynast.model.districts..");
}
