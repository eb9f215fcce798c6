package org.dynast.model.matters;

import java.time.DateTimeException;
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
     * icon it would be if the emperor confirms (for an uncertain icon word); whether the page itself marks the author
     * a player (the theme's {@code data-is-player} and {@code data-author-status}: null where it says nothing); and,
     * for a date that may be read day-month or month-day, the two times it may be.
     */
    public record Comment(int line, String author, Instant at, VoteIcon icon, Status status, String why,
                          VoteIcon suggested, String text, Boolean pagePlayer, List<Instant> readings) {
        public Comment {
            readings = readings == null ? List.of() : List.copyOf(readings);
        }

        public Comment(int line, String author, Instant at, VoteIcon icon, Status status, String why,
                       VoteIcon suggested, String text) {
            this(line, author, at, icon, status, why, suggested, text, null, List.of());
        }

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
                    "confirmed", null, text, pagePlayer, List.of());
        }

        /** This comment with its author, time and icon as the emperor gave them in the review. */
        public Comment settled(String who, Instant when, VoteIcon chosen) {
            if (who == null || when == null) {
                throw new IllegalStateException("line " + line + " has no author or time to confirm");
            }
            return new Comment(line, who, when, chosen, chosen == null ? Status.NO_ICON : Status.VOTE, "confirmed",
                    null, text, pagePlayer, List.of());
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

    /**
     * What the console knows of the thread's matter, that the text may not show: when it was posted (a comment cannot
     * predate its post) and the latest time a comment may bear (now, for a pending matter), either null if unknown;
     * and the names of the dynasty's players of any standing, so that a bare name line ("Gearheart" above the time)
     * is known for an author's.
     */
    public record Context(Instant posted, Instant until, List<String> names) {
        public static final Context NONE = new Context(null, null, List.of());

        public Context {
            names = names == null ? List.of() : List.copyOf(names);
        }

        boolean knows(String name) {
            String k = PlayerNames.key(name);
            return names.stream().anyMatch(n -> PlayerNames.key(n).equals(k));
        }
    }

    /** Marks an icon that was an image in the HTML: certain, unlike a word. */
    static final char IMG = '\u0001';
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
        return read(content, Context.NONE);
    }

    /** As {@link #read(String)}, with what the console knows of the matter (its posting time settles day order). */
    public static Reading read(String content, Context context) {
        String c = content == null ? "" : content;
        return looksLikeHtml(c) ? readHtml(c, context) : readText(c, context);
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
        return readClipboard(html, text, Context.NONE);
    }

    /** Reads the clipboard, with what the console knows of the matter. */
    public static Reading readClipboard(String html, String text, Context context) {
        if (html != null && !html.isBlank()) {
            Reading fromHtml = readHtml(html, context);
            if (!fromHtml.comments().isEmpty()) {
                return fromHtml;
            }
        }
        // a page's source pasted as text (from a saved page or "view source") is read as the page it is
        return looksLikeHtml(text) ? readHtml(text, context) : readText(text, context);
    }

    /** An HTML page or clipboard fragment: icon images become certain icons; the rest is read as the page's text. */
    public static Reading readHtml(String html) {
        return readHtml(html, Context.NONE);
    }

    /** An HTML page or clipboard fragment, with what the console knows of the matter. */
    public static Reading readHtml(String html, Context context) {
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
        return readLayout(text.toString(), "html", context);
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
            // the blognomic-tweaks plugin counts a comment only if its author "is player" and their status is active
            Boolean player = !li.hasAttr("data-is-player") ? null : li.attr("data-is-player").strip().equals("true")
                    && (!li.hasAttr("data-author-status") || li.attr("data-author-status").isBlank()
                    || li.attr("data-author-status").strip().equalsIgnoreCase("active"));
            VoteIcon icon = vote.isEmpty() || vote.equals("no-vote") ? null : CommentIcon.iconWord(vote).orElse(null);
            if (author.isEmpty() || at == null) {
                out.add(new Comment(n, author.isEmpty() ? null : author, at, null, Status.UNCERTAIN,
                        author.isEmpty() ? "the comment names no author" : "the comment's time \""
                                + li.attr("data-comment-time") + "\" is not a time", icon, text, player, List.of()));
            } else if (icon == null && !vote.isEmpty() && !vote.equals("no-vote")) {
                out.add(new Comment(n, author, at, null, Status.UNCERTAIN, "\"" + vote + "\" is not a voting icon:"
                        + " confirm it", null, text, player, List.of()));
            } else {
                out.add(new Comment(n, author, at, icon, icon == null ? Status.NO_ICON : Status.VOTE, "", null, text,
                        player, List.of()));
            }
        }
        return new Reading(out, "html", List.of());
    }

    /** An image that is a voting icon, by its alt text, title or file name (for.gif, against.png, imperial.gif …). */
    static Optional<VoteIcon> iconOfImage(Element img) {
        for (String candidate : new String[] {img.attr("alt"), img.attr("title"), fileName(img.attr("src"))}) {
            String w = candidate.strip().toLowerCase(Locale.ROOT).replaceAll("^\\W+|\\W+$", "");
            Optional<VoteIcon> icon = CommentIcon.iconWord(w);
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
        return readText(text, Context.NONE);
    }

    /** Plain text, with what the console knows of the matter. */
    public static Reading readText(String text, Context context) {
        String t = text == null ? "" : text;
        boolean layout = t.lines().anyMatch(l -> wholeTime(l.strip()));
        if (layout) {
            return readLayout(t, "text", context);
        }
        if (t.lines().anyMatch(l -> SAYS.matcher(l.strip()).matches())) {
            return readSays(t);
        }
        VoteThreadParser.Lines r = VoteThreadParser.lines(t);
        // a date that reads day-month and month-day ("01-10-2020 19:21") is settled as the page reader settles it: by
        // the thread's other dates, else by the matter's posting time; else it is the emperor's to confirm
        DayOrder order = dayOrder(numericDates(r.lines().stream().map(VoteThreadParser.Line::timeText).toList()),
                context);
        List<Comment> comments = new ArrayList<>();
        for (VoteThreadParser.Line l : r.lines()) {
            // the page reader's rule: an icon word that is not the comment's icon is uncertain, never counted
            CommentIcon.Icon icon = CommentIcon.icon(l.text());
            Instant at = NUMERIC_TIME.matcher(l.timeText()).matches() ? time(l.timeText(), order).orElse(null) : l.at();
            if (at == null) {
                comments.add(new Comment(l.line(), l.player(), null, null, Status.UNCERTAIN, "\"" + l.timeText()
                        + "\" may be read as day-month or month-day: confirm the date", icon.icon() != null
                        ? icon.icon() : icon.suggested(), l.text(), null, bothReadings(l.timeText())));
            } else if (icon.uncertain()) {
                comments.add(new Comment(l.line(), l.player(), at, null, Status.UNCERTAIN, icon.why(),
                        icon.suggested(), l.text()));
            } else {
                comments.add(new Comment(l.line(), l.player(), at, icon.icon(), icon.icon() == null
                        ? Status.NO_ICON : Status.VOTE, "", null, l.text()));
            }
        }
        return new Reading(comments, "lines", r.problems());
    }

    // ---- the page's layout -------------------------------------------------------------------------------------

    private static boolean wholeTime(String line) {
        return NUMERIC_TIME.matcher(line).matches() || ISO_TIME.matcher(line).matches()
                || (WORDED_TIME.matcher(line).matches() && worded(line).isPresent());
    }

    private static Reading readLayout(String text, String source, Context context) {
        String[] lines = text.split("\\R", -1);
        List<Integer> timeLines = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (wholeTime(lines[i].strip())) {
                timeLines.add(i);
            }
        }
        DayOrder order = dayOrder(lines, timeLines, context);
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
                int above = h;
                author = header(lines[h].strip()).or(() -> bareName(lines, above, context)).orElse(null);
            }
            // the text runs to the next comment's header (or its time, if it has none)
            int end = next;
            if (next < lines.length) {
                int nh = next - 1;
                while (nh > i && lines[nh].isBlank()) {
                    nh--;
                }
                if (nh > i && (header(lines[nh].strip()).isPresent() || bareName(lines, nh, context).isPresent())) {
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
            comments.add(comment(i + 1, author, lines[i].strip(), order, raw, droppedAbove, context));
        }
        return new Reading(comments, source, List.of());
    }

    static Optional<String> header(String line) {
        Matcher m = HEADER.matcher(line);
        if (!m.matches()) {
            return Optional.empty();
        }
        String name = m.group(1).strip();
        if (name.endsWith(" says") && m.group(2) == null) {
            name = name.substring(0, name.length() - " says".length()).strip(); // the theme's "Kevan says:"
        }
        if (name.isEmpty() || name.split("\\s+").length > 3 || name.startsWith("@") || name.matches(".*([.!?]\\s|[!?\"“”()\\[\\]]).*") || name.endsWith(".")
                || wholeTime(line)) {
            return Optional.empty();
        }
        return Optional.of(name);
    }

    /** A name-like line ("Gearheart", "Rivet-7", "Brass_Monkey"): letters, digits and the marks names use. */
    private static final Pattern BARE_NAME = Pattern.compile("[\\p{L}\\p{N}_][\\p{L}\\p{N} ._'’-]{0,38}");
    /** A handle no sentence holds: a capital, digit or mark inside one word ("Rivet-7", "ais523", "JonathanDark"). */
    private static final Pattern HANDLE = Pattern.compile("\\S*(?:\\p{L}[\\p{Lu}\\p{N}_'’-]|\\p{N}[\\p{L}_-]|[_-]\\p{L})\\S*");

    /**
     * An author line without pronouns or colon ("Gearheart" on its own line above the time): a name-like line that
     * stands as its own paragraph, and is a name the dynasty knows or a handle no sentence holds ("Rivet-7",
     * "Brass_Monkey") — never an icon word or a line of prose ("Agreed", "Seems fine.").
     */
    private static Optional<String> bareName(String[] lines, int h, Context context) {
        String name = lines[h].strip().replaceAll("\\s+", " ");
        if (!BARE_NAME.matcher(name).matches() || name.endsWith(".") || name.split(" ").length > 3
                || CommentIcon.iconWord(name).isPresent() || wholeTime(name)
                || (h > 0 && !lines[h - 1].isBlank())) {
            return Optional.empty();
        }
        if (context.knows(name) || (!name.contains(" ") && HANDLE.matcher(name).matches())) {
            return Optional.of(name);
        }
        return Optional.empty();
    }

    /** The theme's own author line as a copy's text shows it: "Kevan says:". */
    private static final Pattern SAYS = Pattern.compile("(\\S.{0,39}?) says:");

    /**
     * The text of a page in the theme's markup, whose comments show "Kevan says:", the icon and the text but no time
     * (the time is only in the markup, which a saved page or the clipboard's HTML flavour keeps): each comment is
     * listed with its author and the icon it would be, uncertain until the emperor gives its time.
     */
    private static Reading readSays(String text) {
        String[] lines = text.split("\\R", -1);
        List<Integer> heads = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            if (SAYS.matcher(lines[i].strip()).matches()) {
                heads.add(i);
            }
        }
        List<Comment> out = new ArrayList<>();
        for (int k = 0; k < heads.size(); k++) {
            int i = heads.get(k);
            int end = k + 1 < heads.size() ? heads.get(k + 1) : lines.length;
            Matcher m = SAYS.matcher(lines[i].strip());
            m.matches();
            StringBuilder body = new StringBuilder();
            for (int j = i + 1; j < end; j++) {
                body.append(lines[j]).append('\n');
            }
            String raw = body.toString().strip();
            CommentIcon.Icon icon = CommentIcon.icon(raw);
            out.add(new Comment(i + 1, m.group(1).strip(), null, null, Status.UNCERTAIN, "the copy shows no time: give"
                    + " the comment's time, or open the saved page or paste it with its formatting, which keep it",
                    icon.icon() != null ? icon.icon() : icon.suggested(), raw));
        }
        return new Reading(out, "text", List.of());
    }

    private static Comment comment(int line, String author, String timeText, DayOrder order, String raw,
                                   boolean droppedAbove, Context context) {
        Instant at = time(timeText, order).orElse(null);
        CommentIcon.Icon icon = CommentIcon.icon(raw);
        String shown = raw.replace(String.valueOf(IMG), "");
        if (author == null) {
            return new Comment(line, null, at, null, Status.UNCERTAIN, "no author's name is shown above the time",
                    icon.icon() != null ? icon.icon() : icon.suggested(), shown);
        }
        if (at == null) {
            return new Comment(line, author, null, null, Status.UNCERTAIN, "\"" + timeText + "\" may be read as "
                    + "day-month or month-day: confirm the date", icon.icon() != null ? icon.icon() : icon.suggested(),
                    shown, null, bothReadings(timeText));
        }
        if (icon.uncertain()) {
            return new Comment(line, author, at, null, Status.UNCERTAIN, icon.why(), icon.suggested(), shown);
        }
        if (icon.icon() == null && droppedAbove) {
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
        return new Comment(line, author, at, icon.icon(), icon.icon() == null ? Status.NO_ICON : Status.VOTE, "", null,
                shown);
    }

    // ---- times -------------------------------------------------------------------------------------------------

    /** Whether "01-07-2006" is day-month (as the blog wrote until 2016) or month-day (as it did for a while). */
    private enum DayOrder { DAY_MONTH, MONTH_DAY, UNKNOWN }

    private static DayOrder dayOrder(String[] lines, List<Integer> timeLines, Context context) {
        List<int[]> dates = numericDates(timeLines.stream().map(i -> lines[i].strip()).toList());
        DayOrder order = dayOrder(dates, context);
        if (order != DayOrder.UNKNOWN || !readsBothWays(dates)) {
            return order;
        }
        // the post's own date line decides, when the page shows one; when that line is
        // missing or does not settle it, the admin's "Adminned at 02 Dec 2008 …" line does: the first comment came in
        // the two weeks before the matter was resolved
        int[] first = dates.get(0);
        return settledBy(lines, POST_DATE, "MMMM d, yyyy", 0, first)
                .or(() -> settledBy(lines, ADMINNED, "d MMM yyyy", 14, first)).orElse(DayOrder.UNKNOWN);
    }

    /** The {day-or-month, month-or-day, year} of each time written "06-07-2026 03:30:12" among {@code times}. */
    private static List<int[]> numericDates(List<String> times) {
        List<int[]> dates = new ArrayList<>();
        for (String t : times) {
            Matcher m = NUMERIC_TIME.matcher(t);
            if (m.matches()) {
                dates.add(new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3))});
            }
        }
        return dates;
    }

    /** Whether every one of {@code dates} is a date both day-month and month-day (and there is one). */
    private static boolean readsBothWays(List<int[]> dates) {
        return !dates.isEmpty() && dates.stream().allMatch(d -> d[0] <= 12 && d[1] <= 12);
    }

    /**
     * The order the dates settle themselves (a first or second number past 12 in one of them), else the one the
     * matter's posting time settles, else unknown.
     */
    private static DayOrder dayOrder(List<int[]> dates, Context context) {
        boolean dayFirstPossible = dates.stream().allMatch(d -> d[1] <= 12);
        boolean monthFirstPossible = dates.stream().allMatch(d -> d[0] <= 12);
        if (dayFirstPossible != monthFirstPossible) {
            return dayFirstPossible ? DayOrder.DAY_MONTH : DayOrder.MONTH_DAY;
        }
        if (!dayFirstPossible || dates.isEmpty()) {
            return DayOrder.UNKNOWN;
        }
        // both readings are dates: the matter's posting time, when the console knows it, decides (a comment cannot
        // predate its post, nor come after now)
        return settledByPost(dates, context).orElse(DayOrder.UNKNOWN);
    }

    /**
     * The order the matter's posting time settles: every date must fall on or after the post's day (and not after
     * {@code until}) under one reading only; failing that, in the two weeks after the post under one reading only.
     */
    private static Optional<DayOrder> settledByPost(List<int[]> dates, Context context) {
        if (context.posted() == null) {
            return Optional.empty();
        }
        LocalDate from = LocalDate.ofInstant(context.posted(), ZoneOffset.UTC);
        LocalDate to = context.until() == null ? null : LocalDate.ofInstant(context.until(), ZoneOffset.UTC);
        Optional<DayOrder> within = settledWithin(dates, from, to);
        if (within.isPresent()) {
            return within;
        }
        LocalDate near = from.plusDays(14);
        return settledWithin(dates, from, to == null || near.isBefore(to) ? near : to);
    }

    private static Optional<DayOrder> settledWithin(List<int[]> dates, LocalDate from, LocalDate to) {
        boolean dm = dates.stream().allMatch(d -> within(d[2], d[1], d[0], from, to));
        boolean md = dates.stream().allMatch(d -> within(d[2], d[0], d[1], from, to));
        return dm != md ? Optional.of(dm ? DayOrder.DAY_MONTH : DayOrder.MONTH_DAY) : Optional.empty();
    }

    private static boolean within(int year, int month, int day, LocalDate from, LocalDate to) {
        try {
            LocalDate d = LocalDate.of(year, month, day);
            return !d.isBefore(from) && (to == null || !d.isAfter(to));
        } catch (DateTimeException e) {
            return false;
        }
    }

    /** The two times "06-07-2026 03:30:12 UTC" may be (day-month first), or none if it is not such a time. */
    private static List<Instant> bothReadings(String timeText) {
        Matcher m = NUMERIC_TIME.matcher(timeText);
        if (!m.matches()) {
            return List.of();
        }
        List<Instant> out = new ArrayList<>();
        for (DayOrder o : new DayOrder[] {DayOrder.DAY_MONTH, DayOrder.MONTH_DAY}) {
            time(timeText, o).filter(t -> !out.contains(t)).ifPresent(out::add);
        }
        return out.size() == 2 ? out : List.of();
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
                } catch (DateTimeException ignored) {
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
        } catch (DateTimeException e) {
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
            } catch (DateTimeException e) {
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

}
