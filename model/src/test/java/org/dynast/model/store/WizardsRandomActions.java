package org.dynast.model.store;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Predicate;
import org.dynast.model.wizards.DuelService;
import org.dynast.model.wizards.WizardsEngine;
import org.dynast.model.wizards.WizardsState;
import org.dynast.model.wizards.rules.Breeding;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Quality;
import org.dynast.model.wizards.rules.Wizard;

/**
 * Ruleset 168's actions for {@link ExportImportRoundTripTest}: the court (transfers, allies, trust, the Traitor), the
 * Stables (first creatures, breeding, feeding, the Soup Kitchen, Underlings), every step of a duel (announce, accept,
 * judge, plan, battle, timeout, close, take, the Druid's spoils) and of a campaign (go, participate, close). Each step
 * picks a duel or campaign at the stage it needs, so whole duels and campaigns are fought.
 */
final class WizardsRandomActions {

    private static final List<String> ANIMALS = List.of("Horse", "Emu", "Ox", "Toad", "Cat", "Badger", "Eel", "Goat",
            "Hound", "Wolf", "Stag", "Peacock", "Bear", "Owl");

    private WizardsRandomActions() {
    }

    static void add(RandomActions x) {
        WizardsEngine w = WizardsEngine.in(x.store);
        long id = x.id;
        String a = x.actor;
        // the court
        x.add("wizards.transfer", 2, () -> w.wizards().transfer(id, a, wizard(x, w), wizard(x, w), x.rnd.nextInt(3),
                x.rnd.nextInt(4)));
        x.add("wizards.associate", 2, () -> w.wizards().associate(id, a, courtier(x, w), x.pick(List.of("Queen",
                "Chamberlain", "Treasurer", "ArchBishop", "Ambassador")), 1 + x.rnd.nextInt(3)));
        x.add("wizards.raiseTrust", 1, () -> w.wizards().raiseTrust(id, a, wizard(x, w)));
        x.add("wizards.selectTraitor", 1, () -> w.wizards().selectTraitor(id, a));
        // the Stables
        x.add("stables.feed", 2, () -> w.stables().feed(id, a, wizard(x, w)));
        x.add("stables.firstCreature", 1, () -> w.stables().firstCreature(id, a, wizard(x, w),
                x.pick(List.of("", "Winged ", "Giant ", "Swift ")) + x.pick(ANIMALS)));
        x.add("stables.breed", 3, () -> {
            String breeder = x.pick(w.wizards().wizards(id));
            List<Breeding.StockChoice> stocks = w.stables().stocks(id, breeder).stream()
                    .filter(s -> s.legal() || x.rnd.nextInt(8) == 0).toList();
            Breeding.StockChoice stock = x.pick(stocks);
            Breeding.WhelpChoice whelp = x.pick(w.stables().whelps(id, breeder, stock.proprietor(), stock.index()));
            List<Creature> own = creatures(w, id, breeder);
            String removing = own.size() >= 5 || x.rnd.nextInt(6) == 0 ? x.pick(own).wording() : "";
            w.stables().breed(id, a, breeder, stock.proprietor(), stock.stock().wording(), whelp.whelp().wording(),
                    removing);
        });
        x.add("stables.soupKitchen", 1, () -> w.stables().soupKitchen(id, a, wizard(x, w)));
        x.add("stables.underlingType", 1, () -> w.stables().underlingType(id, a, wizard(x, w),
                x.pick(List.of(Quality.values())).wording()));
        // "A Wizard who is allied with the ArchBishop may as a weekly action name a quality to be considered Unholy"
        x.add("stables.unholy", 1, () -> w.stables().unholy(id, a, x.pick(w.stables().realm(id).wizards().stream()
                .filter(z -> z.alliedWith(Identity.ARCHBISHOP)).map(Wizard::name).toList()),
                x.pick(List.of(Quality.values())).wording()));
        duels(x, w);
        campaigns(x, w);
    }

    private static void duels(RandomActions x, WizardsEngine w) {
        long id = x.id;
        String a = x.actor;
        DuelService duels = w.duels();
        x.add("duel.announce", 3, () -> {
            if (duels.duels(id, true).stream().filter(WizardsState.Duel::open).count() >= 3) {
                throw new RandomActions.Skip(); // a few at a time, fought to the end
            }
            List<String> fields = new ArrayList<>(w.wizards().state(id).battlefields.stream().map(f -> f.name)
                    .toList());
            Collections.shuffle(fields, x.rnd);
            // The Druid challenges now and then, so that it wins some and the King owes its spoils
            duels.announce(id, a, x.rnd.nextInt(2) == 0 ? "The Druid" : wizard(x, w), "Duel " + x.rnd.nextInt(1000), fields.subList(0, Math.min(3,
                    fields.size())), List.of(), x.rnd.nextInt(4) == 0 ? List.of(w.wizards().king(id)) : List.of());
        });
        x.add("duel.accept", 4, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.opponent == null);
            duels.accept(id, a, d.number, other(x, w, d), x.pick(d.battlefields));
        });
        x.add("duel.judge", 4, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.judge == null);
            duels.judge(id, a, d.number, x.rnd.nextInt(3) == 0 ? w.wizards().king(id) : other(x, w, d));
        });
        x.add("duel.plan", 6, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.begun() && s.triumphant == null && s.plans.size() < 2);
            List<String> waiting = List.of(d.challenger, d.opponent).stream()
                    .filter(n -> d.plans.keySet().stream().noneMatch(n::equalsIgnoreCase)).toList();
            String duelist = waiting.contains("The Druid") && x.rnd.nextBoolean() ? "The Druid" : x.pick(waiting);
            duels.plan(id, a, d.number, duelist, plan(x, w, duelist));
        });
        x.add("duel.battle", 5, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.begun() && s.triumphant == null && s.plans.size() == 2);
            duels.battle(id, a, d.number, d.judge);
            spoils(x, w, d.number);
        });
        // "one plan: its duelist" wins at the plan deadline (The Druid's, mostly, so the King owes its spoils)
        x.add("duel.timeout", 2, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.begun() && s.triumphant == null && (x.rnd.nextInt(3) == 0
                    || s.plans.size() == 1 && s.plans.containsKey("The Druid")));
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(80)));
            duels.timeout(id, a, d.number, d.judge);
            spoils(x, w, d.number);
        });
        x.add("duel.close", 1, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.opponent == null);
            // "seven days have passed since a duel's blog entry was posted" with no opponent
            x.clock.advance(Duration.ofHours(150 + x.rnd.nextInt(40)));
            duels.close(id, a, d.number, wizard(x, w));
        });
        x.add("duel.take", 4, () -> {
            WizardsState.Duel d = duel(x, duels, s -> s.triumphant != null && s.taken == null
                    && !DuelService.spoilsDue(s));
            String loser = d.triumphant.equalsIgnoreCase(d.challenger) ? d.opponent : d.challenger;
            List<Creature> own = creatures(w, id, d.triumphant);
            duels.take(id, a, d.number, x.pick(creatures(w, id, loser)).wording(),
                    own.size() >= 5 ? x.pick(own).wording() : "");
        });
        x.add("duel.druidSpoils", 4, () -> {
            WizardsState.Duel d = duel(x, duels, DuelService::spoilsDue);
            String druid = d.triumphant;
            String from = wizard(x, w);
            duels.druidSpoils(id, a, d.number, x.pick(creatures(w, id, druid)).wording(), from,
                    x.pick(creatures(w, id, from)).wording());
        });
    }

    /**
     * What a decided duel lets follow, mostly at once: "The Triumphant of a Duel may, within 24 hours of winning it,
     * transfer one creature from their opponent's stable to their own"; "If The Druid wins a duel, The King must as an
     * atomic action" take its spoils.
     */
    private static void spoils(RandomActions x, WizardsEngine w, int number) {
        WizardsState.Duel d = w.duels().duels(x.id, true).stream().filter(z -> z.number == number).findFirst()
                .orElseThrow();
        if (d.triumphant == null || x.rnd.nextInt(4) == 0) {
            return;
        }
        String loser = d.triumphant.equalsIgnoreCase(d.challenger) ? d.opponent : d.challenger;
        if (DuelService.spoilsDue(d)) {
            String from = wizard(x, w);
            x.attempt("duel.druidSpoils", () -> w.duels().druidSpoils(x.id, x.actor, number,
                    x.pick(creatures(w, x.id, d.triumphant)).wording(), from,
                    x.pick(creatures(w, x.id, from)).wording()));
        } else {
            List<Creature> own = creatures(w, x.id, d.triumphant);
            x.attempt("duel.take", () -> w.duels().take(x.id, x.actor, number,
                    x.pick(creatures(w, x.id, loser)).wording(), own.size() >= 5 ? x.pick(own).wording() : ""));
        }
    }

    private static void campaigns(RandomActions x, WizardsEngine w) {
        long id = x.id;
        String a = x.actor;
        x.add("campaign.go", 1, () -> w.campaigns().go(id, a, List.of("Pass " + x.rnd.nextInt(1000), "Marsh "
                + x.rnd.nextInt(1000), "Tor " + x.rnd.nextInt(1000))));
        x.add("campaign.participate", 3, () -> {
            WizardsState.Campaign c = w.wizards().state(id).openCampaign().orElseThrow(RandomActions.Skip::new);
            String wizard = wizard(x, w);
            w.campaigns().participate(id, a, wizard, x.pick(c.battlefields), plan(x, w, wizard));
        });
        x.add("campaign.close", 2, () -> {
            w.wizards().state(id).openCampaign().orElseThrow(RandomActions.Skip::new);
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(80)));
            w.campaigns().close(id, a, wizard(x, w));
        });
    }

    /** A Wizard (The Druid among them) mostly, now and then the King. */
    private static String wizard(RandomActions x, WizardsEngine w) {
        return x.rnd.nextInt(12) == 0 ? w.wizards().king(x.id) : x.pick(w.wizards().wizards(x.id));
    }

    /** A Wizard other than The Druid ("The Druid cannot have court allies"). */
    private static String courtier(RandomActions x, WizardsEngine w) {
        return x.pick(w.wizards().wizards(x.id).stream().filter(n -> !n.equalsIgnoreCase("The Druid")).toList());
    }

    /** A Wizard who is neither of the duel's roles so far. */
    private static String other(RandomActions x, WizardsEngine w, WizardsState.Duel d) {
        return x.pick(w.wizards().wizards(x.id).stream().filter(n -> !n.equalsIgnoreCase(d.challenger)
                && !n.equalsIgnoreCase(String.valueOf(d.opponent)) && !n.equalsIgnoreCase(String.valueOf(d.judge)))
                .toList());
    }

    private static WizardsState.Duel duel(RandomActions x, DuelService duels,
                                          Predicate<WizardsState.Duel> stage) {
        return x.pick(duels.duels(x.id, true).stream().filter(d -> d.closedAt == null).filter(stage).toList());
    }

    private static List<Creature> creatures(WizardsEngine w, long id, String wizard) {
        return w.stables().realm(id).wizard(wizard).map(z -> z.stable().creatures()).orElse(List.of());
    }

    /** Five slots: the Wizard's creatures in a random order, some left empty. */
    private static List<String> plan(RandomActions x, WizardsEngine w, String wizard) {
        List<String> slots = new ArrayList<>();
        creatures(w, x.id, wizard).forEach(c -> slots.add(x.rnd.nextInt(3) == 0 ? "" : c.wording()));
        while (slots.size() < 5) {
            slots.add("");
        }
        Collections.shuffle(slots, x.rnd);
        return slots.subList(0, 5);
    }
}
