package org.dynast.model.districts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Ruleset 217, "The Conclave": the six Agenda Items and their Scoring Matrices. "Energy" is the Energy Trap ("Each
 * District has a publicly tracked value for Energy Trap"), "Defence" the Defences, a Connection a Commons.
 */
public enum AgendaItem {
    /** "0.2 Score per People, 1 Score per Food, 1 Score per Defence" */
    ABUNDANCE("Abundance", "0.2 Score per People, 1 Score per Food, 1 Score per Defence"),
    /** "2 Score per Innovation, 1 Score per Ingenuity, 0.25 Score per Energy" */
    PROGRESS("Progress", "2 Score per Innovation, 1 Score per Ingenuity, 0.25 Score per Energy"),
    /** "1.5 Score per Order, 1 Score per Defence, 1.5^x Score per Connection" */
    STABILITY("Stability", "1.5 Score per Order, 1 Score per Defence, 1.5^x Score per Connection (where x is the "
            + "amount of Connections that District is allocating to this Plenary Session)"),
    /** "1 Score per Faction, 1 Score per Food, 2 Score per Innovation" */
    CONTENTMENT("Contentment", "1 Score per Faction, 1 Score per Food, 2 Score per Innovation"),
    /** "1 Score per Defence, 1 Score per Ingenuity, 0.25 Score per Energy" */
    POWER("Power", "1 Score per Defence, 1 Score per Ingenuity, 0.25 Score per Energy"),
    /** "0.2 Score per People, 1.2^x Score per Connection, 1.5 Score per Order" */
    CULTURE("Culture", "0.2 Score per People, 1.2^x Score per Connection (where x is the amount of Connections that "
            + "District is allocating to this Plenary Session), 1.5 Score per Order");

    /** One term of a score: what was allocated, how much, and the Score it earned. */
    public record Term(String what, double quantity, double score) {
        public String text() {
            return what + " " + Numbers.of(quantity) + " \u2192 " + Numbers.of(score);
        }
    }

    private final String title;
    private final String matrix;

    AgendaItem(String title, String matrix) {
        this.title = title;
        this.matrix = matrix;
    }

    public String title() {
        return title;
    }

    /** The Scoring Matrix as the rule writes it. */
    public String matrix() {
        return matrix;
    }

    public static Optional<AgendaItem> named(String name) {
        String n = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(a -> a.title.toLowerCase(Locale.ROOT).equals(n)).findFirst();
    }

    /**
     * The terms of a District's Score for an allocation. With {@code carefulRationing} (the District understands
     * Careful Rationing and its effect applies), a matrix that contains the word "Food" scores 1.5 per Food.
     */
    public List<Term> terms(DistrictsState.Allocation a, boolean carefulRationing) {
        List<Term> t = new ArrayList<>();
        double food = matrix.contains("Food") && carefulRationing ? 1.5 : 1;
        long connections = a.commons.size();
        switch (this) {
            case ABUNDANCE -> {
                t.add(new Term("People", a.amount(District.PEOPLE), 0.2 * a.amount(District.PEOPLE)));
                t.add(new Term("Food", a.amount(District.FOOD), food * a.amount(District.FOOD)));
                t.add(new Term("Defence", a.amount(District.DEFENCES), a.amount(District.DEFENCES)));
            }
            case PROGRESS -> {
                t.add(new Term("Innovations", a.innovations.size(), 2.0 * a.innovations.size()));
                t.add(new Term("Ingenuity", a.amount(District.INGENUITY), a.amount(District.INGENUITY)));
                t.add(new Term("Energy", a.amount(District.ENERGY_TRAP), 0.25 * a.amount(District.ENERGY_TRAP)));
            }
            case STABILITY -> {
                t.add(new Term("Order", a.amount(District.ORDER), 1.5 * a.amount(District.ORDER)));
                t.add(new Term("Defence", a.amount(District.DEFENCES), a.amount(District.DEFENCES)));
                t.add(new Term("Connections", connections, connections * Math.pow(1.5, connections)));
            }
            case CONTENTMENT -> {
                t.add(new Term("Factions", a.factions.size(), a.factions.size()));
                t.add(new Term("Food", a.amount(District.FOOD), food * a.amount(District.FOOD)));
                t.add(new Term("Innovations", a.innovations.size(), 2.0 * a.innovations.size()));
            }
            case POWER -> {
                t.add(new Term("Defence", a.amount(District.DEFENCES), a.amount(District.DEFENCES)));
                t.add(new Term("Ingenuity", a.amount(District.INGENUITY), a.amount(District.INGENUITY)));
                t.add(new Term("Energy", a.amount(District.ENERGY_TRAP), 0.25 * a.amount(District.ENERGY_TRAP)));
            }
            case CULTURE -> {
                t.add(new Term("People", a.amount(District.PEOPLE), 0.2 * a.amount(District.PEOPLE)));
                t.add(new Term("Connections", connections, connections * Math.pow(1.2, connections)));
                t.add(new Term("Order", a.amount(District.ORDER), 1.5 * a.amount(District.ORDER)));
            }
            default -> throw new IllegalStateException();
        }
        return t;
    }

    /** The District's Score: the sum of its terms. */
    public double score(DistrictsState.Allocation a, boolean carefulRationing) {
        return terms(a, carefulRationing).stream().mapToDouble(Term::score).sum();
    }

    /** Numbers as the City writes them: 7.5, 3.375, 12. */
    static final class Numbers {
        private Numbers() {
        }

        static String of(double v) {
            return java.math.BigDecimal.valueOf(v).setScale(4, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros()
                    .toPlainString();
        }
    }
}
