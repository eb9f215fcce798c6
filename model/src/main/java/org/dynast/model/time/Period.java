package org.dynast.model.time;

import java.time.DayOfWeek;
import java.time.Instant;

/** The calendar period a cadenced action is counted in: a UTC day or a UTC week. */
public enum Period {
    DAILY("Daily", "day", "today"),
    WEEKLY("Weekly", "week", "this week");

    private final String adjective;
    private final String noun;
    private final String current;

    Period(String adjective, String noun, String current) {
        this.adjective = adjective;
        this.noun = noun;
        this.current = current;
    }

    /** "Daily", "Weekly": as in "Daily Action". */
    public String adjective() {
        return adjective;
    }

    /** "day", "week": as in "once each day". */
    public String noun() {
        return noun;
    }

    /** "today", "this week". */
    public String current() {
        return current;
    }

    /** When the period that {@code t} falls in began. */
    public Instant start(Instant t, DayOfWeek weekStart) {
        return this == DAILY ? UtcCalendar.startOfDay(t) : UtcCalendar.startOfWeek(t, weekStart);
    }

    /** When the period that {@code t} falls in ends (the next one begins). */
    public Instant next(Instant t, DayOfWeek weekStart) {
        return this == DAILY ? UtcCalendar.startOfNextDay(t) : UtcCalendar.startOfNextWeek(t, weekStart);
    }
}
