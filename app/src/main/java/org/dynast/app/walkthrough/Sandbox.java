package org.dynast.app.walkthrough;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.UUID;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;

/**
 * A throwaway copy of a dynasty for a walkthrough: the dynasty's export imported into a new in-memory file with
 * its own clock (which a walkthrough may move on, "let 12 hours pass"), so nothing the learner does reaches the real
 * file. With no dynasty shown, the copy is the demo dynasty. Closing it discards it. The steps quote the copy's
 * latest ruleset revision, or, for a dynasty whose ruleset text is not in the file, the shipped text of its number.
 */
public record Sandbox(GameStore store, Dynasty dynasty, ManualGameClock clock, Ruleset ruleset) {

    /** Copies {@code shown} out of {@code real} (read only) into a new sandbox whose clock starts at {@code now}. */
    public static Sandbox copyOf(GameStore real, Dynasty shown, Instant now) {
        ManualGameClock clock = new ManualGameClock(now);
        GameStore copy = GameStore.inMemory("walkthrough-" + UUID.randomUUID(), clock);
        try {
            Dynasty dynasty;
            if (shown == null) {
                dynasty = DemoDynasty.seedIfEmpty(copy, "Admin");
            } else {
                StringWriter out = new StringWriter();
                real.exchange().export(shown.id(), out);
                dynasty = copy.exchange().importFrom(new StringReader(out.toString()), shown.name(), "Admin");
            }
            // a dynasty with no ruleset text in the file (the factory demo) is quoted from the text of its number
            Ruleset ruleset = copy.rulesets().latest(dynasty.id())
                    .map(rev -> copy.rulesets().read(rev).ruleset())
                    .or(() -> org.dynast.model.ruleset.ShippedRulesets.find(dynasty.rulesetNumber())
                            .map(shipped -> org.dynast.model.ruleset.RulesetService.preview(shipped.text()).ruleset()))
                    .orElse(null);
            return new Sandbox(copy, dynasty, clock, ruleset);
        } catch (IOException e) {
            copy.close();
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            copy.close();
            throw e;
        }
    }
}
