package org.dynast.app.blogbots.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where the Bracket's Bout boxes go: pure layout, no toolkit. */
class BracketPaneLayoutTest {

    private static TournamentViewModel.BoutCard bout(String id, boolean elimination, String from1, String from2) {
        TournamentViewModel.Side side = new TournamentViewModel.Side("X", "#1", true, false, false);
        return new TournamentViewModel.BoutCard(id, 1, id, side, side, "", null, "", false, false, elimination, "",
                from1, from2);
    }

    private static TournamentViewModel.TierColumn tier(int n, TournamentViewModel.BoutCard... bouts) {
        return new TournamentViewModel.TierColumn(n, "Tier " + n, List.of(bouts), List.of(), "");
    }

    @Test
    void aLaterBoutSitsBetweenTheBoutsFeedingItAndBoxesNeverOverlap() {
        Map<String, BracketPane.Place> places = BracketPane.layout(List.of(
                tier(1, bout("1-1", false, null, null), bout("1-2", false, null, null), bout("1-3", false, null, null),
                        bout("1-4", false, null, null)),
                tier(2, bout("2-1", false, "1-1", "1-4"), bout("2-2", false, "1-2", "1-3")),
                tier(3, bout("3-E", true, "2-1", null), bout("3-1", false, "2-2", "3-E"))));
        assertThat(places.get("2-1").x()).isGreaterThan(places.get("1-1").x());
        double y21 = places.get("2-1").y();
        double y22 = places.get("2-2").y();
        assertThat(Math.abs(y22 - y21)).isGreaterThanOrEqualTo(BracketPane.BOX_H);
        // "before any of the Bouts in that tier take place an elimination bout is held": drawn first, on top
        assertThat(places.get("3-E").y()).isLessThan(places.get("3-1").y());
        for (String a : places.keySet()) {
            for (String b : places.keySet()) {
                BracketPane.Place p = places.get(a);
                BracketPane.Place q = places.get(b);
                if (!a.equals(b) && p.x() == q.x()) {
                    assertThat(Math.abs(p.y() - q.y())).as(a + " and " + b).isGreaterThanOrEqualTo(BracketPane.BOX_H);
                }
            }
        }
    }
}
