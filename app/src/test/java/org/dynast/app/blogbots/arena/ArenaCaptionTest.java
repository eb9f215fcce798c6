package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Pattern;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The replay viewer for players (issue 17): one line under the board says what just happened in words a player who
 * did not write the Scripts understands, and the result stays hidden until the last event unless the emperor asks.
 * On golden replay 2 (Skirmisher vs Brawler, 171 events, "Domination: Skirmisher wins (Tally 2 to 0)").
 */
class ArenaCaptionTest {

    private final FakeDialogs dialogs = new FakeDialogs();
    private final ArenaViewModel vm = new ArenaViewModel(dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));

    @BeforeEach
    void open() {
        vm.open(Goldens.path(2));
        assertThat(vm.cursorProperty().get()).isNotNull();
    }

    @Test
    void theCaptionSaysWhatTheEventAtTheCursorDid() {
        assertThat(vm.captionProperty().get()).isEqualTo("Turn 1: The Bout begins. Skirmisher starts in space 4 facing "
                + "right, Brawler in space 16 facing left (drawn at random).");
        vm.scrub(2);
        assertThat(vm.captionProperty().get()).isEqualTo("Turn 1: Skirmisher moves backwards from space 4 to 3");
        vm.scrub(10);
        assertThat(vm.captionProperty().get()).isEqualTo("Turn 4: Brawler takes damage: Brawler's Chassis 100% \u2192 95%.");
        vm.scrub(42);
        assertThat(vm.captionProperty().get())
                .isEqualTo("Turn 15: Skirmisher is Flipped, so it skips line 6 of its Script.");
        vm.end();
        assertThat(vm.captionProperty().get())
                .isEqualTo("Turn 60: The Bout is over. Domination: Skirmisher wins (Tally 2 to 0).");
    }

    @Test
    void theEmperorSeesWhichLineFiredThePlayerSeesOnlyWhatHappened() {
        vm.scrub(1);
        assertThat(vm.captionProperty().get()).isEqualTo("Turn 1: Skirmisher follows line 8 of its Script: \u201cIf the 3 "
                + "spaces behind the Actor are empty, move backwards 1 times\u201d");
        vm.playerViewProperty().set(true);
        // which line fired is private: the player's caption stays on the last thing the player may see
        assertThat(vm.captionProperty().get()).startsWith("Turn 1: The Bout begins.").doesNotContain("line");
        vm.scrub(42);
        assertThat(vm.captionProperty().get()).doesNotContain("line 6").doesNotContain("Script");
    }

    @Test
    void theResultIsHiddenUntilTheEndUnlessTheEmperorShowsIt() {
        String result = vm.outcomeProperty().get();
        assertThat(result).startsWith("Domination: Skirmisher wins");
        assertThat(vm.shownOutcomeProperty().get()).isEqualTo("The result is shown at the end of the Bout.")
                .doesNotContain("Skirmisher");
        assertThat(vm.tallySeries()).as("the Tally chart would tell the winner").isEmpty();
        assertThat(vm.conditionSeries()).as("the Condition chart draws no turn not yet watched").allSatisfy(series ->
                assertThat(series.points()).allSatisfy(p -> assertThat(p[0]).isLessThanOrEqualTo(1)));
        vm.scrub(42);
        int turn = vm.cursorProperty().get().events().get(42).turn();
        assertThat(vm.conditionSeries().get(0).points()).last().satisfies(p -> assertThat(p[0]).isEqualTo(turn));
        vm.home();
        vm.showResultProperty().set(true);
        assertThat(vm.shownOutcomeProperty().get()).isEqualTo(result);
        assertThat(vm.tallySeries()).hasSize(2);
        vm.playerViewProperty().set(true); // a player never sees it early, toggle or not
        assertThat(vm.shownOutcomeProperty().get()).isEqualTo("The result is shown at the end of the Bout.");
        vm.end();
        assertThat(vm.shownOutcomeProperty().get()).isEqualTo(result);
        vm.home();
        assertThat(vm.shownOutcomeProperty().get()).doesNotContain("Skirmisher");
    }

    @Test
    void theWindowTitleNamesTheReplayAndItsBots() {
        assertThat(vm.windowTitleProperty().get()).isEqualTo("Dynast bout viewer \u2014 "
                + Goldens.path(2).getFileName() + " (" + vm.titleProperty().get() + ")");
    }

    /**
     * In the player view the caption's turn is the turn the counters show at every event: a turn whose first events
     * are hidden (which line fired) is captioned as whose turn it is, never by the last turn's last sight.
     */
    @Test
    void thePlayersCaptionIsOfTheTurnTheCountersShow() {
        vm.playerViewProperty().set(true);
        Pattern turn = Pattern.compile("^Turn (\\d+)");
        int started = 0;
        for (int i = 0; i <= vm.cursorProperty().get().last(); i++) {
            vm.scrub(i);
            var counted = turn.matcher(vm.countersProperty().get());
            var said = turn.matcher(vm.captionProperty().get());
            assertThat(counted.find() && said.find()).as("event %d", i).isTrue();
            assertThat(said.group(1)).as("event %d: %s", i, vm.captionProperty().get()).isEqualTo(counted.group(1));
            if (vm.captionProperty().get().endsWith("takes its turn.")) {
                started++;
            }
        }
        assertThat(started).as("turns captioned by whose turn it is").isPositive();
    }

    /**
     * The timeline's knockout marks (black: a Bot out, the end) are not drawn ahead of the cursor: they would tell how
     * the Bout ends. Hits and statuses are marked throughout.
     */
    @Test
    void theTimelineMarksNoKnockoutBeforeItIsReached() {
        assertThat(vm.markers()).isNotEmpty().noneMatch(m -> m.kind() == ReplayCursor.MarkerKind.KNOCKOUT);
        assertThat(vm.markers()).anyMatch(m -> m.index() > 100);
        vm.end();
        assertThat(vm.markers()).last().satisfies(m -> assertThat(m.kind()).isEqualTo(ReplayCursor.MarkerKind.KNOCKOUT));
        vm.home();
        assertThat(vm.markers()).noneMatch(m -> m.kind() == ReplayCursor.MarkerKind.KNOCKOUT);
        vm.showResultProperty().set(true); // the emperor shows the result: nothing left to give away
        assertThat(vm.markers()).anyMatch(m -> m.kind() == ReplayCursor.MarkerKind.KNOCKOUT);
    }
}
