package org.dynast.app.module;

import org.dynast.app.session.Session;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.stage.Window;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.time.GameClock;

/**
 * What the shell gives a module's tabs: a session on the shown dynasty (scoped: it never follows the console to
 * another dynasty), the dialogs, the task executor, the messages, the clock, a way to bring one of the module's
 * tabs to the front by id, and the window.
 */
public record ModuleUiContext(Session session, DialogService dialogs, TaskExecutor executor, Messages messages,
                              GameClock clock, Consumer<String> selectTab, Supplier<Window> window) {
}
