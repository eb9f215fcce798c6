package org.dynast.model.matters;

/**
 * "Votable matters have a status, which can either be Pending, Enacted, Failed, or Illegal." A
 * Failed matter that was Vetoed or Withdrawn (Self-Killed) keeps that fact in its resolution; the
 * profile names it in the era's words.
 */
public enum MatterStatus {
    PENDING,
    ENACTED,
    FAILED,
    ILLEGAL;

    public boolean resolved() {
        return this != PENDING;
    }
}
