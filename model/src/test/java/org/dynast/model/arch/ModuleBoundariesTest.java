package org.dynast.model.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.ArrayList;
import java.util.Set;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.scratchmodule.ScratchModule;
import org.junit.jupiter.api.Test;

/**
 * The boundary rule refuses what nobody listed (issue 34): a misplaced import in a scratch module (test-only classes,
 * {@code org.dynast.model.scratchmodule}) and a core class that names a module fail it, though no rule names either.
 */
class ModuleBoundariesTest {

    private static final JavaClasses SCRATCH = new ClassFileImporter().importPackages(
            "org.dynast.model.scratchmodule", "org.dynast.model.roster.scratch");

    /** The installed modules, and the scratch module registered beside them (as its services line would). */
    private static final ModuleBoundaries.Owners WITH_SCRATCH = ModuleBoundaries.owners(new DynastyModules(
            new ArrayList<>(DynastyModules.installed().all()) {{
                add(new ScratchModule());
            }}));

    @Test
    void aScratchModulesMisplacedImportAndACoreClassNamingAModuleFailTheRule() {
        EvaluationResult result = ModuleBoundaries.boundaries(WITH_SCRATCH).evaluate(SCRATCH);
        System.out.println(result.getFailureReport());
        assertThat(result.hasViolation()).isTrue();
        assertThat(result.getFailureReport().getDetails()).hasSize(4) // a constructor call and a method call each
                .anySatisfy(d -> assertThat(d).startsWith("module scratch reaches module wizards: ")
                        .contains("MisplacedImport.wizards()").contains("WizardsModule"))
                .anySatisfy(d -> assertThat(d).startsWith("the core reaches module tracker: ")
                        .contains("CoreNamingAModule.tracker()"));
    }

    @Test
    void declaringTheModuleItBuildsOnAllowsItAndAnUnregisteredPackageIsCore() {
        ModuleBoundaries.Owners buildsOnWizards = WITH_SCRATCH.with(ScratchModule.class.getPackageName(), "scratch",
                Set.of("wizards"));
        assertThat(ModuleBoundaries.boundaries(buildsOnWizards).evaluate(SCRATCH).getFailureReport().getDetails())
                .hasSize(2).allSatisfy(d -> assertThat(d).startsWith("the core reaches module tracker"));
        // not registered at all: the scratch package is core, and the core reaches no module
        ModuleBoundaries.Owners unregistered = ModuleBoundaries.owners(DynastyModules.installed());
        assertThat(ModuleBoundaries.boundaries(unregistered).evaluate(SCRATCH).getFailureReport().getDetails())
                .hasSize(4).anySatisfy(d -> assertThat(d).startsWith("the core reaches module wizards: "));
    }
}
