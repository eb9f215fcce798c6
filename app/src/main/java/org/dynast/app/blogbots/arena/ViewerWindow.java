package org.dynast.app.blogbots.arena;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.dynast.app.blogbots.BlogBotsUi;
import org.dynast.app.common.FxDialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.Shortcuts;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.Themes;
import org.dynast.app.help.HelpWindows;
import org.dynast.app.module.ModuleUis;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.app.walkthrough.Walkthrough;
import org.dynast.app.walkthrough.WalkthroughLibrary;
import org.dynast.app.walkthrough.WalkthroughOverlay;
import org.dynast.app.walkthrough.WalkthroughViewModel;
import org.dynast.model.blogbots.BlogBotsModule;
import org.dynast.model.module.DynastyModules;

/** The viewer-only window a player gets by opening a replay: the Arena view alone, no dynasty database. */
public final class ViewerWindow {

    /**
     * The viewer's own module, all it shows: its console part (the replay walkthrough and its step conditions) and,
     * for its texts, its model part.
     */
    private static final ModuleUis BLOGBOTS = new ModuleUis(
            List.of(new BlogBotsUi()));
    private static final DynastyModules BLOGBOTS_MODEL =
            new DynastyModules(List.of(new BlogBotsModule()));

    private ViewerWindow() {
    }

    /**
     * The viewer's Help menu: the replay walkthrough (F1) laid over the viewer itself, since a player who only opened
     * a replay has no dynasty to copy, and the User Guide (its part on the arena viewer is a player's).
     */
    private static MenuBar helpMenu(StackPane content, ArenaViewModel vm,
                                                         Messages messages) {
        MenuItem walkthrough = new MenuItem(
                messages.get("viewer.help.walkthrough"));
        walkthrough.setId("viewerWalkthroughItem");
        walkthrough.setAccelerator(KeyCombination.keyCombination("F1"));
        walkthrough.setOnAction(e -> startWalkthrough(content, vm, messages));
        MenuItem guide = new MenuItem(messages.get("menu.help.guide"));
        guide.setId("viewerGuideItem");
        guide.setOnAction(e -> HelpWindows.userGuide(content.getScene().getWindow(), messages));
        Menu help = new Menu(messages.get("menu.help"), null, walkthrough,
                guide);
        help.setId("viewerHelpMenu");
        return new MenuBar(help);
    }

    /** Lays the walkthrough "Watching a bout replay" over the viewer (once at a time); its quotes are Ruleset 205's. */
    public static WalkthroughViewModel startWalkthrough(
            StackPane content, ArenaViewModel vm, Messages messages) {
        if (content.lookup("#walkthroughLayer") != null) {
            return null;
        }
        var walkthrough = WalkthroughLibrary.shipped(BLOGBOTS.walkthroughs()).all().stream()
                .filter(Walkthrough::viewer).findFirst().orElseThrow();
        var target = new StepConditions.Target(null, null, null,
                new StepConditions.ModuleViewModels() {
                    @Override
                    public <T> Optional<T> find(Class<T> type) {
                        return type.isInstance(vm) ? Optional.of(type.cast(vm)) : Optional.empty();
                    }
                });
        return WalkthroughOverlay.start(content, walkthrough,
                Walkthrough.VIEWER,
                BlogBotsModule.RULESET_205, target, messages, BLOGBOTS.walkthroughs());
    }

    /**
     * Shows {@code replay} in {@code stage}. With {@code exitAfterShown} it prints "Dynast viewer: opened FILE (N
     * events)" once the replay is shown and ends the application, or "Dynast viewer: cannot open FILE: why" and ends
     * it with status 1.
     */
    public static ArenaView show(Stage stage, Path replay, TaskExecutor executor, boolean measureFrames, boolean exitAfterShown) {
        Messages messages = Messages.load(BLOGBOTS_MODEL);
        ArenaViewModel vm = new ArenaViewModel(new FxDialogService(() -> stage, messages), executor, messages);
        ArenaView view = new ArenaView(vm, messages);
        StackPane content = new StackPane(view.root());
        BorderPane frame = new BorderPane(content);
        frame.setTop(helpMenu(content, vm, messages));
        Scene scene = new Scene(frame, 1200, 760);
        Themes.style(scene);
        view.installShortcuts(scene, () -> true);
        Shortcuts.install(scene, () -> true, "Shortcut+O", vm::open);
        stage.titleProperty().bind(vm.windowTitleProperty());
        stage.setScene(scene);
        stage.setMinWidth(900);
        stage.setMinHeight(560);
        Placement.onShown(stage, null); // at least its content's size, wholly on the screen
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
        // a replay's Bots and charts make the content taller than the empty viewer it was first sized for: the
        // window grows to them (as far as the screen has room), once each replay is shown
        vm.cursorProperty().addListener((o, a, c) -> {
            if (c != null) {
                Platform.runLater(() -> Placement.refit(stage));
            }
        });
        stage.setOnShown(e -> vm.open(replay));
        stage.show();
        return view;
    }
}
