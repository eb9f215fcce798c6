package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Breeding a creature, Ruleset 168 — an atomic action checked whole before anything changes:
 * <ol>
 * <li>"That wizard (known as the breeder) selects a creature (known as the stock) in a stable belonging to
 * another wizard (known as the proprietor)"</li>
 * <li>"creates a new creature (known as the whelp) exactly one more or one less quality than the stock"</li>
 * <li>"spends food equal to the stock's upkeep (unless the Whelp has the Spectral quality or the stock's
 * upkeep is a negative value)"</li>
 * <li>"Adds the whelp in their stable, optionally removing a creature from their stable as normal."</li>
 * </ol>
 * Also the first creature of an empty Stable, and the Druid's loser's free quality.
 */
public final class Breeding {

    public static final String RULE = "Breeding";
    public static final String FIRST_RULE = "Stable";

    private Breeding() {
    }

    /** The breeder's choices: which Stock, which whelp, and which of their own creatures to remove, if any. */
    public record Request(String breeder, String proprietor, int stockIndex, Creature whelp,
                          OptionalInt removeIndex) {
        public static Request of(String breeder, String proprietor, int stockIndex, Creature whelp) {
            return new Request(breeder, proprietor, stockIndex, whelp, OptionalInt.empty());
        }

        public Request removing(int index) {
            return new Request(breeder, proprietor, stockIndex, whelp, OptionalInt.of(index));
        }
    }

    /** A breeding that the rules allow: the realm after it, and what it did. */
    public record Bred(Realm after, String breeder, String proprietor, Creature stock, Creature whelp, int food,
                       Optional<Creature> removed) {
        public String summary() {
            return breeder + " bred " + whelp.wording() + " from " + proprietor + "'s " + stock.wording()
                    + (food > 0 ? " for " + food + " Food" : " at no Food")
                    + removed.map(r -> ", removing " + r.wording()).orElse("");
        }
    }

    /** A creature of another Stable as a possible Stock, with the Food it would cost, or why it cannot be one. */
    public record StockChoice(String proprietor, int index, Creature stock, int food, Optional<String> refusal) {
        public boolean legal() {
            return refusal.isEmpty();
        }
    }

    /** A possible whelp of a Stock, with its Food cost, or why the breeder cannot have it. */
    public record WhelpChoice(Creature whelp, int food, Optional<String> refusal) {
        public boolean legal() {
            return refusal.isEmpty();
        }
    }

    /** Checks the whole action and gives its result, or the refusal in the rule's words. */
    public static Outcome<Bred> breed(Realm realm, Request r) {
        Outcome<Wizard> breederO = realm.find(RULE, r.breeder());
        if (breederO.refused()) {
            return Outcome.refused(breederO.refusal().get());
        }
        Wizard breeder = breederO.orThrow();
        Outcome<Creature> stockO = stock(realm, breeder, r.proprietor(), r.stockIndex());
        if (stockO.refused()) {
            return Outcome.refused(stockO.refusal().get());
        }
        Creature stock = stockO.orThrow();
        Outcome<Creature> whelpO = whelp(stock, r.whelp());
        if (whelpO.refused()) {
            return Outcome.refused(whelpO.refusal().get());
        }
        Creature whelp = whelpO.orThrow();
        int food = food(realm, breeder, stock, whelp);
        if (food > breeder.food()) {
            return Outcome.refused(RULE, breeder.name() + " has " + breeder.food() + " Food and breeding "
                    + whelp.wording() + " from " + stock.wording() + " costs " + food + ": the breeder \"spends"
                    + " food equal to the stock's upkeep\", and Food cannot go below zero.");
        }
        Optional<Wizard> holder = realm.holderOfEquivalent(whelp, breeder.name());
        if (holder.isPresent()) {
            return Outcome.refused(RULE, holder.get().name() + "'s Stable holds a creature Equivalent to "
                    + whelp.wording() + ": \"A wizard may not add a creature to their stable if an Equivalent"
                    + " creature is in another wizard's stable.\"");
        }
        Outcome<Stable.Placement> placed = breeder.stable().place(whelp, r.removeIndex(), breeder.locked());
        if (placed.refused()) {
            return Outcome.refused(placed.refusal().get());
        }
        Wizard after = breeder.withStable(placed.orThrow().stable()).withFood(breeder.food() - food);
        String proprietor = realm.wizard(r.proprietor()).orElseThrow().name();
        return Outcome.of(new Bred(realm.with(after), breeder.name(), proprietor, stock, whelp, food,
                placed.orThrow().removed()));
    }

    /**
     * The Stock at {@code index} in {@code proprietor}'s Stable, if {@code breeder} may select it: not in their
     * own Stable unless Mutant, never Spectral or Mechanical.
     */
    static Outcome<Creature> stock(Realm realm, Wizard breeder, String proprietorName, int index) {
        Outcome<Wizard> proprietorO = realm.find(RULE, proprietorName);
        if (proprietorO.refused()) {
            return Outcome.refused(proprietorO.refusal().get());
        }
        Wizard proprietor = proprietorO.orThrow();
        if (index < 0 || index >= proprietor.stable().size()) {
            return Outcome.refused(RULE, proprietor.name() + "'s Stable has no creature " + (index + 1) + ".");
        }
        Creature stock = proprietor.stable().get(index);
        if (stock.has(Quality.SPECTRAL)) {
            return Outcome.refused(RULE, stock.wording() + " is Spectral: \"A Spectral Creature cannot be"
                    + " selected as Stock\".");
        }
        if (stock.has(Quality.MECHANICAL)) {
            return Outcome.refused(RULE, stock.wording() + " is Mechanical: \"A Mechanical Creature cannot be"
                    + " selected as Stock.\"");
        }
        boolean own = proprietor.name().equalsIgnoreCase(breeder.name());
        if (own && !stock.has(Quality.MUTANT)) {
            return Outcome.refused(RULE, stock.wording() + " is in " + breeder.name() + "'s own Stable: the"
                    + " breeder \"selects a creature (known as the stock) in a stable belonging to another"
                    + " wizard\" (only \"A Mutant Creature can be selected as Stock by the Wizard that owns that"
                    + " creature\").");
        }
        if (own && Stable.lockedCount(breeder.locked(), stock) >= proprietor.stable().countEquivalent(stock)) {
            return Outcome.refused(RULE, stock.wording() + " is listed for the open campaign: it cannot be"
                    + " \"used by the participating Wizard (such as in a duel or a campaign) until the closing"
                    + " of the campaign\".");
        }
        return Outcome.of(stock);
    }

    /**
     * The whelp, if it is the Stock's creature type with exactly one quality more or one less (see
     * docs/rulings.md: the whelp keeps the Stock's type and the Stock's other qualities).
     */
    static Outcome<Creature> whelp(Creature stock, Creature whelp) {
        if (!stock.type().equalsIgnoreCase(whelp.type())) {
            return Outcome.refused(RULE, whelp.wording() + " is not a whelp of " + stock.wording() + ": a whelp"
                    + " is the stock's creature type with \"exactly one more or one less quality than the"
                    + " stock\".");
        }
        var had = stock.qualitySet();
        var has = whelp.qualitySet();
        if (has.size() == had.size() + 1 && has.containsAll(had)) {
            var added = new ArrayList<>(has);
            added.removeAll(had);
            Outcome<Creature> a = stock.adding(added.get(0));
            return a.refused() ? a : Outcome.of(whelp);
        }
        if (has.size() + 1 == had.size() && had.containsAll(has)) {
            return Outcome.of(whelp);
        }
        return Outcome.refused(RULE, whelp.wording() + " does not have \"exactly one more or one less quality"
                + " than the stock\" " + stock.wording() + ".");
    }

    /** The Food breeding {@code whelp} from {@code stock} costs {@code breeder} (Upkeep as they count it). */
    public static int food(Realm realm, Wizard breeder, Creature stock, Creature whelp) {
        if (whelp.has(Quality.SPECTRAL)) {
            return 0;
        }
        return Math.max(0, realm.upkeep(breeder).of(stock));
    }

    /** Every creature in another Wizard's Stable (and the breeder's own Mutants), legal or with its reason. */
    public static List<StockChoice> stocks(Realm realm, String breederName) {
        List<StockChoice> out = new ArrayList<>();
        Optional<Wizard> breeder = realm.wizard(breederName);
        if (breeder.isEmpty()) {
            return out;
        }
        for (Wizard w : realm.wizards()) {
            for (int i = 0; i < w.stable().size(); i++) {
                Creature c = w.stable().get(i);
                boolean own = w.name().equalsIgnoreCase(breeder.get().name());
                if (own && !c.has(Quality.MUTANT)) {
                    continue;
                }
                Outcome<Creature> s = stock(realm, breeder.get(), w.name(), i);
                int food = Math.max(0, realm.upkeep(breeder.get()).of(c));
                Optional<String> why = s.reason();
                if (why.isEmpty() && whelps(realm, breederName, w.name(), i).stream()
                        .noneMatch(WhelpChoice::legal)) {
                    int has = breeder.get().food();
                    why = Optional.of(food > has
                            ? "Costs " + food + " Food; " + breeder.get().name() + " has " + has + " (and no Spectral"
                                    + " whelp of it, which costs none, is open to them)."
                            : "No whelp of " + c.wording() + " is open to " + breeder.get().name()
                                    + " (each is Equivalent to a creature in another Stable, incompatible, or costs"
                                    + " more Food than they have).");
                }
                out.add(new StockChoice(w.name(), i, c, food, why));
            }
        }
        return out;
    }

    /**
     * Every whelp of the Stock: each quality it lacks added (incompatible ones with the rule's reason), each
     * quality it has taken away. A full Stable is no reason here: the breeder chooses a creature to remove.
     */
    public static List<WhelpChoice> whelps(Realm realm, String breederName, String proprietor, int stockIndex) {
        List<WhelpChoice> out = new ArrayList<>();
        Optional<Wizard> breeder = realm.wizard(breederName);
        if (breeder.isEmpty()) {
            return out;
        }
        Outcome<Creature> s = stock(realm, breeder.get(), proprietor, stockIndex);
        if (s.refused()) {
            return out;
        }
        Creature stock = s.orThrow();
        for (Quality q : stock.qualities()) {
            out.add(choice(realm, breeder.get(), stock, Outcome.of(stock.without(q))));
        }
        for (Quality q : Quality.values()) {
            if (!stock.has(q)) {
                Outcome<Creature> w = stock.adding(q);
                out.add(w.refused()
                        ? new WhelpChoice(new Creature(stock.type(), appended(stock, q)), 0, w.reason())
                        : choice(realm, breeder.get(), stock, w));
            }
        }
        return out;
    }

    private static List<Quality> appended(Creature stock, Quality q) {
        List<Quality> l = new ArrayList<>(stock.qualities());
        l.add(q);
        return l;
    }

    private static WhelpChoice choice(Realm realm, Wizard breeder, Creature stock, Outcome<Creature> w) {
        Creature whelp = w.orThrow();
        int food = food(realm, breeder, stock, whelp);
        if (food > breeder.food()) {
            return new WhelpChoice(whelp, food, Optional.of("Costs " + food + " Food; " + breeder.name()
                    + " has " + breeder.food() + "."));
        }
        Optional<Wizard> holder = realm.holderOfEquivalent(whelp, breeder.name());
        if (holder.isPresent()) {
            return new WhelpChoice(whelp, food, Optional.of("Equivalent to a creature in " + holder.get().name()
                    + "'s Stable."));
        }
        if (whelp.has(Quality.SPECTRAL) && breeder.stable().hasSpectral()) {
            return new WhelpChoice(whelp, food, Optional.of(Stable.ONE_SPECTRAL));
        }
        return new WhelpChoice(whelp, food, Optional.empty());
    }

    /**
     * "A wizard with zero creatures in their stable may create a creature with up to one quality and a
     * creature type of an animal name chosen from the list of animals which has not been already chosen by
     * another Wizard for this rule during this Dynasty." {@code chosen} maps each animal name already chosen
     * this dynasty (any case) to the Wizard who chose it. The result is the Wizard's new Stable.
     */
    public static Outcome<Stable> firstCreature(Realm realm, String wizardName, Creature creature,
                                                Map<String, String> chosen) {
        Outcome<Wizard> wO = realm.find(FIRST_RULE, wizardName);
        if (wO.refused()) {
            return Outcome.refused(wO.refusal().get());
        }
        Wizard w = wO.orThrow();
        if (!w.stable().isEmpty()) {
            return Outcome.refused(FIRST_RULE, w.name() + "'s Stable is not empty: only \"A wizard with zero"
                    + " creatures in their stable may create a creature\" this way.");
        }
        if (creature.qualities().size() > 1) {
            return Outcome.refused(FIRST_RULE, creature.wording() + " has " + creature.qualities().size()
                    + " qualities: the first creature has \"up to one quality\".");
        }
        String key = creature.type().toLowerCase(Locale.ROOT);
        for (Map.Entry<String, String> e : chosen.entrySet()) {
            if (e.getKey().toLowerCase(Locale.ROOT).equals(key) && !e.getValue().equalsIgnoreCase(w.name())) {
                return Outcome.refused(FIRST_RULE, "\"" + creature.type() + "\" was already chosen by "
                        + e.getValue() + ": the animal name must be one \"which has not been already chosen by"
                        + " another Wizard for this rule during this Dynasty\".");
            }
        }
        Optional<Wizard> holder = realm.holderOfEquivalent(creature, w.name());
        if (holder.isPresent()) {
            return Outcome.refused(FIRST_RULE, holder.get().name() + "'s Stable holds a creature Equivalent to "
                    + creature.wording() + ": \"A wizard may not add a creature to their stable if an"
                    + " Equivalent creature is in another wizard's stable.\"");
        }
        return Outcome.of(Stable.of(creature));
    }

    /**
     * "If The Druid loses a duel, their opponent may add a free quality to one of their creatures": the
     * opponent's Stable with {@code quality} added to its creature at {@code index}.
     */
    public static Outcome<Stable> freeQuality(Wizard wizard, int index, Quality quality) {
        Stable s = wizard.stable();
        if (index < 0 || index >= s.size()) {
            return Outcome.refused("The Druid", wizard.name() + "'s Stable has no creature " + (index + 1) + ".");
        }
        Outcome<Creature> more = s.get(index).adding(quality);
        if (more.refused()) {
            return Outcome.refused(more.refusal().get());
        }
        if (quality == Quality.SPECTRAL && s.hasSpectral()) {
            return Outcome.refused(Stable.RULE, wizard.name() + "'s Stable already holds a Spectral creature: "
                    + Stable.ONE_SPECTRAL);
        }
        List<Creature> l = new ArrayList<>(s.creatures());
        l.set(index, more.orThrow());
        return Outcome.of(new Stable(l));
    }
}
