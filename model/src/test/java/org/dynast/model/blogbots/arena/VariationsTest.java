package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.blogbots.arena.Arena.afterTurn;
import static org.dynast.model.blogbots.arena.Arena.bot;
import static org.dynast.model.blogbots.arena.Arena.entrant;
import static org.dynast.model.blogbots.arena.Arena.of;
import static org.dynast.model.blogbots.arena.Arena.placed;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.assertj.core.data.Offset;
import org.dynast.model.blogbots.bots.Part;
import org.junit.jupiter.api.Test;

/** The Configuration Variations (rule "Configuration") and House Bots, and the odds' arithmetic. */
class VariationsTest {

    /** Bumper sides: "When a Bot would go out of bounds, it is instead set to a random empty square, subtracts 20% Chassis condition, and becomes flipped." */
    @Test
    void bumperSides() {
        Configuration c = new Configuration(true, List.of(), null, null);
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move backwards 5 times"), 3, Facing.RIGHT,
                entrant(bot("Bix")), 16, Facing.LEFT, c, 4L);
        BotState ada = afterTurn(r, 1, "Ada");
        assertThat(ada.square()).isBetween(1, 19).isNotEqualTo(16);
        assertThat(ada.chassis()).isEqualTo(80);
        assertThat(ada.statuses()).containsExactly("Flipped");
        assertThat(r.ending()).isNotEqualTo(Ending.RING_OUT);
    }

    /** Trap panels: "When a Bot ends its turn on a trap panel it subtracts 5% from its Chassis and Engine, and gains a Status as follows: flip panels give Flipped, flame panels give Scorched, explosion panel gives Loose, and shock panel gives Scrambled." */
    @Test
    void trapPanels() {
        for (TrapPanel panel : TrapPanel.values()) {
            Configuration c = new Configuration(false, List.of(new Configuration.Trap(6, panel)), null, null);
            BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move forwards 2 times"), 4, Facing.RIGHT,
                    entrant(bot("Bix")), 16, Facing.LEFT, c, 1L);
            BotState ada = afterTurn(r, 1, "Ada");
            assertThat(ada.chassis()).isEqualTo(95);
            assertThat(ada.engine()).isEqualTo(95);
            assertThat(ada.statuses()).containsExactly(panel.status().word());
        }
        // passing over a panel does nothing: only ending the turn on it
        Configuration c = new Configuration(false, List.of(new Configuration.Trap(5, TrapPanel.FLAME)), null, null);
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move forwards 2 times"), 4, Facing.RIGHT,
                entrant(bot("Bix")), 16, Facing.LEFT, c, 1L);
        assertThat(afterTurn(r, 1, "Ada").chassis()).isEqualTo(100);
    }

    /** House bot: "The selected House Bot starts in square 10 ... The House Bot takes its turn second in each Round"; "A House Bot may not the the Winner of the Bout and is not considered for the purposes of any clause in the rule Ending a Bout." */
    @Test
    void houseBot() {
        Entrant house = new Entrant(bot("Sir Clank"), "If the current turn is 1 or more, move backwards 12 times", null, true);
        Configuration c = new Configuration(false, List.of(), house, Facing.RIGHT);
        BoutResult r = Arena.ENGINE.run(entrant(bot("Ada"), "If the current turn is 1 or more, block"),
                entrant(bot("Bix"), "If the current turn is 1 or more, block"), c, 3L);
        BoutEvent start = r.events().get(0);
        assertThat(start.bots().get(1).name()).isEqualTo("Sir Clank");
        assertThat(start.bots().get(1).square()).isEqualTo(10);
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(1).bot()).isEqualTo("Sir Clank");
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(1).turn()).isEqualTo(2);
        // Sir Clank walks out of bounds: no Ring-out, as a House Bot is not considered
        assertThat(r.ending()).isNotEqualTo(Ending.RING_OUT);
        assertThat(r.winnerName()).isIn("Ada", "Bix");
        // rounds count three turns
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(3).round()).isEqualTo(2);
    }

    /** "A trashed or defunct house bot is immediately removed from the bout" */
    @Test
    void trashedHouseBotIsRemoved() {
        Entrant house = new Entrant(bot("Sir Clank").withChassis(Part.chassis("Apex Systems X1500", 20)), "", null, true);
        Configuration c = new Configuration(false, List.of(), house, Facing.LEFT);
        Entrant axe = entrant(bot("Ada", "Axe"), "If the space in front of the Actor are occupied by an Opponent, use the following System: Axe",
                "If the current turn is 1 or more, move forwards 1 times");
        BoutResult r = Arena.ENGINE.run(axe, entrant(bot("Bix"), "If the current turn is 1 or more, block"), c, 2L);
        assertThat(of(r, BoutEvent.Kind.REMOVED)).hasSize(1);
        BoutEvent removed = of(r, BoutEvent.Kind.REMOVED).get(0);
        assertThat(Arena.state(removed, "Sir Clank").present()).isFalse();
    }

    /** A House Bot on square 10 that one Axe blow trashes (Chassis 20%), with no Script. */
    private static Entrant frailHouseBot() {
        return new Entrant(bot("Sir Clank").withChassis(Part.chassis("Apex Systems X1500", 20)), "", null, true);
    }

    /** Bix (Axe) on 11 facing left trashes the House Bot on 10 on turn 1; Ada (Nuclear) on 12 then moves into Bix. */
    private static BoutResult axeTheHouseBotThenShove(List<Configuration.Obstacle> obstacles, long seed) {
        Configuration c = new Configuration(false, List.of(), frailHouseBot(), Facing.RIGHT, obstacles);
        Entrant bix = entrant(bot("Bix", "Axe"),
                "If the space in front of the Actor are occupied by an Opponent, use the following System: Axe");
        Entrant ada = entrant(bot("Ada").withEngine(Part.engine("Nuclear", 100)),
                "If the current turn is 2, move forwards 3 times");
        return placed(bix, 11, Facing.LEFT, ada, 12, Facing.LEFT, c, seed);
    }

    /** House Bots: "A trashed or defunct house bot is immediately removed from the bout" — it takes no more turns and is drawn nowhere. */
    @Test
    void trashedHouseBotIsImmediatelyRemovedFromTheBout() {
        BoutResult r = axeTheHouseBotThenShove(List.of(), 1L);
        BoutEvent removed = of(r, BoutEvent.Kind.REMOVED).get(0);
        assertThat(removed.turn()).isEqualTo(1);
        int at = r.events().indexOf(removed);
        assertThat(r.events().subList(at, r.events().size()))
                .allSatisfy(e -> assertThat(Arena.state(e, "Sir Clank").present()).isFalse());
        assertThat(r.events()).noneMatch(e -> "Sir Clank".equals(e.bot()) && e.kind() == BoutEvent.Kind.TRIGGER);
        // the House Bot's turn is skipped: Ada's is turn 2
        assertThat(of(r, BoutEvent.Kind.SHOVE).get(0).turn()).isEqualTo(2);
    }

    /** House Bots: "if its current space does not have a physical obstacles (as defined in the configuration physical obstacles), then it gains a physical obstacle" */
    @Test
    void removedHouseBotsSpaceGainsAPhysicalObstacle() {
        Set<Boolean> sides = new HashSet<>();
        for (long seed = 0; seed < 12; seed++) {
            BoutResult r = axeTheHouseBotThenShove(List.of(), seed);
            List<BoutEvent> added = of(r, BoutEvent.Kind.OBSTACLE);
            assertThat(added).hasSize(1);
            BoutEvent e = added.get(0);
            // right after the removal, on the House Bot's square
            assertThat(r.events().get(r.events().indexOf(e) - 1).kind()).isEqualTo(BoutEvent.Kind.REMOVED);
            assertThat(e.obstacle().square()).isEqualTo(10);
            assertThat(e.text()).contains("square A " + (e.obstacle().above() ? "above" : "below"));
            sides.add(e.obstacle().above());
        }
        // above or below is drawn from the Bout's seeded random
        assertThat(sides).containsExactlyInAnyOrder(true, false);
    }

    /** House Bots: "... then it gains a physical obstacle and is handled as per that configuration" — Physical Obstacles: "the Opponent passes through a square that has another square above or below it, instead of being moved backwards, it is moved into one of the squares above or below it ... and is flipped, and then the Shove immediately ends." */
    @Test
    void addedObstacleIsHandledAsPerPhysicalObstacles() {
        BoutResult r = axeTheHouseBotThenShove(List.of(), 1L);
        BoutEvent added = of(r, BoutEvent.Kind.OBSTACLE).get(0);
        BotState bix = afterTurn(r, 2, "Bix");
        assertThat(bix.square()).isEqualTo(10);
        assertThat(bix.letter()).isEqualTo("A");
        assertThat(bix.statuses()).contains("Flipped");
        assertThat(of(r, BoutEvent.Kind.SHOVE).get(0).text()).endsWith("1 space, into obstacle square A");
        // the Shove ended: Ada did not follow
        assertThat(afterTurn(r, 2, "Ada").square()).isEqualTo(12);
        assertThat(added.obstacle()).isEqualTo(new Configuration.Obstacle(10, added.obstacle().above()));
    }

    /** House Bots: "if its current space does not have a physical obstacles ..." — a space that has one gains none; an added square takes the next letter (docs/rulings.md). */
    @Test
    void noObstacleIsAddedWhereOneExists() {
        BoutResult r = axeTheHouseBotThenShove(List.of(new Configuration.Obstacle(10, false),
                new Configuration.Obstacle(3, true)), 1L);
        assertThat(of(r, BoutEvent.Kind.REMOVED)).hasSize(1);
        assertThat(of(r, BoutEvent.Kind.OBSTACLE)).isEmpty();
        // the configuration's square below 10 (letter B, left to right) takes Bix
        assertThat(afterTurn(r, 2, "Bix").letter()).isEqualTo("B");

        // with squares elsewhere (A above 3, B below 12) the new square above or below 10 is C, not re-lettered
        BoutResult r2 = axeTheHouseBotThenShove(List.of(new Configuration.Obstacle(3, true),
                new Configuration.Obstacle(12, false)), 1L);
        assertThat(of(r2, BoutEvent.Kind.OBSTACLE).get(0).text()).contains("square C");
        assertThat(afterTurn(r2, 2, "Bix").letter()).isEqualTo("C");
    }

    private static final Configuration OBSTACLES = new Configuration(false, List.of(), null, null, List.of(
            new Configuration.Obstacle(12, true), new Configuration.Obstacle(12, false), new Configuration.Obstacle(5, true)));

    /** Physical Obstacles: "Label them with letters in alphabetical order from left to right, starting with A" */
    @Test
    void obstacleLetters() {
        assertThat(OBSTACLES.letter(5, 1)).isEqualTo('A');
        assertThat(OBSTACLES.letter(12, 1)).isEqualTo('B');
        assertThat(OBSTACLES.letter(12, -1)).isEqualTo('C');
        assertThat(OBSTACLES.letter(11, 1)).isEqualTo((char) 0);
    }

    /** Physical Obstacles: "If a Shove is taking place and, during the resolution of that Shove, the Opponent passes through a square that has another square above or below it, instead of being moved backwards, it is moved into one of the squares above or below it (at random if both are present) and is flipped, and then the Shove immediately ends." and "A Bot can only be shoved from a Square on the same row as itself." */
    @Test
    void obstacleShoveAndRows() {
        Entrant ada = entrant(bot("Ada").withEngine(Part.engine("Nuclear", 100)),
                "If the current turn is 1, move forwards 3 times", "If the current turn is 3, move forwards 3 times");
        BoutResult r = placed(ada, 10, Facing.RIGHT, entrant(bot("Bix")), 11, Facing.LEFT, OBSTACLES, 1L);
        BotState bix = afterTurn(r, 1, "Bix");
        assertThat(bix.square()).isEqualTo(12);
        assertThat(bix.letter()).isIn("B", "C");
        assertThat(bix.statuses()).containsExactly("Flipped");
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(10);
        // Ada moves along the numbered row under (or over) Bix: no Bump, no Shove
        assertThat(afterTurn(r, 3, "Ada").square()).isEqualTo(13);
        assertThat(afterTurn(r, 3, "Ada").letter()).isNull();
        assertThat(of(r, BoutEvent.Kind.BUMP)).isEmpty();
        // both squares are drawn over seeds
        Set<String> letters = new HashSet<>();
        for (long seed = 0; seed < 12; seed++) {
            letters.add(afterTurn(placed(ada, 10, Facing.RIGHT, entrant(bot("Bix")), 11, Facing.LEFT, OBSTACLES, seed),
                    1, "Bix").letter());
        }
        assertThat(letters).containsExactlyInAnyOrder("B", "C");
    }

    /** Physical Obstacles: "When a Bot is in a square that is labelled with a letter and moves forwards or backwards, and there isn't another lettered square that it can move into, it instead moves into the next numbered square in the direction of travel." BotScript: "If the Actor is in the space lettered X [or [earlier / later]]" */
    @Test
    void obstacleMovesAndLetteredTrigger() {
        Entrant ada = entrant(bot("Ada").withEngine(Part.engine("Nuclear", 100)), "If the current turn is 1, move forwards 3 times");
        Entrant bix = entrant(bot("Bix", "Inverter Driver"), "If the Actor is in the space lettered B or later, move backwards 2 times",
                "If the Actor is in the space numbered 14, turn to face the other way");
        BoutResult r = placed(ada, 10, Facing.RIGHT, bix, 11, Facing.LEFT, OBSTACLES, 1L);
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(1).line()).isEqualTo(1);
        BotState after = afterTurn(r, 2, "Bix");
        assertThat(after.square()).isEqualTo(14);
        assertThat(after.letter()).isNull();
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(3).line()).isEqualTo(2);
    }

    /** Configuration: "Randomly determine between zero and two Configuration Variations." */
    @Test
    void generatedConfigurations() {
        Random random = new Random(1);
        int[] counts = new int[4];
        for (int i = 0; i < 300; i++) {
            Configuration c = Configuration.generate(random, List.of(StandardBots.houseBot()));
            counts[c.variations().size()]++;
            if (c.houseBot() != null) {
                // "set the Condition of all of its components to 80%"
                assertThat(c.houseBot().bot().components()).allSatisfy(p -> assertThat(p.condition()).isEqualTo(80));
            }
            assertThat(c.traps().size()).isBetween(0, 3);
        }
        assertThat(counts[0]).isPositive();
        assertThat(counts[1]).isPositive();
        assertThat(counts[2]).isPositive();
        assertThat(counts[3]).isZero();
    }

    @Test
    void wilsonInterval() {
        double[] ci = Odds.wilson(50, 100);
        assertThat(ci[0]).isBetween(0.403, 0.404);
        assertThat(ci[1]).isBetween(0.596, 0.597);
        assertThat(Odds.wilson(0, 10)[0]).isZero();
        assertThat(Odds.wilson(10, 10)[1]).isCloseTo(1.0, Offset.offset(1e-9));
    }

    @Test
    void oddsDoNotDependOnThreads() throws Exception {
        Odds.Tally one = Odds.run(Arena.ENGINE, StandardBots.brawler(), StandardBots.skirmisher(), Configuration.standard(), 300, 9, 1);
        Odds.Tally two = Odds.run(Arena.ENGINE, StandardBots.brawler(), StandardBots.skirmisher(), Configuration.standard(), 300, 9, 2);
        assertThat(two).isEqualTo(one);
        assertThat(one.firstWins() + one.secondWins()).isEqualTo(300);
    }
}
