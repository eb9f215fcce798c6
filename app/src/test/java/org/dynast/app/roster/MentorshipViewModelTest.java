package org.dynast.app.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.MentorDuty;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The mentor's view of a Mentorship in the Roster (rule "Mentors"), without a window. */
class MentorshipViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("mentor-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final RosterViewModel roster = new RosterViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()), clock);
    private final MentorshipViewModel vm = roster.mentoring();

    @AfterEach
    void close() {
        session.close();
    }

    private void chooseTheDemosMentorship() {
        roster.selectedMentorshipProperty().set(roster.mentorships().get(0));
    }

    @Test
    void choosingAMentorshipShowsItsAgeAgainstFourWeeksAndTheChecklistInTheDynastysWords() {
        assertThat(vm.shownProperty().get()).isFalse();
        chooseTheDemosMentorship();
        assertThat(vm.titleProperty().get()).isEqualTo("Rivet-7, mentored by Gearheart");
        // "The Mentorship lasts for four weeks or until the next Ascension Address, whichever occurs latest."
        assertThat(vm.ageProperty().get()).startsWith("Since 2026-11-11: day 9; four weeks on 2026-12-09.")
                .contains("bound until the next one");
        assertThat(vm.checklist()).extracting(MentorshipViewModel.DutyRow::duty)
                .containsExactly(MentorDuty.values());
        // the demo runs Ruleset 205's text: "Introduce their mentee to the various platforms of the game, including
        // the wiki, Discord, ..."
        assertThat(vm.checklist()).filteredOn(r -> r.duty() == MentorDuty.INTRODUCED_PLATFORMS).singleElement()
                .satisfies(r -> assertThat(r.sentence()).startsWith("Introduce their mentee to the various platforms "
                        + "of the game, including the wiki, Discord"));
    }

    @Test
    void aTickIsLoggedWithItsDayAndUndoTakesItBack() {
        chooseTheDemosMentorship();
        vm.setTicked(MentorDuty.CONTACTED, true);
        assertThat(vm.checklist()).filteredOn(r -> r.duty() == MentorDuty.CONTACTED).singleElement()
                .satisfies(r -> {
                    assertThat(r.ticked()).isTrue();
                    assertThat(r.doneOn()).isEqualTo(clock.today());
                });
        assertThat(vm.messageProperty().get()).isEqualTo("Ticked: Made contact with the mentee.");
        store.log().undo(demo.id(), "Ferrous");
        assertThat(vm.checklist()).filteredOn(r -> r.duty() == MentorDuty.CONTACTED).singleElement()
                .satisfies(r -> assertThat(r.ticked()).isFalse());
    }

    @Test
    void aSilentMenteeGetsANudgeWarningByTheErasIdlingRule() {
        chooseTheDemosMentorship();
        clock.advance(Duration.ofDays(10));
        vm.refresh();
        // "An Admin may render an Operator Idle if ... that Operator has not posted an entry or comment in the past 168
        // Hours (7 days)"
        assertThat(vm.nudgeProperty().get()).startsWith("Nudge Rivet-7 now: no post for ")
                .contains("7 d 0 h of silence by this era's core rules");
    }

    @Test
    void startingAWalkthroughForTheMenteeNamesTheMentee() {
        chooseTheDemosMentorship();
        List<Long> started = new ArrayList<>();
        vm.onStartWalkthrough(started::add);
        vm.startWalkthroughForMentee();
        long rivet = store.roster().roster(demo.id()).byName("Rivet-7").orElseThrow().id();
        assertThat(started).containsExactly(rivet);
        store.mentoring().recordWalkthrough(demo.id(), "Ferrous", rivet, "first-proposal", "Your first Proposal");
        assertThat(vm.walkthroughs()).containsExactly("Your first Proposal — finished 2026-11-20 12:00 UTC");
        assertThat(vm.startTextProperty().get()).isEqualTo("Start a walkthrough for Rivet-7\u2026");
    }

    @Test
    void theRosterStartsAWalkthroughForTheSelectedPlayerAndFindsTheirMentorship() {
        List<Long> started = new ArrayList<>();
        vm.onStartWalkthrough(started::add);
        assertThat(roster.walkthroughForText().get()).isEqualTo("Walkthrough for\u2026");
        roster.startWalkthroughForSelected(); // nobody selected: nothing
        assertThat(started).isEmpty();
        var rivet = roster.allPlayers().stream().filter(p -> p.name().equals("Rivet-7")).findFirst().orElseThrow();
        roster.selectedProperty().set(rivet);
        assertThat(roster.walkthroughForText().get()).isEqualTo("Walkthrough for Rivet-7\u2026");
        roster.startWalkthroughForSelected();
        assertThat(started).containsExactly(rivet.id());
        // the mentor's view of Rivet-7 (the mentee) and of Gearheart (the mentor); none of a player in none
        assertThat(roster.mentorshipOf(rivet)).hasValueSatisfying(m -> assertThat(m.mentor()).isEqualTo("Gearheart"));
        var gearheart = roster.allPlayers().stream().filter(p -> p.name().equals("Gearheart")).findFirst()
                .orElseThrow();
        assertThat(roster.mentorshipOf(gearheart)).hasValueSatisfying(m -> assertThat(m.mentee()).isEqualTo("Rivet-7"));
        var lumen = roster.allPlayers().stream().filter(p -> p.name().equals("Lumen")).findFirst().orElseThrow();
        assertThat(roster.mentorshipOf(lumen)).isEmpty();
    }
}
