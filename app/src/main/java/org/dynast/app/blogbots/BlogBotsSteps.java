package org.dynast.app.blogbots;

import java.util.Map;
import java.util.Objects;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import org.dynast.app.blogbots.arena.ArenaViewModel;
import org.dynast.app.blogbots.workshop.WorkshopViewModel;
import org.dynast.app.walkthrough.StepConditions.Condition;
import org.dynast.app.walkthrough.StepConditions.Factory;
import org.dynast.app.walkthrough.StepConditions;

/**
 * The walkthrough conditions of the BlogBots tabs (docs/walkthroughs.md), read from the Workshop's and the Arena's
 * ViewModels: a Bot's parts bought, its Script saved, a Bout run, a replay shown, played, stepped back and watched
 * to its end.
 */
final class BlogBotsSteps {

    private BlogBotsSteps() {
    }

    static Map<String, Factory> conditions() {
        return Map.ofEntries(
                Map.entry("operatorChosen", (t, arg) -> StepConditions.changed(
                        t.module(WorkshopViewModel.class).operatorProperty())),
                Map.entry("engineReplaced", (t, arg) -> StepConditions.changed(
                        t.module(WorkshopViewModel.class).engineProperty())),
                Map.entry("chassisReplaced", (t, arg) -> StepConditions.changed(
                        t.module(WorkshopViewModel.class).chassisProperty())),
                Map.entry("systemAdded", (t, arg) -> systemAdded(t.module(WorkshopViewModel.class))),
                Map.entry("scriptSaved", (t, arg) -> scriptSaved(t.module(WorkshopViewModel.class),
                        arg == null ? 1 : Integer.parseInt(arg))),
                Map.entry("boutRun", (t, arg) -> StepConditions.changed(
                        t.module(ArenaViewModel.class).cursorProperty())),
                Map.entry("replayShown", (t, arg) -> Condition.of(
                        t.module(ArenaViewModel.class).cursorProperty().isNotNull())),
                Map.entry("replayPlaying", (t, arg) -> Condition.of(
                        t.module(ArenaViewModel.class).playingProperty())),
                Map.entry("replayBack", (t, arg) -> replayBack(t.module(ArenaViewModel.class))),
                Map.entry("replayEnded", (t, arg) -> {
                    ArenaViewModel arena = t.module(ArenaViewModel.class);
                    return Condition.of(Bindings.createBooleanBinding(() -> arena.cursorProperty().get() != null
                                    && arena.indexProperty().get() >= arena.cursorProperty().get().last(),
                            arena.cursorProperty(), arena.indexProperty()));
                }));
    }

    /** Met once the shown Bot has more Systems than when the step was shown (same Operator). */
    private static Condition systemAdded(WorkshopViewModel workshop) {
        String operator = workshop.operatorProperty().get();
        int start = workshop.slots().size();
        return Condition.of(Bindings.createBooleanBinding(
                () -> Objects.equals(operator, workshop.operatorProperty().get())
                        && workshop.slots().size() > start, workshop.slots(), workshop.operatorProperty()));
    }

    /** Met once a Script of at least {@code lines} lines, other than the one shown at first, is saved. */
    private static Condition scriptSaved(WorkshopViewModel workshop, int lines) {
        String start = workshop.scriptProperty().get();
        return Condition.of(Bindings.createBooleanBinding(() -> {
            String now = workshop.scriptProperty().get();
            return !workshop.scriptDirtyProperty().get() && now != null && !now.equals(start)
                    && now.lines().filter(l -> !l.isBlank()).count() >= lines;
        }, workshop.scriptProperty(), workshop.scriptDirtyProperty()));
    }

    /**
     * Met once the replay's cursor is moved back (a step, a turn, Home), not on by playing: its position, which a
     * step back mid-event moves to that event's start without changing the event shown.
     */
    private static Condition replayBack(ArenaViewModel arena) {
        SimpleBooleanProperty met = new SimpleBooleanProperty(false);
        ChangeListener<Number> back = (o, was, now) -> {
            if (now.doubleValue() < was.doubleValue() && arena.cursorProperty().get() != null
                    && !arena.reverseProperty().get()) {
                met.set(true);
            }
        };
        arena.positionProperty().addListener(back);
        return new Condition(met, () -> arena.positionProperty().removeListener(back));
    }
}
