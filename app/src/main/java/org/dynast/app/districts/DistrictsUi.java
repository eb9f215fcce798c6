package org.dynast.app.districts;

import java.util.List;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.model.districts.DistrictsModule;

/** Ruleset 217's Districts in the console: the Districts tab. */
public final class DistrictsUi implements ModuleUi {

    @Override
    public String moduleId() {
        return DistrictsModule.ID;
    }

    @Override
    public List<ModuleTab> tabs(ModuleUiContext c) {
        DistrictsViewModel vm = new DistrictsViewModel(c.session(), c.dialogs(), c.executor(), c.messages());
        var view = ModuleTab.later(() -> new DistrictsView(vm, c.messages()), DistrictsView::root);
        return List.of(ModuleTab.lazy("districtsTab", c.messages().get("tab.districts"), view, vm)
                .withIcon("mdi2c-city-variant-outline"));
    }
}
