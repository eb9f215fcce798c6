package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * "Events in the world have consequences which are either Upsides or Downsides." A consequence is one of
 * the twelve listed in the rule "Upsides and Downsides", named by its text.
 */
public sealed interface Consequence permits Upside, Downside {

    /** The consequence's words as the ruleset lists them. */
    String text();

    boolean isUpside();

    /**
     * The consequence's 3rd word, for Posing a Dilemma's "if the 3rd word of the first or second Upside is the
     * same as the 3rd word of the first or second Downside": words are split on spaces and compared without
     * their punctuation and case ("Food," is "Food"); a consequence of fewer than three words has none.
     */
    default Optional<String> thirdWord() {
        String[] words = text().trim().split("\\s+");
        if (words.length < 3) {
            return Optional.empty();
        }
        return Optional.of(words[2].replaceAll("\\p{Punct}", "").toLowerCase(Locale.ROOT));
    }

    /** Every consequence, Upsides first, in the ruleset's order. */
    static List<Consequence> all() {
        List<Consequence> all = new ArrayList<>(List.of(Upside.values()));
        all.addAll(List.of(Downside.values()));
        return List.copyOf(all);
    }

    /** The consequence with this text (case and surrounding space ignored), e.g. "Gain 1 Food" or "Govern". */
    static Optional<Consequence> named(String text) {
        String clean = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        return all().stream().filter(c -> c.text().toLowerCase(Locale.ROOT).equals(clean)
                || c.shortName().equalsIgnoreCase(clean)).findFirst();
    }

    /** A short stable key for storage and exchange, e.g. "GAIN_5_PEOPLE". */
    String shortName();
}
