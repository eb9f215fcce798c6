package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Each walkthrough's scenario, built from a live dynasty in an awkward state (extra players raising Quorum, Idle
 * players, the default author with 2 Proposals pending, nothing resolvable, a DoV pending and so a Hiatus): the
 * scenario keeps the dynasty's name, ruleset, terms, modules and profile, and holds what its steps need; the live
 * dynasty is not changed.
 */
class ScenarioTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("scenario-" + UUID.randomUUID(), clock);
    private Sandbox sandbox;

    @AfterEach
    void close() {
        if (sandbox != null) {
            sandbox.store().close();
        }
        store.close();
    }

    private Dynasty awkward(String module) {
        DemoDynasty.seedIfEmpty(store, "Ferrous");
        Dynasty live = store.dynasties().all().stream().filter(d -> d.runs(module)).findFirst().orElseThrow();
        AwkwardDynasty.make(store, live);
        return live;
    }

    private static Walkthrough walkthrough(String id) {
        return WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).find(id).orElseThrow();
    }

    @Test
    void theCoreWalkthroughsRunOnAQuietDynastyWithTheLiveOnesRulesetTermsAndModules() throws Exception {
        Dynasty live = awkward("blogbots");
        var roster = store.roster().roster(live.id());
        Player dovAuthor = roster.active().stream().filter(p -> p.id() != live.emperorId())
                .filter(p -> p.name().startsWith("Gear")).findFirst().orElseThrow();
        store.matters().post(live.id(), "Admin", MatterKind.DOV, "I won", dovAuthor.id(), null, "Truly.");
        assertThat(store.matters().hiatusReasons(live.id())).as("the live dynasty on Hiatus").isNotEmpty();
        String before = export(store, live.id());

        sandbox = Scenario.build(store, store.dynasties().get(live.id()), walkthrough("proposal"), null, clock.now());
        Dynasty made = sandbox.dynasty();
        assertThat(made.name()).isEqualTo(live.name());
        assertThat(made.rulesetNumber()).isEqualTo(205);
        assertThat(made.terms()).isEqualTo(live.terms());
        assertThat(made.modules()).isEqualTo(live.modules());
        assertThat(made.profileId()).isEqualTo(live.profileId());
        assertThat(sandbox.store().rulesets().text(sandbox.store().rulesets().latest(made.id()).orElseThrow()))
                .isEqualTo(store.rulesets().text(store.rulesets().latest(live.id()).orElseThrow()));
        assertThat(sandbox.ruleset().ruleTitled("Proposals")).isPresent();

        var quiet = sandbox.store().matters().state(made.id());
        assertThat(quiet.matters()).as("nothing pending, nothing to resolve first").isEmpty();
        assertThat(sandbox.store().matters().hiatusReasons(made.id())).isEmpty();
        var players = sandbox.store().roster().roster(made.id());
        assertThat(players.active()).hasSize(5);
        assertThat(players.quorum()).isEqualTo(3);
        assertThat(players.idlePlayers()).hasSize(1);
        assertThat(players.byId(made.emperorId()).orElseThrow().name()).isEqualTo("Ferrous");
        // the learner is one of the live roster's players, the emperor's players too
        assertThat(sandbox.learner()).isNotEqualTo("Ferrous");
        assertThat(roster.byName(sandbox.learner())).isPresent();

        // the learner may post a Proposal, a CfJ and a DoV there; Quorum FOR and 12 hours make theirs enactable
        long learner = players.byName(sandbox.learner()).orElseThrow().id();
        var proposal = sandbox.store().matters().post(made.id(), "Admin", MatterKind.PROPOSAL, "Mine", learner, null,
                "A change.");
        for (Player p : players.active()) {
            if (p.id() != learner) {
                sandbox.store().matters().vote(made.id(), "Admin", proposal.id(), p.id(),
                        VoteIcon.FOR, null);
            }
        }
        sandbox.clock().advance(Duration.ofHours(12));
        assertThat(sandbox.store().matters().verdict(made.id(), proposal.id()).enactable()).isTrue();
        sandbox.store().matters().post(made.id(), "Admin", MatterKind.CFJ, "Asking", learner, null, "Is it?");
        sandbox.store().matters().post(made.id(), "Admin", MatterKind.DOV, "I have won", learner, null, "Truly.");
        assertThat(sandbox.store().matters().hiatusReasons(made.id())).isNotEmpty();

        assertThat(export(store, live.id())).as("the live dynasty as it was").isEqualTo(before);
    }

    @Test
    void aWalkthroughRunForAMenteeHasThemInItsRosterAsTheAuthor() {
        Dynasty live = awkward("blogbots");
        long rivet = store.roster().roster(live.id()).byName("Rivet-7").orElseThrow().id();
        store.roster().idle(live.id(), "Admin", rivet, IdleReason.REQUESTED);
        sandbox = Scenario.build(store, store.dynasties().get(live.id()), walkthrough("cfj-dov"), "Rivet-7",
                clock.now());
        assertThat(sandbox.learner()).isEqualTo("Rivet-7");
        var players = sandbox.store().roster().roster(sandbox.dynasty().id());
        assertThat(players.active()).extracting(Player::name).contains("Rivet-7", "Ferrous");
    }

    @Test
    void aModulesWalkthroughRunsOnItsDemoUnderTheLiveNameTermsAndRuleset() {
        Dynasty live = awkward("blogbots");
        // the live dynasty's O'Malley Idle, its terms changed, a sentence added to its ruleset
        long omalley = store.roster().roster(live.id()).byName("O'Malley").orElseThrow().id();
        store.roster().idle(live.id(), "Admin", omalley, IdleReason.REQUESTED);
        store.dynasties().setTerms(live.id(), "Admin", new Terms("Pilot", "Pilots", "Host"));
        var latest = store.rulesets().latest(live.id()).orElseThrow();
        String edited = store.rulesets().text(latest) + "\n\nEvery Pilot wears a hat.";
        store.rulesets().importText(live.id(), "Admin", edited, "edited", null);

        sandbox = Scenario.build(store, store.dynasties().get(live.id()), walkthrough("first-bot"), null,
                clock.now());
        Dynasty made = sandbox.dynasty();
        assertThat(made.name()).isEqualTo(live.name());
        assertThat(made.terms()).isEqualTo(new Terms("Pilot", "Pilots", "Host"));
        assertThat(made.modules()).containsExactly("blogbots");
        String shown = sandbox.store().rulesets().text(sandbox.store().rulesets().latest(made.id()).orElseThrow());
        assertThat(shown.equals(store.rulesets().text(store.rulesets().latest(live.id()).orElseThrow())))
                .as("the live dynasty's latest ruleset text").isTrue();
        assertThat(shown).contains("Every Pilot wears a hat.");
        // the demo's roster, which the steps name: O'Malley active, their wreck and ₩20,000
        var players = sandbox.store().roster().roster(made.id());
        assertThat(players.byName("O'Malley").orElseThrow().idle()).isFalse();
        var workshop = BlogBots.in(sandbox.store()).workshop();
        assertThat(workshop.operators(made.id())).anyMatch(o -> o.name().equals("O'Malley"));
    }

    @Test
    void aDynastyWithNoRulesetTextInItsFileGetsTheShippedTextOfItsNumber() {
        Dynasty live = store.dynasties().found("Admin", "Bare Court", 168, new Terms("Wizard", "Wizards", "King"),
                "Merlin", clock.today().minusDays(3), "ruleset-168", List.of());
        for (String name : new String[] {"Aardvark", "Quillon"}) {
            store.roster().addPlayer(live.id(), "Admin", name, false, clock.today().minusDays(3));
        }
        // Ruleset 168's "Dormancy": fewer than five Wizards, and proposals may not be submitted
        assertThat(store.matters().dormancyReasons(live.id())).isNotEmpty();
        assertThat(store.rulesets().latest(live.id())).isEmpty();
        sandbox = Scenario.build(store, live, walkthrough("dynasty"), null, clock.now());
        assertThat(sandbox.store().rulesets().latest(sandbox.dynasty().id())).isPresent();
        assertThat(sandbox.ruleset().ruleTitled("Enacting and Failing")).isPresent();
        assertThat(sandbox.dynasty().terms().player()).isEqualTo("Wizard");
        assertThat(sandbox.store().roster().roster(sandbox.dynasty().id()).active()).extracting(Player::name)
                .contains("Merlin", "Aardvark", "Quillon").hasSize(5); // short of players: stock names added
        assertThat(sandbox.store().matters().dormancyReasons(sandbox.dynasty().id())).isEmpty();
    }

    @Test
    void onChristmasDayTheSandboxsClockIsMovedPastTheSeasonalHiatus() {
        Dynasty live = awkward("blogbots");
        clock.set(Instant.parse("2026-12-25T10:00:00Z"));
        assertThat(store.matters().hiatusReasons(live.id())).as("24 to 26 December").isNotEmpty();
        sandbox = Scenario.build(store, live, walkthrough("proposal"), null, clock.now());
        assertThat(sandbox.store().matters().hiatusReasons(sandbox.dynasty().id())).isEmpty();
        assertThat(sandbox.clock().now()).isAfter(Instant.parse("2026-12-27T00:00:00Z"));
    }

    @Test
    void withNoDynastyShownTheScenarioIsMadeFromTheDemo() {
        sandbox = Scenario.build(store, null, walkthrough("votes"), null, clock.now());
        assertThat(sandbox.store().roster().roster(sandbox.dynasty().id()).active()).hasSize(5);
        assertThat(store.dynasties().all()).as("nothing written to the real file").isEmpty();
    }

    private static String export(GameStore from, long id) throws Exception {
        StringWriter out = new StringWriter();
        from.exchange().export(id, out);
        return out.toString();
    }
}
