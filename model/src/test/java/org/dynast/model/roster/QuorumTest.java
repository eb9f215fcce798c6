package org.dynast.model.roster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Core rule (Ruleset 205, Appendix "Keywords"): "Quorum of a subset of Operators is half the number
 * of Operators in that subset, rounded down, plus one." and rule "Idle Operators": "Idle Operators
 * are not counted as Operators."
 */
class QuorumTest {

    @ParameterizedTest(name = "{0} active players: Quorum {1}")
    @CsvSource({"0,1", "1,1", "2,2", "3,2", "4,3", "5,3", "8,5", "9,5", "10,6", "17,9"})
    void quorumIsHalfRoundedDownPlusOne(int active, int quorum) {
        assertThat(Roster.quorumOf(active)).isEqualTo(quorum);
    }

    @Property
    void idlePlayersAreNotCounted(@ForAll @IntRange(max = 40) int active, @ForAll @IntRange(max = 40) int idle) {
        Roster roster = roster(active, idle);
        assertThat(roster.quorum()).isEqualTo(active / 2 + 1);
        assertThat(roster.active()).hasSize(active);
        assertThat(roster.idlePlayers()).hasSize(idle);
    }

    @Property
    void quorumIsAStrictMajority(@ForAll @IntRange(min = 1, max = 500) int active) {
        int quorum = Roster.quorumOf(active);
        assertThat(2 * quorum).isGreaterThan(active);
        assertThat(2 * (quorum - 1)).isLessThanOrEqualTo(active);
    }

    private static Roster roster(int active, int idle) {
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < active + idle; i++) {
            Player p = Player.joining(i, 1, "Player" + i, false, LocalDate.of(2026, 1, 1));
            players.add(i < active ? p : p.idled(Instant.parse("2026-01-02T00:00:00Z"), IdleReason.INACTIVE));
        }
        return new Roster(players, List.of());
    }
}
