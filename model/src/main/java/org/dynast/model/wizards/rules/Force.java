package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * "A force has a commander, which may be a Wizard, the King, or the Armies to the West. A force also has 5
 * creature slots numbered 1 to 5, which may be a valid creature, or empty." The Western Force's creatures
 * (Emu1 to Emu5) have fixed Strengths.
 */
public record Force(String commander, Kind kind, Plan plan, Optional<Quality> underling, List<Integer> fixed) {

    public static final String WEST = "the Armies to the West";

    /** Who commands: a Wizard, the Druid (its Forest bonus), or the Armies to the West. */
    public enum Kind { WIZARD, DRUID, WEST }

    public Force {
        Objects.requireNonNull(commander, "commander");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(plan, "plan");
        Objects.requireNonNull(underling, "underling");
        fixed = List.copyOf(fixed);
        if (kind == Kind.WEST && fixed.size() != Plan.SIZE) {
            throw new IllegalArgumentException("The Western Force has five Strengths");
        }
    }

    /** The force of {@code wizard} (the Druid's too) from their submitted list. */
    public static Force of(Wizard wizard, Plan plan) {
        return new Force(wizard.name(), wizard.druid() ? Kind.DRUID : Kind.WIZARD, plan, wizard.underling(),
                List.of());
    }

    /**
     * "Doing so creates a force with five creatures in the slots, of type Emu1 through Emu5, in order, each with a
     * Strength (on any battlefield) equal to the number generated for its place in the order."
     */
    public static Force west(List<Integer> numbers) {
        if (numbers.size() != Plan.SIZE) {
            throw new IllegalArgumentException("The Western Force has five creatures");
        }
        List<Slot> slots = new ArrayList<>();
        for (int i = 1; i <= Plan.SIZE; i++) {
            slots.add(Slot.of(Creature.of("Emu" + i)));
        }
        return new Force(WEST, Kind.WEST, new Plan(slots), Optional.empty(), numbers);
    }

    /** The creature in slot {@code n} for the battle: a listed creature, or the Combat Wizard's. */
    public Optional<Creature> creature(int n) {
        Slot s = plan.slot(n);
        if (s.creature().isPresent()) {
            return s.creature();
        }
        if (s.tactic().filter(t -> t == Tactic.COMBAT_WIZARD).isPresent()) {
            return Optional.of(new Creature(commander, underling.map(List::of).orElse(List.of())));
        }
        return Optional.empty();
    }

    /** The tactic this force used, with what it named (empty when none). */
    public Optional<Slot> tactic() {
        return plan.slots().stream().filter(s -> s.tactic().isPresent()).findFirst();
    }

    boolean uses(Tactic t) {
        return tactic().flatMap(Slot::tactic).filter(x -> x == t).isPresent();
    }
}
