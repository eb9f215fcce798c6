package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Identity;

/** Rule "Court Politics": associating with court allies, raising trust, Influence. */
final class Court {

    static final String RULE = "Court Politics";

    private Court() {
    }

    /** The identity as the rule spells it; refused if it is not among the possible identities. */
    static Identity identity(String name) {
        return Identity.named(name).orElseThrow(() -> new Refusal(RULE, "\"" + name + "\" is not one of the "
                + "possible identities of Court Allies."));
    }

    /**
     * "A wizard may “associate” with a court ally by selecting an identity, spending an amount of favor which is both
     * greater than zero and greater than the trust of any court allies with that identity, then transferring (or
     * adding, if they are associated to nobody yet) to their court allies an ally with the chosen identity and setting
     * their trust to the court favor spent." Returns the Wizard the ally was taken from, or null.
     */
    static String associate(Draft d, String wizard, String identityName, int favor) {
        String w = d.wizard(wizard);
        Identity identity = identity(identityName);
        if (Draft.isDruid(w)) {
            throw new Refusal("The Druid", "The Druid \u201ccannot have court allies\u201d.");
        }
        if (favor <= 0) {
            throw new Refusal(RULE, "Associating spends \u201can amount of favor which is both greater than zero "
                    + "and greater than the trust of any court allies with that identity\u201d: " + favor
                    + " is not greater than zero.");
        }
        String holder = null;
        int trust = 0;
        for (String other : d.players()) {
            Optional<Ally> a = d.allies(other).stream().filter(x -> x.identity() == identity).findFirst();
            if (a.isPresent()) {
                holder = other;
                trust = a.get().trust();
            }
        }
        if (holder != null && favor <= trust) {
            throw new Refusal(RULE, "The " + identity + " has trust " + trust + " with " + holder + ": associating "
                    + "spends favor \u201cgreater than the trust of any court allies with that identity\u201d, more "
                    + "than " + trust + ".");
        }
        if (d.favor(w) < favor) {
            throw new Refusal(RULE, w + " has " + d.favor(w) + " Favor, not the " + favor + " to spend.");
        }
        d.setFavor(w, d.favor(w) - favor);
        if (holder != null) {
            List<Ally> left = new ArrayList<>(d.allies(holder));
            left.removeIf(a -> a.identity() == identity);
            d.setAllies(holder, left);
        }
        List<Ally> mine = new ArrayList<>(d.allies(w));
        mine.add(Ally.of(identity, favor));
        d.setAllies(w, mine);
        return holder;
    }

    /**
     * "As a weekly communal action, the trust of all courtly allies may be raised by the campaign number of the most
     * recent campaign". Returns the raise.
     */
    static int raiseTrust(Draft d) {
        int n = d.state.latestCampaign().map(c -> c.number).orElse(0);
        if (n == 0) {
            throw new Refusal(RULE, "There has been no campaign yet: trust is raised \u201cby the campaign number of "
                    + "the most recent campaign\u201d, and there is none.");
        }
        for (String w : d.players()) {
            d.setAllies(w, d.allies(w).stream().map(a -> new Ally(a.identity(), a.trust() + n, a.unholy())).toList());
        }
        return n;
    }

    /** A Wizard's Influence (the rules' Court). */
    static int influence(Draft d, String wizard) {
        return org.dynast.model.wizards.rules.Court.influence(Stables.wizard(d, wizard), d.military());
    }
}
