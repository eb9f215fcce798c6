package org.dynast.app.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** DESIGN.md: ViewModels testable without a window; views thin and away from repositories. */
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
}
