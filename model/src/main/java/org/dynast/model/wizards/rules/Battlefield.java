package org.dynast.model.wizards.rules;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** "A Battlefield has a name and exactly three battle effects." Written "City Gates: nearby, walled, level". */
public record Battlefield(String name, List<BattleEffect> effects) {

    public static final String RULE = "Battlefields";

    public Battlefield {
        Objects.requireNonNull(name, "name");
        name = name.trim();
        effects = List.copyOf(effects);
        if (name.isEmpty() || effects.size() != 3) {
            throw new IllegalArgumentException("A Battlefield has a name and exactly three battle effects");
        }
    }

    public static Battlefield of(String name, BattleEffect... effects) {
        return new Battlefield(name, List.of(effects));
    }

    public boolean has(BattleEffect effect) {
        return effects.contains(effect);
    }

    /** "City Gates: nearby, walled, level". */
    public String wording() {
        return name + ": " + effects.stream().map(BattleEffect::wording).collect(Collectors.joining(", "));
    }

    /** Reads "Name: a, b, c" (commas or spaces between the effects), or refuses naming the bad part. */
    public static Outcome<Battlefield> parse(String text) {
        String t = text == null ? "" : text.trim();
        int colon = t.lastIndexOf(':');
        if (colon <= 0) {
            return Outcome.refused(RULE, "\"" + t + "\" is not a battlefield: write its name, a colon and its three"
                    + " battle effects (\"A Battlefield has a name and exactly three battle effects.\").");
        }
        String name = t.substring(0, colon).trim();
        List<BattleEffect> effects = new ArrayList<>();
        for (String word : t.substring(colon + 1).trim().split("[,\\s]+")) {
            if (word.isEmpty()) {
                continue;
            }
            Optional<BattleEffect> e = BattleEffect.named(word);
            if (e.isEmpty()) {
                return Outcome.refused(RULE, "\"" + word + "\" in \"" + t + "\" is not one of the valid Battle"
                        + " Effects.");
            }
            effects.add(e.get());
        }
        if (effects.size() != 3) {
            return Outcome.refused(RULE, name + " has " + effects.size() + " battle effects: \"A Battlefield has a"
                    + " name and exactly three battle effects.\"");
        }
        return Outcome.of(new Battlefield(name, effects));
    }

    /** The thirteen battlefields of the rule "Current Battlefields", as the ruleset lists them. */
    public static List<Battlefield> shipped() {
        List<Battlefield> out = new ArrayList<>();
        try (InputStream in = Battlefield.class.getResourceAsStream("battlefields.txt")) {
            if (in == null) {
                throw new IllegalStateException("battlefields.txt is missing from the Wizards rules");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    out.add(parse(line).orThrow());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(out);
    }

    /**
     * A duel's battlefields: "The challenger specifies three different battlefields (such that no individual
     * battle effect appears three times in the list) from the list of current battlefields." Every occurrence
     * counts, twice within one battlefield too (docs/rulings.md).
     */
    public static Outcome<List<Battlefield>> duelChoice(List<Battlefield> chosen, List<Battlefield> current) {
        String rule = "Duels";
        if (chosen.size() != 3) {
            return Outcome.refused(rule, "A duel names three battlefields, not " + chosen.size() + ".");
        }
        Set<String> names = new HashSet<>();
        for (Battlefield b : chosen) {
            if (!names.add(b.name().toLowerCase(Locale.ROOT))) {
                return Outcome.refused(rule, b.name() + " is named twice: \"The challenger specifies three"
                        + " different battlefields\".");
            }
            if (current.stream().noneMatch(c -> c.name().equalsIgnoreCase(b.name()))) {
                return Outcome.refused(rule, b.name() + " is not among the current battlefields.");
            }
        }
        Map<BattleEffect, Integer> count = new EnumMap<>(BattleEffect.class);
        chosen.forEach(b -> b.effects().forEach(e -> count.merge(e, 1, Integer::sum)));
        for (Map.Entry<BattleEffect, Integer> e : count.entrySet()) {
            if (e.getValue() >= 3) {
                return Outcome.refused(rule, "\"" + e.getKey().wording() + "\" appears " + e.getValue()
                        + " times among " + chosen.stream().map(Battlefield::name).collect(Collectors.joining(", "))
                        + ": the three battlefields are chosen \"such that no individual battle effect appears"
                        + " three times in the list\".");
            }
        }
        return Outcome.of(List.copyOf(chosen));
    }

    @Override
    public String toString() {
        return wording();
    }
}
