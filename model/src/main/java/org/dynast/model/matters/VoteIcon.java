package org.dynast.model.matters;

/** "a voting icon of FOR, AGAINST, or DEFERENTIAL", and the emperor's VETO on Proposals. */
public enum VoteIcon {
    FOR,
    AGAINST,
    DEFERENTIAL,
    VETO;

    /** "A valid Vote is, except when otherwise specified, a Vote of FOR or AGAINST." */
    public boolean valid() {
        return this == FOR || this == AGAINST;
    }
}
