package org.dynast.model.time;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.format.TextStyle;
import java.util.Locale;

/** Durations in the rules' own words: "ten hours", "twenty-four hours", "90 minutes". */
public final class Words {

    private static final String[] UNITS = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen"};
    private static final String[] TENS = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety"};

    private Words() {
    }

    public static String duration(Duration d) {
        if (d.isZero()) {
            return "no time";
        }
        if (d.toMinutesPart() == 0 && d.toSecondsPart() == 0) {
            long hours = d.toHours();
            return number(hours) + (hours == 1 ? " hour" : " hours");
        }
        long minutes = d.toMinutes();
        return minutes + (minutes == 1 ? " minute" : " minutes");
    }

    static String number(long n) {
        if (n < 0 || n >= 100) {
            return Long.toString(n);
        }
        if (n < 20) {
            return UNITS[(int) n];
        }
        return TENS[(int) (n / 10)] + (n % 10 == 0 ? "" : "-" + UNITS[(int) (n % 10)]);
    }

    static String day(DayOfWeek day) {
        return day.getDisplayName(TextStyle.FULL, Locale.ENGLISH);
    }
}
