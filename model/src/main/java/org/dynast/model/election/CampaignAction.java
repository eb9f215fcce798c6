package org.dynast.model.election;

import java.time.Duration;

/**
 * The Campaign Actions (rule "Campaign": "Any action allowed by a sub-rule of this rule is considered a Campaign
 * Action"), each with the time that must have passed since the Candidate's last Campaign Action.
 */
public enum CampaignAction {
    /** "If a Candidate has not performed a Campaign Action within the last 48 horus ... Grass Roots". */
    GRASS_ROOTS("Grass Roots", 48, "grass-roots"),
    /** "If a Candidate has not performed a Campaign Action within the last 72 horus ... Mud-Sling". */
    MUD_SLING("Mud-Sling", 72, "mud-sling"),
    /** "If a Candidate has not taken a campaign action within the last 12 hours ... Fundraiser". */
    FUNDRAISER("Fundraiser", 12, "fundraiser"),
    /** "If a candidate has not taken a campaign action within the last 96 hours ... Going Abroad". */
    GOING_ABROAD("Going Abroad", 96, "going-abroad"),
    /** "If a Candidate has not performed a Campaign Action within the last 48 hours ... Free T-Shirts". */
    FREE_TSHIRTS("Free T-Shirts", 48, "free-tshirts");

    private final String title;
    private final Duration window;
    private final String kind;

    CampaignAction(String title, int hours, String kind) {
        this.title = title;
        this.window = Duration.ofHours(hours);
        this.kind = kind;
    }

    public String title() {
        return title;
    }

    /** The time since the last Campaign Action after which this one may be taken. */
    public Duration window() {
        return window;
    }

    /** The action's log kind ({@code election.campaign.grass-roots}). */
    public String kind() {
        return "election.campaign." + kind;
    }
}
