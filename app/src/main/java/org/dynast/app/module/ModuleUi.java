package org.dynast.app.module;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.stage.Stage;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.walkthrough.StepConditions;

/**
 * The console's part of a dynasty module: the tabs it adds for a dynasty that runs it, and what it offers whatever
 * dynasty is shown (File menu commands, command-line commands). Registered under the model module's id in
 * {@code META-INF/services/org.dynast.app.module.ModuleUi}; the shell names no module.
 */
public interface ModuleUi {

    /** The id of the model's {@link org.dynast.model.module.DynastyModule} this is the console part of. */
    String moduleId();

    /**
     * The tabs for the shown dynasty, built each time a dynasty that runs the module is shown: their ViewModels work
     * on {@link ModuleUiContext#session()}, which stays on that dynasty.
     */
    List<ModuleTab> tabs(ModuleUiContext context);

    /** File menu commands that work in any dynasty (e.g. Open Replay…), made once per window. */
    default List<MenuCommand> fileCommands(ModuleUiContext context) {
        return List.of();
    }

    /**
     * The walkthrough step conditions this module's tabs can be watched for (docs/walkthroughs.md), by name: each
     * reads the module's ViewModels, as the core's conditions read the core tabs'.
     */
    default Map<String, StepConditions.Factory> walkthroughConditions() {
        return Map.of();
    }

    /**
     * Shows a replay file (the window's {@code --replay} argument) in the module's viewer-only window on {@code stage},
     * if this module opens replays (BlogBots: a Bout replay); whether it did.
     */
    default boolean showReplay(Stage stage, Path replay,
                               TaskExecutor executor, boolean measureFrames,
                               boolean exitAfterShown) {
        return false;
    }

    /** Headless commands ({@code dynast <command>}). */
    default List<Command> commands() {
        return List.of();
    }

    /** A File menu item: its text (with mnemonic), an optional accelerator such as "Shortcut+Shift+O", its action. */
    record MenuCommand(String id, String text, String accelerator, Runnable action) {
    }
}
