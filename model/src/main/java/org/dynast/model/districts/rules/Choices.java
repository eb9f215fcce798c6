package org.dynast.model.districts.rules;

import java.util.List;

/**
 * Everything a District decides while Reacting, given up front so a Reaction is one atomic function call. Build from
 * {@link #outcome(int)} and the withers.
 *
 * @param outcome           the Outcome selected when Deciding, 1 or 2 (ignored in Chaos, where it is drawn)
 * @param labour            the understood Innovations whose Work effects are performed, in this order
 * @param govern            how the District Governs if its Upside is Govern (null: it has not said; refused then)
 * @param innovate          the Innovation to understand when it Governs by Innovating
 * @param socialize         whether it also Socializes when it Governs
 * @param communalSway      the consequence Communal Sway adds to the Prospect before it Governs (null: none)
 * @param improvisedShields whether it loses 1 Defences instead of People whenever Improvised Shields allows it
 * @param raiseSolarField   The Silicon Lake: increase (true) or decrease (false) the Solar Field
 * @param foodBanksReroll   whether it re-rolls a selection that would lose it Food when Community Food Banks allows it
 * @param gadgetUpside      Gadget Repository: the Upside it pays 1 Ingenuity to add to the Prospect (null: none)
 * @param stopHousing       the Faction it stops housing if it loses 5 or more People by its own decision (null: none)
 */
public record Choices(int outcome, List<String> labour, GovernChoice govern, String innovate, boolean socialize,
                      Consequence communalSway, boolean improvisedShields, boolean raiseSolarField,
                      boolean foodBanksReroll, Upside gadgetUpside, String stopHousing) {

    public Choices {
        labour = List.copyOf(labour == null ? List.of() : labour);
    }

    /** Selects Outcome {@code n}; no Labour, no Govern choice yet, shields and re-rolls used, the Solar Field raised. */
    public static Choices outcome(int n) {
        return new Choices(n, List.of(), null, null, false, null, true, true, true, null, null);
    }

    public Choices withOutcome(int v) {
        return new Choices(v, labour, govern, innovate, socialize, communalSway, improvisedShields, raiseSolarField,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withLabour(List<String> v) {
        return new Choices(outcome, v, govern, innovate, socialize, communalSway, improvisedShields, raiseSolarField,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withGovern(GovernChoice v) {
        return new Choices(outcome, labour, v, innovate, socialize, communalSway, improvisedShields, raiseSolarField,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    /** Governs by Innovating {@code innovation}. */
    public Choices withInnovate(String innovation) {
        return new Choices(outcome, labour, GovernChoice.INNOVATE, innovation, socialize, communalSway,
                improvisedShields, raiseSolarField, foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withSocialize(boolean v) {
        return new Choices(outcome, labour, govern, innovate, v, communalSway, improvisedShields, raiseSolarField,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withCommunalSway(Consequence v) {
        return new Choices(outcome, labour, govern, innovate, socialize, v, improvisedShields, raiseSolarField,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withImprovisedShields(boolean v) {
        return new Choices(outcome, labour, govern, innovate, socialize, communalSway, v, raiseSolarField,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withRaiseSolarField(boolean v) {
        return new Choices(outcome, labour, govern, innovate, socialize, communalSway, improvisedShields, v,
                foodBanksReroll, gadgetUpside, stopHousing);
    }

    public Choices withFoodBanksReroll(boolean v) {
        return new Choices(outcome, labour, govern, innovate, socialize, communalSway, improvisedShields,
                raiseSolarField, v, gadgetUpside, stopHousing);
    }

    public Choices withGadgetUpside(Upside v) {
        return new Choices(outcome, labour, govern, innovate, socialize, communalSway, improvisedShields,
                raiseSolarField, foodBanksReroll, v, stopHousing);
    }

    public Choices withStopHousing(String v) {
        return new Choices(outcome, labour, govern, innovate, socialize, communalSway, improvisedShields,
                raiseSolarField, foodBanksReroll, gadgetUpside, v);
    }
}
