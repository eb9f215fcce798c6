package org.dynast.model.roster;

/**
 * Why a player was rendered Idle (core rule "Idle Operators" and its era's equivalents). It matters
 * for unidling: a player who asked to become Idle, or rendered themselves Idle, cannot be Unidled
 * within the following 96 hours of the same dynasty.
 */
public enum IdleReason {
    /** "that Operator has asked to become Idle in an entry or comment from the past 96 hours". */
    REQUESTED("asked to become Idle", true),
    /** "that Operator has not posted an entry or comment in the past 168 Hours (7 days)". */
    INACTIVE("no post in 7 days", false),
    /** "Admins may render themselves Idle at any time". */
    SELF("rendered themselves Idle", true);

    private final String label;
    private final boolean ownChoice;

    IdleReason(String label, boolean ownChoice) {
        this.label = label;
        this.ownChoice = ownChoice;
    }

    public String label() {
        return label;
    }

    /** Whether the player chose to go Idle (which starts the 96-hour bar on unidling). */
    public boolean ownChoice() {
        return ownChoice;
    }

    @Override
    public String toString() {
        return label;
    }
}
