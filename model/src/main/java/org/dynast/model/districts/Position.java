package org.dynast.model.districts;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * Ruleset 217, "The People's Front of Judea": a Culture's Positions, "each of which is one side of a binary
 * statement", with the Preference Formula and the Reward of each (Loyal and Disloyal have neither).
 */
public enum Position {
    PROGRESSIVE("Progressive", 0, "Ingenuity + Ingenuity cost of all understood Innovations", Map.of("Ingenuity", 2)),
    CONSERVATIVE("Conservative", 0, "Order", Map.of("Order", 2)),
    MULTICULTURAL("Multicultural", 1, "Number of Factions", Map.of("People", 5, "Ingenuity", 1)),
    MONOCULTURAL("Monocultural", 1, "(Number of Factions) * -1", Map.of("People", 1, "Order", 1)),
    ACQUISITIVE("Acquisitive", 2, "Food + Number of Connections + Energy", Map.of("Food", 1, "Energy Trap", 1)),
    RELATIONAL("Relational", 2, "People", Map.of("People", 1)),
    ANARCHIC("Anarchic", 3, "(Defence + Order) * -1", Map.of("Food", 1, "Ingenuity", 1, "Energy Trap", 1)),
    ORDERED("Ordered", 3, "Defence + Order", Map.of("Defences", 1, "Order", 1)),
    LOYAL("Loyal", 4, null, Map.of()),
    DISLOYAL("Disloyal", 4, null, Map.of());

    private final String word;
    private final int pair;
    private final String formula;
    private final Map<String, Integer> reward;

    Position(String word, int pair, String formula, Map<String, Integer> reward) {
        this.word = word;
        this.pair = pair;
        this.formula = formula;
        this.reward = reward;
    }

    public String word() {
        return word;
    }

    /** Which of the five binary statements (0–4) this Position is a side of. */
    public int pair() {
        return pair;
    }

    /** The Preference Formula as the rule writes it; null for Loyal and Disloyal. */
    public String formula() {
        return formula;
    }

    /** The Reward, as gains of the tracker's columns (the rule's "Energy" is the Energy Trap, its "Defence" Defences). */
    public Map<String, Integer> reward() {
        return reward;
    }

    /** The two sides of statement {@code pair}, the first listed first. */
    public static List<Position> sides(int pair) {
        return Arrays.stream(values()).filter(p -> p.pair == pair).toList();
    }

    public static Optional<Position> named(String word) {
        String w = word == null ? "" : word.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(p -> p.word.toLowerCase(Locale.ROOT).equals(w)).findFirst();
    }

    /** The Preference Formula's value for a District; {@code innovationCost} gives an Innovation's Ingenuity cost. */
    public long preference(District d, ToIntFunction<String> innovationCost) {
        return switch (this) {
            case PROGRESSIVE -> d.ingenuity() + d.innovations().stream().mapToLong(innovationCost::applyAsInt).sum();
            case CONSERVATIVE -> d.order();
            case MULTICULTURAL -> d.housedFactions().size();
            case MONOCULTURAL -> -d.housedFactions().size();
            case ACQUISITIVE -> d.food() + d.commons().size() + d.energyTrap();
            case RELATIONAL -> d.people();
            case ANARCHIC -> -(d.defences() + d.order());
            case ORDERED -> d.defences() + d.order();
            case LOYAL, DISLOYAL -> throw new IllegalStateException(word + " has no Preference Formula");
        };
    }
}
