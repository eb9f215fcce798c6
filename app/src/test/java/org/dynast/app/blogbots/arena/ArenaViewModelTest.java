package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ArenaViewModelTest {

    private final FakeDialogs dialogs = new FakeDialogs();
    private final ArenaViewModel vm = new ArenaViewModel(dialogs, TaskExecutor.immediate(), Messages.load());

    @Test
    void opensAReplayChosenInTheDialogAndShowsItsStart() {
        dialogs.files.add(Goldens.path(1));
        vm.open();
        assertThat(vm.cursorProperty().get()).isNotNull();
        assertThat(vm.indexProperty().get()).isZero();
        assertThat(vm.titleProperty().get()).isEqualTo("Brawler vs Skirmisher");
        assertThat(vm.outcomeProperty().get()).startsWith("Ring-out: Brawler wins");
        assertThat(vm.countersProperty().get()).startsWith("Turn 1 \u00b7 Round 1 \u00b7 event 1 of 118");
        // one row per action: a fired line and what it did are one row
        assertThat(vm.log()).hasSize(66);
        assertThat(vm.conditionSeries()).hasSize(2);
        assertThat(vm.markers()).isNotEmpty();
    }

    @Test
    void aMalformedReplayIsReportedWithWhereAndWhy(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Goldens.path(1)).replaceFirst("\"turn\" : 1", "\"turn\" : \"one\""));
        vm.open(bad);
        assertThat(vm.cursorProperty().get()).isNull();
        assertThat(dialogs.errors).singleElement().asString().startsWith("Cannot open the replay: bad.json is not a "
                + "readable bout replay: line ").contains("events[0].turn");
    }

    @Test
    void playsAtTheChosenSpeedStopsAtTheEndAndPlaysBackwards() {
        vm.show(Goldens.replay(1));
        vm.speedProperty().set(8);
        vm.play();
        assertThat(vm.advance(0.5)).isTrue();
        assertThat(vm.positionProperty().get()).isEqualTo(ArenaViewModel.EVENTS_PER_SECOND * 8 * 0.5);
        assertThat(vm.indexProperty().get()).isEqualTo(12);
        vm.advance(100);
        assertThat(vm.indexProperty().get()).isEqualTo(117);
        assertThat(vm.playingProperty().get()).isFalse();
        vm.reverseProperty().set(true);
        vm.play();
        vm.advance(1);
        assertThat(vm.positionProperty().get()).isEqualTo(117 - 24.0);
        vm.pause();
        assertThat(vm.advance(1)).isFalse();
        vm.speedProperty().set(100);
        assertThat(vm.speedProperty().get()).isEqualTo(8);
    }

    @Test
    void stepsEventsAndTurnsJumpsHomeEndAndFromTheLog() {
        vm.show(Goldens.replay(1));
        vm.stepForward();
        vm.stepForward();
        assertThat(vm.indexProperty().get()).isEqualTo(2);
        vm.stepBack();
        assertThat(vm.indexProperty().get()).isEqualTo(1);
        vm.turnForward();
        assertThat(vm.countersProperty().get()).startsWith("Turn 2 ");
        vm.turnBack();
        assertThat(vm.countersProperty().get()).startsWith("Turn 1 ");
        vm.end();
        assertThat(vm.indexProperty().get()).isEqualTo(117);
        vm.home();
        assertThat(vm.indexProperty().get()).isZero();
        EventLog.Row row = vm.log().get(40);
        vm.selectRow(row);
        assertThat(vm.indexProperty().get()).isEqualTo(row.index());
        assertThat(vm.selectedRowProperty().get()).isEqualTo(40);
        // the row shown as current is the last row whose event is at or before the cursor: stepping through the
        // events a row merges keeps it, the next row's event moves on to it, stepping back comes back
        int next = vm.log().get(41).index();
        for (int i = row.index(); i < next; i++) {
            vm.scrub(i);
            assertThat(vm.selectedRowProperty().get()).isEqualTo(40);
        }
        vm.stepForward();
        assertThat(vm.indexProperty().get()).isEqualTo(next);
        assertThat(vm.selectedRowProperty().get()).isEqualTo(41);
        vm.stepBack();
        assertThat(vm.selectedRowProperty().get()).isEqualTo(40);
        vm.scrub(20.4);
        assertThat(vm.indexProperty().get()).isEqualTo(20);
    }

    @Test
    void thePlayerViewHidesScriptLinesAndIsForcedForAPlayerSafeReplay() {
        vm.show(Goldens.replay(1));
        assertThat(vm.log()).anyMatch(r -> r.text().contains(" line "));
        assertThat(vm.talliesShown()).isTrue();
        vm.playerViewProperty().set(true);
        assertThat(vm.log()).noneMatch(r -> r.text().contains(" line "));
        assertThat(vm.talliesShown()).isFalse();
        assertThat(vm.tallySeries()).isEmpty();
        vm.end();
        assertThat(vm.talliesShown()).isTrue();

        vm.playerViewProperty().set(false);
        vm.show(Goldens.replay(2).toPlayerSafe());
        assertThat(vm.playerViewProperty().get()).isTrue();
        vm.playerViewProperty().set(false);
        assertThat(vm.playerViewProperty().get()).isTrue();
        assertThat(vm.tallySeries()).isEmpty();
    }
}
