package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.Reaction;
import org.dynast.model.blogbots.bots.script.Status;
import org.dynast.model.blogbots.bots.script.Trigger;
import org.junit.jupiter.api.Test;

/** Determinism, termination and a fuzz of random legal Scripts and loadouts. */
class BoutPropertiesTest {

    private static final Catalogue CAT = Arena.CAT;

    /** "a bout is fully determined by (bots, scripts, configuration, seed) and re-simulates identically" */
    @Test
    void sameInputsGiveTheSameEvents() {
        Random random = new Random(11);
        for (int i = 0; i < 30; i++) {
            Entrant a = randomEntrant(random, "Ada");
            Entrant b = randomEntrant(random, "Bix");
            Configuration c = Configuration.generate(random, List.of(randomEntrant(random, "House")));
            long seed = random.nextLong();
            BoutResult first = Arena.ENGINE.run(a, b, c, seed);
            BoutResult again = Arena.ENGINE.run(a, b, c, seed);
            assertThat(again.events()).isEqualTo(first.events());
            assertThat(again).isEqualTo(first);
            // without recording, the same outcome
            BoutResult quiet = Arena.ENGINE.run(Arena.ENGINE.prepare(a), Arena.ENGINE.prepare(b), c, seed, false);
            assertThat(quiet.winner()).isEqualTo(first.winner());
            assertThat(quiet.turns()).isEqualTo(first.turns());
            assertThat(quiet.bots()).isEqualTo(first.bots());
        }
    }

    /** "After it has ended, each Bout must have a Winner": no Bout runs forever and every Bout has one. */
    @Test
    void everyBoutEndsWithAWinner() {
        Random random = new Random(5);
        for (int i = 0; i < 400; i++) {
            Entrant a = randomEntrant(random, "Ada");
            Entrant b = randomEntrant(random, "Bix");
            Configuration c = Configuration.generate(random, List.of(randomEntrant(random, "House")));
            BoutResult r = Arena.ENGINE.run(Arena.ENGINE.prepare(a), Arena.ENGINE.prepare(b), c, random.nextLong(),
                    false);
            assertThat(r.winner()).isBetween(0, 1);
            assertThat(r.winnerName()).isIn("Ada", "Bix");
            assertThat(r.ending()).isNotNull();
            // Sudden Death detonates every square for certain by its tenth turn
            assertThat(r.turns()).isLessThanOrEqualTo(75);
        }
    }

    /** Random legal Scripts (every Trigger and Reaction form, combined ones too) and random loadouts never throw. */
    @Test
    void fuzzRandomLegalScriptsAndLoadouts() {
        Random random = new Random(99);
        for (int i = 0; i < 400; i++) {
            Entrant a = randomEntrant(random, "Ada");
            Entrant b = randomEntrant(random, "Bix");
            Configuration c = Configuration.generate(random, List.of(randomEntrant(random, "House")));
            long seed = random.nextLong();
            assertThatCode(() -> Arena.ENGINE.run(a, b, c, seed)).as("%s\n%s\n%s", a, b, c).doesNotThrowAnyException();
        }
    }

    // ------------------------------------------------------------------------------------ generators

    static Entrant randomEntrant(Random r, String name) {
        List<EngineType> engines = CAT.engines();
        List<ChassisModel> chassis = CAT.chassis();
        List<SystemType> systems = CAT.systems();
        ChassisModel model = chassis.get(r.nextInt(chassis.size()));
        List<Part> parts = new ArrayList<>();
        int n = r.nextInt(model.hardpoints() + 1);
        for (int i = 0; i < n; i++) {
            SystemType s = systems.get(r.nextInt(systems.size()));
            if (r.nextInt(10) > 0 && parts.stream().anyMatch(p -> p.name().equals(s.name()))) {
                continue;
            }
            parts.add(Part.system(s.name(), condition(r)));
        }
        Bot bot = new Bot(name, Part.engine(engines.get(r.nextInt(engines.size())).name(), condition(r)),
                Part.chassis(model.name(), condition(r)), parts);
        List<String> names = new ArrayList<>(parts.stream().map(Part::name).toList());
        names.add(systems.get(r.nextInt(systems.size())).name());
        int lines = r.nextInt(26);
        StringBuilder script = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            Trigger t = r.nextInt(5) == 0 ? new Trigger.Both(trigger(r, names), trigger(r, names)) : trigger(r, names);
            Reaction re = r.nextInt(8) == 0 ? new Reaction.Both(new Reaction.ChangeToken(token(r), r.nextBoolean(),
                    r.nextInt(7)), reaction(r, names)) : reaction(r, names);
            script.append("If ").append(t.wording()).append(", ").append(re.wording()).append('\n');
        }
        return new Entrant(bot, script.toString(), name + "'s Operator", false);
    }

    private static int condition(Random r) {
        return r.nextInt(4) == 0 ? r.nextInt(101) : 100;
    }

    private static String token(Random r) {
        return List.of("a", "hits", "x1", "turny").get(r.nextInt(4));
    }

    private static <T> T pick(Random r, T[] values) {
        return values[r.nextInt(values.length)];
    }

    private static Trigger trigger(Random r, List<String> systems) {
        String system = systems.get(r.nextInt(systems.size()));
        Status status = pick(r, Status.values());
        return switch (r.nextInt(16)) {
            case 0 -> new Trigger.SpacesEmpty(1 + r.nextInt(4), pick(r, Trigger.Side.values()));
            case 1 -> new Trigger.SpacesOccupied(r.nextBoolean() ? null : 1 + r.nextInt(5), pick(r, Trigger.Side.values()),
                    pick(r, Trigger.Occupant.values()));
            case 2 -> new Trigger.ActorStatus(r.nextBoolean(), status);
            case 3 -> new Trigger.OpponentStatus(1 + r.nextInt(3), r.nextBoolean(), status);
            case 4 -> new Trigger.TurnNumber(pick(r, Trigger.Unit.values()), 1 + r.nextInt(70), pick(r, Trigger.Bound.values()));
            case 5 -> new Trigger.OpponentSystem(1 + r.nextInt(2), r.nextBoolean(), system);
            case 6 -> new Trigger.OpponentEvading(1 + r.nextInt(2));
            case 7 -> new Trigger.TurnParity(pick(r, Trigger.Unit.values()), r.nextBoolean());
            case 8 -> new Trigger.SpaceNumbered(1 + r.nextInt(19), pick(r, Trigger.Bound.values()));
            case 9 -> new Trigger.SpaceLettered((char) ('A' + r.nextInt(6)), pick(r, Trigger.Bound.values()));
            case 10 -> new Trigger.TokenValue(token(r), pick(r, Trigger.Comparison.values()), r.nextInt(9) - 4);
            case 11 -> new Trigger.ConditionTest(r.nextBoolean() ? null : r.nextBoolean() ? "Ada" : "Bix",
                    pick(r, Trigger.Component.values()), pick(r, Trigger.Comparison.values()), 1 + r.nextInt(100));
            case 12 -> new Trigger.LineTookEffect(1 + r.nextInt(25));
            case 13 -> new Trigger.OpponentUsedSystem(system);
            default -> new Trigger.SpacesOccupied(null, Trigger.Side.IN_FRONT, Trigger.Occupant.OPPONENT);
        };
    }

    private static Reaction reaction(Random r, List<String> systems) {
        String system = systems.get(r.nextInt(systems.size()));
        Reaction.Direction d = pick(r, Reaction.Direction.values());
        return switch (r.nextInt(12)) {
            case 0, 1 -> new Reaction.Move(d, 1 + r.nextInt(8));
            case 2 -> new Reaction.Bypass(d, 1 + r.nextInt(8));
            case 3 -> new Reaction.Turn();
            case 4 -> new Reaction.Evade();
            case 5 -> new Reaction.Block();
            case 6, 7 -> new Reaction.UseSystem(system, r.nextBoolean() ? null : 1 + r.nextInt(3));
            case 8 -> new Reaction.UseOnInflicter(system, pick(r, Status.values()));
            case 9 -> new Reaction.MoveFromInflicter(1 + r.nextInt(5), r.nextBoolean(), pick(r, Status.values()));
            case 10 -> new Reaction.MoveTowardsOpponent(1 + r.nextInt(5), r.nextBoolean() ? "Ada" : "Bix");
            default -> new Reaction.ChangeToken(token(r), r.nextBoolean(), r.nextInt(5));
        };
    }
}
