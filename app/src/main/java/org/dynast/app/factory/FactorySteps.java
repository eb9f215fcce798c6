package org.dynast.app.factory;

import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import org.dynast.app.factory.lines.LinesViewModel;
import org.dynast.app.factory.lines.SlotRow;
import org.dynast.app.walkthrough.StepConditions.Condition;
import org.dynast.app.walkthrough.StepConditions.Factory;
import org.dynast.app.walkthrough.StepConditions;

/**
 * The walkthrough conditions of the Machine Lines tab (docs/walkthroughs.md), read from its ViewModel: a Machine
 * chosen in the palette, added to the Line, activated; a Report submitted; a Cycle performed.
 */
final class FactorySteps {

    private FactorySteps() {
    }

    static Map<String, Factory> conditions() {
        return Map.of(
                "machineChosen", (t, arg) -> Condition.of(
                        t.module(LinesViewModel.class).selectedMachineProperty().isNotNull()),
                "machineAdded", (t, arg) -> rises(t.module(LinesViewModel.class), r -> !r.empty()),
                "machineActivated", (t, arg) -> rises(t.module(LinesViewModel.class),
                        r -> !r.empty() && "Hot".equals(r.heat())),
                "reported", (t, arg) -> {
                    LinesViewModel lines = t.module(LinesViewModel.class);
                    String worker = lines.selectedWorkerProperty().get();
                    return Condition.of(Bindings.createBooleanBinding(
                            () -> Objects.equals(worker, lines.selectedWorkerProperty().get())
                                    && !lines.clockedInProperty().get(),
                            lines.clockedInProperty(), lines.selectedWorkerProperty()));
                },
                "cycled", (t, arg) -> StepConditions.changed(t.module(LinesViewModel.class).lastCycleProperty()));
    }

    /** Met once more of the shown Worker's slots pass {@code test} than when the step was shown. */
    private static Condition rises(LinesViewModel lines, Predicate<SlotRow> test) {
        String worker = lines.selectedWorkerProperty().get();
        long start = lines.slots().stream().filter(test).count();
        return Condition.of(Bindings.createBooleanBinding(
                () -> Objects.equals(worker, lines.selectedWorkerProperty().get())
                        && lines.slots().stream().filter(test).count() > start,
                lines.slots(), lines.selectedWorkerProperty()));
    }
}
