package org.dynast.model.matters;

/**
 * "Votable matters have a status, which can either be Pending, Enacted, Failed, or Illegal." A
 * Failed matter that was Vetoed or Withdrawn (Self-Killed) keeps that fact in its resolution; in an era whose profile
 * lists VETOED or WITHDRAWN for the kind, that is its status instead (the profile names it in the era's words).
 */
public enum MatterStatus {
    PENDING,
    ENACTED,
    FAILED,
    ILLEGAL,
    /** A Proposal the emperor vetoed, in an era where that is its own status ("setting its status to Failed or Vetoed"). */
    VETOED,
    /** A Proposal its author voted AGAINST, in an era where that is its own status (the profile names it: "Self-Killed"). */
    WITHDRAWN;

    public boolean resolved() {
        return this != PENDING;
    }
}
