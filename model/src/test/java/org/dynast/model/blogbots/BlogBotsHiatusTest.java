package org.dynast.model.blogbots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.bots.Disposal;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.Source;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Core rules of Ruleset 205, "Victory and Ascension": "If there is at least one pending DoV, BlogNomic is on Hiatus."
 * and "Hiatus": "If BlogNomic is on Hiatus, Dynastic Actions may not be taken (except where the rule defining the
 * action explicitly requires it to be taken during Hiatus)". No BlogBots rule permits an action during Hiatus.
 */
class BlogBotsHiatusTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final BlogBots bots = BlogBots.in(store);

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aPendingDovPutsTheWorkshopOnHoldButNotTheEmperorsCorrections() {
        long id = demo.id();
        long cogsworth = store.roster().roster(id).byName("Cogsworth").orElseThrow().id();
        long gearheart = store.roster().roster(id).byName("Gearheart").orElseThrow().id();
        store.matters().post(id, "Ferrous", MatterKind.DOV, "Cogsworth wins", cogsworth, null, "I have won.");
        assertThat(store.matters().hiatusReasons(id)).containsExactly("there is at least one pending DoV");
        int logged = store.log().history(id).size();

        assertThatThrownBy(() -> bots.workshop().weeklyMoney(id, "Ferrous", gearheart))
                .isInstanceOf(Refusal.class)
                .hasMessage("BlogNomic is on Hiatus (there is at least one pending DoV): Dynastic Actions may not be "
                        + "taken.");
        assertThatThrownBy(() -> bots.workshop().setScript(id, "Ferrous", gearheart, "move forward 1"))
                .isInstanceOf(Refusal.class).hasMessageContaining("Hiatus");
        assertThat(store.log().history(id)).hasSize(logged);

        // the emperor's correction of the tracked gamestate is bookkeeping, not a Dynastic Action
        bots.workshop().correct(id, "Ferrous", gearheart, "Money as posted", l -> l.withMoney(5_000));
        assertThat(bots.workshop().operators(id).stream().filter(o -> o.name().equals("Gearheart")).findFirst()
                .orElseThrow().loadout().money()).isEqualTo(5_000);
    }

    /** The ways the Ruleset 205 core rules put BlogNomic on Hiatus that Dynast tracks. */
    enum Hiatus {
        /** "If there is at least one pending DoV, BlogNomic is on Hiatus." */
        PENDING_DOV("there is at least one pending DoV"),
        /** Seasonal Downtime: "On the 24th, 25th and 26th of December, BlogNomic is on Hiatus." */
        DECEMBER("it is the 25th of December"),
        /** "During an Interregnum the game is in hiatus" */
        INTERREGNUM("the game is in an Interregnum"),
        /**
         * Dormancy: "If BlogNomic is Dormant, then it is on Hiatus." ("any admin may make BlogNomic Dormant by updating
         * the sidebar to that effect")
         */
        DORMANT("BlogNomic is Dormant");

        final String reason;

        Hiatus(String reason) {
            this.reason = reason;
        }
    }

    /**
     * "If BlogNomic is on Hiatus, Dynastic Actions may not be taken": every workshop and Bout action is refused in the
     * rule's words, nothing written.
     */
    @ParameterizedTest
    @EnumSource(Hiatus.class)
    void hiatusEveryWorkshopAndBoutActionIsRefused(Hiatus hiatus) {
        long id = demo.id();
        var ws = bots.workshop();
        var bouts = bots.bouts();
        long cogsworth = store.roster().roster(id).byName("Cogsworth").orElseThrow().id();
        long gearheart = store.roster().roster(id).byName("Gearheart").orElseThrow().id();
        for (var o : ws.operators(id)) { // two Ready Operators, so a Bout can be announced before the Hiatus
            if (o.loadout().readiness() != Readiness.READY) {
                try {
                    ws.setReadiness(id, "Ferrous", o.playerId(), Readiness.READY);
                } catch (Refusal notNow) {
                    // another Operator will do
                }
            }
        }
        bouts.announce(id, "Ferrous", 1);
        long bout = bouts.bouts(id).get(0).id();
        long house = bouts.houseBots(id).get(0).id();
        var houseBot = bouts.houseBots(id).get(0);
        enter(hiatus, id, cogsworth);
        assertThat(store.matters().hiatusReasons(id)).contains(hiatus.reason);

        Map<String, Runnable> actions = new LinkedHashMap<>();
        String a = "Ferrous";
        actions.put("weekly Money", () -> ws.weeklyMoney(id, a, gearheart));
        actions.put("set a Script", () -> ws.setScript(id, a, gearheart, "move forward 1"));
        actions.put("repair", () -> ws.repair(id, a, gearheart));
        actions.put("Readiness", () -> ws.setReadiness(id, a, gearheart,
                Readiness.READY));
        actions.put("add a System", () -> ws.addSystem(id, a, gearheart, "Axe", 3,
                Source.MONEY, 0));
        actions.put("remove a System", () -> ws.removeSystem(id, a, gearheart, 0,
                Disposal.SELL));
        actions.put("move a System", () -> ws.moveSystem(id, a, gearheart, 0, 1));
        actions.put("replace the Engine", () -> ws.replaceEngine(id, a, gearheart,
                Disposal.SELL, "Steam", 3, Source.MONEY));
        actions.put("replace the Chassis", () -> ws.replaceChassis(id, a, gearheart,
                Disposal.SELL, "Tank", 3, Source.MONEY));
        actions.put("rename a Bot", () -> ws.renameBot(id, a, gearheart, "Rusty"));
        actions.put("announce Bouts", () -> bouts.announce(id, a, 1));
        actions.put("run a Bout", () -> bouts.run(id, a, bout));
        actions.put("declare a forfeit", () -> bouts.declareForfeit(id, a, bout));
        actions.put("taunt", () -> bouts.taunt(id, a, gearheart, cogsworth, 3));
        actions.put("request Systems", () -> bouts.requestSystems(id, a, gearheart, List.of("Axe")));
        actions.put("create a House Bot", () -> bouts.createHouseBot(id, a, houseBot.bot(), houseBot.script()));
        actions.put("amend a House Bot", () -> bouts.amendHouseBot(id, a, house, houseBot.bot(), houseBot.script()));
        actions.put("remove a House Bot", () -> bouts.removeHouseBot(id, a, house));

        String refusal = "BlogNomic is on Hiatus (" + String.join(", ", store.matters().hiatusReasons(id))
                + "): Dynastic Actions may not be taken.";
        int logged = store.log().history(id).size();
        String before = new Snapshots().write(List.of(ws.operators(id),
                bouts.bouts(id), bouts.houseBots(id)));
        actions.forEach((what, action) -> assertThatThrownBy(action::run).as(what).isInstanceOf(Refusal.class)
                .hasMessage(refusal));
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(new Snapshots().write(List.of(ws.operators(id), bouts.bouts(id),
                bouts.houseBots(id)))).isEqualTo(before);
    }

    private void enter(Hiatus hiatus, long id, long author) {
        switch (hiatus) {
            case PENDING_DOV -> store.matters().post(id, "Ferrous", MatterKind.DOV, "Cogsworth wins", author, null, "");
            case DECEMBER -> clock.set(Instant.parse("2026-12-25T12:00:00Z"));
            case DORMANT -> store.matters().setDormant(id, "Ferrous", true);
            case INTERREGNUM -> {
                var dov = store.matters().post(id, "Ferrous", MatterKind.DOV, "Cogsworth wins", author, null, "");
                for (var p : store.roster().roster(id).active()) {
                    store.matters().vote(id, "Ferrous", dov.id(), p.id(), VoteIcon.FOR, null);
                }
                clock.advance(Duration.ofHours(24));
                long admin = store.roster().roster(id).active().stream().filter(p -> p.admin()).findFirst()
                        .orElseThrow().id();
                store.matters().resolve(id, "Ferrous", dov.id(), Resolution.ENACT, admin);
                assertThat(store.dynasties().get(id).phase()).isEqualTo(DynastyPhase.INTERREGNUM);
            }
            default -> throw new IllegalStateException();
        }
    }
}
