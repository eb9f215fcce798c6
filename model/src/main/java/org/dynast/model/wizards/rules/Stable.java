package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

/**
 * "Each wizard has a Stable, which is a list of up to five creatures, tracked in the GNDT as a semicolon
 * separated list." Written "Winged Horse; Giant Emu". A Stable holds at most one Spectral creature.
 */
public record Stable(List<Creature> creatures) {

    public static final int MAX = 5;
    static final String RULE = "Stable";
    static final String UP_TO_FIVE = "\"Each wizard has a Stable, which is a list of up to five creatures\"";
    static final String ONE_SPECTRAL = "\"A Stable cannot contain more than one Spectral Creature.\"";

    public Stable {
        creatures = List.copyOf(creatures);
        if (creatures.size() > MAX) {
            throw new IllegalArgumentException("A Stable holds up to five creatures, not " + creatures.size());
        }
        if (creatures.stream().filter(c -> c.has(Quality.SPECTRAL)).count() > 1) {
            throw new IllegalArgumentException("A Stable cannot contain more than one Spectral Creature");
        }
    }

    public static Stable empty() {
        return new Stable(List.of());
    }

    public static Stable of(Creature... creatures) {
        return new Stable(List.of(creatures));
    }

    /** Reads the GNDT's semicolon separated list; blank is an empty Stable. */
    public static Outcome<Stable> parse(String text) {
        if (text == null || text.isBlank()) {
            return Outcome.of(empty());
        }
        String[] parts = text.split(";", -1);
        List<Creature> out = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].isBlank()) {
                if (i == parts.length - 1 && i > 0) {
                    continue; // a trailing ";"
                }
                return Outcome.refused(RULE, "Creature " + (i + 1) + " of the Stable \"" + text.trim()
                        + "\" is empty: the Stable is a semicolon separated list of creatures.");
            }
            Outcome<Creature> c = Creature.parse(parts[i]);
            if (c.refused()) {
                return Outcome.refused(RULE, "Creature " + (i + 1) + " of the Stable: " + c.reason().get());
            }
            out.add(c.orThrow());
        }
        if (out.size() > MAX) {
            return Outcome.refused(RULE, "The Stable \"" + text.trim() + "\" lists " + out.size()
                    + " creatures: " + UP_TO_FIVE + ".");
        }
        if (out.stream().filter(c -> c.has(Quality.SPECTRAL)).count() > 1) {
            return Outcome.refused(RULE, "The Stable \"" + text.trim() + "\" holds two Spectral creatures: "
                    + ONE_SPECTRAL);
        }
        return Outcome.of(new Stable(out));
    }

    /** The GNDT's wording: creatures separated by "; ". */
    public String write() {
        return creatures.stream().map(Creature::wording).collect(Collectors.joining("; "));
    }

    public int size() {
        return creatures.size();
    }

    public boolean isEmpty() {
        return creatures.isEmpty();
    }

    public boolean full() {
        return creatures.size() >= MAX;
    }

    public Creature get(int index) {
        return creatures.get(index);
    }

    public boolean hasSpectral() {
        return creatures.stream().anyMatch(c -> c.has(Quality.SPECTRAL));
    }

    public boolean hasGaudy() {
        return creatures.stream().anyMatch(c -> c.has(Quality.GAUDY));
    }

    /** The index of the first creature Equivalent to {@code c}, if any. */
    public OptionalInt indexOfEquivalent(Creature c) {
        for (int i = 0; i < creatures.size(); i++) {
            if (creatures.get(i).equivalent(c)) {
                return OptionalInt.of(i);
            }
        }
        return OptionalInt.empty();
    }

    /** This Stable without the creature at {@code index}. */
    public Stable without(int index) {
        List<Creature> rest = new ArrayList<>(creatures);
        rest.remove(index);
        return new Stable(rest);
    }

    /**
     * Adds {@code creature}, first removing the creature at {@code removeIndex} if given: "When a wizard
     * adds a creature to their stable, they may remove a creature from their stable." The owner may not
     * remove a Spectral creature ("nor can it be removed from a Stable by the owner of that Stable") nor one
     * listed for an open campaign ({@code locked}, "cannot be removed from their Stable ... until the closing
     * of the campaign"); a full Stable needs a removal; a second Spectral creature is refused.
     */
    public Outcome<Placement> place(Creature creature, OptionalInt removeIndex, Collection<Creature> locked) {
        Stable base = this;
        Optional<Creature> removed = Optional.empty();
        if (removeIndex.isPresent()) {
            Outcome<Stable> r = removing(removeIndex.getAsInt(), locked);
            if (r.refused()) {
                return Outcome.refused(r.refusal().get());
            }
            removed = Optional.of(creatures.get(removeIndex.getAsInt()));
            base = r.orThrow();
        }
        if (base.full()) {
            return Outcome.refused(RULE, "The Stable already holds five creatures, so " + creature.wording()
                    + " can only be added by removing one: " + UP_TO_FIVE + ".");
        }
        if (creature.has(Quality.SPECTRAL) && base.hasSpectral()) {
            return Outcome.refused(RULE, creature.wording() + " is Spectral and the Stable already holds a"
                    + " Spectral creature: " + ONE_SPECTRAL);
        }
        List<Creature> more = new ArrayList<>(base.creatures);
        more.add(creature);
        return Outcome.of(new Placement(new Stable(more), removed));
    }

    /** Removes the creature at {@code index} by its owner's choice, or refuses (Spectral, campaign lock). */
    public Outcome<Stable> removing(int index, Collection<Creature> locked) {
        if (index < 0 || index >= creatures.size()) {
            return Outcome.refused(RULE, "The Stable has no creature " + (index + 1) + " (it holds "
                    + creatures.size() + ").");
        }
        Creature c = creatures.get(index);
        if (c.has(Quality.SPECTRAL)) {
            return Outcome.refused(RULE, c.wording() + " is Spectral: \"A Spectral Creature cannot be selected as"
                    + " Stock, nor can it be removed from a Stable by the owner of that Stable.\"");
        }
        if (lockedCount(locked, c) > 0 && lockedCount(locked, c) >= countEquivalent(c)) {
            return Outcome.refused(RULE, c.wording() + " is listed for the open campaign: \"Any creature thus"
                    + " listed cannot be removed from their Stable or used by the participating Wizard (such as"
                    + " in a duel or a campaign) until the closing of the campaign.\"");
        }
        return Outcome.of(without(index));
    }

    /** How many of this Stable's creatures are Equivalent to {@code c}. */
    public int countEquivalent(Creature c) {
        return (int) creatures.stream().filter(c::equivalent).count();
    }

    static int lockedCount(Collection<Creature> locked, Creature c) {
        return (int) locked.stream().filter(c::equivalent).count();
    }

    /** A Stable after a creature was placed in it, and the creature removed to make room, if any. */
    public record Placement(Stable stable, Optional<Creature> removed) {
    }

    @Override
    public String toString() {
        return write();
    }
}
