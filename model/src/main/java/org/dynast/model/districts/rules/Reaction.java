package org.dynast.model.districts.rules;

import java.util.List;

/**
 * What a Reaction (or a single consequence applied on its own) did.
 *
 * @param district       the District afterwards
 * @param prospect       the Prospect afterwards (Communal Sway and Gadget Repository add to it)
 * @param solarField     the Solar Field afterwards (The Silicon Lake changes it)
 * @param outcome        the Outcome selected (1 or 2; 0 for a Pass or a consequence applied alone)
 * @param outcomeAtRandom whether the Outcome was drawn because the District was in Chaos
 * @param socialize      whether the District Socializes (the module takes its Culture and answers privately)
 * @param moot           whether the District may Moot now (Stormbrow Peak)
 * @param startedHousing the Faction it began to house, or null
 * @param stoppedHousing the Faction it chose to stop housing, or null
 * @param peopleLost     the People it lost in this Reaction
 * @param steps          every step with its dice
 */
public record Reaction(District district, List<Consequence> prospect, int solarField, int outcome,
                       boolean outcomeAtRandom, boolean socialize, boolean moot, String startedHousing,
                       String stoppedHousing, int peopleLost, List<Step> steps) {

    public Reaction {
        prospect = List.copyOf(prospect);
        steps = List.copyOf(steps);
    }
}
