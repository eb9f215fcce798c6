package org.dynast.model.election.debate;

/** How a Finished debate finished. */
public enum Ending {
    /** "If e resolves it in the allotted time, the number of numeric replies are tallied." */
    RESOLVED("resolved by its moderator"),
    /** "If e does not do so in the allotted time, e must pay each candidate who entered the debate the entry cost". */
    NO_RESOLUTION_POST("no Debate resolution post within 96 hours: the moderator paid each entrant the entry cost"),
    /** "If e does not do so in the allotted time, e must pay each candidate who entered the debate twice the entry cost". */
    NOT_RESOLVED("not resolved within 96 hours of the Debate resolution: the moderator paid each entrant twice the "
            + "entry cost");

    private final String text;

    Ending(String text) {
        this.text = text;
    }

    public String text() {
        return text;
    }
}
