package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.blogbots.arena.Arena.afterTurn;
import static org.dynast.model.blogbots.arena.Arena.of;
import static org.dynast.model.blogbots.arena.Arena.setup;
import static org.dynast.model.blogbots.arena.Arena.setupOf;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 14 (rule-exactness), the Ruleset 205 arena: each case a bout setup file under
 * {@code src/test/resources/arena/setups/} whose {@code comment} quotes the sentence it checks.
 */
class RuleExactnessTest {

    /** The names of the Bot on the left over seeds 0 to 39 of a setup. */
    private static Set<String> lefts(BoutSetup s) {
        Set<String> lefts = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            BoutSetup again = new BoutSetup(s.first(), s.second(), s.configuration(), seed, null, null, null, 1, null);
            lefts.add(Arena.ENGINE.run(again).events().get(0).bots().get(0).name());
        }
        return lefts;
    }

    /** Conditions: "While a System has a Condition of 0%, then its Effect is considered to be “No effect.”" (Nox Tank). */
    @Test
    void aNoxTankAtZeroDoesNotForceTheLeft() {
        BoutSetup s = setupOf("nox-tank-at-zero.json");
        assertThat(lefts(s)).containsExactlyInAnyOrder("Ada", "Bix");
        // a Nox Tank ends every Bout at 0% and keeps it: from its second Bout on it no longer wins the left
        BoutSetup full = new BoutSetup(s.first().bot().systems().isEmpty() ? s.first() : new Entrant(
                s.first().bot().withSystems(List.of(s.first().bot().systems().get(0).withCondition(100))),
                s.first().script(), s.first().operator(), false), s.second(), s.configuration(), 1, null, null, null, 1, null);
        assertThat(lefts(full)).containsExactly("Ada");
        BoutResult first = Arena.ENGINE.run(full);
        assertThat(first.bots().get(0).systems().get(0).condition()).isZero();
        BoutSetup second = new BoutSetup(new Entrant(first.bots().get(0), s.first().script(), s.first().operator(), false),
                s.second(), s.configuration(), 1, null, null, null, 1, null);
        assertThat(lefts(second)).containsExactlyInAnyOrder("Ada", "Bix");
    }

    /** Conditions: "While a System has a Condition of 0%, then its Effect is considered to be “No effect.”" (Ablative Plating). */
    @Test
    void ablativePlatingAtZeroDoesNotForceTheRight() {
        BoutSetup s = setupOf("ablative-plating-at-zero.json");
        // Ada's 0% Ablative Plating has no effect: the sides are drawn at random
        assertThat(lefts(s)).containsExactlyInAnyOrder("Ada", "Bix");
        // at 100% it starts her on the right
        BoutSetup full = new BoutSetup(new Entrant(s.first().bot().withSystems(
                List.of(s.first().bot().systems().get(0).withCondition(100))), s.first().script(), s.first().operator(),
                false), s.second(), s.configuration(), 1, null, null, null, 1, null);
        assertThat(lefts(full)).containsExactly("Bix");
    }

    /** BotScript: "that opponent is not valid (either due to not enough opponents being in range or otherwise), then the closest valid ordinal to that ordinal is used". */
    @Test
    void theClosestValidOrdinalIsInRange() {
        BoutResult r = setup("valid-ordinal-in-range.json");
        BoutEvent use = of(r, BoutEvent.Kind.SYSTEM).get(0);
        assertThat(use.text()).isEqualTo("Ada uses Axe on Bix");
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(75);
        assertThat(afterTurn(r, 1, "Rusty").chassis()).isEqualTo(100);
    }

    /** Domination: the Tally counts losses an action causes "by any means other than Scratch Damage" (a Shove into a Bumper side). */
    @Test
    void aShoveIntoABumperSideCountsTowardsTheShoversTally() {
        BoutResult r = setup("bumper-side-shove-tally.json");
        BotState bix = afterTurn(r, 1, "Bix");
        assertThat(bix.statuses()).contains("Flipped");
        assertThat(bix.chassis()).isEqualTo(79); // 1 Scratch Damage from the Shove, 20 from the Bumper side
        assertThat(afterTurn(r, 1, "Ada").tally()).isEqualTo(20);
    }

    /** House Bots: "A trashed or defunct house bot is immediately removed from the bout" (Defunct from the start at 80%). */
    @Test
    void aHouseBotDefunctFromTheStartIsRemoved() {
        BoutResult r = setup("house-bot-defunct-from-start.json");
        assertThat(of(r, BoutEvent.Kind.REMOVED)).singleElement().satisfies(e -> {
            assertThat(e.turn()).isEqualTo(1);
            assertThat(e.text()).contains("Rusty is Defunct");
        });
        assertThat(r.events()).noneMatch(e -> "Rusty".equals(e.bot()) && e.kind() == BoutEvent.Kind.TRIGGER);
        // "occupied by a House Bot" is no longer true: Ada blocks rather than evades
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(0).text()).endsWith("block");
    }

    /** House Bots: "A trashed or defunct house bot is immediately removed from the bout" (Defunct by Taser Shock damage). */
    @Test
    void aHouseBotDefunctByShockDamageIsRemoved() {
        BoutResult r = setup("house-bot-defunct-by-taser.json");
        assertThat(of(r, BoutEvent.Kind.REMOVED)).singleElement().satisfies(e -> {
            assertThat(e.turn()).isEqualTo(1);
            assertThat(e.text()).contains("Rusty is Defunct");
        });
        assertThat(afterTurn(r, 1, "Rusty").present()).isFalse();
    }

    /** House Bots: "A trashed or defunct house bot is immediately removed from the bout" (Trashed by duplicate Systems). */
    @Test
    void aHouseBotTrashedByDuplicateSystemsIsRemoved() {
        BoutResult r = setup("house-bot-trashed-by-duplicates.json");
        assertThat(of(r, BoutEvent.Kind.REMOVED)).singleElement()
                .satisfies(e -> assertThat(e.text()).contains("Rusty is Trashed"));
        assertThat(r.events()).noneMatch(e -> "Rusty".equals(e.bot()) && e.kind() == BoutEvent.Kind.TRIGGER);
    }

    /** Mound-Shaped Body: "any condition loss that any systems of the bot with this system would recieve is also recieved by its chassis." */
    @Test
    void aMoundTakenToZeroStillPassesTheLossToTheChassis() {
        BotState bix = afterTurn(setup("mound-loss-to-zero.json"), 1, "Bix");
        assertThat(bix.systems()).containsExactly(0);
        assertThat(bix.chassis()).isEqualTo(75);
    }

    /** Loose: "half (rounded up) of any Condition loss incurred by the Chassis or System of that Bot is also applied to that Bot’s Engine." */
    @Test
    void looseHalvesTheLossIncurred() {
        BotState bix = afterTurn(setup("loose-loss-incurred.json"), 1, "Bix");
        assertThat(bix.systems()).containsExactly(0);
        assertThat(bix.engine()).isEqualTo(95); // half of the 10 the Plate lost, not of the 25 the Grinder dealt
    }

    /** Sudden Death: "every square has a chance to Detonate" — once, however many Bots are on it. */
    @Test
    void aSquareHoldingTwoBotsIsRolledOnce() {
        BoutSetup s = setupOf("sudden-death-shared-square.json");
        int detonated = 0;
        int bouts = 600;
        for (long seed = 0; seed < bouts; seed++) {
            BoutResult r = Arena.ENGINE.run(new BoutSetup(s.first(), s.second(), s.configuration(), seed, s.firstAt(),
                    s.secondAt(), null, s.turn(), s.next()));
            List<BoutEvent> d = r.events().stream()
                    .filter(e -> e.turn() == 65 && e.kind() == BoutEvent.Kind.DETONATION).toList();
            assertThat(d).hasSizeLessThanOrEqualTo(1);
            detonated += d.size();
        }
        // (1 + 5) * 5 = 30%; rolled twice it would be 51%
        assertThat(detonated / (double) bouts).isBetween(0.24, 0.36);
    }

    /** Anchored [x]: "Whenever this Bot moves or bypasses" — also the bypass after returning from evading onto an occupied space. */
    @Test
    void theCollisionBypassDragsTheAnchorer() {
        BoutResult r = setup("anchored-collision-bypass.json");
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(9);
        assertThat(afterTurn(r, 1, "Bix").square()).isEqualTo(12);
    }

    /** Bumper sides: "When a Bot would go out of bounds, it is instead set to a random empty square ... and becomes flipped" — also by the collision bypass. */
    @Test
    void theCollisionBypassHitsTheBumperSide() {
        BoutResult r = setup("collision-bypass-bumper-side.json");
        BotState ada = afterTurn(r, 1, "Ada");
        assertThat(ada.square()).isBetween(1, 19);
        assertThat(ada.statuses()).contains("Flipped");
        assertThat(ada.chassis()).isEqualTo(79);
        assertThat(r.ending()).isNotEqualTo(Ending.RING_OUT);
    }

    /** Targeting Module: "Whenever another System Effect refers to the Exposed System of a Bot" — a Trigger is no System Effect. */
    @Test
    void theTargetingModuleDoesNotChangeATrigger() {
        BoutResult r = setup("targeting-module-trigger.json");
        BoutEvent first = of(r, BoutEvent.Kind.TRIGGER).get(0);
        assertThat(first.bot()).isEqualTo("Ada");
        assertThat(first.line()).isEqualTo(2); // Bix's exposed System is its frontmost, the Plate at 100%
    }

    /** Flipped: "any step in its Script that results in it moving or using a System is ignored" — and "When a Bot evades, it moves". */
    @Test
    void aFlippedBotDoesNotEvade() {
        BoutResult r = setup("flipped-evade-ignored.json");
        assertThat(of(r, BoutEvent.Kind.IGNORED).get(0).text()).contains("Ada is Flipped");
        assertThat(afterTurn(r, 1, "Ada").evading()).isFalse();
    }

    /** Ram: "Scratch Damage dealt to opponents by this Bot as a result of Shoving or Bumping is multiplied by ten" — "being moved into" is Bumping too. */
    @Test
    void aRamMovedIntoMultipliesTheMoversScratchDamage() {
        BoutResult r = setup("ram-moved-into.json");
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(5);
        assertThat(afterTurn(r, 1, "Ada").chassis()).isEqualTo(90);
        assertThat(afterTurn(r, 1, "Bix").tally()).isEqualTo(10);
    }

    /** Advanced Logic Module: "may be a list of up to 25 Triggers rather than its normal limit" — no effect at 0%. */
    @Test
    void anAdvancedLogicModuleAtZeroRunsOnlyTenLines() {
        BoutResult r = setup("advanced-logic-module-at-zero.json");
        assertThat(r.events().get(1).kind()).isEqualTo(BoutEvent.Kind.NO_TRIGGER);
        BoutSetup s = setupOf("advanced-logic-module-at-zero.json");
        var working = new Entrant(s.first().bot().withSystems(List.of(s.first().bot().systems().get(0).withCondition(100))),
                s.first().script(), s.first().operator(), false);
        BoutResult on = Arena.ENGINE.run(new BoutSetup(working, s.second(), s.configuration(), 1, s.firstAt(),
                s.secondAt(), null, 1, null));
        assertThat(of(on, BoutEvent.Kind.TRIGGER).get(0).line()).isEqualTo(11);
    }
}
