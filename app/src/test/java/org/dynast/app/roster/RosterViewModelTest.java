package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.DialogService.Rename;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Roster tab's behaviour, without a window or the FX toolkit. */
class RosterViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("vm-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final RosterViewModel vm = new RosterViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()), clock);

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void showsTheRosterInTheDynastysTermsWithLiveQuorum() {
        assertThat(vm.players()).hasSize(9);
        assertThat(vm.playerTermProperty().get()).isEqualTo("Operator");
        assertThat(vm.addTextProperty().get()).isEqualTo("Add Operator");
        assertThat(vm.quorumTextProperty().get()).isEqualTo("Quorum 4");
        assertThat(vm.countsTextProperty().get()).isEqualTo("7 active Operators, 2 Idle");
        assertThat(row("Ferrous").role()).isEqualTo("Announcer, Admin");
        assertThat(row("Rivet-7").mentor()).isEqualTo("Gearheart");
        assertThat(row("Kessler").status()).isEqualTo("Idle since 2026-11-11 (asked to become Idle)");
    }

    @Test
    void theNewNameIsValidatedAsItIsTyped() {
        vm.newNameProperty().set("Al");
        assertThat(vm.newNameProblemProperty().get()).contains("4 to 30 characters");
        assertThat(vm.canAddBinding().get()).isFalse();
        vm.newNameProperty().set("cogsworth");
        assertThat(vm.newNameProblemProperty().get()).isEqualTo("There is already an Operator named Cogsworth.");
        vm.newNameProperty().set("Newcomer");
        assertThat(vm.newNameProblemProperty().get()).isEmpty();
        assertThat(vm.canAddBinding().get()).isTrue();
    }

    @Test
    void addingAPlayerRaisesQuorumAndClearsTheForm() {
        vm.newNameProperty().set("Newcomer");
        vm.newAdminProperty().set(true);
        vm.addPlayer();
        assertThat(row("Newcomer").role()).isEqualTo("Admin");
        assertThat(vm.quorumTextProperty().get()).isEqualTo("Quorum 5");
        assertThat(vm.newNameProperty().get()).isEmpty();
        assertThat(vm.messageProperty().get()).isEqualTo("Added Operator Newcomer.");
    }

    @Test
    void idlingAndUnidlingMoveQuorumAndRefusalsAreShownInline() {
        vm.selectedProperty().set(row("O'Malley"));
        vm.idleReasonProperty().set(IdleReason.REQUESTED);
        vm.idleSelected();
        assertThat(vm.quorumTextProperty().get()).isEqualTo("Quorum 4");
        assertThat(vm.countsTextProperty().get()).isEqualTo("6 active Operators, 3 Idle");
        assertThat(vm.selectedProperty().get().idle()).isTrue();
        assertThat(vm.canUnidleBinding().get()).isTrue();

        vm.unidleSelected();
        assertThat(vm.messageIsErrorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).contains("within the past 96 hours (4 days)");
        assertThat(dialogs.errors).isEmpty();

        clock.advance(Duration.ofHours(97));
        vm.unidleSelected();
        assertThat(vm.messageIsErrorProperty().get()).isFalse();
        assertThat(vm.countsTextProperty().get()).isEqualTo("7 active Operators, 2 Idle");
    }

    @Test
    void anIdlingIsRecordedAtThePastMomentItTookEffect() {
        vm.selectedProperty().set(row("O'Malley"));
        vm.idleReasonProperty().set(IdleReason.INACTIVE);
        vm.idleWhenProperty().set("last Tuesday");
        vm.idleSelected();
        assertThat(vm.messageProperty().get()).startsWith("\u201clast Tuesday\u201d is not a time");
        assertThat(vm.selectedProperty().get().idle()).isFalse();

        vm.idleWhenProperty().set("2026-11-19 08:00");
        vm.idleSelected();
        long omalley = store.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
        assertThat(store.roster().roster(demo.id()).byId(omalley).orElseThrow().idleSince())
                .isEqualTo(Instant.parse("2026-11-19T08:00:00Z"));
        // Quorum of a moment before then still counts O'Malley
        assertThat(store.matters().stateAt(demo.id(), Instant.parse("2026-11-19T07:00:00Z")).roster()
                .active()).extracting(Player::name).contains("O'Malley");
    }

    @Test
    void filteringFindsByNameRoleOrStatusAndIdlePlayersCanBeHidden() {
        vm.filterTextProperty().set("gear");
        assertThat(vm.players()).extracting(PlayerRow::name).containsExactlyInAnyOrder("Gearheart", "Rivet-7");
        vm.filterTextProperty().set("admin");
        assertThat(vm.players()).extracting(PlayerRow::name).containsExactlyInAnyOrder("Cogsworth", "Ferrous",
                "Gearheart");
        vm.filterTextProperty().set("");
        vm.showIdleProperty().set(false);
        assertThat(vm.players()).extracting(PlayerRow::name).doesNotContain("Kessler", "Lumen").hasSize(7);
    }

    @Test
    void renamingAsksForTheApprovingProposal() {
        vm.selectedProperty().set(row("Dr.Volt"));
        dialogs.renames.add(new Rename("Dr.Ampere", "Proposal: New Names"));
        vm.renameSelected();
        assertThat(vm.players()).extracting(PlayerRow::name).contains("Dr.Ampere").doesNotContain("Dr.Volt");
        assertThat(vm.selectedProperty().get().name()).isEqualTo("Dr.Ampere");

        dialogs.renames.add(new Rename("Dr.Ohm", ""));
        vm.renameSelected();
        assertThat(vm.messageProperty().get()).contains("only change their name as a result of a Proposal");
    }

    @Test
    void aTenuredPlayerIsAssignedAsMentorAndTheMentorshipDissolved() {
        vm.selectedProperty().set(row("O'Malley"));
        vm.mentorChoiceProperty().set("Cogsworth");
        vm.assignMentor();
        assertThat(row("O'Malley").mentor()).isEqualTo("Cogsworth");
        assertThat(vm.mentorships()).extracting(MentorshipRow::mentee).containsExactlyInAnyOrder("Rivet-7", "O'Malley");
        assertThat(vm.tenuredNames()).containsExactlyInAnyOrder("Cogsworth", "Gearheart");

        vm.selectedMentorshipProperty().set(vm.mentorships().stream().filter(m -> m.mentee().equals("O'Malley"))
                .findFirst().orElseThrow());
        vm.dissolveSelectedMentorship();
        assertThat(row("O'Malley").mentor()).isEmpty();
    }

    @Test
    void undoIsSeenByTheTab() {
        vm.newNameProperty().set("Newcomer");
        vm.addPlayer();
        store.log().undo(demo.id(), "Ferrous");
        assertThat(vm.players()).extracting(PlayerRow::name).doesNotContain("Newcomer");
        assertThat(vm.quorumTextProperty().get()).isEqualTo("Quorum 4");
    }

    private PlayerRow row(String name) {
        return vm.allPlayers().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }
}
