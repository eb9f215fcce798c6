package org.dynast.model.matters;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the votes out of a pasted comment thread, one comment per line: the commenter's name, the
 * comment's time (UTC) and its text, separated by tabs, " | " or commas, e.g.
 * {@code Kevan | 2026-11-20 14:03 | FOR, nice idea}. A comment's vote is read by the page reader's rule
 * ({@code CommentIcon}): an icon word (FOR, AGAINST, DEF or DEFERENTIAL, IMPERIAL, VETO) or symbol (✓ ✔ ☑ / ✗ ✘ ☒ ✕ / ⊘)
 * where a page puts the icon; an icon word anywhere else is uncertain and never counted.
 * Lines it cannot read are listed with why, never guessed.
 */
public final class VoteThreadParser {

    /** A vote read from line {@code line}. */
    public record ParsedVote(int line, String player, Instant at, VoteIcon icon) {
    }

    /** A line that could not be read, and why. */
    public record Problem(int line, String text, String why) {
    }

    /** What a thread held: the votes, the comments without an icon, and the unreadable lines. */
    public record Result(List<ParsedVote> votes, List<Integer> withoutIcon, List<Problem> problems) {
        public Result {
            votes = List.copyOf(votes);
            withoutIcon = List.copyOf(withoutIcon);
            problems = List.copyOf(problems);
        }
    }

    private static final Pattern ICON = Pattern.compile(
            "(?<![A-Za-z])(FOR|AGAINST|DEFERENTIAL|DEF|IMPERIAL|VETO)(?![A-Za-z])|([\u2713\u2714\u2611])|([\u2717\u2718\u2612\u2715])"
                    + "|([\u2298\u20E0])");
    private static final Pattern ONLY_WORD = Pattern.compile("^\\W*(for|against|def|deferential|imperial|veto)\\W*$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern FIRST_WORD = Pattern.compile("^(for|against|def|deferential|imperial|veto)"
            + "(?=$|[\\s.,:;!])");
    private static final List<DateTimeFormatter> TIMES = List.of(
            pattern("yyyy-MM-dd HH:mm[:ss]"),
            pattern("dd-MM-yyyy HH:mm[:ss]"),
            pattern("dd/MM/yyyy HH:mm[:ss]"),
            // the blog's month-day years ("10-23-2018 14:15:14 UTC"): a date only month-day can be; one that reads
            // both ways is read day-month here, and settled as a page's is by the thread reader
            pattern("MM-dd-yyyy HH:mm[:ss]"),
            pattern("MM/dd/yyyy HH:mm[:ss]"),
            pattern("d MMM yyyy HH:mm[:ss]"),
            pattern("d MMM yyyy, HH:mm[:ss]"),
            pattern("MMM d, yyyy HH:mm[:ss]"),
            pattern("MMM d yyyy HH:mm[:ss]"));

    /** More characters than any time this reader knows ("2026-11-20T14:03:22.123456789+00:00" is 35). */
    private static final int LONGEST_TIME = 64;

    private VoteThreadParser() {
    }

    private static DateTimeFormatter pattern(String p) {
        return new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern(p).toFormatter(Locale.ENGLISH);
    }

    /**
     * One comment a line, as typed: its line, name and time, and its text (the icon is the page reader's rule's); and
     * the time as written, so that a date that reads day-month or month-day can be settled as a page's is.
     */
    public record Line(int line, String player, Instant at, String text, String timeText) {
    }

    /** The comment lines read, and the lines that could not be. */
    public record Lines(List<Line> lines, List<Problem> problems) {
        public Lines {
            lines = List.copyOf(lines);
            problems = List.copyOf(problems);
        }
    }

    /**
     * The votes of a thread typed one comment a line. A comment's icon follows the page reader's rule
     * ({@link ThreadReader}): an icon word that need not be the icon ("Minor concern FOR that last line", "Mild
     * against") is not counted but listed with why, never read as a vote.
     */
    public static Result parse(String thread) {
        List<ParsedVote> votes = new ArrayList<>();
        List<Integer> withoutIcon = new ArrayList<>();
        Lines read = lines(thread);
        List<Problem> problems = new ArrayList<>(read.problems());
        for (Line l : read.lines()) {
            CommentIcon.Icon icon = CommentIcon.icon(l.text());
            if (icon.uncertain()) {
                problems.add(new Problem(l.line(), l.text(), icon.why()));
            } else if (icon.icon() == null) {
                withoutIcon.add(l.line());
            } else {
                votes.add(new ParsedVote(l.line(), l.player(), l.at(), icon.icon()));
            }
        }
        problems.sort(Comparator.comparingInt(Problem::line));
        return new Result(votes, withoutIcon, problems);
    }

    /** The comment lines of a thread typed one a line: name, time and text, or why a line is not one. */
    public static Lines lines(String thread) {
        List<Line> out = new ArrayList<>();
        List<Problem> problems = new ArrayList<>();
        String[] lines = (thread == null ? "" : thread).split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            int lineNo = i + 1;
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] parts = split(line);
            if (parts == null) {
                problems.add(new Problem(lineNo, line, "expected name, time and comment separated by tabs, \" | \" "
                        + "or commas"));
                continue;
            }
            String name = nameOf(parts[0]);
            if (name.isEmpty() || name.split("\\s+").length > 3 || !name.matches("[\\p{L}\\p{N} ._'’-]+")) {
                problems.add(new Problem(lineNo, line, "\"" + name + "\" is not a player's name"));
                continue;
            }
            Optional<Instant> at = time(parts[1].strip());
            if (at.isEmpty()) {
                problems.add(new Problem(lineNo, line, "\"" + parts[1].strip() + "\" is not a time this reader knows "
                        + "(e.g. 2026-11-20 14:03, 20/11/2026 14:03, 20 Nov 2026 14:03, all UTC)"));
                continue;
            }
            out.add(new Line(lineNo, name, at.get(), parts[2].strip(), parts[1].strip()));
        }
        return new Lines(out, problems);
    }

    /** "Kevan", "Kevan: he/him", "Ienpw III" -> the name without pronouns or role. */
    static String nameOf(String field) {
        String name = field.strip();
        int colon = name.indexOf(':');
        return (colon >= 0 ? name.substring(0, colon) : name).strip().replaceAll("\\s+", " ");
    }

    /** [name, time, text], or null if the line does not have the three fields. */
    private static String[] split(String line) {
        for (String sep : new String[] {"\t", " | ", "|"}) {
            String[] parts = line.split(Pattern.quote(sep), 3);
            if (parts.length == 3) {
                return parts;
            }
        }
        // commas: the time may itself hold a comma ("Nov 20, 2026 14:03"), so try both readings
        int first = line.indexOf(',');
        if (first < 0) {
            return null;
        }
        String name = line.substring(0, first);
        String rest = line.substring(first + 1);
        int second = rest.indexOf(',');
        while (second >= 0 && second <= LONGEST_TIME) { // a longer field is no time: linear in the line's length
            String time = rest.substring(0, second);
            if (time(time.strip()).isPresent()) {
                return new String[] {name, time, rest.substring(second + 1)};
            }
            second = rest.indexOf(',', second + 1);
        }
        return null;
    }

    /** A UTC time as typed or shown: ISO, "2026-11-20 14:03", "20-11-2026 14:03:22 UTC", "20 Nov 2026 14:03" … */
    public static Optional<Instant> time(String text) {
        String t = text.strip().replaceAll("\\s*(UTC|GMT|Z)$", "").replaceFirst("^(\\d{4}-\\d{2}-\\d{2})T", "$1 ")
                .strip();
        try {
            return Optional.of(OffsetDateTime.parse(text).toInstant());
        } catch (DateTimeParseException ignored) {
            // not an ISO instant with an offset; try the plain forms, read as UTC
        }
        for (DateTimeFormatter f : TIMES) {
            try {
                return Optional.of(LocalDateTime.parse(t, f).toInstant(ZoneOffset.UTC));
            } catch (DateTimeParseException ignored) {
                // try the next form
            }
        }
        return Optional.empty();
    }

    /** "the last valid voting icon that they have used" in this comment. */
    public static Optional<VoteIcon> lastIcon(String text) {
        Matcher only = ONLY_WORD.matcher(text.strip());
        if (only.matches()) {
            return Optional.of(word(only.group(1)));
        }
        VoteIcon found = null;
        Matcher first = FIRST_WORD.matcher(text.strip());
        if (first.find()) {
            found = word(first.group(1)); // a copied page's icon, as its alt text: "for Nice idea"
        }
        Matcher m = ICON.matcher(text);
        while (m.find()) {
            if (m.group(1) != null) {
                found = word(m.group(1));
            } else if (m.group(2) != null) {
                found = VoteIcon.FOR;
            } else if (m.group(3) != null) {
                found = VoteIcon.AGAINST;
            } else {
                found = VoteIcon.VETO;
            }
        }
        return Optional.ofNullable(found);
    }

    private static VoteIcon word(String w) {
        return switch (w.toUpperCase(Locale.ROOT)) {
            case "FOR" -> VoteIcon.FOR;
            case "AGAINST" -> VoteIcon.AGAINST;
            case "VETO" -> VoteIcon.VETO;
            default -> VoteIcon.DEFERENTIAL;
        };
    }
}
