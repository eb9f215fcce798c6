package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Quality;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Stable;
import org.dynast.model.wizards.rules.Wizard;

/** The draft's Stables as the rules read them: parsed from the GNDT's wording, placed and removed by the rules. */
final class Stables {

    private Stables() {
    }

    static Stable stable(Draft d, String wizard) {
        String w = d.wizard(wizard);
        return Stable.parse(String.join("; ", d.stable(w))).orThrow();
    }

    static void setStable(Draft d, String wizard, Stable stable) {
        d.setStable(wizard, stable.creatures().stream().map(Creature::wording).toList());
    }

    static Creature creature(String wording) {
        return Creature.parse(wording).orThrow();
    }

    /** The creatures a Wizard listed for the open campaign (locked until its close). */
    static List<Creature> locked(Draft d, String wizard) {
        List<Creature> out = new ArrayList<>();
        d.state.openCampaign().flatMap(c -> c.participation(wizard)).ifPresent(p -> p.slots.stream()
                .filter(s -> !s.isBlank()).forEach(s -> Creature.parse(s).value().ifPresent(out::add)));
        return out;
    }

    static Optional<Quality> underling(Draft d, String wizard) {
        String u = d.underling(wizard);
        return u.isEmpty() ? Optional.empty() : Quality.named(u);
    }

    /** The Wizards as the rules see them (the King is not among them). */
    static Realm realm(Draft d) {
        List<Wizard> all = new ArrayList<>();
        for (String w : d.wizards()) {
            all.add(new Wizard(w, Draft.isDruid(w), stable(d, w), d.food(w), d.favor(w), underling(d, w),
                    d.allies(w), locked(d, w)));
        }
        return new Realm(all);
    }

    static Wizard wizard(Draft d, String name) {
        return realm(d).wizard(d.wizard(name)).orElseThrow();
    }

    /** The index in the Stable of the creature worded {@code wording} (an Equivalent one), or refused. */
    static int indexOf(Stable stable, String owner, String wording) {
        Creature c = creature(wording);
        OptionalInt i = stable.indexOfEquivalent(c);
        if (i.isEmpty()) {
            throw new Refusal("Stable", owner + "'s Stable holds no " + c.wording() + ".");
        }
        return i.getAsInt();
    }

    /**
     * Removes a creature from a Wizard's Stable: by its owner (not a Spectral one) or by another's action (a duel's
     * Triumphant, the King for the Druid); a creature listed for the open campaign "cannot be removed from their
     * Stable […] until the closing of the campaign" either way. Returns its wording.
     */
    static String remove(Draft d, String wizard, String wording, boolean byOwner) {
        String w = d.wizard(wizard);
        Stable s = stable(d, w);
        int i = indexOf(s, w, wording);
        Creature c = s.get(i);
        if (byOwner) {
            setStable(d, w, s.removing(i, locked(d, w)).orThrow());
        } else {
            if (locked(d, w).stream().anyMatch(c::equivalent)) {
                throw new Refusal("The War", c.wording() + " is listed for the open campaign: \u201cAny creature "
                        + "thus listed cannot be removed from their Stable […] until the closing of the "
                        + "campaign.\u201d");
            }
            setStable(d, w, s.without(i));
        }
        return c.wording();
    }

    /**
     * Adds a creature to a Wizard's Stable, removing {@code removing} first if named: "A wizard may not add a creature
     * to their stable if an Equivalent creature is in another wizard’s stable." and "When a wizard adds a creature to
     * their stable, they may remove a creature from their stable."
     */
    static void add(Draft d, String wizard, String wording, String removing) {
        String w = d.wizard(wizard);
        Creature c = creature(wording);
        realm(d).holderOfEquivalent(c, w).ifPresent(holder -> {
            throw new Refusal("Stable", "\u201cA wizard may not add a creature to their stable if an Equivalent "
                    + "creature is in another wizard’s stable\u201d: " + holder.name() + " has one Equivalent to "
                    + c.wording() + ".");
        });
        Stable s = stable(d, w);
        OptionalInt remove = removing == null || removing.isBlank() ? OptionalInt.empty()
                : OptionalInt.of(indexOf(s, w, removing));
        setStable(d, w, s.place(c, remove, locked(d, w)).orThrow().stable());
    }

    /** Writes every Wizard's Upkeep column: their Stable's total and their Underling Type's, as the feeding reads it. */
    static void refreshUpkeep(Draft d) {
        Realm realm = realm(d);
        for (Wizard w : realm.wizards()) {
            var upkeep = realm.upkeep(w);
            d.setUpkeep(w.name(), upkeep.of(w.stable()) + upkeep.ofUnderlingType());
        }
    }
}
