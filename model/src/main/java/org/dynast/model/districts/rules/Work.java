package org.dynast.model.districts.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dynast.model.Refusal;

/**
 * The working state of one District's action: applies consequences, Labour, Gathering and Innovating to a District
 * step by step, recording each step and its dice. Package-private; the public faces are {@link Consequences},
 * {@link Reactions}, {@link Gathering} and {@link Innovating}.
 */
final class Work {

    final Trace trace;
    final Situation situation;
    final Choices choices;
    District d;
    final List<Consequence> prospect;
    int solarField;
    boolean socialize;
    boolean moot;
    String startedHousing;
    int peopleLost;

    Work(District district, Situation situation, Choices choices, Dice dice) {
        this.trace = new Trace(dice);
        this.situation = situation;
        this.choices = choices;
        this.d = district;
        this.prospect = new ArrayList<>(situation.prospect());
        this.solarField = situation.solarField();
    }

    Catalogue catalogue() {
        return situation.catalogue();
    }

    int number() {
        return situation.dilemmaNumber();
    }

    boolean applies(String innovation) {
        return d.effectApplies(innovation, catalogue());
    }

    Reaction result(int outcome, boolean atRandom, String stoppedHousing) {
        return new Reaction(d, prospect, solarField, outcome, atRandom, socialize, moot, startedHousing,
                stoppedHousing, peopleLost, trace.steps());
    }

    // ---- consequences ----

    void apply(Consequence c, String peopleFaction) {
        if (c instanceof Upside u) {
            upside(u, peopleFaction);
        } else {
            downside((Downside) c);
        }
    }

    void upside(Upside u, String peopleFaction) {
        switch (u) {
            case GAIN_5_PEOPLE -> {
                if (d.starving()) {
                    trace.step("Skipped \"Gain 5 People\": a Starving District cannot willingly increase its own People"
                            + " unless it simultaneously increases its Food.");
                    return;
                }
                d = d.withPeople(d.people() + 5);
                String text = d.name() + " gains 5 People (People " + d.people() + ")";
                if (peopleFaction != null && !d.houses(peopleFaction)) {
                    d = d.housing(peopleFaction);
                    startedHousing = peopleFaction;
                    text += " and begins to house the Faction " + peopleFaction;
                }
                trace.step(text + ".");
            }
            case GAIN_1_FOOD -> gain("Food", 1);
            case GAIN_1_DEFENCES -> gain("Defences", 1);
            case GAIN_1_INGENUITY -> gain("Ingenuity", 1);
            case GAIN_4_ENERGY -> gain("Energy Trap", 4);
            case GOVERN -> govern();
        }
    }

    void gain(String value, int amount) {
        switch (value) {
            case "Food" -> d = d.withFood(d.food() + amount);
            case "Defences" -> d = d.withDefences(d.defences() + amount);
            case "Ingenuity" -> d = d.withIngenuity(d.ingenuity() + amount);
            case "Energy Trap" -> d = d.withEnergyTrap(d.energyTrap() + amount);
            case "Order" -> d = d.withOrder(d.order() + amount);
            default -> throw new IllegalArgumentException(value);
        }
        trace.step(d.name() + " gains " + amount + " " + value + ".");
    }

    void downside(Downside dn) {
        switch (dn) {
            case LOSE_5_PEOPLE -> losePeople(5, dn);
            case LOSE_1_FOOD -> {
                if (d.starving()) {
                    losePeople(10, dn);
                } else {
                    int lost = Math.min(1, d.food());
                    d = d.withFood(d.food() - lost);
                    trace.step(d.name() + " loses " + lost + " Food (Food " + d.food() + ").");
                }
            }
            case LOSE_1_DEFENCES -> {
                d = d.withDefences(d.defences() - 1);
                trace.step(d.name() + " loses 1 Defences (Defences " + d.defences() + ").");
            }
            case LOSE_1_INGENUITY -> loseIngenuity();
            case LOSE_4_ENERGY -> {
                if (d.defences() < 0) {
                    int lost = d.energyTrap();
                    d = d.withEnergyTrap(0);
                    trace.step(d.name() + "'s Defences are less than 0: it loses all of its Energy Trap (" + lost + ").");
                } else {
                    int lost = Math.min(4, d.energyTrap());
                    d = d.withEnergyTrap(d.energyTrap() - lost);
                    trace.step(d.name() + " loses " + lost + " from its Energy Trap (Energy Trap " + d.energyTrap()
                            + ").");
                }
            }
            case RANDOM_DOWNSIDES -> randomDownsides(null);
        }
    }

    /**
     * "Randomly select a number from 0 to 2, inclusive; then randomly select and apply that number of Downsides
     * (excluding this one) to yourself." {@code reroll} (Community Food Banks while Gathering) may re-roll a selection
     * that would lose the District Food.
     */
    void randomDownsides(FoodBanks reroll) {
        int count = trace.roll(3, "how many Downsides the random Downside applies (DICE3 - 1)", false) - 1;
        trace.step("The random Downside selects " + count + " Downside" + (count == 1 ? "" : "s") + ".");
        List<Downside> pool = new ArrayList<>(Downside.otherThanRandom());
        List<Downside> chosen = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Downside pick = trace.pick(pool, "which Downside the random Downside applies", false);
            if (reroll != null && reroll.allows(this, pick)) {
                trace.step("Community Food Banks: " + d.name() + " re-rolls \"" + pick.text() + "\".");
                pick = trace.pick(pool, "which Downside the random Downside applies (re-rolled)", false);
            }
            pool.remove(pick);
            chosen.add(pick);
        }
        for (Downside c : chosen) {
            trace.step("The random Downside applies \"" + c.text() + "\".");
            downside(c);
        }
    }

    /**
     * "With the exception of Defences, if a District would be required to lose more of a value than they possess, as a
     * result of applying a consequence, then they instead lose all of that value." Improvised Shields may turn the loss
     * into 1 Defences.
     */
    void losePeople(int amount, Downside cause) {
        if (choices.improvisedShields() && applies(Innovation.IMPROVISED_SHIELDS) && d.defences() > 0
                && !d.starving()) {
            d = d.withDefences(d.defences() - 1);
            trace.step("Improvised Shields: instead of losing " + amount + " People to \"" + cause.text() + "\", "
                    + d.name() + " loses 1 Defences (Defences " + d.defences() + ").");
            return;
        }
        int lost = Math.min(amount, d.people());
        d = d.withPeople(d.people() - lost);
        peopleLost += lost;
        trace.step(d.name() + " loses " + lost + " People (People " + d.people() + ").");
    }

    void loseIngenuity() {
        if (d.ingenuity() > 0) {
            d = d.withIngenuity(d.ingenuity() - 1);
            trace.step(d.name() + " loses 1 Ingenuity (Ingenuity " + d.ingenuity() + ").");
            return;
        }
        List<Innovation> understood = catalogue().innovations().stream().filter(i -> d.understands(i.name())).toList();
        // an understood name no longer in the table has no cost; such names are left alone
        if (understood.isEmpty()) {
            trace.step("Skipped \"Lose 1 Ingenuity\": " + d.name() + " has no Ingenuity and understands no Innovation.");
            return;
        }
        int lowest = understood.stream().mapToInt(Innovation::cost).min().orElseThrow();
        List<Innovation> cheapest = understood.stream().filter(i -> i.cost() == lowest)
                .sorted(Comparator.comparing(i -> d.innovations().indexOf(i.name()))).toList();
        Innovation lost = trace.pick(cheapest, "which lowest-cost understood Innovation is lost", false);
        d = d.withInnovations(d.innovations().stream().filter(n -> !lost.named(n)).toList());
        trace.step(d.name() + " has no Ingenuity and loses its lowest-cost understood Innovation, " + lost.name() + ".");
    }

    // ---- Govern ----

    void govern() {
        communalSway();
        GovernChoice how = choices.govern();
        if (how == null) {
            throw new Refusal("Upsides and Downsides", "When a District Governs, it may choose to either Gather, Innovate"
                    + " or gain 1 Order: choose one.");
        }
        trace.step(d.name() + " Governs: " + how.text() + ".");
        switch (how) {
            case GATHER -> Gathering.gather(this);
            case INNOVATE -> Innovating.innovate(this, choices.innovate());
            case GAIN_ORDER -> gain("Order", 1);
        }
        if (choices.socialize()) {
            socialize = true;
            trace.step(d.name() + " Socializes: it sends the City a Culture privately.");
        }
    }

    /**
     * Communal Sway: "Immediately before you Govern, if your People exceeds the People of the District with the
     * 3rd-highest People by 25 or more, you may add one consequence of your choice to the Prospect."
     */
    void communalSway() {
        Consequence wanted = choices.communalSway();
        if (wanted == null || !applies(Innovation.COMMUNAL_SWAY)) {
            return;
        }
        List<Integer> people = new ArrayList<>();
        people.add(d.people());
        situation.districts().stream().filter(o -> !o.name().equalsIgnoreCase(d.name()))
                .forEach(o -> people.add(o.people()));
        if (people.size() < 3) {
            trace.step("Communal Sway does not apply: there is no District with the 3rd-highest People.");
            return;
        }
        people.sort(Comparator.reverseOrder());
        int third = people.get(2);
        if (d.people() - third >= 25) {
            prospect.add(wanted);
            trace.step("Communal Sway: " + d.name() + "'s People (" + d.people() + ") exceed the 3rd-highest ("
                    + third + ") by 25 or more; it adds \"" + wanted.text() + "\" to the Prospect.");
        } else {
            trace.step("Communal Sway does not apply: " + d.name() + "'s People (" + d.people()
                    + ") do not exceed the 3rd-highest (" + third + ") by 25 or more.");
        }
    }

    /** Community Food Banks' re-roll, once per step of one Gathering. */
    static final class FoodBanks {
        private boolean used;

        boolean allows(Work w, Consequence c) {
            if (used || !w.choices.foodBanksReroll() || !w.applies(Innovation.COMMUNITY_FOOD_BANKS)
                    || !losesFood(w.d, c)) {
                return false;
            }
            used = true;
            return true;
        }

        /** "a Consequence that would cause you to lose Food": Lose 1 Food while it has Food (not Starving). */
        static boolean losesFood(District d, Consequence c) {
            return c == Downside.LOSE_1_FOOD && d.food() > 0;
        }
    }
}
