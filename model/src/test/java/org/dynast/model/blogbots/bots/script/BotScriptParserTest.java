package org.dynast.model.blogbots.bots.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.script.Diagnostic.Severity;
import org.dynast.model.blogbots.bots.script.Reaction.Direction;
import org.dynast.model.blogbots.bots.script.Trigger.Bound;
import org.dynast.model.blogbots.bots.script.Trigger.Comparison;
import org.dynast.model.blogbots.bots.script.Trigger.Component;
import org.dynast.model.blogbots.bots.script.Trigger.Occupant;
import org.dynast.model.blogbots.bots.script.Trigger.Side;
import org.dynast.model.blogbots.bots.script.Trigger.Unit;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The rule "BotScript": every Trigger and Reaction form, combinations, the lenient reading, limits. */
class BotScriptParserTest {

    private static final Catalogue CAT = Catalogue.shipped();
    private final BotScriptParser parser = new BotScriptParser(CAT);
    /** The names in play in the tables' Bout: "Y is the name of a single Opponent that is a current participant". */
    private static final List<String> IN_PLAY = List.of("Sparky", "Clanky", "Tin");

    /** Each Trigger the rule lists (its bullet quoted), with a legal instance and what it reads as. */
    static Stream<Arguments> triggers() {
        return Stream.of(
            Arguments.of("If the X space(s) [in front of / behind the] Actor are empty…",
                "the 2 spaces in front of the Actor are empty", new Trigger.SpacesEmpty(2, Side.IN_FRONT)),
            Arguments.of("If [the space / any of the X spaces] [in front of / behind the] Actor are occupied by an Opponent…",
                "any of the 3 spaces behind the Actor are occupied by an Opponent",
                new Trigger.SpacesOccupied(3, Side.BEHIND, Occupant.OPPONENT)),
            Arguments.of("If [the space / any of the X spaces] [in front of / behind the] Actor are occupied by an Opponent…",
                "the space in front of the Actor are occupied by an Opponent",
                new Trigger.SpacesOccupied(null, Side.IN_FRONT, Occupant.OPPONENT)),
            Arguments.of("If the Actor [has / does not have] Y…", "the Actor does not have Scorched",
                new Trigger.ActorStatus(false, Status.SCORCHED)),
            Arguments.of("If the [first / second / third / [...]] closest Opponent [has / does not have] Y…",
                "the second closest Opponent has Anchored", new Trigger.OpponentStatus(2, true, Status.ANCHORED)),
            Arguments.of("If the current [turn / round] is X [or [less / more]]..", "the current round is 4 or more",
                new Trigger.TurnNumber(Unit.ROUND, 4, Bound.OR_MORE)),
            Arguments.of("If the [first / second / third / [...]] closest Opponent [has / does not have] Z…",
                "the first closest Opponent does not have Back-up Battery",
                new Trigger.OpponentSystem(1, false, "Back-up Battery")),
            Arguments.of("If [the space / any of the X spaces] [in front of / behind the] Actor are occupied by a House Bot…",
                "the space behind the Actor are occupied by a House Bot",
                new Trigger.SpacesOccupied(null, Side.BEHIND, Occupant.HOUSE_BOT)),
            Arguments.of("If [the space / any of the X spaces] [in front of / behind the] Actor are occupied by an Bot that is not a House Bot…",
                "any of the 2 spaces in front of the Actor are occupied by a Bot that is not a House Bot",
                new Trigger.SpacesOccupied(2, Side.IN_FRONT, Occupant.NOT_HOUSE_BOT)),
            Arguments.of("If the [first / second / third / [...]] closest Opponent is evading…",
                "the third closest Opponent is evading", new Trigger.OpponentEvading(3)),
            Arguments.of("If the current [turn / round] number is [odd / even]...", "the current turn number is even",
                new Trigger.TurnParity(Unit.TURN, false)),
            Arguments.of("If the Actor is in the space numbered X [or [higher / lower]]...",
                "the Actor is in the space numbered 12 or lower", new Trigger.SpaceNumbered(12, Bound.OR_LESS)),
            Arguments.of("If the Actor is in the space lettered X [or [earlier / later]]...",
                "the Actor is in the space lettered C or later", new Trigger.SpaceLettered('C', Bound.OR_MORE)),
            Arguments.of("Advanced: If the value of Token X is [greater than / less than / equal to] Y",
                "the value of Token RAGE is less than -2", new Trigger.TokenValue("RAGE", Comparison.LESS, -2)),
            Arguments.of("Advanced: If [the Actor’s / Y’s] [chassis / engine / exposed System] has a Condition that is [greater than / less than / equal to] X",
                "the Actor's exposed System has a Condition that is greater than 40%",
                new Trigger.ConditionTest(null, Component.EXPOSED_SYSTEM, Comparison.GREATER, 40)),
            Arguments.of("Advanced: If [the Actor’s / Y’s] [chassis / engine / exposed System] has a Condition that is [greater than / less than / equal to] X",
                "Sparky's engine has a Condition that is equal to 50%",
                new Trigger.ConditionTest("Sparky", Component.ENGINE, Comparison.EQUAL, 50)),
            Arguments.of("Advanced: If line #X of this script was the trigger that took effect in the Actor’s most recent round preceding this one",
                "line #3 of this script was the trigger that took effect in the Actor's most recent round preceding this one",
                new Trigger.LineTookEffect(3)),
            Arguments.of("Advanced: If on the Opponent’s last turn they uses system X",
                "on the Opponent's last turn they uses system Signal Jammer", new Trigger.OpponentUsedSystem("Signal Jammer")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("triggers")
    void everyTriggerFormReadsExactly(String rule, String legal, Trigger expected) {
        BotScriptParser.Parsed p = parser.parse("If " + legal + ", block", IN_PLAY);
        assertThat(p.diagnostics()).isEmpty();
        assertThat(p.lines()).hasSize(1);
        assertThat(p.lines().get(0).trigger()).isEqualTo(expected);
        assertThat(p.lines().get(0).lenient()).isFalse();
        assertThat(expected.advanced()).isEqualTo(rule.startsWith("Advanced"));
    }

    /** Each Reaction the rule lists, with a legal instance and what it reads as. */
    static Stream<Arguments> reactions() {
        return Stream.of(
            Arguments.of("…move forwards X times", "move forwards 3 times", new Reaction.Move(Direction.FORWARDS, 3)),
            Arguments.of("…move backwards X times", "move backwards 1 times", new Reaction.Move(Direction.BACKWARDS, 1)),
            Arguments.of("…turn to face the other way", "turn to face the other way", new Reaction.Turn()),
            Arguments.of("...use the following System [on the [first / second / third / [...]] closest Opponent]:",
                "use the following System: Axe", new Reaction.UseSystem("Axe", null)),
            Arguments.of("...use the following System [on the [first / second / third / [...]] closest Opponent]:",
                "use the following System on the second closest Opponent: Hookshot", new Reaction.UseSystem("Hookshot", 2)),
            Arguments.of("...evade", "evade", new Reaction.Evade()),
            Arguments.of("…bypass forwards X times", "bypass forwards 2 times", new Reaction.Bypass(Direction.FORWARDS, 2)),
            Arguments.of("…bypass backwards X times", "bypass backwards 4 times", new Reaction.Bypass(Direction.BACKWARDS, 4)),
            Arguments.of("...block", "block", new Reaction.Block()),
            Arguments.of("...then [Use system Y / Move X spaces [toward / away from]] the bot that inflicted Z status.",
                "then Use system Grapple the bot that inflicted Anchored status",
                new Reaction.UseOnInflicter("Grapple", Status.ANCHORED)),
            Arguments.of("...then [Use system Y / Move X spaces [toward / away from]] the bot that inflicted Z status.",
                "then Move 2 spaces away from the bot that inflicted Scorched status",
                new Reaction.MoveFromInflicter(2, false, Status.SCORCHED)),
            Arguments.of("Advanced, Combinable: …[increase / decrease] Token X by Y", "decrease Token HP by 5",
                new Reaction.ChangeToken("HP", false, 5)),
            Arguments.of("Advanced: … then move X times towards opponent Y", "then move 2 times towards opponent Clanky",
                new Reaction.MoveTowardsOpponent(2, "Clanky")));
    }

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("reactions")
    void everyReactionFormReadsExactly(String rule, String legal, Reaction expected) {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 1, " + legal, IN_PLAY);
        assertThat(p.diagnostics()).isEmpty();
        assertThat(p.lines().get(0).reaction()).isEqualTo(expected);
        assertThat(expected.advanced()).isEqualTo(rule.startsWith("Advanced"));
        assertThat(expected.combinable()).isEqualTo(rule.contains("Combinable"));
    }

    /** The tables above cover every bullet of the rule's two lists. */
    @Test
    void tablesCoverEveryBulletOfTheRule() {
        List<String> text = DynastyModules.installed().shippedRuleset(205).orElseThrow().text().lines().toList();
        int triggersAt = text.indexOf("Triggers are:-");
        int reactionsAt = text.indexOf("Possible Reactions are:-");
        assertThat(triggersAt).isNotNegative();
        assertThat(reactionsAt).isGreaterThan(triggersAt);
        long triggerBullets = text.subList(triggersAt, reactionsAt).stream().filter(l -> l.strip().startsWith("•")).count();
        long reactionBullets = text.subList(reactionsAt, reactionsAt + 15).stream()
                .filter(l -> l.strip().startsWith("•")).count();
        assertThat(triggerBullets).isEqualTo(16);
        assertThat(reactionBullets).isEqualTo(11);
        assertThat(triggers().map(a -> a.get()[0]).distinct().count()).isEqualTo(16);
        assertThat(reactions().map(a -> a.get()[0]).distinct().count()).isEqualTo(11);
    }

    /**
     * "Up to two Triggers may also be optionally combined into a single Trigger. This is formatted as “A and
     * B”"; "Combinable Reactions may be combined with one other other Reaction in the same manner as
     * Triggers; however, a Combinable Reaction must be the first in the combined Reaction."
     */
    @Test
    void combinedTriggersAndReactions() {
        BotScriptParser.Parsed p = parser.parse(
                "If the Actor has Flipped and the current round is 3 or less, increase Token A by 1 and evade");
        assertThat(p.diagnostics()).isEmpty();
        ScriptLine line = p.lines().get(0);
        assertThat(line.trigger()).isEqualTo(new Trigger.Both(new Trigger.ActorStatus(true, Status.FLIPPED),
                new Trigger.TurnNumber(Unit.ROUND, 3, Bound.OR_LESS)));
        assertThat(line.reaction()).isEqualTo(new Reaction.Both(new Reaction.ChangeToken("A", true, 1),
                new Reaction.Evade()));
        assertThat(line.advanced()).isTrue();

        BotScriptParser.Parsed three = parser.parse("If the Actor has Flipped and the Actor has Loose and the "
                + "current turn is 2, block");
        assertThat(three.lines()).isEmpty();
        assertThat(three.diagnostics().get(0).message()).startsWith("Up to two Triggers may be combined");

        BotScriptParser.Parsed swapped = parser.parse("If the current turn is 2, evade and increase Token A by 1");
        assertThat(swapped.lines().get(0).reaction()).isEqualTo(new Reaction.Both(
                new Reaction.ChangeToken("A", true, 1), new Reaction.Evade()));
        assertThat(swapped.diagnostics().get(0).message()).contains("a Combinable Reaction must be the first");

        BotScriptParser.Parsed neither = parser.parse("If the current turn is 2, evade and block");
        assertThat(neither.lines()).isEmpty();
        assertThat(neither.diagnostics().get(0).message()).startsWith("Only a Combinable Reaction");
    }

    /**
     * "If a line in a script is not a legal entry but may be clearly assessed (without context) as having
     * the same meaning as a single, specific instance of legally compliant wording ... treat it as if it had
     * that legal wording"
     */
    @ParameterizedTest(name = "\"{0}\" is read as \"{1}\"")
    @CsvSource(delimiter = '|', value = {
        "If the space in front of the Actor is empty then move forward 2 | If the 1 space in front of the Actor are empty, move forwards 2 times",
        "when the closest enemy is evading: use Flipper | If the first closest Opponent is evading, use the following System: Flipper",
        "If the Actor is Flipped, turn around | If the Actor has Flipped, turn to face the other way",
        "1. If the current round is two or more, move 3 spaces backwards | If the current round is 2 or more, move backwards 3 times",
        "If Token HP is below 3, raise token HP by 2 | If the value of Token HP is less than 3, increase Token HP by 2",
        "If the actor's chassis condition is under 30, evade | If the Actor's chassis has a Condition that is less than 30%, evade",
        "If the opponent used Axe on their last turn, block | If on the Opponent's last turn they uses system Axe, block",
        "If the current turn is 1, use Axe on the 2nd closest opponent | If the current turn is 1, use the following System on the second closest Opponent: Axe",
        "If the 2 spaces ahead of the actor are occupied by an enemy, bypass forwards twice | If any of the 2 spaces in front of the Actor are occupied by an Opponent, bypass forwards 2 times",
        "If the current turn is 5, use backup battery | If the current turn is 5, use the following System: Back-up Battery",
    })
    void lenientReadingWarnsWithTheLegalWording(String written, String legal) {
        BotScriptParser.Parsed p = parser.parse(written);
        assertThat(p.lines()).hasSize(1);
        assertThat(p.lines().get(0).wording()).isEqualTo(legal);
        assertThat(p.lines().get(0).lenient()).isTrue();
        assertThat(p.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.legalWording()).isEqualTo(legal);
        });
    }

    /** Case, punctuation, "is" for "are" and the rule's own ellipses are the same wording: no warning. */
    @Test
    void trivialDifferencesAreNotWarnings() {
        BotScriptParser.Parsed p = parser.parse("if the space in front of the actor is occupied by an opponent… "
                + "Use the following system: AXE.");
        assertThat(p.diagnostics()).isEmpty();
        assertThat(p.lines().get(0).reaction()).isEqualTo(new Reaction.UseSystem("Axe", null));
    }

    /** "If an illegal entry cannot be treated as if it was legal in that way, it should be ignored." */
    @ParameterizedTest(name = "\"{0}\" is ignored at column {1}")
    @CsvSource(delimiter = '|', value = {
        "move forwards 2 times | 1 | a Reaction but no Trigger",
        "If the Actor has Stunned, block | 18 | \"Stunned\" is neither a Status",
        "If the current turn is 2, dance | 27 | \"dance\" is not one of the Reactions",
        "If the current turn is 2, use Laser | 27 | \"Laser\" is not the name of a System",
        "If the value of Token LONGNAME is equal to 1, block | 23 | one to five characters",
        "If the Actor is in the space lettered G, block | 39 | a letter from A to F",
        "If the current turn is 0, block | 24 | X is a positive integer",
        "If line #30 of this script was the trigger that took effect in the Actor's most recent round preceding this one, block | 10 | between 1 and 25",
        "If the current turn is 2 | 25 | no Reaction",
        "If the current turn is 2, block the door | 33 | Cannot read the rest of the line",
        "Hello there | 1 | does not start with a Trigger",
        "If the current turn is 2, move forwards | 27 | needs a number of times",
    })
    void unreadableLinesAreIgnoredWithAnErrorSayingWhy(String written, int column, String why) {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 9, block\n\n" + written);
        assertThat(p.lines()).hasSize(1);
        assertThat(p.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.line()).isEqualTo(3);
            assertThat(d.column()).isEqualTo(column);
            assertThat(d.message()).contains(why);
        });
    }

    /** "Each Bot has a Script, being a list of up to ten Triggers"; 25 "with an Advanced Logic Module". */
    @Test
    void limits() {
        String eleven = String.join("\n", Collections.nCopies(11, "If the current turn is 1, block"));
        Bot plain = Bot.standard("Tin");
        ScriptReport r = ScriptReport.read(eleven, plain, CAT);
        assertThat(r.lines()).hasSize(10);
        assertThat(r.on(11)).singleElement().satisfies(d -> assertThat(d.message()).contains("up to ten Triggers"));
        Bot smart = new Bot("Brain", Part.engine("Nuclear", 100), Part.chassis("Apex Systems X1500", 100),
                List.of(Part.system("Advanced Logic Module", 100)));
        assertThat(ScriptReport.read(eleven, smart, CAT).lines()).hasSize(11);
        String many = String.join("\n", Collections.nCopies(26, "If the current turn is 1, block"));
        assertThat(ScriptReport.read(many, smart, CAT).lines()).hasSize(25);
    }

    /**
     * Resolvable "except if that Reaction: attempts to use a System the Actor has and the System's Effect
     * is “No effect.”; is marked Advanced (or has its Trigger marked as Advanced), but the Actor has no
     * Advanced Logic Module with a Condition of greater than 0%".
     */
    @Test
    void resolvability() {
        Bot bot = new Bot("Tin", Part.engine("Nuclear", 100), Part.chassis("Camelot CG3 Rampart", 100), List.of(
                Part.system("Plate", 100), Part.system("Axe", 0), Part.system("Advanced Logic Module", 0)));
        ScriptReport r = ScriptReport.read("If the current turn is 1, use the following System: Plate\n"
                + "If the current turn is 1, use the following System: Axe\n"
                + "If the value of Token A is equal to 0, block\n"
                + "If the current turn is 1, use the following System: Ram\n"
                + "If the current turn is 1, evade", bot, CAT);
        assertThat(r.lines()).extracting(ScriptReport.Checked::resolvable).containsExactly(false, false, false, false,
                true);
        assertThat(r.lines().get(0).why()).contains("\"No effect.\"");
        assertThat(r.lines().get(1).why()).contains("Condition of 0%");
        assertThat(r.lines().get(2).why()).contains("Advanced Logic Module");
        assertThat(r.lines().get(3).why()).contains("has no Ram");
        assertThat(r.lines().get(4).line().entry()).isEqualTo(5);
    }

    /** "If a System effect is preceded by “Passive:”, then it has no effect when used" */
    @Test
    void usingAPassiveSystemIsNoted() {
        Bot bot = Bot.standard("Tin").withSystems(List.of(Part.system("Ram", 100)));
        ScriptReport r = ScriptReport.read("If the current turn is 1, use the following System: Ram", bot, CAT);
        assertThat(r.lines().get(0).resolvable()).isTrue();
        assertThat(r.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.INFO);
            assertThat(d.message()).startsWith("Ram is Passive");
        });
    }

    /** "The Script of a Defunct Bot is always considered to be blank." */
    @Test
    void defunctScriptIsBlank() {
        Bot bot = new Bot("Sparky", Part.engine("Electric", 100), Part.chassis("Frictionless Inquisitor", 100),
                List.of(Part.system("Taser", 100)));
        ScriptReport r = ScriptReport.read("If the current turn is 1, evade", bot, CAT);
        assertThat(r.defunct()).isTrue();
        assertThat(r.lines()).hasSize(1);
        assertThat(r.effectiveLines()).isEmpty();
        assertThat(r.diagnostics()).anySatisfy(d -> assertThat(d.message()).contains("400 > 240"));
    }

    /** Random text never throws and every non-blank line yields a reading or a diagnostic. */
    @Test
    void fuzz() {
        Random random = new Random(205);
        String[] words = {"If", "the", "Actor", "has", "Flipped", "and", "move", "forwards", "2", "times", ",", "…",
            "closest", "Opponent", "use", "the following System:", "Axe", "Token", "ABCDEFG", "is", "greater than",
            "-5", "%", "line", "#", "then", "evade", "block", "space", "in front of", "behind", "occupied", "by", "'s",
            "\t", "  ", "\n", "é", "ü", "\u0000", "0", "99999999999999999999", "second", "numbered", "lettered", "Z"};
        for (int i = 0; i < 3000; i++) {
            StringBuilder sb = new StringBuilder();
            int n = random.nextInt(25);
            for (int k = 0; k < n; k++) {
                if (random.nextInt(6) == 0) {
                    sb.append((char) random.nextInt(0x3000));
                } else {
                    sb.append(words[random.nextInt(words.length)]).append(random.nextBoolean() ? " " : "");
                }
            }
            String text = sb.toString();
            BotScriptParser.Parsed p = parser.parse(text);
            long nonBlank = text.lines().filter(l -> !l.isBlank()).count();
            List<Integer> covered = new ArrayList<>();
            p.lines().forEach(l -> covered.add(l.textLine()));
            p.diagnostics().forEach(d -> covered.add(d.line()));
            assertThat(covered.stream().distinct().count()).as(text).isGreaterThanOrEqualTo(nonBlank);
            p.lines().stream().filter(l -> !l.lenient()).forEach(l ->
                    assertThat(parser.parse(l.wording()).diagnostics()).as(l.wording()).isEmpty());
            ScriptReport.read(text, Bot.standard("x"), CAT);
        }
    }

    /** Long, hostile lines are read in bounded time (no runaway backtracking). */
    @Test
    void longLinesStayFast() {
        String[] lines = {
            "If " + "the ".repeat(3000) + "Actor has Flipped, block",
            "If the Actor has " + "Flipped and ".repeat(2000) + "block",
            "If the value of Token " + "x".repeat(5000) + " is greater than 1, block",
            "If the current turn is 1, use " + "Back-up ".repeat(2000),
            "If the Actor has Flipped, " + "increase Token A by 1 and ".repeat(1000) + "block",
            "'".repeat(10000),
        };
        long start = System.nanoTime();
        for (String line : lines) {
            assertThat(parser.parse(line).diagnostics()).isNotEmpty();
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
    }

    /** Every legal wording the parser produces reads back as itself, without diagnostics. */
    @Test
    void legalWordingRoundTrips() {
        Stream.concat(triggers().map(a -> "If " + a.get()[1] + ", block"),
                reactions().map(a -> "If the current turn is 1, " + a.get()[1])).forEach(line -> {
                    ScriptLine read = parser.parse(line, IN_PLAY).lines().get(0);
                    assertThat(parser.parse(read.wording(), IN_PLAY).diagnostics()).as(read.wording()).isEmpty();
                });
    }

    /**
     * "...bypass forwards X times", where X is a positive integer (issue 13): 2147483647 is read, with a warning that
     * it is more than any Bout can use ("The spaces 1 to 19 are considered In Bounds"), as "as far as it can go".
     */
    @Test
    void hugeCountIsReadAsFarAsItCanGoWithAWarning() {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 1 or more, block\n"
                + "If the current turn is 2 or more, bypass forwards 2147483647 times");
        assertThat(p.lines()).hasSize(2);
        assertThat(p.lines().get(1).reaction()).isEqualTo(new Reaction.Bypass(Direction.FORWARDS, 2147483647));
        assertThat(p.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.message()).contains("2147483647", "as far as it can go", String.valueOf(Reaction.FURTHEST));
        });
    }

    /**
     * "...move forwards X times", where X is a positive integer: a count beyond the int range (3,000,000,000) is still
     * a positive integer; it saturates at 2147483647, which every use reads as any count past the arena, and the line
     * says so (docs/rulings.md, arena 30).
     */
    @Test
    void countBeyondIntRangeSaturatesAndTheLineSaysSo() {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 1 or more, block\n"
                + "If the current turn is 2 or more, move forwards 3000000000 times");
        assertThat(p.lines()).hasSize(2);
        assertThat(p.lines().get(1).reaction()).isEqualTo(new Reaction.Move(Direction.FORWARDS, Integer.MAX_VALUE));
        assertThat(p.diagnostics()).allSatisfy(d -> assertThat(d.severity()).isEqualTo(Severity.WARNING))
                .anySatisfy(d -> assertThat(d.message()).contains("3000000000 is more than a count can hold"))
                .anySatisfy(d -> assertThat(d.message()).contains("as far as it can go"));
        assertThat(parser.parse("If the current turn is 1 or more, bypass backwards 99999999999999999999 times")
                .lines()).singleElement().satisfies(l -> assertThat(l.reaction())
                .isEqualTo(new Reaction.Bypass(Direction.BACKWARDS, Integer.MAX_VALUE)));
        // a turn number never reached
        assertThat(parser.parse("If the current turn is 3000000000 or more, block").lines()).hasSize(1);
    }
}
