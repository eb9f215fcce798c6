package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Quality;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Stable;
import org.dynast.model.wizards.rules.Wizard;

/**
 * Ruleset 168's creatures at work, as logged actions of one dynasty: breeding (and for The Druid), the first creature,
 * the weekly feeding, the Soup Kitchen, Underling Types, Unholy qualities and the Druid's beater's free quality.
 */
public final class StableService {

    private final Acts acts;

    StableService(Acts acts) {
        this.acts = acts;
    }

    // ---- reading -----------------------------------------------------------------------------

    /** The Wizards as the rules see them now. */
    public Realm realm(long dynastyId) {
        return Stables.realm(acts.read(dynastyId));
    }

    /** A stock a breeder might select: where it is, and why it may not be selected (empty when it may). */
    public record Stock(String proprietor, Creature creature, int upkeep, Optional<String> refusal) {
    }

    /** Every creature in every other Stable (and the breeder's own Mutants), each with why it may not be the stock. */
    public List<Stock> stocks(long dynastyId, String breeder) {
        Realm realm = realm(dynastyId);
        Wizard b = realm.wizard(breeder).orElseThrow(() -> new Refusal(Breeding.RULE, breeder
                + " is not a Wizard."));
        List<Stock> out = new ArrayList<>();
        for (Wizard p : realm.wizards()) {
            for (Creature c : p.stable().creatures()) {
                int upkeep = realm.upkeep(b).of(c);
                Optional<String> why = Breeding.stockRefusal(b, p, c);
                if (why.isEmpty() && b.food() < (upkeep < 0 ? 0 : upkeep)) {
                    why = Optional.of(b.name() + " has " + b.food() + " Food, the stock's upkeep is " + upkeep);
                }
                out.add(new Stock(p.name(), c, upkeep, why));
            }
        }
        return out;
    }

    /** The whelps of a stock, each with the Food it would cost {@code breeder}. */
    public List<Creature> whelps(String stockWording) {
        return Breeding.whelps(Stables.creature(stockWording));
    }

    /** The Food a breeding would cost (checked whole), for the preview. */
    public int cost(long dynastyId, String breeder, String proprietor, String stock, String whelp) {
        return Breeding.check(realm(dynastyId), breeder, proprietor, stock, whelp).cost();
    }

    // ---- breeding ----------------------------------------------------------------------------

    /** The atomic action of breeding a creature; {@code removing} is a creature of the breeder's Stable, or blank. */
    public void breed(long dynastyId, String actor, String breeder, String proprietor, String stock, String whelp,
                      String removing) {
        acts.act(dynastyId, actor, "wizards.breed", d -> breedOn(d, breeder, proprietor, stock, whelp, removing));
    }

    private static String breedOn(Draft d, String breeder, String proprietor, String stock, String whelp,
                                  String removing) {
        Breeding.Plan p = Breeding.check(Stables.realm(d), breeder, proprietor, stock, whelp);
        if (Draft.isDruid(p.breeder())) {
            Duels.druidMayAct(d, p.proprietor());
        }
        d.setFood(p.breeder(), d.food(p.breeder()) - p.cost());
        Stables.add(d, p.breeder(), p.whelp().wording(), removing);
        return p.breeder() + " bred " + p.whelp().wording() + " from " + p.proprietor() + "'s " + p.stock().wording()
                + " for " + p.cost() + " Food" + (removing == null || removing.isBlank() ? "" : ", removing "
                + removing.strip());
    }

    /**
     * "If The Druid’s stable is not full, as a weekly communal action any Wizard may breed a creature on The Druid’s
     * behalf." The Druid is the breeder (its Food is spent); {@code taker} takes the weekly communal action.
     */
    public void breedForTheDruid(long dynastyId, String actor, String taker, String proprietor, String stock,
                                 String whelp) {
        acts.act(dynastyId, actor, "wizards.breed.druid", "Breed a creature on The Druid's behalf",
                new Acts.Cadence(taker, CadenceRules.GLOSSARY.weeklyCommunal()), d -> {
                    String t = d.wizard(taker);
                    if (Stables.stable(d, Draft.DRUID).full()) {
                        throw new Refusal("The Druid", "The Druid's stable is full: one may breed on its behalf "
                                + "\u201cIf The Druid’s stable is not full\u201d.");
                    }
                    return t + " on The Druid's behalf: " + breedOn(d, Draft.DRUID, proprietor, stock, whelp, null);
                });
    }

    /**
     * "A wizard with zero creatures in their stable may create a creature with up to one quality and a creature type
     * of an animal name chosen from the list of animals which has not been already chosen by another Wizard for this
     * rule during this Dynasty."
     */
    public void firstCreature(long dynastyId, String actor, String wizard, String wording) {
        acts.act(dynastyId, actor, "wizards.first", d -> {
            String w = d.wizard(wizard);
            if (!d.stable(w).isEmpty()) {
                throw new Refusal("Stable", "Only \u201ca wizard with zero creatures in their stable\u201d may create "
                        + "a creature this way; " + w + " has " + d.stable(w).size() + ".");
            }
            Creature c = Stables.creature(wording);
            if (c.qualities().size() > 1) {
                throw new Refusal("Stable", "The first creature has \u201cup to one quality\u201d: " + c.wording()
                        + " has " + c.qualities().size() + ".");
            }
            String animal = Draft.key(c.type());
            String chooser = d.state.animals.get(animal);
            if (chooser != null && !WizardsState.same(chooser, w)) {
                throw new Refusal("Stable", "The animal name " + c.type() + " \u201chas been already chosen by "
                        + "another Wizard for this rule during this Dynasty\u201d (" + chooser + ").");
            }
            d.state.animals.put(animal, w);
            Stables.add(d, w, c.wording(), null);
            return w + " created a first creature, " + c.wording();
        });
    }

    // ---- food --------------------------------------------------------------------------------

    /** What the weekly feeding would add to each Wizard's Food (the preview). */
    public java.util.Map<String, Integer> feedingPreview(long dynastyId) {
        Draft d = acts.read(dynastyId);
        java.util.Map<String, Integer> out = new java.util.LinkedHashMap<>();
        for (String w : d.wizards()) {
            out.put(w, Math.max(0, d.food(w) + increase(d, w)) - d.food(w));
        }
        return out;
    }

    /**
     * "any Wizard may increase every Wizard’s Food by 10, and the food of the wizards allied to the chamberlain or
     * treasurer by an additional 3 for each. If a Wizard’s Stable is not empty, their increase from this is decreased
     * by the total Upkeep of every Creature in their Stable. If a Wizard’s Underling Type is not blank, their increase
     * from this is decreased by the Upkeep of their Underling Type."
     */
    static int increase(Draft d, String wizard) {
        Realm realm = Stables.realm(d);
        Wizard w = realm.wizard(wizard).orElseThrow();
        var upkeep = realm.upkeep(w);
        return 10 + (w.alliedWith(Identity.CHAMBERLAIN) ? 3 : 0) + (w.alliedWith(Identity.TREASURER) ? 3 : 0)
                - (w.stable().isEmpty() ? 0 : upkeep.of(w.stable())) - upkeep.ofUnderlingType();
    }

    /** The weekly communal feeding, taken by {@code taker} (a Wizard, or the King). */
    public void feed(long dynastyId, String actor, String taker) {
        acts.act(dynastyId, actor, "wizards.feed", "Increase every Wizard's Food",
                new Acts.Cadence(taker, CadenceRules.GLOSSARY.weeklyCommunal()), d -> {
                    String t = d.wizardOrKing(taker);
                    WizardsState.Feeding f = new WizardsState.Feeding();
                    f.at = d.now;
                    f.by = t;
                    f.byKing = d.isKing(t);
                    List<String> changes = new ArrayList<>();
                    java.util.Map<String, Integer> inc = new java.util.LinkedHashMap<>();
                    for (String w : d.wizards()) {
                        inc.put(w, increase(d, w));
                    }
                    for (String w : d.wizards()) {
                        int before = d.food(w);
                        int after = Math.max(0, before + inc.get(w));
                        d.setFood(w, after);
                        if (after == before) {
                            f.unaltered.add(w);
                            if (f.byKing) {
                                d.setMissedFeedings(w, d.missedFeedings(w) + 1);
                            }
                        }
                        changes.add(w + " " + before + " \u2192 " + after);
                    }
                    d.state.feedings.add(f);
                    return t + " increased every Wizard's Food: " + String.join(", ", changes);
                });
    }

    /**
     * "A Wizard who Visits the Soup Kitchen receives 7 Food per each time that the King has performed the weekly action
     * of increasing every Wizard’s Food described above but didn’t alter that Wizard’s […] Food during that action. A
     * Wizard can Visit the Soup Kitchen once per dynasty."
     */
    public void soupKitchen(long dynastyId, String actor, String wizard) {
        acts.act(dynastyId, actor, "wizards.soup", d -> {
            String w = d.wizard(wizard);
            if (d.state.soupKitchen.stream().anyMatch(x -> WizardsState.same(x, w))) {
                throw new Refusal("Food", "\u201cA Wizard can Visit the Soup Kitchen once per dynasty\u201d: " + w
                        + " has.");
            }
            int missed = d.missedFeedings(w);
            d.setFood(w, d.food(w) + 7 * missed);
            d.state.soupKitchen.add(w);
            return w + " Visited the Soup Kitchen: 7 \u00d7 " + missed + " = " + 7 * missed + " Food";
        });
    }

    // ---- Underling Type and Unholy -----------------------------------------------------------

    /**
     * "As a Weekly Action, a Wizard may set their Underling Type to any creature quality by spending Food equal to
     * three times the absolute value of that quality’s listed Upkeep."
     */
    public void underlingType(long dynastyId, String actor, String wizard, String quality) {
        acts.act(dynastyId, actor, "wizards.underling", "Set the Underling Type",
                new Acts.Cadence(wizard, CadenceRules.GLOSSARY.weekly()), d -> {
                    String w = d.wizard(wizard);
                    Quality q = quality(quality);
                    int cost = 3 * Math.abs(q.listedUpkeep());
                    if (d.food(w) < cost) {
                        throw new Refusal("Underling Type", w + " has " + d.food(w) + " Food; " + q.wording()
                                + " costs \u201cthree times the absolute value of that quality’s listed Upkeep\u201d, "
                                + cost + ".");
                    }
                    d.setFood(w, d.food(w) - cost);
                    d.setUnderling(w, q.wording());
                    return w + " set their Underling Type to " + q.wording() + " for " + cost + " Food";
                });
    }

    static Quality quality(String name) {
        return Quality.named(name).orElseThrow(() -> new Refusal("Creature", "\"" + name + "\" is not a valid "
                + "creature quality."));
    }

    /**
     * "A Wizard who is allied with the ArchBishop may as a weekly action name a quality to be considered Unholy. This
     * type is tracked in the GNDT under the ArchBishop’s entry in the Wizard’s allies section".
     */
    public void unholy(long dynastyId, String actor, String wizard, String quality) {
        acts.act(dynastyId, actor, "wizards.unholy", "Name an Unholy quality",
                new Acts.Cadence(wizard, CadenceRules.GLOSSARY.weekly()), d -> {
                    String w = d.wizard(wizard);
                    Quality q = quality(quality);
                    List<Ally> allies = new ArrayList<>(d.allies(w));
                    int at = -1;
                    for (int i = 0; i < allies.size(); i++) {
                        at = allies.get(i).identity() == Identity.ARCHBISHOP ? i : at;
                    }
                    if (at < 0) {
                        throw new Refusal(Court.RULE, w + " is not allied with the ArchBishop.");
                    }
                    allies.set(at, new Ally(Identity.ARCHBISHOP, allies.get(at).trust(), Optional.of(q)));
                    d.setAllies(w, allies);
                    return w + " named " + q.wording() + " Unholy";
                });
    }

    /** "If The Druid loses a duel, their opponent may add a free quality to one of their creatures". */
    public void freeQuality(long dynastyId, String actor, int duel, String creature, String quality) {
        acts.act(dynastyId, actor, "wizards.duel.quality", d -> {
            WizardsState.Duel x = Duels.duel(d, duel);
            if (x.triumphant == null || !x.duelist(Draft.DRUID) || Draft.isDruid(x.triumphant)) {
                throw new Refusal("The Druid", "Only the Druid's opponent who beat it gets a free quality; "
                        + x.title + " is not such a duel.");
            }
            if (x.aftermath != null) {
                throw new Refusal("The Druid", x.triumphant + " already added the free quality: " + x.aftermath);
            }
            String w = x.triumphant;
            Stable s = Stables.stable(d, w);
            int i = Stables.indexOf(s, w, creature);
            Creature before = s.get(i);
            Creature after = before.adding(quality(quality)).orThrow();
            Stables.realm(d).holderOfEquivalent(after, w).ifPresent(h -> {
                throw new Refusal("Stable", h.name() + " has a creature Equivalent to " + after.wording() + ".");
            });
            List<Creature> cs = new ArrayList<>(s.creatures());
            cs.set(i, after);
            Stables.setStable(d, w, new Stable(cs));
            x.aftermath = w + " added " + quality(quality).wording() + " to " + before.wording() + " (now "
                    + after.wording() + ")";
            return x.aftermath;
        });
    }
}
