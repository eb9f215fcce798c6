package org.dynast.model.districts.rules;

/**
 * "Make a blog post which pairs the first incoming Upside with the first incoming Downside, and the second incoming
 * Upside with the second incoming Downside. [...] each pairing an Outcome." {@code peopleFaction} is the Faction the
 * People of a "Gain 5 People" Upside belong to (null for any other Upside).
 */
public record Outcome(Upside upside, Downside downside, String peopleFaction) {

    public Outcome {
        if (upside == null || downside == null) {
            throw new IllegalArgumentException("An Outcome pairs an Upside with a Downside");
        }
        if (upside != Upside.GAIN_5_PEOPLE) {
            peopleFaction = null;
        }
    }

    public Outcome(Upside upside, Downside downside) {
        this(upside, downside, null);
    }

    /** The Outcome as the Dilemma's post shows it. */
    public String text() {
        String up = upside.text() + (peopleFaction == null ? "" : " (the People of the Faction " + peopleFaction + ")");
        return up + ", then " + downside.text();
    }
}
