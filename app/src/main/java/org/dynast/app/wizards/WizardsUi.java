package org.dynast.app.wizards;

import java.util.List;
import org.dynast.app.module.ModuleTab;
import org.dynast.app.module.ModuleUi;
import org.dynast.app.module.ModuleUiContext;
import org.dynast.model.wizards.WizardsModule;

/** Ruleset 168's Wizards in the console: the Wizards tab (Stables with the Strength matrix, Breeding, the Duels board, the Campaign, the Court and the weekly actions). */
public final class WizardsUi implements ModuleUi {

    @Override
    public String moduleId() {
        return WizardsModule.ID;
    }

    @Override
    public List<ModuleTab> tabs(ModuleUiContext c) {
        WizardsViewModel vm = new WizardsViewModel(c.session(), c.dialogs(), c.executor(), c.messages());
        var duel = new WizardsDuelViewModel(c.session(), c.executor(), c.messages());
        var campaign = new WizardsCampaignViewModel(c.session(), c.executor(), c.messages());
        var court = new WizardsCourtViewModel(c.session(), c.executor(), c.messages());
        var weekly = new WizardsWeeklyViewModel(c.session(), c.executor(), c.messages());
        // the View (FXML, the Strength matrix) is built when the tab is first shown, not on every dynasty switch
        var view = ModuleTab.later(() -> new WizardsView(vm, duel, campaign, court, weekly, c.messages()),
                WizardsView::root);
        return List.of(ModuleTab.lazy("wizardsTab", c.messages().get("tab.wizards"), view, vm)
                .withIcon("mdi2w-wizard-hat"));
    }
}
