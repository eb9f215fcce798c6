package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.blogbots.arena.BoutSetupFile;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Arena tab's Open setup… and Save setup… ("start from here") (issue 14). */
class ArenaSetupTest {

    private final FakeDialogs dialogs = new FakeDialogs();
    private final ArenaViewModel vm = new ArenaViewModel(dialogs, TaskExecutor.immediate(), Messages.load(DynastyModules.installed()));

    @Test
    void openSetupRunsTheBoutItStates() {
        dialogs.files.add(Path.of("..", "docs", "bout-setup-example.json"));
        vm.openSetup();
        assertThat(vm.cursorProperty().get()).isNotNull();
        assertThat(vm.titleProperty().get()).startsWith("Ada vs Bix \u2014 Bumper sides");
        assertThat(vm.cursorProperty().get().replay().events().get(1).turn()).isEqualTo(7);
    }

    @Test
    void aBadSetupIsReportedWithItsJsonPath(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(Path.of("..", "docs", "bout-setup-example.json"))
                .replace("\"facing\": \"left\"", "\"facing\": \"sideways\""));
        vm.openSetup(bad);
        assertThat(vm.cursorProperty().get()).isNull();
        assertThat(dialogs.errors).singleElement().asString().contains("bad.json is not a readable bout setup")
                .contains("$.bots[1].facing");
    }

    @Test
    void saveSetupStartsFromTheShownEvent(@TempDir Path dir) throws Exception {
        vm.show(Goldens.replay(1));
        for (int i = 0; i < 20; i++) {
            vm.stepForward();
        }
        int turn = vm.cursorProperty().get().replay().events().get(vm.indexProperty().get()).turn();
        Path out = dir.resolve("here.json");
        dialogs.files.add(out);
        vm.saveSetup();
        var setup = BoutSetupFile.read(out, Catalogue.shipped());
        assertThat(setup.turn()).isEqualTo(turn + 1);
        var shown = vm.cursorProperty().get().replay().events().get(vm.indexProperty().get()).bots().get(0);
        var placed = setup.firstAt().square() == shown.square() || setup.secondAt().square() == shown.square();
        assertThat(placed).isTrue();
        // and Open setup… runs on from there
        dialogs.files.add(out);
        vm.openSetup();
        assertThat(vm.cursorProperty().get().replay().events().get(1).turn()).isEqualTo(turn + 1);
    }
}
