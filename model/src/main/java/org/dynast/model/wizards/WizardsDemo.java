package org.dynast.model.wizards;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Stable;

/**
 * The Ruleset 168 demo dynasty: a King, five Wizards and The Druid with Stables worded as the ruleset words creatures,
 * Food and Favor after a few weeks, court allies, a begun Duel with one plan in, an announced Duel, and Campaign 1 open
 * with one participant.
 */
final class WizardsDemo {

    static final String NAME = "The Court of the Wizard King";
    static final String KING = "Larrytheturtle";

    private WizardsDemo() {
    }

    static Dynasty seed(ModuleContext c, WizardsEngine engine, String actor) {
        LocalDate today = c.clock().today();
        Instant now = c.clock().now();
        ShippedRuleset text = WizardsModule.RULESET_168;
        Dynasty dynasty = c.dynasties().found(actor, NAME, 168, text.terms(), KING, today.minusDays(12));
        long id = dynasty.id();
        String[] wizards = {"Kevan", "Josh", "Clucky", "Quirck", "Bucky"};
        c.roster().seed(id, actor, "Seeded the demo Wizards", repos -> {
            for (int i = 0; i < wizards.length; i++) {
                repos.add(new Player(repos.nextPlayerId(), id, wizards[i], i == 0, today.minusDays(400L * (i + 1)),
                        false, null, null, null));
            }
        });
        c.rulesets().importText(id, actor, text.text(), text.fileName(), null);
        engine.acts().seed(id, actor, "Seeded the demo court, Stables, Duels and Campaign", d -> {
            stable(d, "Kevan", "Winged Fire breathing Horse; Giant Emu; Gaudy Peacock", 7, 5, "Queen(3)", "");
            stable(d, "Josh", "Armored Venomous Toad; Swift Ox", 12, 2, "Chamberlain(2)", "Swift");
            stable(d, "Clucky", "Stealthy Fanged Cat; Digging Badger", 4, 6, "ArchBishop(2)(Giant), Ambassador(1)",
                    "");
            stable(d, "Quirck", "Swimming Horned Eel; Leaping Sure-footed Goat", 9, 1, "", "Wild");
            stable(d, "Bucky", "Obedient Hound", 15, 0, "", "");
            stable(d, Draft.DRUID, "Wild Ferocious Wolf; Sure-footed Stag", 6, 0, "", "");
            d.state.animals.put("hound", "Bucky");
            d.state.animals.put("toad", "Josh");
            d.state.animals.put("peacock", "Kevan");
            d.setMilitary(1);
            Duels.announce(d, "Kevan", "Wings over the Gates", List.of("City Gates", "Mushroom Mines",
                    "Royal Forest"), List.of(), List.of());
            WizardsState.Duel begun = d.state.duels.get(0);
            begun.postedAt = now.minus(Duration.ofHours(20));
            Duels.accept(d, begun, "Josh", "City Gates");
            Duels.judge(d, begun, KING);
            begun.begunAt = now.minus(Duration.ofHours(18));
            Duels.plan(d, begun, "Kevan", List.of("Winged Fire breathing Horse", "Giant Emu", "", "Gaudy Peacock",
                    ""), new Slots()::check);
            begun.plans.get("Kevan").sentAt = now.minus(Duration.ofHours(17));
            Duels.announce(d, Draft.DRUID, "The Druid seeks balance", List.of("Royal Forest", "The Royal Swamp",
                    "Ice Caves"), List.of("Clucky", "Quirck"), List.of(KING));
            d.state.duels.get(1).postedAt = now.minus(Duration.ofHours(5));
            WizardsState.Campaign campaign = Campaigns.go(d, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
            campaign.postedAt = now.minus(Duration.ofHours(30));
            Campaigns.participate(d, "Bucky", "Goblin Pass", List.of("Obedient Hound", "", "", "", ""),
                    new Slots()::check);
        });
        return c.dynasties().get(id);
    }

    private static void stable(Draft d, String wizard, String stable, int food, int favor, String allies,
                               String underling) {
        d.setStable(wizard, Stable.parse(stable).orThrow().creatures().stream().map(Creature::wording).toList());
        d.setFood(wizard, food);
        if (!Draft.isDruid(wizard)) {
            d.setFavor(wizard, favor);
            d.setAllies(wizard, Ally.parseAll(allies).orThrow());
            d.setUnderling(wizard, underling);
        }
    }
}
