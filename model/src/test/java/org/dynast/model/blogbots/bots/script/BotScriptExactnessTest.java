package org.dynast.model.blogbots.bots.script;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rule "BotScript" read exactly (issue 14): the rule's own ellipses, Opponents' names as the Bots in play write
 * them, the default ordinal "first", and the readings of ambiguous wordings said in the diagnostic.
 */
class BotScriptExactnessTest {

    private static final Catalogue CAT = Catalogue.shipped();
    private final BotScriptParser parser = new BotScriptParser(CAT);
    /** The Bots in play of one Bout or dynasty: names of several words, apostrophes and digits. */
    private static final List<String> IN_PLAY = List.of("Sir Clank", "Sir Clank Jr", "O'Malley", "Clank", "R2-D2 Mk 9",
            "Tin", "The Gatekeeper");

    private static ScriptLine only(BotScriptParser.Parsed p) {
        assertThat(p.lines()).as("%s", p.diagnostics()).hasSize(1);
        return p.lines().get(0);
    }

    // ------------------------------------------------------------------------------------------ ellipses

    /**
     * BotScript writes its Triggers ending in its own ellipses and its Reactions starting with them: "If the X space(s)
     * [in front of / behind the] Actor are empty…", "If the current [turn / round] is X [or [less / more]]..",
     * "If the current [turn / round] number is [odd / even]...", "…move forwards X times", "...block". A line written
     * as the rule writes them, with a comma after the ellipsis or two ellipses in a row, is legal wording: read, no
     * diagnostic.
     */
    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "If the 2 spaces in front of the Actor are empty…, move forwards 2 times | If the 2 spaces in front of the Actor are empty, move forwards 2 times",
        "If the current turn is 7.., block | If the current turn is 7, block",
        "If the current round number is odd..., evade | If the current round number is odd, evade",
        "If the Actor has Flipped… …turn to face the other way | If the Actor has Flipped, turn to face the other way",
        "If the current round is 3 or more.. ...block | If the current round is 3 or more, block",
        "If the Actor is in the space numbered 12 or lower...…bypass forwards 2 times | If the Actor is in the space numbered 12 or lower, bypass forwards 2 times",
        "If the Actor has Flipped… and the current turn is 2.., block | If the Actor has Flipped and the current turn is 2, block",
        "If the current turn is 3..., … then move 2 times towards opponent Tin | If the current turn is 3, then move 2 times towards opponent Tin",
        "If the current turn is 1…, increase Token A by 1… and evade | If the current turn is 1, increase Token A by 1 and evade",
    })
    void theRulesOwnEllipsesFollowedByACommaOrAnotherEllipsisAreLegalWording(String written, String legal) {
        BotScriptParser.Parsed p = parser.parse(written, IN_PLAY);
        assertThat(only(p).wording()).isEqualTo(legal);
        assertThat(p.lines().get(0).lenient()).isFalse();
        assertThat(p.diagnostics()).isEmpty();
    }

    /** The same lines read as the Triggers and Reactions the rule lists. */
    @Test
    void ellipsesDoNotChangeWhatALineMeans() {
        ScriptLine empty = only(parser.parse("If the 2 spaces in front of the Actor are empty…, move forwards 2 times"));
        assertThat(empty.trigger()).isEqualTo(new Trigger.SpacesEmpty(2, Side.IN_FRONT));
        assertThat(empty.reaction()).isEqualTo(new Reaction.Move(Direction.FORWARDS, 2));
        ScriptLine seven = only(parser.parse("If the current turn is 7.., block"));
        assertThat(seven.trigger()).isEqualTo(new Trigger.TurnNumber(Unit.TURN, 7, Bound.EXACTLY));
        assertThat(seven.reaction()).isEqualTo(new Reaction.Block());
    }

    // ------------------------------------------------------------------------------------------ names

    /**
     * Advanced: "If [the Actor's / Y's] [chassis / engine / exposed System] has a Condition that is [greater than /
     * less than / equal to] X" and "… then move X times towards opponent Y", "where ... Y is the name of a single
     * Opponent that is a current participant in the same Bout as the Actor". A Bot's name "may be freely selected by
     * the Bot's Operator": spaces, apostrophes and digits are part of it.
     */
    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "If Sir Clank's chassis has a Condition that is less than 30%, block | Sir Clank",
        "If O'Malley's engine has a Condition that is equal to 50%, evade | O'Malley",
        "If O’Malley’s engine has a Condition that is equal to 50%, evade | O'Malley",
        "If R2-D2 Mk 9's exposed System has a Condition that is greater than 10%, block | R2-D2 Mk 9",
        "If Sir Clank Jr's chassis has a Condition that is less than 30%, block | Sir Clank Jr",
        "If Clank's chassis has a Condition that is less than 30%, block | Clank",
    })
    void anOpponentsNameInAConditionTriggerIsTheNameInPlay(String written, String name) {
        BotScriptParser.Parsed p = parser.parse(written, IN_PLAY);
        Trigger.ConditionTest t = (Trigger.ConditionTest) only(p).trigger();
        assertThat(t.opponent()).isEqualTo(name);
        assertThat(p.diagnostics()).isEmpty();
    }

    /** "… then move X times towards opponent Y": the longest name in play that fits is read, in its own spelling. */
    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "If the current turn is 2, then move 3 times towards opponent Sir Clank | Sir Clank | 3",
        "If the current turn is 2, then move 1 times towards opponent Sir Clank Jr. | Sir Clank Jr | 1",
        "If the current turn is 2, then move 2 times towards opponent sir clank | Sir Clank | 2",
        "If the current turn is 2, then move 2 times towards opponent O'Malley | O'Malley | 2",
        "If the current turn is 2, then move 2 times towards opponent The Gatekeeper | The Gatekeeper | 2",
        "If the current turn is 2, increase Token A by 1 and then move 2 times towards opponent R2-D2 Mk 9 | R2-D2 Mk 9 | 2",
    })
    void anOpponentsNameInAMoveTowardsIsTheLongestNameInPlay(String written, String name, int times) {
        BotScriptParser.Parsed p = parser.parse(written, IN_PLAY);
        Reaction r = only(p).reaction();
        Reaction move = r instanceof Reaction.Both b ? b.second() : r;
        assertThat(move).isEqualTo(new Reaction.MoveTowardsOpponent(times, name));
        assertThat(p.diagnostics()).isEmpty();
    }

    /** "Y is the name of a single Opponent that is a current participant": a name not in play is ignored, saying so. */
    @Test
    void aNameNotInPlayIsIgnoredWithAnErrorListingTheNames() {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 1, block\n"
                + "If Sir Klank's chassis has a Condition that is less than 30%, block\n"
                + "If the current turn is 2, then move 3 times towards opponent Lady Clank.", IN_PLAY);
        assertThat(p.lines()).hasSize(1);
        assertThat(p.diagnostics()).hasSize(2);
        assertThat(p.diagnostics().get(0)).satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.column()).isEqualTo(4);
            assertThat(d.message()).contains("\"Sir Klank\" is not the name of a Bot in play", "Sir Clank, Sir Clank Jr");
        });
        assertThat(p.diagnostics().get(1)).satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.line()).isEqualTo(3);
            assertThat(d.message()).contains("\"Lady Clank\" is not the name of a Bot in play");
        });
    }

    /**
     * Without the names in play (a Script read on its own), a one-word name is read as before and an INFO says it was
     * not checked; a name of several words cannot be told from the rest of the line, so the line is ignored, saying why.
     */
    @Test
    void withoutTheNamesInPlayANameIsOneWordAndSaidUnchecked() {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 2, then move 3 times towards opponent Clanky\n"
                + "If Sir Clank's chassis has a Condition that is less than 30%, block");
        assertThat(only(p).reaction()).isEqualTo(new Reaction.MoveTowardsOpponent(3, "Clanky"));
        assertThat(p.diagnostics()).hasSize(2);
        assertThat(p.diagnostics().get(0)).satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.INFO);
            assertThat(d.line()).isEqualTo(1);
            assertThat(d.message()).contains("names of the Bots in play are not known", "\"Clanky\"", "not checked");
        });
        assertThat(p.diagnostics().get(1)).satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.message()).contains("read as one word", "\"Sir Clank\" is more than one");
        });
    }

    /** The Actor's own condition is never read as a Bot named "the Actor". */
    @Test
    void theActorsConditionIsStillTheActors() {
        BotScriptParser.Parsed p = parser.parse("If the Actor's chassis has a Condition that is less than 30%, block",
                IN_PLAY);
        assertThat(only(p).trigger()).isEqualTo(new Trigger.ConditionTest(null, Component.CHASSIS, Comparison.LESS, 30));
        assertThat(p.diagnostics()).isEmpty();
    }

    /**
     * "Y is the name of a single Opponent that is a current participant in the same Bout as the Actor": a Script that
     * names its own Bot is read, but the Workshop warns that the Trigger is never true and the Reaction not Resolvable.
     */
    @Test
    void aScriptNamingItsOwnBotIsWarnedAbout() {
        Bot tin = Bot.standard("Sir Clank")
                .withSystems(List.of(Part.system("Advanced Logic Module", 100)));
        ScriptReport r = ScriptReport.read("If Sir Clank's chassis has a Condition that is less than 30%, block\n"
                + "If the current turn is 2, then move 2 times towards opponent Sir Clank\n"
                + "If the current turn is 3, then move 2 times towards opponent Tin", tin, CAT, IN_PLAY);
        assertThat(r.lines()).hasSize(3);
        assertThat(r.on(1)).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.message()).contains("Sir Clank is the Actor itself", "never true");
        });
        assertThat(r.lines().get(1).resolvable()).isFalse();
        assertThat(r.lines().get(1).why()).contains("the Actor itself");
        assertThat(r.lines().get(2).resolvable()).isTrue();
        assertThat(r.on(3)).isEmpty();
    }

    // ------------------------------------------------------------------------------------------ "first"

    /**
     * "...use the following System [on the [first / second / third / [...]] closest Opponent]:" and "If an ordinal
     * would be required but none is provided ..., the ordinal defaults to “first”" (ruling 12: a missing "first" is
     * read with a warning quoting the legal wording).
     */
    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "If the current turn is 1, use the following System on the closest Opponent: Axe",
        "If the current turn is 1, use Axe on the closest Opponent",
        "If the current turn is 1, use the following System on the nearest enemy: Axe",
    })
    void aMissingFirstIsReadAsFirst(String written) {
        BotScriptParser.Parsed p = parser.parse(written);
        String legal = "If the current turn is 1, use the following System on the first closest Opponent: Axe";
        assertThat(only(p).reaction()).isEqualTo(new Reaction.UseSystem("Axe", 1));
        assertThat(p.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.legalWording()).isEqualTo(legal);
        });
    }

    // ------------------------------------------------------------------------------------------ ambiguous counts

    /**
     * "If [the space / any of the X spaces] [in front of / behind the] Actor are occupied by an Opponent…": "the 3
     * spaces … are occupied" could mean all three or any of them. The rule's only form with a number of spaces is
     * "any of the X spaces", so it is read so, and the warning says which reading was taken (ruling 31).
     */
    @Test
    void theXSpacesAreOccupiedIsReadAsAnyOfThemAndTheWarningSaysSo() {
        BotScriptParser.Parsed p = parser.parse("If the current turn is 1, block\n"
                + "If the 3 spaces in front of the Actor are occupied by an Opponent, block");
        assertThat(p.lines().get(1).trigger()).isEqualTo(new Trigger.SpacesOccupied(3, Side.IN_FRONT, Occupant.OPPONENT));
        assertThat(p.diagnostics()).singleElement().satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.WARNING);
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.message()).contains("could mean all of them or any of them", "read as any of them",
                    "\"If any of the 3 spaces in front of the Actor are occupied by an Opponent, block\"");
        });
        // the one space needs no such note
        assertThat(parser.parse("If the 1 space behind the Actor is occupied by a House Bot, evade").diagnostics())
                .singleElement().satisfies(d -> assertThat(d.message()).doesNotContain("could mean"));
    }

    /**
     * "If the X space(s) [in front of / behind the] Actor are empty…", where X is a positive integer: "the spaces in
     * front of the Actor are empty" names no X (two? all of them?), so it cannot be read as one specific legal line and
     * is ignored, saying why; "the space" (one) is X = 1 (ruling 31).
     */
    @Test
    void theSpacesWithNoNumberAreIgnoredButTheSpaceIsOne() {
        BotScriptParser.Parsed p = parser.parse("If the spaces in front of the Actor are empty, move forwards 3 times\n"
                + "If the spaces behind the Actor are occupied by an Opponent, evade\n"
                + "If the space in front of the Actor is empty, move forwards 1 times");
        assertThat(only(p).trigger()).isEqualTo(new Trigger.SpacesEmpty(1, Side.IN_FRONT));
        assertThat(p.diagnostics()).hasSize(3);
        assertThat(p.diagnostics().get(0)).satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.line()).isEqualTo(1);
            assertThat(d.column()).isEqualTo(8);
            assertThat(d.message()).contains("does not say how many spaces", "ignored");
        });
        assertThat(p.diagnostics().get(1)).satisfies(d -> {
            assertThat(d.severity()).isEqualTo(Severity.ERROR);
            assertThat(d.line()).isEqualTo(2);
            assertThat(d.message()).contains("does not say how many spaces");
        });
        assertThat(p.diagnostics().get(2).severity()).isEqualTo(Severity.WARNING);
    }
}
