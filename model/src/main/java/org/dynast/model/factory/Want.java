package org.dynast.model.factory;

import java.util.Optional;

/** The Wants of "Clientele", in the rule's order, with the sentence that defines each. */
public enum Want {
    WORKERS_RIGHTS("Workers' Rights", "The Worker has at least 1 Energy."),
    ECO_FRIENDLINESS("Eco-Friendliness", "The Worker has activated 3 or less Machines during the current Cycle."),
    EFFICIENCY("Efficiency", "The Worker has more Hot Machines than they have non-Hot Machines."),
    PRODUCTIVITY("Productivity", "The Worker has gained 5 or more Boxes in the current Cycle."),
    SMALL_PRODUCT("Small Product", "The Worker has a Box containing 1 or lower."),
    LARGE_PRODUCT("Large Product", "The Worker has a Box containing 8 or higher."),
    ASCETICISM("Asceticism", "The Worker has more Machines than they have Things."),
    SURPLUS("Surplus", "The Worker has at least 5 Things."),
    COMPETENCE("Competence", "For every Bot, the Worker has more Boxes, more Cogs, or more Prototypes than that Bot."),
    LOYALTY("Loyalty", "For at least one other Client, the Worker does not fulfill any of their Wants "
            + "(ignoring those Wants that are also held by this Client).");

    private final String title;
    private final String sentence;

    Want(String title, String sentence) {
        this.title = title;
        this.sentence = sentence;
    }

    public String title() {
        return title;
    }

    public String sentence() {
        return sentence;
    }

    public static Optional<Want> named(String name) {
        String n = name.strip().replace('\u2019', '\'');
        for (Want w : values()) {
            if (w.title.equalsIgnoreCase(n)) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }
}
