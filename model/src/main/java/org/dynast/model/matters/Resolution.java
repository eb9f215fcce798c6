package org.dynast.model.matters;

/** What an Admin may do to a Pending matter. */
public enum Resolution {
    ENACT,
    FAIL,
    /** "When it is resolved it may be marked as Illegal by the resolving admin." */
    ILLEGAL
}
