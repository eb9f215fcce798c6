package org.dynast.model.wizards;

/** The Ruleset 168 demo dynasty (written below). */
final class WizardsDemo {
    private WizardsDemo() {
    }

    static void seed(org.dynast.model.module.ModuleContext c, WizardsEngine e, String actor) {
    }
}
