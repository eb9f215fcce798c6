package org.dynast.model.ruleset;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The ruleset reader is domain: it knows its repository interface, never the H2 store behind it. */
@AnalyzeClasses(packages = "org.dynast.model.ruleset", importOptions = ImportOption.DoNotIncludeTests.class)
class RulesetArchitectureTest {

    @ArchTest
    static final ArchRule rulesetDoesNotReachIntoTheH2Store = noClasses()
            .that().resideInAPackage("org.dynast.model.ruleset..")
            .should().dependOnClassesThat().resideInAnyPackage("org.dynast.model.store..", "org.h2..", "java.sql..");
}
