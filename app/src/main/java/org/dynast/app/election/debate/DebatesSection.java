package org.dynast.app.election.debate;

import javafx.scene.Node;
import javafx.scene.control.Label;
import org.dynast.app.shell.ModuleUiContext;

/**
 * The Debates board's place in the Election tab: the Election view puts what this builds under its Debates heading.
 * Until the Debates' rules are built it says that no Debate has started.
 */
public final class DebatesSection {

    private DebatesSection() {
    }

    /** The board for the tab's dynasty. */
    public static Node build(ModuleUiContext context) {
        Label none = new Label(context.messages().get("election.debates.none"));
        none.setId("electionDebatesNone");
        return none;
    }
}
