package org.dynast.model.districts.rules;

import java.util.List;

/**
 * A Posing of a Dilemma as it was carried out.
 *
 * @param dilemma        the Dilemma posted (its reactions empty)
 * @param districts      every District afterwards (Faction Tests, Order penalties, the Food cut)
 * @param prospect       the Prospect afterwards
 * @param testedFaction  the secretly selected Faction (null if there were none): the City's private information
 * @param ceasedHousing  announcements of Districts that ceased to House a Faction in this Posing
 * @param newFactions    Factions the City created for "Gain 5 People" Upsides
 * @param post           the Dilemma's post text
 * @param steps          every step with its dice; secret draws are the City's alone
 */
public record Posed(Dilemma dilemma, List<District> districts, List<Consequence> prospect, String testedFaction,
                    List<String> ceasedHousing, List<String> newFactions, String post, List<Step> steps) {

    public Posed {
        districts = List.copyOf(districts);
        prospect = List.copyOf(prospect);
        ceasedHousing = List.copyOf(ceasedHousing);
        newFactions = List.copyOf(newFactions);
        steps = List.copyOf(steps);
    }
}
