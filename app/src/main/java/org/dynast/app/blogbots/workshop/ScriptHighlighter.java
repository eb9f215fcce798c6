package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Syntax highlighting for BotScript: which CSS classes each stretch of a script gets. Trigger words
 * ("If", "and", "the Actor", "Opponent"), Reaction verbs ("move", "turn", "use", "block"...), numbers,
 * Tokens, the Bot's own System names, and whole lines that the parser reports as errors. Pure, so it
 * is tested without a window; the view turns the spans into the editor's style spans.
 */
public final class ScriptHighlighter {

    /** A run of {@code length} characters styled with {@code classes} (empty: plain). */
    public record Span(Collection<String> classes, int length) {
    }

    private static final Pattern TOKENS = Pattern.compile(
            "(?<trigger>\\b(?:If|if|and|the Actor|Actor|Opponent|opponent|closest|first|second|third|space|spaces|"
                    + "in front|behind|Condition|line|turn number|used)\\b)"
                    + "|(?<reaction>\\b(?:move|moves|turn|turns|use|uses|block|blocks|evade|evades|bypass|"
                    + "bypasses|increase|decrease|set|forwards|backwards|forward|backward|face)\\b)"
                    + "|(?<token>\\bToken\\s+\\w{1,5}\\b)"
                    + "|(?<number>\\b\\d+%?)");

    private ScriptHighlighter() {
    }

    /**
     * The spans covering all of {@code text}. {@code systems} are the Bot's System names;
     * {@code errorLines} the 1-based lines the parser ignores.
     */
    public static List<Span> spans(String text, Set<String> systems, Set<Integer> errorLines) {
        List<Span> spans = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            boolean error = errorLines.contains(i + 1);
            line(spans, line, systems, error);
            if (i < lines.length - 1) {
                spans.add(new Span(Collections.emptyList(), 1));
            }
        }
        return spans;
    }

    private static void line(List<Span> spans, String line, Set<String> systems, boolean error) {
        List<int[]> marks = new ArrayList<>(); // start, end, kind (0 trigger, 1 reaction, 2 token, 3 number, 4 system)
        for (String system : systems) {
            if (system.isBlank()) {
                continue;
            }
            Matcher m = Pattern.compile("\\b" + Pattern.quote(system) + "\\b").matcher(line);
            while (m.find()) {
                marks.add(new int[] {m.start(), m.end(), 4});
            }
        }
        Matcher m = TOKENS.matcher(line);
        while (m.find()) {
            int kind = m.group("trigger") != null ? 0 : m.group("reaction") != null ? 1 : m.group("token") != null ? 2 : 3;
            if (marks.stream().noneMatch(x -> m.start() < x[1] && x[0] < m.end())) {
                marks.add(new int[] {m.start(), m.end(), kind});
            }
        }
        marks.sort((a, b) -> Integer.compare(a[0], b[0]));
        int at = 0;
        for (int[] mark : marks) {
            if (mark[0] < at) {
                continue;
            }
            if (mark[0] > at) {
                spans.add(span(error, null, mark[0] - at));
            }
            spans.add(span(error, KINDS[mark[2]], mark[1] - mark[0]));
            at = mark[1];
        }
        if (at < line.length()) {
            spans.add(span(error, null, line.length() - at));
        }
    }

    private static final String[] KINDS = {"bs-trigger", "bs-reaction", "bs-token", "bs-number", "bs-system"};

    private static Span span(boolean error, String kind, int length) {
        List<String> classes = new ArrayList<>();
        if (kind != null) {
            classes.add(kind);
        }
        if (error) {
            classes.add("bs-error");
        }
        return new Span(classes, length);
    }
}
