package org.dynast.model.blogbots.arena;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * A Bout's Configuration (rule "Configuration"): the row of squares 1 to 19 In Bounds plus the
 * Configuration Variations drawn for it.
 *
 * @param bumperSides "When a Bot would go out of bounds, it is instead set to a random empty square,
 *                    subtracts 20% Chassis condition, and becomes flipped."
 * @param traps       trap panels, each on a square
 * @param houseBot    the House Bot drawn ("starts in square 10, facing in a random direction"), or null
 * @param houseFacing the House Bot's facing, or null for none
 */
public record Configuration(boolean bumperSides, List<Trap> traps, Entrant houseBot, Facing houseFacing,
                            List<Obstacle> obstacles) {

    /** A trap panel on a square. */
    public record Trap(int square, TrapPanel panel) {
    }

    /** Physical Obstacles: a square added above (or below) the numbered square {@code square}. */
    public record Obstacle(int square, boolean above) {
    }

    public Configuration(boolean bumperSides, List<Trap> traps, Entrant houseBot, Facing houseFacing) {
        this(bumperSides, traps, houseBot, houseFacing, List.of());
    }

    public Configuration {
        traps = traps == null ? List.of() : List.copyOf(traps);
        // "Label them with letters in alphabetical order from left to right, starting with A" (above first)
        obstacles = obstacles == null ? List.of() : obstacles.stream().distinct()
                .sorted(Comparator.comparingInt(Obstacle::square).thenComparing(o -> !o.above())).toList();
        if (obstacles.size() > 6) {
            throw new IllegalArgumentException("Physical Obstacles add between 2 and 6 squares, not " + obstacles.size()
                    + ".");
        }
        for (Obstacle o : obstacles) {
            if (o.square() < 1 || o.square() > 19) {
                throw new IllegalArgumentException("An obstacle square is above or below a square from 1 to 19, not "
                        + o.square() + ".");
            }
        }
        if (houseBot != null && !houseBot.houseBot()) {
            houseBot = new Entrant(houseBot.bot(), houseBot.script(), houseBot.operator(), true);
        }
        if (houseBot != null && houseFacing == null) {
            houseFacing = Facing.LEFT;
        }
        for (Trap t : traps) {
            if (t.square() < 1 || t.square() > 19) {
                throw new IllegalArgumentException("A trap panel is on a square from 1 to 19, not " + t.square() + ".");
            }
        }
    }

    /** "a single row of infinite squares, with those numbered from 1 on the left to 19 at the right being in bounds" */
    public static Configuration standard() {
        return new Configuration(false, List.of(), null, null, List.of());
    }

    @JsonIgnore
    public boolean isStandard() {
        return !bumperSides && traps.isEmpty() && houseBot == null && obstacles.isEmpty();
    }

    /** The letter of the square above ({@code row} 1) or below ({@code row} -1) {@code square}, or 0 if none. */
    public char letter(int square, int row) {
        for (int i = 0; i < obstacles.size(); i++) {
            Obstacle o = obstacles.get(i);
            if (o.square() == square && (o.above() ? 1 : -1) == row) {
                return (char) ('A' + i);
            }
        }
        return 0;
    }

    /** The panel on {@code square}, or null. */
    public TrapPanel trapAt(int square) {
        for (Trap t : traps) {
            if (t.square() == square) {
                return t.panel();
            }
        }
        return null;
    }

    /** The names of the variations in this configuration, for a summary, the House Bot where it starts: square 10. */
    public List<String> variations() {
        return variations(10, houseFacing);
    }

    /**
     * The names of the variations, for a summary of a Bout whose House Bot starts on {@code houseSquare} facing
     * {@code facing} (a bout setup may place it elsewhere than "square 10").
     */
    public List<String> variations(int houseSquare, Facing facing) {
        List<String> out = new ArrayList<>();
        if (bumperSides) {
            out.add("Bumper sides");
        }
        if (!traps.isEmpty()) {
            out.add("Trap panels " + traps.stream().map(t -> t.panel().name().toLowerCase(Locale.ROOT)
                    + "@" + t.square()).toList());
        }
        if (!obstacles.isEmpty()) {
            StringBuilder sb = new StringBuilder("Physical Obstacles");
            for (int i = 0; i < obstacles.size(); i++) {
                sb.append(i == 0 ? " " : ", ").append((char) ('A' + i)).append(obstacles.get(i).above() ? " above " : " below ")
                        .append(obstacles.get(i).square());
            }
            out.add(sb.toString());
        }
        if (houseBot != null) {
            out.add("House bot " + houseBot.name() + " at " + houseSquare + " facing "
                    + (facing == null ? houseFacing : facing).name().toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /** Configuration "House bot": the House Bot with "the Condition of all of its components" set to 80%. */
    public static Entrant atEighty(Entrant e) {
        var bot = e.bot().withEngine(e.bot().engine().withCondition(80))
                .withChassis(e.bot().chassis().withCondition(80))
                .withSystems(e.bot().systems().stream().map(p -> p.withCondition(80)).toList());
        return new Entrant(bot, e.script(), null, true);
    }

    /**
     * "Randomly determine between zero and two Configuration Variations" (Bumper sides, Trap panels,
     * Physical Obstacles, House bot when {@code houseBots} is not empty), drawn from {@code random}.
     * A House Bot drawn has "the Condition of all of its components" set to 80%.
     */
    public static Configuration generate(Random random, List<Entrant> houseBots) {
        List<Integer> kinds = new ArrayList<>(List.of(0, 1, 3));
        if (!houseBots.isEmpty()) {
            kinds.add(2);
        }
        int count = random.nextInt(3);
        boolean bumpers = false;
        List<Trap> traps = new ArrayList<>();
        Entrant house = null;
        Facing facing = null;
        List<Obstacle> obstacles = new ArrayList<>();
        for (int i = 0; i < count && !kinds.isEmpty(); i++) {
            int kind = kinds.remove(random.nextInt(kinds.size()));
            switch (kind) {
                case 0 -> bumpers = true;
                case 3 -> {
                    int n = 2 + random.nextInt(5);
                    while (obstacles.size() < n) {
                        Obstacle o = new Obstacle(1 + random.nextInt(19), random.nextBoolean());
                        if (!obstacles.contains(o)) {
                            obstacles.add(o);
                        }
                    }
                }
                case 1 -> {
                    int n = 1 + random.nextInt(3);
                    while (traps.size() < n) {
                        int square = 1 + random.nextInt(19);
                        if (traps.stream().noneMatch(t -> t.square() == square)) {
                            traps.add(new Trap(square, TrapPanel.values()[random.nextInt(4)]));
                        }
                    }
                }
                default -> {
                    house = atEighty(houseBots.get(random.nextInt(houseBots.size())));
                    facing = random.nextBoolean() ? Facing.LEFT : Facing.RIGHT;
                }
            }
        }
        return new Configuration(bumpers, traps, house, facing, obstacles);
    }
}
