package org.dynast.model.districts.rules;

import java.util.List;
import java.util.Set;

/**
 * What Posing a Dilemma needs from the City's private book of Factions, which the module keeps ("A number of Factions
 * exist, tracked privately by the City"). Draws go through the {@link Dice} given, so they are part of the Posing's
 * record.
 */
public interface FactionHooks {

    /** The names of every existing Faction, in a fixed order (the secret selections index into it). */
    List<String> factions();

    /** Creates a new Faction (with a secretly random Culture) and returns its name. */
    String newFaction(Dice dice);

    /**
     * Carries out a Faction Test for each District in {@code housing} (the Districts where {@code faction} is Housed)
     * against the values in {@code districts}; returns the names of those that stop housing it.
     */
    Set<String> factionTest(String faction, List<District> housing, List<District> districts, Dice dice);

    /** A City with no Factions yet that names new ones "Faction 1", "Faction 2", … (for tests and the rules alone). */
    static FactionHooks none() {
        return new FactionHooks() {
            private int made;

            @Override
            public List<String> factions() {
                return List.of();
            }

            @Override
            public String newFaction(Dice dice) {
                return "Faction " + (++made);
            }

            @Override
            public Set<String> factionTest(String faction, List<District> housing, List<District> districts,
                                           Dice dice) {
                return Set.of();
            }
        };
    }
}
