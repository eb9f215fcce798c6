package org.dynast.app.ruleset;

import static org.assertj.core.api.Assertions.assertThatCode;

import java.text.MessageFormat;
import java.util.Collections;
import org.dynast.app.common.Messages;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/** Every Ruleset tab text with arguments is a valid MessageFormat pattern (a bad choice format throws only when shown). */
class RulesetMessagesTest {

    @Test
    void everyRulesetPatternFormats() {
        Messages messages = Messages.load(DynastyModules.installed());
        for (String key : Collections.list(messages.bundle().getKeys())) {
            if ((key.startsWith("ruleset.") || key.startsWith("dialog.ruleset.")) && messages.get(key).contains("{")) {
                assertThatCode(() -> new MessageFormat(messages.get(key)).format(new Object[] {2, 3, 4, 5, 6, 7}))
                        .as(key).doesNotThrowAnyException();
            }
        }
    }
}
