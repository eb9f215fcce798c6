package org.dynast.app.election;

import java.util.List;
import java.util.Map;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.model.election.ElectionModule;

/** Ruleset 57's election in the console: the Election tab. */
public final class ElectionUi implements ModuleUi {

    @Override
    public String moduleId() {
        return ElectionModule.ID;
    }

    @Override
    public List<ModuleTab> tabs(ModuleUiContext c) {
        ElectionViewModel vm = new ElectionViewModel(c.session(), c.dialogs(), c.executor(), c.messages());
        var view = ModuleTab.later(() -> new ElectionView(vm, c), ElectionView::root);
        return List.of(ModuleTab.lazy("electionTab", c.messages().get("tab.election"), view, vm)
                .withIcon("mdi2v-vote-outline"));
    }

    @Override
    public Map<String, StepConditions.Factory> walkthroughConditions() {
        return ElectionSteps.conditions();
    }
}
