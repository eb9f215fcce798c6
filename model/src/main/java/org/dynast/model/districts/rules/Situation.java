package org.dynast.model.districts.rules;

import java.util.List;

/**
 * What a District's Reaction sees besides itself: the Innovation table and Commons, the number of the Dilemma it is
 * Reacting to, every District (for Communal Sway's "the District with the 3rd-highest People"), the Prospect and the
 * Solar Field.
 */
public record Situation(Catalogue catalogue, int dilemmaNumber, List<District> districts, List<Consequence> prospect,
                        int solarField) {

    public Situation {
        if (catalogue == null) {
            throw new IllegalArgumentException("A Situation needs the Innovation table and Commons");
        }
        districts = List.copyOf(districts == null ? List.of() : districts);
        prospect = List.copyOf(prospect == null ? List.of() : prospect);
        if (solarField < 0) {
            throw new IllegalArgumentException("The Solar Field cannot be negative");
        }
    }

    /** Ruleset 217's catalogue, no other District, an empty Prospect and a Solar Field of 0. */
    public static Situation of(int dilemmaNumber) {
        return new Situation(Catalogue.ruleset217(), dilemmaNumber, List.of(), List.of(), 0);
    }

    public Situation withDistricts(List<District> v) {
        return new Situation(catalogue, dilemmaNumber, v, prospect, solarField);
    }

    public Situation withProspect(List<Consequence> v) {
        return new Situation(catalogue, dilemmaNumber, districts, v, solarField);
    }

    public Situation withSolarField(int v) {
        return new Situation(catalogue, dilemmaNumber, districts, prospect, v);
    }
}
