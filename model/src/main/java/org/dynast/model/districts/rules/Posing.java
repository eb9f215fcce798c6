package org.dynast.model.districts.rules;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.Refusal;

/**
 * Ruleset 217, "Dilemmas": the City's atomic action of Posing a Dilemma, its eight steps carried out in order and
 * returned with every draw.
 */
public final class Posing {

    /** "If the most recently posted Dilemma’s number is 30 or higher, a Conclave is ongoing." */
    public static final int CONCLAVE_FROM = 30;

    /** A bound on the reroll loop so a broken die cannot hang the console. */
    static final int MAX_REROLLS = 10_000;

    private Posing() {
    }

    /**
     * What the City needs to Pose a Dilemma.
     *
     * @param posted       every Dilemma posted before in the dynasty, with its Reactions
     * @param districts    every District now
     * @param prospect     the Prospect now
     * @param now          when the Dilemma is posed (UTC)
     * @param stormOngoing whether The Storm is ongoing (a City-set flag; see the rulings)
     * @param secretly     whether the City makes its random selections secretly ("they may instead do this in a
     *                     secretly random manner"); the Faction draws are secret whatever this says
     * @param factions     the City's private book of Factions
     */
    public record Request(List<Dilemma> posted, List<District> districts, List<Consequence> prospect, Instant now,
                          boolean stormOngoing, boolean secretly, FactionHooks factions) {

        public Request {
            posted = List.copyOf(posted);
            districts = List.copyOf(districts);
            prospect = List.copyOf(prospect);
            if (now == null) {
                throw new IllegalArgumentException("Posing a Dilemma needs the time");
            }
            factions = factions == null ? FactionHooks.none() : factions;
        }
    }

    /** "A Dilemma’s number is equal to the number of Dilemmas to have been posted before it in the dynasty, plus one." */
    public static int nextNumber(List<Dilemma> posted) {
        return posted.size() + 1;
    }

    /** "If the most recently posted Dilemma’s number is 30 or higher, a Conclave is ongoing." */
    public static boolean conclaveOngoing(List<Dilemma> posted) {
        return latest(posted).map(d -> d.number() >= CONCLAVE_FROM).orElse(false);
    }

    private static Optional<Dilemma> latest(List<Dilemma> posted) {
        return posted.stream().max(Comparator.comparing(Dilemma::postedAt).thenComparingInt(Dilemma::number));
    }

    /**
     * Why the City may not Pose a Dilemma now, in the rules' words; empty if it may. "If they have not already done so
     * that day, or if every Ongoing Dilemma has had a Reaction from every District, the City may perform the atomic
     * action of Posing a Dilemma" — and "While a Conclave is ongoing, new Dilemmas may not be posted."
     */
    public static Optional<String> bar(List<Dilemma> posted, Collection<String> districts, Instant now) {
        if (conclaveOngoing(posted)) {
            return Optional.of("A Conclave is ongoing (the most recently posted Dilemma’s number is 30 or higher): new"
                    + " Dilemmas may not be posted.");
        }
        LocalDate today = LocalDate.ofInstant(now, ZoneOffset.UTC);
        boolean postedToday = posted.stream().anyMatch(d -> LocalDate.ofInstant(d.postedAt(), ZoneOffset.UTC)
                .equals(today));
        if (!postedToday) {
            return Optional.empty();
        }
        List<Integer> ongoing = posted.stream().filter(d -> d.ongoing(districts, now)).map(Dilemma::number).toList();
        if (ongoing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("The City has already Posed a Dilemma today (UTC), and not every Ongoing Dilemma has had a"
                + " Reaction from every District (Ongoing: " + String.join(", ", ongoing.stream().map(n -> "#" + n)
                .toList()) + ").");
    }

    /** Poses the next Dilemma: the eight steps of "Posing a Dilemma", in order. Refused if it may not be posed. */
    public static Posed pose(Request r, Dice dice) {
        List<String> names = r.districts().stream().map(District::name).toList();
        bar(r.posted(), names, r.now()).ifPresent(why -> {
            throw new Refusal("Dilemmas", why);
        });
        Optional<Dilemma> last = latest(r.posted());
        if (last.isPresent() && r.now().isBefore(last.get().postedAt())) {
            throw new Refusal("Dilemmas", "A Dilemma cannot be posed before the last one (" + last.get().postedAt()
                    + ").");
        }
        int number = nextNumber(r.posted());
        Trace t = new Trace(dice);
        boolean secret = r.secretly();

        // 1. Select two Upsides and two Downsides at random
        List<Upside> ups = List.of(Upside.values());
        List<Downside> downs = List.of(Downside.values());
        Consequence[] in = {
            t.pick(ups, "Dilemma #" + number + ": the first incoming Upside", secret),
            t.pick(ups, "Dilemma #" + number + ": the second incoming Upside", secret),
            t.pick(downs, "Dilemma #" + number + ": the first incoming Downside", secret),
            t.pick(downs, "Dilemma #" + number + ": the second incoming Downside", secret)};
        t.step("Step 1: the incoming consequences are " + describe(in) + ".");

        // 2. the reroll loop
        int rerolls = 0;
        Optional<String> why;
        while ((why = rerollReason(in)).isPresent()) {
            if (++rerolls > MAX_REROLLS) {
                throw new IllegalStateException("The reroll loop of Posing a Dilemma did not end after " + MAX_REROLLS
                        + " changes: the dice are broken.");
            }
            int which = t.roll(4, "Dilemma #" + number + ": which of the four consequences is changed", secret) - 1;
            Consequence old = in[which];
            List<? extends Consequence> others = (old.isUpside() ? ups : downs).stream().filter(c -> c != old).toList();
            in[which] = t.pick(others, "Dilemma #" + number + ": a different " + (old.isUpside() ? "Upside" : "Downside")
                    + " for \"" + old.text() + "\"", secret);
            t.step("Step 2: " + why.get() + "; \"" + old.text() + "\" is changed to \"" + in[which].text() + "\": "
                    + describe(in) + ".");
        }
        if (rerolls == 0) {
            t.step("Step 2: no pair matches; nothing is changed.");
        }

        // 3. and 4. the Prospect
        List<Consequence> prospect = new ArrayList<>(r.prospect());
        substitute(t, prospect, in, true, number, secret);
        substitute(t, prospect, in, false, number, secret);

        // 5. the secret Faction pick and its Faction Tests
        List<District> districts = new ArrayList<>(r.districts());
        List<String> ceased = new ArrayList<>();
        String tested = null;
        List<String> factions = r.factions().factions();
        if (factions.isEmpty()) {
            t.step("Step 5: there is no Faction to select.");
        } else {
            tested = t.pick(factions, "Dilemma #" + number + ": the Faction to Test (secret)", true);
            String f = tested;
            List<District> housing = districts.stream().filter(d -> d.houses(f)).toList();
            Set<String> stop = r.factions().factionTest(f, housing, List.copyOf(districts), t.dice());
            for (int i = 0; i < districts.size(); i++) {
                District d = districts.get(i);
                if (d.houses(f) && stop.stream().anyMatch(s -> s.equalsIgnoreCase(d.name()))) {
                    districts.set(i, d.notHousing(f));
                    ceased.add(d.name() + " has ceased to House the Faction " + f + ".");
                }
            }
            t.step("Step 5: the City secretly selects the Faction " + f + " and carries out a Faction Test for each of "
                    + housing.size() + " District" + (housing.size() == 1 ? "" : "s") + " where it is Housed; "
                    + ceased.size() + " cease" + (ceased.size() == 1 ? "s" : "") + " to House it.");
        }

        // 6. the post
        List<String> created = new ArrayList<>();
        List<Outcome> outcomes = new ArrayList<>();
        for (int o = 0; o < 2; o++) {
            Upside u = (Upside) in[o];
            String faction = null;
            if (u == Upside.GAIN_5_PEOPLE) {
                faction = peopleFaction(t, r.factions(), number, o + 1, created);
            }
            outcomes.add(new Outcome(u, (Downside) in[2 + o], faction));
        }
        Dilemma dilemma = new Dilemma(number, r.now(), outcomes, Map.of());
        String post = post(dilemma, ceased);
        t.step("Step 6: the Dilemma is posted.");

        // 7. Order penalties for Dilemmas that ceased to be Ongoing since the last Posing
        if (last.isPresent()) {
            Instant since = last.get().postedAt();
            for (Dilemma earlier : r.posted().stream().sorted(Comparator.comparingInt(Dilemma::number)).toList()) {
                Instant ceasedAt = earlier.ceasesAt(names);
                if (ceasedAt.isAfter(since) && !ceasedAt.isAfter(r.now())) {
                    List<String> hit = new ArrayList<>();
                    for (int i = 0; i < districts.size(); i++) {
                        District d = districts.get(i);
                        if (!earlier.reacted(d.name())) {
                            districts.set(i, d.withOrder(Math.max(0, d.order() - 1)));
                            hit.add(d.name());
                        }
                    }
                    t.step("Step 7: Dilemma #" + earlier.number() + " has ceased to be Ongoing; "
                            + (hit.isEmpty() ? "every District reacted to it." : "the Order of " + String.join(", ", hit)
                            + " (who haven’t reacted to it) is reduced by 1."));
                }
            }
        }

        // 8. the Food cut
        boolean tenth = number % 10 == 0;
        if (tenth || r.stormOngoing()) {
            List<String> cuts = new ArrayList<>();
            for (int i = 0; i < districts.size(); i++) {
                District d = districts.get(i);
                if (d.abandoned()) {
                    continue;
                }
                if (d.starving()) {
                    int lose = (d.people() + 1) / 2;
                    districts.set(i, d.withPeople(d.people() - lose));
                    cuts.add(d.name() + " is Starving and loses " + lose + " People");
                } else if (d.famished()) {
                    districts.set(i, d.withFood(0));
                    cuts.add(d.name() + " is Famished and its Food is reduced to 0");
                } else {
                    districts.set(i, d.withFood(d.food() - 1));
                    cuts.add(d.name() + " loses 1 Food");
                }
            }
            t.step("Step 8: " + (tenth ? "Dilemma #" + number + " is a multiple of 10" : "The Storm is ongoing")
                    + (tenth && r.stormOngoing() ? " and The Storm is ongoing" : "") + ": "
                    + (cuts.isEmpty() ? "every District is Abandoned." : String.join("; ", cuts) + "."));
        } else {
            t.step("Step 8: Dilemma #" + number + " is not a multiple of 10 and The Storm is not ongoing; no Food is"
                    + " cut.");
        }
        return new Posed(dilemma, districts, prospect, tested, ceased, created, post, t.steps());
    }

    /**
     * Step 2's test: "If the two Upsides are the same and the two Downsides are the same, or if the 3rd word of the
     * first or second Upside is the same as the 3rd word of the first or second Downside respectively". The incoming
     * consequences are {@code [upside1, upside2, downside1, downside2]}.
     */
    public static Optional<String> rerollReason(Consequence[] in) {
        if (in[0] == in[1] && in[2] == in[3]) {
            return Optional.of("the two Upsides are the same and the two Downsides are the same");
        }
        for (int i = 0; i < 2; i++) {
            Optional<String> up = in[i].thirdWord();
            if (up.isPresent() && up.equals(in[2 + i].thirdWord())) {
                return Optional.of("the 3rd word of the " + (i == 0 ? "first" : "second") + " Upside is the same as the"
                        + " 3rd word of the " + (i == 0 ? "first" : "second") + " Downside (\"" + up.get() + "\")");
            }
        }
        return Optional.empty();
    }

    private static void substitute(Trace t, List<Consequence> prospect, Consequence[] in, boolean upsides, int number,
                                   boolean secret) {
        String kind = upsides ? "Upside" : "Downside";
        List<Integer> at = new ArrayList<>();
        for (int i = 0; i < prospect.size(); i++) {
            if (prospect.get(i).isUpside() == upsides) {
                at.add(i);
            }
        }
        String stepName = upsides ? "Step 3" : "Step 4";
        if (at.isEmpty()) {
            t.step(stepName + ": there is no " + kind + " in the Prospect.");
            return;
        }
        int index = t.pick(at, "Dilemma #" + number + ": which " + kind + " is taken from the Prospect", secret);
        Consequence taken = prospect.remove(index);
        int slot = t.roll(2, "Dilemma #" + number + ": which incoming " + kind + " it replaces", secret) - 1;
        int target = upsides ? slot : 2 + slot;
        Consequence replaced = in[target];
        in[target] = taken;
        t.step(stepName + ": \"" + taken.text() + "\" is removed from the Prospect and replaces the "
                + (slot == 0 ? "first" : "second") + " incoming " + kind + " (\"" + replaced.text() + "\"): "
                + describe(in) + ".");
    }

    /**
     * "Whenever the City posts a Dilemma with a “Gain 5 People” Upside, it must specify a Faction to which the People of
     * that Upside belong, with a 50% chance of it being a new Faction (which the City creates at that moment) and a
     * 50% chance of it being a randomly-selected existing Faction."
     */
    private static String peopleFaction(Trace t, FactionHooks hooks, int number, int outcome, List<String> created) {
        String purpose = "Dilemma #" + number + ", Outcome " + outcome + ": ";
        boolean fresh = t.roll(2, purpose + "a new Faction (1) or an existing one (2) for \"Gain 5 People\" (secret)",
                true) == 1;
        List<String> existing = hooks.factions();
        String faction;
        if (fresh || existing.isEmpty()) {
            faction = hooks.newFaction(t.dice());
            created.add(faction);
            t.step("Step 6: the People of Outcome " + outcome + "'s \"Gain 5 People\" belong to a new Faction, "
                    + faction + (fresh ? "" : " (there is no existing Faction to select)") + ".");
        } else {
            faction = t.pick(existing, purpose + "which existing Faction the People belong to (secret)", true);
            t.step("Step 6: the People of Outcome " + outcome + "'s \"Gain 5 People\" belong to the existing Faction "
                    + faction + ".");
        }
        return faction;
    }

    /** The Dilemma's post: its number, its two Outcomes and any Faction no longer Housed. */
    public static String post(Dilemma dilemma, List<String> ceasedHousing) {
        StringBuilder s = new StringBuilder("Dilemma #").append(dilemma.number()).append("\n\n");
        for (int o = 1; o <= 2; o++) {
            s.append("Outcome ").append(o).append(": ").append(dilemma.outcome(o).text()).append('\n');
        }
        if (!ceasedHousing.isEmpty()) {
            s.append('\n');
            ceasedHousing.forEach(c -> s.append(c).append('\n'));
        }
        return s.toString();
    }

    private static String describe(Consequence[] in) {
        return "Upsides \"" + in[0].text() + "\" and \"" + in[1].text() + "\", Downsides \"" + in[2].text()
                + "\" and \"" + in[3].text() + "\"";
    }
}
