package org.dynast.model.scratchmodule;

import java.util.Set;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;

/**
 * A scratch module, compiled into the tests only (it is in no services file): the fixture that shows the architecture
 * rules refuse a misplaced import ({@code ModuleBoundariesTest}). It builds on nothing.
 */
public final class ScratchModule implements DynastyModule {

    @Override
    public String id() {
        return "scratch";
    }

    @Override
    public String title() {
        return "Scratch";
    }

    @Override
    public Set<Integer> rulesets() {
        return Set.of(9999);
    }

    @Override
    public ModuleEngine open(ModuleContext context) {
        throw new UnsupportedOperationException("a fixture");
    }
}
