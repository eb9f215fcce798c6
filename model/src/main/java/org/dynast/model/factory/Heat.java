package org.dynast.model.factory;

import java.util.Locale;

/**
 * "A Machine has a Heat status that can be Hot, Warm, or Cold (and is Cold by default); this status is
 * tracked by placing an apostrophe (') mark next to the name of each Warm Machine ... and an asterisk (*)
 * next to the name of each Hot Machine" (Ruleset 190, "Machines").
 */
public enum Heat {
    COLD(""), WARM("'"), HOT("*");

    private final String mark;

    Heat(String mark) {
        this.mark = mark;
    }

    /** The tracking page's mark: nothing, an apostrophe, an asterisk. */
    public String mark() {
        return mark;
    }

    public String label() {
        return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
    }
}
