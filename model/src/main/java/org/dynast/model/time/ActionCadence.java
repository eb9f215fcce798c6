package org.dynast.model.time;

import java.time.DayOfWeek;
import java.time.Duration;
import java.util.Objects;

/**
 * How often one player may take a cadenced game action, as the glossary defines it. A Daily Action
 * may be taken "once each day, but not more than once every ten hours"; a Weekly Action "once each
 * week, but not more than once every twenty-four hours"; a Communal one "can only be performed by one
 * [player] per day" (or week). The spacing and the week's first day are data (see
 * {@link CadenceRules}), so another era's core rules can change them.
 *
 * @param period     the calendar period the action is counted in
 * @param communal   whether only one player per period may take it
 * @param minSpacing the least time between two takes by one player ("not more than once every ...")
 * @param weekStart  the first day of a week ("the beginning of a Monday")
 */
public record ActionCadence(Period period, boolean communal, Duration minSpacing, DayOfWeek weekStart) {

    public ActionCadence {
        Objects.requireNonNull(period, "period");
        Objects.requireNonNull(minSpacing, "minSpacing");
        Objects.requireNonNull(weekStart, "weekStart");
        if (minSpacing.isNegative()) {
            throw new IllegalArgumentException("The spacing between two takes of an action cannot be negative.");
        }
    }

    /** The glossary term: "Daily Action", "Weekly Communal Action". */
    public String ruleName() {
        return period.adjective() + (communal ? " Communal" : "") + " Action";
    }

    @Override
    public String toString() {
        return ruleName() + " (at least " + Words.duration(minSpacing) + " apart"
                + (period == Period.WEEKLY ? ", weeks from " + Words.day(weekStart) : "") + ")";
    }
}
