package org.dynast.app.newdynasty;

import java.time.LocalDate;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.store.GameStore;

/**
 * Founds the dynasty the New Dynasty wizard describes, then imports its ruleset text (if it has one) as the dynasty's
 * first ruleset revision. Runs off the UI thread.
 */
public final class NewDynastyFounder {

    /**
     * The founded dynasty; {@code ruleset} is its imported revision (null when there was no text, or the import
     * failed, when {@code importProblem} says why).
     */
    public record Founded(Dynasty dynasty, RulesetRevision ruleset, String importProblem) {

        /** "Founded Districts, with its ruleset from ruleset-217-districts.txt (shipped with Dynast)." */
        public String message(Messages messages, NewDynastyViewModel.Result result) {
            if (importProblem != null) {
                return messages.get("message.founded.importFailed", dynasty.name(), importProblem);
            }
            return result.rulesetText().map(t -> messages.get("message.founded.withRuleset", dynasty.name(),
                    t.sourceName())).orElse(messages.get("message.founded", dynasty.name()));
        }
    }

    private NewDynastyFounder() {
    }

    public static Founded found(GameStore store, String actor, NewDynastyViewModel.Result r, LocalDate today) {
        Dynasty dynasty = store.dynasties().found(actor, r.name(), r.rulesetNumber(), r.terms(), r.emperorName(),
                today, r.profileId(), r.modules());
        if (r.rulesetText().isEmpty()) {
            return new Founded(dynasty, null, null);
        }
        NewDynastyViewModel.RulesetText text = r.rulesetText().get();
        try {
            RulesetRevision revision = store.rulesets().importText(dynasty.id(), actor, text.text(),
                    text.sourceName(), null);
            return new Founded(dynasty, revision, null);
        } catch (RuntimeException e) {
            // founding cannot be undone: the dynasty stays, and the emperor imports its ruleset from the Ruleset tab
            return new Founded(dynasty, null, Failures.message(e));
        }
    }
}
