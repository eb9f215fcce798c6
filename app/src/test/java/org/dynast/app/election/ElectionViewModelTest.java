package org.dynast.app.election;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.election.CampaignAction;
import org.dynast.model.election.ElectionEngine;
import org.dynast.model.election.ElectionModule;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Election tab's ViewModel without a window: windows, preview, a Campaign Action, BS, claims, donations, undo. */
class ElectionViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2008-08-10T12:00:00Z");
    private final GameStore store = GameStore.inMemory("evm-" + UUID.randomUUID(), clock);
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Dynasty election = store.dynasties().found("Thog", "The Election", 57, new Terms("Candidate",
            "Candidates", "President Thog"), "Thog", LocalDate.of(2008, 8, 1));
    {
        for (String name : List.of("Arrow", "Brigid", "Cassius")) {
            store.roster().addPlayer(election.id(), "Thog", name, false, LocalDate.of(2008, 8, 1));
        }
    }
    private final Session session = new Session(TaskExecutor.immediate(), store, store.dynasties().get(election.id()));
    private final ElectionViewModel vm = new ElectionViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void theTableTheWindowsAndThePreviewOfTheChosenCandidate() {
        assertThat(vm.rows()).extracting(ElectionViewModel.Row::name).containsExactly("Arrow", "Brigid", "Cassius");
        assertThat(vm.rows().get(0).money()).isEqualTo(10);
        assertThat(vm.candidateProperty().get()).isEqualTo("Arrow");
        assertThat(vm.windows()).containsExactly("Grass Roots possible now", "Mud-Sling possible now",
                "Fundraiser possible now", "Going Abroad possible now", "Free T-Shirts possible now");
        vm.actionProperty().set(CampaignAction.MUD_SLING);
        vm.targetProperty().set("Brigid");
        assertThat(vm.preview().get(0)).startsWith("Rolls 1DICE12 in Arrow's name; Brigid loses");
        vm.actionProperty().set(CampaignAction.FUNDRAISER);
        vm.xProperty().set("lots");
        assertThat(vm.preview()).containsExactly("X must be a whole number; \"lots\" is not.");
    }

    @Test
    void aCampaignActionIsDoneShownAndUndone() {
        vm.actionProperty().set(CampaignAction.GRASS_ROOTS);
        vm.perform();
        assertThat(vm.messageProperty().get()).startsWith("Arrow: Grass Roots — Arrow +");
        assertThat(vm.rows().get(0).supporters()).isBetween(1L, 12L);
        clock.advance(Duration.ofHours(44).plusMinutes(48));
        vm.refresh();
        assertThat(vm.windows()).contains("Grass Roots possible in 3 h 12 min");
        store.log().undo(election.id(), "Thog");
        vm.refresh();
        assertThat(vm.rows().get(0).supporters()).isZero();
        assertThat(vm.windows()).contains("Grass Roots possible now");
    }

    @Test
    void newsStatementsTShirtsClaimsDonationsAndThePage() {
        vm.postNews();
        vm.statementProperty().set("When I'm elected, ponies.");
        vm.postStatement();
        assertThat(vm.news()).hasSize(1);
        assertThat(vm.agendasProperty().get()).contains("Arrow", "1. ponies.");
        vm.candidateProperty().set("Brigid");
        vm.endorseeProperty().set("Arrow");
        vm.endorse();
        assertThat(vm.rows().get(1).endorses()).isEqualTo("Arrow");
        vm.candidateProperty().set("Arrow");
        vm.actionProperty().set(CampaignAction.FREE_TSHIRTS);
        vm.perform();
        vm.candidateProperty().set("Brigid");
        assertThat(vm.claims()).extracting(ElectionViewModel.Claim::text)
                .containsExactly("Free T-Shirts from Arrow: 1DICE6 Supporters");
        vm.claim(vm.claims().get(0));
        assertThat(vm.messageProperty().get()).startsWith("Brigid claimed Free T-Shirts: +");
        assertThat(vm.claims()).isEmpty();
        vm.donationProperty().set("5");
        vm.donate();
        assertThat(vm.rows().get(0).money()).isEqualTo(10 - 15 + 5);
        vm.copyPage();
        assertThat(dialogs.clipboard).contains("== Candidates ==");
        assertThat(ElectionEngine.in(store).books().candidates(election.id())).hasSize(3);
    }

    /**
     * Rule "Landslide Victory": "When Darknight makes a Declaration of Victory, repeal this rule." The tab offers the
     * repeal while the rule is in force, refuses it in plain words before Darknight's DoV, and does it after.
     */
    @Test
    void theRepealOfLandslideVictoryIsOfferedWhileItIsInForceAndDoneAfterDarknightsDov() {
        store.roster().addPlayer(election.id(), "Thog", "Darknight", false, LocalDate.of(2008, 8, 1));
        store.rulesets().importText(election.id(), "Thog",
                ElectionModule.RULESET_57.text(), "r57", null);
        vm.refresh();
        assertThat(vm.landslideProperty().get()).isTrue();
        vm.repealLandslide();
        assertThat(vm.messageProperty().get()).contains("Darknight has made no Declaration of Victory");
        long darknight = store.roster().roster(election.id()).byName("Darknight").orElseThrow().id();
        store.matters().post(election.id(), "Thog", MatterKind.DOV, "Darknight wins",
                darknight, null, "");
        vm.repealLandslide();
        assertThat(vm.messageProperty().get()).startsWith("Rule \u201cLandslide Victory\u201d repealed");
        assertThat(vm.landslideProperty().get()).isFalse();
    }
}
