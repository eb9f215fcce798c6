package org.dynast.model.time;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.TemporalAdjusters;

/**
 * Days and weeks as entities, in UTC, as every era's glossary defines them: a "day" begins "at and
 * including 00:00:00 UTC, ending when the next day begins" ("It can never be 2 different days at the
 * same instant"); a "week" is "a period of time between the beginning of a Monday and the end of the
 * following Sunday". The week's first day is a parameter, so a ruleset that says otherwise can be
 * followed.
 */
public final class UtcCalendar {

    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    private UtcCalendar() {
    }

    /** The UTC calendar day {@code t} falls on. */
    public static LocalDate day(Instant t) {
        return t.atZone(ZoneOffset.UTC).toLocalDate();
    }

    /** 00:00:00 UTC of the day {@code t} falls on (which is {@code t} itself at midnight). */
    public static Instant startOfDay(Instant t) {
        return day(t).atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** 00:00:00 UTC of the day after the one {@code t} falls on: when "today" ends. */
    public static Instant startOfNextDay(Instant t) {
        return day(t).plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** The first day of the week {@code t} falls in, for weeks that begin on {@code weekStart}. */
    public static LocalDate weekOf(Instant t, DayOfWeek weekStart) {
        return day(t).with(TemporalAdjusters.previousOrSame(weekStart));
    }

    /** 00:00:00 UTC of the first day of the week {@code t} falls in. */
    public static Instant startOfWeek(Instant t, DayOfWeek weekStart) {
        return weekOf(t, weekStart).atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** 00:00:00 UTC of the first day of the week after the one {@code t} falls in: when "this week" ends. */
    public static Instant startOfNextWeek(Instant t, DayOfWeek weekStart) {
        return weekOf(t, weekStart).plusWeeks(1).atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** The glossary's week: Monday 00:00 UTC to the end of the following Sunday. */
    public static Instant startOfWeek(Instant t) {
        return startOfWeek(t, DayOfWeek.MONDAY);
    }

    public static Instant startOfNextWeek(Instant t) {
        return startOfNextWeek(t, DayOfWeek.MONDAY);
    }

    public static boolean sameDay(Instant a, Instant b) {
        return day(a).equals(day(b));
    }

    public static boolean sameWeek(Instant a, Instant b, DayOfWeek weekStart) {
        return weekOf(a, weekStart).equals(weekOf(b, weekStart));
    }

    /** "2026-11-20 09:00 UTC". */
    public static String format(Instant t) {
        return MINUTES.format(t);
    }

    /** "09:00 UTC". */
    public static String formatTime(Instant t) {
        return TIME.format(t);
    }
}
