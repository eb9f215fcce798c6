package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.property.SimpleBooleanProperty;
import org.dynast.app.common.Messages;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetService;
import org.junit.jupiter.api.Test;

/** A walkthrough's steps without a window: advancing on a met condition, Back, Skip, Leave, progress, terms. */
class WalkthroughViewModelTest {

    private final Map<String, SimpleBooleanProperty> conditions = new HashMap<>();
    private final List<Duration> waited = new ArrayList<>();
    private boolean left;

    private static Walkthrough.Step step(String title, String done, String action, String seen) {
        return new Walkthrough.Step("mattersTab", "x", title, "About the {players}.", "Proposals",
                "2 Proposals pending", "Do it, {player}.", done, action, null, seen);
    }

    private WalkthroughViewModel vm(Terms terms) {
        Walkthrough w = new Walkthrough("t", "Test", "", List.of(), false, null, List.of(
                step("One", "posted", null, "see the {players}' tally."), step("Two", "next", "wait:PT12H", null),
                step("Three", "voted", null, null)));
        Ruleset ruleset = RulesetService.preview(DynastyModules.installed().shippedRuleset(190).orElseThrow().text()).ruleset();
        return new WalkthroughViewModel(w, ruleset, terms, Messages.load(DynastyModules.installed()), done -> StepConditions.Condition.of(
                conditions.computeIfAbsent(done, d -> new SimpleBooleanProperty(false))), waited::add,
                () -> left = true);
    }

    @Test
    void aStepDoneSaysSoAndWaitsForNextBeforeTheNextStep() {
        WalkthroughViewModel vm = vm(new Terms("Worker", "Workers", "Factory"));
        vm.start();
        assertThat(vm.progressProperty().get()).isEqualTo("Step 1 of 3");
        assertThat(vm.nextAllowed()).isFalse();
        assertThat(vm.doneTextProperty().get()).isEmpty();
        conditions.get("posted").set(true);
        // the card stays on the step, says it is done and what to look at; Next moves on
        assertThat(vm.progressProperty().get()).isEqualTo("Step 1 of 3");
        assertThat(vm.titleProperty().get()).isEqualTo("One");
        assertThat(vm.doneTextProperty().get()).isEqualTo("Done \u2014 see the Workers' tally. Press Next when you are"
                + " ready.");
        assertThat(vm.nextAllowed()).isTrue();
        // undone again (a vote taken back): still done, the learner has seen it
        conditions.get("posted").set(false);
        assertThat(vm.nextAllowed()).isTrue();
        vm.next();
        assertThat(vm.progressProperty().get()).isEqualTo("Step 2 of 3");
        assertThat(vm.doneTextProperty().get()).isEmpty(); // a step read and understood: Next, no "Done"
        assertThat(vm.nextAllowed()).isTrue();
        vm.runAction();
        assertThat(waited).containsExactly(Duration.ofHours(12));
        assertThat(vm.actionTextProperty().get()).isEqualTo("Let 12 hours pass (in this copy only)");
        vm.next();
        assertThat(vm.titleProperty().get()).isEqualTo("Three");
        conditions.get("voted").set(true);
        assertThat(vm.finishedProperty().get()).isFalse();
        assertThat(vm.doneTextProperty().get()).isEqualTo("Done \u2014 look at what changed. Press Next when you are"
                + " ready.");
        vm.next();
        assertThat(vm.finishedProperty().get()).isTrue();
        assertThat(vm.progressProperty().get()).isEqualTo("All 3 steps done");
    }

    @Test
    void aSkippedStepIsCountedAsSkippedNotDoneAndTheWalkthroughIsNotComplete() {
        WalkthroughViewModel vm = vm(Terms.GENERIC);
        vm.start();
        vm.skip(); // step 1 not done
        vm.next(); // step 2 needs nothing to be met before Next
        conditions.get("voted").set(true);
        vm.next();
        assertThat(vm.finishedProperty().get()).isTrue();
        assertThat(vm.completeProperty().get()).isFalse();
        assertThat(vm.progressProperty().get()).startsWith("2 of 3 steps done, 1 skipped");
    }

    @Test
    void aSkippedStepDoneLaterCountsAsDone() {
        WalkthroughViewModel vm = vm(Terms.GENERIC);
        vm.start();
        vm.skip();
        vm.back();
        conditions.get("posted").set(true);
        vm.next();
        vm.next();
        conditions.get("voted").set(true);
        vm.next();
        assertThat(vm.completeProperty().get()).isTrue();
        assertThat(vm.progressProperty().get()).isEqualTo("All 3 steps done");
    }

    @Test
    void backToADoneStepOffersNextInsteadOfJumpingOn() {
        WalkthroughViewModel vm = vm(Terms.GENERIC);
        vm.start();
        conditions.get("posted").set(true);
        vm.next();
        vm.back();
        assertThat(vm.progressProperty().get()).isEqualTo("Step 1 of 3");
        assertThat(vm.metProperty().get()).isTrue();
        assertThat(vm.nextAllowed()).isTrue();
        vm.skip();
        vm.skip();
        assertThat(vm.titleProperty().get()).isEqualTo("Three");
        assertThat(vm.canBackProperty().get()).isTrue();
    }

    @Test
    void textsAndTheQuoteAreInTheDynastysTerms() {
        WalkthroughViewModel vm = vm(new Terms("Worker", "Workers", "Factory"));
        vm.start();
        // the terms as the ruleset writes them, capitals kept
        assertThat(vm.explainProperty().get()).isEqualTo("About the Workers.");
        assertThat(vm.todoProperty().get()).isEqualTo("Do it, Worker.");
        // Ruleset 190, rule "Proposals": "Any Worker may submit a Proposal ... (unless the Worker already has 2
        // Proposals pending or has already made 3 Proposals that day)."
        assertThat(vm.quoteProperty().get()).startsWith("Any Worker may submit a Proposal")
                .contains("unless the Worker already has 2 Proposals pending");
        assertThat(vm.quoteSourceProperty().get()).startsWith("\u2014 from the rule \u201c").endsWith("of this dynasty's ruleset");
    }

    @Test
    void leaveWorksAtAnyStep() {
        WalkthroughViewModel vm = vm(Terms.GENERIC);
        vm.start();
        vm.leave();
        assertThat(left).isTrue();
    }
}
