package org.dynast.app.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.dynast.app.FakeDialogs;
import org.dynast.app.blogbots.bouts.BoutsViewModel;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.dice.DiceViewModel;
import org.dynast.app.roster.PlayerRow;
import org.dynast.app.roster.RosterViewModel;
import org.dynast.app.ruleset.RulesetViewModel;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.Player;
import org.dynast.model.store.DemoDynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A tab reads the file again after an action only when the action changed what the tab shows (issue 22: "a tab
 * refreshes only when its own data changed"): a vote leaves the Roster, Dice and Ruleset tabs as they were, a new
 * player is read by the Roster and Dice tabs (the roller list) and not by the Ruleset tab.
 */
class TabRefreshTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("refresh-" + UUID.randomUUID(), clock);
    private final Dynasty demo = DemoDynasty.seedIfEmpty(store, "Ferrous");
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final Messages messages = Messages.load(DynastyModules.installed());
    private final Counting rosterReads = new Counting();
    private final Counting diceReads = new Counting();
    private final Counting rulesetReads = new Counting();
    private final RosterViewModel roster = new RosterViewModel(session, new FakeDialogs(), rosterReads, messages, clock);
    private final DiceViewModel dice = new DiceViewModel(session, new FakeDialogs(), diceReads, messages);
    private final RulesetViewModel ruleset = new RulesetViewModel(session, new FakeDialogs(), rulesetReads, messages);

    /** Runs work at once and counts how often the tab read the file. */
    private static final class Counting implements TaskExecutor {
        int reads;

        @Override
        public <T> void submit(Callable<T> work, Consumer<? super T> done, Consumer<? super Throwable> failed) {
            reads++;
            TaskExecutor.immediate().submit(work, done, failed);
        }

        @Override
        public void ui(Runnable action) {
            action.run();
        }
    }

    @AfterEach
    void close() {
        session.close();
    }

    @Test
    void aVoteRefreshesNeitherTheRosterNorTheDiceNorTheRuleset() {
        int r = rosterReads.reads;
        int d = diceReads.reads;
        int s = rulesetReads.reads;
        long matter = store.matters().state(demo.id()).pending().get(0).id();
        store.matters().vote(demo.id(), "Ferrous", matter, idOf("Cogsworth"), VoteIcon.AGAINST, null);
        assertThat(rosterReads.reads).as("Roster").isEqualTo(r);
        assertThat(diceReads.reads).as("Dice").isEqualTo(d);
        assertThat(rulesetReads.reads).as("Ruleset").isEqualTo(s);
    }

    @Test
    void aNewPlayerRefreshesTheRosterAndTheDiceRollersButNotTheRuleset() {
        int r = rosterReads.reads;
        int d = diceReads.reads;
        int s = rulesetReads.reads;
        store.roster().addPlayer(demo.id(), "Ferrous", "Newcomer", false, LocalDate.of(2026, 11, 20));
        assertThat(rosterReads.reads).as("Roster").isEqualTo(r + 1);
        assertThat(roster.players()).extracting(PlayerRow::name).contains("Newcomer");
        assertThat(diceReads.reads).as("Dice").isEqualTo(d + 1);
        assertThat(dice.players()).contains("Newcomer");
        assertThat(rulesetReads.reads).as("Ruleset").isEqualTo(s);
    }

    @Test
    void aModulesTabIsNotReadAgainAfterAVoteButIsAfterARosterChange() {
        Counting boutsReads = new Counting();
        FakeDialogs dialogs = new FakeDialogs();
        Session scoped = session.scopedTo(demo);
        new BoutsViewModel(scoped, dialogs, dialogs, boutsReads, messages, clock);
        int b = boutsReads.reads;
        long matter = store.matters().state(demo.id()).pending().get(0).id();
        store.matters().vote(demo.id(), "Ferrous", matter, idOf("Cogsworth"), VoteIcon.AGAINST, null);
        assertThat(boutsReads.reads).as("a vote").isEqualTo(b);
        store.roster().addPlayer(demo.id(), "Ferrous", "Newcomer", false, LocalDate.of(2026, 11, 20));
        assertThat(boutsReads.reads).as("a new player").isGreaterThan(b);
        scoped.detach();
    }

    /**
     * Issue 31: a module's tabs behind a core tab (their session held by the console) do not read their dynasty at a
     * roster change nor at a return to it; as one of them is shown they read once, and show the change.
     */
    @Test
    void aModulesTabBehindACoreTabReadsOnceWhenItIsShownAndShowsWhatChangedMeanwhile() {
        Counting boutsReads = new Counting();
        FakeDialogs dialogs = new FakeDialogs();
        Session scoped = session.scopedTo(demo);
        BoutsViewModel bouts = new BoutsViewModel(scoped, dialogs, dialogs, boutsReads, messages, clock);
        scoped.hold(true);
        int b = boutsReads.reads;
        store.roster().addPlayer(demo.id(), "Ferrous", "Newcomer", false, LocalDate.of(2026, 11, 20));
        Dynasty other = store.dynasties().all().stream().filter(x -> x.id() != demo.id()).findFirst().orElseThrow();
        session.show(other);
        session.show(store.dynasties().find(demo.id()).orElseThrow());
        assertThat(boutsReads.reads).as("behind a core tab: a new player, away and back").isEqualTo(b);
        assertThat(bouts.operators()).extracting(BoutsViewModel.OperatorRow::name).doesNotContain("Newcomer");

        scoped.hold(false);
        assertThat(boutsReads.reads).as("its tab shown: one read for all it let by").isEqualTo(b + 1);
        assertThat(bouts.operators()).extracting(BoutsViewModel.OperatorRow::name).contains("Newcomer");
        scoped.hold(false);
        assertThat(boutsReads.reads).as("shown again with nothing new: no read").isEqualTo(b + 1);
        scoped.detach();
    }

    @Test
    void showingAnotherDynastyRefreshesEveryTab() {
        int r = rosterReads.reads;
        int d = diceReads.reads;
        int s = rulesetReads.reads;
        Dynasty other = store.dynasties().all().stream().filter(x -> x.id() != demo.id()).findFirst().orElseThrow();
        session.show(other);
        assertThat(rosterReads.reads).as("Roster").isGreaterThan(r);
        assertThat(diceReads.reads).as("Dice").isGreaterThan(d);
        assertThat(rulesetReads.reads).as("Ruleset").isGreaterThan(s);
    }

    private long idOf(String name) {
        return store.roster().roster(demo.id()).players().stream().filter(p -> p.name().equals(name))
                .map(Player::id).findFirst().orElseThrow();
    }
}
