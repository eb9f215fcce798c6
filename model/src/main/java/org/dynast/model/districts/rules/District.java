package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;

/**
 * A District's publicly tracked values (Ruleset 217, "Districts", "Commons", "Innovation", "The Grid", "Factions").
 * Immutable: every change returns a new District.
 *
 * @param people      "A number of People, being a number that defaults to 50."
 * @param food        "An amount of Food, being a number that defaults to 5."
 * @param defences    "A level of Defences, being a number that defaults to 0 but which can be negative."
 * @param order       "A level of Order, being a number that defaults to 4."
 * @param ingenuity   "An amount of Ingenuity, being a number that defaults to 0"
 * @param energyTrap  "Each District has a publicly tracked value for Energy Trap, which defaults to zero"
 * @param calendar    "Each District has a Calendar, which is a publicly tracked number." (default 0, see rulings)
 * @param commons     the Commons it is connected to, in the order of its Commons field; a Commons may repeat
 * @param innovations the Innovations it understands, in the order of its public list; no repeats
 * @param factions    the Factions it houses as tracked (see {@link #housedFactions()}); no repeats
 */
public record District(String name, int people, int food, int defences, int order, int ingenuity, int energyTrap,
                       int calendar, List<String> commons, List<String> innovations, List<String> factions) {

    public static final int DEFAULT_PEOPLE = 50;
    public static final int DEFAULT_FOOD = 5;
    public static final int DEFAULT_DEFENCES = 0;
    public static final int DEFAULT_ORDER = 4;
    public static final int DEFAULT_INGENUITY = 0;
    public static final int DEFAULT_ENERGY_TRAP = 0;
    public static final int DEFAULT_CALENDAR = 0;

    /** "A District with People in excess of 25 times its Food is Famished." */
    public static final int FAMISHED_RATIO = 25;

    public District {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("A District needs a name");
        }
        name = name.strip();
        nonNegative(name, "People", people);
        nonNegative(name, "Food", food);
        nonNegative(name, "Order", order);
        nonNegative(name, "Ingenuity", ingenuity);
        nonNegative(name, "Energy Trap", energyTrap);
        nonNegative(name, "Calendar", calendar);
        commons = List.copyOf(commons == null ? List.of() : commons);
        innovations = distinct(innovations);
        factions = distinct(factions);
    }

    /** A new District with every value at its default ("the default value for new Districts"). */
    public static District newDistrict(String name) {
        return new District(name, DEFAULT_PEOPLE, DEFAULT_FOOD, DEFAULT_DEFENCES, DEFAULT_ORDER, DEFAULT_INGENUITY,
                DEFAULT_ENERGY_TRAP, DEFAULT_CALENDAR, List.of(), List.of(), List.of());
    }

    private static void nonNegative(String name, String value, int v) {
        if (v < 0) {
            throw new IllegalArgumentException(name + "'s " + value + " cannot be negative (" + v + ")");
        }
    }

    private static List<String> distinct(List<String> names) {
        if (names == null) {
            return List.of();
        }
        LinkedHashSet<String> seen = new LinkedHashSet<>();
        List<String> out = new ArrayList<>();
        for (String n : names) {
            if (n != null && !n.isBlank() && seen.add(n.strip().toLowerCase(Locale.ROOT))) {
                out.add(n.strip());
            }
        }
        return List.copyOf(out);
    }

    // ---- derived flags ----

    /** "A District with no People is Abandoned." */
    public boolean abandoned() {
        return people == 0;
    }

    /** "A District with People in excess of 25 times its Food is Famished." */
    public boolean famished() {
        return people > FAMISHED_RATIO * food;
    }

    /** "A District with no Food that is not Abandoned is Starving." */
    public boolean starving() {
        return food == 0 && !abandoned();
    }

    /** "A District with no Order is in Chaos." */
    public boolean chaos() {
        return order == 0;
    }

    /**
     * "When a District is required to apply its Fallow Value, that is defined as the difference between their own
     * Calendar and the number of the Dilemma to which they are Reacting."
     */
    public int fallowValue(int dilemmaNumber) {
        return Math.abs(dilemmaNumber - calendar);
    }

    /**
     * "While a District that Houses Factions has no People, it is instead considered to house no Factions." The
     * Factions it houses for every rule; {@link #factions()} keeps the tracked list.
     */
    public List<String> housedFactions() {
        return abandoned() ? List.of() : factions;
    }

    public boolean houses(String faction) {
        return housedFactions().stream().anyMatch(f -> f.equalsIgnoreCase(faction));
    }

    public boolean understands(String innovation) {
        return innovations.stream().anyMatch(i -> i.equalsIgnoreCase(innovation));
    }

    /** The number of its Connections (a repeated Commons counts each time). */
    public int connections() {
        return commons.size();
    }

    /**
     * Whether the effect of {@code innovation} applies to this District: it understands it; it still understands every
     * prerequisite that is an Innovation ("the understood Innovation’s effect no longer applies to that District until
     * it regains all of the understood Innovation’s prerequisite Innovations"); and the Innovation's type is not
     * switched off (Societal while People is zero, Technological while Energy Trap is zero).
     */
    public boolean effectApplies(Innovation innovation, Catalogue catalogue) {
        if (!understands(innovation.name())) {
            return false;
        }
        if (!innovation.innovationPrerequisites(catalogue.innovations()).stream().allMatch(this::understands)) {
            return false;
        }
        return switch (innovation.type()) {
            case SOCIETAL -> people != 0;
            case TECHNOLOGICAL -> energyTrap != 0;
        };
    }

    /** {@link #effectApplies(Innovation, Catalogue)} by name; false for a name not in the table. */
    public boolean effectApplies(String innovation, Catalogue catalogue) {
        return catalogue.innovation(innovation).map(i -> effectApplies(i, catalogue)).orElse(false);
    }

    // ---- withers ----

    public District withPeople(int v) {
        return new District(name, v, food, defences, order, ingenuity, energyTrap, calendar, commons, innovations,
                factions);
    }

    public District withFood(int v) {
        return new District(name, people, v, defences, order, ingenuity, energyTrap, calendar, commons, innovations,
                factions);
    }

    public District withDefences(int v) {
        return new District(name, people, food, v, order, ingenuity, energyTrap, calendar, commons, innovations,
                factions);
    }

    public District withOrder(int v) {
        return new District(name, people, food, defences, v, ingenuity, energyTrap, calendar, commons, innovations,
                factions);
    }

    public District withIngenuity(int v) {
        return new District(name, people, food, defences, order, v, energyTrap, calendar, commons, innovations,
                factions);
    }

    public District withEnergyTrap(int v) {
        return new District(name, people, food, defences, order, ingenuity, v, calendar, commons, innovations,
                factions);
    }

    public District withCalendar(int v) {
        return new District(name, people, food, defences, order, ingenuity, energyTrap, v, commons, innovations,
                factions);
    }

    public District withCommons(List<String> v) {
        return new District(name, people, food, defences, order, ingenuity, energyTrap, calendar, v, innovations,
                factions);
    }

    public District withInnovations(List<String> v) {
        return new District(name, people, food, defences, order, ingenuity, energyTrap, calendar, commons, v,
                factions);
    }

    public District withFactions(List<String> v) {
        return new District(name, people, food, defences, order, ingenuity, energyTrap, calendar, commons, innovations,
                v);
    }

    /** This District now houses {@code faction} too (no change if it already does). */
    public District housing(String faction) {
        List<String> v = new ArrayList<>(factions);
        v.add(faction);
        return withFactions(v);
    }

    /** This District stops housing {@code faction}. */
    public District notHousing(String faction) {
        return withFactions(factions.stream().filter(f -> !f.equalsIgnoreCase(faction)).toList());
    }
}
