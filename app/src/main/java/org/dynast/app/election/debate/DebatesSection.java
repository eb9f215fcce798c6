package org.dynast.app.election.debate;

import javafx.scene.Node;
import org.dynast.app.module.ModuleUiContext;

/**
 * The Debates board's place in the Election tab: the Election view puts what this builds under its Debates heading
 * ({@link DebatesView} over {@link DebatesViewModel}).
 */
public final class DebatesSection {

    private DebatesSection() {
    }

    /** The board for the tab's dynasty, over {@code vm} (the Election tab's, which walkthrough steps read). */
    public static Node build(ModuleUiContext context, DebatesViewModel vm) {
        return new DebatesView(vm, context.messages()).root();
    }
}
