package org.dynast.model.districts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Ruleset 217, "The Conclave": "The single District whose Score is highest on each Plenary Session receives an
 * Anointment" — with "0.2 Score per People" and "1.2^x Score per Connection" scored in binary floating point, 17 People
 * (3.4000000000000004) beat 2 People and 3 Food (3.4), and an exact tie Anointed a District. Every pair of allocations
 * up to 30 People is scored here against an independent integer count of the same Scoring Matrix: equal counts Anoint
 * nobody (docs/rulings.md, Districts 10), and otherwise the higher is Anointed.
 */
class ConclaveExactTiesTest {

    private static final String[] COMMONS = {"The Grazing Lands", "Gnostic Mainframe", "Stormbrow Peak"};

    /** An allocation and its Score times {@code scale}, counted in whole numbers. */
    private record Bid(DistrictsState.Allocation allocation, long scaled) {
    }

    private static DistrictsState.Allocation bid(long people, long food, long defences, long order, int connections) {
        DistrictsState.Allocation a = new DistrictsState.Allocation();
        a.amounts.put(District.PEOPLE, people);
        a.amounts.put(District.FOOD, food);
        a.amounts.put(District.DEFENCES, defences);
        a.amounts.put(District.ORDER, order);
        for (int i = 0; i < connections; i++) {
            a.commons.add(COMMONS[i]);
        }
        return a;
    }

    /** "0.2 Score per People, 1 Score per Food, 1 Score per Defence", times 5. */
    @Test
    void everyExactTieOfAbundanceUpToThirtyPeopleAnointsNobody() {
        List<Bid> bids = new ArrayList<>();
        for (long p = 0; p <= 30; p++) {
            for (long f = 0; f <= 4; f++) {
                for (long d = 0; d <= 3; d++) {
                    bids.add(new Bid(bid(p, f, d, 0, 0), p + 5 * f + 5 * d));
                }
            }
        }
        assertThat(checkEveryPair(AgendaItem.ABUNDANCE, bids)).isGreaterThan(1000);
    }

    /**
     * "0.2 Score per People, 1.2^x Score per Connection (where x is the amount of Connections that District is
     * allocating to this Plenary Session), 1.5 Score per Order": x Connections score x × 1.2^x (1.2, 2.88, 5.184),
     * times 1000.
     */
    @Test
    void everyExactTieOfCultureUpToThirtyPeopleAnointsNobody() {
        long[] connections = {0, 1200, 2880, 5184};
        List<Bid> bids = new ArrayList<>();
        for (long p = 0; p <= 30; p++) {
            for (int x = 0; x <= 3; x++) {
                for (long o = 0; o <= 4; o++) {
                    bids.add(new Bid(bid(p, 0, 0, o, x), 200 * p + connections[x] + 1500 * o));
                }
            }
        }
        assertThat(checkEveryPair(AgendaItem.CULTURE, bids)).isGreaterThan(400);
    }

    /** Scores every pair as a Plenary Session of two Districts; gives how many pairs were exact ties. */
    private static int checkEveryPair(AgendaItem item, List<Bid> bids) {
        int ties = 0;
        for (int i = 0; i < bids.size(); i++) {
            for (int j = i + 1; j < bids.size(); j++) {
                Bid a = bids.get(i);
                Bid b = bids.get(j);
                DistrictsState.Session x = new DistrictsState.Session();
                x.number = 1;
                x.agenda = item.title();
                x.responses.put("A", a.allocation());
                x.responses.put("B", b.allocation());
                String anointed = ConclaveService.score(x, List.of()).anointed();
                String why = item.title() + " " + a.allocation().amounts + "/" + a.allocation().commons.size() + " against "
                        + b.allocation().amounts + "/" + b.allocation().commons.size();
                if (a.scaled() == b.scaled()) {
                    ties++;
                    assertThat(anointed).as("a tie: " + why).isNull();
                    assertThat(item.score(a.allocation(), false)).as(why)
                            .isEqualByComparingTo(item.score(b.allocation(), false));
                } else if (Math.max(a.scaled(), b.scaled()) > 0) {
                    assertThat(anointed).as(why).isEqualTo(a.scaled() > b.scaled() ? "A" : "B");
                }
            }
        }
        return ties;
    }
}
