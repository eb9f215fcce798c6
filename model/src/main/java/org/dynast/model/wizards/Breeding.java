package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Quality;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Stable;
import org.dynast.model.wizards.rules.Wizard;

/**
 * Rule "Creature"'s atomic action of breeding, on a draft: "1. That wizard (known as the breeder) selects a creature
 * (known as the stock) in a stable belonging to another wizard (known as the proprietor) 2. creates a new creature
 * (known as the whelp) exactly one more or one less quality than the stock 3. spends food equal to the stock’s upkeep
 * (unless the Whelp has the Spectral quality or the stock’s upkeep is a negative value) 4. Adds the whelp in their
 * stable, optionally removing a creature from their stable as normal."
 */
final class Breeding {

    static final String RULE = "Creature";

    private Breeding() {
    }

    /** A checked breeding: the whelp and the Food it costs. */
    record Plan(String breeder, String proprietor, Creature stock, Creature whelp, int cost) {
    }

    /** Why a creature may not be selected as Stock by the breeder, or empty. */
    static Optional<String> stockRefusal(Wizard breeder, Wizard proprietor, Creature stock) {
        boolean own = breeder.name().equalsIgnoreCase(proprietor.name());
        if (stock.has(Quality.SPECTRAL)) {
            return Optional.of("\u201cA Spectral Creature cannot be selected as Stock\u201d");
        }
        if (stock.has(Quality.MECHANICAL)) {
            return Optional.of("\u201cA Mechanical Creature cannot be selected as Stock.\u201d");
        }
        if (own && !stock.has(Quality.MUTANT)) {
            return Optional.of("the stock is selected \u201cin a stable belonging to another wizard\u201d (only a "
                    + "Mutant Creature \u201ccan be selected as Stock by the Wizard that owns that creature\u201d)");
        }
        return Optional.empty();
    }

    /** The whelps the rules allow from a stock: each quality taken away, each allowed quality added. */
    static List<Creature> whelps(Creature stock) {
        List<Creature> out = new ArrayList<>();
        for (Quality q : stock.qualities()) {
            out.add(stock.without(q));
        }
        for (Quality q : Quality.values()) {
            stock.adding(q).value().ifPresent(out::add);
        }
        return out;
    }

    /** Checks a breeding whole; nothing is changed. */
    static Plan check(Realm realm, String breederName, String proprietorName, String stockWording,
                      String whelpWording) {
        Wizard breeder = realm.wizard(breederName).orElseThrow(() -> new Refusal(RULE, breederName
                + " is not a Wizard."));
        Wizard proprietor = realm.wizard(proprietorName).orElseThrow(() -> new Refusal(RULE, proprietorName
                + " is not a Wizard."));
        Stable stable = proprietor.stable();
        int i = Stables.indexOf(stable, proprietor.name(), stockWording);
        Creature stock = stable.get(i);
        stockRefusal(breeder, proprietor, stock).ifPresent(why -> {
            throw new Refusal(RULE, stock.wording() + " cannot be the stock: " + why + ".");
        });
        Creature whelp = Stables.creature(whelpWording);
        boolean sameType = whelp.type().equalsIgnoreCase(stock.type());
        boolean oneMore = stock.qualitySet().size() + 1 == whelp.qualitySet().size()
                && whelp.qualitySet().containsAll(stock.qualitySet());
        boolean oneLess = stock.qualitySet().size() - 1 == whelp.qualitySet().size()
                && stock.qualitySet().containsAll(whelp.qualitySet());
        if (!sameType || !(oneMore || oneLess)) {
            throw new Refusal(RULE, whelp.wording() + " is not a whelp of " + stock.wording() + ": the whelp is "
                    + "the stock with \u201cexactly one more or one less quality\u201d.");
        }
        if (oneMore) {
            Quality added = whelp.qualitySet().stream().filter(q -> !stock.has(q)).findFirst().orElseThrow();
            stock.adding(added).orThrow();
        }
        int upkeep = realm.upkeep(breeder).of(stock);
        int cost = whelp.has(Quality.SPECTRAL) || upkeep < 0 ? 0 : upkeep;
        if (breeder.food() < cost) {
            throw new Refusal(RULE, breeder.name() + " has " + breeder.food() + " Food; breeding from "
                    + stock.wording() + " spends \u201cfood equal to the stock’s upkeep\u201d, " + cost + ".");
        }
        return new Plan(breeder.name(), proprietor.name(), stock, whelp, cost);
    }
}
