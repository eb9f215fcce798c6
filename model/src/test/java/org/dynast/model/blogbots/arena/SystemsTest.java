package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.blogbots.arena.Arena.afterTurn;
import static org.dynast.model.blogbots.arena.Arena.bot;
import static org.dynast.model.blogbots.arena.Arena.entrant;
import static org.dynast.model.blogbots.arena.Arena.of;
import static org.dynast.model.blogbots.arena.Arena.placed;

import java.util.List;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Part;
import org.junit.jupiter.api.Test;

/** Each System's Effect (quoted from the Systems table of "Bot Loadout"). Ada acts on odd turns, Bix on even. */
class SystemsTest {

    private static String use(String system) {
        return "If the current turn is 1, use the following System: " + system;
    }

    private static final String BUMP = "If the current turn is 1, move forwards 9 times";

    /** Ram: "Scratch Damage dealt to opponents by this Bot as a result of Shoving or Bumping is multiplied by ten. This scratch damage increases tally as if it isn't scratch damage." */
    @Test
    void ram() {
        BoutResult r = placed(entrant(bot("Ada", "Ram"), BUMP), 4, Facing.RIGHT, entrant(bot("Bix")), 8, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(90);
        assertThat(afterTurn(r, 1, "Ada").tally()).isEqualTo(10);
        assertThat(afterTurn(r, 1, "Ada").systems()).containsExactly(99); // Ada's own scratch is not multiplied
    }

    /** Flipper: "If the Actor is Flipped, it ceases to be Flipped. Otherwise, this counts as a Melee System and the Opponent becomes Flipped." Flipped: "any step in its Script that results in it moving or using a System is ignored, unless that step would also result in them ceasing to be Flipped." */
    @Test
    void flipperAndFlipped() {
        Entrant bix = entrant(bot("Bix", "Flipper"),
                "If the current turn is 2, move forwards 2 times",
                "If the current turn is 2, turn to face the other way",
                "If the current turn is 4, use the following System: Flipper");
        BoutResult r = placed(entrant(bot("Ada", "Flipper"), use("Flipper")), 9, Facing.RIGHT, bix, 11, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").statuses()).containsExactly("Flipped");
        assertThat(of(r, BoutEvent.Kind.IGNORED).get(0).line()).isEqualTo(1); // the move is ignored
        assertThat(afterTurn(r, 2, "Bix").square()).isEqualTo(11);
        assertThat(afterTurn(r, 2, "Bix").facing()).isEqualTo(Facing.RIGHT); // the next line ran
        assertThat(afterTurn(r, 4, "Bix").statuses()).isEmpty(); // its own Flipper ends it
    }

    /** Flipped: "If a Bot is Flipped, it will cease to be Flipped after 5 turns have passed. When a Bot ceases to be Flipped, it can not be Flipped again for one turn." */
    @Test
    void flippedLastsFiveTurnsThenOneTurnImmune() {
        Entrant ada = entrant(bot("Ada", "Flipper"), "If the current turn is 1 or more, use the following System: Flipper");
        BoutResult r = placed(ada, 9, Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(r, 5, "Bix").statuses()).containsExactly("Flipped");
        assertThat(afterTurn(r, 6, "Bix").statuses()).isEmpty();
        assertThat(afterTurn(r, 7, "Bix").statuses()).isEmpty(); // Ada's Flipper on turn 7: still immune
        assertThat(afterTurn(r, 9, "Bix").statuses()).containsExactly("Flipped");
    }

    /** Flipped: "While a bot is Flipped, its Shove Power is considered to be multiplied by 0.5 for the purposes of resolving Shoves." */
    @Test
    void flippedHalvesShovePower() {
        Entrant ada = entrant(bot("Ada", "Flipper"), use("Flipper"), "If the current turn is 3, move forwards 9 times");
        Entrant bix = entrant(bot("Bix"), "If the current turn is 2, block");
        BoutResult r = placed(ada, 9, Facing.RIGHT, bix, 10, Facing.LEFT);
        // Ada 550 - (200 + 185) / 2 = 357.5 against Bix 450 * 0.5 = 225
        assertThat(of(r, BoutEvent.Kind.SHOVE).get(0).text()).contains("357.5 to 225").contains("2 spaces");
    }

    /** Axe: "Melee System. The Condition of the Opponent's Chassis has 25% subtracted, and the Condition of the Opponent's Engine has 10% subtracted." */
    @Test
    void axe() {
        BoutResult r = placed(entrant(bot("Ada", "Axe"), use("Axe")), 9, Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(75);
        assertThat(afterTurn(r, 1, "Bix").engine()).isEqualTo(90);
        assertThat(afterTurn(r, 1, "Ada").tally()).isEqualTo(35);
    }

    /** Grinder: "Melee System. The Condition of the Opponent's Exposed System (if it has one) has 25% subtracted." Exposed: "its frontmost System (if the Bot is facing the Bot using the Effect) or its rearmost System (if it is not)". */
    @Test
    void grinderHitsTheExposedSystem() {
        Bot bix = bot("Bix", "Plate", "Axe");
        BoutResult facing = placed(entrant(bot("Ada", "Grinder"), use("Grinder")), 9, Facing.RIGHT, entrant(bix), 10, Facing.LEFT);
        assertThat(afterTurn(facing, 1, "Bix").systems()).containsExactly(75, 100);
        BoutResult away = placed(entrant(bot("Ada", "Grinder"), use("Grinder")), 9, Facing.RIGHT, entrant(bix), 10, Facing.RIGHT);
        assertThat(afterTurn(away, 1, "Bix").systems()).containsExactly(100, 75);
    }

    /** Targeting Module: "Whenever another System Effect refers to the Exposed System of a Bot, it refers to the frontmost System with the lowest Condition instead (if it is facing the Bot using the Effect)". */
    @Test
    void targetingModule() {
        Bot bix = bot("Bix").withSystems(List.of(Part.system("Plate", 90), Part.system("Axe", 40), Part.system("Ram", 40)));
        BoutResult r = placed(entrant(bot("Ada", "Grinder", "Targeting Module"), use("Grinder")), 9, Facing.RIGHT,
                entrant(bix), 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").systems()).containsExactly(90, 15, 40);
    }

    /** Plate: "No effect." — "All otherwise-legal Reactions are Resolvable, except if that Reaction: attempts to use a System the Actor has and the System's Effect is “No effect.”" */
    @Test
    void plateIsNeverResolvable() {
        BoutResult r = placed(entrant(bot("Ada", "Plate"), use("Plate"), "If the current turn is 1, block"), 9,
                Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(0).line()).isEqualTo(2);
    }

    /** "While a System has a Condition of 0%, then its Effect is considered to be “No effect.”" */
    @Test
    void systemAtZeroIsNotResolvable() {
        Bot ada = bot("Ada").withSystems(List.of(Part.system("Axe", 0)));
        BoutResult r = placed(entrant(ada, use("Axe"), "If the current turn is 1, block"), 9, Facing.RIGHT,
                entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(of(r, BoutEvent.Kind.TRIGGER).get(0).line()).isEqualTo(2);
    }

    /** Taser: "If the opponent is within six spaces, they take Scratch Damage and the system that loses condition from this scratch damage (or the engine if the chassis loses condition) is affected by Shock damage: it is treated as if it had a condition of 33 fewer percentage points ... Scratch Damage from the Taser increases Tally". */
    @Test
    void taserAndShock() {
        Entrant ada = entrant(bot("Ada", "Taser"), "If the current turn is 7 or less, use the following System: Taser");
        // Bix's Engine: 4 Shocks make it "0%": Trashed (its Chassis lost the Scratch Damage)
        Bot bixBot = bot("Bix").withEngine(Part.engine("Petrol", 100));
        BoutResult r = placed(ada, 4, Facing.RIGHT, entrant(bixBot), 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(99);
        assertThat(afterTurn(r, 1, "Ada").tally()).isEqualTo(1);
        assertThat(of(r, BoutEvent.Kind.CONDITION).stream().filter(e -> e.text().startsWith("Shock"))).hasSizeGreaterThan(0);
        // after three Shocks the Engine is treated as 1% (Bix is Defunct), after the fourth as 0%: Trashed
        assertThat(r.ending()).isEqualTo(Ending.TKO);
        assertThat(r.winnerName()).isEqualTo("Ada");
        assertThat(r.turns()).isEqualTo(7);
        // out of range: no effect
        BoutResult far = placed(ada, 4, Facing.RIGHT, entrant(bot("Bix")), 11, Facing.LEFT);
        assertThat(afterTurn(far, 1, "Bix").chassis()).isEqualTo(100);
    }

    /** Mound-Shaped Body: "If a bot with this system would gain the Flipped status, they do not. ... any condition loss that any systems of the bot with this system would recieve is also recieved by its chassis." */
    @Test
    void moundShapedBody() {
        BoutResult r = placed(entrant(bot("Ada", "Flipper", "Grinder"), use("Flipper"),
                "If the current turn is 3, use the following System: Grinder"), 9, Facing.RIGHT,
                entrant(bot("Bix", "Mound-Shaped Body")), 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").statuses()).isEmpty();
        assertThat(afterTurn(r, 3, "Bix").systems()).containsExactly(75);
        assertThat(afterTurn(r, 3, "Bix").chassis()).isEqualTo(75);
        assertThat(afterTurn(r, 3, "Ada").tally()).isEqualTo(50);
    }

    /** Spikes: "Scratch Damage opponents take which is caused by Bumping that involves this bot is multiplied by 15, and increases Tally as if it wasn't Scratch Damage. This has no effect on damage from shoving." */
    @Test
    void spikes() {
        BoutResult bump = placed(entrant(bot("Ada"), BUMP), 4, Facing.RIGHT, entrant(bot("Bix", "Spikes")), 8, Facing.LEFT);
        assertThat(afterTurn(bump, 1, "Ada").chassis()).isEqualTo(85);
        assertThat(afterTurn(bump, 1, "Bix").tally()).isEqualTo(15);
        BoutResult shove = placed(entrant(bot("Ada"), BUMP), 7, Facing.RIGHT, entrant(bot("Bix", "Spikes")), 8, Facing.LEFT);
        assertThat(afterTurn(shove, 1, "Ada").chassis()).isEqualTo(99);
    }

    /** Cow Catcher: "When moving into or past an opponents space from any distance away, the excess move beyond the amount that it would take to move adjacent to the opponent is treated as a shove." */
    @Test
    void cowCatcher() {
        Bot ada = bot("Ada", "Cow Catcher").withEngine(Part.engine("Nuclear", 100));
        BoutResult r = placed(entrant(ada, "If the current turn is 1, move forwards 6 times"), 4, Facing.RIGHT,
                entrant(bot("Bix")), 8, Facing.LEFT);
        // 3 moves to space 7, the excess 3 is a Shove: Ada 1335 against 450, up to 3 spaces
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(10);
        assertThat(afterTurn(r, 1, "Bix").square()).isEqualTo(11);
    }

    /** Hookshot: "If the opponent is within ten spaces, move the Actor to the square that is immediately adjacent to the Opponent; this System is not affected by Evasion". */
    @Test
    void hookshot() {
        Entrant bix = entrant(bot("Bix"), "If the current turn is 2, evade");
        Entrant ada = entrant(bot("Ada", "Hookshot"), "If the current turn is 3, use the following System: Hookshot");
        BoutResult r = placed(ada, 4, Facing.RIGHT, bix, 14, Facing.LEFT);
        assertThat(afterTurn(r, 3, "Ada").square()).isEqualTo(13);
        BoutResult far = placed(ada, 3, Facing.RIGHT, entrant(bot("Bix")), 14, Facing.LEFT);
        assertThat(afterTurn(far, 3, "Ada").square()).isEqualTo(3);
    }

    /** Grapple: "give them the status Anchored [x]"; Anchored: "Whenever this Bot moves or bypasses, ... the Anchorer moves to the closest square to its current position that is in bounds, not occupied by another Bot, and within three squares". */
    @Test
    void grappleAndAnchored() {
        Entrant bix = entrant(bot("Bix"), "If the current turn is 2, bypass backwards 6 times");
        BoutResult r = placed(entrant(bot("Ada", "Grapple"), use("Grapple")), 9, Facing.RIGHT, bix, 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").statuses()).containsExactly("Anchored Ada");
        assertThat(afterTurn(r, 2, "Bix").square()).isEqualTo(16);
        assertThat(afterTurn(r, 2, "Ada").square()).isEqualTo(13);
    }

    /** Anchored: "A Bot with this Status takes an additional 10 percentage points of Chassis condition damage from any melee System which does Chassis damage." */
    @Test
    void anchoredTakesMoreChassisDamage() {
        BoutResult r = placed(entrant(bot("Ada", "Grapple", "Axe").withEngine(Part.engine("Nuclear", 100)), use("Grapple"),
                "If the current turn is 3, use the following System: Axe"), 9, Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(r, 3, "Bix").chassis()).isEqualTo(65);
    }

    /** Lead Weight: "If a bot with this system would be Shoved more than three spaces in one turn, it is instead only Shoved three spaces. This Bot cannot be Shoved by a Bot that started its turn adjacent to this Bot". */
    @Test
    void leadWeight() {
        Bot nuclear = bot("Ada").withEngine(Part.engine("Nuclear", 100));
        BoutResult far = placed(entrant(nuclear.withSystems(List.of(Part.system("Cow Catcher", 100))),
                "If the current turn is 1, move forwards 9 times"), 4, Facing.RIGHT, entrant(bot("Bix", "Lead Weight")), 8, Facing.LEFT);
        assertThat(afterTurn(far, 1, "Bix").square()).isEqualTo(11);
        BoutResult adjacent = placed(entrant(nuclear, BUMP), 7, Facing.RIGHT, entrant(bot("Bix", "Lead Weight")), 8, Facing.LEFT);
        assertThat(afterTurn(adjacent, 1, "Bix").square()).isEqualTo(8);
        assertThat(of(adjacent, BoutEvent.Kind.BUMP)).hasSize(1);
    }

    /** Back-up Battery: "The Condition of the Engine on this Bot is instead calculated as the Condition of the Engine plus 25% of the Condition of this system" (an Engine at 0% with a Battery is not Trashed). */
    @Test
    void backUpBattery() {
        Bot bix = bot("Bix", "Back-up Battery").withEngine(Part.engine("Nuclear", 0));
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, block"), 4, Facing.RIGHT, entrant(bix), 16, Facing.LEFT);
        assertThat(r.turns()).isGreaterThan(1);
        BoutResult none = placed(entrant(bot("Ada"), "If the current turn is 1, block"), 4, Facing.RIGHT,
                entrant(bot("Bix").withEngine(Part.engine("Nuclear", 0))), 16, Facing.LEFT);
        assertThat(none.turns()).isEqualTo(1);
        assertThat(none.ending()).isEqualTo(Ending.TKO);
    }

    /** Nox Tank: "At the start of a Bout this System's Condition drops to 0%. If no other Bot in the Bout has this System and this Bot does not have Ablative Plating equipped then this Bot always starts a Bout on the left." */
    @Test
    void noxTank() {
        for (long seed = 0; seed < 8; seed++) {
            BoutResult r = Arena.ENGINE.run(entrant(bot("Ada")), entrant(bot("Bix", "Nox Tank")), Configuration.standard(), seed);
            assertThat(r.events().get(0).bots().get(0).name()).isEqualTo("Bix");
            assertThat(r.bots().get(1).systems().get(0).condition()).isZero();
        }
    }

    /** Ablative Plating: "All Condition loss incurred by other Components on the Actor is reduced by 25% and is incurred to this System instead ... always starts a Bout on the right if it is the only Bot in the Bout with this System equipped." */
    @Test
    void ablativePlating() {
        for (long seed = 0; seed < 8; seed++) {
            BoutResult r = Arena.ENGINE.run(entrant(bot("Ada", "Ablative Plating")), entrant(bot("Bix")), Configuration.standard(), seed);
            assertThat(r.events().get(0).bots().get(1).name()).isEqualTo("Ada");
        }
        BoutResult r = placed(entrant(bot("Ada", "Axe"), use("Axe")), 9, Facing.RIGHT,
                entrant(bot("Bix", "Ablative Plating")), 10, Facing.LEFT);
        BotState bix = afterTurn(r, 1, "Bix");
        assertThat(bix.chassis()).isEqualTo(100);
        assertThat(bix.engine()).isEqualTo(100);
        assertThat(bix.systems()).containsExactly(100 - 18 - 7); // 25 * 0.75 = 18, 10 * 0.75 = 7
    }

    /** Inverter Driver: "A Bot with this system that is flipped automatically ceases to be flipped at the start of its turn, before its script is run". */
    @Test
    void inverterDriver() {
        BoutResult r = placed(entrant(bot("Ada", "Flipper"), use("Flipper")), 9, Facing.RIGHT,
                entrant(bot("Bix", "Inverter Driver"), "If the current turn is 2, move backwards 1 times"), 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").statuses()).containsExactly("Flipped");
        assertThat(afterTurn(r, 2, "Bix").statuses()).isEmpty();
        assertThat(afterTurn(r, 2, "Bix").square()).isEqualTo(11);
    }

    /** Flamethrower: "The Opponent takes 15% Chassis condition reduction and 5% condition reduction to all Systems, and becomes Scorched"; Scorched: "any Scratch Damage it would take is multiplied by 5 and it takes Scratch Damage whenever it uses a System." */
    @Test
    void flamethrowerAndScorched() {
        Entrant bix = entrant(bot("Bix", "Axe", "Plate"), "If the current turn is 2, use the following System: Axe");
        BoutResult r = placed(entrant(bot("Ada", "Flamethrower"), use("Flamethrower")), 9, Facing.RIGHT, bix, 10, Facing.LEFT);
        BotState after1 = afterTurn(r, 1, "Bix");
        assertThat(after1.chassis()).isEqualTo(85);
        assertThat(after1.systems()).containsExactly(95, 95);
        assertThat(after1.statuses()).containsExactly("Scorched");
        // Bix uses its Axe: Scratch Damage x5 to its frontmost System
        assertThat(afterTurn(r, 2, "Bix").systems()).containsExactly(90, 95);
    }

    /** Pincers: "The Opponent becomes Loose"; Loose: "half (rounded up) of any Condition loss incurred by the Chassis or System of that Bot is also applied to that Bot's Engine." */
    @Test
    void pincersAndLoose() {
        BoutResult r = placed(entrant(bot("Ada", "Pincers", "Axe").withEngine(Part.engine("Nuclear", 100)), use("Pincers"),
                "If the current turn is 3, use the following System: Axe"), 9, Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").statuses()).containsExactly("Loose");
        // Axe: Chassis -25 (and 13 to the Engine), Engine -10
        assertThat(afterTurn(r, 3, "Bix").chassis()).isEqualTo(75);
        assertThat(afterTurn(r, 3, "Bix").engine()).isEqualTo(77);
    }

    /** Signal Jammer: "The Opponent becomes Scrambled"; Scrambled: "A Bot may only become Scrambled once per Bout and ceases to be Scrambled after three rounds have elapsed." */
    @Test
    void signalJammerAndScrambled() {
        Entrant ada = entrant(bot("Ada", "Signal Jammer"), "If the current turn is 1 or more, use the following System: Signal Jammer");
        Entrant bix = entrant(bot("Bix"), "If the current turn is 1 or more, turn to face the other way",
                "If the current turn is 1 or more, block");
        BoutResult r = placed(ada, 4, Facing.RIGHT, bix, 16, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").statuses()).containsExactly("Scrambled");
        assertThat(afterTurn(r, 6, "Bix").statuses()).containsExactly("Scrambled");
        assertThat(afterTurn(r, 7, "Bix").statuses()).isEmpty(); // round 4 began after turn 6
        assertThat(afterTurn(r, 40, "Bix").statuses()).isEmpty(); // never again
        assertThat(of(r, BoutEvent.Kind.STATUS).stream().filter(e -> e.text().contains("Script is scrambled"))).hasSize(3);
    }

    /** Giant Mitt: "Passive: This bot is always blocking." */
    @Test
    void giantMitt() {
        BoutResult r = placed(entrant(bot("Ada"), "If the current turn is 1, bypass forwards 9 times"), 8, Facing.RIGHT,
                entrant(bot("Bix", "Giant Mitt")), 11, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Ada").square()).isEqualTo(10);
        assertThat(afterTurn(r, 1, "Bix").blocking()).isTrue();
    }

    /** Howitzer: "If no Opponent is less than eight spaces away from the Actor then the Condition of all Opponents' Chassises is reduced by 50% and the Opponents gains the Status Loose". */
    @Test
    void howitzer() {
        BoutResult r = placed(entrant(bot("Ada", "Howitzer"), use("Howitzer")), 4, Facing.RIGHT, entrant(bot("Bix")), 12, Facing.LEFT);
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(50);
        assertThat(afterTurn(r, 1, "Bix").statuses()).containsExactly("Loose");
        BoutResult near = placed(entrant(bot("Ada", "Howitzer"), use("Howitzer")), 4, Facing.RIGHT, entrant(bot("Bix")), 11, Facing.LEFT);
        assertThat(afterTurn(near, 1, "Bix").chassis()).isEqualTo(100);
    }

    /** Advanced Logic Module: "Enables all Advanced Triggers and Reactions in the rule BotScript." */
    @Test
    void advancedLogicModule() {
        String[] script = {"If the value of Token n is less than 2, increase Token n by 1 and turn to face the other way",
                "If the current turn is 1 or more, block"};
        BoutResult with = placed(entrant(bot("Ada", "Advanced Logic Module"), script), 4, Facing.RIGHT, entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(of(with, BoutEvent.Kind.TRIGGER).stream().limit(3).map(BoutEvent::line)).containsExactly(1, 1, 2);
        BoutResult without = placed(entrant(bot("Ada"), script), 4, Facing.RIGHT, entrant(bot("Bix")), 16, Facing.LEFT);
        assertThat(of(without, BoutEvent.Kind.TRIGGER).get(0).line()).isEqualTo(2);
    }

    /** Springloaded Treads: "the next move or bypass reaction it performs becomes a mighty leap ... If this would cause the Actor to occupy the same square as another Bot, that Bot takes 2% Engine condition damage for every square the Actor moved ... becomes Scrambled for two turns ... and the Actor instead moves to the empty square closest to the point of impact, prioritizing squares this Bot would be facing towards". */
    @Test
    void springloadedTreads() {
        Entrant ada = entrant(bot("Ada", "Springloaded Treads"), use("Springloaded Treads"),
                "If the current turn is 3, move forwards 6 times");
        BoutResult r = placed(ada, 4, Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(afterTurn(r, 3, "Bix").engine()).isEqualTo(88);
        assertThat(afterTurn(r, 3, "Bix").statuses()).containsExactly("Scrambled");
        assertThat(afterTurn(r, 3, "Ada").square()).isEqualTo(11);
        assertThat(afterTurn(r, 5, "Bix").statuses()).isEmpty();
    }

    /** LED Banner, Modular Breakpoint: Passive Effects outside the Bout ("it has no effect when used"). */
    @Test
    void passiveSystemsHaveNoEffectWhenUsed() {
        BoutResult r = placed(entrant(bot("Ada", "LED Banner"), use("LED Banner")), 9, Facing.RIGHT, entrant(bot("Bix")), 10, Facing.LEFT);
        assertThat(of(r, BoutEvent.Kind.SYSTEM).get(0).text()).contains("uses LED Banner");
        assertThat(afterTurn(r, 1, "Bix").chassis()).isEqualTo(100);
    }
}
