package org.dynast.model.tracker;

import java.math.BigDecimal;

/**
 * A check the tracker keeps after every edit and action: a cap, a floor, uniqueness across the players, or a rule
 * (a formula true of every row). An edit that breaks one is refused with the check's text.
 */
public final class Check {

    public enum Kind {
        /** The column's number (or a list's length) is at most {@code limit}. */
        AT_MOST,
        /** The column's number (or a list's length) is at least {@code limit}. */
        AT_LEAST,
        /** No two players' rows have the same non-blank value in the column (or share a list item). */
        UNIQUE,
        /** The formula is true of every row. */
        RULE
    }

    public Kind kind = Kind.AT_MOST;
    public String column;
    public BigDecimal limit;
    public String formula;
    /** What a refusal says: the rule's words ("A Stable cannot contain more than five creatures"). */
    public String text;

    public Check() {
    }

    public static Check of(Kind kind, String column, BigDecimal limit, String formula, String text) {
        Check c = new Check();
        c.kind = kind;
        c.column = column;
        c.limit = limit;
        c.formula = formula;
        c.text = text;
        return c;
    }

    public Check copy() {
        return of(kind, column, limit, formula, text);
    }
}
