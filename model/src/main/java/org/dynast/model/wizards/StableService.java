package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Battlefield;
import org.dynast.model.wizards.rules.Breeding;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Feeding;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Quality;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Stable;
import org.dynast.model.wizards.rules.StrengthMatrix;
import org.dynast.model.wizards.rules.StrengthTable;
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

    /** Every creature in another Stable (and the breeder's own Mutants): legal, or with why not, and its Food. */
    public List<Breeding.StockChoice> stocks(long dynastyId, String breeder) {
        return Breeding.stocks(realm(dynastyId), breeder);
    }

    /** The whelps of a Stock, each with its Food or why the breeder cannot have it. */
    public List<Breeding.WhelpChoice> whelps(long dynastyId, String breeder, String proprietor, int stockIndex) {
        return Breeding.whelps(realm(dynastyId), breeder, proprietor, stockIndex);
    }

    /**
     * The Strength matrix of {@code wizard}'s Stable: each creature (rows) on each current Battlefield (columns), term
     * by term from "A creature's Strength on a battlefield is calculated by adding together the following:", with the
     * Druid's Forest bonus and the Merging note.
     */
    public StrengthMatrix strengths(long dynastyId, String wizard) {
        Draft d = acts.read(dynastyId);
        List<Battlefield> fields = d.state.battlefields.stream().map(f -> Battlefield.parse(f.toString()).orThrow())
                .toList();
        return StrengthMatrix.of(StrengthTable.standard(), Stables.wizard(d, wizard), fields);
    }

    // ---- breeding ----------------------------------------------------------------------------

    /** The atomic action of breeding a creature; {@code removing} is a creature of the breeder's Stable, or blank. */
    public void breed(long dynastyId, String actor, String breeder, String proprietor, String stock, String whelp,
                      String removing) {
        acts.act(dynastyId, actor, "wizards.breed", d -> breedOn(d, breeder, proprietor, stock, whelp, removing));
    }

    private static String breedOn(Draft d, String breeder, String proprietor, String stock, String whelp,
                                  String removing) {
        String b = d.wizard(breeder);
        String p = d.wizard(proprietor);
        Breeding.Request r = Breeding.Request.of(b, p, Stables.indexOf(Stables.stable(d, p), p, stock),
                Stables.creature(whelp));
        if (removing != null && !removing.isBlank()) {
            r = r.removing(Stables.indexOf(Stables.stable(d, b), b, removing));
        }
        Breeding.Bred bred = Breeding.breed(Stables.realm(d), r).orThrow();
        if (Draft.isDruid(b)) {
            Duels.druidMayAct(d, p);
        }
        Wizard after = bred.after().wizard(b).orElseThrow();
        d.setFood(b, after.food());
        Stables.setStable(d, b, after.stable());
        return bred.summary();
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
            Creature c = Stables.creature(wording);
            Stable first = Breeding.firstCreature(Stables.realm(d), w, c, d.state.animals).orThrow();
            d.state.animals.put(Draft.key(c.type()), w);
            Stables.setStable(d, w, first);
            return w + " created a first creature, " + c.wording();
        });
    }

    // ---- food --------------------------------------------------------------------------------

    /** What the weekly feeding would do, Wizard by Wizard and term by term (the preview). */
    public List<Feeding.Line> feedingPreview(long dynastyId, String taker) {
        Draft d = acts.read(dynastyId);
        return Feeding.weekly(Stables.realm(d), d.isKing(taker)).lines();
    }

    /**
     * The weekly communal feeding, taken by {@code taker} (a Wizard, or the King, whose feedings the Soup Kitchen
     * counts).
     */
    public void feed(long dynastyId, String actor, String taker) {
        acts.act(dynastyId, actor, "wizards.feed", WizardsService.Weekly.FEED.action,
                new Acts.Cadence(taker, CadenceRules.GLOSSARY.weeklyCommunal()), d -> {
                    String t = d.wizardOrKing(taker);
                    Feeding.Feed feed = Feeding.weekly(Stables.realm(d), d.isKing(t));
                    feed.illegal().ifPresent(why -> {
                        throw new Refusal(Feeding.RULE, why);
                    });
                    WizardsState.Feeding f = new WizardsState.Feeding();
                    f.at = d.now;
                    f.by = t;
                    f.byKing = feed.record().byKing();
                    f.changes.putAll(feed.record().changes());
                    for (Feeding.Line line : feed.lines()) {
                        d.setFood(line.wizard(), line.after());
                        if (f.byKing && !line.altered()) {
                            d.setMissedFeedings(line.wizard(), d.missedFeedings(line.wizard()) + 1);
                        }
                    }
                    d.state.feedings.add(f);
                    return t + " increased every Wizard's Food: " + String.join("; ", feed.lines().stream()
                            .map(Feeding.Line::explain).toList());
                });
    }

    /**
     * What Visiting the Soup Kitchen would give {@code wizard} now (the preview; nothing is done), or refused as the
     * visit would be: "7 Food per each time that the King has performed the weekly action of increasing every Wizard’s
     * Food described above but didn’t alter that Wizard’s […] Food during that action".
     */
    public int soupKitchenPreview(long dynastyId, String wizard) {
        return soup(acts.read(dynastyId), wizard);
    }

    private static int soup(Draft d, String wizard) {
        String w = d.wizard(wizard);
        List<Feeding.Record> history = d.state.feedings.stream().map(f -> new Feeding.Record(f.byKing, f.changes))
                .toList();
        return Feeding.soupKitchen(w, history, d.state.soupKitchen.stream().anyMatch(x -> WizardsState.same(x, w)))
                .orThrow();
    }

    /**
     * "A Wizard who Visits the Soup Kitchen receives 7 Food per each time that the King has performed the weekly action
     * of increasing every Wizard’s Food described above but didn’t alter that Wizard’s […] Food during that action. A
     * Wizard can Visit the Soup Kitchen once per dynasty."
     */
    public void soupKitchen(long dynastyId, String actor, String wizard) {
        acts.act(dynastyId, actor, "wizards.soup", d -> {
            String w = d.wizard(wizard);
            int food = soup(d, w);
            d.setFood(w, d.food(w) + food);
            d.state.soupKitchen.add(w);
            return w + " Visited the Soup Kitchen for " + food + " Food";
        });
    }

    // ---- Underling Type and Unholy -----------------------------------------------------------

    /**
     * "As a Weekly Action, a Wizard may set their Underling Type to any creature quality by spending Food equal to
     * three times the absolute value of that quality’s listed Upkeep."
     */
    public void underlingType(long dynastyId, String actor, String wizard, String quality) {
        acts.act(dynastyId, actor, "wizards.underling", WizardsService.Weekly.UNDERLING.action,
                new Acts.Cadence(wizard, CadenceRules.GLOSSARY.weekly()), d -> {
                    String w = d.wizard(wizard);
                    Quality q = quality(quality);
                    Wizard after = Feeding.setUnderling(Stables.realm(d), w, q).orThrow();
                    int cost = d.food(w) - after.food();
                    d.setFood(w, after.food());
                    d.setUnderling(w, q.wording());
                    return w + " set their Underling Type to " + q.wording() + " for " + cost + " Food";
                });
    }

    /**
     * {@code wizard} as setting the Underling Type to {@code quality} would leave them (the preview; nothing is done):
     * "spending Food equal to three times the absolute value of that quality’s listed Upkeep"; refused as the action
     * would be.
     */
    public Wizard underlingPreview(long dynastyId, String wizard, String quality) {
        Draft d = acts.read(dynastyId);
        return Feeding.setUnderling(Stables.realm(d), d.wizard(wizard), quality(quality)).orThrow();
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
            Stable more = Breeding.freeQuality(Stables.wizard(d, w), i, quality(quality)).orThrow();
            Creature after = more.get(i);
            Stables.realm(d).holderOfEquivalent(after, w).ifPresent(h -> {
                throw new Refusal("Stable", h.name() + " has a creature Equivalent to " + after.wording() + ".");
            });
            Stables.setStable(d, w, more);
            x.aftermath = w + " added " + quality(quality).wording() + " to " + before.wording() + " (now "
                    + after.wording() + ")";
            return x.aftermath;
        });
    }
}
