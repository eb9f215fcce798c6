package org.dynast.app.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.dynast.app.arena.ReplayCursor.Drawn;
import org.dynast.app.arena.ReplayCursor.DrawnBot;
import org.dynast.app.arena.ReplayCursor.MarkerKind;
import org.dynast.model.arena.ArenaFiles.Replay;
import org.dynast.model.arena.BotState;
import org.dynast.model.arena.BoutEvent;
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
        assertThat(emperor).hasSize(replay.events().size());
        assertThat(emperor.get(1).text()).isEqualTo("Turn 1: Brawler line 8 'If the 2 spaces in front of the Actor\u2026'"
                + " \u2192 move forwards 2 times");
        assertThat(player).noneMatch(r -> r.text().contains(" line "));
        assertThat(player).extracting(EventLog.Row::text).contains("Turn 1: Brawler moves forwards from space 4 to 6");
        assertThat(EventLog.rows(replay.toPlayerSafe().events(), false)).extracting(EventLog.Row::text)
                .containsExactlyElementsOf(player.stream().map(EventLog.Row::text).toList());
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
