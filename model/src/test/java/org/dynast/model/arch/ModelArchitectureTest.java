package org.dynast.model.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** DESIGN.md: "model/ pure Java 17 ... No javafx import anywhere." */
@AnalyzeClasses(packages = "org.dynast.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ModelArchitectureTest {

    @ArchTest
    static final ArchRule modelUsesNoJavaFx = noClasses().should().dependOnClassesThat()
            .resideInAnyPackage("javafx..", "com.sun.javafx..", "org.controlsfx..");

    @ArchTest
    static final ArchRule domainDoesNotReachIntoTheH2Store = noClasses()
            .that().resideInAnyPackage("org.dynast.model.roster..", "org.dynast.model.dynasty..",
                    "org.dynast.model.log..", "org.dynast.model.time..",
                    "org.dynast.model.dice..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.model.store..", "org.h2..");
}
