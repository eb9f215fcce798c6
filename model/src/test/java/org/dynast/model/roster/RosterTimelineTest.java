package org.dynast.model.roster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import org.assertj.core.groups.Tuple;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/**
 * The roster file of {@code dynast judge --players=FILE}: who played when. Rule "Idle Operators": Idle players "are
 * not counted as Operators", so Quorum at a past moment counts those who had joined and were not Idle then.
 */
class RosterTimelineTest {

    private static final String FILE = """
            # name | events (UTC)
            Kevan
            Ienpw III | joined 2009-08-01 | idle 2009-08-20 14:00 | unidle 2009-08-25T09:30:00Z
            lilomar   | joined 2010-06-01 | left 2010-09-01
            Keba      | idle 2010-08-01
            """;

    private static Roster at(String time) {
        return RosterTimeline.parse(FILE).asOf(Instant.parse(time), 1, LocalDate.of(2009, 1, 1));
    }

    @Test
    void quorumAtAMomentCountsThosePlayingAndNotIdleThen() {
        Roster early = at("2009-07-01T00:00:00Z");
        assertThat(early.players()).extracting(Player::name).containsExactlyInAnyOrder("Kevan", "Keba");
        Roster idle = at("2009-08-21T00:00:00Z");
        assertThat(idle.active()).extracting(Player::name).containsExactlyInAnyOrder("Kevan", "Keba");
        assertThat(idle.idlePlayers()).extracting(Player::name).containsExactlyInAnyOrder("Ienpw III");
        Roster back = at("2009-08-25T09:30:00Z");
        assertThat(back.active()).extracting(Player::name).containsExactlyInAnyOrder("Kevan", "Ienpw III", "Keba");
        Roster summer2010 = at("2010-08-02T12:00:00Z");
        assertThat(summer2010.active()).extracting(Player::name).containsExactlyInAnyOrder("Kevan", "Ienpw III", "lilomar");
        assertThat(summer2010.quorum()).isEqualTo(Roster.quorumOf(3));
        assertThat(at("2010-09-01T00:00:00Z").players()).extracting(Player::name).doesNotContain("lilomar");
    }

    @Test
    void aNameAlonePlaysThroughoutWithIdsInFileOrder() {
        RosterTimeline t = RosterTimeline.parse("Kevan\nJosh\n");
        assertThat(t.asOf(Instant.parse("2003-01-01T00:00:00Z"), 1, LocalDate.of(2003, 1, 1)).active())
                .extracting(Player::id, Player::name).containsExactlyInAnyOrder(
                        Tuple.tuple(1L, "Kevan"), Tuple.tuple(2L, "Josh"));
    }

    @Test
    void aLineItCannotReadIsRefusedWithItsNumberAndWhy() {
        assertThatThrownBy(() -> RosterTimeline.parse("Kevan\nJosh | idle yesterday\n")).isInstanceOf(Refusal.class)
                .hasMessage("line 2: \"yesterday\" is not a UTC time such as 2010-08-02 12:30 or 2010-08-02T12:30:00Z.");
        assertThatThrownBy(() -> RosterTimeline.parse("Josh | unidle 2010-01-01")).hasMessage(
                "line 1: \"unidle 2010-01-01\": Josh is not Idle.");
        assertThatThrownBy(() -> RosterTimeline.parse("Josh | idle 2010-02-01 | unidle 2010-01-01")).hasMessage(
                "line 1: \"unidle 2010-01-01\" is earlier than the event before it; list them in order.");
        assertThatThrownBy(() -> RosterTimeline.parse("Josh\njosh")).hasMessage(
                "line 2: \"josh\" is listed twice; give all of a player's times on one line.");
        assertThatThrownBy(() -> RosterTimeline.parse("Josh | napped 2010-01-01")).hasMessage(
                "line 1: \"napped 2010-01-01\" is not one of joined TIME, idle TIME, unidle TIME, left TIME.");
        assertThatThrownBy(() -> RosterTimeline.parse("# nobody\n")).hasMessage("The roster file lists no players.");
    }
}
