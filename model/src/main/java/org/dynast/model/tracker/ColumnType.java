package org.dynast.model.tracker;

/** What a tracker column holds, and so how its cells are read, written and checked. */
public enum ColumnType {
    /** A whole number, with a default, a minimum and a maximum ("may be negative" when it has no minimum). */
    INTEGER("whole number"),
    DECIMAL("number"),
    TEXT("text"),
    /** One of a list of options (or blank). */
    ENUM("choice"),
    /** Yes or No. */
    FLAG("Yes or No"),
    /** An ordered list of names, written with the column's separator. */
    LIST("list"),
    /** Names with how many of each ("Apple ×2"); order does not matter. */
    MULTISET("multiset"),
    /** An ordered list in the wiki's {@code Name (info) [badge]} style. */
    ANNOTATED_LIST("annotated list"),
    /** A player's name (or blank). */
    PLAYER("player");

    private final String noun;

    ColumnType(String noun) {
        this.noun = noun;
    }

    /** "whole number", "list": as in "Food is a whole number". */
    public String noun() {
        return noun;
    }

    public boolean numeric() {
        return this == INTEGER || this == DECIMAL;
    }

    public boolean listLike() {
        return this == LIST || this == MULTISET || this == ANNOTATED_LIST;
    }
}
