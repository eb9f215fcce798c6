package org.dynast.model.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UtcCalendarTest {

    /**
     * "References to a “day” as an entity ... refer to a day beginning at and including 00:00:00 UTC,
     * ending when the next day begins. It can never be 2 different days at the same instant."
     */
    @ParameterizedTest(name = "{0} is on {1}")
    @CsvSource({
        "2026-11-20T00:00:00Z,           2026-11-20, 2026-11-20T00:00:00Z, 2026-11-21T00:00:00Z",
        "2026-11-20T23:59:59.999999999Z, 2026-11-20, 2026-11-20T00:00:00Z, 2026-11-21T00:00:00Z",
        "2026-12-31T12:00:00Z,           2026-12-31, 2026-12-31T00:00:00Z, 2027-01-01T00:00:00Z",
    })
    void aDayBeginsAtAndIncludingMidnightUtc(String at, String day, String start, String next) {
        Instant t = Instant.parse(at);
        assertThat(UtcCalendar.day(t)).isEqualTo(LocalDate.parse(day));
        assertThat(UtcCalendar.startOfDay(t)).isEqualTo(Instant.parse(start));
        assertThat(UtcCalendar.startOfNextDay(t)).isEqualTo(Instant.parse(next));
        assertThat(UtcCalendar.sameDay(t, Instant.parse(next))).isFalse();
    }

    /**
     * "References to a week as an entity ... refer to a period of time between the beginning of a
     * Monday and the end of the following Sunday." 2026-11-23 is a Monday.
     */
    @ParameterizedTest(name = "{0} is in the week from {1}")
    @CsvSource({
        "2026-11-23T00:00:00Z, 2026-11-23T00:00:00Z, 2026-11-30T00:00:00Z",
        "2026-11-22T23:59:59Z, 2026-11-16T00:00:00Z, 2026-11-23T00:00:00Z",
        "2026-11-20T12:00:00Z, 2026-11-16T00:00:00Z, 2026-11-23T00:00:00Z",
        "2026-12-30T12:00:00Z, 2026-12-28T00:00:00Z, 2027-01-04T00:00:00Z",
    })
    void aWeekRunsFromTheBeginningOfAMondayToTheEndOfTheFollowingSunday(String at, String start, String next) {
        Instant t = Instant.parse(at);
        assertThat(UtcCalendar.startOfWeek(t)).isEqualTo(Instant.parse(start));
        assertThat(UtcCalendar.startOfNextWeek(t)).isEqualTo(Instant.parse(next));
        assertThat(UtcCalendar.sameWeek(t, Instant.parse(start), DayOfWeek.MONDAY)).isTrue();
        assertThat(UtcCalendar.sameWeek(t, Instant.parse(next), DayOfWeek.MONDAY)).isFalse();
    }

    @ParameterizedTest
    @CsvSource({
        "2026-11-22T10:00:00Z, SUNDAY,   2026-11-22T00:00:00Z, 2026-11-29T00:00:00Z",
        "2026-11-21T10:00:00Z, SUNDAY,   2026-11-15T00:00:00Z, 2026-11-22T00:00:00Z",
        "2026-11-21T10:00:00Z, SATURDAY, 2026-11-21T00:00:00Z, 2026-11-28T00:00:00Z",
    })
    void anotherErasWeekMayBeginOnAnotherDay(String at, DayOfWeek weekStart, String start, String next) {
        Instant t = Instant.parse(at);
        assertThat(UtcCalendar.startOfWeek(t, weekStart)).isEqualTo(Instant.parse(start));
        assertThat(UtcCalendar.startOfNextWeek(t, weekStart)).isEqualTo(Instant.parse(next));
    }

    @ParameterizedTest
    @CsvSource({"2026-11-20T09:00:30Z, 2026-11-20 09:00 UTC, 09:00 UTC"})
    void timesAreWrittenInUtcToTheMinute(String at, String full, String time) {
        assertThat(UtcCalendar.format(Instant.parse(at))).isEqualTo(full);
        assertThat(UtcCalendar.formatTime(Instant.parse(at))).isEqualTo(time);
    }
}
