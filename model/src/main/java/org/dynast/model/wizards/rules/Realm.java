package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The Wizards (the Druid among them, if it is tracked) as the rules see them at one moment. The King is not
 * among them: "For the purposes of dynastic rules which do not deal with voting, The King is not a Wizard."
 */
public record Realm(List<Wizard> wizards) {

    public Realm {
        wizards = List.copyOf(wizards);
        Set<String> seen = new HashSet<>();
        for (Wizard w : wizards) {
            if (!seen.add(w.name().toLowerCase(Locale.ROOT))) {
                throw new IllegalArgumentException("Two Wizards are named " + w.name());
            }
        }
    }

    public static Realm of(Wizard... wizards) {
        return new Realm(List.of(wizards));
    }

    /** The Wizard named {@code name} (case ignored). */
    public Optional<Wizard> wizard(String name) {
        return wizards.stream().filter(w -> w.name().equalsIgnoreCase(name)).findFirst();
    }

    Outcome<Wizard> find(String rule, String name) {
        return wizard(name).map(Outcome::of)
                .orElseGet(() -> Outcome.refused(rule, "There is no Wizard named \"" + name + "\"."));
    }

    /** The Unholy qualities, as named under the ArchBishop's entry in a Wizard's allies. */
    public Set<Quality> unholy() {
        Set<Quality> out = EnumSet.noneOf(Quality.class);
        for (Wizard w : wizards) {
            w.ally(Identity.ARCHBISHOP).flatMap(Ally::unholy).ifPresent(out::add);
        }
        return out;
    }

    /** Upkeep as {@code wizard} counts it (their Underling Type, the Unholy qualities). */
    public Upkeep upkeep(Wizard wizard) {
        return new Upkeep(wizard.underling(), unholy());
    }

    /** This realm with {@code changed} in place of the Wizard of the same name. */
    public Realm with(Wizard changed) {
        List<Wizard> out = new ArrayList<>();
        boolean found = false;
        for (Wizard w : wizards) {
            if (w.name().equalsIgnoreCase(changed.name())) {
                out.add(changed);
                found = true;
            } else {
                out.add(w);
            }
        }
        if (!found) {
            out.add(changed);
        }
        return new Realm(out);
    }

    /** The Wizard (other than {@code except}) whose Stable holds a creature Equivalent to {@code c}. */
    public Optional<Wizard> holderOfEquivalent(Creature c, String except) {
        return wizards.stream().filter(w -> !w.name().equalsIgnoreCase(except))
                .filter(w -> w.stable().indexOfEquivalent(c).isPresent()).findFirst();
    }
}
