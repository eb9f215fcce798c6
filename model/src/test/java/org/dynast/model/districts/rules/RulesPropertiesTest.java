package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.dynast.model.Refusal;

/** Ruleset 217: properties that hold whatever the dice say. */
class RulesPropertiesTest {

    static Dice seeded(long seed) {
        Random random = new Random(seed);
        return (sides, purpose, secret) -> 1 + random.nextInt(sides);
    }

    @Property(tries = 300)
    void aPosedDilemmaNeverKeepsAPairStepTwoWouldChange(@ForAll long seed) {
        // "Repeat this step until none of the conditions of this step apply."
        Posed p = Posing.pose(new Posing.Request(List.of(), List.of(District.newDistrict("Ash")), List.of(),
                Instant.parse("2026-11-20T00:00:00Z"), false, false, FactionHooks.none()), seeded(seed));
        Consequence[] in = {p.dilemma().outcome(1).upside(), p.dilemma().outcome(2).upside(),
            p.dilemma().outcome(1).downside(), p.dilemma().outcome(2).downside()};
        assertThat(Posing.rerollReason(in)).isEmpty();
        assertThat(p.steps().get(0).draws()).hasSize(4);
    }

    @Property(tries = 400)
    void aReactionLeavesEveryValueLegal(@ForAll long seed, @ForAll @IntRange(min = 0, max = 60) int people,
                                        @ForAll @IntRange(min = 0, max = 4) int food,
                                        @ForAll @IntRange(min = -2, max = 3) int defences,
                                        @ForAll @IntRange(min = 0, max = 2) int order,
                                        @ForAll @IntRange(min = 0, max = 6) int energy,
                                        @ForAll @IntRange(min = 1, max = 29) int number) {
        // "With the exception of Defences, if a District would be required to lose more of a value than they possess
        //  [...] then they instead lose all of that value." — no value but Defences ever goes below zero.
        Random r = new Random(seed);
        Catalogue cat = Catalogue.ruleset217();
        List<String> commons = cat.commons().stream().filter(c -> r.nextBoolean()).map(Commons::name).toList();
        List<String> innovations = cat.innovations().stream().filter(i -> r.nextBoolean()).map(Innovation::name)
                .toList();
        District d = new District("Ash", people, food, defences, order, r.nextInt(3), energy, r.nextInt(number + 1),
                commons, innovations, List.of("Reds"));
        Upside[] ups = Upside.values();
        Downside[] downs = Downside.values();
        Dilemma dilemma = new Dilemma(number, Instant.EPOCH, List.of(
                new Outcome(ups[r.nextInt(6)], downs[r.nextInt(6)], "Blues"),
                new Outcome(ups[r.nextInt(6)], downs[r.nextInt(6)], "Greens")), Map.of());
        Choices ch = Choices.outcome(1 + r.nextInt(2)).withGovern(GovernChoice.values()[r.nextInt(2) == 0 ? 0 : 2])
                .withImprovisedShields(r.nextBoolean()).withRaiseSolarField(r.nextBoolean())
                .withFoodBanksReroll(r.nextBoolean()).withSocialize(r.nextBoolean());
        Situation s = new Situation(cat, number, List.of(d, District.newDistrict("Birch"), District.newDistrict("Cedar")),
                List.of(), r.nextInt(2));
        try {
            Reaction out = Reactions.decide(d, dilemma, s, ch, seeded(seed));
            District after = out.district();
            assertThat(after.people()).isGreaterThanOrEqualTo(0);
            assertThat(after.food()).isGreaterThanOrEqualTo(0);
            assertThat(after.energyTrap()).isGreaterThanOrEqualTo(0);
            assertThat(after.order()).isGreaterThanOrEqualTo(order);
            assertThat(out.solarField()).isGreaterThanOrEqualTo(0);
            assertThat(out.steps()).isNotEmpty();
        } catch (Refusal refused) {
            assertThat(refused.getMessage()).isNotBlank();
        }
    }
}
