package org.dynast.model.blogbots;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.arena.BoutResult;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.bots.script.BotScriptParser;
import org.dynast.model.blogbots.bots.script.Diagnostic;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The demo's Bots fight (issue 17): a first look at the Arena, a Bout between two of the demo Operators' Bots on the
 * standard Configuration, shows moves, Shoves, a flip, damage and an ending, not a Bout of idle Bots.
 */
class DemoBoutsTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, BlogBotsDemo.EMPEROR);
    private final WorkshopService workshop = BlogBots.in(store).workshop();

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void everyBotButTheDefunctOneHasAValidScript() {
        for (var o : workshop.operators(demo.id())) {
            if (o.name().equals("O'Malley")) {
                continue; // its Engine is at 0%: the Defunct Bot of the demo
            }
            assertThat(o.loadout().script()).as(o.name()).isNotBlank();
            var parsed = new BotScriptParser(workshop.rules(demo.id()).catalogue()).parse(o.loadout().script());
            assertThat(parsed.diagnostics()).as(o.name())
                    .noneMatch(d -> d.severity() == Diagnostic.Severity.ERROR);
            assertThat(parsed.lines()).as(o.name()).hasSize(o.loadout().script().split("\n").length);
        }
    }

    @Test
    void theDemoBoutsShowMovesShovesFlipsDamageAndAnEnding() {
        Set<BoutEvent.Kind> seen = EnumSet.noneOf(BoutEvent.Kind.class);
        boolean flipped = false;
        boolean damaged = false;
        int ended = 0;
        BoutEngine engine = new BoutEngine(workshop.rules(demo.id()).catalogue());
        List<String> fighters = List.of("Brass_Monkey", "Gearheart", "Dr.Volt", "Cogsworth");
        for (int i = 0; i < fighters.size(); i++) {
            for (int j = i + 1; j < fighters.size(); j++) {
                BoutResult r = engine.run(entrant(fighters.get(i)), entrant(fighters.get(j)), Configuration.standard(), 7);
                for (BoutEvent e : r.events()) {
                    seen.add(e.kind());
                    flipped |= e.kind() == BoutEvent.Kind.STATUS && e.text().contains("becomes Flipped");
                    damaged |= e.kind() == BoutEvent.Kind.CONDITION;
                }
                ended += r.events().get(r.events().size() - 1).kind() == BoutEvent.Kind.END ? 1 : 0;
            }
        }
        assertThat(seen).contains(BoutEvent.Kind.MOVE, BoutEvent.Kind.SHOVE, BoutEvent.Kind.SYSTEM, BoutEvent.Kind.END);
        assertThat(flipped).as("a Bot becomes Flipped").isTrue();
        assertThat(damaged).as("a Component loses Condition").isTrue();
        assertThat(ended).isEqualTo(6);
    }

    private Entrant entrant(String operator) {
        var o = workshop.operators(demo.id()).stream().filter(x -> x.name().equals(operator)).findFirst().orElseThrow();
        return Entrant.of(o.loadout().bot(), o.loadout().script(), o.name());
    }
}
