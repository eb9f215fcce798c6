package org.dynast.model.time;

import java.time.DayOfWeek;
import java.time.Duration;
import java.util.Objects;

/**
 * The parameters of one era's cadenced actions, as a core-rules profile holds them. Every ruleset in
 * the reference set (168, 190, 205, 217) has the same glossary entries, so {@link #GLOSSARY} is their
 * shared value; a profile for another era builds its own.
 *
 * @param dailySpacing  "not more than once every ten hours"
 * @param weeklySpacing "not more than once every twenty-four hours"
 * @param weekStart     "the beginning of a Monday"
 */
public record CadenceRules(Duration dailySpacing, Duration weeklySpacing, DayOfWeek weekStart) {

    /** The glossary's Daily / Weekly (Communal) Action entries and its week, as in Rulesets 168 to 217. */
    public static final CadenceRules GLOSSARY = new CadenceRules(Duration.ofHours(10), Duration.ofHours(24),
            DayOfWeek.MONDAY);

    public CadenceRules {
        Objects.requireNonNull(dailySpacing, "dailySpacing");
        Objects.requireNonNull(weeklySpacing, "weeklySpacing");
        Objects.requireNonNull(weekStart, "weekStart");
    }

    public ActionCadence daily() {
        return of(Period.DAILY, false);
    }

    public ActionCadence dailyCommunal() {
        return of(Period.DAILY, true);
    }

    public ActionCadence weekly() {
        return of(Period.WEEKLY, false);
    }

    public ActionCadence weeklyCommunal() {
        return of(Period.WEEKLY, true);
    }

    public ActionCadence of(Period period, boolean communal) {
        return new ActionCadence(period, communal, period == Period.DAILY ? dailySpacing : weeklySpacing, weekStart);
    }
}
