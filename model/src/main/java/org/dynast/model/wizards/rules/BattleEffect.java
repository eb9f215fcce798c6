package org.dynast.model.wizards.rules;

import java.util.Locale;
import java.util.Optional;

/** "Valid Battle Effects are:" (rule "Battlefields"). */
public enum BattleEffect {
    AQUATIC, WALLED, DESERT, FOREST, FROZEN, RICH, POOR, LEVEL, SLOPED, UNDERGROUND, FARFLUNG, NEARBY;

    /** As the rule writes it: "aquatic". */
    public String wording() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The effect named {@code text}, ignoring case, spaces and hyphens ("far-flung"). */
    public static Optional<BattleEffect> named(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String key = text.toLowerCase(Locale.ROOT).replaceAll("[\\s\\-]+", "");
        for (BattleEffect e : values()) {
            if (e.wording().equals(key)) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return wording();
    }
}
