package org.dynast.model.election.debate;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.Refusal;

/**
 * Ruleset 57's debates rule as numbers: the formulas, the start dates and the windows. Pure: no store, no clock (the
 * caller passes the injected clock's "now").
 */
public final class DebateRules {

    /** The rule's name, as refusals cite it. */
    public static final String RULE = "Debates";
    /** "there are eight debates … starting at 1 and ending at eight". */
    public static final int COUNT = 8;
    /** "The reply and response must both be completed within 72 hours of the Debate post being posted." */
    public static final Duration ENTRY_WINDOW = Duration.ofHours(72);
    /** "After 72 and within 96 hours have passed, the moderator must post a story post". */
    public static final Duration RESOLUTION_POST_OPENS = Duration.ofHours(72);
    public static final Duration RESOLUTION_POST_CLOSES = Duration.ofHours(96);
    /** "After 48 and within 96 hours after the Debate resolution, the moderator must resolves the Debate." */
    public static final Duration RESOLVE_OPENS = Duration.ofHours(48);
    public static final Duration RESOLVE_CLOSES = Duration.ofHours(96);
    /** "This pm must begin with the word “Debate”". */
    public static final String PM_WORD = "Debate";
    /** "post a reply to the Debate post with the phrase “I will enter.”" */
    public static final String ENTRY_PHRASE = "I will enter.";

    /** "Start dates are as follows: Debate 1: Start Date: 8-8-2008 at 00:00:00 GMT. …" */
    private static final List<Instant> START_DATES = List.of(
            Instant.parse("2008-08-08T00:00:00Z"),
            Instant.parse("2008-08-15T00:00:00Z"),
            Instant.parse("2008-08-23T00:00:00Z"),
            Instant.parse("2008-08-30T00:00:00Z"),
            Instant.parse("2008-09-06T00:00:00Z"),
            Instant.parse("2008-09-13T00:00:00Z"),
            Instant.parse("2008-09-20T00:00:00Z"),
            Instant.parse("2008-09-27T00:00:00Z"));

    private DebateRules() {
    }

    /** The debate's number, checked: 1 to 8. */
    public static int checkNumber(int number) {
        if (number < 1 || number > COUNT) {
            throw new Refusal(RULE, "There is no Debate " + number + ": \"Debates are numbered in order of their "
                    + "occurrence, starting at 1 and ending at eight.\"");
        }
        return number;
    }

    /** "The length of a debate is equal to 30 times the number of the debate." (words) */
    public static int length(int number) {
        return 30 * checkNumber(number);
    }

    /**
     * "The venue of the debate is equal to number of active candidates at the start of the debate times the five times
     * of the number of the debate" (ruling R57-D2: candidates × 5 × number).
     */
    public static int venue(int number, int activeCandidatesAtStart) {
        return activeCandidatesAtStart * 5 * checkNumber(number);
    }

    /** "The entry cost is equal to twice the number of the debate." (millions of Money) */
    public static int entryCost(int number) {
        return 2 * checkNumber(number);
    }

    /** The debate's start date from the rule's list. */
    public static Instant startDate(int number) {
        return START_DATES.get(checkNumber(number) - 1);
    }

    /** Words as the rule counts them (ruling R57-D5): runs of non-space characters. */
    public static int words(String text) {
        String t = text == null ? "" : text.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }

    /**
     * The response a PM carries: the PM's text with its first word "Debate" omitted, or empty when the PM does not
     * begin with the word "Debate" (ruling R57-D5: the first word, ignoring case and a colon, comma, full stop or dash
     * after it).
     */
    public static Optional<String> responseOf(String pm) {
        String t = pm == null ? "" : pm.strip();
        String[] parts = t.split("\\s+", 2);
        String first = parts[0].replaceAll("[:,.\\-–—]+$", "");
        if (!first.toLowerCase(Locale.ROOT).equals(PM_WORD.toLowerCase(Locale.ROOT))) {
            return Optional.empty();
        }
        return Optional.of(parts.length < 2 ? "" : parts[1].strip());
    }

    /**
     * "If two candidates send the exact same entry": the same text, character for character, once the spaces at its
     * ends are ignored (ruling R57-D6).
     */
    public static boolean identical(String a, String b) {
        return a != null && b != null && a.strip().equals(b.strip());
    }

    /** Whether a reply to the Debate post carries the phrase "I will enter." (ruling R57-D3). */
    public static boolean hasEntryPhrase(String reply) {
        return reply != null && reply.contains(ENTRY_PHRASE);
    }

    /**
     * "Each Candidate receives A / T * V supporters": rounded down, computed exactly (ruling R57-D9); nothing when no
     * Candidate chose a numeric (T = 0).
     */
    public static int supporters(int a, int t, int venue) {
        if (t <= 0 || a <= 0) {
            return 0;
        }
        return Math.toIntExact(Math.floorDiv((long) a * venue, t));
    }

    /**
     * The numeric a reply to the Debate resolution enters, read from its text: "In the text of their reply they may
     * choose to enter a single numeric once." Empty when the text has no whole number; refused when it has two, or
     * the same one twice (ruling R57-D14).
     */
    public static Optional<Integer> numericOf(String reply) {
        Matcher m = Pattern.compile("(?<![\\w.])\\d+(?![\\w.]\\d)").matcher(
                reply == null ? "" : reply);
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group());
        }
        if (found.size() > 1) {
            throw new Refusal(RULE, "The reply enters " + found.size() + " numerics (" + String.join(", ", found)
                    + "): \"they may choose to enter a single numeric once\".");
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.parseInt(found.get(0)));
        } catch (NumberFormatException e) {
            throw new Refusal(RULE, "The reply's numeric " + found.get(0) + " is no numeric of a Debate resolution.");
        }
    }
}
