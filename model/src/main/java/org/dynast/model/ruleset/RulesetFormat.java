package org.dynast.model.ruleset;

import java.util.regex.Pattern;

/** How a ruleset text is written: as copied off the rendered wiki page, or as its MediaWiki source. */
public enum RulesetFormat {
    /** The text a reader copies off the rendered wiki page: headings are bare lines, some lost. */
    PLAIN,
    /** The wiki page's source: {@code = Core Rules =}, {@code == Rule ==}, tables {@code {| |}}. */
    MEDIAWIKI;

    private static final Pattern WIKI_HEADING = Pattern.compile("(?m)^(={1,6})[^=\\n].*?\\1[ \\t]*$");
    private static final Pattern WIKI_TABLE = Pattern.compile("(?m)^[ \\t]*\\{\\|");

    /** MediaWiki if the text has a {@code == heading ==} line or a table; otherwise plain text. */
    public static RulesetFormat detect(String text) {
        if (text == null) {
            return PLAIN;
        }
        return WIKI_HEADING.matcher(text).find() || WIKI_TABLE.matcher(text).find() ? MEDIAWIKI : PLAIN;
    }
}
