package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dynast.app.blogbots.arena.ReplayCursor.Drawn;
import org.dynast.app.blogbots.arena.ReplayCursor.DrawnBot;
import org.dynast.app.blogbots.arena.ReplayCursor.MarkerKind;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.junit.jupiter.api.Test;

class ReplayCursorTest {

    @Test
    void theFrameAfterEachEventIsTheEventsRecordedState() {
        for (int seed = 1; seed <= 3; seed++) {
            Replay replay = Goldens.replay(seed);
            ReplayCursor cursor = new ReplayCursor(replay);
            for (int i = 0; i < replay.events().size(); i++) {
                Drawn d = cursor.frame(i);
                BoutEvent e = replay.events().get(i);
                assertThat(d.turn()).isEqualTo(e.turn());
                assertThat(d.round()).isEqualTo(e.round());
                assertThat(d.bots()).hasSameSizeAs(e.bots());
                for (int b = 0; b < e.bots().size(); b++) {
                    BotState s = e.bots().get(b);
                    DrawnBot db = d.bots().get(b);
                    assertThat(db.name()).isEqualTo(s.name());
                    assertThat(db.x()).isEqualTo(s.square());
                    assertThat(db.engine()).isEqualTo(s.engine());
                    assertThat(db.chassis()).isEqualTo(s.chassis());
                    assertThat(db.systems()).containsExactlyElementsOf(s.systems().stream().map(Integer::doubleValue).toList());
                    assertThat(db.badges().stream().map(ReplayCursor.Badge::status).toList())
                            .containsExactlyElementsOf(s.statuses());
                    assertThat(db.facing()).isEqualTo(s.facing());
                    assertThat(db.flipped()).isEqualTo(s.statuses().contains("Flipped"));
                }
            }
        }
    }

    @Test
    void betweenTwoEventsAMoveSlidesAndAHitFlashesTheDamagedComponent() {
        Replay replay = Goldens.replay(1);
        ReplayCursor cursor = new ReplayCursor(replay);
        // event 2: Brawler moves forwards from space 4 to 6
        assertThat(replay.events().get(2).text()).contains("from space 4 to 6");
        DrawnBot halfway = cursor.drawn(1.5).bots().get(0);
        assertThat(halfway.x()).isEqualTo(5.0);
        assertThat(cursor.drawn(1.25).bots().get(0).x()).isStrictlyBetween(4.0, 5.0);

        int hit = cursor.markers().stream().filter(m -> m.kind() == MarkerKind.HIT).findFirst().orElseThrow().index();
        DrawnBot flashing = cursor.drawn(hit - 0.5).bots().stream().filter(b -> !b.flashing().isEmpty()).findFirst()
                .orElseThrow();
        assertThat(flashing.flash()).isGreaterThan(0.9);
        assertThat(cursor.frame(hit).bots().stream().allMatch(b -> b.flash() == 0)).isTrue();
    }

    @Test
    void flippedCountsDownItsFiveTurnsAndMarkersMarkHitsStatusesAndTheEnd() {
        Replay replay = Goldens.replay(1);
        ReplayCursor cursor = new ReplayCursor(replay);
        List<BoutEvent> events = replay.events();
        int flipped = -1;
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i).text().equals("Skirmisher becomes Flipped")) {
                flipped = i;
                break;
            }
        }
        assertThat(cursor.badges(flipped, "Skirmisher")).extracting(ReplayCursor.Badge::label).containsExactly("Flipped 5t");
        int later = cursor.nextTurn(cursor.nextTurn(flipped));
        assertThat(cursor.badges(later, "Skirmisher")).extracting(ReplayCursor.Badge::label).containsExactly("Flipped 3t");
        int f = flipped;
        assertThat(cursor.markers()).anyMatch(m -> m.index() == f && m.kind() == MarkerKind.STATUS);
        assertThat(cursor.markers()).anyMatch(m -> m.kind() == MarkerKind.HIT);
        assertThat(cursor.markers().get(cursor.markers().size() - 1).kind()).isEqualTo(MarkerKind.KNOCKOUT);
    }

    @Test
    void aSuddenDeathDetonationNamesTheSquareThatFlashes() {
        assertThat(ReplayCursor.detonatedSquare("space 7 Detonates (chance 32%)")).isEqualTo(7);
        assertThat(ReplayCursor.detonatedSquare("Sudden Death begins")).isZero();
    }

    @Test
    void turnsStepToTheFirstEventOfTheNextOrThisTurn() {
        ReplayCursor cursor = new ReplayCursor(Goldens.replay(1));
        List<BoutEvent> events = cursor.events();
        int next = cursor.nextTurn(1);
        assertThat(events.get(next).turn()).isEqualTo(events.get(1).turn() + 1);
        assertThat(events.get(next - 1).turn()).isEqualTo(events.get(1).turn());
        assertThat(cursor.previousTurn(next + 1)).isEqualTo(next);
        assertThat(cursor.previousTurn(next)).isEqualTo(0);
        assertThat(cursor.nextTurn(cursor.last())).isEqualTo(cursor.last());
    }

    @Test
    void theLogShowsTheFiredLineOnlyInTheEmperorView() {
        Replay replay = Goldens.replay(1);
        List<EventLog.Row> emperor = EventLog.rows(replay.events(), false);
        List<EventLog.Row> player = EventLog.rows(replay.events(), true);
        assertThat(emperor.get(1)).isEqualTo(new EventLog.Row(1, "Turn 1: Brawler line 8 'If the 2 spaces in front of"
                + " the Actor\u2026' \u2192 move forwards 2 times: from space 4 to 6"));
        assertThat(emperor).anyMatch(r -> r.text().contains(" line "));
        // the player view hides which line fired, ignored lines and "no Trigger": no line numbers, no Trigger text
        assertThat(player).noneMatch(r -> r.text().contains(" line ") || r.text().contains("'If ")
                || r.text().contains("ignored") || r.text().contains("no Trigger"));
        assertThat(player).contains(new EventLog.Row(2, "Turn 1: Brawler \u2192 moves forwards from space 4 to 6"));
        assertThat(player).hasSizeLessThan(emperor.size());
        // a player-safe replay reads as the player view does
        assertThat(EventLog.rows(replay.toPlayerSafe().events(), false)).extracting(EventLog.Row::text)
                .containsExactlyElementsOf(player.stream().map(EventLog.Row::text).toList());
        assertThat(EventLog.rows(replay.toPlayerSafe().events(), true)).extracting(EventLog.Row::text)
                .containsExactlyElementsOf(player.stream().map(EventLog.Row::text).toList());
    }

    /** One row per action: "Turn 14: Axebot line 3 'If the space in front…' → use Axe: Chassis −25 %" (the issue). */
    @Test
    void aFiredLineAndTheChangesItCausedAreOneRowAtTheLinesEvent() {
        Replay replay = Goldens.replay(1);
        List<BoutEvent> events = replay.events();
        List<EventLog.Row> emperor = EventLog.rows(events, false);
        List<EventLog.Row> player = EventLog.rows(events, true);
        // turn 8: the Taser line (event 15), its use (16) and the two Condition changes (17, 18) are one row
        assertThat(events.subList(15, 19)).extracting(BoutEvent::kind).containsExactly(BoutEvent.Kind.TRIGGER,
                BoutEvent.Kind.SYSTEM, BoutEvent.Kind.CONDITION, BoutEvent.Kind.CONDITION);
        assertThat(emperor).contains(new EventLog.Row(15, "Turn 8: Skirmisher line 6 'If any of the 4 spaces in front"
                + " of the\u2026' \u2192 use Taser on Brawler: Brawler's Axe \u22121% (99%), Brawler's Axe shocked"
                + " \u221233"));
        assertThat(emperor).extracting(EventLog.Row::index).doesNotContain(16, 17, 18);
        assertThat(player).contains(new EventLog.Row(16, "Turn 8: Skirmisher \u2192 uses Taser on Brawler: Brawler's"
                + " Axe \u22121% (99%), Brawler's Axe shocked \u221233"));
        // turn 9: a Status the line gave joins it
        assertThat(emperor).contains(new EventLog.Row(19, "Turn 9: Brawler line 5 'If any of the 3 spaces in front of"
                + " the\u2026' \u2192 use Flipper on Skirmisher: Skirmisher becomes Flipped"));
        assertThat(player).contains(new EventLog.Row(20, "Turn 9: Brawler \u2192 uses Flipper on Skirmisher:"
                + " Skirmisher becomes Flipped"));
        // a Status running out is not the line's doing: a row of its own; so is the end
        assertThat(emperor).contains(new EventLog.Row(36, "Turn 14: Skirmisher ceases to be Flipped (5 turns have"
                + " passed)"));
        assertThat(emperor.get(emperor.size() - 1)).isEqualTo(new EventLog.Row(events.size() - 1, "Turn "
                + events.get(events.size() - 1).turn() + ": " + events.get(events.size() - 1).text()));
        // rows are in event order and every event is in exactly one row of the emperor view
        assertThat(emperor).extracting(EventLog.Row::index).isSorted().doesNotHaveDuplicates();
        assertThat(emperor.get(0).index()).isZero();
    }

    /** A trap panel's row takes its Conditions and Status, and here the House Bot's removal and the square it leaves. */
    @Test
    void aTrapPanelsRowTakesWhatItDidAndARemovedHouseBotsObstacle() {
        Replay replay = Goldens.obstaclesAndTraps();
        List<EventLog.Row> emperor = EventLog.rows(replay.events(), false);
        assertThat(emperor).contains(new EventLog.Row(65, "Turn 20: Sir Clank ends its turn on a shock panel: Sir Clank's"
                + " Chassis \u22125% (70%), Sir Clank's Engine \u22125% (70%), House Bot Sir Clank is Defunct and removed"
                + " from the Bout, Space 14 gains a Physical Obstacle where Sir Clank fell: square G below it"));
        assertThat(EventLog.rows(replay.events(), true)).contains(new EventLog.Row(115, "Turn 36: Brawler \u2192 shoves"
                + " Skirmisher (Shove Power 985 to 305): 1 space, into obstacle square D: Skirmisher becomes Flipped,"
                + " Skirmisher's Chassis \u221240% (0%), Brawler's Axe \u22121% (63%)"));
    }

    /** Physical Obstacles' lettered squares, and "it gains a physical obstacle" from the event that adds it on. */
    @Test
    void theObstacleSquaresAtEachEventIncludeOneAddedMidBoutFromItsEventOn() {
        ReplayCursor cursor = new ReplayCursor(Goldens.obstaclesAndTraps());
        assertThat(cursor.events().get(68).kind()).isEqualTo(BoutEvent.Kind.REMOVED);
        assertThat(cursor.events().get(69).kind()).isEqualTo(BoutEvent.Kind.OBSTACLE);
        List<ReplayCursor.ObstacleSquare> configured = List.of(new ReplayCursor.ObstacleSquare(4, true, 'A'),
                new ReplayCursor.ObstacleSquare(5, false, 'B'), new ReplayCursor.ObstacleSquare(8, true, 'C'),
                new ReplayCursor.ObstacleSquare(12, true, 'D'), new ReplayCursor.ObstacleSquare(16, false, 'E'),
                new ReplayCursor.ObstacleSquare(18, true, 'F'));
        assertThat(cursor.obstacles(0)).containsExactlyElementsOf(configured);
        assertThat(cursor.obstacles(68)).containsExactlyElementsOf(configured);
        assertThat(cursor.obstacles(69)).hasSize(7).endsWith(new ReplayCursor.ObstacleSquare(14, false, 'G'));
        assertThat(cursor.obstacles(cursor.last())).hasSize(7);
        // stepping or scrubbing back before the event takes it away again; the drawn frame switches half way
        assertThat(cursor.frame(68).obstacles()).hasSize(6);
        assertThat(cursor.drawn(68.3).obstacles()).hasSize(6);
        assertThat(cursor.drawn(68.7).obstacles()).hasSize(7);
        assertThat(cursor.frame(69).obstacles()).hasSize(7);
        assertThat(cursor.frame(40).obstacles()).hasSize(6);
        // the layout keeps room for both lettered rows all along
        assertThat(cursor.frame(0).roomAbove()).isTrue();
        assertThat(cursor.frame(0).roomBelow()).isTrue();
        // the removed House Bot is not drawn from its event on
        assertThat(bot(cursor.frame(68), "Sir Clank").present()).isFalse();
        assertThat(bot(cursor.frame(67), "Sir Clank").present()).isTrue();
    }

    /** "it is moved into one of the squares above or below it": the Bot is drawn in the lettered square, lifted as it slides. */
    @Test
    void aBotShovedIntoAnObstacleSquareIsDrawnInItsRow() {
        ReplayCursor cursor = new ReplayCursor(Goldens.obstaclesAndTraps());
        assertThat(cursor.events().get(115).text()).contains("into obstacle square D");
        DrawnBot before = bot(cursor.frame(114), "Skirmisher");
        DrawnBot after = bot(cursor.frame(115), "Skirmisher");
        assertThat(before.row()).isZero();
        assertThat(before.letter()).isNull();
        assertThat(after.row()).isEqualTo(1.0);
        assertThat(after.letter()).isEqualTo("D");
        assertThat(after.x()).isEqualTo(12.0);
        assertThat(bot(cursor.drawn(114.5), "Skirmisher").row()).isStrictlyBetween(0.0, 1.0);
        assertThat(bot(cursor.frame(115), "Brawler").row()).isZero();
    }

    @Test
    void aReplayWithoutObstaclesHasNoneAndNoRoomForThem() {
        ReplayCursor standard = new ReplayCursor(Goldens.replay(1));
        assertThat(standard.obstacles(standard.last())).isEmpty();
        assertThat(standard.frame(0).roomAbove()).isFalse();
        assertThat(standard.frame(0).roomBelow()).isFalse();
        // golden 3: Sir Clank is Defunct on square 8, which gains square A
        ReplayCursor house = new ReplayCursor(Goldens.replay(3));
        int added = house.events().indexOf(house.events().stream()
                .filter(e -> e.kind() == BoutEvent.Kind.OBSTACLE).findFirst().orElseThrow());
        assertThat(house.obstacles(added - 1)).isEmpty();
        assertThat(house.obstacles(added)).containsExactly(new ReplayCursor.ObstacleSquare(8, false, 'A'));
        assertThat(house.frame(0).roomBelow()).isTrue();
        assertThat(house.frame(0).roomAbove()).isFalse();
    }

    private static DrawnBot bot(Drawn d, String name) {
        return d.bots().stream().filter(b -> b.name().equals(name)).findFirst().orElseThrow();
    }
}
