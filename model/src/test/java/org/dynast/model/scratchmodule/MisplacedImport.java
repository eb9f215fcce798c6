package org.dynast.model.scratchmodule;

import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.wizards.WizardsModule;

/** The misplaced import: the scratch module names the Wizards, which it does not declare it builds on. */
final class MisplacedImport {

    /** Fine: the core. */
    String name(Dynasty d) {
        return d.name();
    }

    /** Not fine: another module. */
    String wizards() {
        return new WizardsModule().title();
    }
}
