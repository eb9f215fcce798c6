package org.dynast.model.cooldown;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ActionCadence;
import org.dynast.model.time.Availability;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.Period;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The glossary's cadenced actions (Rulesets 168, 190, 205 and 217 word them alike). 2026-11-20 is a
 * Friday; 2026-11-22 a Sunday; 2026-11-23 a Monday.
 */
class CooldownServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final long id = dynasty.id();
    private final long kevan = store.roster().addPlayer(id, TestStores.ADMIN, "Kevan", false, null).id();
    private final long josh = store.roster().addPlayer(id, TestStores.ADMIN, "Josh", false, null).id();
    private final CooldownService cooldowns = store.cooldowns();

    @AfterEach
    void close() {
        store.close();
    }

    private void take(long player, String action, ActionCadence cadence, String at) {
        clock.set(Instant.parse(at));
        cooldowns.take(id, TestStores.ADMIN, player, action, cadence);
    }

    private Availability check(long player, String action, ActionCadence cadence, String at) {
        return cooldowns.check(id, player, action, cadence, Instant.parse(at));
    }

    /**
     * "If a game action is a Daily Action, each Operator able to perform it may take that action once
     * each day, but not more than once every ten hours." and "References to a “day” as an entity ...
     * refer to a day beginning at and including 00:00:00 UTC, ending when the next day begins. It can
     * never be 2 different days at the same instant."
     */
    @ParameterizedTest(name = "Daily Action taken {0}, asked {1}: allowed {2}, from {3}")
    @CsvSource({
        // once each day: the day rolls over at 00:00:00 UTC
        "2026-11-19T09:00:00Z, 2026-11-19T19:00:00Z, false, 2026-11-20T00:00:00Z",
        "2026-11-19T09:00:00Z, 2026-11-19T23:59:59Z, false, 2026-11-20T00:00:00Z",
        "2026-11-19T09:00:00Z, 2026-11-20T00:00:00Z, true,  2026-11-20T00:00:00Z",
        // a take at exactly 00:00:00 belongs to the day it begins, not to the one before
        "2026-11-20T00:00:00Z, 2026-11-20T23:59:00Z, false, 2026-11-21T00:00:00Z",
        // not more than once every ten hours: 9:59 after is too soon, 10:00 after is not
        "2026-11-19T21:00:00Z, 2026-11-20T06:59:00Z, false, 2026-11-20T07:00:00Z",
        "2026-11-19T21:00:00Z, 2026-11-20T06:59:59Z, false, 2026-11-20T07:00:00Z",
        "2026-11-19T21:00:00Z, 2026-11-20T07:00:00Z, true,  2026-11-20T07:00:00Z",
        "2026-11-19T23:59:00Z, 2026-11-20T00:01:00Z, false, 2026-11-20T09:59:00Z",
        // long ago: nothing stands in the way
        "2026-11-10T12:00:00Z, 2026-11-20T12:00:00Z, true,  2026-11-20T12:00:00Z",
    })
    void dailyActionOnceEachDayButNotMoreThanOnceEveryTenHours(String taken, String asked, boolean allowed,
                                                                String possibleFrom) {
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        take(kevan, "Repair", daily, taken);
        Availability a = check(kevan, "Repair", daily, asked);
        assertThat(a.allowed()).isEqualTo(allowed);
        assertThat(a.possibleFrom()).isEqualTo(Instant.parse(possibleFrom));
        assertThat(a.rule()).isEqualTo("Daily Action");
        if (allowed) {
            assertThat(a.reason()).isEmpty();
        } else {
            assertThat(a.reason()).startsWith("Daily Action 'Repair' taken by Kevan at ").contains("; possible again from");
        }
    }

    /**
     * "If a game action is a Weekly Action, each Operator able to perform it may take that action once
     * each week, but not more than once every twenty-four hours." and "References to a week as an
     * entity ... refer to a period of time between the beginning of a Monday and the end of the
     * following Sunday."
     */
    @ParameterizedTest(name = "Weekly Action taken {0}, asked {1}: allowed {2}, from {3}")
    @CsvSource({
        // once each week: Monday 2026-11-16 to the end of Sunday 2026-11-22
        "2026-11-16T09:00:00Z, 2026-11-20T12:00:00Z, false, 2026-11-23T00:00:00Z",
        "2026-11-16T09:00:00Z, 2026-11-22T23:59:59Z, false, 2026-11-23T00:00:00Z",
        "2026-11-16T09:00:00Z, 2026-11-23T00:00:00Z, true,  2026-11-23T00:00:00Z",
        // a Monday-midnight take starts the new week
        "2026-11-23T00:00:00Z, 2026-11-29T23:59:00Z, false, 2026-11-30T00:00:00Z",
        // not more than once every twenty-four hours, across the Sunday -> Monday rollover
        "2026-11-22T12:00:00Z, 2026-11-23T11:59:00Z, false, 2026-11-23T12:00:00Z",
        "2026-11-22T12:00:00Z, 2026-11-23T12:00:00Z, true,  2026-11-23T12:00:00Z",
    })
    void weeklyActionOnceEachWeekButNotMoreThanOnceEveryTwentyFourHours(String taken, String asked,
                                                                         boolean allowed, String possibleFrom) {
        ActionCadence weekly = CadenceRules.GLOSSARY.weekly();
        take(kevan, "Upgrade", weekly, taken);
        Availability a = check(kevan, "Upgrade", weekly, asked);
        assertThat(a.allowed()).isEqualTo(allowed);
        assertThat(a.possibleFrom()).isEqualTo(Instant.parse(possibleFrom));
        assertThat(a.rule()).isEqualTo("Weekly Action");
    }

    /**
     * "A Daily Communal Action is a Daily Action that can only be performed by one Operator per day."
     * and "A Weekly Communal action is a Weekly Action that can only be performed by one Operator per
     * week." The ten / twenty-four hour spacing stays each Operator's own.
     */
    @ParameterizedTest(name = "{0}: Kevan took it {1}; Josh asks {2}: allowed {3}, from {4}")
    @CsvSource({
        "DAILY,  2026-11-20T08:00:00Z, 2026-11-20T10:00:00Z, false, 2026-11-21T00:00:00Z",
        "DAILY,  2026-11-20T08:00:00Z, 2026-11-20T23:59:59Z, false, 2026-11-21T00:00:00Z",
        "DAILY,  2026-11-20T23:00:00Z, 2026-11-21T00:00:00Z, true,  2026-11-21T00:00:00Z",
        "WEEKLY, 2026-11-16T08:00:00Z, 2026-11-22T20:00:00Z, false, 2026-11-23T00:00:00Z",
        "WEEKLY, 2026-11-22T23:00:00Z, 2026-11-23T00:00:00Z, true,  2026-11-23T00:00:00Z",
    })
    void aCommunalActionCanOnlyBePerformedByOnePlayerPerPeriod(Period period, String kevanTook, String joshAsks,
                                                               boolean allowed, String possibleFrom) {
        ActionCadence communal = CadenceRules.GLOSSARY.of(period, true);
        take(kevan, "Scavenge", communal, kevanTook);
        Availability a = check(josh, "Scavenge", communal, joshAsks);
        assertThat(a.allowed()).isEqualTo(allowed);
        assertThat(a.possibleFrom()).isEqualTo(Instant.parse(possibleFrom));
        assertThat(a.rule()).isEqualTo(period.adjective() + " Communal Action");
    }

    @Test
    void aPlainDailyActionOfOnePlayerDoesNotBlockAnother() {
        // "each Operator able to perform it may take that action once each day"
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        take(kevan, "Repair", daily, "2026-11-20T08:00:00Z");
        assertThat(check(josh, "Repair", daily, "2026-11-20T08:00:01Z").allowed()).isTrue();
        assertThat(check(kevan, "Repair", daily, "2026-11-20T08:00:01Z").allowed()).isFalse();
    }

    @Test
    void theRefusalSaysWhoTookItWhenWhichRuleAndWhenItIsPossibleAgain() {
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        take(kevan, "Repair", daily, "2026-11-19T21:00:00Z");
        assertThat(check(kevan, "Repair", daily, "2026-11-20T02:00:00Z").reason()).isEqualTo(
                "Daily Action 'Repair' taken by Kevan at 2026-11-19 21:00 UTC: not more than once every ten hours; "
                        + "possible again from 07:00 UTC.");
        // both limits apply: the one that ends later is told
        assertThat(check(kevan, "Repair", daily, "2026-11-19T22:00:00Z").reason()).isEqualTo(
                "Daily Action 'Repair' taken by Kevan at 2026-11-19 21:00 UTC: not more than once every ten hours; "
                        + "possible again from 2026-11-20 07:00 UTC.");
        take(kevan, "Build", daily, "2026-11-19T09:00:00Z");
        assertThat(check(kevan, "Build", daily, "2026-11-19T22:00:00Z").reason()).isEqualTo(
                "Daily Action 'Build' taken by Kevan at 2026-11-19 09:00 UTC: each Operator may take that action "
                        + "once each day; possible again from 2026-11-20 00:00 UTC.");

        ActionCadence communal = CadenceRules.GLOSSARY.weeklyCommunal();
        take(kevan, "Conclave", communal, "2026-11-20T08:00:00Z");
        assertThat(check(josh, "Conclave", communal, "2026-11-20T09:00:00Z").reason()).isEqualTo(
                "Weekly Communal Action 'Conclave' taken by Kevan at 2026-11-20 08:00 UTC: it can only be performed "
                        + "by one Operator per week; possible again from 2026-11-23 00:00 UTC.");
    }

    @Test
    void takingItWhenNotAllowedIsRefusedInTheRulesWordsAndChangesNothing() {
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        take(kevan, "Repair", daily, "2026-11-20T09:00:00Z");
        int logged = store.log().history(id).size();
        clock.set(Instant.parse("2026-11-20T15:00:00Z"));
        assertThatThrownBy(() -> cooldowns.take(id, TestStores.ADMIN, kevan, "repair", daily))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("once each day; possible again from 2026-11-21 00:00 UTC")
                .extracting(e -> ((Refusal) e).rule()).isEqualTo("Daily Action");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(cooldowns.history(id, "Repair")).hasSize(1);
    }

    @Test
    void eachTakeIsLoggedAndUndoingItFreesTheCooldown() {
        ActionCadence daily = CadenceRules.GLOSSARY.dailyCommunal();
        take(kevan, "Scavenge", daily, "2026-11-20T09:00:00Z");
        LogEntry entry = store.log().history(id).get(store.log().history(id).size() - 1);
        assertThat(entry.kind()).isEqualTo("cadence.take");
        assertThat(entry.summary()).isEqualTo("Kevan took the Daily Communal Action 'Scavenge'");
        assertThat(cooldowns.history(id)).singleElement().satisfies(t -> {
            assertThat(t.playerId()).isEqualTo(kevan);
            assertThat(t.action()).isEqualTo("Scavenge");
            assertThat(t.cadence()).isEqualTo("Daily Communal Action");
            assertThat(t.at()).isEqualTo(Instant.parse("2026-11-20T09:00:00Z"));
        });
        assertThat(cooldowns.check(id, josh, "Scavenge", daily).allowed()).isFalse();

        store.log().undo(id, TestStores.ADMIN);
        assertThat(cooldowns.history(id)).isEmpty();
        assertThat(cooldowns.check(id, josh, "Scavenge", daily).allowed()).isTrue();
        assertThat(cooldowns.check(id, kevan, "Scavenge", daily).allowed()).isTrue();

        store.log().redo(id, TestStores.ADMIN);
        assertThat(cooldowns.check(id, josh, "Scavenge", daily).allowed()).isFalse();
    }

    @Test
    void anEnginesOwnActionRecordsItsTakeInTheSameLogEntry() {
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        store.log().perform(id, TestStores.ADMIN, "bots.repair", "Kevan repaired a bot", changes -> {
            cooldowns.record(changes, id, kevan, "Repair", daily);
            return null;
        });
        LogEntry entry = store.log().history(id).get(store.log().history(id).size() - 1);
        assertThat(entry.changes()).extracting(c -> c.entity()).containsExactly("performedAction");
        clock.advance(Duration.ofHours(1));
        assertThatThrownBy(() -> store.log().perform(id, TestStores.ADMIN, "bots.repair", "again", changes -> {
            cooldowns.record(changes, id, kevan, "Repair", daily);
            return null;
        })).isInstanceOf(Refusal.class);
        store.log().undo(id, TestStores.ADMIN);
        assertThat(cooldowns.check(id, kevan, "Repair", daily).allowed()).isTrue();
    }

    @Test
    void differentActionsHaveSeparateCooldownsAndNamesIgnoreCase() {
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        take(kevan, "Repair", daily, "2026-11-20T09:00:00Z");
        assertThat(check(kevan, "REPAIR ", daily, "2026-11-20T10:00:00Z").allowed()).isFalse();
        assertThat(check(kevan, "Build", daily, "2026-11-20T10:00:00Z").allowed()).isTrue();
    }

    @Test
    void theSpacingAndTheWeeksFirstDayAreDataForOtherEras() {
        // a profile for an era whose Daily Actions are 8 hours apart and whose weeks begin on Sunday
        CadenceRules other = new CadenceRules(Duration.ofHours(8), Duration.ofHours(36), DayOfWeek.SUNDAY);
        take(kevan, "Spin", other.daily(), "2026-11-19T20:00:00Z");
        assertThat(check(kevan, "Spin", other.daily(), "2026-11-20T03:59:00Z").reason())
                .contains("not more than once every eight hours; possible again from 04:00 UTC.");
        assertThat(check(kevan, "Spin", other.daily(), "2026-11-20T04:00:00Z").allowed()).isTrue();
        take(josh, "Vote", other.weekly(), "2026-11-21T10:00:00Z"); // Saturday
        assertThat(check(josh, "Vote", other.weekly(), "2026-11-22T09:00:00Z").reason()) // Sunday: a new week
                .contains("not more than once every thirty-six hours; possible again from 22:00 UTC.");
        assertThat(check(josh, "Vote", other.weekly(), "2026-11-22T22:00:00Z").allowed()).isTrue();
    }

    @Test
    void badInputIsRefusedClearlyAndChangesNothing() {
        int logged = store.log().history(id).size();
        ActionCadence daily = CadenceRules.GLOSSARY.daily();
        assertThatThrownBy(() -> cooldowns.take(id, TestStores.ADMIN, kevan, "  ", daily))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("A cadenced action needs a name, such as 'Repair'.");
        assertThatThrownBy(() -> cooldowns.take(id, TestStores.ADMIN, 9999, "Repair", daily))
                .isInstanceOf(Refusal.class)
                .hasMessage("No Operator #9999 in this dynasty.");
        assertThat(store.log().history(id)).hasSize(logged);
        assertThat(cooldowns.history(id)).isEmpty();
    }

    @Test
    void cadencesNameTheirGlossaryEntry() {
        assertThat(CadenceRules.GLOSSARY.daily().ruleName()).isEqualTo("Daily Action");
        assertThat(CadenceRules.GLOSSARY.dailyCommunal().ruleName()).isEqualTo("Daily Communal Action");
        assertThat(CadenceRules.GLOSSARY.weekly().ruleName()).isEqualTo("Weekly Action");
        assertThat(CadenceRules.GLOSSARY.weeklyCommunal().toString())
                .isEqualTo("Weekly Communal Action (at least twenty-four hours apart, weeks from Monday)");
        assertThatThrownBy(() -> new ActionCadence(Period.DAILY, false, Duration.ofHours(-1), DayOfWeek.MONDAY))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
