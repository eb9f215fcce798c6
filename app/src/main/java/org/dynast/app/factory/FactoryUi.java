package org.dynast.app.factory;

import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableBooleanValue;
import org.dynast.app.factory.lines.LinesView;
import org.dynast.app.factory.lines.LinesViewModel;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.model.factory.FactoryModule;

/** The factory in the console: the Machine Lines tab. */
public final class FactoryUi implements ModuleUi {

    @Override
    public String moduleId() {
        return FactoryModule.ID;
    }

    @Override
    public List<ModuleTab> tabs(ModuleUiContext c) {
        LinesViewModel lines = new LinesViewModel(c.session(), c.dialogs(), c.executor(), c.messages());
        // the View is built when the tab is first shown; it draws only while its tab is selected
        ObjectProperty<ObservableBooleanValue> selected =
                new SimpleObjectProperty<>();
        var view = ModuleTab.later(() -> {
            LinesView v = new LinesView(lines, c.messages());
            if (selected.get() != null) {
                v.showWhen(selected.get());
            }
            return v;
        }, LinesView::root);
        return List.of(ModuleTab.lazy("linesTab", c.messages().get("tab.lines"), view, lines)
                .withSelection(selected::set).withIcon("mdi2f-factory"));
    }

    @Override
    public Map<String, StepConditions.Factory> walkthroughConditions() {
        return FactorySteps.conditions();
    }
}
