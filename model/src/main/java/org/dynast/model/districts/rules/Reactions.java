package org.dynast.model.districts.rules;

import java.time.Instant;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.Refusal;

/**
 * Ruleset 217, "Reactions": "A District may React to the oldest Ongoing Dilemma that they haven’t already Reacted to, by
 * performing either of the following atomic actions: Decide [...] Pass".
 */
public final class Reactions {

    private Reactions() {
    }

    /**
     * The Dilemma {@code district} may React to now: "the oldest Ongoing Dilemma that they haven’t already Reacted to".
     * {@code districts} are the names of every District (for "some Districts are yet to React to it").
     */
    public static Optional<Dilemma> toReactTo(String district, List<Dilemma> dilemmas, Collection<String> districts,
                                              Instant now) {
        return dilemmas.stream()
                .filter(d -> d.ongoing(districts, now) && !d.reacted(district))
                .min(Comparator.comparingInt(Dilemma::number));
    }

    /** Refuses unless {@code dilemma} is the one {@code district} may React to now. */
    public static void checkMayReact(String district, Dilemma dilemma, List<Dilemma> dilemmas,
                                     Collection<String> districts, Instant now) {
        Optional<Dilemma> next = toReactTo(district, dilemmas, districts, now);
        if (next.isEmpty()) {
            throw new Refusal("Reactions", district + " has no Ongoing Dilemma that they haven’t already Reacted to.");
        }
        if (next.get().number() != dilemma.number()) {
            throw new Refusal("Reactions", "A District may React to the oldest Ongoing Dilemma that they haven’t already"
                    + " Reacted to: for " + district + " that is Dilemma #" + next.get().number() + ", not #"
                    + dilemma.number() + ".");
        }
    }

    /**
     * "Decide: Optionally Labouring; then posting a comment on the Dilemma announcing which of the two Outcomes they
     * are selecting; then applying the selected Outcome’s Upside and then its Downside to themselves." In Chaos the
     * Outcome is drawn at random.
     */
    public static Reaction decide(District district, Dilemma dilemma, Situation situation, Choices choices, Dice dice) {
        if (situation.dilemmaNumber() != dilemma.number()) {
            throw new IllegalArgumentException("The Situation is for Dilemma #" + situation.dilemmaNumber()
                    + ", not #" + dilemma.number());
        }
        Work w = new Work(district, situation, choices, dice);
        labour(w, choices.labour());
        int outcome;
        boolean atRandom = district.chaos();
        if (atRandom) {
            outcome = w.trace.roll(2, district.name() + " is in Chaos: which Outcome of Dilemma #" + dilemma.number(),
                    false);
            w.trace.step(district.name() + " is in Chaos and must make the selection between Outcomes at random: Outcome "
                    + outcome + ".");
        } else {
            outcome = choices.outcome();
            if (outcome != 1 && outcome != 2) {
                throw new Refusal("Reactions", "Decide by selecting one of the two Outcomes, 1 or 2.");
            }
            w.trace.step(district.name() + " selects Outcome " + outcome + ".");
        }
        Outcome selected = dilemma.outcome(outcome);
        w.trace.step("Applying the Upside \"" + selected.upside().text() + "\".");
        w.upside(selected.upside(), selected.peopleFaction());
        w.trace.step("Applying the Downside \"" + selected.downside().text() + "\".");
        w.downside(selected.downside());
        String stopped = null;
        String stop = choices.stopHousing();
        if (stop != null && !stop.isBlank()) {
            if (w.peopleLost < 5) {
                w.trace.step(district.name() + " lost " + w.peopleLost + " People, not 5 or more: it keeps housing "
                        + stop + ".");
            } else if (w.d.factions().stream().noneMatch(f -> f.equalsIgnoreCase(stop.strip()))) {
                throw new Refusal("Factions", district.name() + " does not house a Faction named " + stop + ".");
            } else {
                w.d = w.d.notHousing(stop.strip());
                stopped = stop.strip();
                w.trace.step(district.name() + " lost " + w.peopleLost + " People by its own decision and stops housing "
                        + stopped + ".");
            }
        }
        return w.result(outcome, atRandom, stopped);
    }

    /** "Pass: Posting a comment on the Dilemma announcing that they are passing, then reducing their Order by 1 (to a
     * minimum of zero)." */
    public static Reaction pass(District district, Situation situation) {
        District after = district.withOrder(Math.max(0, district.order() - 1));
        return new Reaction(after, situation.prospect(), situation.solarField(), 0, false, false, false, null, null, 0,
                List.of(new Step(district.name() + " passes on Dilemma #" + situation.dilemmaNumber()
                        + " and its Order is reduced to " + after.order() + ".", List.of())));
    }

    /**
     * "To Labour is to select any number of Innovations that you understand and to perform each of their Work effects,
     * in any order." Each Innovation once; its effect must apply to the District.
     */
    static void labour(Work w, List<String> innovations) {
        Set<String> done = new HashSet<>();
        for (String name : innovations) {
            Innovation i = w.catalogue().innovationOrRefuse(name);
            if (!done.add(i.name().toLowerCase(Locale.ROOT))) {
                throw new Refusal("Reactions", "To Labour is to select Innovations and perform each of their Work"
                        + " effects: " + i.name() + " is selected twice.");
            }
            if (!w.d.understands(i.name())) {
                throw new Refusal("Reactions", w.d.name() + " does not understand " + i.name() + ".");
            }
            if (!i.hasWorkEffect()) {
                throw new Refusal("Reactions", i.name() + " has no Work effect.");
            }
            if (!w.applies(i.name())) {
                throw new Refusal("Reactions", i.name() + "'s effect does not apply to " + w.d.name()
                        + " now (a prerequisite Innovation is no longer understood, or its "
                        + (i.type() == InnovationType.SOCIETAL ? "People are" : "Energy Trap is") + " zero).");
            }
            work(w, i);
        }
    }

    private static void work(Work w, Innovation i) {
        int n = w.number();
        switch (i.name()) {
            case Innovation.SHARED_WISDOM -> {
                if (n % 7 == 0) {
                    w.gain("Ingenuity", 1);
                } else {
                    w.trace.step("Shared Wisdom: Dilemma #" + n + " is not a multiple of 7; nothing happens.");
                }
            }
            case Innovation.INDOOR_GARDENS -> {
                if (n % 10 == 0) {
                    w.gain("Food", 2);
                } else {
                    w.trace.step("Indoor Gardens: Dilemma #" + n + " is not a multiple of 10; nothing happens.");
                }
            }
            case Innovation.SCAVENGING_PARTIES -> {
                if (n % 5 != 0) {
                    w.trace.step("Scavenging Parties: Dilemma #" + n + " is not a multiple of 5; nothing happens.");
                } else if (w.d.food() < 1) {
                    w.trace.step("Scavenging Parties: " + w.d.name() + " has no Food to spend; nothing happens.");
                } else {
                    w.d = w.d.withFood(w.d.food() - 1);
                    int benefit = w.trace.roll(3, "Scavenging Parties: +1 Ingenuity, +1 Defences or +4 Energy Trap",
                            false);
                    w.trace.step("Scavenging Parties: " + w.d.name() + " spends 1 Food.");
                    switch (benefit) {
                        case 1 -> w.gain("Ingenuity", 1);
                        case 2 -> w.gain("Defences", 1);
                        default -> w.gain("Energy Trap", 4);
                    }
                }
            }
            case Innovation.GADGET_REPOSITORY -> {
                Upside u = w.choices.gadgetUpside();
                if (u == null) {
                    w.trace.step("Gadget Repository: " + w.d.name() + " chooses not to spend Ingenuity.");
                } else if (w.d.ingenuity() < 1) {
                    w.trace.step("Gadget Repository: " + w.d.name() + " has no Ingenuity to spend; nothing happens.");
                } else {
                    w.d = w.d.withIngenuity(w.d.ingenuity() - 1);
                    w.prospect.add(u);
                    w.trace.step("Gadget Repository: " + w.d.name() + " spends 1 Ingenuity and adds \"" + u.text()
                            + "\" to the Prospect.");
                }
            }
            default -> throw new Refusal("Reactions", i.name() + "'s Work effect is not known to these rules.");
        }
    }
}
