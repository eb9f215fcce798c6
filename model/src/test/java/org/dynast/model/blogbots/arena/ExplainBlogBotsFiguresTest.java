package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.dynast.model.blogbots.arena.Arena.afterTurn;
import static org.dynast.model.blogbots.arena.Arena.bot;
import static org.dynast.model.blogbots.arena.Arena.entrant;
import static org.dynast.model.blogbots.arena.Arena.placed;

import java.util.List;
import org.assertj.core.data.Offset;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.explain.BotExplanations;
import org.dynast.model.explain.Explanation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetService;
import org.junit.jupiter.api.Test;

/** "Why?" on the BlogBots figures: Shove Power, Defunct and a Tally, quoting Ruleset 205. */
class ExplainBlogBotsFiguresTest {

    private static final Catalogue CAT = Catalogue.shipped();
    private final Ruleset ruleset = RulesetService.preview(DynastyModules.installed().shippedRuleset(205).orElseThrow().text()).ruleset();

    @Test
    void shovePowerIsEffectivePowerOutputMinusHalfTheConsumption() {
        // "where Shove Power is Effective Power Output minus 50% of the consumption of the chassis and every system on
        // the bot."
        Bot bot = bot("Ada", "Flipper", "Grinder").withEngine(Part.engine(Bot.DEFAULT_ENGINE, 50));
        BotFigures f = BotFigures.of(bot, CAT);
        Explanation why = BotExplanations.shovePower(bot, CAT, ruleset);
        assertThat(why.value()).isEqualTo(Integer.toString(f.shovePower()));
        assertThat(why.arithmetic()).first().asString().contains("at Condition 50%",
                "Effective Power Output " + f.effectivePowerOutput());
        assertThat(why.arithmetic().get(1)).startsWith("Consumption = Apex Systems X1500 ")
                .contains("Flipper", "Grinder").endsWith("= " + f.consumption());
        assertThat(why.arithmetic()).last().asString().startsWith("Shove Power = " + f.effectivePowerOutput()
                + " − 50% of " + f.consumption()).contains("= " + f.shovePower());
        assertThat(f.effectivePowerOutput() - f.consumption() / 2.0).isCloseTo(f.shovePower(),
                Offset.offset(0.5));
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).contains("where Shove Power is Effective Power Output minus 50% of the "
                + "consumption of the chassis and every system on the bot");
    }

    @Test
    void aBotWhoseConsumptionExceedsItsEffectivePowerOutputIsDefunct() {
        // "If a Bot has Systems and a Chassis whose combined Consumption exceeds its Engine’s Effective Power Output,
        // the Bot is considered to be Defunct."
        Bot weak = bot("Bix", "Flipper", "Grinder").withEngine(Part.engine(Bot.DEFAULT_ENGINE, 5));
        BotFigures f = BotFigures.of(weak, CAT);
        assertThat(f.defunct()).isTrue();
        Explanation why = BotExplanations.defunct(weak, CAT, ruleset);
        assertThat(why.value()).isEqualTo("Defunct");
        assertThat(why.arithmetic()).last().asString()
                .startsWith(f.consumption() + " > " + f.effectivePowerOutput());
        assertThat(why.citation().sentence()).isEqualTo("If a Bot has Systems and a Chassis whose combined Consumption "
                + "exceeds its Engine’s Effective Power Output, the Bot is considered to be Defunct.");
        assertThat(BotExplanations.defunct(bot("Ada"), CAT, ruleset).value()).isEqualTo("Not Defunct");
    }

    @Test
    void aTallyIsTheSumOfTheConditionItsActionsTookAddedUpFromTheBoutsEvents() {
        // "Whenever an action by a Bot in a Bout causes the Condition of another Bot’s Engine, Chassis or System to be
        // reduced by any means other than Scratch Damage, the Tally of the Bot that took the action, for that Bout,
        // increases by the same amount."
        BoutResult r = placed(entrant(bot("Ada", "Flipper", "Grinder"), "Use the following System: Flipper",
                "If the current turn is 3, use the following System: Grinder"), 9, Facing.RIGHT,
                entrant(bot("Bix", "Mound-Shaped Body")), 10, Facing.LEFT);
        int upTo = 0;
        for (int i = 0; i < r.events().size(); i++) {
            if (r.events().get(i).turn() <= 3) {
                upTo = i;
            }
        }
        int shown = afterTurn(r, 3, "Ada").tally();
        assertThat(shown).isPositive();
        Explanation why = BotExplanations.tally(r.events(), upTo, "Ada", ruleset);
        assertThat(why.value()).isEqualTo(Integer.toString(shown));
        List<String> lines = why.arithmetic();
        assertThat(lines).first().isEqualTo("Starts the Bout at 0");
        int sum = lines.stream().filter(l -> l.startsWith("Turn ")).mapToInt(l -> Integer.parseInt(
                l.substring(l.indexOf(": ") + 2, l.indexOf(" —")).replace("+", ""))).sum();
        assertThat(sum).isEqualTo(shown);
        assertThat(lines).last().isEqualTo("Tally = " + shown);
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).contains("the Tally of the Bot that took the action, for that Bout, "
                + "increases by the same amount");
    }

    @Test
    void theBoutsTalliesAreBothBotsSumsAndHowTheyStandAgainstDomination() {
        // "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by at least 10% then that Bot is
        // the Winner."
        BoutResult r = placed(entrant(bot("Ada", "Flipper", "Grinder"), "Use the following System: Flipper",
                "If the current turn is 3, use the following System: Grinder"), 9, Facing.RIGHT,
                entrant(bot("Bix", "Mound-Shaped Body")), 10, Facing.LEFT);
        int upTo = 0;
        for (int i = 0; i < r.events().size(); i++) {
            if (r.events().get(i).turn() <= 3) {
                upTo = i;
            }
        }
        int ada = afterTurn(r, 3, "Ada").tally();
        int bix = afterTurn(r, 3, "Bix").tally();
        Explanation why = BotExplanations.tallies(r.events(), upTo, ruleset);
        assertThat(why.figure()).isEqualTo("Tallies after turn 3");
        assertThat(why.value()).isEqualTo("Ada " + ada + " · Bix " + bix);
        assertThat(why.arithmetic()).contains("Ada:", "    Tally = " + ada, "Bix:", "    Tally = " + bix);
        assertThat(ada).isGreaterThan(bix);
        assertThat(why.arithmetic()).last().isEqualTo("Ada " + ada + " vs Bix " + bix + " at turn 3 (Domination is "
                + "decided after 60 turns): Ada is at least 10% higher (" + (bix == 0 ? "any Tally above 0"
                : "110% of " + bix) + (bix == 0 ? ")" : ""));
        // before sixty turns the sentence is the one that makes a Tally
        assertThat(why.citation().sentence()).contains("the Tally of the Bot that took the action");

    }

    @Test
    void afterSixtyTurnsTheTalliesQuoteTheDominationSentence() {
        // "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by at least 10% then that Bot is
        // the Winner." Two Bots with blank Scripts at either end never touch: level at zero, neither wins by Tally.
        BoutResult r = placed(entrant(bot("Ada")), 1, Facing.RIGHT, entrant(bot("Bix")), 19, Facing.LEFT);
        int upTo = -1;
        for (int i = 0; i < r.events().size(); i++) {
            if (r.events().get(i).turn() <= BoutEngine.DOMINATION_TURNS) {
                upTo = i;
            }
        }
        assertThat(r.events().get(upTo).turn()).isEqualTo(60);
        Explanation why = BotExplanations.tallies(r.events(), upTo, ruleset);
        assertThat(why.value()).isEqualTo("Ada 0 · Bix 0");
        assertThat(why.arithmetic()).last().isEqualTo("Level at 0 after 60 turns: neither is ahead");
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).isEqualTo("If, after sixty turns, one Bot has a Tally that is higher "
                + "than its Opponent by at least 10% then that Bot is the Winner.");
    }
}
