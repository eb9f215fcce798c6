package org.dynast.model.dynasty;

/** Where a dynasty is in its life ("Victory and Ascension"). */
public enum DynastyPhase {
    /** The dynasty is being played. */
    ACTIVE,
    /**
     * "the period between dynasties, after a DoV has been enacted and before an Ascension Address
     * has been posted. During an Interregnum the game is in hiatus".
     */
    INTERREGNUM,
    /** An Ascension Address has started the next dynasty. */
    ENDED
}
