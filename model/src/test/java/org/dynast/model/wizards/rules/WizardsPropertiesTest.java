package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Properties every creature, breeding and battle keeps, over generated ones. */
class WizardsPropertiesTest {

    static final List<String> TYPES = List.of("Horse", "Emu", "Mountain Goat", "Rat", "Emu1", "Sea Horse");

    @Provide
    Arbitrary<Creature> creatures() {
        return Combinators.combine(Arbitraries.of(TYPES),
                Arbitraries.of(Quality.class).list().uniqueElements().ofMaxSize(6)).as((type, qs) -> {
                    Creature c = Creature.of(type);
                    for (Quality q : qs) {
                        Outcome<Creature> more = c.adding(q);
                        if (!more.refused()) {
                            c = more.orThrow();
                        }
                    }
                    return c;
                });
    }

    @Provide
    Arbitrary<Plan> plans() {
        Arbitrary<Slot> slot = Arbitraries.oneOf(creatures().map(Slot::of), Arbitraries.just(Slot.empty()));
        Arbitrary<Slot> tactic = Arbitraries.of(Tactic.class).map(t -> switch (t.argument()) {
            case NONE -> Slot.of(t);
            case CREATURE_TYPE -> Slot.of(t, "Emu");
            case TACTIC -> Slot.of(t, "Bait");
        });
        return Combinators.combine(slot.list().ofSize(5), tactic, Arbitraries.integers().between(0, 5))
                .as((slots, t, at) -> {
                    List<Slot> l = new ArrayList<>(slots);
                    if (at < 5) {
                        l.set(at, t);
                    }
                    return new Plan(l);
                });
    }

    /** A creature's wording reads back as the same creature ("Winged Fire breathing Horse"). */
    @Property
    void wordingRoundTrips(@ForAll("creatures") Creature c) {
        assertThat(Creature.parse(c.wording()).orThrow()).isEqualTo(c);
        assertThat(Creature.parse(c.wording().toLowerCase()).orThrow().equivalent(c)).isTrue();
    }

    /** "Two creatures with the same qualities (not considering order) and creature type are considered to be Equivalent." */
    @Property
    void reversedQualitiesAreEquivalent(@ForAll("creatures") Creature c) {
        List<Quality> reversed = new ArrayList<>(c.qualities());
        Collections.reverse(reversed);
        assertThat(new Creature(c.type(), reversed).equivalent(c)).isTrue();
    }

    /** A plan's wording reads back as the same plan. */
    @Property
    void planWordingRoundTrips(@ForAll("plans") Plan p) {
        assertThat(Plan.parse(p.write()).orThrow()).isEqualTo(p);
    }

    /**
     * Every slot's Strength is the sum of its terms; the wins are the slots won; DICE2 is rolled exactly when the
     * wins are equal; the Triumphant has more wins after it.
     */
    @Property
    void battlesAddUp(@ForAll("plans") Plan a, @ForAll("plans") Plan b, @ForAll("fields") Battlefield field) {
        int[] rolls = {0};
        Battle.Result r = Battle.fight(StrengthTable.standard(), field,
                Force.of(Wizard.of("Kevan", Stable.empty(), 0), a), Force.of(Wizard.druid(Stable.empty(), 0), b),
                (sides, purpose) -> {
                    rolls[0]++;
                    assertThat(sides).isEqualTo(2);
                    return 2;
                });
        for (Battle.SlotResult s : r.slots()) {
            for (Battle.SlotStrength side : List.of(s.first(), s.second())) {
                assertThat(side.total()).isEqualTo(side.strength().terms().stream()
                        .mapToInt(StrengthTable.Term::amount).sum());
            }
        }
        assertThat(r.slots().stream().filter(s -> s.winner() == 1).count()).isEqualTo(r.firstWins());
        assertThat(r.slots().stream().filter(s -> s.winner() == 2).count()).isEqualTo(r.secondWins());
        assertThat(rolls[0]).isEqualTo(r.firstWins() == r.secondWins() ? 1 : 0);
        assertThat(r.triumphant()).isEqualTo(r.firstWins() > r.secondWins() ? "Kevan" : Wizard.DRUID);
    }

    @Provide
    Arbitrary<Battlefield> fields() {
        return Arbitraries.of(Battlefield.shipped());
    }

    /** A breeding the rules allow leaves the Stable within five, one Spectral, Food not below 0, and no Equivalent elsewhere. */
    @Property
    void allowedBreedingsKeepTheInvariants(@ForAll("creatures") Creature stock, @ForAll("creatures") Creature mine,
                                           @ForAll("creatures") Creature other) {
        Realm realm = Realm.of(Wizard.of("Kevan", Stable.of(mine), 4), Wizard.of("Brendan", Stable.of(stock), 0),
                Wizard.of("Josh", Stable.of(other), 0));
        for (Breeding.WhelpChoice w : Breeding.whelps(realm, "Kevan", "Brendan", 0)) {
            Outcome<Breeding.Bred> o = Breeding.breed(realm, Breeding.Request.of("Kevan", "Brendan", 0, w.whelp()));
            assertThat(o.refused()).as(w.whelp() + " " + o).isEqualTo(!w.legal());
            o.value().ifPresent(bred -> {
                Wizard k = bred.after().wizard("Kevan").get();
                assertThat(k.stable().size()).isEqualTo(2);
                assertThat(k.food()).isBetween(0, 4);
                assertThat(bred.after().holderOfEquivalent(w.whelp(), "Kevan")).isEmpty();
            });
        }
    }
}
