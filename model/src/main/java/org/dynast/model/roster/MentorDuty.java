package org.dynast.model.roster;

/**
 * One item of the mentor's "must do" list in rule "Mentors" ("Things that a mentor must do": "A mentor must do the
 * following: ..."), as the checklist of a Mentorship shows it. {@code keyword} finds the item's sentence in the
 * dynasty's own ruleset, so the checklist quotes the dynasty's words.
 */
public enum MentorDuty {
    /** "Make pro-active contact with their mentee when appointed". */
    CONTACTED("Made contact with the mentee", "pro-active contact"),
    /** "... and explain the dynamics of the Mentorship system". */
    EXPLAINED_SYSTEM("Explained the Mentorship system", "dynamics of the Mentorship system"),
    /** "Be available to answer any questions that their mentee may have about the game, including explaining the rules,
     * common standards and etiquette of play, proofreading posts and clarifying game events". */
    ANSWERED_QUESTIONS("Answered questions (rules, etiquette, proofreading, game events)", "answer any questions"),
    /** "Introduce their mentee to the various platforms of the game, including the wiki, Discord, ..." (Ruleset 205). */
    INTRODUCED_PLATFORMS("Introduced the game’s platforms", "platforms of the game"),
    /** "If possible, give their mentee a nudge if it appears that they are at risk of becoming Idle". */
    NUDGED("Nudged the mentee at risk of going Idle", "nudge"),
    /** "If they themselves go idle, communicate with their mentee to either continue to support them ... or arrange a
     * handover to another mentor if requested". */
    IDLE_HANDOVER("Went Idle: kept supporting or arranged a handover", "handover");

    private final String label;
    private final String keyword;

    MentorDuty(String label, String keyword) {
        this.label = label;
        this.keyword = keyword;
    }

    public String label() {
        return label;
    }

    /** A few words of the rule's sentence for this duty. */
    public String keyword() {
        return keyword;
    }

    @Override
    public String toString() {
        return label;
    }
}
