package org.dynast.app.factory;

import java.util.List;
import org.dynast.app.factory.lines.LinesView;
import org.dynast.app.factory.lines.LinesViewModel;
import org.dynast.app.shell.ModuleTab;
import org.dynast.app.shell.ModuleUi;
import org.dynast.app.shell.ModuleUiContext;
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
        LinesView view = new LinesView(lines, c.messages());
        return List.of(ModuleTab.of("linesTab", c.messages().get("tab.lines"), view, view.root(), lines)
                .withSelection(view::showWhen).withIcon("mdi2f-factory"));
    }

    @Override
    public java.util.Map<String, org.dynast.app.walkthrough.StepConditions.Factory> walkthroughConditions() {
        return FactorySteps.conditions();
    }
}
