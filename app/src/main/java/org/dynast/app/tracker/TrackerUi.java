package org.dynast.app.tracker;

import java.util.List;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.model.tracker.TrackerModule;

/** The generic gamestate tracker in the console: the Gamestate tab. */
public final class TrackerUi implements ModuleUi {

    @Override
    public String moduleId() {
        return TrackerModule.ID;
    }

    @Override
    public List<ModuleTab> tabs(ModuleUiContext c) {
        GamestateViewModel vm = new GamestateViewModel(c.session(), c.dialogs(), c.executor(), c.messages());
        var view = ModuleTab.later(() -> new GamestateView(vm, c.messages()), GamestateView::root);
        return List.of(ModuleTab.lazy("gamestateTab", c.messages().get("tab.gamestate"), view, vm)
                .withIcon("mdi2t-table-large"));
    }
}
