package org.dynast.app.common;

import java.util.Locale;

/**
 * A dialog's header, only when it says more than the dialog's title: "Run a bout" over "Run a bout" said it twice, so
 * a header that repeats its title (case, spacing and end punctuation aside) is left out.
 */
public final class DialogHeaders {

    private DialogHeaders() {
    }

    /** {@code header}, or null when it is empty or only repeats {@code title}. */
    public static String of(String title, String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        return title != null && plain(title).equals(plain(header)) ? null : header;
    }

    private static String plain(String text) {
        return text.strip().replaceAll("\\s+", " ").replaceAll("[\\s.:?!\u2026]+$", "").toLowerCase(Locale.ROOT);
    }
}
