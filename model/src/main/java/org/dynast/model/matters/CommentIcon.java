package org.dynast.model.matters;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The page reader's rule for a comment's voting icon (split from {@link ThreadReader}, and used by the
 * one-comment-a-line reader too): an image icon is certain; an icon word counts only where a page copy puts the icon
 * (the comment's first word, its last word after the sentence, or the whole comment); any other icon word leaves
 * the comment uncertain, with the icon it would be suggested. Never a wrong vote.
 */
final class CommentIcon {

    private static final char IMG = ThreadReader.IMG;
    private static final String WORDS = "for|against|imperial|deferential|def|veto";
    private static final Pattern WORD = Pattern.compile("(?<![\\p{L}\\p{N}'’])(" + WORDS
            + ")(?![\\p{L}\\p{N}'’])", Pattern.CASE_INSENSITIVE);
    private static final Pattern IMAGE = Pattern.compile(IMG + "(FOR|AGAINST|DEFERENTIAL|VETO)" + IMG);
    static final Pattern SYMBOL = Pattern.compile("[\u2713\u2714\u2611\u2717\u2718\u2612\u2715\u2298]");

    private CommentIcon() {
    }


    record Icon(VoteIcon icon, boolean uncertain, VoteIcon suggested, String why) {
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
    static Icon icon(String raw) {
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
