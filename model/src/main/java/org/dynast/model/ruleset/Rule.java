package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rule (or a subrule) of the ruleset: its heading, its own text and its subrules.
 *
 * <p>{@code title} is null when the copy lost the rule's heading: the text is kept, in its place,
 * under an untitled rule. {@code number} is the heading's number in rulesets that number their rules
 * ("1.4", from "Rule 1.4 Votable Matters"), else null; {@code tags} are the bracketed words of the
 * title ("Inactive", "Rare" in "Malign Emperors [Inactive] [Rare]"). {@code line} is the 1-based
 * line of the heading (or of the first text when the heading was lost) and {@code endLine} the last
 * line of the rule's own text, before any subrule. {@code numberInferred} marks a number the heading
 * does not give, inferred from the text's references ("Rule 1.1") and the order of the rules.
 */
public record Rule(String id, String number, String title, String heading, List<String> tags, int line, int endLine,
                   List<Block> blocks, List<Rule> subrules, boolean numberInferred) {

    private static final Pattern TAG = Pattern.compile("\\[([^\\[\\]]{1,40})\\]");

    /**
     * The tag that flags a heading derived from the rule's own first words because the copy lost the real one:
     * "The process of applying for access to the\u2026 [heading lost]". An export writes it (never "Unnamed
     * Rule", which would read as the rule's real name), and a rule read back under such a heading is again a rule
     * whose heading was lost.
     */
    public static final String HEADING_LOST_TAG = "heading lost";

    /** How many of the rule's first words a derived heading takes. */
    public static final int DERIVED_HEADING_WORDS = 8;

    public Rule {
        tags = List.copyOf(tags);
        blocks = List.copyOf(blocks);
        subrules = List.copyOf(subrules);
    }

    public Rule(String id, String number, String title, String heading, List<String> tags, int line, int endLine,
                List<Block> blocks, List<Rule> subrules) {
        this(id, number, title, heading, tags, line, endLine, blocks, subrules, false);
    }

    /** Whether the copy lost this rule's heading. */
    public boolean untitled() {
        return title == null;
    }

    /** The title without its bracketed tags: "Malign Emperors" for "Malign Emperors [Inactive] [Rare]". */
    public String baseTitle() {
        return title == null ? null : baseTitleOf(title);
    }

    /** What a reader calls the rule: its title, or its first words when the heading was lost. */
    public String displayTitle() {
        if (title != null) {
            return number == null ? title : number + " " + title;
        }
        return "\u2026 " + firstWords(8);
    }

    /**
     * The heading a writer gives this rule: its title (with its number, if any) or, when the copy lost the heading,
     * its first words flagged with {@link #HEADING_LOST_TAG}, e.g. "The process of applying for access to
     * the\u2026 [heading lost]".
     */
    public String headingOrDerived() {
        if (title != null) {
            return displayTitle();
        }
        return derivedHeadingWords() + " [" + HEADING_LOST_TAG + "]";
    }

    /** The words a derived heading takes: the rule's first words, without the derived-heading tag. */
    public String derivedHeadingWords() {
        return firstWords(DERIVED_HEADING_WORDS);
    }

    /** Whether a heading's title is one derived because the copy lost the real heading (it has the flag's tag). */
    public static boolean isDerivedHeading(String title) {
        return title != null && tagsOf(title).stream().anyMatch(t -> t.equalsIgnoreCase(HEADING_LOST_TAG));
    }

    /** The first words of the rule's text, for untitled rules and references. */
    public String firstWords(int count) {
        for (Block b : blocks) {
            for (Line l : b.lines()) {
                String t = l.text().strip();
                if (!t.isEmpty()) {
                    String[] words = t.split("\\s+");
                    if (words.length <= count) {
                        return t;
                    }
                    return String.join(" ", Arrays.copyOf(words, count)) + "\u2026";
                }
            }
        }
        return "(no text)";
    }

    /** The rule's own text (not its subrules') as the reader sees it. */
    public String text() {
        StringBuilder sb = new StringBuilder();
        for (Block b : blocks) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(b.text());
        }
        return sb.toString();
    }

    /** This rule and its subrules, depth first. */
    public List<Rule> selfAndDescendants() {
        List<Rule> all = new ArrayList<>();
        collect(this, all);
        return all;
    }

    private static void collect(Rule rule, List<Rule> into) {
        into.add(rule);
        for (Rule sub : rule.subrules) {
            collect(sub, into);
        }
    }

    static List<String> tagsOf(String title) {
        List<String> tags = new ArrayList<>();
        Matcher m = TAG.matcher(title);
        while (m.find()) {
            tags.add(m.group(1).strip());
        }
        return tags;
    }

    static String baseTitleOf(String title) {
        return TAG.matcher(title).replaceAll(" ").replaceAll("\\s+", " ").strip();
    }

    /** A key that ignores case, spacing, numbering and tags: how revisions recognise the same rule. */
    public String key() {
        if (title == null) {
            return "~" + firstWords(6).toLowerCase(Locale.ROOT);
        }
        return baseTitle().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }
}
