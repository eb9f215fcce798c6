package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Ruleset 217, "Commons": "Gathering is an atomic action with the following steps: Apply the Connection Effects of each
 * Connection individually [...] Randomly select one Consequence (other than Governing) and apply it [...] Set their
 * Calendar to the number of the Dilemma to which they are Reacting."
 */
public final class Gathering {

    private Gathering() {
    }

    /** The eleven consequences Gathering's second step draws from: every consequence other than Governing. */
    public static List<Consequence> randomPool() {
        List<Consequence> pool = new ArrayList<>(Upside.otherThanGoverning());
        pool.addAll(List.of(Downside.values()));
        return List.copyOf(pool);
    }

    /** {@code district} Gathers while Reacting to Dilemma {@code situation.dilemmaNumber()}. */
    public static Reaction gather(District district, Situation situation, Choices choices, Dice dice) {
        Work w = new Work(district, situation, choices, dice);
        gather(w);
        return w.result(0, false, null);
    }

    /**
     * "Round all values to the nearest whole number": {@code numerator / denominator}, in exact integer arithmetic,
     * halves rounding up.
     */
    static int round(long numerator, long denominator) {
        return Math.toIntExact(Math.floorDiv(2 * numerator + denominator, 2 * denominator));
    }

    static void gather(Work w) {
        int fallow = w.d.fallowValue(w.number());
        List<String> connections = List.copyOf(w.d.commons());
        w.trace.step("Gathering, step 1: " + w.d.name() + " applies the Connection Effects of " + connections.size()
                + " Connection" + (connections.size() == 1 ? "" : "s") + " in order (Fallow Value " + fallow + ").");
        Work.FoodBanks firstStep = new Work.FoodBanks();
        for (String name : connections) {
            connection(w, name, fallow, firstStep);
        }
        Work.FoodBanks secondStep = new Work.FoodBanks();
        List<Consequence> pool = randomPool();
        Consequence drawn = w.trace.pick(pool, "Gathering: which Consequence (other than Governing)", false);
        if (secondStep.allows(w, drawn)) {
            w.trace.step("Gathering, step 2: drew \"" + drawn.text() + "\"; Community Food Banks: " + w.d.name()
                    + " re-rolls it.");
            drawn = w.trace.pick(pool, "Gathering: which Consequence (other than Governing), re-rolled", false);
        }
        w.trace.step("Gathering, step 2: the random Consequence is \"" + drawn.text() + "\".");
        if (drawn == Downside.RANDOM_DOWNSIDES) {
            w.randomDownsides(secondStep);
        } else {
            w.apply(drawn, null);
        }
        w.d = w.d.withCalendar(w.number());
        w.trace.step("Gathering, step 3: " + w.d.name() + "'s Calendar is set to " + w.number() + ".");
    }

    private static void connection(Work w, String name, int fallow, Work.FoodBanks banks) {
        Commons commons = w.catalogue().commons(name).orElse(null);
        if (commons == null) {
            w.trace.step("The Connection \"" + name + "\" names no Commons of the rule \"Commons\": it has no effect.");
            return;
        }
        switch (commons.name()) {
            case Commons.GRAZING_LANDS -> {
                int food = round(fallow, 5);
                w.d = w.d.withFood(w.d.food() + food);
                w.trace.step(commons.name() + ": Fallow Value " + fallow + " / 5 = " + food + " Food gained.");
            }
            case Commons.DESERTED_BARRACKS -> {
                boolean research = w.applies(Innovation.MILITARY_RESEARCH);
                int defences = round((long) fallow * (research ? 2 : 1), 10);
                w.d = w.d.withDefences(w.d.defences() + defences);
                w.trace.step(commons.name() + ": Fallow Value " + fallow + " / 10" + (research
                        ? " × 2 (Military Research)" : "") + " = " + defences + " Defences gained.");
            }
            case Commons.SHRINE_TO_ICLASEER -> {
                Upside u = w.trace.pick(Upside.otherThanGoverning(), commons.name()
                        + ": which Upside (other than Governing)", false);
                w.trace.step(commons.name() + ": the random Upside is \"" + u.text() + "\".");
                w.upside(u, null);
            }
            case Commons.SHRINE_TO_OSEELE -> {
                List<Downside> all = List.of(Downside.values());
                Downside dn = w.trace.pick(all, commons.name() + ": which Downside", false);
                if (banks.allows(w, dn)) {
                    w.trace.step(commons.name() + ": drew \"" + dn.text() + "\"; Community Food Banks: " + w.d.name()
                            + " re-rolls it.");
                    dn = w.trace.pick(all, commons.name() + ": which Downside (re-rolled)", false);
                }
                w.trace.step(commons.name() + ": the random Downside is \"" + dn.text() + "\".");
                if (dn == Downside.RANDOM_DOWNSIDES) {
                    w.randomDownsides(banks);
                } else {
                    w.downside(dn);
                }
            }
            case Commons.SILICON_LAKE -> {
                if (w.choices.raiseSolarField()) {
                    w.solarField++;
                    w.trace.step(commons.name() + ": the Solar Field is increased to " + w.solarField + ".");
                } else if (w.solarField > 0) {
                    w.solarField--;
                    w.trace.step(commons.name() + ": the Solar Field is decreased to " + w.solarField + ".");
                } else {
                    w.trace.step(commons.name() + ": skipped; the Solar Field is 0 and cannot be decreased.");
                }
            }
            case Commons.GNOSTIC_MAINFRAME -> {
                int ingenuity = round(fallow, 10);
                w.d = w.d.withIngenuity(w.d.ingenuity() + ingenuity);
                w.trace.step(commons.name() + ": Fallow Value " + fallow + " / 10 = " + ingenuity + " Ingenuity gained.");
            }
            case Commons.STORMBROW_PEAK -> {
                if (!w.moot) {
                    w.moot = true;
                    w.trace.step(commons.name() + ": " + w.d.name() + " may Moot once, immediately after this Gathering.");
                } else {
                    w.trace.step(commons.name() + ": " + w.d.name() + " may already Moot once after this Gathering.");
                }
            }
            default -> w.trace.step("The Commons \"" + commons.name() + "\" has no Connection Effect in this version"
                    + " of the rules: nothing happens.");
        }
    }
}
