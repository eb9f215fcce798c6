package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.blogbots.arena.Arena.after;
import static org.dynast.model.blogbots.arena.Arena.afterTurn;
import static org.dynast.model.blogbots.arena.Arena.bot;
import static org.dynast.model.blogbots.arena.Arena.entrant;
import static org.dynast.model.blogbots.arena.Arena.of;
import static org.dynast.model.blogbots.arena.Arena.placed;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Part;
import org.junit.jupiter.api.Test;

/** The rules "The Arena", "Ending a Bout", "BotScript" (running a Script, moving, bumping, bypassing), "When Push Comes to Shove" and "Scratch Damage". */
class ArenaRulesTest {

    private static final String FORWARD_3 = "If the current turn is 1 or more, move forwards 3 times";

    /** The Arena: "one bot is placed in space 4 and the other bot in space 16, both facing each other." */
    @Test
    void theArenaStartSquaresAndFacing() {
        Set<String> lefts = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            BoutResult r = Arena.ENGINE.run(entrant(bot("Ada")), entrant(bot("Bix")), Configuration.standard(), seed);
            BoutEvent start = r.events().get(0);
            assertThat(start.kind()).isEqualTo(BoutEvent.Kind.START);
            assertThat(start.bots().get(0).square()).isEqualTo(4);
            assertThat(start.bots().get(0).facing()).isEqualTo(Facing.RIGHT);
            assertThat(start.bots().get(1).square()).isEqualTo(16);
            assertThat(start.bots().get(1).facing()).isEqualTo(Facing.LEFT);
            lefts.add(start.bots().get(0).name());
        }
        // "the bots are randomly assigned to one of two starting locations"
        assertThat(lefts).containsExactlyInAnyOrder("Ada", "Bix");
    }

    /** The Arena: "the Announcer runs the Script of each Bot in turn, starting with the Bot on the left." */
    @Test
    void theArenaLeftBotGoesFirst() {
        BoutResult r = placed(entrant(bot("Bix"), FORWARD_3), 12, Facing.LEFT, entrant(bot("Ada"), FORWARD_3), 2, Facing.RIGHT);
        BoutEvent first = of(r, BoutEvent.Kind.TRIGGER).get(0);
        assertThat(first.bot()).isEqualTo("Ada");
        assertThat(first.turn()).isEqualTo(1);
    }

    /** The Arena: "Each time X turns have passed since the last time the current round increased ... the current round increases by 1. Both turns and rounds start at 1 in a bout." */
    @Test
    void theArenaTurnsAndRounds() {
        String turn = "If the current turn is 1 or more, turn to face the other way";
        BoutResult r = placed(entrant(bot("Ada"), turn), 4, Facing.RIGHT, entrant(bot("Bix"), turn), 16, Facing.LEFT);
        var triggers = of(r, BoutEvent.Kind.TRIGGER);
        assertThat(triggers.subList(0, 5)).extracting(BoutEvent::turn).containsExactly(1, 2, 3, 4, 5);
        assertThat(triggers.subList(0, 5)).extracting(BoutEvent::round).containsExactly(1, 1, 2, 2, 3);
    }

    /** BotScript: "the Announcer reads through its list from top to bottom until they find a Trigger which is true ... and its corresponding Reaction is Resolvable". */
    @Test
    void botScriptFirstTrueTriggerWithResolvableReaction() {
        Entrant a = entrant(bot("Ada", "Axe"),
                "If the current turn is 5 or more, turn to face the other way",
                "If the current turn is 1, use the following System: Flipper", // not Resolvable: Ada has no Flipper
                "If the current turn is 1, block",
                "If the current turn is 1, evade");
        BoutResult r = placed(a, 4, Facing.RIGHT, entrant(bot("Bix")), 16, Facing.LEFT);
        BoutEvent first = of(r, BoutEvent.Kind.TRIGGER).get(0);
        assertThat(first.line()).isEqualTo(3);
        assertThat(first.text()).contains("block");
    }

    /** BotScript: "If they reach the end of the Script and no Triggers are true, nothing happens as a result." */
    @Test
    void botScriptNoTrueTrigger() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 99, evade"), 4, Facing.RIGHT,
                entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(r.events().get(1).kind()).isEqualTo(BoutEvent.Kind.NO_TRIGGER);
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(4);
    }

    /** BotScript: "...move forwards X times" and "...move backwards X times" (backwards keeps the facing). */
    @Test
    void botScriptMoveForwardsAndBackwards() {
        BoutResult r = placed(entrant(bot("Ada"), FORWARD_3), 4, Facing.RIGHT,
                entrant(bot("Bix"), "If the current turn is 1 or more, move backwards 2 times"), 16, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(7);
        assertThat(afterTurn(r, 2, "Bix").square()).isEqualTo(18);
        assertThat(afterTurn(r, 2, "Bix").facing()).isEqualTo(Facing.LEFT);
    }

    /** BotScript: "...turn to face the other way" */
    @Test
    void botScriptTurn() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, turn to face the other way"), 4,
                Facing.RIGHT, entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Ada").facing()).isEqualTo(Facing.LEFT);
    }

    /** BotScript: "if a move reaction would take the Bot into an occupied space, the Bot remains in its position instead and takes Scratch Damage. If the occupied space was occupied by a Bot, that Bot also takes Scratch Damage." */
    @Test
    void botScriptBumping() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move forwards 6 times"), 4, Facing.RIGHT,
                entrant(bot("Bix")), 8, Facing.LEFT);
        BotState ada = afterTurn(r, 1, "Ada");
        BotState bix = afterTurn(r, 1, "Bix");
        assertThat(of(r, BoutEvent.Kind.BUMP)).hasSize(1);
        assertThat(ada.square()).isEqualTo(7); // ruling: it moves until the occupied space, then remains
        assertThat(ada.chassis()).isEqualTo(99);
        assertThat(bix.chassis()).isEqualTo(99);
        assertThat(ada.tally()).isZero(); // Scratch Damage does not count towards a Tally
    }

    /** Scratch Damage: "losing 1 condition percentage point from its frontmost system, or its chassis if it has no frontmost system." (Systems at 0% are skipped.) */
    @Test
    void scratchDamageFrontmostSystem() {
        Bot bix = bot("Bix").withSystems(List.of(Part.system("Plate", 0), Part.system("Grinder", 50),
                Part.system("Axe", 100)));
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move forwards 6 times"), 4, Facing.RIGHT,
                entrant(bix), 8, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").systems()).containsExactly(0, 49, 100);
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(100);
    }

    /** When Push Comes to Shove: "When an actor has an opponent in a space adjacent to it and and its reaction is to move into or beyond that opponent's space ... a Shove occurs." and "For every 50 that the Shove Power of the Actor exceeds the Shove Power of the Opponent, both ... move ... up to the number of spaces the Actor's script stated" */
    @Test
    void shoveByPowerUpToStatedSpaces() {
        Bot nuclear = bot("Ada").withEngine(Part.engine("Nuclear", 100)); // 1450 - 100 = 1350 against 450
        BoutResult r = placed(entrant(nuclear, "If the current turn is 1, move forwards 2 times"), 8, Facing.RIGHT,
                entrant(bot("Bix")), 9, Facing.LEFT);
        assertThat(of(r, BoutEvent.Kind.SHOVE).get(0).text()).contains("Shove Power 1350 to 450").contains("2 spaces");
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(10);
        assertThat(afterTurn(r, 1, "Bix").square()).isEqualTo(11);
        // "Scratch Damage is taken by both the Actor and the Opponent."
        assertThat(afterTurn(r, 1, "Ada").chassis()).isEqualTo(99);
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(99);
    }

    /** When Push Comes to Shove: "Shove Power is Effective Power Output minus 50% of the consumption of the chassis and every system on the bot" (equal Bots do not move). */
    @Test
    void shoveBetweenEqualBotsMovesNoOne() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move forwards 2 times"), 8, Facing.RIGHT,
                entrant(bot("Bix")), 9, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(8);
        assertThat(afterTurn(r, 1, "Bix").square()).isEqualTo(9);
    }

    /** When Push Comes to Shove: "The Shove Power of a bot is halved if they are shoving (or being shoved by) a bot they are facing away from." */
    @Test
    void shoveFacingAwayHalves() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move forwards 9 times"), 8, Facing.RIGHT,
                entrant(bot("Bix")), 9, Facing.RIGHT);
        // 450 against 225: 225 over, so 4 spaces
        assertThat(of(r, BoutEvent.Kind.SHOVE).get(0).text()).contains("450 to 225").contains("4 spaces");
        assertThat(afterTurn(r, 1, "Bix").square()).isEqualTo(13);
    }

    /** Scratch Damage: "A Bot that would take Scratch Damage more than once in a given turn only takes Scratch Damage once in that turn instead." Ring-out: "One of more of the Bots participating in the Bout are not In Bounds". */
    @Test
    void scratchOncePerTurnAndRingOut() {
        Bot nuclear = bot("Ada").withEngine(Part.engine("Nuclear", 100));
        BoutResult r = placed(entrant(nuclear, "If the current turn is 1, move forwards 2 times"), 17, Facing.RIGHT,
                entrant(bot("Bix")), 18, Facing.LEFT);
        // Bix is shoved to 20 (Scratch Damage) and has Fallen Out of Bounds (Scratch Damage again): only once
        BotState bix = r.events().get(r.events().size() - 1).bots().stream().filter(s -> s.name().equals("Bix"))
                .findFirst().orElseThrow();
        assertThat(bix.square()).isEqualTo(20);
        assertThat(bix.chassis()).isEqualTo(99);
        assertThat(r.ending()).isEqualTo(Ending.RING_OUT);
        assertThat(r.winnerName()).isEqualTo("Ada");
        assertThat(r.turns()).isEqualTo(1);
    }

    /** The Arena: "Bouts take place in the Arena, which is mapped as an infinite row of spaces" — a Bot may walk out of bounds itself. */
    @Test
    void ringOutByWalkingOff() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, move backwards 5 times"), 4, Facing.RIGHT,
                entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(r.ending()).isEqualTo(Ending.RING_OUT);
        assertThat(r.winnerName()).isEqualTo("Bix");
        assertThat(r.winner()).isEqualTo(1);
    }

    /** Ending a Bout: "TKO: One or more of the Bots participating in that Bout are Trashed" and "every Bot in the Bout except one is either Trashed or not In Bounds, then that one Bot is the Winner." */
    @Test
    void tko() {
        Bot weak = bot("Bix").withChassis(Part.chassis("Apex Systems X1500", 20));
        BoutResult r = placed(entrant(bot("Ada", "Axe"), "If the space in front of the Actor are occupied by an Opponent, use the following System: Axe"),
                9, Facing.RIGHT, entrant(weak), 10, Facing.LEFT);
        assertThat(r.ending()).isEqualTo(Ending.TKO);
        assertThat(r.winnerName()).isEqualTo("Ada");
        assertThat(r.tallies().get(0)).isEqualTo(20 + 10); // Chassis 20 -> 0, Engine 100 -> 90
        assertThat(r.bots().get(1).chassis().condition()).isZero();
    }

    /** BotScript: "If the system being used is a Melee System and the Opponent's Bot is not in any of the three spaces immediately in front of the reacting Bot, then the System's Effect is instead not used." */
    @Test
    void meleeRange() {
        String axe = "If the current turn is 1, use the following System: Axe";
        BoutResult near = placed(entrant(bot("Ada", "Axe"), axe), 9, Facing.RIGHT, entrant(bot("Bix")), 12, Facing.LEFT);
        assertThat(afterTurn(near, 1, "Bix").chassis()).isEqualTo(75);
        BoutResult far = placed(entrant(bot("Ada", "Axe"), axe), 9, Facing.RIGHT, entrant(bot("Bix")), 13, Facing.LEFT);
        assertThat(afterTurn(far, 1, "Bix").chassis()).isEqualTo(100);
        assertThat(of(far, BoutEvent.Kind.SYSTEM).get(0).text()).contains("not used");
        BoutResult behind = placed(entrant(bot("Ada", "Axe"), axe), 9, Facing.LEFT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(behind, 1, "Bix").chassis()).isEqualTo(100);
    }

    /** Ending a Bout: "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by at least 10% then that Bot is the Winner." */
    @Test
    void domination() {
        Bot bix = bot("Bix", "Plate", "Grinder");
        BoutResult r = placed(entrant(bot("Ada", "Taser"), "If the current turn is 1, use the following System: Taser"),
                4, Facing.RIGHT, entrant(bix), 9, Facing.LEFT);
        assertThat(r.ending()).isEqualTo(Ending.DOMINATION);
        assertThat(r.turns()).isEqualTo(60);
        assertThat(r.winnerName()).isEqualTo("Ada");
        assertThat(r.tallies()).containsExactly(1, 0);
    }

    /** Ending a Bout: "higher than its Opponent by at least 10%" (ruling: at least 110% and higher). */
    @Test
    void dominationTenPercent() {
        assertThat(BoutEngine.dominates(11, 10)).isTrue();
        assertThat(BoutEngine.dominates(10, 10)).isFalse();
        assertThat(BoutEngine.dominates(109, 100)).isFalse();
        assertThat(BoutEngine.dominates(110, 100)).isTrue();
        assertThat(BoutEngine.dominates(1, 0)).isTrue();
        assertThat(BoutEngine.dominates(0, 0)).isFalse();
    }

    /** Sudden Death: "all Condition losses are doubled, and each turn, every square has a chance to Detonate ... (x+y)*y% ... Any Bot who is on a square when it Detonates takes 100% Chassis damage." */
    @Test
    void suddenDeath() {
        BoutResult r = Arena.ENGINE.run(entrant(bot("Ada")), entrant(bot("Bix")), Configuration.standard(), 7L);
        assertThat(of(r, BoutEvent.Kind.SUDDEN_DEATH)).hasSize(1);
        assertThat(of(r, BoutEvent.Kind.SUDDEN_DEATH).get(0).turn()).isEqualTo(60);
        assertThat(r.suddenDeath()).isTrue();
        assertThat(r.ending()).isEqualTo(Ending.TKO);
        // by y = 10 every square's chance is at least (1 + 10) * 10 = 110%
        assertThat(r.turns()).isBetween(61, 70);
        BoutEvent det = of(r, BoutEvent.Kind.DETONATION).get(0);
        int y = det.turn() - 60;
        int square = Integer.parseInt(det.text().replaceAll("^space (-?\\d+).*", "$1"));
        int x = Math.abs(square - 10) + 1;
        assertThat(det.text()).contains("chance " + (x + y) * y + "%");
    }

    /** Sudden Death: "all Condition losses are doubled" — a bump costs 2 points. */
    @Test
    void suddenDeathDoublesLosses() {
        String script = "If the current turn is 61 or more, move forwards 9 times";
        BoutResult r = placed(entrant(bot("Ada"), script), 9, Facing.RIGHT, entrant(bot("Bix"), script), 10,
                Facing.RIGHT, Configuration.standard(), 3L);
        BoutEvent shove = of(r, BoutEvent.Kind.SHOVE).get(0);
        assertThat(shove.turn()).isEqualTo(61);
        assertThat(Arena.state(shove, "Bix").chassis()).isEqualTo(100);
        BoutEvent next = r.events().get(r.events().indexOf(shove) + 1);
        assertThat(next.text()).contains("100% → 98%");
    }

    /** Ending a Bout: "If all Bots in the Bout are Trashed or not In Bounds then the average Condition of its components is used as a tiebreaker, with the highest result being the Winner." */
    @Test
    void tieBreakByAverageCondition() {
        // Ada shoves Bix out at 19 -> 20 and walks out with it; both are not In Bounds
        Bot nuclear = bot("Ada", "Plate").withEngine(Part.engine("Nuclear", 100));
        BoutResult r = placed(entrant(nuclear, "If the current turn is 1, move forwards 2 times"), 18, Facing.RIGHT,
                entrant(bot("Bix")), 19, Facing.LEFT);
        assertThat(r.ending()).isEqualTo(Ending.RING_OUT);
        assertThat(r.tieBreak()).isTrue();
        // Ada: (100 + 99 + 100) / 3 against Bix (100 + 99) / 2 ... Ada's scratch hit its Plate
        assertThat(r.winnerName()).isEqualTo("Ada");
    }

    /** BotScript: "When a Bot Bypasses, it moves ... without interacting ... with any non-blocking Bots in the intervening squares. If a Bypass would result in a Bot ending its movement in a Square that is Occupied then it instead ends it turn in the empty square between its origin point and its destination point that is closest to the destination point." */
    @Test
    void bypass() {
        BoutResult past = placed(entrant(bot("Ada"), "If the current turn is 1, bypass forwards 4 times"), 8, Facing.RIGHT,
                entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(past, 1, "Ada").square()).isEqualTo(12);
        assertThat(afterTurn(past, 1, "Ada").chassis()).isEqualTo(100);
        BoutResult onto = placed(entrant(bot("Ada"), "If the current turn is 1, bypass forwards 2 times"), 8, Facing.RIGHT,
                entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(onto, 1, "Ada").square()).isEqualTo(9);
    }

    /** Ruling: a blocking Bot is not bypassed; the Bypass stops before it and bumps it. "...block" */
    @Test
    void bypassStoppedByBlockingBot() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 3, bypass forwards 5 times"), 8, Facing.RIGHT,
                entrant(bot("Bix"), "If the current turn is 1 or more, block"), 11, Facing.LEFT);
        // turn 2: Bix blocks; turn 3: Ada's Bypass stops before it and bumps it
        assertThat(afterTurn(r, 3, "Ada").square()).isEqualTo(10);
        assertThat(afterTurn(r, 3, "Ada").chassis()).isEqualTo(99);
        assertThat(afterTurn(r, 3, "Bix").chassis()).isEqualTo(99);
    }

    /** BotScript "...evade": "the evading Bot is not considered to be present in any space until the start of its next Turn" — a move goes through it. */
    @Test
    void evade() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, evade"), 9, Facing.RIGHT,
                entrant(bot("Bix"), "If the current turn is 2, move forwards 3 times"), 12, Facing.LEFT);
        assertThat(afterTurn(r, 2, "Bix").square()).isEqualTo(9); // through Ada's square
        // on Ada's next turn both are on 9: both take Scratch Damage and Bix (moved most recently) bypasses forwards
        BotState bix = afterTurn(r, 3, "Bix");
        assertThat(bix.square()).isEqualTo(8);
        assertThat(bix.chassis()).isEqualTo(99);
        assertThat(afterTurn(r, 3, "Ada").chassis()).isEqualTo(99);
    }

    /**
     * Evade: "When a Bot evades, it moves out of the direct line of attack [...] If the evading bot did not evade on its
     * previous turn this bout, the evading Bot is not considered to be present in any space until the start of its
     * next Turn" — a second evasion in a row has no effect, and it is still an evasion: a Bot that evades every turn is
     * absent after its first only (ruling 12, re-read: nothing in the text makes an evasion without effect no evasion).
     */
    @Test
    void evadeEveryTurnIsAbsentOnlyAfterTheFirst() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1 or more, evade"), 9, Facing.RIGHT,
                entrant(bot("Bix")), 12, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Ada").evading()).isTrue();
        assertThat(afterTurn(r, 3, "Ada").evading()).isFalse();
        assertThat(afterTurn(r, 5, "Ada").evading()).isFalse();
        assertThat(afterTurn(r, 7, "Ada").evading()).isFalse();
        // a turn without an evasion in between makes the next one count again
        BoutResult gap = placed(entrant(bot("Ada"), "If the current turn is 1, evade", "If the current turn is 5, evade",
                "If the current turn is 3, block"), 9, Facing.RIGHT, entrant(bot("Bix")), 12, Facing.LEFT);
        assertThat(afterTurn(gap, 1, "Ada").evading()).isTrue();
        assertThat(afterTurn(gap, 5, "Ada").evading()).isTrue();
    }
}
