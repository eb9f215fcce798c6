package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dynast.model.roster.Player;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.wizards.WizardsState.Duel;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Identity;

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

    /**
     * The Wizard who achieved victory by Elimination, if any: the one recorded, or else the only Wizard whose
     * Elimination is 0 in the table now ("If there is only one Wizard with an Elimination of 0, that Wizard achieves
     * victory" — at once, e.g. when the King enters the Elimination values a Proposal set, not at the next duel).
     */
    public Optional<String> victor(long dynastyId) {
        String recorded = acts.state(dynastyId).victor;
        return recorded != null ? Optional.of(recorded) : Victory.standing(acts.read(dynastyId));
    }

    // ---- transfers ---------------------------------------------------------------------------

    /** "Eliminated Wizards can freely transfer their Favor and Food to other Wizards." */
    public void transfer(long dynastyId, String actor, String from, String to, int favor, int food) {
        acts.act(dynastyId, actor, "wizards.transfer", d -> Transfers.transfer(d, from, to, favor, food));
    }

    /** What the transfer would do (the summary), or refused as it would be; nothing is done. */
    public String transferPreview(long dynastyId, String from, String to, int favor, int food) {
        return Transfers.transfer(acts.read(dynastyId), from, to, favor, food);
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

    /** What associating would do (the preview; nothing is done): the Favor spent and the ally taken from its holder. */
    public record Association(String wizard, Identity identity, int favor, int favorBefore, int favorAfter,
                              String takenFrom, int trustBefore) {
    }

    /**
     * What {@code wizard} associating with the ally {@code identity} for {@code favor} would do, or refused as the
     * action would be: "spending an amount of favor which is both greater than zero and greater than the trust of any
     * court allies with that identity, then transferring (or adding, if they are associated to nobody yet) to their
     * court allies an ally with the chosen identity".
     */
    public Association associatePreview(long dynastyId, String wizard, String identity, int favor) {
        Draft d = acts.read(dynastyId);
        Identity id = Court.identity(identity);
        String w = d.wizard(wizard);
        int before = d.favor(w);
        int trust = d.players().stream().flatMap(p -> d.allies(p).stream()).filter(a -> a.identity() == id)
                .mapToInt(Ally::trust).findFirst().orElse(0);
        String from = Court.associate(d, w, identity, favor);
        return new Association(w, id, favor, before, d.favor(w), from, trust);
    }

    /** One court ally's trust before and after a Raise trust. */
    public record TrustRaise(String wizard, Identity identity, int before, int after) {
    }

    /**
     * What the weekly communal Raise trust would do now, ally by ally (the preview; nothing is done), or refused as the
     * action would be: "the trust of all courtly allies may be raised by the campaign number of the most recent
     * campaign".
     */
    public List<TrustRaise> raiseTrustPreview(long dynastyId) {
        Draft d = acts.read(dynastyId);
        List<TrustRaise> out = new ArrayList<>();
        Map<String, List<Ally>> before = new LinkedHashMap<>();
        d.players().forEach(w -> before.put(w, d.allies(w)));
        int n = Court.raiseTrust(d);
        before.forEach((w, allies) -> allies.forEach(a -> out.add(new TrustRaise(w, a.identity(), a.trust(),
                a.trust() + n))));
        return out;
    }

    /** The Wizards' cadenced weekly actions, as their takes are recorded. */
    public enum Weekly {
        FEED("Increase every Wizard's Food", true),
        RAISE_TRUST("Raise the trust of all courtly allies", true),
        UNDERLING("Set the Underling Type", false);

        final String action;
        final boolean communal;

        Weekly(String action, boolean communal) {
            this.action = action;
            this.communal = communal;
        }
    }

    /** Why {@code taker} may not take the weekly action now (taken already this week), or empty if they may. */
    public Optional<String> weeklyRefusal(long dynastyId, Weekly action, String taker) {
        return acts.unavailable(dynastyId, action.action, new Acts.Cadence(taker, action.communal
                ? CadenceRules.GLOSSARY.weeklyCommunal() : CadenceRules.GLOSSARY.weekly()));
    }

    /** The weekly communal Raise trust, taken by {@code taker}. */
    public void raiseTrust(long dynastyId, String actor, String taker) {
        acts.act(dynastyId, actor, "wizards.court.trust", Weekly.RAISE_TRUST.action,
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
