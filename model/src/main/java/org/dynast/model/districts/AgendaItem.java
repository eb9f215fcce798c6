package org.dynast.model.districts;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
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

    /**
     * One term of a score: what was allocated, how much, and the Score it earned, exactly ("0.2 Score per People": 17
     * People score 3.4, not the 3.4000000000000004 of binary floating point, so that equal Scores are equal).
     */
    public record Term(String what, long quantity, BigDecimal exact) {
        public Term {
            Objects.requireNonNull(exact, "exact");
        }

        /** The Score as a number to show (the exact one is {@link #exact}). */
        public double score() {
            return exact.doubleValue();
        }

        public String text() {
            return what + " " + quantity + " \u2192 " + Numbers.of(exact);
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
        BigDecimal food = matrix.contains("Food") && carefulRationing ? ONE_AND_A_HALF : BigDecimal.ONE;
        long connections = a.commons.size();
        switch (this) {
            case ABUNDANCE -> {
                t.add(term("People", a.amount(District.PEOPLE), FIFTH));
                t.add(term("Food", a.amount(District.FOOD), food));
                t.add(term("Defence", a.amount(District.DEFENCES), BigDecimal.ONE));
            }
            case PROGRESS -> {
                t.add(term("Innovations", a.innovations.size(), TWO));
                t.add(term("Ingenuity", a.amount(District.INGENUITY), BigDecimal.ONE));
                t.add(term("Energy", a.amount(District.ENERGY_TRAP), QUARTER));
            }
            case STABILITY -> {
                t.add(term("Order", a.amount(District.ORDER), ONE_AND_A_HALF));
                t.add(term("Defence", a.amount(District.DEFENCES), BigDecimal.ONE));
                t.add(term("Connections", connections, power(ONE_AND_A_HALF, connections)));
            }
            case CONTENTMENT -> {
                t.add(term("Factions", a.factions.size(), BigDecimal.ONE));
                t.add(term("Food", a.amount(District.FOOD), food));
                t.add(term("Innovations", a.innovations.size(), TWO));
            }
            case POWER -> {
                t.add(term("Defence", a.amount(District.DEFENCES), BigDecimal.ONE));
                t.add(term("Ingenuity", a.amount(District.INGENUITY), BigDecimal.ONE));
                t.add(term("Energy", a.amount(District.ENERGY_TRAP), QUARTER));
            }
            case CULTURE -> {
                t.add(term("People", a.amount(District.PEOPLE), FIFTH));
                t.add(term("Connections", connections, power(ONE_AND_A_HALF_FIFTH, connections)));
                t.add(term("Order", a.amount(District.ORDER), ONE_AND_A_HALF));
            }
            default -> throw new IllegalStateException();
        }
        return t;
    }

    private static final BigDecimal TWO = BigDecimal.valueOf(2);
    private static final BigDecimal FIFTH = new BigDecimal("0.2");
    private static final BigDecimal QUARTER = new BigDecimal("0.25");
    private static final BigDecimal ONE_AND_A_HALF = new BigDecimal("1.5");
    private static final BigDecimal ONE_AND_A_HALF_FIFTH = new BigDecimal("1.2");

    private static Term term(String what, long quantity, BigDecimal perOne) {
        return new Term(what, quantity, perOne.multiply(BigDecimal.valueOf(quantity)));
    }

    /** "1.5^x Score per Connection (where x is the amount of Connections ...)": x Connections score x × 1.5^x. */
    private static BigDecimal power(BigDecimal base, long x) {
        return x == 0 ? BigDecimal.ZERO : base.pow(Math.toIntExact(x));
    }

    /** The District's Score: the sum of its terms, exactly. */
    public BigDecimal score(DistrictsState.Allocation a, boolean carefulRationing) {
        return terms(a, carefulRationing).stream().map(Term::exact).reduce(BigDecimal.ZERO, BigDecimal::add);
    }

    /** Numbers as the City writes them: 7.5, 3.375, 12. */
    static final class Numbers {
        private Numbers() {
        }

        static String of(double v) {
            return of(BigDecimal.valueOf(v));
        }

        static String of(BigDecimal v) {
            return v.setScale(4, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        }
    }
}
