package org.dynast.model;

import java.text.NumberFormat;
import java.util.Locale;

/**
 * How the console writes numbers and money, one way everywhere whatever the machine's locale: thousands grouped with
 * commas ("12,600"), Money with its sign in front ("₩12,600"), as the BlogBots ruleset writes it.
 */
public final class Numbers {

    private Numbers() {
    }

    /** "12,600"; "-300". */
    public static String count(long n) {
        return NumberFormat.getIntegerInstance(Locale.UK).format(n);
    }

    /** "₩12,600"; "-₩300" for a loss. */
    public static String money(long amount) {
        return (amount < 0 ? "-" : "") + "\u20a9" + count(Math.abs(amount));
    }
}
