package org.dynast.model.blogbots.bots.script;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.Diagnostic.Severity;
import org.dynast.model.blogbots.bots.script.Reaction.Direction;
import org.dynast.model.blogbots.bots.script.Trigger.Bound;
import org.dynast.model.blogbots.bots.script.Trigger.Comparison;
import org.dynast.model.blogbots.bots.script.Trigger.Component;
import org.dynast.model.blogbots.bots.script.Trigger.Occupant;
import org.dynast.model.blogbots.bots.script.Trigger.Side;
import org.dynast.model.blogbots.bots.script.Trigger.Unit;

/**
 * Reads BotScript as the rule "BotScript" lists its Triggers and Reactions, into {@link ScriptLine}s
 * and {@link Diagnostic}s. Never throws on any text.
 *
 * <p>The rule's lenient reading: "If a line in a script is not a legal entry but may be clearly assessed
 * (without context) as having the same meaning as a single, specific instance of legally compliant
 * wording ... the announcer should strive to treat it as if it had that legal wording ... If an illegal
 * entry cannot be treated as if it was legal in that way, it should be ignored." Each form is matched
 * with a tolerant pattern (synonyms, "is" for "are", digits or number words, a missing "first", "use X"
 * for "use the following System: X"...); a line whose wording differs from the legal wording beyond
 * case, punctuation and number agreement is read with a WARNING that shows the legal wording; a line
 * that matches no form is ignored with an ERROR at the column where reading failed, saying why.
 *
 * <p>Lines are the non-blank text lines; a list marker ("1.", "-", "•") in front is not part of the line.
 */
public final class BotScriptParser {

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final String END = "(?![\\w'%])";
    private static final String NUM = "(\\d+|one|two|three|four|five|six|seven|eight|nine|ten|once|twice)";
    private static final String ORD = "(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\\d+(?:st|nd|rd|th))";
    private static final String ACTOR = "(?:the\\s+)?actor";
    private static final String SIDE = "(in\\s+front\\s+of|ahead\\s+of|behind)";
    private static final String STATUS = "(flipped|scorched|loose|scrambled|anchored)";
    private static final String CMP = "(greater\\s+than|more\\s+than|higher\\s+than|over|above|less\\s+than|fewer\\s+than"
            + "|lower\\s+than|under|below|equal\\s+to|equals|exactly|>|<|=)";
    private static final String OPPONENT = "(?:closest|nearest)\\s+(?:opponent|enemy)";
    private static final String HAS = "(has|have|does\\s+not\\s+have|doesn't\\s+have|is\\s+not|isn't|is)";
    private static final String HAS_SYS = "(has|have|does\\s+not\\s+have|doesn't\\s+have)";
    private static final String[] NUMBER_WORDS = {"one", "two", "three", "four", "five", "six", "seven", "eight",
        "nine", "ten"};
    private static final String[] ORDINAL_WORDS = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh",
        "eighth", "ninth", "tenth"};

    private static final Pattern MARKER = Pattern.compile("\\s*(?:\\d+\\s*[.)]|[-*•])\\s+", FLAGS);
    private static final Pattern IF = Pattern.compile("(if|when|whenever)\\s+", FLAGS);
    /** The rule's own ellipses, "…", ".." and "...", as it writes them after a Trigger and before a Reaction. */
    private static final String ELLIPSIS = "(?:…|\\.{2,}+)";
    private static final Pattern AND = Pattern.compile("(?:\\s*(?:" + ELLIPSIS + "|,))*+\\s*\\band\\s+(?:if\\s+)?", FLAGS);
    /** Between Trigger and Reaction: any run of ellipses, commas, colons, semicolons and dashes ("7.., block"). */
    private static final Pattern SEP = Pattern.compile("\\s*(?:(?:" + ELLIPSIS + "|[,:;]|-{1,2}|–|—)\\s*)*+", FLAGS);
    private static final Pattern THEN = Pattern.compile("then\\s+", FLAGS);
    private static final Pattern JOIN = Pattern.compile("(?:\\s*" + ELLIPSIS + ")*+\\s*(?:,\\s*and|and|&|,\\s*then|then|,|;)\\s+",
            FLAGS);
    private static final Pattern TAIL = Pattern.compile("\\s*[.!…]*\\s*$", FLAGS);

    private final Catalogue catalogue;
    private final List<Form<Trigger>> triggers = new ArrayList<>();
    private final List<Form<Reaction>> reactions = new ArrayList<>();

    public BotScriptParser(Catalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
        String sys = "(" + catalogue.systems().stream().map(SystemType::name)
                .sorted(Comparator.comparingInt(String::length).reversed())
                .map(n -> Arrays.stream(n.split("[\\s-]+")).map(Pattern::quote)
                        .collect(Collectors.joining("[\\s-]*")))
                .collect(Collectors.joining("|")) + ")";
        defineTriggers(sys);
        defineReactions(sys);
    }

    /** The result of reading a whole script: the lines read (in order) and every diagnostic. */
    public record Parsed(List<ScriptLine> lines, List<Diagnostic> diagnostics) {
        public Parsed {
            lines = List.copyOf(lines);
            diagnostics = List.copyOf(diagnostics);
        }
    }

    /** The most lines (with their diagnostics) a Script is read to: far beyond any Bot's. */
    public static final int MAX_LINES = 1_000;
    /** The longest Script line read: the longest legal wording is a few hundred characters. */
    public static final int MAX_LINE_CHARS = 1_000;

    /**
     * Reads {@code text} without knowing the names of the Bots in play: an Opponent's name ("Y's chassis", "move X
     * times towards opponent Y") is read as one word, with an INFO saying it was not checked.
     */
    public Parsed parse(String text) {
        return parse(text, null);
    }

    /**
     * Reads {@code text} knowing the names of the Bots in play ({@code names}: a Bout's entrants and House Bot, or the
     * dynasty's Bots and House Bots in the Workshop). "Y is the name of a single Opponent": a name may hold spaces,
     * apostrophes and digits ("Sir Clank", "O'Malley's Revenge"), and the longest known name that fits is read; a
     * name not among them is ignored with an ERROR. {@code null} reads as {@link #parse(String)}.
     */
    public Parsed parse(String text, Collection<String> names) {
        Names known = names == null ? null : new Names(names);
        List<ScriptLine> lines = new ArrayList<>();
        List<Diagnostic> diagnostics = new ArrayList<>();
        String[] rows = (text == null ? "" : text).split("\\R", -1);
        for (int i = 0; i < rows.length; i++) {
            String row = rows[i];
            if (row.isBlank()) {
                continue;
            }
            if (lines.size() + diagnostics.size() >= MAX_LINES) {
                // issue 33: a multi-MB Script hung the reader; what is past the bound is not read, and that is said
                diagnostics.add(new Diagnostic(Severity.ERROR, i + 1, 1, "A Script is read up to " + MAX_LINES
                        + " lines (and their notes); this line and the " + (rows.length - i - 1) + " after it are "
                        + "ignored.", null));
                break;
            }
            if (row.length() > MAX_LINE_CHARS) {
                diagnostics.add(new Diagnostic(Severity.ERROR, i + 1, MAX_LINE_CHARS + 1, "A Script line is at most "
                        + MAX_LINE_CHARS + " characters (this one has " + row.length() + "), far more than any "
                        + "Trigger and Reaction need, so it is ignored.", null));
                continue;
            }
            try {
                ScriptLine line = parseLine(lines.size() + 1, i + 1, row, known, diagnostics);
                if (line != null) {
                    lines.add(line);
                }
            } catch (RuntimeException e) { // never let a reading bug escape: the line is ignored
                diagnostics.add(new Diagnostic(Severity.ERROR, i + 1, 1, "This line cannot be read, so it "
                        + "is ignored.", null));
            }
        }
        return new Parsed(lines, diagnostics);
    }

    // ------------------------------------------------------------------------------------------

    private static final class Bad extends RuntimeException {
        final int at;

        Bad(int at, String message) {
            super(message, null, false, false);
            this.at = at;
        }
    }

    /** The names of the Bots in play, longest first (so the longest known name that fits is read). */
    private static final class Names {
        final List<String> longestFirst;

        Names(Collection<String> names) {
            longestFirst = names.stream().filter(Objects::nonNull).map(n -> n.strip().replace('’', '\''))
                    .filter(n -> !n.isEmpty()).distinct()
                    .sorted(Comparator.comparingInt(String::length).reversed()).toList();
        }

        /** The longest known name written at {@code pos} of {@code s} (any case) for which {@code fits} holds. */
        String at(String s, int pos, IntPredicate fits) {
            for (String name : longestFirst) {
                if (s.regionMatches(true, pos, name, 0, name.length()) && fits.test(pos + name.length())) {
                    return name;
                }
            }
            return null;
        }

        String list() {
            if (longestFirst.isEmpty()) {
                return "none are known";
            }
            List<String> sorted = longestFirst.stream().sorted(String.CASE_INSENSITIVE_ORDER).toList();
            return "they are " + (sorted.size() > 8 ? String.join(", ", sorted.subList(0, 8)) + ", …"
                    : String.join(", ", sorted));
        }
    }

    /** What a form builds from a match: {@code names} null when the names in play are not known. */
    private interface Builder<T> {
        Hit<T> build(MatchResult m, String s, Names names);
    }

    private record Form<T>(Pattern pattern, Builder<T> build) {
    }

    /**
     * A form read up to {@code end}; {@code note} says which reading an ambiguous wording was given (it goes into the
     * line's WARNING), {@code info} is said as an INFO of its own.
     */
    private record Hit<T>(T value, int end, String note, String info) {
        Hit(T value, int end) {
            this(value, end, null, null);
        }
    }

    private <T> Hit<T> longest(List<Form<T>> forms, String s, int pos, Names names) {
        Hit<T> best = null;
        Bad bad = null;
        int badEnd = -1;
        for (Form<T> form : forms) {
            Matcher m = form.pattern().matcher(s);
            m.region(pos, s.length());
            m.useTransparentBounds(true);
            if (!m.lookingAt()) {
                continue;
            }
            try {
                Hit<T> hit = form.build().build(m.toMatchResult(), s, names);
                if (hit != null && hit.value() != null && (best == null || hit.end() > best.end())) {
                    best = hit;
                }
            } catch (Bad b) {
                if (Math.max(m.end(), b.at) > badEnd) {
                    bad = b;
                    badEnd = Math.max(m.end(), b.at);
                }
            }
        }
        if (best == null && bad != null) {
            throw bad;
        }
        return best;
    }

    private ScriptLine parseLine(int entry, int textLine, String raw, Names names, List<Diagnostic> out) {
        String s = raw.replace('’', '\'').replace('‘', '\'').replace('“', '"').replace('”', '"');
        int pos = 0;
        Matcher marker = MARKER.matcher(s);
        if (marker.lookingAt()) {
            pos = marker.end();
        }
        while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
            pos++;
        }
        int start = pos;
        try {
            Matcher ifm = IF.matcher(s).region(pos, s.length());
            if (!ifm.lookingAt()) {
                Hit<Reaction> bare = longest(reactions, s, pos, names);
                throw new Bad(pos, bare != null
                        ? "This line has a Reaction but no Trigger; each Trigger has a corresponding Reaction, "
                        + "so a line reads \"If <Trigger>, <Reaction>\". It is ignored."
                        : "This line does not start with a Trigger (\"If ...\"); a Script is a list of Triggers, "
                        + "each with a corresponding Reaction. It is ignored.");
            }
            pos = ifm.end();
            Hit<Trigger> t = longest(triggers, s, pos, names);
            if (t == null) {
                throw triggerHint(s, pos);
            }
            List<Hit<?>> hits = new ArrayList<>();
            hits.add(t);
            Trigger trigger = t.value();
            pos = t.end();
            while (true) {
                Matcher and = AND.matcher(s).region(pos, s.length());
                if (!and.lookingAt()) {
                    break;
                }
                Hit<Trigger> next = longest(triggers, s, and.end(), names);
                if (next == null) {
                    break;
                }
                hits.add(next);
                if (trigger instanceof Trigger.Both) {
                    throw new Bad(and.end(), "Up to two Triggers may be combined into a single Trigger (\"A and B\"); "
                            + "this line combines more. It is ignored.");
                }
                trigger = new Trigger.Both(trigger, next.value());
                pos = next.end();
            }
            Matcher sep = SEP.matcher(s).region(pos, s.length());
            int rpos = sep.lookingAt() ? sep.end() : pos;
            Hit<Reaction> r = longest(reactions, s, rpos, names);
            Matcher then = THEN.matcher(s).region(rpos, s.length());
            if (r == null && then.lookingAt()) {
                rpos = then.end();
                r = longest(reactions, s, rpos, names);
            }
            if (r == null) {
                if (TAIL.matcher(s).region(rpos, s.length()).lookingAt()) {
                    throw new Bad(rpos, "The Trigger has no Reaction; each Trigger has a corresponding Reaction. "
                            + "It is ignored.");
                }
                throw new Bad(rpos, reactionHint(s.substring(rpos)));
            }
            hits.add(r);
            Reaction reaction = r.value();
            pos = r.end();
            List<String> notes = new ArrayList<>();
            Matcher join = JOIN.matcher(s).region(pos, s.length());
            if (join.lookingAt()) {
                Hit<Reaction> second = longest(reactions, s, join.end(), names);
                if (second != null) {
                    hits.add(second);
                    if (reaction.combinable()) {
                        reaction = new Reaction.Both(reaction, second.value());
                    } else if (second.value().combinable() && !(second.value() instanceof Reaction.Both)) {
                        reaction = new Reaction.Both(second.value(), reaction);
                        notes.add("a Combinable Reaction must be the first in the combined Reaction, so the two are "
                                + "read in that order");
                    } else {
                        throw new Bad(join.end(), "Only a Combinable Reaction (an Advanced \"increase / decrease "
                                + "Token X by Y\") may be combined with one other Reaction; neither of these is one. "
                                + "The line is ignored.");
                    }
                    pos = second.end();
                    Matcher third = JOIN.matcher(s).region(pos, s.length());
                    if (third.lookingAt() && longest(reactions, s, third.end(), names) != null) {
                        throw new Bad(third.end(), "A Combinable Reaction may be combined with one other Reaction "
                                + "only; this line combines three. It is ignored.");
                    }
                }
            }
            Matcher tail = TAIL.matcher(s).region(pos, s.length());
            if (!tail.lookingAt()) {
                while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                    pos++;
                }
                throw new Bad(pos, "Cannot read the rest of the line (\"" + clip(s.substring(pos).strip())
                        + "\") as part of a legal Reaction, so the line is ignored.");
            }
            ScriptLine line = new ScriptLine(entry, textLine, raw.strip(), trigger, reaction, false);
            if (line.wording().contains(Integer.toString(Integer.MAX_VALUE))) {
                saturated(s.substring(start)).ifPresent(notes::add);
            }
            int count = Reaction.largestCount(reaction);
            if (count > Reaction.FURTHEST) {
                // ruling (issue 13): the In Bounds row is 19 spaces long, so a larger count is "as far as it can go"
                out.add(new Diagnostic(Severity.WARNING, textLine, start + 1, count + " is more spaces than any Bout "
                        + "can use (the Arena is In Bounds on spaces 1 to 19): read as \"as far as it can go\", i.e. "
                        + Reaction.FURTHEST + ".", null));
            }
            hits.stream().map(Hit::note).filter(Objects::nonNull).forEach(notes::add);
            String written = s.substring(start);
            if (!normal(written).equals(normal(line.wording())) || !notes.isEmpty()) {
                line = new ScriptLine(entry, textLine, raw.strip(), trigger, reaction, true);
                out.add(new Diagnostic(Severity.WARNING, textLine, start + 1, "Not legal wording, read as: \""
                        + line.wording() + "\"" + (notes.isEmpty() ? "" : " (" + String.join("; ", notes) + ")") + ".",
                        line.wording()));
            }
            hits.stream().map(Hit::info).filter(Objects::nonNull).forEach(info ->
                    out.add(new Diagnostic(Severity.INFO, textLine, start + 1, info, null)));
            return line;
        } catch (Bad bad) {
            out.add(new Diagnostic(Severity.ERROR, textLine, Math.min(bad.at, s.length()) + 1, bad.getMessage(), null));
            return null;
        }
    }

    /** Case, punctuation, "is"/"are", "space"/"spaces" and "a"/"an" do not change what a line means. */
    static String normal(String s) {
        String t = s.toLowerCase(Locale.ROOT).replace('’', '\'').replace("…", " ");
        t = t.replaceAll("[,.:;!?]", " ");
        t = t.replaceAll("\\bspaces\\b", "space").replaceAll("\\bare\\b", "is").replaceAll("\\ban\\b", "a");
        return t.replaceAll("\\s+", " ").strip();
    }

    private static String clip(String s) {
        return s.length() > 40 ? s.substring(0, 40) + "…" : s;
    }

    private Bad triggerHint(String s, int pos) {
        String rest = s.substring(pos);
        Matcher has = Pattern.compile("\\b(?:has|have|does\\s+not\\s+have|doesn't\\s+have)\\s+([\\w\\-' ]+?)"
                + "(?:\\s*(?:,|…|\\.\\.|:|;|\\bthen\\b|$))", FLAGS).matcher(rest);
        if (has.find()) {
            return new Bad(pos + has.start(1), "\"" + clip(has.group(1).strip()) + "\" is neither a Status (Flipped, "
                    + "Scorched, Loose, Scrambled, Anchored) nor a System in the catalogue, so the Trigger cannot be "
                    + "read. The line is ignored.");
        }
        if (rest.toLowerCase(Locale.ROOT).contains("token")) {
            return new Bad(pos, "A Token test reads \"If the value of Token X is [greater than / less than / equal to] Y\", with X "
                    + "one to five characters and Y an integer. The line is ignored.");
        }
        return new Bad(pos, "\"" + clip(rest.strip()) + "\" is not one of the Triggers listed in the rule BotScript, "
                + "so the line is ignored.");
    }

    private String reactionHint(String rest) {
        Matcher use = Pattern.compile("(?:then\\s+)?use\\s+(?:the\\s+following\\s+system\\s*:?\\s*|system\\s+)?"
                + "([\\w\\-' ]+?)\\s*[.!]*$", FLAGS).matcher(rest.strip());
        if (use.lookingAt()) {
            return "\"" + clip(use.group(1)) + "\" is not the name of a System in the catalogue, so the Reaction "
                    + "cannot be read. The line is ignored.";
        }
        if (rest.toLowerCase(Locale.ROOT).matches("\\s*(?:move|bypass)\\s+(?:forwards?|backwards?)\\s*[.!]*\\s*")) {
            return "A move or bypass needs a number of times (\"move forwards X times\"), so the line is ignored.";
        }
        return "\"" + clip(rest.strip()) + "\" is not one of the Reactions listed in the rule BotScript, so the "
                + "line is ignored.";
    }

    // ------------------------------------------------------------------------------------------ forms

    private static Pattern p(String regex) {
        return Pattern.compile(regex + END, FLAGS);
    }

    private static int positive(MatchResult m, int group) {
        String g = m.group(group);
        // "X is a positive integer": a count beyond the int range (3000000000) saturates at Integer.MAX_VALUE, which
        // every use reads as it reads any count past the arena (as far as it can go, a turn or space never reached);
        // the line says so in a WARNING (docs/rulings.md, arena 30)
        int n = number(g);
        if (n <= 0) {
            throw new Bad(m.start(group), "X is a positive integer here, not " + g + "; the line is ignored.");
        }
        return n;
    }

    private static final Pattern LONG_NUMBER = Pattern.compile("\\d{10,}");

    /** The note for a count written beyond the int range, read as {@link Integer#MAX_VALUE}. */
    private static Optional<String> saturated(String line) {
        Matcher m = LONG_NUMBER.matcher(line);
        while (m.find()) {
            String digits = m.group().replaceFirst("^0+(?=\\d)", "");
            if (digits.length() > 10 || Long.parseLong(digits) > Integer.MAX_VALUE) {
                return Optional.of(clip(m.group()) + " is more than a count can hold here: read as " + Integer.MAX_VALUE
                        + ", which no Bout reaches (as far as it can go)");
            }
        }
        return Optional.empty();
    }

    static int number(String g) {
        String w = g.toLowerCase(Locale.ROOT);
        if (w.equals("once")) {
            return 1;
        }
        if (w.equals("twice")) {
            return 2;
        }
        for (int i = 0; i < NUMBER_WORDS.length; i++) {
            if (NUMBER_WORDS[i].equals(w)) {
                return i + 1;
            }
        }
        try {
            return Integer.parseInt(w);
        } catch (NumberFormatException e) {
            return Integer.MAX_VALUE; // absurdly large numbers read as "very many"
        }
    }

    private static int ordinal(MatchResult m, int group) {
        String g = m.group(group);
        if (g == null) {
            return 1; // "the closest Opponent": the ordinal defaults to "first"
        }
        String w = g.toLowerCase(Locale.ROOT);
        for (int i = 0; i < ORDINAL_WORDS.length; i++) {
            if (ORDINAL_WORDS[i].equals(w)) {
                return i + 1;
            }
        }
        int n = number(w.replaceAll("\\D", ""));
        if (n <= 0) {
            throw new Bad(m.start(group), "An ordinal starts at \"first\"; the line is ignored.");
        }
        return n;
    }

    private static boolean has(String g) {
        String w = g.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
        return w.equals("has") || w.equals("have") || w.equals("is");
    }

    private static Side side(String g) {
        return g.toLowerCase(Locale.ROOT).startsWith("behind") ? Side.BEHIND : Side.IN_FRONT;
    }

    private static Status status(String g) {
        return Status.named(g).orElseThrow();
    }

    private String system(String g) {
        String key = g.replaceAll("[\\s-]+", "");
        return catalogue.systems().stream().map(SystemType::name)
                .filter(n -> n.replaceAll("[\\s-]+", "").equalsIgnoreCase(key)).findFirst().orElseThrow();
    }

    private static Comparison comparison(String g) {
        String w = g.toLowerCase(Locale.ROOT);
        if (w.startsWith("greater") || w.startsWith("more") || w.startsWith("higher") || w.equals("over")
                || w.equals("above") || w.equals(">")) {
            return Comparison.GREATER;
        }
        if (w.startsWith("less") || w.startsWith("fewer") || w.startsWith("lower") || w.equals("under")
                || w.equals("below") || w.equals("<")) {
            return Comparison.LESS;
        }
        return Comparison.EQUAL;
    }

    private static Bound bound(String g, String lowWords) {
        if (g == null) {
            return Bound.EXACTLY;
        }
        return lowWords.contains(g.toLowerCase(Locale.ROOT)) ? Bound.OR_LESS : Bound.OR_MORE;
    }

    private static Direction direction(String g) {
        String w = g.toLowerCase(Locale.ROOT);
        return w.startsWith("back") ? Direction.BACKWARDS : Direction.FORWARDS;
    }

    private static String token(MatchResult m, int group) {
        String t = m.group(group);
        if (t.length() > 5) {
            throw new Bad(m.start(group), "A Token's name X is any string of one to five characters in length; \""
                    + clip(t) + "\" has " + t.length() + ". The line is ignored.");
        }
        return t;
    }

    private static long integer(MatchResult m, int group) {
        try {
            return Long.parseLong(m.group(group));
        } catch (NumberFormatException e) {
            throw new Bad(m.start(group), "Y is an integer; " + clip(m.group(group)) + " is too large to track. "
                    + "The line is ignored.");
        }
    }

    private void defineTriggers(String sys) {
        add(triggers, "the\\s+(?:" + NUM + "\\s+)?(spaces?(?:\\s*\\(s\\))?)\\s+" + SIDE + "\\s+" + ACTOR
                + "\\s+(?:are|is)\\s+(?:empty|free|clear)",
                m -> {
                    if (m.group(1) == null && !m.group(2).equalsIgnoreCase("space")) {
                        // ruling 31: "the spaces in front of the Actor are empty" names no X
                        throw new Bad(m.start(2), "\"the " + m.group(2) + " " + m.group(3) + " the Actor\" does not say how "
                                + "many spaces; the Trigger reads \"If the X space(s) ... are empty\" with X a positive "
                                + "integer (\"the 2 spaces in front of the Actor are empty\"). The line is ignored.");
                    }
                    return new Trigger.SpacesEmpty(m.group(1) == null ? 1 : positive(m, 1), side(m.group(3)));
                });
        add(triggers, p("(any\\s+of\\s+)?the\\s+(?:" + NUM + "\\s+)?(spaces?(?:\\s*\\(s\\))?)\\s+" + SIDE + "\\s+"
                + ACTOR + "\\s+(?:are|is)\\s+occupied\\s+by\\s+(?:an?\\s+)?(opponent|enemy|house\\s+bot"
                + "|bot\\s+that\\s+is\\s+not\\s+a\\s+house\\s+bot|non-house\\s+bot)"),
                (m, s, names) -> {
                    String who = m.group(5).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
                    Occupant o = who.startsWith("house") ? Occupant.HOUSE_BOT
                            : who.startsWith("bot") || who.startsWith("non") ? Occupant.NOT_HOUSE_BOT : Occupant.OPPONENT;
                    Side side = side(m.group(4));
                    if (m.group(2) == null) {
                        if (m.group(1) != null || !m.group(3).equalsIgnoreCase("space")) {
                            // ruling 31: "the spaces" / "any of the spaces" name no X
                            throw new Bad(m.start(3), "\"" + (m.group(1) == null ? "" : "any of ") + "the " + m.group(3)
                                    + " " + m.group(4) + " the Actor\" does not say how many spaces; the Trigger reads "
                                    + "\"If [the space / any of the X spaces] ... are occupied\" with X a positive integer. "
                                    + "The line is ignored.");
                        }
                        return new Hit<>(new Trigger.SpacesOccupied(null, side, o), m.end());
                    }
                    int count = positive(m, 2);
                    String note = m.group(1) == null && count > 1
                            // ruling 31: "the 3 spaces ... are occupied" could mean all three or any of them
                            ? "\"the " + count + " spaces ... are occupied\" could mean all of them or any of them; the "
                            + "rule's only form with a number of spaces is \"any of the X spaces\", so it is read as "
                            + "any of them" : null;
                    return new Hit<>(new Trigger.SpacesOccupied(count, side, o), m.end(), note, null);
                });
        add(triggers, ACTOR + "\\s+" + HAS + "\\s+(?:the\\s+)?(?:status\\s+)?" + STATUS + "(?:\\s+status)?",
                m -> new Trigger.ActorStatus(has(m.group(1)), status(m.group(2))));
        add(triggers, "(?:the\\s+)?(?:" + ORD + "\\s+)?" + OPPONENT + "\\s+" + HAS + "\\s+(?:the\\s+)?(?:status\\s+)?"
                + STATUS + "(?:\\s+status)?",
                m -> new Trigger.OpponentStatus(ordinal(m, 1), has(m.group(2)), status(m.group(3))));
        add(triggers, "(?:the\\s+)?(?:" + ORD + "\\s+)?" + OPPONENT + "\\s+" + HAS_SYS + "\\s+(?:an?\\s+|the\\s+)?"
                + "(?:system\\s+)?" + sys,
                m -> new Trigger.OpponentSystem(ordinal(m, 1), has(m.group(2)), system(m.group(3))));
        add(triggers, "(?:the\\s+)?(?:" + ORD + "\\s+)?" + OPPONENT + "\\s+is\\s+evading",
                m -> new Trigger.OpponentEvading(ordinal(m, 1)));
        add(triggers, "(?:the\\s+)?current\\s+(turn|round)\\s+(?:number\\s+)?is\\s+" + NUM
                + "(?:\\s+or\\s+(less|fewer|lower|more|higher|greater))?",
                m -> new Trigger.TurnNumber(Unit.valueOf(m.group(1).toUpperCase(Locale.ROOT)), positive(m, 2),
                        bound(m.group(3), "less fewer lower")));
        add(triggers, "(?:the\\s+)?current\\s+(turn|round)\\s+(?:number\\s+)?is\\s+(odd|even)",
                m -> new Trigger.TurnParity(Unit.valueOf(m.group(1).toUpperCase(Locale.ROOT)),
                        m.group(2).equalsIgnoreCase("odd")));
        add(triggers, ACTOR + "\\s+is\\s+(?:in|on)\\s+(?:the\\s+)?(?:space|square)\\s+(?:numbered\\s+|number\\s+|#)?"
                + "(\\d+)(?:\\s+or\\s+(higher|more|greater|lower|less))?",
                m -> new Trigger.SpaceNumbered(positive(m, 1), bound(m.group(2), "lower less")));
        add(triggers, ACTOR + "\\s+is\\s+(?:in|on)\\s+(?:the\\s+)?(?:space|square)\\s+(?:lettered\\s+|letter\\s+)?"
                + "([a-z])(?:\\s+or\\s+(earlier|before|lower|later|after|higher))?",
                m -> {
                    char c = Character.toUpperCase(m.group(1).charAt(0));
                    if (c > 'F') {
                        throw new Bad(m.start(1), "X is a letter from A to F, not " + c + "; the line is ignored.");
                    }
                    return new Trigger.SpaceLettered(c, bound(m.group(2), "earlier before lower"));
                });
        add(triggers, "(?:the\\s+)?value\\s+of\\s+token\\s+(\\S+?)\\s+is\\s+" + CMP + "\\s+(-?\\d+)",
                m -> new Trigger.TokenValue(token(m, 1), comparison(m.group(2)), integer(m, 3)));
        add(triggers, "(?:token\\s+)(\\S+?)\\s+is\\s+" + CMP + "\\s+(-?\\d+)",
                m -> new Trigger.TokenValue(token(m, 1), comparison(m.group(2)), integer(m, 3)));
        String condition = "'s\\s+(chassis|engine|exposed\\s+system)\\s+"
                + "(?:has\\s+a\\s+condition\\s+(?:that\\s+is\\s+|of\\s+)?|condition\\s+is\\s+|is\\s+)" + CMP
                + "\\s+(\\d+)\\s*%?";
        add(triggers, "(?:the\\s+)?actor" + condition, m -> conditionTest(null, m, 1));
        // "Y is the name of a single Opponent": with the names in play, the longest known name that fits
        Pattern afterName = p(condition);
        Pattern oneWord = p("([\\w.\\-]+)" + condition);
        Pattern anyName = Pattern.compile("(.+?)'s\\s+(?:chassis|engine|exposed\\s+system)(?![\\w'])", FLAGS);
        add(triggers, Pattern.compile("(?=\\S)"), (m, s, names) -> {
            int pos = m.start();
            if (names != null) {
                Matcher[] rest = new Matcher[1];
                String name = names.at(s, pos, end -> {
                    rest[0] = afterName.matcher(s).region(end, s.length()).useTransparentBounds(true);
                    return rest[0].lookingAt();
                });
                if (name != null) {
                    return new Hit<>(conditionTest(name, rest[0], 1), rest[0].end());
                }
                Matcher written = anyName.matcher(s).region(pos, s.length());
                if (written.lookingAt() && !written.group(1).matches("(?i)(?:the\\s+)?actor")) {
                    throw new Bad(pos, "\"" + clip(written.group(1)) + "\" is not the name of a Bot in play ("
                            + names.list() + "); Y is the name of a single Opponent. The line is ignored.");
                }
                return null;
            }
            Matcher one = oneWord.matcher(s).region(pos, s.length()).useTransparentBounds(true);
            if (one.lookingAt()) {
                return new Hit<>(conditionTest(one.group(1), one, 2), one.end(), null, unchecked(one.group(1)));
            }
            Matcher written = anyName.matcher(s).region(pos, s.length());
            if (written.lookingAt() && !written.group(1).matches("(?i)(?:the\\s+)?actor")) {
                throw new Bad(pos, unknownNames(written.group(1)));
            }
            return null;
        });
        add(triggers, "line\\s+#?\\s*(\\d+)\\s+(?:of\\s+(?:this|the)\\s+script\\s+)?(?:was\\s+the\\s+trigger\\s+that\\s+)?"
                + "(?:took\\s+effect|triggered|fired|ran)\\s+(?:in\\s+the\\s+actor's\\s+)?(?:most\\s+recent|last|previous)"
                + "\\s+round(?:\\s+preceding\\s+this\\s+one)?",
                m -> {
                    int n = positive(m, 1);
                    if (n > 25) {
                        throw new Bad(m.start(1), "X is an integer between 1 and 25 (inclusive), not " + n
                                + "; the line is ignored.");
                    }
                    return new Trigger.LineTookEffect(n);
                });
        add(triggers, "on\\s+the\\s+opponent's\\s+last\\s+turn\\s+(?:they|it)\\s+(?:uses?|used)\\s+(?:the\\s+)?"
                + "(?:system\\s+)?" + sys, m -> new Trigger.OpponentUsedSystem(system(m.group(1))));
        add(triggers, "(?:the\\s+)?opponent\\s+used\\s+(?:the\\s+)?(?:system\\s+)?" + sys
                + "\\s+(?:on\\s+)?(?:its|their)\\s+last\\s+turn", m -> new Trigger.OpponentUsedSystem(system(m.group(1))));
    }

    private void defineReactions(String sys) {
        String then = "(?:then\\s+)?";
        String dir = "(forwards?|backwards?|back|ahead)";
        String unit = "(?:times?|spaces?|squares?)";
        for (String verb : new String[] {"move", "bypass"}) {
            boolean bypass = verb.equals("bypass");
            Function<MatchResult, Reaction> a = m -> bypass
                    ? new Reaction.Bypass(direction(m.group(1)), positive(m, 2))
                    : new Reaction.Move(direction(m.group(1)), positive(m, 2));
            add(reactions, then + verb + "\\s+" + dir + "\\s+" + NUM + "(?:\\s+" + unit + ")?", a);
            Function<MatchResult, Reaction> b = m -> bypass
                    ? new Reaction.Bypass(direction(m.group(2)), positive(m, 1))
                    : new Reaction.Move(direction(m.group(2)), positive(m, 1));
            add(reactions, then + verb + "\\s+" + NUM + "\\s+" + unit + "\\s+" + dir, b);
        }
        add(reactions, then + "turn\\s+(?:to\\s+face\\s+the\\s+(?:other|opposite)\\s+way|around)", m -> new Reaction.Turn());
        add(reactions, then + "evade", m -> new Reaction.Evade());
        add(reactions, then + "block", m -> new Reaction.Block());
        // ruling 12: a missing "first" ("on the closest Opponent") is the rule's own default, "first"
        add(reactions, then + "use\\s+(?:(?:the\\s+following\\s+system|the\\s+system|system)\\s*)?(?:(on)\\s+the\\s+(?:"
                + ORD + "\\s+)?" + OPPONENT + "\\s*)?:?\\s*" + sys,
                m -> new Reaction.UseSystem(system(m.group(3)), m.group(1) == null ? null : ordinal(m, 2)));
        add(reactions, then + "use\\s+(?:the\\s+following\\s+system\\s*:?\\s*|system\\s+|the\\s+)?" + sys
                + "\\s+on\\s+the\\s+(?:" + ORD + "\\s+)?" + OPPONENT,
                m -> new Reaction.UseSystem(system(m.group(1)), ordinal(m, 2)));
        add(reactions, then + "use\\s+(?:the\\s+)?(?:system\\s+)?" + sys + "\\s+(?:on\\s+|against\\s+)?the\\s+bot\\s+that\\s+"
                + "inflicted\\s+(?:the\\s+)?" + STATUS + "(?:\\s+status)?",
                m -> new Reaction.UseOnInflicter(system(m.group(1)), status(m.group(2))));
        add(reactions, then + "move\\s+" + NUM + "\\s+" + unit + "\\s+(towards?|away\\s+from)\\s+the\\s+bot\\s+that\\s+"
                + "inflicted\\s+(?:the\\s+)?" + STATUS + "(?:\\s+status)?",
                m -> new Reaction.MoveFromInflicter(positive(m, 1), m.group(2).toLowerCase(Locale.ROOT).startsWith("toward"),
                        status(m.group(3))));
        add(reactions, "(increase|decrease|raise|lower)\\s+(?:the\\s+)?(?:value\\s+of\\s+)?token\\s+(\\S+?)\\s+by\\s+(-?\\d+)",
                m -> {
                    String v = m.group(1).toLowerCase(Locale.ROOT);
                    return new Reaction.ChangeToken(token(m, 2), v.equals("increase") || v.equals("raise"),
                            integer(m, 3));
                });
        // "Y is the name of a single Opponent": with the names in play, the longest known name that fits
        Pattern oneName = p("([\\w.\\-']+)");
        Pattern nameEnd = Pattern.compile(END);
        add(reactions, Pattern.compile(then + "move\\s+" + NUM + "\\s+(?:times|spaces?)\\s+towards?\\s+(?:opponent\\s+)?",
                FLAGS), (m, s, names) -> {
                    int at = m.end();
                    if (names != null) {
                        String name = names.at(s, at, end -> nameEnd.matcher(s).region(end, s.length())
                                .useTransparentBounds(true).lookingAt());
                        if (name == null && (s.regionMatches(true, at, "the ", 0, 4) || at >= s.length())) {
                            return null; // "towards the bot that inflicted ..." is another form
                        }
                        if (name == null) {
                            String rest = s.substring(at).replaceFirst("\\s*[.!…]*\\s*$", "");
                            throw new Bad(at, "\"" + clip(rest) + "\" is not the name of a Bot in play (" + names.list()
                                    + "); Y is the name of a single Opponent. The line is ignored.");
                        }
                        return new Hit<>(new Reaction.MoveTowardsOpponent(positive(m, 1), name), at + name.length());
                    }
                    Matcher one = oneName.matcher(s).region(at, s.length()).useTransparentBounds(true);
                    if (!one.lookingAt() || one.group(1).equalsIgnoreCase("the")
                            || one.group(1).equalsIgnoreCase("opponent")) {
                        return null;
                    }
                    return new Hit<>(new Reaction.MoveTowardsOpponent(positive(m, 1), one.group(1)), one.end(), null,
                            unchecked(one.group(1)));
                });
    }

    /** "[the Actor's / Y's] [chassis / engine / exposed System] has a Condition that is [...] X" from group {@code g}. */
    private static Trigger conditionTest(String opponent, MatchResult m, int g) {
        int pct = positive(m, g + 2);
        String c = m.group(g).toLowerCase(Locale.ROOT);
        Component comp = c.startsWith("chassis") ? Component.CHASSIS
                : c.startsWith("engine") ? Component.ENGINE : Component.EXPOSED_SYSTEM;
        return new Trigger.ConditionTest(opponent, comp, comparison(m.group(g + 1)), pct);
    }

    /** The INFO of a name read without the names in play. */
    private static String unchecked(String name) {
        return "The names of the Bots in play are not known here, so the Opponent's name is read as the one word \""
                + name + "\" and is not checked.";
    }

    /** The ERROR of a name of more than one word read without the names in play. */
    private static String unknownNames(String written) {
        return "The names of the Bots in play are not known here, so an Opponent's name is read as one word, and \""
                + clip(written.strip()) + "\" is more than one. The line is ignored.";
    }

    private static <T> void add(List<Form<T>> forms, String regex, Function<MatchResult, T> build) {
        forms.add(new Form<>(p(regex), (m, s, names) -> new Hit<>(build.apply(m), m.end())));
    }

    private static <T> void add(List<Form<T>> forms, Pattern pattern, Builder<T> build) {
        forms.add(new Form<>(pattern, build));
    }
}
