package org.dynast.model.blogbots.arena;

/** How a Bout ended ("Ending a Bout"). */
public enum Ending {
    /** "One or more of the Bots participating in that Bout are Trashed" */
    TKO("TKO"),
    /** "One of more of the Bots participating in the Bout are not In Bounds" */
    RING_OUT("Ring-out"),
    /** "Sixty turns have elapsed ... one Bot has a Tally that is higher than its Opponent by at least 10%" */
    DOMINATION("Domination"),
    /** "the Operator whose Readiness is Staging forfeits the match and the other Operator is the Winner" (no Bout is run) */
    FORFEIT("Forfeit");

    private final String word;

    Ending(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
