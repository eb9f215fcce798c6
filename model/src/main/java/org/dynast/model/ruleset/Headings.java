package org.dynast.model.ruleset;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Telling a heading line from text in a plain-text copy, where the wiki's heading markup is gone: a
 * heading stands alone between blank lines, is short, and does not end like a sentence. Numbered
 * forms ("Rule 1.1 Ruleset and Gamestate", "2.5 Dynasties") and old section headings ("Section One:
 * Core Rules") are read with their numbers.
 */
final class Headings {

    static final int MAX_WORDS = 10;
    static final int MAX_CHARS = 80;

    private static final Pattern SECTION_PREFIX = Pattern.compile(
            "(?i)section\\s+(\\d+|[ivx]+|one|two|three|four|five|six|seven|eight|nine|ten)\\b\\s*[:.\\-\u2013\u2014]?\\s*(.*)");
    private static final Pattern MULTI_NUMBER = Pattern.compile("(?:(?i:rule)\\s+)?(\\d{1,3}(?:\\.\\d{1,3})+)\\.?\\s+(\\S.*)");
    private static final Pattern RULE_NUMBER = Pattern.compile("(?i:rule)\\s+(\\d{1,3})\\s*[:.\\-\u2013\u2014]?\\s+(\\S.*)");
    /** A line that opens like a sentence ("If a Designer is Idle", "When the Emperor") is text, not a title. */
    private static final Pattern SENTENCE_START = Pattern.compile(
            "(?:If|When|Whenever|Where|While|Unless|Each|Every|Any|All|There|It|This|These)\\s+\\p{Ll}");
    /** The 2004 ruleset's numbering: "1 - Ruleset and Gamestate". */
    private static final Pattern DASH_NUMBER = Pattern.compile("(\\d{1,3})\\s+[-\u2013\u2014]\\s+(\\S.*)");
    private static final Pattern SINGLE_NUMBER = Pattern.compile("(\\d{1,2})\\.?\\s+(\\S.*)");
    private static final Pattern LIST_START = Pattern.compile("[\u2022\u25e6\u25aa\u2023\u00b7*\u2013-]\\s.*|\\d{1,3}[.)]\\s.*");
    /** A date ("Saturday, January 11, 2003", "21-06-2007 10:35:05 UTC"): a blog entry's line, never a title. */
    private static final Pattern DATE = Pattern.compile("(?i).*\\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
            + "[a-z]*\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:jan|feb|mar|apr|may|jun|"
            + "jul|aug|sep|oct|nov|dec)[a-z]*\\.?,?\\s+\\d{4}|\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{4})\\b.*");
    private static final Set<String> CHROME = Set.of("contents", "navigation menu", "jump to navigation",
            "jump to search", "jump to navigation jump to search");
    private static final Pattern CHROME_PATTERN = Pattern.compile("(?i)(ruleset\\s+\\d+.*|from\\s+\\S.*\\bwiki)");

    private Headings() {
    }

    /** The heading a lone plain-text line is, or null if it reads as text. */
    static Element.Heading plain(String raw, int line) {
        if (raw.isEmpty() || Character.isWhitespace(raw.charAt(0))) {
            return null;
        }
        String s = raw.strip();
        if (s.length() > 120) {
            return null;
        }
        Matcher m = SECTION_PREFIX.matcher(s);
        if (m.matches() && (m.group(2).isEmpty() || titleLike(m.group(2)))) {
            String name = m.group(2).isEmpty() ? s : m.group(2);
            SectionKind kind = SectionKind.named(name);
            if (kind == null) {
                kind = name.toLowerCase(Locale.ROOT).contains("glossary") ? SectionKind.APPENDIX : SectionKind.OTHER;
            }
            return new Element.Heading(0, null, name, raw, line, kind);
        }
        m = MULTI_NUMBER.matcher(s);
        if (!m.matches()) {
            m = RULE_NUMBER.matcher(s);
        }
        if (!m.matches()) {
            m = DASH_NUMBER.matcher(s);
        }
        if (m.matches()) {
            if (!titleLike(m.group(2))) {
                return null;
            }
            return new Element.Heading(0, m.group(1), m.group(2).strip(), raw, line, null);
        }
        m = SINGLE_NUMBER.matcher(s);
        if (m.matches() && SectionKind.named(m.group(2)) != null) {
            return new Element.Heading(0, m.group(1), m.group(2).strip(), raw, line, SectionKind.named(m.group(2)));
        }
        if (LIST_START.matcher(s).matches() || !titleLike(s) || SENTENCE_START.matcher(s).lookingAt()
                || DATE.matcher(s).matches()) {
            return null;
        }
        return new Element.Heading(0, null, s, raw, line, SectionKind.named(s));
    }

    /** Short, not ending like a sentence, starting like a title. */
    static boolean titleLike(String text) {
        String t = text.strip();
        if (t.isEmpty() || t.length() > MAX_CHARS) {
            return false;
        }
        if (t.split("\\s+").length > MAX_WORDS) {
            return false;
        }
        char last = t.charAt(t.length() - 1);
        if (".,;:!?".indexOf(last) >= 0 || t.endsWith(":-")) {
            return false;
        }
        if (t.contains(". ") || t.contains("; ") || t.contains("://")) {
            return false;
        }
        int first = t.codePointAt(0);
        return Character.isUpperCase(first) || Character.isDigit(first) || Character.isTitleCase(first)
                || "\"\u201c\u2018'[(".indexOf(first) >= 0;
    }

    /** Navigation lines of a copied wiki page ("Contents", "Jump to search", "From BlogNomic Wiki"). */
    static boolean chrome(String text) {
        String t = text.strip();
        return CHROME.contains(t.toLowerCase(Locale.ROOT)) || CHROME_PATTERN.matcher(t).matches();
    }

    /** Splits a MediaWiki heading's title into its number (if numbered) and its title. */
    static String[] numbered(String title) {
        Matcher m = MULTI_NUMBER.matcher(title);
        if (!m.matches()) {
            m = RULE_NUMBER.matcher(title);
        }
        if (!m.matches()) {
            m = DASH_NUMBER.matcher(title);
        }
        if (m.matches()) {
            return new String[] {m.group(1), m.group(2).strip()};
        }
        return new String[] {null, title};
    }
}
