package org.dynast.app.blogbots.arena;

import java.nio.file.Path;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.dynast.app.blogbots.arena.ArenaView;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;

/** The viewer-only window a player gets by opening a replay: the Arena view alone, no dynasty database. */
public final class ViewerWindow {

    private ViewerWindow() {
    }

    /**
     * Shows {@code replay} in {@code stage}. With {@code exitAfterShown} it prints "Dynast viewer: opened FILE (N
     * events)" once the replay is shown and ends the application, or "Dynast viewer: cannot open FILE: why" and ends
     * it with status 1.
     */
    public static ArenaView show(Stage stage, Path replay, TaskExecutor executor, boolean measureFrames, boolean exitAfterShown) {
        Messages messages = Messages.load();
        ArenaViewModel vm = new ArenaViewModel(new FxDialogService(() -> stage, messages), executor, messages);
        ArenaView view = new ArenaView(vm, messages);
        Scene scene = new Scene(view.root(), 1200, 760);
        org.dynast.app.common.Themes.style(scene);
        view.installShortcuts(scene, () -> true);
        org.dynast.app.common.Shortcuts.install(scene, () -> true, "Shortcut+O", vm::open);
        stage.titleProperty().bind(vm.windowTitleProperty());
        stage.setScene(scene);
        stage.setMinWidth(900);
        stage.setMinHeight(560);
        if (measureFrames) {
            vm.cursorProperty().addListener((o, a, c) -> {
                if (c != null) {
                    vm.speedProperty().set(8);
                    view.frames().reset();
                    vm.play();
                }
            });
            vm.playingProperty().addListener((o, was, now) -> {
                if (was && !now) {
                    System.out.println("Arena viewer at 8x (" + replay.getFileName() + ", " + vm.cursorProperty().get().size()
                            + " events): " + view.frames().summary());
                    Platform.runLater(stage::close);
                }
            });
        }
        if (exitAfterShown) {
            // a check that the replay opens (the installers' test double-clicks a .bout this way): says so and closes
            vm.cursorProperty().addListener((o, a, c) -> {
                if (c != null) {
                    System.out.println("Dynast viewer: opened " + replay.getFileName() + " (" + c.size() + " events)");
                    Platform.runLater(Platform::exit);
                }
            });
            vm.errorProperty().addListener((o, a, why) -> {
                if (!why.isEmpty()) {
                    System.out.println("Dynast viewer: cannot open " + replay.getFileName() + ": " + why);
                    System.out.flush();
                    // at once, with a failure status: the error dialog that follows would wait for a click
                    System.exit(1);
                }
            });
        }
        stage.setOnShown(e -> vm.open(replay));
        stage.show();
        return view;
    }
}
