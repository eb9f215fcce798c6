package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/** The War, Ruleset 168: going on campaign, participating, and closing a campaign. */
public final class Campaign {

    public static final String RULE = "The War";
    public static final String CLOSE_RULE = "Closing a Campaign";

    private Campaign() {
    }

    /**
     * "Three battlefields with randomly selected battle effects and names chosen by the king": each effect is one
     * DICE12 over the valid Battle Effects in the rule's order.
     */
    public static Outcome<List<Battlefield>> battlefields(int number, List<String> names, Dice dice) {
        if (names.size() != 3 || names.stream().anyMatch(n -> n == null || n.isBlank())) {
            return Outcome.refused(RULE, "A campaign creates \"Three battlefields with randomly selected battle"
                    + " effects and names chosen by the king\": name three.");
        }
        if (names.stream().map(n -> n.trim().toLowerCase(Locale.ROOT)).distinct().count() != 3) {
            return Outcome.refused(RULE, "The three battlefields need three different names.");
        }
        List<Battlefield> out = new ArrayList<>();
        BattleEffect[] all = BattleEffect.values();
        for (String name : names) {
            List<BattleEffect> effects = new ArrayList<>();
            for (int i = 1; i <= 3; i++) {
                int roll = dice.roll(all.length, "Campaign " + number + ", " + name.trim() + ": battle effect " + i);
                effects.add(all[roll - 1]);
            }
            out.add(new Battlefield(name, effects));
        }
        return Outcome.of(out);
    }

    /** One Wizard's participation: the battlefield chosen and the list submitted. */
    public record Participation(String wizard, String battlefield, Plan plan) {
    }

    /**
     * "Any Wizard may participate in an open campaign by making a comment on the campaign in which they: Choose a
     * battlefield from among those created for the campaign, and Submit an ordered list of 5 elements, each being
     * either a unique creature from in their Stable, or left empty." Gives the Wizard with the listed creatures
     * locked ("cannot be removed from their Stable or used ... until the closing of the campaign").
     */
    public static Outcome<Wizard> participate(Realm realm, List<Battlefield> fields, Set<String> participants,
                                              Participation p) {
        Outcome<Wizard> wO = realm.find(RULE, p.wizard());
        if (wO.refused()) {
            return wO;
        }
        Wizard w = wO.orThrow();
        if (w.druid()) {
            return Outcome.refused("The Druid", "\"The Druid cannot participate in campaigns.\"");
        }
        if (participants.stream().anyMatch(n -> n.equalsIgnoreCase(w.name()))) {
            return Outcome.refused(RULE, w.name() + " already participates in this campaign.");
        }
        if (fields.stream().noneMatch(f -> f.name().equalsIgnoreCase(p.battlefield()))) {
            return Outcome.refused(RULE, "\"" + p.battlefield() + "\" is not one of the campaign's battlefields ("
                    + fields.stream().map(Battlefield::name).collect(Collectors.joining(", ")) + ").");
        }
        Outcome<Plan> plan = Plan.check(realm, w.name(), p.plan());
        if (plan.refused()) {
            return Outcome.refused(plan.refusal().get());
        }
        List<Creature> locked = new ArrayList<>(w.locked());
        p.plan().slots().forEach(s -> s.creature().ifPresent(locked::add));
        return Outcome.of(w.withLocked(locked));
    }

    /** A creature destroyed by the Western Force, or spared, with the reason. */
    public record Casualty(String wizard, int slot, Creature creature, boolean destroyed, String reason) {
    }

    /** A campaign closed: every battle, casualty and change, and the realm after it. */
    public record Closed(int number, List<Integer> western, List<Battle.Result> battles, Optional<Integer> deadlySlot,
                         List<Casualty> casualties, boolean successful, int militaryBefore, int militaryAfter,
                         Map<String, Integer> favorChanges, Realm after) {

        /** The closing comment: the five numbers, each battle's result, casualties, success and Favor. */
        public String text() {
            StringBuilder b = new StringBuilder("Closing campaign " + number + ". The Western Force: ");
            for (int i = 0; i < western.size(); i++) {
                b.append(i == 0 ? "" : ", ").append("Emu").append(i + 1).append(' ').append(western.get(i));
            }
            b.append("\n\n");
            for (Battle.Result r : battles) {
                b.append(r.text()).append("\n\n");
            }
            if (deadlySlot.isEmpty()) {
                b.append("No creature of the Western Force is stronger than every other: no casualties.\n");
            } else {
                b.append("Emu").append(deadlySlot.get()).append(" is the strongest of the Western Force.\n");
                for (Casualty c : casualties) {
                    b.append(c.wizard()).append("'s ").append(c.creature().wording())
                            .append(c.destroyed() ? " is destroyed" : " is spared (" + c.reason() + ")").append(".\n");
                }
            }
            b.append(successful ? "The campaign is successful" : "The campaign is not successful")
                    .append(": the military situation goes from ").append(militaryBefore).append(" to ")
                    .append(militaryAfter).append(".\n");
            favorChanges.forEach((w, d) -> b.append(w).append(d >= 0 ? " +" : " ").append(d).append(" Favor.\n"));
            return b.toString().trim();
        }
    }

    /**
     * Closes an open campaign: "an ordered list of five random numbers, generated as up to 2N+4, where N is the
     * campaign number"; "one battle is created for each participating Wizard, on the battlefield they chose in
     * participating, between a new force generated from their list submitted to this campaign (they become its
     * commander) and the Western Force"; the Triumphant Wizard "gain[s] Courtly Favor equal to 5 plus the campaign
     * number"; casualties; success and the military situation; Favor lost by those who did not fight.
     */
    public static Outcome<Closed> close(Realm realm, int number, List<Battlefield> fields,
                                        List<Participation> participations, int military, StrengthTable table,
                                        Dice dice) {
        for (Participation p : participations) {
            if (realm.wizard(p.wizard()).isEmpty()) {
                return Outcome.refused(CLOSE_RULE, "There is no Wizard named \"" + p.wizard() + "\".");
            }
            if (fields.stream().noneMatch(f -> f.name().equalsIgnoreCase(p.battlefield()))) {
                return Outcome.refused(CLOSE_RULE, "\"" + p.battlefield() + "\" is not one of the campaign's"
                        + " battlefields.");
            }
        }
        List<Integer> western = new ArrayList<>();
        for (int i = 1; i <= Plan.SIZE; i++) {
            western.add(dice.roll(2 * number + 4, "Campaign " + number + ", the Western Force's Emu" + i));
        }
        Force west = Force.west(western);
        List<Battle.Result> battles = new ArrayList<>();
        for (Participation p : participations) {
            Wizard w = realm.wizard(p.wizard()).get();
            Battlefield field = fields.stream().filter(f -> f.name().equalsIgnoreCase(p.battlefield()))
                    .findFirst().get();
            battles.add(Battle.fight(table, field, Force.of(w, p.plan()), west, dice));
        }
        Realm after = realm;
        Map<String, Integer> favor = new LinkedHashMap<>();
        for (Battle.Result r : battles) {
            if (r.triumphantForce() == 1) {
                Wizard w = after.wizard(r.first().commander()).get();
                int gain = Court.received(w, 5 + number);
                after = after.with(w.withFavor(w.favor() + gain));
                favor.merge(w.name(), gain, Integer::sum);
            }
        }
        Optional<Integer> deadly = strongest(western);
        List<Casualty> casualties = new ArrayList<>();
        if (deadly.isPresent()) {
            int k = deadly.get();
            for (Battle.Result r : battles) {
                Wizard w = after.wizard(r.first().commander()).get();
                Optional<Creature> c = r.first().plan().slot(k).creature();
                if (c.isEmpty()) {
                    continue;
                }
                if (c.get().has(Quality.ARMORED)) {
                    casualties.add(new Casualty(w.name(), k, c.get(), false, "Armored"));
                } else if (w.alliedWith(Identity.SOUTHERN_GENERAL)) {
                    casualties.add(new Casualty(w.name(), k, c.get(), false, "allied with the Southern General"));
                } else {
                    casualties.add(new Casualty(w.name(), k, c.get(), true, "slot " + k + " faced Emu" + k));
                    var idx = w.stable().indexOfEquivalent(c.get());
                    if (idx.isPresent()) {
                        after = after.with(w.withStable(w.stable().without(idx.getAsInt())));
                    }
                }
            }
        }
        boolean successful = fields.stream().allMatch(f -> battles.stream()
                .anyMatch(r -> r.battlefield().name().equalsIgnoreCase(f.name()) && r.triumphantForce() == 1));
        if (!successful) {
            for (Wizard w : after.wizards()) {
                boolean fought = participations.stream().anyMatch(p -> p.wizard().equalsIgnoreCase(w.name()));
                if (!fought && w.favor() > 0) {
                    int loss = Math.min(2, w.favor());
                    after = after.with(w.withFavor(w.favor() - loss));
                    favor.merge(w.name(), -loss, Integer::sum);
                }
            }
        }
        for (Wizard w : after.wizards()) {
            if (!w.locked().isEmpty()) {
                after = after.with(w.withLocked(List.of()));
            }
        }
        return Outcome.of(new Closed(number, western, battles, deadly, casualties, successful, military,
                military + (successful ? 1 : -1), favor, after));
    }

    /**
     * "If a single creature in the Western Force has a higher Strength than every other creature in that force":
     * its slot number, if there is one.
     */
    static Optional<Integer> strongest(List<Integer> western) {
        int best = western.stream().mapToInt(Integer::intValue).max().orElseThrow();
        if (western.stream().filter(x -> x == best).count() != 1) {
            return Optional.empty();
        }
        return Optional.of(western.indexOf(best) + 1);
    }
}
