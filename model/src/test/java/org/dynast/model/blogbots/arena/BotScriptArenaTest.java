package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.blogbots.arena.Arena.afterTurn;
import static org.dynast.model.blogbots.arena.Arena.bot;
import static org.dynast.model.blogbots.arena.Arena.entrant;
import static org.dynast.model.blogbots.arena.Arena.of;
import static org.dynast.model.blogbots.arena.Arena.placed;

import java.util.List;
import org.dynast.model.blogbots.bots.Part;
import org.junit.jupiter.api.Test;

/** BotScript Triggers and Reactions as a Bout reads them. Ada acts on odd turns, Bix on even. */
class BotScriptArenaTest {

    private static final String ALM = "Advanced Logic Module";

    private static List<Integer> lines(BoutResult r, String bot, int count) {
        return of(r, BoutEvent.Kind.TRIGGER).stream().filter(e -> e.bot().equals(bot)).limit(count)
                .map(BoutEvent::line).toList();
    }

    /** "If the X space(s) [in front of / behind the] Actor are empty…" and "If [the space / any of the X spaces] ... are occupied by an Opponent…" */
    @Test
    void spacesEmptyAndOccupied() {
        Entrant ada = entrant(bot("Ada"),
                "If any of the 4 spaces in front of the Actor are occupied by an Opponent, turn to face the other way",
                "If the 3 spaces in front of the Actor are empty, block",
                "If the space behind the Actor are occupied by an Opponent, evade");
        BoutResult r = placed(ada, 9, Facing.RIGHT, entrant(bot("Bix")), 13, Facing.LEFT);
        assertThat(lines(r, "Ada", 3)).containsExactly(1, 2, 2);
    }

    /** "If the current [turn / round] number is [odd / even]..." and "If the Actor is in the space numbered X [or [higher / lower]]..." */
    @Test
    void parityAndSpaceNumbered() {
        Entrant bix = entrant(bot("Bix"), "If the Actor is in the space numbered 17 or higher, turn to face the other way",
                "If the current round number is even, move backwards 1 times", "If the current turn number is even, block");
        BoutResult r = placed(entrant(bot("Ada")), 4, Facing.RIGHT, bix, 16, Facing.LEFT);
        // round 1: block; round 2: back to 17; round 3: at 17, turn
        assertThat(lines(r, "Bix", 3)).containsExactly(3, 2, 1);
    }

    /** "If the [first / second / ...] closest Opponent [has / does not have] Z…" (a System) and "... is evading…" */
    @Test
    void opponentSystemAndEvading() {
        Entrant ada = entrant(bot("Ada"), "If the first closest Opponent is evading, turn to face the other way",
                "If the second closest Opponent has Axe, block", "If the closest Opponent does not have Ram, evade");
        Entrant bix = entrant(bot("Bix", "Axe"), "If the current turn is 2, evade");
        BoutResult r = placed(ada, 4, Facing.RIGHT, bix, 16, Facing.LEFT);
        // "the closest valid ordinal to that ordinal is used": the second closest is the first
        assertThat(lines(r, "Ada", 2)).containsExactly(2, 1);
    }

    /** Advanced: "If [the Actor's / Y's] [chassis / engine / exposed System] has a Condition that is [greater than / less than / equal to] X" */
    @Test
    void conditionTrigger() {
        Entrant ada = entrant(bot("Ada", ALM), "If Bix's chassis has a Condition that is less than 50%, block",
                "If the Actor's exposed System has a Condition that is equal to 100%, evade");
        BoutResult r = placed(ada, 4, Facing.RIGHT, entrant(bot("Bix").withChassis(Part.chassis("Apex Systems X1500", 40))),
                16, Facing.LEFT);
        assertThat(lines(r, "Ada", 1)).containsExactly(1);
        BoutResult healthy = placed(ada, 4, Facing.RIGHT, entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(lines(healthy, "Ada", 1)).containsExactly(2);
    }

    /** Advanced: "If line #X of this script was the trigger that took effect in the Actor's most recent round preceding this one" */
    @Test
    void lineTookEffect() {
        Entrant ada = entrant(bot("Ada", ALM), "If line #2 of this script was the trigger that took effect in the Actor's most recent round preceding this one, block",
                "If the current turn is 1 or more, turn to face the other way");
        BoutResult r = placed(ada, 4, Facing.RIGHT, entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(lines(r, "Ada", 4)).containsExactly(2, 1, 2, 1);
    }

    /** Advanced: "If on the Opponent's last turn they uses system X" */
    @Test
    void opponentUsedSystem() {
        Entrant ada = entrant(bot("Ada", ALM), "If on the Opponent's last turn they uses system Howitzer, block",
                "If the current turn is 1 or more, turn to face the other way");
        Entrant bix = entrant(bot("Bix", "Howitzer"), "If the current turn is 2, use the following System: Howitzer");
        BoutResult r = placed(ada, 4, Facing.RIGHT, bix, 16, Facing.LEFT);
        assertThat(lines(r, "Ada", 3)).containsExactly(2, 1, 2);
    }

    /** "...then Move X spaces [toward / away from] the bot that inflicted Z status." and "...then Use system Y the bot that inflicted Z status." */
    @Test
    void inflicterReactions() {
        Entrant bix = entrant(bot("Bix", "Axe"), "If the Actor has Loose, then Move 2 spaces away from the bot that inflicted Loose status");
        BoutResult r = placed(entrant(bot("Ada", "Pincers"), "If the current turn is 1, use the following System: Pincers"),
                9, Facing.RIGHT, bix, 10, Facing.LEFT);
        assertThat(afterTurn(r, 2, "Bix").square()).isEqualTo(12);
        assertThat(afterTurn(r, 2, "Bix").facing()).isEqualTo(Facing.LEFT);
    }

    /** Scrambled: "the Announcer separately randomises the order of its Script's Triggers and Reactions. When it ceases to be Scrambled its Triggers and Reactions regain their standard order." */
    @Test
    void scrambledPairsTriggersWithOtherReactions() {
        Entrant ada = entrant(bot("Ada", "Signal Jammer"), "If the current turn is 1, use the following System: Signal Jammer");
        Entrant bix = entrant(bot("Bix"), "If the current turn is 1 or more, turn to face the other way",
                "If the current turn is 1 or more, block", "If the current turn is 1 or more, evade");
        boolean mixed = false;
        for (long seed = 0; seed < 10 && !mixed; seed++) {
            BoutResult r = placed(ada, 4, Facing.RIGHT, bix, 16, Facing.LEFT, Configuration.standard(), seed);
            for (BoutEvent e : of(r, BoutEvent.Kind.TRIGGER)) {
                if (e.bot().equals("Bix") && e.turn() <= 6 && !e.text().endsWith("turn to face the other way")
                        && e.line() == 1) {
                    mixed = true; // line 1's Trigger with another line's Reaction
                }
            }
            assertThat(of(r, BoutEvent.Kind.TRIGGER).stream().filter(e -> e.bot().equals("Bix") && e.turn() > 8)
                    .allMatch(e -> e.line() == 1 && e.text().endsWith("turn to face the other way"))).isTrue();
        }
        assertThat(mixed).isTrue();
    }

    /** House Bot Triggers: "If [the space / any of the X spaces] ... are occupied by a House Bot…" */
    @Test
    void houseBotTriggers() {
        Entrant house = new Entrant(bot("Sir Clank"), "", null, true);
        Entrant ada = entrant(bot("Ada"), "If any of the 6 spaces in front of the Actor are occupied by a Bot that is not a House Bot, block",
                "If any of the 6 spaces in front of the Actor are occupied by a House Bot, evade");
        BoutResult r = Arena.ENGINE.run(ada, entrant(bot("Bix")), new Configuration(false, List.of(), house, Facing.LEFT), 1L);
        BoutEvent first = of(r, BoutEvent.Kind.TRIGGER).stream().filter(e -> e.bot().equals("Ada")).findFirst().orElseThrow();
        assertThat(first.line()).isEqualTo(2);
    }

    /**
     * "...bypass forwards X times" / "...move backwards X times" with X = 2147483647 (issue 13): "The spaces 1 to 19
     * are considered In Bounds", so the Bot goes as far as it can go, and the Bout ends with a Winner, never a crash.
     */
    @Test
    void hugeCountsFinishTheBout() {
        String[][] scripts = {
            {"If the current turn is 1 or more, bypass forwards 2147483647 times"},
            {"If the current turn is 1 or more, move backwards 2147483647 times"},
            {"If the current turn is 1 or more, move forwards 2147483647 times"},
            {"If the current turn is 1 or more, move forwards 3000000000 times"},
            {"If the current turn is 1 or more, then move 2147483647 times towards opponent Ada"},
            {"If the 2147483647 spaces in front of the Actor are empty, move forwards 2147483647 times",
                "If any of the 2147483647 spaces behind the Actor are occupied by an Opponent, block",
                "If the current turn is 1 or more, bypass backwards 2147483647 times"},
        };
        for (String[] x : scripts) {
            for (String[] y : scripts) {
                BoutResult r = placed(entrant(bot("Ada"), x), 4, Facing.RIGHT, entrant(bot("Bix"), y), 16, Facing.LEFT);
                assertThat(r.winnerName()).as(x[0] + " / " + y[0]).isIn("Ada", "Bix");
            }
        }
        BoutResult r = placed(entrant(bot("Ada", "Springloaded Treads"), scripts[0]), 4, Facing.RIGHT,
                entrant(bot("Bix"), scripts[1]), 16, Facing.LEFT);
        assertThat(r.winnerName()).isIn("Ada", "Bix");
    }
    /**
     * Advanced: "If [the Actor's / Y's] [chassis / engine / exposed System] has a Condition that is [...] X" and
     * "... then move X times towards opponent Y", "where ... Y is the name of a single Opponent that is a current
     * participant in the same Bout as the Actor" (issue 14): a Bout reads its Scripts knowing its entrants' and House
     * Bot's names, so names of several words and apostrophes are read whole.
     */
    @Test
    void opponentsAreNamedAsTheBoutsBotsAreNamed() {
        Entrant clank = entrant(bot("Sir Clank", ALM),
                "If The Gate Keeper's chassis has a Condition that is less than 90%, block",
                "If the current turn is 1 or more, then move 2 times towards opponent O'Malley Mk 2");
        Entrant malley = entrant(bot("O'Malley Mk 2"), "If the current turn is 1 or more, block");
        BoutResult alone = placed(clank, 4, Facing.RIGHT, malley, 16, Facing.LEFT);
        // The Gate Keeper is not in this Bout, so its line is ignored and the move is the Script's line #1
        assertThat(lines(alone, "Sir Clank", 1)).containsExactly(1);
        assertThat(afterTurn(alone, 1, "Sir Clank").square()).isEqualTo(6);

        Entrant keeper = entrant(bot("The Gate Keeper").withChassis(Part.chassis("Apex Systems X1500", 80)),
                "If the current turn is 1 or more, block");
        BoutResult withHouse = placed(clank, 4, Facing.RIGHT, malley, 16, Facing.LEFT,
                new Configuration(false, List.of(), keeper, Facing.LEFT), 1L);
        assertThat(of(withHouse, BoutEvent.Kind.TRIGGER).get(0).text()).contains("The Gate Keeper's chassis");
        assertThat(afterTurn(withHouse, 1, "Sir Clank").blocking()).isTrue();
        assertThat(afterTurn(withHouse, 1, "Sir Clank").square()).isEqualTo(4);
    }

    /** An entrant prepared without the names in play has its Script read again with the Bout's names when it runs. */
    @Test
    void aScriptPreparedWithoutTheNamesIsReadWithTheBoutsNames() {
        Entrant clank = entrant(bot("Sir Clank", ALM),
                "If the current turn is 1 or more, then move 2 times towards opponent O'Malley Mk 2");
        BoutEngine.Prepared alone = Arena.ENGINE.prepare(clank);
        assertThat(alone.report().lines()).isEmpty(); // "O'Malley" is read as one word, and "Mk 2" cannot be read
        BoutEngine.Prepared malley = Arena.ENGINE.prepare(entrant(bot("O'Malley Mk 2"), "If the current turn is 1 or more, block"));
        BoutResult r = Arena.ENGINE.run(alone, malley, Configuration.standard(), 7L, true);
        assertThat(lines(r, "Sir Clank", 1)).containsExactly(1);
        assertThat(Arena.ENGINE.prepare(clank, BoutEngine.namesInPlay(clank, malley.entrant(), null)).report().lines())
                .hasSize(1);
    }
}
