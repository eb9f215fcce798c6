package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Core rules of Ruleset 190, "Hiatus": "If BlogNomic is on Hiatus, Dynastic Actions may not be taken (except where
 * the rule defining the action explicitly requires it to be taken during Hiatus)". No factory rule permits an action
 * during Hiatus: every factory action, and the Cycle, is refused in each of the four ways BlogNomic is on Hiatus, in
 * the rule's words, and nothing is written.
 */
class FactoryHiatusTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = store.dynasties().found(TestStores.ADMIN, "Works", 190,
            new Terms("Worker", "Workers", "Factory"), TestStores.ADMIN, LocalDate.of(2026, 11, 1));
    private final long id = dynasty.id();
    private final FactoryService factory = FactoryEngine.in(store).factory();

    /** The four ways the Ruleset 190 core rules put BlogNomic on Hiatus. */
    enum Hiatus {
        /** "If there is at least one pending DoV, BlogNomic is on Hiatus." */
        PENDING_DOV("there is at least one pending DoV"),
        /** Dormancy: "If there are fewer than five Workers, BlogNomic is on Hiatus." */
        DORMANCY("there are fewer than 5 Workers (4)"),
        /** Seasonal Downtime: "On the 24th, 25th and 26th of December, BlogNomic is on Hiatus." */
        DECEMBER("it is the 25th of December"),
        /** "During an Interregnum the game is in hiatus" */
        INTERREGNUM("the game is in an Interregnum");

        final String reason;

        Hiatus(String reason) {
            this.reason = reason;
        }
    }

    @AfterEach
    void close() {
        store.close();
    }

    @ParameterizedTest
    @EnumSource(Hiatus.class)
    void hiatusEveryFactoryActionAndTheCycleIsRefused(Hiatus hiatus) {
        // the Factory and four more: five, so BlogNomic is not on Hiatus until the case puts it there
        for (String name : List.of("Kevan", "Amsel", "Bucket", "Clementine")) {
            store.roster().addPlayer(id, TestStores.ADMIN, name, name.equals("Amsel"), null);
        }
        // a floor on which each action could otherwise be taken: a Cycle is due, Boxes, Cogs, 11 Things
        factory.seed(id, TestStores.ADMIN, "Set up", f -> {
            f.lastCycle = clock.now().minus(Duration.ofHours(61));
            WorkerState k = f.worker("Kevan").orElseThrow();
            k.boxes.addAll(List.of(3, 4));
            k.cogs = 20;
            k.prototypes = 1;
            k.things.addAll(List.of("Bread", "Ashtray", "Boot", "Candle", "Dust", "Earplug", "Fishbone", "Gum", "Hair",
                    "Insect", "Jamjar"));
        });
        enter(hiatus);
        assertThat(store.matters().hiatusReasons(id)).contains(hiatus.reason);

        Map<String, Runnable> actions = new LinkedHashMap<>();
        String a = TestStores.ADMIN;
        actions.put("add a Machine", () -> factory.addMachine(id, a, "Kevan", "Clink", 0, Chooser.NONE));
        actions.put("activate", () -> factory.activate(id, a, "Kevan", 0, Chooser.NONE));
        actions.put("demolish", () -> factory.demolish(id, a, "Kevan", 0));
        actions.put("attach a Widget", () -> factory.attachWidget(id, a, "Kevan", 0, "Boxing Widget"));
        actions.put("learn a Tech", () -> factory.learnTech(id, a, "Kevan", "Capstone", Chooser.NONE));
        actions.put("pay a Thing", () -> factory.spendThing(id, a, "Kevan", "Bread", Chooser.NONE));
        actions.put("Clock Out", () -> factory.clockOut(id, a, "Bucket"));
        actions.put("Submit a Report", () -> factory.submitReport(id, a, "Bucket"));
        actions.put("turn on Cogbot", () -> factory.turnOnCogbot(id, a, "Bucket"));
        actions.put("remove a random Thing", () -> factory.removeRandomThing(id, a, "Bucket", "Kevan"));
        actions.put("cause Sharebot to act", () -> factory.activate(id, a, FactoryService.causedBy("Sharebot",
                "Bucket"), 0, Chooser.NONE));
        actions.put("the Cycle", () -> factory.cycle(id, a, "Bucket"));

        String refusal = "BlogNomic is on Hiatus (" + String.join(", ", store.matters().hiatusReasons(id))
                + "): Dynastic Actions may not be taken.";
        int logged = store.log().history(id).size();
        String before = new Snapshots().write(factory.floor(id));
        actions.forEach((what, action) -> assertThatThrownBy(action::run).as(what).isInstanceOf(Refusal.class)
                .hasMessage(refusal));
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(store.dice().emperorView(id)).isEmpty();
        assertThat(new Snapshots().write(factory.floor(id))).isEqualTo(before);
    }

    private void enter(Hiatus hiatus) {
        long kevan = store.roster().roster(id).byName("Kevan").orElseThrow().id();
        switch (hiatus) {
            case PENDING_DOV -> store.matters().post(id, TestStores.ADMIN, MatterKind.DOV, "Kevan wins", kevan, null,
                    "I have won.");
            case DORMANCY -> store.roster().idle(id, TestStores.ADMIN,
                    store.roster().roster(id).byName("Clementine").orElseThrow().id(), IdleReason.REQUESTED);
            case DECEMBER -> {
                for (int day = 24; day <= 26; day++) {
                    clock.set(Instant.parse("2026-12-" + day + "T12:00:00Z"));
                    assertThat(store.matters().hiatusReasons(id)).containsExactly("it is the " + day + "th of December");
                    assertThatThrownBy(() -> factory.cycle(id, TestStores.ADMIN, "Bucket")).hasMessage("BlogNomic is "
                            + "on Hiatus (" + "it is the " + clock.now().atZone(ZoneOffset.UTC).getDayOfMonth()
                            + "th of December): Dynastic Actions may not be taken.");
                }
                clock.set(Instant.parse("2026-12-25T12:00:00Z"));
            }
            case INTERREGNUM -> {
                var dov = store.matters().post(id, TestStores.ADMIN, MatterKind.DOV, "Kevan wins", kevan, null, "");
                for (var p : store.roster().roster(id).active()) {
                    store.matters().vote(id, TestStores.ADMIN, dov.id(), p.id(), VoteIcon.FOR, null);
                }
                clock.advance(Duration.ofHours(24));
                store.matters().resolve(id, TestStores.ADMIN, dov.id(), Resolution.ENACT,
                        store.roster().roster(id).byName("Amsel").orElseThrow().id());
                assertThat(store.dynasties().get(id).phase()).isEqualTo(DynastyPhase.INTERREGNUM);
            }
            default -> throw new IllegalStateException();
        }
    }

    /**
     * Ruleset 190's Dormancy is "If there are fewer than five Workers, BlogNomic is on Hiatus." (counted, above): it
     * has no status an admin sets, unlike Ruleset 205's "any admin may make BlogNomic Dormant by updating the sidebar
     * to that effect". Making a Ruleset 190 dynasty Dormant is refused and nothing is written.
     */
    @Test
    void ruleset190HasNoDormantStatusAnAdminSets() {
        int logged = store.log().history(id).size();
        assertThatThrownBy(() -> store.matters().setDormant(id, TestStores.ADMIN, true)).isInstanceOf(Refusal.class)
                .hasMessageContaining("have no Dormant status");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(store.dynasties().get(id).isDormant()).isFalse();
    }
}
