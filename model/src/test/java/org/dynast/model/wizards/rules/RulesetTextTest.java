package org.dynast.model.wizards.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The rules' data say what the shipped copy of Ruleset 168 says, word for word. */
class RulesetTextTest {

    static String ruleset() throws IOException {
        try (InputStream in = RulesetTextTest.class.getResourceAsStream(
                "/org/dynast/model/wizards/ruleset-168-wizards.txt")) {
            assertThat(in).as("the shipped copy of Ruleset 168").isNotNull();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace('’', '\'');
        }
    }

    @Test
    void everyStrengthBulletIsInTheText() throws IOException {
        String text = ruleset();
        for (StrengthTable.Bullet b : StrengthTable.standard().bullets()) {
            assertThat(text).contains("  • " + b.text() + "\n");
        }
    }

    @Test
    void everyQualityIsInTheText() throws IOException {
        String text = ruleset();
        for (Quality q : Quality.values()) {
            String listed = q == Quality.WILD ? "Wild(-1)" : q.wording() + " (" + q.listedUpkeep() + ")";
            assertThat(text).contains("  • " + listed + "\n");
        }
    }

    @Test
    void everyCurrentBattlefieldIsInTheText() throws IOException {
        String text = ruleset();
        try (InputStream in = Battlefield.class.getResourceAsStream("battlefields.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    assertThat(text).contains("  • " + line + "\n");
                }
            }
        }
    }

    @Test
    void everyTacticIsInTheText() throws IOException {
        String text = ruleset();
        for (Tactic t : Tactic.values()) {
            String name = t.wording() + (t.argument() == Tactic.Argument.CREATURE_TYPE ? " X" : "");
            assertThat(text).contains("  • " + name + " (" + t.panache() + "): ");
            assertThat(text).contains(t.effect().replace('’', '\''));
        }
    }

    @Test
    void everyIdentityAndEffectIsInTheText() throws IOException {
        String text = ruleset();
        for (Identity i : Identity.values()) {
            assertThat(text).contains("  • " + i.wording() + "\n");
        }
        for (BattleEffect e : BattleEffect.values()) {
            assertThat(text).contains("  • " + e.wording() + "\n");
        }
    }
}
