package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.roster.Player;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.wizards.WizardsState.Duel;

/**
 * Ruleset 168's court, Traitor and views, as logged actions of one dynasty; the Stables, Duels and Campaigns have
 * services of their own ({@link StableService}, {@link DuelService}, {@link CampaignService}).
 */
public final class WizardsService {

    private final Acts acts;

    WizardsService(Acts acts) {
        this.acts = acts;
    }

    // ---- views -------------------------------------------------------------------------------

    /** The emperor's state: every duel's plans included. */
    public WizardsState state(long dynastyId) {
        return view(acts, dynastyId, true);
    }

    /**
     * What the players may see: the duelists' plans ("sending a private message to the judge") are left out. The
     * Traitor is the tracker's private value, left out of the players' table by the tracker.
     */
    public WizardsState playerView(long dynastyId) {
        return view(acts, dynastyId, false);
    }

    static WizardsState view(Acts acts, long dynastyId, boolean emperor) {
        WizardsState s = Acts.copy(acts.c.snapshots(), acts.state(dynastyId), WizardsState.class);
        if (!emperor) {
            for (Duel d : s.duels) {
                d.plans.clear();
            }
        }
        return s;
    }

    /**
     * The Wizards' gamestate as the MediaWiki page a King keeps for the players (the Wizards' table, Stables with each
     * creature's Upkeep, Current Battlefields, Duels, Campaigns, the Court): nothing private, no duelist's plan and no
     * Traitor.
     */
    public String wikiPage(long dynastyId) {
        return WizardsPage.write(acts.read(dynastyId));
    }

    /** The King's name, or null in a Metadynasty. */
    public String king(long dynastyId) {
        return acts.read(dynastyId).king;
    }

    /** The Wizards for the dynastic rules (the players' Wizards, then The Druid). */
    public List<String> wizards(long dynastyId) {
        return acts.read(dynastyId).wizards();
    }

    /** "A wizard’s influence is equal to the number of his court allies, plus two …" */
    public int influence(long dynastyId, String wizard) {
        return Court.influence(acts.read(dynastyId), wizard);
    }

    /** The Traitor (the emperor's eyes only), or blank. */
    public String traitor(long dynastyId) {
        return acts.read(dynastyId).traitor();
    }

    /** The Wizard who achieved victory by Elimination, if any. */
    public java.util.Optional<String> victor(long dynastyId) {
        return java.util.Optional.ofNullable(acts.state(dynastyId).victor);
    }

    // ---- the court ---------------------------------------------------------------------------

    /** Associates a Wizard with a court ally by spending Favor. */
    public void associate(long dynastyId, String actor, String wizard, String identity, int favor) {
        acts.act(dynastyId, actor, "wizards.court.associate", d -> {
            String from = Court.associate(d, wizard, identity, favor);
            String w = d.wizard(wizard);
            return w + " spent " + favor + " Favor to associate with the " + Court.identity(identity)
                    + (from == null ? "" : " (taken from " + from + ")");
        });
    }

    /** The weekly communal Raise trust, taken by {@code taker}. */
    public void raiseTrust(long dynastyId, String actor, String taker) {
        acts.act(dynastyId, actor, "wizards.court.trust", "Raise the trust of all courtly allies",
                new Acts.Cadence(taker, CadenceRules.GLOSSARY.weeklyCommunal()), d -> {
                    d.wizard(taker);
                    int n = Court.raiseTrust(d);
                    return d.wizard(taker) + " raised the trust of all courtly allies by " + n;
                });
    }

    // ---- the Traitor -------------------------------------------------------------------------

    /** The King secretly selects the Traitor at random; the log does not name them. */
    public void selectTraitor(long dynastyId, String actor) {
        acts.act(dynastyId, actor, "wizards.traitor", d -> {
            List<String> candidates = new ArrayList<>();
            for (Player p : acts.c.players().findByDynasty(dynastyId)) {
                if (!d.isKing(p.name())) {
                    candidates.add(p.name());
                }
            }
            Traitor.select(d, candidates);
            return "The King secretly selected the Traitor (private)";
        });
    }
}
