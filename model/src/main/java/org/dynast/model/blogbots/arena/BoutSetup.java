package org.dynast.model.blogbots.arena;

import java.util.List;
import java.util.Objects;

/**
 * Everything a Bout starts from (issue 14, "bout setup file"): the two Operators' Bots, the Configuration (with
 * its House Bot, trap panels, Physical Obstacles and Bumper sides), where each Bot starts and faces, the turn to
 * start from and the seed. The Conditions are the Bots' own. With no placements the Bout starts as "The Arena" says
 * (squares 4 and 16, drawn or forced by a Nox Tank or Ablative Plating); with placements the Bot further left takes
 * the first turn, unless {@code next} names the Bot whose turn {@code turn} is. A Bout that starts after turn 1 is
 * already under way: Nox Tanks do not drop again, and after turn 60 it is in Sudden Death.
 *
 * <p>The file form is {@link BoutSetupFile}.
 *
 * @param firstAt  where {@code first} starts, or null for the standard start (then {@code secondAt} is null too)
 * @param houseAt  where the House Bot starts, or null for square 10 facing the Configuration's House Bot facing
 * @param resume   for a Bout saved between two turns ("start from here"): what else it carries (Tokens, Shock
 *                 damage, the generator's state, ...), or null
 */
public record BoutSetup(Entrant first, Entrant second, Configuration configuration, long seed, Placement firstAt,
                        Placement secondAt, Placement houseAt, int turn, String next, BoutResume resume) {

    public BoutSetup(Entrant first, Entrant second, Configuration configuration, long seed, Placement firstAt,
                     Placement secondAt, Placement houseAt, int turn, String next) {
        this(first, second, configuration, seed, firstAt, secondAt, houseAt, turn, next, null);
    }

    /**
     * A Bot's place at the start: its square, facing, the obstacle row (1 above, -1 below, 0 the numbered row),
     * whether it is evading, its Tally so far and its Statuses ("Flipped", "Scorched", "Loose", "Scrambled",
     * "Anchored NAME").
     */
    public record Placement(int square, Facing facing, int row, boolean evading, int tally, List<String> statuses) {
        public Placement {
            Objects.requireNonNull(facing, "facing");
            statuses = statuses == null ? List.of() : List.copyOf(statuses);
        }

        public static Placement at(int square, Facing facing) {
            return new Placement(square, facing, 0, false, 0, List.of());
        }
    }

    public BoutSetup {
        Objects.requireNonNull(first, "first");
        Objects.requireNonNull(second, "second");
        configuration = configuration == null ? Configuration.standard() : configuration;
        if ((firstAt == null) != (secondAt == null)) {
            throw new IllegalArgumentException("Place both Bots or neither.");
        }
        if (turn < 1) {
            throw new IllegalArgumentException("Turns start at 1, not " + turn + ".");
        }
    }

    /** A Bout as "The Arena" starts it. */
    public static BoutSetup of(Entrant first, Entrant second, Configuration configuration, long seed) {
        return new BoutSetup(first, second, configuration, seed, null, null, null, 1, null);
    }

    /** A Bout with the two Bots placed, from turn 1. */
    public static BoutSetup placed(Entrant first, Placement firstAt, Entrant second, Placement secondAt,
                                   Configuration configuration, long seed) {
        return new BoutSetup(first, second, configuration, seed, firstAt, secondAt, null, 1, null);
    }

    public boolean isPlaced() {
        return firstAt != null;
    }

    public BoutSetup withResume(BoutResume r) {
        return new BoutSetup(first, second, configuration, seed, firstAt, secondAt, houseAt, turn, next, r);
    }

}
