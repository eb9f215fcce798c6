package org.dynast.model.districts;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.tracker.Column;
import org.dynast.model.tracker.TrackerDefinition;
import org.dynast.model.tracker.TrackerRow;
import org.dynast.model.tracker.Values;

/**
 * One District's publicly tracked values (Ruleset 217, "Districts", "Commons", "Innovation", "The Grid",
 * "Factions"), read from and written to its row of the tracker's Districts table.
 */
public record District(String name, long people, long food, long defences, long order, long ingenuity,
                       long energyTrap, long calendar, List<String> commons, List<String> innovations,
                       List<String> factions, long anointments) {

    public static final String PEOPLE = "People";
    public static final String FOOD = "Food";
    public static final String DEFENCES = "Defences";
    public static final String ORDER = "Order";
    public static final String INGENUITY = "Ingenuity";
    public static final String ENERGY_TRAP = "Energy Trap";
    public static final String CALENDAR = "Calendar";
    public static final String COMMONS = "Commons";
    public static final String INNOVATIONS = "Innovations";
    public static final String FACTIONS = "Factions";
    public static final String ANOINTMENTS = "Anointments";

    public District {
        commons = List.copyOf(commons);
        innovations = List.copyOf(innovations);
        factions = List.copyOf(factions);
    }

    /** "A District with no People is Abandoned." */
    public boolean abandoned() {
        return people == 0;
    }

    /** "A District with People in excess of 25 times its Food is Famished." */
    public boolean famished() {
        return people > 25 * food;
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
     * The Factions it houses for the rules: "While a District that Houses Factions has no People, it is instead
     * considered to house no Factions."
     */
    public List<String> housedFactions() {
        return people == 0 ? List.of() : factions;
    }

    /** The value of a numeric column by its tracker name. */
    public long value(String column) {
        return switch (column) {
            case PEOPLE -> people;
            case FOOD -> food;
            case DEFENCES -> defences;
            case ORDER -> order;
            case INGENUITY -> ingenuity;
            case ENERGY_TRAP -> energyTrap;
            case CALENDAR -> calendar;
            case ANOINTMENTS -> anointments;
            default -> throw new IllegalArgumentException(column + " is not a number of a District");
        };
    }

    public District with(String column, long v) {
        return new District(name, column.equals(PEOPLE) ? v : people, column.equals(FOOD) ? v : food,
                column.equals(DEFENCES) ? v : defences, column.equals(ORDER) ? v : order,
                column.equals(INGENUITY) ? v : ingenuity, column.equals(ENERGY_TRAP) ? v : energyTrap,
                column.equals(CALENDAR) ? v : calendar, commons, innovations, factions,
                column.equals(ANOINTMENTS) ? v : anointments);
    }

    public District withLists(List<String> commons, List<String> innovations, List<String> factions) {
        return new District(name, people, food, defences, order, ingenuity, energyTrap, calendar, commons,
                innovations, factions, anointments);
    }

    public District withFactions(List<String> f) {
        return withLists(commons, innovations, f);
    }

    /** Reads a District from its tracker row (a blank or missing cell is its column's default). */
    public static District of(TrackerRow row, TrackerDefinition def) {
        return new District(row.name, number(row, def, PEOPLE), number(row, def, FOOD), number(row, def, DEFENCES),
                number(row, def, ORDER), number(row, def, INGENUITY), number(row, def, ENERGY_TRAP),
                number(row, def, CALENDAR), list(row, def, COMMONS), list(row, def, INNOVATIONS),
                list(row, def, FACTIONS), number(row, def, ANOINTMENTS));
    }

    /** Writes the District's values into its tracker row. */
    public void writeTo(TrackerRow row, TrackerDefinition def) {
        for (String c : List.of(PEOPLE, FOOD, DEFENCES, ORDER, INGENUITY, ENERGY_TRAP, CALENDAR, ANOINTMENTS)) {
            row.values.put(c, Long.toString(value(c)));
        }
        row.values.put(COMMONS, String.join(column(def, COMMONS).separatorOrDefault(), commons));
        row.values.put(INNOVATIONS, String.join(column(def, INNOVATIONS).separatorOrDefault(), innovations));
        row.values.put(FACTIONS, String.join(column(def, FACTIONS).separatorOrDefault(), factions));
    }

    private static Column column(TrackerDefinition def, String name) {
        return def.column(name).orElseThrow(() -> new IllegalStateException("The tracker has no " + name
                + " column: the Districts module needs the Ruleset 217 Districts template."));
    }

    private static long number(TrackerRow row, TrackerDefinition def, String name) {
        Column c = column(def, name);
        String v = row.values.getOrDefault(c.name, Values.initial(c));
        return v == null || v.isBlank() ? 0 : Long.parseLong(v.strip());
    }

    private static List<String> list(TrackerRow row, TrackerDefinition def, String name) {
        Column c = column(def, name);
        return new ArrayList<>(Values.items(c, row.values.getOrDefault(c.name, "")));
    }
}
