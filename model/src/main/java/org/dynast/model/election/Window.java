package org.dynast.model.election;

import java.time.Duration;
import java.time.Instant;

/**
 * When a Campaign Action is possible for a Candidate: now, or from a moment (its window since the last Campaign
 * Action not yet passed), with the words the tab shows ("Grass Roots possible in 3 h 12 min").
 */
public record Window(CampaignAction action, String candidate, Instant possibleFrom, Instant now) {

    public boolean open() {
        return !now.isBefore(possibleFrom);
    }

    public Duration remaining() {
        return open() ? Duration.ZERO : Duration.between(now, possibleFrom);
    }

    /** "Grass Roots possible now" or "Grass Roots possible in 3 h 12 min". */
    public String words() {
        return action.title() + (open() ? " possible now" : " possible in " + span(remaining()));
    }

    /** "3 h 12 min", "2 d 1 h", "45 s". */
    public static String span(Duration d) {
        long s = Math.max(0, d.toSeconds());
        long days = s / 86_400;
        long hours = s % 86_400 / 3_600;
        long minutes = s % 3_600 / 60;
        if (days > 0) {
            return days + " d " + hours + " h";
        }
        if (hours > 0) {
            return hours + " h " + minutes + " min";
        }
        if (minutes > 0) {
            return minutes + " min";
        }
        return s + " s";
    }
}
