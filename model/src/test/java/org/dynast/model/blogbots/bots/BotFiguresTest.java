package org.dynast.model.blogbots.bots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** "Bot Loadout": the tables, Effective values, Defunct, Trashed, Shove Power, Exposed System. */
class BotFiguresTest {

    private final Catalogue cat = Catalogue.shipped();

    /** The Engines, Chassis and Systems tables: the shipped catalogue matches the rule text row by row. */
    @Test
    void catalogueMatchesTheRulesetTables() {
        List<String> rules = DynastyModules.installed().shippedRuleset(205).orElseThrow().text().lines().toList();
        assertThat(cat.engines()).hasSize(5);
        assertThat(cat.chassis()).hasSize(8);
        assertThat(cat.systems()).hasSize(26);
        Pattern row = Pattern.compile("^(.+?) ₩([\\d,]+) (\\d+) (.*)$");
        int checked = 0;
        for (String line : rules) {
            Matcher m = row.matcher(line.strip());
            if (m.matches() && cat.system(m.group(1)).isPresent()) {
                SystemType s = cat.system(m.group(1)).orElseThrow();
                assertThat(s.cost()).isEqualTo(Integer.parseInt(m.group(2).replace(",", "")));
                assertThat(s.consumption()).isEqualTo(Integer.parseInt(m.group(3)));
                assertThat(s.effect()).isEqualTo(m.group(4));
                assertThat(s.passive()).isEqualTo(m.group(4).startsWith("Passive:"));
                checked++;
            }
        }
        assertThat(checked).isEqualTo(26);
    }

    @Test
    void passiveMeleeAndNoEffectFlags() {
        assertThat(cat.system("Axe").orElseThrow().melee()).isTrue();
        assertThat(cat.system("Grapple").orElseThrow().melee()).isTrue();
        assertThat(cat.system("Taser").orElseThrow().melee()).isFalse();
        assertThat(cat.system("Ram").orElseThrow().passive()).isTrue();
        assertThat(cat.system("Plate").orElseThrow().noEffect()).isTrue();
        assertThat(cat.engine("petrol").orElseThrow().powerOutput()).isEqualTo(550);
        assertThat(cat.chassis("Camelot CG3 Rampart").orElseThrow().hardpoints()).isEqualTo(4);
    }

    /**
     * "the value has the item's Condition percentage applied to it, rounded down (eg. the Effective
     * Cost of a ₩5,000 Engine in 50% Condition is ₩2,500)."
     */
    @ParameterizedTest(name = "{0} at {1}% costs {2}")
    @CsvSource({"5000, 50, 2500", "4000, 100, 4000", "1100, 33, 363", "2200, 1, 22", "320, 33, 105", "999, 0, 0"})
    void effectiveValuesAreRoundedDown(int value, int condition, int expected) {
        assertThat(BotFigures.effective(value, condition)).isEqualTo(expected);
    }

    /** "An Engine, which is by default an Petrol motor"; "A Chassis, which is by default an Apex Systems X1500". */
    @Test
    void defaultBot() {
        Bot bot = Bot.standard("Tin");
        assertThat(bot.engine().name()).isEqualTo("Petrol");
        assertThat(bot.chassis().name()).isEqualTo("Apex Systems X1500");
        assertThat(bot.systems()).isEmpty();
        BotFigures f = BotFigures.of(bot, cat);
        assertThat(f.effectivePowerOutput()).isEqualTo(550);
        assertThat(f.consumption()).isEqualTo(200);
        assertThat(f.freeHardpoints()).isEqualTo(2);
        assertThat(f.botValue()).isEqualTo(6500);
    }

    /**
     * "If a Bot has Systems and a Chassis whose combined Consumption exceeds its Engine's Effective
     * Power Output, the Bot is considered to be Defunct."
     */
    @Test
    void defunctWhenConsumptionExceedsEffectivePower() {
        Bot bot = Bot.standard("Tin").withSystems(List.of(Part.system("Axe", 100), Part.system("Flipper", 100)));
        BotFigures f = BotFigures.of(bot, cat);
        assertThat(f.consumption()).isEqualTo(200 + 250 + 185);
        assertThat(f.defunct()).isTrue();
        Bot equal = Bot.standard("Tin").withEngine(Part.engine("Petrol", 50)); // 275 vs 200
        assertThat(BotFigures.of(equal, cat).defunct()).isFalse();
        Bot exactly = new Bot("x", Part.engine("Electric", 100), Part.chassis("Frictionless Inquisitor", 100),
                List.of(Part.system("Ram", 100), Part.system("Cow Catcher", 100))); // 225 <= 240
        assertThat(BotFigures.of(exactly, cat).defunct()).isFalse();
    }

    /**
     * "The Condition of the Engine on this Bot is instead calculated as the Condition of the Engine plus
     * 25% of the Condition of this system, up to a maximum of 100%."
     */
    @Test
    void backUpBatteryRaisesTheEnginesCondition() {
        Bot bot = Bot.standard("Tin").withEngine(Part.engine("Petrol", 60))
                .withSystems(List.of(Part.system("Back-up Battery", 100)));
        assertThat(BotFigures.of(bot, cat).engineCondition()).isEqualTo(85);
        assertThat(BotFigures.of(bot, cat).effectivePowerOutput()).isEqualTo(467);
        Bot full = bot.withEngine(Part.engine("Petrol", 90));
        assertThat(BotFigures.of(full, cat).engineCondition()).isEqualTo(100);
    }

    /**
     * "If the Condition of an Engine or Chassis of a Bot is 0%, or if that Bot has multiple Systems with
     * the same Name, then that Bot is said to be Trashed."
     */
    @Test
    void trashed() {
        assertThat(BotFigures.of(Bot.standard("a").withEngine(Part.engine("Petrol", 0)), cat).trashed()).isTrue();
        assertThat(BotFigures.of(Bot.standard("a").withChassis(Part.chassis("Apex Systems X1500", 0)), cat)
                .trashedWhy()).containsExactly("its Chassis's Condition is 0%");
        Bot twins = Bot.standard("a").withSystems(List.of(Part.system("Ram", 100), Part.system("ram", 10)));
        assertThat(BotFigures.of(twins, cat).trashedWhy()).containsExactly("it has multiple Systems named ram");
        assertThat(BotFigures.of(Bot.standard("a").withEngine(Part.engine("Petrol", 1)), cat).trashed()).isFalse();
        // Back-up Battery: "The Condition of the Engine on this Bot is instead calculated as the Condition of the
        // Engine plus 25% of the Condition of this system": an Engine at 0% with a working battery is not at 0%,
        // as the arena reads it too (docs/rulings.md, Ruleset 205 arena, 19)
        Bot backedUp = Bot.standard("a").withEngine(Part.engine("Petrol", 0))
                .withSystems(List.of(Part.system("Back-up Battery", 100)));
        assertThat(BotFigures.of(backedUp, cat).trashed()).isFalse();
        assertThat(BotFigures.of(backedUp.withSystems(List.of(Part.system("Back-up Battery", 0))), cat).trashed())
                .isTrue();
    }

    /** "(If the Condition of an Engine, Chassis or System would ever be reduced below 0%, it instead becomes 0%.)" */
    @Test
    void conditionNeverBelowZero() {
        assertThat(Part.system("Axe", 10).withCondition(-15).condition()).isZero();
        assertThat(Part.system("Axe", 90).withCondition(120).condition()).isEqualTo(100);
    }

    /** "Shove Power is Effective Power Output minus 50% of the consumption of the chassis and every system on the bot." */
    @Test
    void shovePower() {
        Bot bot = Bot.standard("Tin").withSystems(List.of(Part.system("Ram", 100))); // 550 - 285/2 = 407.5
        assertThat(BotFigures.of(bot, cat).shovePower()).isEqualTo(407);
    }

    /**
     * "its frontmost System (if the Bot is facing the Bot using the Effect) or its rearmost System (if it
     * is not). While a Bot is Flipped, none of its Systems are Exposed." and a System at 0% "is skipped
     * when determining the frontmost or rearmost System of a Bot."
     */
    @Test
    void exposedSystem() {
        Bot bot = Bot.standard("Tin").withChassis(Part.chassis("Camelot CG3 Rampart", 100)).withSystems(List.of(
                Part.system("Plate", 0), Part.system("Axe", 50), Part.system("Ram", 70), Part.system("Spikes", 0)));
        assertThat(BotFigures.exposedSystem(bot, true, false)).contains(Part.system("Axe", 50));
        assertThat(BotFigures.exposedSystem(bot, false, false)).contains(Part.system("Ram", 70));
        assertThat(BotFigures.exposedSystem(bot, true, true)).isEmpty();
    }
}
