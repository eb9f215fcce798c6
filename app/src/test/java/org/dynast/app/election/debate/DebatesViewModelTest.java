package org.dynast.app.election.debate;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.UUID;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.election.ElectionEngine;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Debates board's ViewModel without a window: start, enter, PMs, resolution, replies, resolve, undo. */
class DebatesViewModelTest {

    static final Instant START = Instant.parse("2008-08-08T01:00:00Z");

    private final ManualGameClock clock = ManualGameClock.at("2008-08-04T10:00:00Z");
    private final GameStore store = GameStore.inMemory("debvm-" + UUID.randomUUID(), clock);
    private final Dynasty election = store.dynasties().found("Admin", "The Election", 57, new Terms("Candidate",
            "Candidates", "President Thog"), "Thog", LocalDate.of(2008, 8, 1));
    {
        for (String name : List.of("Arrow", "Brigid", "Cassius", "Dorian")) {
            store.roster().addPlayer(election.id(), "Admin", name, true, null);
        }
    }
    private final Session session = new Session(TaskExecutor.immediate(), store,
            store.dynasties().get(election.id()));
    private final DebatesViewModel vm = new DebatesViewModel(session, TaskExecutor.immediate());

    @AfterEach
    void close() {
        store.close();
    }

    private void at(long hours) {
        clock.set(START.plus(Duration.ofHours(hours)));
        vm.refresh();
    }

    private long money(String name) {
        return ElectionEngine.in(store).books().candidates(election.id()).stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow().money();
    }

    @Test
    void theBoardListsEightUpcomingDebatesWithTheirFormulas() {
        // "All Debates start as Upcoming"; length 30 × n; entry cost 2 × n
        assertThat(vm.rows()).hasSize(8);
        assertThat(vm.rows().get(0)).satisfies(r -> {
            assertThat(r.state()).isEqualTo("Upcoming");
            assertThat(r.length()).isEqualTo(30);
            assertThat(r.entryCost()).isEqualTo(2);
            assertThat(r.status()).startsWith("Upcoming: may be started in 3 d 14 h 0 min");
        });
        assertThat(vm.candidates()).containsExactly("Arrow", "Brigid", "Cassius", "Dorian");
    }

    @Test
    void aDebateRunsFromTheBoardAndThePrivateBoxStaysOffTheBoard() {
        at(0);
        vm.candidateProperty().set("Arrow");
        vm.issueProperty().set("Healthcare");
        vm.start();
        assertThat(vm.messageProperty().get()).startsWith("Debate 1 started by Arrow (moderator)");
        assertThat(vm.rows().get(0).state()).isEqualTo("Active");
        assertThat(vm.rows().get(0).venue()).isEqualTo("20");
        assertThat(vm.rows().get(0).status()).isEqualTo("Active: entries close in 3 d 0 h 0 min");

        for (String n : List.of("Brigid", "Cassius")) {
            vm.candidateProperty().set(n);
            vm.enter();
        }
        assertThat(money("Arrow")).isEqualTo(14);
        assertThat(vm.rows().get(0).entrants()).isEqualTo("Brigid, Cassius");

        vm.pmAuthorProperty().set("Brigid");
        vm.pmProperty().set("Debate Free clinics");
        vm.recordPm();
        assertThat(vm.messageProperty().get()).isEqualTo("Debate 1: the moderator recorded a response received by PM.");
        vm.pmAuthorProperty().set("Cassius");
        vm.pmProperty().set("Lower costs");
        vm.recordPm();
        assertThat(vm.messageProperty().get()).contains("does not begin with the word \"Debate\"");
        vm.pmProperty().set("Debate Lower costs");
        vm.recordPm();
        assertThat(vm.privateBox()).extracting(DebatesViewModel.Pm::author).containsExactly("Brigid", "Cassius");
        assertThat(vm.rows().toString()).doesNotContain("Free clinics", "Lower costs");
        assertThat(vm.detailsProperty().get()).doesNotContain("Free clinics");

        at(80);
        vm.postResolution();
        assertThat(vm.resolutionPostProperty().get()).contains("1. Free clinics", "2. Lower costs")
                .doesNotContain("Brigid", "Cassius");
        assertThat(vm.numericAuthors()).containsExactly("1. Brigid", "2. Cassius");
        assertThat(vm.numerics()).containsExactly(1, 2);

        vm.candidateProperty().set("Dorian");
        vm.numericProperty().set(2);
        vm.reply();
        vm.candidateProperty().set("Brigid");
        vm.numericProperty().set(1);
        vm.reply();
        assertThat(vm.messageProperty().get()).contains("not identical to their own response");

        at(130);
        vm.resolve();
        assertThat(vm.messageProperty().get()).contains("Supporters gained: Cassius +20");
        assertThat(vm.rows().get(0).state()).isEqualTo("Finished");

        store.log().undo(election.id(), "Admin");
        session.rewound();
        vm.refresh();
        assertThat(vm.rows().get(0).state()).isEqualTo("Active");
    }

    @Test
    void theTimersMoveOnWithTheClockAndAMissedWindowShowsTheDebateFinished() {
        // "After 72 and within 96 hours have passed, the moderator must post … If e does not do so in the allotted
        //  time, e must pay each candidate who entered the debate the entry cost … and the debate becomes finished."
        at(0);
        vm.candidateProperty().set("Arrow");
        vm.issueProperty().set("Healthcare");
        vm.start();
        clock.set(START.plus(Duration.ofHours(96)));
        vm.tick();
        assertThat(vm.rows().get(0).state()).isEqualTo("Finished");
        assertThat(vm.rows().get(0).status()).endsWith("record the penalty");
        vm.recordPenalty();
        assertThat(vm.messageProperty().get()).startsWith("Debate 1 finished, no Debate resolution post");
    }
}
