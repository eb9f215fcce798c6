package org.dynast.model.wizards.rules;

import java.util.Locale;
import java.util.Optional;

/** "The following are the possible identities of Court Allies" (Court Politics). */
public enum Identity {
    QUEEN("Queen"),
    TREASURER("Treasurer"),
    CHAMBERLAIN("Chamberlain"),
    NORTHERN_GENERAL("Northern General"),
    SOUTHERN_GENERAL("Southern General"),
    MOST_ELIGIBLE_COURTIER("Most Eligible Courtier"),
    ROYAL_MISTRESS("Royal Mistress"),
    ARCHBISHOP("ArchBishop"),
    HIS_MAJESTY("His Majesty"),
    AMBASSADOR("Ambassador");

    private final String wording;

    Identity(String wording) {
        this.wording = wording;
    }

    public String wording() {
        return wording;
    }

    /** The identity named {@code text}, ignoring case and spaces. */
    public static Optional<Identity> named(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String key = text.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
        for (Identity i : values()) {
            if (i.wording.toLowerCase(Locale.ROOT).replace(" ", "").equals(key)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return wording;
    }
}
