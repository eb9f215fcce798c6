package org.dynast.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Progress;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** A tab's long work without a window: its progress while it runs, the user's Cancel, and its failure in words. */
class TabWorkTest {

    private final List<String> said = new ArrayList<>();
    private final List<String> complained = new ArrayList<>();
    private final TabWork work = new TabWork(TaskExecutor.immediate(), said::add, complained::add, () -> { });

    @Test
    void longWorkReportsHowFarItHasGoneWhileItRunsAndIsIdleAfter() {
        List<Double> seen = new ArrayList<>();
        List<Boolean> running = new ArrayList<>();
        work.runLong(progress -> {
            running.add(work.runningProperty().get());
            progress.report("reading", 5, 10);
            seen.add(work.progressProperty().get());
            running.add(work.runningProperty().get());
            return "done";
        }, said::add);
        assertThat(running).containsExactly(true, true);
        assertThat(seen).containsExactly(0.5);
        assertThat(said).containsExactly("done");
        assertThat(work.runningProperty().get()).isFalse();
        assertThat(work.progressProperty().get()).isEqualTo(-1);
    }

    @Test
    void cancelStopsTheLongWorkAtItsNextReportAndSaysNothingWasChanged() {
        work.runLong(progress -> {
            progress.report("reading", 1, 10);
            work.cancel();
            progress.report("reading", 10, 10);
            return "not reached";
        }, said::add);
        assertThat(said).isEmpty();
        assertThat(complained).containsExactly(new Progress.Cancelled().getMessage());
        assertThat(work.runningProperty().get()).isFalse();
    }

    @Test
    void aRefusalIsSaidInItsOwnWordsAndABugInTheSameWordsEverywhere() {
        work.run(() -> {
            throw new Refusal("Quorum", "No quorum yet.");
        }, "never");
        work.act(() -> {
            throw new IllegalStateException("broken");
        }, x -> { });
        assertThat(complained).containsExactly("No quorum yet.",
                "Something went wrong: broken (details are in the log).");
        assertThat(said).isEmpty();
    }
}
