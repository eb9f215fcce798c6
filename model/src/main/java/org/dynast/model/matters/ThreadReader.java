package org.dynast.model.matters;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeVisitor;

/**
 * Reads the comments of a real blognomic.com thread: a browser copy's HTML (the vote icons are images whose alt
 * text or file name is the icon), a saved page, or the page's plain text as a copy shows it:
 * <pre>
 * Kevan: he/him
 *
 * 20-11-2026 14:03:22 UTC
 *
 * for Nice idea.
 * </pre>
 * Each comment's author (with or without pronouns or a role after the colon), its time in every format the blog
 * has used, and its icon. An icon word that plain text leaves ambiguous ("Minor concern for that last line", a
 * capitalised FOR in the middle of a sentence) is {@link Status#UNCERTAIN}, for the emperor to confirm; nothing is
 * guessed. Threads typed one comment a line ("Kevan | 2026-11-20 14:03 | FOR") are read by
 * {@link VoteThreadParser}, whose lines come back here as comments too.
 */
public final class ThreadReader {

    /** What the reader made of one comment. */
    public enum Status {
        /** author, time and icon all read. */
        VOTE,
        /** author and time read, and the comment holds no voting icon. */
        NO_ICON,
        /** something could be read two ways, or was missing: the emperor confirms it. */
        UNCERTAIN
    }

    /**
     * One comment: the line of the pasted text its time stands on, its author (null if none was shown), its time
     * (null if unreadable), its icon (null if none or uncertain), what the reader made of it and why, and the
     * icon it would be if the emperor confirms (for an uncertain icon word).
     */
    public record Comment(int line, String author, Instant at, VoteIcon icon, Status status, String why,
                          VoteIcon suggested, String text) {
        public boolean read() {
            return status != Status.UNCERTAIN;
        }

        public Optional<VoteThreadParser.ParsedVote> vote() {
            return status == Status.VOTE ? Optional.of(new VoteThreadParser.ParsedVote(line, author, at, icon))
                    : Optional.empty();
        }

        /** This comment with its icon confirmed by the emperor (author and time must be known). */
        public Comment confirmed(VoteIcon chosen) {
            if (author == null || at == null) {
                throw new IllegalStateException("line " + line + " has no author or time to confirm");
            }
            return new Comment(line, author, at, chosen, chosen == null ? Status.NO_ICON : Status.VOTE,
                    "confirmed", null, text);
        }
    }

    /** A whole thread: its comments in page order, and where it was read from. */
    public record Reading(List<Comment> comments, String source, List<VoteThreadParser.Problem> problems) {
        public Reading {
            comments = List.copyOf(comments);
            problems = List.copyOf(problems);
        }

        public List<VoteThreadParser.ParsedVote> votes() {
            return comments.stream().flatMap(c -> c.vote().stream()).toList();
        }

        public List<Comment> uncertain() {
            return comments.stream().filter(c -> c.status() == Status.UNCERTAIN).toList();
        }

        public long readCount() {
            return comments.stream().filter(Comment::read).count();
        }

        /** The closing note: "Read 34 of 36 comments (94 %): 20 votes, 14 without an icon; 2 uncertain." */
        public String note() {
            int total = comments.size();
            long votes = comments.stream().filter(c -> c.status() == Status.VOTE).count();
            long none = comments.stream().filter(c -> c.status() == Status.NO_ICON).count();
            long unsure = total - votes - none;
            long read = votes + none;
            return "Read " + read + " of " + total + " comment" + (total == 1 ? "" : "s")
                    + (total == 0 ? "" : " (" + Math.round(100.0 * read / total) + " %)") + ": " + votes + " vote"
                    + (votes == 1 ? "" : "s") + ", " + none + " without an icon; " + unsure + " uncertain"
                    + (problems.isEmpty() ? "" : "; " + problems.size() + " line" + (problems.size() == 1 ? "" : "s")
                    + " not read");
        }
    }

    /** Marks an icon that was an image in the HTML: certain, unlike a word. */
    private static final char IMG = '\u0001';
    private static final String WORDS = "for|against|imperial|deferential|def|veto";
    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}\\p{N}'’])(" + WORDS
            + ")(?![\\p{L}\\p{N}'’])", Pattern.CASE_INSENSITIVE);
    private static final Pattern IMAGE = Pattern.compile(IMG + "(FOR|AGAINST|DEFERENTIAL|VETO)" + IMG);
    private static final Pattern SYMBOL = Pattern.compile("[\u2713\u2714\u2611\u2717\u2718\u2612\u2715\u2298]");
    /** "20-11-2026 14:03:22 UTC" and the other whole-line times of the blog's layouts. */
    private static final Pattern NUMERIC_TIME = Pattern.compile(
            "(\\d{1,2})[-/.](\\d{1,2})[-/.](\\d{4})[ ,]+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?\\s*(?:UTC|GMT)?");
    private static final Pattern ISO_TIME = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(?::\\d{2})?(?:Z|\\s*UTC|\\s*GMT|[+-]00:?00)?");
    private static final List<DateTimeFormatter> WORDED = List.of(
            pattern("d MMM yyyy HH:mm[:ss]"), pattern("d MMM yyyy, HH:mm[:ss]"), pattern("MMM d, yyyy HH:mm[:ss]"),
            pattern("MMM d yyyy HH:mm[:ss]"), pattern("MMMM d, yyyy h:mm a"), pattern("MMM d, yyyy h:mm a"),
            pattern("d MMMM yyyy HH:mm[:ss]"), pattern("EEE MMM d HH:mm:ss yyyy"));
    private static final Pattern WORDED_TIME = Pattern.compile(
            "(?:[A-Za-z]{3,9},? )?(?:\\d{1,2} [A-Za-z]{3,9},? \\d{4},? \\d{1,2}:\\d{2}(?::\\d{2})?"
                    + "|[A-Za-z]{3,9} \\d{1,2},? \\d{4},? \\d{1,2}:\\d{2}(?::\\d{2})?(?: ?[AaPp][Mm])?)"
                    + "\\s*(?:UTC|GMT)?");
    /** "Kevan:", "Kevan: he/him", "Josh: Observer he/they", "ais523: Custodian", "Ienpw III: HE/HIM". */
    private static final Pattern HEADER = Pattern.compile(
            "([^:\\s][^:]{0,39}?)\\s*:\\s*((?:[\\p{L}/'’-]+)(?: [\\p{L}/'’-]+){0,2})?");
    /** The post's date line ("Saturday, July 01, 2006", "Monday, March 20, 2017"). */
    private static final Pattern POST_DATE = Pattern.compile(
            "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), ([A-Za-z]+ \\d{1,2}, \\d{4})");
    /** The admin's closing line ("Adminned at 02 Dec 2008 17:53:43 UTC"): the matter was resolved then. */
    private static final Pattern ADMINNED = Pattern.compile("Adminned at (\\d{1,2} [A-Za-z]{3} \\d{4})\\b");

    private ThreadReader() {
    }

    private static DateTimeFormatter pattern(String p) {
        return new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern(p).toFormatter(Locale.ENGLISH);
    }

    /** Reads whatever was pasted or opened: HTML if it looks like HTML, else the page's text or typed lines. */
    public static Reading read(String content) {
        String c = content == null ? "" : content;
        return looksLikeHtml(c) ? readHtml(c) : readText(c);
    }

    private static final Pattern HTML_TAG = Pattern.compile(
            "<(?:!doctype|html|head|body|div|p|img|br|span|a|table|li|ul|article|section)[\\s>/]",
            Pattern.CASE_INSENSITIVE);

    /** Whether this is HTML (a page or a clipboard's HTML flavour) rather than a page's text ("<< Home"). */
    public static boolean looksLikeHtml(String content) {
        return content != null && HTML_TAG.matcher(content).find();
    }

    /** Reads the clipboard: its HTML flavour when present, else its plain text. */
    public static Reading readClipboard(String html, String text) {
        if (html != null && !html.isBlank()) {
            Reading fromHtml = readHtml(html);
            if (!fromHtml.comments().isEmpty()) {
                return fromHtml;
            }
        }
        return readText(text);
    }

    /** An HTML page or clipboard fragment: icon images become certain icons; the rest is read as the page's text. */
    public static Reading readHtml(String html) {
        int start = html.indexOf('<'); // the Windows clipboard's "Version:0.9 StartHTML:…" header
        Document doc = Jsoup.parse(start > 0 ? html.substring(start) : html);
        doc.select("script, style, noscript").remove();
        List<Element> tagged = doc.select("li.comment[data-author-name][data-comment-time]");
        if (!tagged.isEmpty()) {
            return readTagged(tagged);
        }
        StringBuilder text = new StringBuilder();
        doc.body().traverse(new NodeVisitor() {
            @Override
            public void head(Node node, int depth) {
                if (node instanceof TextNode t) {
                    text.append(t.getWholeText().replace('\u00a0', ' ').replaceAll("[\\r\\n]+", " "));
                } else if (node instanceof Element e) {
                    if (e.normalName().equals("img")) {
                        iconOfImage(e).ifPresent(icon -> text.append(' ').append(IMG).append(icon.name()).append(IMG)
                                .append(' '));
                    } else if (e.normalName().equals("br")) {
                        text.append('\n');
                    } else if (e.isBlock()) {
                        text.append('\n');
                    }
                }
            }

            @Override
            public void tail(Node node, int depth) {
                if (node instanceof Element e && e.isBlock()) {
                    text.append('\n');
                }
            }
        });
        Reading r = readLayout(text.toString(), "html");
        return r;
    }

    /**
     * The blog theme's own comment markup (blognomic/blognomic-theme, {@code views/comment.twig}): each comment an
     * {@code <li class="comment">} whose {@code data-author-name}, {@code data-comment-time} (Unix seconds) and
     * {@code data-vote} ({@code for}, {@code against}, {@code deferential}, {@code veto}; empty or {@code no-vote}
     * for none) say who, when and which icon — nothing to guess. A time or vote the markup does not hold is
     * uncertain.
     */
    private static Reading readTagged(List<Element> comments) {
        List<Comment> out = new ArrayList<>();
        int n = 0;
        for (Element li : comments) {
            n++;
            String author = li.attr("data-author-name").strip();
            String text = li.select("> section > div.content").text();
            Instant at = null;
            try {
                at = Instant.ofEpochSecond(Long.parseLong(li.attr("data-comment-time").strip()));
            } catch (NumberFormatException e) {
                // left null: uncertain below
            }
            String vote = li.attr("data-vote").strip().toLowerCase(Locale.ROOT);
            VoteIcon icon = vote.isEmpty() || vote.equals("no-vote") ? null : iconWord(vote).orElse(null);
            if (author.isEmpty() || at == null) {
                out.add(new Comment(n, author.isEmpty() ? null : author, at, null, Status.UNCERTAIN,
                        author.isEmpty() ? "the comment names no author" : "the comment's time \""
                                + li.attr("data-comment-time") + "\" is not a time", icon, text));
            } else if (icon == null && !vote.isEmpty() && !vote.equals("no-vote")) {
                out.add(new Comment(n, author, at, null, Status.UNCERTAIN, "\"" + vote + "\" is not a voting icon:"
                        + " confirm it", null, text));
            } else {
                out.add(new Comment(n, author, at, icon, icon == null ? Status.NO_ICON : Status.VOTE, "", null, text));
            }
        }
        return new Reading(out, "html", List.of());
    }

    /** An image that is a voting icon, by its alt text, title or file name (for.gif, against.png, imperial.gif …). */
    static Optional<VoteIcon> iconOfImage(Element img) {
        for (String candidate : new String[] {img.attr("alt"), img.attr("title"), fileName(img.attr("src"))}) {
            String w = candidate.strip().toLowerCase(Locale.ROOT).replaceAll("^\\W+|\\W+$", "");
            Optional<VoteIcon> icon = iconWord(w);
            if (icon.isPresent()) {
                return icon;
            }
        }
        return Optional.empty();
    }

    private static String fileName(String src) {
        String s = src.replaceAll("[?#].*$", "");
        s = s.substring(s.lastIndexOf('/') + 1);
        return s.contains(".") ? s.substring(0, s.lastIndexOf('.')) : s;
    }

    /** Plain text: the page's layout (name line, time line, text) or comments typed one to a line. */
    public static Reading readText(String text) {
        String t = text == null ? "" : text;
        boolean layout = t.lines().anyMatch(l -> wholeTime(l.strip()));
        if (layout) {
            return readLayout(t, "text");
        }
        VoteThreadParser.Result r = VoteThreadParser.parse(t);
        List<Comment> comments = new ArrayList<>();
        r.votes().forEach(v -> comments.add(new Comment(v.line(), v.player(), v.at(), v.icon(), Status.VOTE, "", null,
                "")));
        r.withoutIcon().forEach(line -> comments.add(new Comment(line, null, null, null, Status.NO_ICON, "", null, "")));
        comments.sort(java.util.Comparator.comparingInt(Comment::line));
        return new Reading(comments, "lines", r.problems());
    }

    // ---- the page's layout -------------------------------------------------------------------------------------

    private static boolean wholeTime(String line) {
        return NUMERIC_TIME.matcher(line).matches() || ISO_TIME.matcher(line).matches()
                || (WORDED_TIME.matcher(line).matches() && worded(line).isPresent());
    }

    private static Reading readLayout(String text, String source) {
        String[] lines = text.split("\\R", -1);
        List<Integer> timeLines = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (wholeTime(lines[i].strip())) {
                timeLines.add(i);
            }
        }
        DayOrder order = dayOrder(lines, timeLines);
        List<Comment> comments = new ArrayList<>();
        for (int k = 0; k < timeLines.size(); k++) {
            int i = timeLines.get(k);
            int next = k + 1 < timeLines.size() ? timeLines.get(k + 1) : lines.length;
            // the author's header stands just above the time (blank lines between)
            int h = i - 1;
            while (h >= 0 && lines[h].isBlank()) {
                h--;
            }
            String author = null;
            if (h >= 0 && (k == 0 || h > timeLines.get(k - 1))) {
                author = header(lines[h].strip()).orElse(null);
            }
            // the text runs to the next comment's header (or its time, if it has none)
            int end = next;
            if (next < lines.length) {
                int nh = next - 1;
                while (nh > i && lines[nh].isBlank()) {
                    nh--;
                }
                if (nh > i && header(lines[nh].strip()).isPresent()) {
                    end = nh;
                }
            }
            StringBuilder body = new StringBuilder();
            for (int j = i + 1; j < end; j++) {
                body.append(lines[j]).append('\n');
            }
            String raw = body.toString().strip();
            // the page puts one empty line between the time and the comment's text; a second one is a block of the
            // comment the copy dropped (an icon that stood on its own line, as an image without alt text)
            boolean droppedAbove = !raw.isEmpty() && i + 2 < end && lines[i + 1].isBlank() && lines[i + 2].isBlank();
            comments.add(comment(i + 1, author, lines[i].strip(), order, raw, droppedAbove));
        }
        return new Reading(comments, source, List.of());
    }

    static Optional<String> header(String line) {
        Matcher m = HEADER.matcher(line);
        if (!m.matches()) {
            return Optional.empty();
        }
        String name = m.group(1).strip();
        if (name.split("\\s+").length > 3 || name.startsWith("@") || name.matches(".*([.!?]\\s|[!?\"“”()\\[\\]]).*") || name.endsWith(".")
                || wholeTime(line)) {
            return Optional.empty();
        }
        return Optional.of(name);
    }

    private static Comment comment(int line, String author, String timeText, DayOrder order, String raw,
                                   boolean droppedAbove) {
        Instant at = time(timeText, order).orElse(null);
        Icon icon = icon(raw);
        String shown = raw.replace(String.valueOf(IMG), "");
        if (author == null) {
            return new Comment(line, null, at, null, Status.UNCERTAIN, "no author's name is shown above the time",
                    icon.icon != null ? icon.icon : icon.suggested, shown);
        }
        if (at == null) {
            return new Comment(line, author, null, null, Status.UNCERTAIN, "\"" + timeText + "\" may be read as "
                    + "day-month or month-day: confirm the date", icon.icon != null ? icon.icon : icon.suggested, shown);
        }
        if (icon.uncertain) {
            return new Comment(line, author, at, null, Status.UNCERTAIN, icon.why, icon.suggested, shown);
        }
        if (icon.icon == null && droppedAbove) {
            // "UTC / (empty) / (empty) / I approve.": the line above the text held something the copy lost
            return new Comment(line, author, at, null, Status.UNCERTAIN, "an empty line stands above the comment's"
                    + " text: a voting icon on its own line there may have been an image that this copy lost", null,
                    shown);
        }
        if (shown.isBlank()) {
            // a real page's icon-only comment whose image the copy lost (no alt text) reads as nothing at all
            return new Comment(line, author, at, null, Status.UNCERTAIN, "the comment shows no text: its voting icon"
                    + " may have been an image that this copy lost", null, shown);
        }
        return new Comment(line, author, at, icon.icon, icon.icon == null ? Status.NO_ICON : Status.VOTE, "", null,
                shown);
    }

    // ---- times -------------------------------------------------------------------------------------------------

    /** Whether "01-07-2006" is day-month (as the blog wrote until 2016) or month-day (as it did for a while). */
    private enum DayOrder { DAY_MONTH, MONTH_DAY, UNKNOWN }

    private static DayOrder dayOrder(String[] lines, List<Integer> timeLines) {
        boolean dayFirstPossible = true;
        boolean monthFirstPossible = true;
        List<int[]> dates = new ArrayList<>();
        for (int i : timeLines) {
            Matcher m = NUMERIC_TIME.matcher(lines[i].strip());
            if (m.matches()) {
                int a = Integer.parseInt(m.group(1));
                int b = Integer.parseInt(m.group(2));
                dates.add(new int[] {a, b, Integer.parseInt(m.group(3))});
                dayFirstPossible &= b <= 12;
                monthFirstPossible &= a <= 12;
            }
        }
        if (dayFirstPossible != monthFirstPossible) {
            return dayFirstPossible ? DayOrder.DAY_MONTH : DayOrder.MONTH_DAY;
        }
        if (!dayFirstPossible || dates.isEmpty()) {
            return DayOrder.UNKNOWN;
        }
        // both readings are dates: the post's own date line decides, when the page shows one; when that line is
        // missing or does not settle it, the admin's "Adminned at 02 Dec 2008 …" line does: the first comment came in
        // the two weeks before the matter was resolved
        int[] first = dates.get(0);
        return settledBy(lines, POST_DATE, "MMMM d, yyyy", 0, first)
                .or(() -> settledBy(lines, ADMINNED, "d MMM yyyy", 14, first)).orElse(DayOrder.UNKNOWN);
    }

    /**
     * The order the page's first line matching {@code line} settles: its date (group 1, in {@code format}) less
     * {@code daysBefore} begins the two weeks in which the {@code first} comment's date must fall under one reading
     * only; empty if no line matches, its date is none, or both readings (or neither) fall there.
     */
    private static Optional<DayOrder> settledBy(String[] lines, Pattern line, String format, int daysBefore,
                                                int[] first) {
        for (String l : lines) {
            Matcher m = line.matcher(l);
            if (m.find()) {
                try {
                    LocalDate from = LocalDate.parse(m.group(1), pattern(format)).minusDays(daysBefore);
                    boolean dm = near(from, first[2], first[1], first[0]);
                    boolean md = near(from, first[2], first[0], first[1]);
                    if (dm != md) {
                        return Optional.of(dm ? DayOrder.DAY_MONTH : DayOrder.MONTH_DAY);
                    }
                } catch (java.time.DateTimeException ignored) {
                    // not a date after all
                }
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static boolean near(LocalDate posted, int year, int month, int day) {
        try {
            LocalDate d = LocalDate.of(year, month, day);
            return !d.isBefore(posted) && !d.isAfter(posted.plusDays(14));
        } catch (java.time.DateTimeException e) {
            return false;
        }
    }

    private static Optional<Instant> time(String text, DayOrder order) {
        Matcher m = NUMERIC_TIME.matcher(text);
        if (m.matches()) {
            int a = Integer.parseInt(m.group(1));
            int b = Integer.parseInt(m.group(2));
            DayOrder o = order;
            if (o == DayOrder.UNKNOWN) {
                if (a == b || (a > 12) != (b > 12)) {
                    o = a > 12 || a == b ? DayOrder.DAY_MONTH : DayOrder.MONTH_DAY;
                } else {
                    return Optional.empty();
                }
            }
            int day = o == DayOrder.DAY_MONTH ? a : b;
            int month = o == DayOrder.DAY_MONTH ? b : a;
            try {
                return Optional.of(LocalDateTime.of(Integer.parseInt(m.group(3)), month, day,
                        Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)),
                        m.group(6) == null ? 0 : Integer.parseInt(m.group(6))).toInstant(ZoneOffset.UTC));
            } catch (java.time.DateTimeException e) {
                return Optional.empty();
            }
        }
        return VoteThreadParser.time(text).or(() -> worded(text));
    }

    private static Optional<Instant> worded(String text) {
        String t = text.replaceAll("\\s*(UTC|GMT)$", "").replaceAll("(?i)\\b(am|pm)$", " $1").replaceAll("\\s+", " ")
                .replaceAll("(?i)(\\d)\\s*(am|pm)$", "$1 $2").strip().toUpperCase(Locale.ROOT);
        for (DateTimeFormatter f : WORDED) {
            try {
                return Optional.of(LocalDateTime.parse(t, f).toInstant(ZoneOffset.UTC));
            } catch (DateTimeParseException ignored) {
                // the next form
            }
        }
        // a weekday in front ("Sat, 1 Jul 2006 17:00")
        int comma = t.indexOf(", ");
        if (comma > 0 && comma <= 9 && t.substring(0, comma).chars().allMatch(Character::isLetter)) {
            return worded(t.substring(comma + 2));
        }
        return Optional.empty();
    }

    // ---- icons -------------------------------------------------------------------------------------------------

    private record Icon(VoteIcon icon, boolean uncertain, VoteIcon suggested, String why) {
    }

    static Optional<VoteIcon> iconWord(String w) {
        return switch (w.toLowerCase(Locale.ROOT)) {
            case "for" -> Optional.of(VoteIcon.FOR);
            case "against" -> Optional.of(VoteIcon.AGAINST);
            case "imperial", "deferential", "def" -> Optional.of(VoteIcon.DEFERENTIAL);
            case "veto" -> Optional.of(VoteIcon.VETO);
            default -> Optional.empty();
        };
    }

    /**
     * The comment's icon: the last image icon; else an icon word as a copied page shows one — the comment's first
     * word, its last word after the sentence, or the whole comment — in lower case or capitals. Any other icon
     * word, or a capitalised one ("For what it's worth"), leaves the comment uncertain.
     */
    private static Icon icon(String raw) {
        Matcher img = IMAGE.matcher(raw);
        VoteIcon lastImage = null;
        while (img.find()) {
            lastImage = VoteIcon.valueOf(img.group(1));
        }
        if (lastImage != null) {
            return new Icon(lastImage, false, null, "");
        }
        String text = raw.strip();
        Matcher sym = SYMBOL.matcher(text);
        VoteIcon lastSymbol = null;
        while (sym.find()) {
            lastSymbol = VoteThreadParser.lastIcon(sym.group()).orElse(null);
        }
        if (lastSymbol != null) {
            return new Icon(lastSymbol, false, null, "");
        }
        List<MatchResult> words = new ArrayList<>();
        boolean allProse = true;
        Matcher m = WORD.matcher(text);
        Quotes quotes = new Quotes(text);
        while (m.find()) {
            words.add(new MatchResult(m.start(), m.end(), m.group(1)));
            allProse = allProse && (quotes.inside(m.start()) || proseBefore(text, m.start()));
        }
        if (words.isEmpty() || allProse) {
            // no icon word, or each one quoted or after "the", "a", "to", "my" …: prose, not an icon
            return new Icon(null, false, null, "");
        }
        VoteIcon certain = null;
        MatchResult certainWord = null;
        MatchResult first = words.get(0);
        if (first.start == 0 && plainCase(first.word) && (followsAsIcon(text, first.end)
                || first.word.matches("against|imperial|deferential|veto"))) {
            // a comment opening on a lower-case "against" or "imperial" is the icon's alt text: prose starts with a
            // capital, and only "for" commonly opens a lower-case phrase ("for the record")
            certain = iconWord(first.word).orElseThrow();
            certainWord = first;
        }
        MatchResult last = words.get(words.size() - 1);
        String after = text.substring(last.end).strip();
        if ((last != first || first.start > 0) && after.matches("[.!)]*") && plainCase(last.word)
                && (last.word.equals(last.word.toUpperCase(Locale.ROOT)) || endsSentenceBefore(text, last.start)
                || !last.word.equalsIgnoreCase("for") && text.substring(0, last.start).stripTrailing().endsWith(","))) {
            // "Good catch. against", "As such, against" (but not "…, for": "thanks for" ends many a sentence)
            certain = iconWord(last.word).orElseThrow();
            certainWord = last;
        }
        if (certain == null) {
            // an icon word standing alone on its own line, between paragraphs of the comment
            List<MatchResult> alone = words.stream().filter(w -> aloneOnLine(text, w)).toList();
            if (alone.size() == 1 && plainCase(alone.get(0).word)) {
                certain = iconWord(alone.get(0).word).orElseThrow();
                certainWord = alone.get(0);
            }
        }
        if (text.length() == first.end - first.start + text.substring(first.end).strip().length()
                && words.size() == 1 && text.substring(first.end).strip().matches("[.!]*")) {
            return new Icon(iconWord(first.word).orElseThrow(), false, null, ""); // the whole comment, any case
        }
        for (MatchResult w : words) {
            if (w == certainWord) {
                continue;
            }
            boolean shouted = w.word.length() > 1 && w.word.equals(w.word.toUpperCase(Locale.ROOT));
            if (certain == null || (shouted && w.start > certainWord.start)) {
                return new Icon(null, true, iconWord(w.word).orElseThrow(), "\"" + w.word + "\" in \""
                        + excerpt(text, w.start) + "\" may be a voting icon or just a word: confirm it");
            }
        }
        return new Icon(certain, false, null, "");
    }

    private record MatchResult(int start, int end, String word) {
    }

    /** "the veto", "a for", "to VETO", "my VETO": an icon word after an article, "to" or a possessive is prose. */
    private static final Pattern PROSE_BEFORE = Pattern.compile(
            "(?i)(?:(?<![\\p{L}'’])(?:(?:a|an)\\s+\\p{Ll}+|a|an|the|to|my|your|his|her|its|our|their|this|that)"
                    + "|\\p{L}['’]s)\\s+$");

    /**
     * Whether an icon word at {@code at} follows an article, "to" or a possessive ({@link #PROSE_BEFORE}): the pattern
     * is tried on the few words before it (what it can match), not on the whole comment before it, so that a long
     * comment full of icon words is read in linear time (issue 33: a 40 KB comment took 13 s).
     */
    private static boolean proseBefore(String text, int at) {
        int i = at;
        while (i > 0 && Character.isWhitespace(text.charAt(i - 1))) {
            i--;
        }
        return PROSE_BEFORE.matcher(text).region(Math.max(0, i - 80), at).useTransparentBounds(true)
                .useAnchoringBounds(true).find();
    }

    /**
     * Whether each icon word, taken in the order of the text, stands inside a quotation (“…” or "…") that opened on
     * its own line: the quotes are counted once over the text, not again for each word.
     */
    private static final class Quotes {
        private final String text;
        private int pos;
        private int open;
        private int close;
        private int straight;

        Quotes(String text) {
            this.text = text;
        }

        boolean inside(int at) {
            for (; pos < at; pos++) {
                char c = text.charAt(pos);
                if (c == '\n') {
                    open = 0;
                    close = 0;
                    straight = 0;
                } else if (c == '\u201c') {
                    open++;
                } else if (c == '\u201d') {
                    close++;
                } else if (c == '"') {
                    straight++;
                }
            }
            return open > close || straight % 2 == 1;
        }
    }

    /** Whether the word stands alone on its line (a full stop or "!" after it allowed): read outwards from it. */
    private static boolean aloneOnLine(String text, MatchResult w) {
        for (int i = w.start - 1; i >= 0 && text.charAt(i) != '\n'; i--) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return false;
            }
        }
        int j = w.end;
        while (j < text.length() && (text.charAt(j) == '.' || text.charAt(j) == '!')) {
            j++;
        }
        for (; j < text.length() && text.charAt(j) != '\n'; j++) {
            if (!Character.isWhitespace(text.charAt(j))) {
                return false;
            }
        }
        return true;
    }

    private static boolean plainCase(String w) {
        return w.equals(w.toLowerCase(Locale.ROOT)) || w.equals(w.toUpperCase(Locale.ROOT));
    }

    /** "for Nice idea", "against.", "for:" — the icon word, then a new thought; not "for the record". */
    private static boolean followsAsIcon(String text, int end) {
        if (end >= text.length()) {
            return true;
        }
        String rest = text.substring(end);
        if (rest.startsWith("\n") || rest.matches("(?s)^[.,:;!)\\-–—]+.*")) {
            return true;
        }
        String next = rest.strip().split("\\s+", 2)[0];
        String w = text.substring(0, end);
        if (w.equals(w.toUpperCase(Locale.ROOT))) {
            return true; // "FOR the record" was typed as the icon
        }
        // a lowercase icon word followed by a word that starts a sentence (capital, "@", a digit, a smiley)
        return !next.isEmpty() && !Character.isLowerCase(next.codePointAt(0))
                || List.of("i", "i'm", "i’m", "this", "the", "that", "it", "maybe", "but", "and", "as", "though",
                "although", "because", "seems", "not", "no", "yes", "sure", "looks", "why", "now", "again", "per",
                "also", "still", "nice", "good", "fine", "ok", "okay", "agreed", "reluctantly", "obviously",
                "so", "too", "since", "if", "we", "you", "he", "she", "they", "my", "our", "thanks", "well",
                "hmm", "yeah", "oh", "eh", "hm", "what", "was", "is").contains(next.toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}'’]", ""));
    }

    private static boolean endsSentenceBefore(String text, int start) {
        String before = text.substring(0, start).stripTrailing();
        return before.isEmpty() || before.endsWith(".") || before.endsWith("!") || before.endsWith("?")
                || before.endsWith(":") || text.substring(0, start).contains("\n")
                && text.substring(text.lastIndexOf('\n', start - 1) + 1, start).isBlank();
    }

    private static String excerpt(String text, int at) {
        int from = Math.max(0, at - 25);
        int to = Math.min(text.length(), at + 25);
        return (from > 0 ? "…" : "") + text.substring(from, to).replaceAll("\\s+", " ") + (to < text.length() ? "…" : "");
    }
}
