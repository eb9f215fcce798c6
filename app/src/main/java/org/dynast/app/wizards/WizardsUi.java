package org.dynast.app.wizards;

import java.util.List;
import org.dynast.app.shell.ModuleTab;
import org.dynast.app.shell.ModuleUi;
import org.dynast.app.shell.ModuleUiContext;
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
        WizardsView view = new WizardsView(vm, new WizardsDuelViewModel(c.session(), c.executor(), c.messages()),
                new WizardsCampaignViewModel(c.session(), c.executor(), c.messages()),
                new WizardsCourtViewModel(c.session(), c.executor(), c.messages()),
                new WizardsWeeklyViewModel(c.session(), c.executor(), c.messages()), c.messages());
        return List.of(ModuleTab.of("wizardsTab", c.messages().get("tab.wizards"), view, view.root(), vm)
                .withIcon("mdi2w-wizard-hat"));
    }
}
