package org.dynast.model;

/**
 * The one writer of MediaWiki tables ({@code {| class="wikitable"}) for every page the console writes: the tracker's
 * tables, the Districts' and the Wizards' pages, the factory's tracking text and an exported ruleset. A cell's text
 * is escaped so that a "|" in it cannot end the cell.
 */
public final class WikiTable {

    private WikiTable() {
    }

    /** Opens a table: {@code {| class="wikitable"}, or {@code "wikitable sortable"}, and its line end. */
    public static String open(boolean sortable) {
        return sortable ? "{| class=\"wikitable sortable\"\n" : "{| class=\"wikitable\"\n";
    }

    /** Opens a table with a plain header row: {@code |-} and {@code ! a !! b}. */
    public static String open(String... headings) {
        return open(false) + header(headings);
    }

    /** A header row: {@code |-} then {@code ! a !! b} (the headings as they are). */
    public static String header(String... headings) {
        return "|-\n! " + String.join(" !! ", headings) + "\n";
    }

    /** Closes a table. */
    public static String close() {
        return "|}\n";
    }

    /** A cell's text with "|" written as {@code &#124;}, so that it cannot end the cell. */
    public static String escape(String cell) {
        return cell.replace("|", "&#124;");
    }
}
