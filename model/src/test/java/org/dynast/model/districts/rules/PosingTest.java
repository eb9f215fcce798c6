package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Dilemmas": the City's atomic action of Posing a Dilemma. */
class PosingTest {

    static final Instant T0 = Instant.parse("2026-11-20T00:00:00Z");
    static final List<Outcome> PLAIN = List.of(new Outcome(Upside.GAIN_1_FOOD, Downside.LOSE_5_PEOPLE),
            new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_4_ENERGY));

    final List<District> districts = new ArrayList<>(List.of(District.newDistrict("Ash"), District.newDistrict("Birch"),
            District.newDistrict("Cedar")));

    static Dilemma dilemma(int number, Instant at, String... reactors) {
        Map<String, Instant> r = new HashMap<>();
        for (String who : reactors) {
            r.put(who, at.plus(Duration.ofHours(1)));
        }
        return new Dilemma(number, at, PLAIN, r);
    }

    /** {@code count} earlier Dilemmas, one a day before T0, each reacted to by everyone. */
    static List<Dilemma> history(int count) {
        List<Dilemma> out = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            out.add(dilemma(i, T0.minus(Duration.ofDays(count - i + 1)), "Ash", "Birch", "Cedar"));
        }
        return out;
    }

    Posing.Request request(List<Dilemma> posted, Instant now) {
        return new Posing.Request(posted, districts, List.of(), now, false, false, FactionHooks.none());
    }

    List<String> names() {
        return districts.stream().map(District::name).toList();
    }

    @Test
    void aDilemmaMayBePosedOnceADayOrWhenEveryOngoingDilemmaHasAllItsReactions() {
        // "If they have not already done so that day, or if every Ongoing Dilemma has had a Reaction from every
        //  District, the City may perform the atomic action of Posing a Dilemma"
        List<Dilemma> posted = List.of(dilemma(1, T0.plus(Duration.ofHours(1)), "Ash"));
        assertThat(Posing.bar(posted, names(), T0.plus(Duration.ofHours(5))))
                .hasValueSatisfying(why -> assertThat(why).contains("already Posed a Dilemma today"));
        List<Dilemma> allReacted = List.of(dilemma(1, T0.plus(Duration.ofHours(1)), "Ash", "Birch", "Cedar"));
        assertThat(Posing.bar(allReacted, names(), T0.plus(Duration.ofHours(5)))).isEmpty();
        assertThat(Posing.bar(posted, names(), T0.plus(Duration.ofHours(25)))).isEmpty();
        // the refusal names the Ongoing Dilemmas as a reader writes them, not as a list prints ("[#1, #2]")
        List<Dilemma> two = List.of(dilemma(1, T0.minus(Duration.ofHours(1)), "Ash"),
                dilemma(2, T0.plus(Duration.ofHours(1)), "Birch"));
        assertThat(Posing.bar(two, names(), T0.plus(Duration.ofHours(5))))
                .hasValueSatisfying(why -> assertThat(why).endsWith("(Ongoing: #1, #2)."));
        assertThatThrownBy(() -> Posing.pose(request(posted, T0.plus(Duration.ofHours(5))), new ScriptedDice()))
                .isInstanceOf(Refusal.class);
    }

    @Test
    void noDilemmaMayBePostedWhileAConclaveIsOngoing() {
        // "If the most recently posted Dilemma’s number is 30 or higher, a Conclave is ongoing. While a Conclave is
        //  ongoing, new Dilemmas may not be posted."
        assertThat(Posing.conclaveOngoing(history(29))).isFalse();
        assertThat(Posing.bar(history(30), names(), T0)).hasValueSatisfying(why -> assertThat(why)
                .contains("Conclave"));
    }

    @Test
    void aDilemmasNumberIsTheNumberPostedBeforePlusOne() {
        // "A Dilemma’s number is equal to the number of Dilemmas to have been posted before it in the dynasty, plus one."
        Posed p = Posing.pose(request(history(4), T0), new ScriptedDice(2, 3, 1, 5));
        assertThat(p.dilemma().number()).isEqualTo(5);
    }

    @Test
    void step1DrawsTwoUpsidesAndTwoDownsidesAndStep6PairsThem() {
        // "Select two Upsides and two Downsides at random; these are the “incoming” consequences of the action"
        // "Make a blog post which pairs the first incoming Upside with the first incoming Downside, and the second
        //  incoming Upside with the second incoming Downside."
        ScriptedDice dice = new ScriptedDice(2, 3, 1, 5);
        Posed p = Posing.pose(request(List.of(), T0), dice);
        assertThat(p.dilemma().outcomes()).containsExactly(new Outcome(Upside.GAIN_1_FOOD, Downside.LOSE_5_PEOPLE),
                new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_4_ENERGY));
        assertThat(dice.draws).extracting(Draw::sides).containsExactly(6, 6, 6, 6);
        assertThat(p.post()).startsWith("Dilemma #1\n\nOutcome 1: Gain 1 Food, then Lose 5 People\n"
                + "Outcome 2: Gain 1 Defences, then Lose 4 from your Energy Trap");
        assertThat(p.steps().get(0).draws()).hasSize(4);
        assertThat(p.dilemma().postedAt()).isEqualTo(T0);
        dice.assertAllUsed();
    }

    @Test
    void step2ChangesAConsequenceWhileAThirdWordMatchesItsPartner() {
        // "if the 3rd word of the first or second Upside is the same as the 3rd word of the first or second Downside
        //  respectively,, randomly select one of those four consequences and randomly change it to a different
        //  consequence of the same Upside/Downside type. Repeat this step until none of the conditions of this step
        //  apply."
        // Gain 1 Food / Lose 1 Food match ("Food,"); DICE4 = 3 picks the first Downside; DICE5 = 4 over the other five
        // Downsides gives "Lose 4 from your Energy Trap"
        ScriptedDice dice = new ScriptedDice(2, 3, 2, 1, 3, 4);
        Posed p = Posing.pose(request(List.of(), T0), dice);
        assertThat(p.dilemma().outcomes()).containsExactly(new Outcome(Upside.GAIN_1_FOOD, Downside.LOSE_4_ENERGY),
                new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_5_PEOPLE));
        assertThat(p.steps().get(1).text()).contains("3rd word of the first Upside").contains("\"food\"");
        assertThat(p.steps().get(1).draws()).extracting(Draw::sides).containsExactly(4, 5);
        dice.assertAllUsed();
    }

    @Test
    void step2AlsoChangesWhenBothUpsidesAndBothDownsidesAreTheSameAndRepeats() {
        // "If the two Upsides are the same and the two Downsides are the same [...] Repeat this step until none of the
        //  conditions of this step apply."
        // Gain 5 People twice, Lose 1 Defences twice: DICE4 = 1 changes the first Upside, DICE5 = 1 over the other five
        // Upsides gives Gain 1 Food; then Gain 1 Food / Lose 1 Defences and Gain 5 People / Lose 1 Defences match
        // nothing. Outcome 2 keeps Gain 5 People: DICE2 = 1 (secret), a new Faction.
        ScriptedDice dice = new ScriptedDice(1, 1, 3, 3, 1, 1, 1);
        Posed p = Posing.pose(request(List.of(), T0), dice);
        assertThat(p.dilemma().outcome(1).upside()).isEqualTo(Upside.GAIN_1_FOOD);
        assertThat(p.dilemma().outcome(2)).isEqualTo(new Outcome(Upside.GAIN_5_PEOPLE, Downside.LOSE_1_DEFENCES,
                "Faction 1"));
        assertThat(p.newFactions()).containsExactly("Faction 1");
        assertThat(p.post()).contains("Outcome 2: Gain 5 People (the People of the Faction Faction 1)");
        dice.assertAllUsed();
        // and a chain, each change drawn from all four: Gain 5 People, Gain 1 Defences / Lose 1 Food, Lose 1 Defences
        // (2nd pair match); DICE4 = 3, DICE5 = 1: the first Downside becomes Lose 5 People (now the 1st pair matches
        // too); DICE4 = 4, DICE5 = 4: the second Downside becomes Lose 4 Energy; DICE4 = 1, DICE5 = 4: the first
        // Upside becomes Govern
        ScriptedDice chain = new ScriptedDice(1, 3, 2, 3, 3, 1, 4, 4, 1, 4);
        Posed q = Posing.pose(request(List.of(), T0), chain);
        assertThat(q.dilemma().outcomes()).containsExactly(new Outcome(Upside.GOVERN, Downside.LOSE_5_PEOPLE),
                new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_4_ENERGY));
        assertThat(q.steps()).filteredOn(st -> st.text().startsWith("Step 2")).hasSize(3);
        chain.assertAllUsed();
    }

    @Test
    void theRerollTestComparesEachPairRespectively() {
        // "the 3rd word of the first or second Upside is the same as the 3rd word of the first or second Downside
        //  respectively"
        Consequence[] crossed = {Upside.GAIN_1_FOOD, Upside.GAIN_5_PEOPLE, Downside.LOSE_5_PEOPLE, Downside.LOSE_1_FOOD};
        assertThat(Posing.rerollReason(crossed)).isEmpty();
        Consequence[] second = {Upside.GAIN_1_FOOD, Upside.GAIN_1_INGENUITY, Downside.LOSE_5_PEOPLE,
            Downside.LOSE_1_INGENUITY};
        assertThat(Posing.rerollReason(second)).hasValueSatisfying(w -> assertThat(w).contains("second Upside"));
    }

    @Test
    void steps3And4TakeAnUpsideAndADownsideFromTheProspect() {
        // "If there are any Upsides in the Prospect, remove one at random and replace one of this action’s incoming
        //  Upsides (selected at random) with it" / "If there are any Downsides in the Prospect, remove one at random and
        //  replace one of this action’s incoming Downsides (selected at random) with it"
        List<Consequence> prospect = List.of(Downside.LOSE_1_INGENUITY, Upside.GOVERN, Upside.GAIN_1_INGENUITY);
        // draws 2,3,1,5; Upsides in the Prospect: DICE2 = 2 (Gain 1 Ingenuity), DICE2 = 1 (the first incoming Upside);
        // the one Downside needs no die, DICE2 = 2 (the second incoming Downside)
        ScriptedDice dice = new ScriptedDice(2, 3, 1, 5, 2, 1, 2);
        Posed p = Posing.pose(new Posing.Request(List.of(), districts, prospect, T0, false, false,
                FactionHooks.none()), dice);
        assertThat(p.dilemma().outcomes()).containsExactly(new Outcome(Upside.GAIN_1_INGENUITY, Downside.LOSE_5_PEOPLE),
                new Outcome(Upside.GAIN_1_DEFENCES, Downside.LOSE_1_INGENUITY));
        assertThat(p.prospect()).containsExactly(Upside.GOVERN);
        dice.assertAllUsed();
    }

    @Test
    void theCitysRandomSelectionsMayBeSecret() {
        // "(Whenever the City is required to select something at random, they may instead do this in a secretly random
        //  manner.)"
        ScriptedDice dice = new ScriptedDice(2, 3, 1, 5);
        Posing.pose(new Posing.Request(List.of(), districts, List.of(), T0, false, true, FactionHooks.none()), dice);
        assertThat(dice.draws).allMatch(Draw::secret);
    }

    @Test
    void step5SecretlySelectsAFactionAndTestsItWhereItIsHoused() {
        // "Secretly randomly select a Faction. For each District where that Faction is Housed, carry out a Faction Test
        //  for that District and that Faction." / "If any District ceased to House a Faction as a result of an earlier
        //  step in this Action, also announce that change in the same blog post."
        districts.set(0, districts.get(0).housing("Reds"));
        districts.set(1, districts.get(1).housing("Reds").housing("Blues"));
        List<String> testedWith = new ArrayList<>();
        FactionHooks book = new FactionHooks() {
            @Override
            public List<String> factions() {
                return List.of("Reds", "Blues");
            }

            @Override
            public String newFaction(Dice dice) {
                throw new AssertionError("no new Faction here");
            }

            @Override
            public Set<String> factionTest(String faction, List<District> housing, List<District> all, Dice dice) {
                testedWith.addAll(housing.stream().map(District::name).toList());
                return Set.of("Birch");
            }
        };
        ScriptedDice dice = new ScriptedDice(2, 3, 1, 5, 1);
        Posed p = Posing.pose(new Posing.Request(List.of(), districts, List.of(), T0, false, false, book), dice);
        assertThat(p.testedFaction()).isEqualTo("Reds");
        assertThat(testedWith).containsExactly("Ash", "Birch");
        assertThat(dice.draws.get(4).secret()).isTrue();
        assertThat(p.districts().get(1).factions()).containsExactly("Blues");
        assertThat(p.districts().get(0).factions()).containsExactly("Reds");
        assertThat(p.ceasedHousing()).containsExactly("Birch has ceased to House the Faction Reds.");
        assertThat(p.post()).endsWith("\nBirch has ceased to House the Faction Reds.\n");
        assertThat(p.steps().get(4).secret()).isTrue();
    }

    @Test
    void aGainFivePeopleUpsideNamesAnExistingFactionHalfTheTime() {
        // "with a 50% chance of it being a new Faction (which the City creates at that moment) and a 50% chance of it
        //  being a randomly-selected existing Faction"
        FactionHooks book = new FactionHooks() {
            @Override
            public List<String> factions() {
                return List.of("Reds", "Blues");
            }

            @Override
            public String newFaction(Dice dice) {
                throw new AssertionError("no new Faction here");
            }

            @Override
            public Set<String> factionTest(String faction, List<District> housing, List<District> all, Dice dice) {
                return Set.of();
            }
        };
        // Gain 5 People / Lose 1 Food, Gain 1 Defences / Lose 4 Energy; DICE2 = 1 tests Reds (housed nowhere);
        // Outcome 1: DICE2 = 2 (existing), DICE2 = 2 (Blues)
        ScriptedDice dice = new ScriptedDice(1, 3, 2, 5, 1, 2, 2);
        Posed p = Posing.pose(new Posing.Request(List.of(), districts, List.of(), T0, false, false, book), dice);
        assertThat(p.dilemma().outcome(1).peopleFaction()).isEqualTo("Blues");
        assertThat(p.newFactions()).isEmpty();
        assertThat(dice.draws.subList(4, 7)).allMatch(Draw::secret);
        dice.assertAllUsed();
    }

    @Test
    void step7ReducesTheOrderOfNonReactorsOfEachDilemmaThatStoppedBeingOngoing() {
        // "if a Dilemma has ceased to be Ongoing between the last Posing a Dilemma and this Posing a Dilemma, reduce the
        //  Order of all Districts who haven’t reacted to that Dilemma by 1 (if this would reduce a District’s Order to
        //  a value below zero, then reduce it to zero)."
        districts.set(2, districts.get(2).withOrder(0));
        Dilemma first = dilemma(1, T0, "Ash");
        Dilemma second = dilemma(2, T0.plus(Duration.ofHours(24)), "Ash", "Birch", "Cedar");
        Posed p = Posing.pose(request(List.of(first, second), T0.plus(Duration.ofHours(50))),
                new ScriptedDice(2, 3, 1, 5));
        assertThat(p.districts()).extracting(District::order).containsExactly(4, 3, 0);
        assertThat(p.steps()).anyMatch(s -> s.text().contains("Dilemma #1 has ceased to be Ongoing"));
        // at a later Posing, Dilemma #1 ceased before the last Posing and #3 is still Ongoing: no penalty
        Dilemma third = dilemma(3, T0.plus(Duration.ofHours(49)));
        Posed later = Posing.pose(request(List.of(first, second, third), T0.plus(Duration.ofHours(73))),
                new ScriptedDice(2, 3, 1, 5));
        assertThat(later.districts()).extracting(District::order).containsExactly(4, 4, 0);
    }

    @Test
    void aDilemmaAllReactedToCeasesWithoutPenalty() {
        // "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to React to it."
        Dilemma first = dilemma(1, T0, "Ash", "Birch", "Cedar");
        assertThat(first.ongoing(names(), T0.plus(Duration.ofHours(2)))).isFalse();
        assertThat(first.ceasesAt(names())).isEqualTo(T0.plus(Duration.ofHours(1)));
        Posed p = Posing.pose(request(List.of(first), T0.plus(Duration.ofHours(2))), new ScriptedDice(2, 3, 1, 5));
        assertThat(p.districts()).extracting(District::order).containsExactly(4, 4, 4);
    }

    @Test
    void step8CutsFoodOnEveryTenthDilemma() {
        // "If this Dilemma’s number is a multiple of 10 and/or The Storm is ongoing, reduce the Food of each
        //  non-Abandoned District by 1; or, if that District is Famished, reduce its Food to 0; or, if that District is
        //  Starving, reduce its People by half (rounded up)."
        districts.set(1, districts.get(1).withFood(1));
        districts.set(2, districts.get(2).withFood(0).withPeople(7));
        districts.add(District.newDistrict("Dogwood").withPeople(0).withFood(3));
        Posed p = Posing.pose(request(history(9), T0), new ScriptedDice(2, 3, 1, 5));
        assertThat(p.dilemma().number()).isEqualTo(10);
        assertThat(p.districts()).extracting(District::food).containsExactly(4, 0, 0, 3);
        assertThat(p.districts()).extracting(District::people).containsExactly(50, 50, 3, 0);
    }

    @Test
    void step8CutsFoodWhileTheStormIsOngoing() {
        // "If this Dilemma’s number is a multiple of 10 and/or The Storm is ongoing"
        Posed calm = Posing.pose(request(history(2), T0), new ScriptedDice(2, 3, 1, 5));
        assertThat(calm.districts()).extracting(District::food).containsExactly(5, 5, 5);
        Posed storm = Posing.pose(new Posing.Request(history(2), districts, List.of(), T0, true, false,
                FactionHooks.none()), new ScriptedDice(2, 3, 1, 5));
        assertThat(storm.districts()).extracting(District::food).containsExactly(4, 4, 4);
    }

    @Test
    void brokenDiceCannotHangTheRerollLoop() {
        // "Repeat this step until none of the conditions of this step apply." — with dice that always match, refused.
        Dice stuck = (sides, purpose, secret) -> purpose.contains("which of the four") ? 3 : 2;
        assertThatThrownBy(() -> Posing.pose(request(List.of(), T0), stuck)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("did not end");
    }
}
