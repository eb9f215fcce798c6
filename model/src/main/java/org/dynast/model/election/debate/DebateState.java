package org.dynast.model.election.debate;

/**
 * Ruleset 57, the debates rule: "Debates are either Upcoming, Active or Finished. All Debates start as Upcoming."
 */
public enum DebateState {
    UPCOMING("Upcoming"),
    ACTIVE("Active"),
    FINISHED("Finished");

    private final String text;

    DebateState(String text) {
        this.text = text;
    }

    /** The rule's word. */
    public String text() {
        return text;
    }
}
