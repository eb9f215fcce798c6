package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ArenaViewModelTest {

    private final FakeDialogs dialogs = new FakeDialogs();
    private final ArenaViewModel vm = new ArenaViewModel(dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));

    @Test
    void opensAReplayChosenInTheDialogAndShowsItsStart() {
        dialogs.files.add(Goldens.path(1));
        vm.open();
        assertThat(vm.cursorProperty().get()).isNotNull();
        assertThat(vm.indexProperty().get()).isZero();
        assertThat(vm.titleProperty().get()).isEqualTo("Brawler vs Skirmisher");
        assertThat(vm.outcomeProperty().get()).startsWith("Ring-out: Brawler wins");
        assertThat(vm.countersProperty().get()).startsWith("Turn 1 \u00b7 Round 1 \u00b7 event 1 of 118");
        // the log shows the Bout as far as it has been watched: the rows to come would tell how it ends
        assertThat(vm.log()).hasSize(1);
        vm.scrub(40);
        assertThat(vm.log()).allMatch(r -> r.index() <= 40).hasSizeGreaterThan(10);
        // one row per action: a fired line and what it did are one row; the emperor's Show result shows them all
        vm.showResultProperty().set(true);
        assertThat(vm.log()).hasSize(66);
        vm.showResultProperty().set(false);
        vm.home();
        assertThat(vm.log()).hasSize(1);
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

    /**
     * Issue 13: "five malformed ones freeze the viewer at 'Opening…'". Each malformed replay is read off the calling
     * (UI) thread and ends in the error state: no bout shown, the window's message and a dialog naming the file,
     * where and why.
     */
    @ParameterizedTest
    @ValueSource(strings = {"latin1", "nullEntrants", "oneEntrant", "cut", "empty",
        "unknownBot", "folder", "missing"})
    void aMalformedReplayEndsInTheErrorStateNotOpeningForever(String how, @TempDir Path dir) throws Exception {
        String good = Files.readString(Goldens.path(1));
        Path bad = dir.resolve(how + ".json");
        switch (how) {
            case "latin1" -> Files.write(bad, good.replace("Brawler", "Br\u00e4wler")
                    .getBytes(StandardCharsets.ISO_8859_1));
            case "nullEntrants" -> Files.writeString(bad, good.replaceFirst("(?s)\"entrants\" : \\[.*?\"outcome\"",
                    "\"entrants\" : null, \"outcome\""));
            case "oneEntrant" -> Files.writeString(bad, good.replaceFirst("(?s)\\}, \\{\\s*\"format\" : \"dynast-bot\".*?"
                    + "\"house\" : false\\s*\\} ]", "} ]"));
            case "cut" -> Files.writeString(bad, good.substring(0, good.length() / 2));
            case "empty" -> Files.writeString(bad, "");
            case "unknownBot" -> Files.writeString(bad, good.replaceFirst("\"bot\" : \"Brawler\"", "\"bot\" : \"Ghost\""));
            case "folder" -> Files.createDirectory(bad);
            default -> { }
        }
        List<String> workThreads = new ArrayList<>();
        TaskExecutor background = new TaskExecutor() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<? super T> ok,
                                   Consumer<? super Throwable> failed) {
                Object[] result = new Object[1];
                Throwable[] failure = new Throwable[1];
                Thread t = new Thread(() -> {
                    workThreads.add(Thread.currentThread().getName());
                    try {
                        result[0] = work.call();
                    } catch (Exception | Error e) {
                        failure[0] = e;
                    }
                }, "worker");
                t.start();
                try {
                    t.join();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                if (failure[0] != null) {
                    failed.accept(failure[0]);
                } else {
                    @SuppressWarnings("unchecked") T r = (T) result[0];
                    ok.accept(r);
                }
            }

            @Override
            public void ui(Runnable action) {
                action.run();
            }
        };
        ArenaViewModel viewer = new ArenaViewModel(dialogs, background, Messages.load(DynastyModules.installed()));
        viewer.open(bad);
        assertThat(workThreads).containsExactly("worker");
        assertThat(viewer.cursorProperty().get()).isNull();
        assertThat(viewer.errorProperty().get()).startsWith(how + ".json ").doesNotContain("Opening")
                .doesNotContain("Exception").doesNotContain("Something went wrong");
        assertThat(viewer.messageProperty().get()).isEqualTo(viewer.errorProperty().get());
        assertThat(dialogs.errors).singleElement().asString().isEqualTo("Cannot open the replay: "
                + viewer.errorProperty().get());
        switch (how) {
            case "latin1" -> assertThat(viewer.errorProperty().get()).contains("byte ").contains("not UTF-8");
            case "nullEntrants" -> assertThat(viewer.errorProperty().get()).contains("(entrants)")
                    .contains("entrants has no value");
            case "oneEntrant" -> assertThat(viewer.errorProperty().get()).contains("two Operators' Bots");
            case "unknownBot" -> assertThat(viewer.errorProperty().get()).contains(".bot").contains("\"Ghost\"");
            case "missing" -> assertThat(viewer.errorProperty().get()).isEqualTo("missing.json cannot be opened: "
                    + "there is no such file");
            default -> assertThat(viewer.errorProperty().get()).contains(": ");
        }
        // a good replay opened after clears the error
        viewer.open(Goldens.path(1));
        assertThat(viewer.errorProperty().get()).isEmpty();
        assertThat(viewer.cursorProperty().get()).isNotNull();
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
        vm.showResultProperty().set(true);
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
        vm.scrub(60);
        assertThat(vm.log()).anyMatch(r -> r.text().contains(" line "));
        assertThat(vm.talliesShown()).isTrue();
        vm.playerViewProperty().set(true);
        assertThat(vm.log()).noneMatch(r -> r.text().contains(" line ")).hasSizeGreaterThan(5);
        assertThat(vm.talliesShown()).isFalse();
        assertThat(vm.tallySeries()).isEmpty();
        vm.end();
        assertThat(vm.talliesShown()).isTrue();
        assertThat(vm.log()).noneMatch(r -> r.text().contains(" line "));

        vm.playerViewProperty().set(false);
        vm.show(Goldens.replay(2).toPlayerSafe());
        assertThat(vm.playerViewProperty().get()).isTrue();
        vm.playerViewProperty().set(false);
        assertThat(vm.playerViewProperty().get()).isTrue();
        assertThat(vm.tallySeries()).isEmpty();
    }
}
