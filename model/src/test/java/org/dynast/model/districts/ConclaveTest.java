package org.dynast.model.districts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "The Conclave". */
class ConclaveTest {

    private final Fixture f = new Fixture();
    private final ConclaveService conclave = f.engine.conclave();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    private static DistrictsState.Allocation bid(Map<String, Long> amounts, List<String> commons) {
        DistrictsState.Allocation a = new DistrictsState.Allocation();
        a.amounts.putAll(amounts);
        a.commons.addAll(commons);
        return a;
    }

    /** "If the most recently posted Dilemma's number is 30 or higher, a Conclave is ongoing." */
    @Test
    void aConclaveIsOngoingFromDilemmaThirty() {
        f.dilemmas(id, 29, Duration.ofHours(50));
        assertThat(conclave.ongoing(id)).isFalse();
        assertThat(conclave.whyNotPost(id)).hasValueSatisfying(w -> assertThat(w).startsWith("No Conclave is ongoing"));
        f.dilemmas(id, 1, Duration.ofHours(50));
        assertThat(conclave.ongoing(id)).isTrue();
        // "While a Conclave is ongoing, new Dilemmas may not be posted."
        assertThat(f.engine.districts().whyNotPose(id)).hasValueSatisfying(w -> assertThat(w)
                .isEqualTo("A Conclave is ongoing (the most recently posted Dilemma\u2019s number is 30 or higher): new "
                        + "Dilemmas may not be posted."));
    }

    /**
     * "While a Conclave is ongoing, and Dilemma #30 is no longer Ongoing, and if every non-Abandonned District has
     * Responded to all previous Plenary Sessions, OR if 48 hours have elapsed since the posting of the most recent
     * Plenary Session, then the City may post a Plenary Session."
     */
    @Test
    void aPlenarySessionWaitsForDilemmaThirtyAndForTheResponsesOrFortyEightHours() {
        f.dilemmas(id, 30, Duration.ofHours(1));
        f.seed(id, w -> w.state.dilemmas.get(29).reactions.remove("Dunmarsh"));
        assertThat(conclave.whyNotPost(id)).hasValueSatisfying(w -> assertThat(w).startsWith("Dilemma #30 is still "
                + "Ongoing"));
        f.clock.advance(Duration.ofHours(47));
        DistrictsState.Session first = conclave.post(id, Fixture.ADMIN);
        assertThat(first.number).isEqualTo(1);
        conclave.respond(id, Fixture.ADMIN, 1, "Ashgrove", bid(Map.of("Food", 2L), List.of()));
        assertThat(conclave.whyNotPost(id)).hasValueSatisfying(w -> assertThat(w).contains("(Brickwell, Cinderfold, "
                + "Dunmarsh)"));
        for (String n : List.of("Brickwell", "Cinderfold", "Dunmarsh")) {
            conclave.respond(id, Fixture.ADMIN, 1, n, bid(Map.of(), List.of()));
        }
        assertThat(conclave.whyNotPost(id)).isEmpty();
        conclave.post(id, Fixture.ADMIN);
        conclave.respond(id, Fixture.ADMIN, 2, "Ashgrove", bid(Map.of("Food", 1L), List.of()));
        assertThat(conclave.whyNotPost(id)).isPresent();
        f.clock.advance(Duration.ofHours(48));
        assertThat(conclave.whyNotPost(id)).isEmpty();
    }

    /**
     * "Randomly select one of the six Agenda Items that are listed in this rule that have not been the subject of any
     * of the previous four Plenary Sessions".
     */
    @Test
    void theAgendaIsDrawnOutsideThePreviousFour() {
        f.dilemmas(id, 30, Duration.ofHours(49));
        for (int i = 0; i < 8; i++) {
            List<AgendaItem> open = ConclaveService.eligible(conclave.sessions(id));
            assertThat(open).hasSize(Math.max(2, 6 - i));
            DistrictsState.Session x = conclave.post(id, Fixture.ADMIN);
            assertThat(open).extracting(AgendaItem::title).contains(x.agenda);
            f.clock.advance(Duration.ofHours(48));
        }
        // the draws are public rolls in the City's name
        assertThat(f.store.dice().playerView(id)).hasSize(8).allSatisfy(r -> assertThat(r.roller())
                .isEqualTo(Fixture.CITY));
    }

    /**
     * "These allocated quantities are spent from that District's own resources" and "Defence cannot be expended in this
     * way if it would result in the Defence of the responding District to have a value lower than zero."
     */
    @Test
    void aResponseSpendsTheAllocationAndKeepsDefenceAtZeroOrMore() {
        f.dilemmas(id, 30, Duration.ofHours(49));
        conclave.post(id, Fixture.ADMIN);
        f.set(id, "Ashgrove", "Defences", 2);
        f.set(id, "Ashgrove", "Commons", "The Grazing Lands, Gnostic Mainframe, The Grazing Lands");
        assertThatThrownBy(() -> conclave.respond(id, Fixture.ADMIN, 1, "Ashgrove", bid(Map.of("Defences", 3L),
                List.of()))).isInstanceOf(Refusal.class).hasMessage("Defence cannot be expended if it would leave "
                        + "Ashgrove's Defence lower than zero (it has 2).");
        assertThatThrownBy(() -> conclave.respond(id, Fixture.ADMIN, 1, "Ashgrove", bid(Map.of("Food", 6L),
                List.of()))).isInstanceOf(Refusal.class).hasMessage("Ashgrove allocates 6 Food but has 5.");
        conclave.respond(id, Fixture.ADMIN, 1, "Ashgrove", bid(Map.of("Defences", 2L, "People", 10L),
                List.of("The Grazing Lands")));
        District a = f.district(id, "Ashgrove");
        assertThat(a.defences()).isZero();
        assertThat(a.people()).isEqualTo(40);
        assertThat(a.commons()).containsExactly("Gnostic Mainframe", "The Grazing Lands");
        // "Each District may respond once to each Plenary Session."
        assertThatThrownBy(() -> conclave.respond(id, Fixture.ADMIN, 1, "Ashgrove", bid(Map.of(), List.of())))
                .isInstanceOf(Refusal.class).hasMessageContaining("has responded to #1");
        // losing 10 People by its own decision, it may stop housing a Faction
        assertThat(f.engine.factions().mayStopHousing(id, "Ashgrove")).isTrue();
    }

    /**
     * "A District may make a null response ... up to three times in total while a Conclave is ongoing, unless they are
     * Abandoned, in which case they may only make null responses. An Abandoned District may not make any response
     * other than a null response."
     */
    @Test
    void threeNullResponsesAndAnAbandonedDistrictOnlyNull() {
        f.dilemmas(id, 30, Duration.ofHours(49));
        for (int i = 1; i <= 4; i++) {
            conclave.post(id, Fixture.ADMIN);
            if (i <= 3) {
                conclave.respond(id, Fixture.ADMIN, i, "Brickwell", bid(Map.of(), List.of()));
            }
            f.clock.advance(Duration.ofHours(48));
        }
        assertThatThrownBy(() -> conclave.respond(id, Fixture.ADMIN, 4, "Brickwell", bid(Map.of(), List.of())))
                .isInstanceOf(Refusal.class).hasMessageStartingWith("Brickwell has made its three null responses");
        f.set(id, "Cinderfold", "People", 0);
        assertThatThrownBy(() -> conclave.respond(id, Fixture.ADMIN, 4, "Cinderfold", bid(Map.of("Food", 1L),
                List.of()))).isInstanceOf(Refusal.class)
                .hasMessage("An Abandoned District may not make any response other than a null response.");
        conclave.respond(id, Fixture.ADMIN, 4, "Cinderfold", bid(Map.of(), List.of()));
    }

    /** The six Scoring Matrices, with the 1.5^x and 1.2^x Connection terms and Careful Rationing. */
    @Test
    void theScoringMatrices() {
        DistrictsState.Allocation a = bid(Map.of("People", 10L, "Food", 3L, "Defences", 2L, "Ingenuity", 4L,
                "Energy Trap", 8L, "Order", 2L), List.of("The Grazing Lands", "Gnostic Mainframe", "Stormbrow Peak"));
        a.innovations.addAll(List.of("Shared Wisdom", "Indoor Gardens"));
        a.factions.add("Lamplighters");
        // Abundance: "0.2 Score per People, 1 Score per Food, 1 Score per Defence" = 2 + 3 + 2
        assertThat(AgendaItem.ABUNDANCE.score(a, false)).isEqualByComparingTo("7");
        // Careful Rationing: "1.5 Score per Food allocated instead of 1" where the matrix contains "Food"
        assertThat(AgendaItem.ABUNDANCE.score(a, true)).isEqualByComparingTo("8.5");
        // Progress: "2 Score per Innovation, 1 Score per Ingenuity, 0.25 Score per Energy" = 4 + 4 + 2
        assertThat(AgendaItem.PROGRESS.score(a, true)).isEqualByComparingTo("10");
        // Stability: "1.5 Score per Order, 1 Score per Defence, 1.5^x Score per Connection" = 3 + 2 + 3 * 1.5^3
        assertThat(AgendaItem.STABILITY.score(a, false)).isEqualByComparingTo("15.125");
        // Contentment: "1 Score per Faction, 1 Score per Food, 2 Score per Innovation" = 1 + 3 (4.5) + 4
        assertThat(AgendaItem.CONTENTMENT.score(a, false)).isEqualByComparingTo("8");
        assertThat(AgendaItem.CONTENTMENT.score(a, true)).isEqualByComparingTo("9.5");
        // Power: "1 Score per Defence, 1 Score per Ingenuity, 0.25 Score per Energy" = 2 + 4 + 2
        assertThat(AgendaItem.POWER.score(a, false)).isEqualByComparingTo("8");
        // Culture: "0.2 Score per People, 1.2^x Score per Connection, 1.5 Score per Order" = 2 + 3 * 1.728 + 3
        assertThat(AgendaItem.CULTURE.score(a, false)).isEqualByComparingTo("10.184");
    }

    /**
     * "The single District whose Score is highest on each Plenary Session receives an Anointment; any District who has
     * three or more Anointments has achieved Victory."
     */
    @Test
    void theSingleHighestIsAnointedAndThreeAnointmentsWin() {
        f.dilemmas(id, 30, Duration.ofHours(49));
        f.set(id, "Ashgrove", "Ingenuity", 5);
        f.set(id, "Brickwell", "Ingenuity", 1);
        // a bid that scores under every Agenda Item
        Map<String, Long> each = Map.of("People", 5L, "Food", 1L, "Ingenuity", 1L, "Order", 1L);
        for (int i = 1; i <= 3; i++) {
            DistrictsState.Session x = conclave.post(id, Fixture.ADMIN);
            conclave.respond(id, Fixture.ADMIN, i, "Ashgrove", bid(each, List.of()));
            if (i == 1) {
                // a tie for the highest Score anoints nobody: "The single District whose Score is highest"
                conclave.respond(id, Fixture.ADMIN, i, "Brickwell", bid(each, List.of()));
            }
            assertThat(conclave.scoring(id, i).agenda().title()).isEqualTo(x.agenda);
            f.clock.advance(Duration.ofHours(48));
        }
        conclave.post(id, Fixture.ADMIN);
        List<DistrictsState.Session> sessions = conclave.sessions(id);
        assertThat(sessions.get(0).anointed).isNull();
        assertThat(sessions.get(0).summary).endsWith("No District is Anointed.");
        assertThat(sessions.get(1).anointed).isEqualTo("Ashgrove");
        assertThat(f.district(id, "Ashgrove").anointments()).isEqualTo(2);
        assertThat(conclave.victory(id)).isEmpty();
        conclave.respond(id, Fixture.ADMIN, 4, "Ashgrove", bid(each, List.of()));
        f.clock.advance(Duration.ofHours(48));
        conclave.post(id, Fixture.ADMIN);
        assertThat(conclave.victory(id)).hasValue("Ashgrove has 3 Anointments and has achieved Victory.");
        // undo takes the posting back whole: the summary, the Anointment and the roll
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.district(id, "Ashgrove").anointments()).isEqualTo(2);
        assertThat(conclave.sessions(id)).hasSize(4);
    }

    /**
     * "If a Conclave is ongoing and there is no District that can make a non-null response to any of the Agenda Items
     * defined by the ruleset then the single District with the most Anointments (or, if there is a tie, the District of
     * those tied who received their first Anointment at the earliest Plenary Session) has achieved Victory."
     */
    @Test
    void whenNobodyCanBidTheMostAnointedWinsTheEarliestFirstBreakingATie() {
        f.dilemmas(id, 30, Duration.ofHours(49));
        f.seed(id, w -> {
            for (int i = 1; i <= 3; i++) {
                DistrictsState.Session x = new DistrictsState.Session();
                x.number = i;
                x.agenda = "Power";
                x.postedAt = f.clock.now();
                x.summarised = true;
                x.anointed = i == 1 ? "Brickwell" : i == 2 ? "Ashgrove" : "Brickwell";
                w.state.sessions.add(x);
            }
            w.put(w.district("Ashgrove").with(District.ANOINTMENTS, 1));
            w.put(w.district("Brickwell").with(District.ANOINTMENTS, 2));
        });
        assertThat(conclave.victory(id)).isEmpty();
        for (String n : Fixture.NAMES) {
            f.set(id, n, "People", 0);
        }
        assertThat(conclave.victory(id)).hasValue("No District can make a non-null response: Brickwell, with the most "
                + "Anointments (2), has achieved Victory.");
        f.set(id, "Ashgrove", "Anointments", 2);
        assertThat(conclave.victory(id)).hasValue("No District can make a non-null response: Brickwell, with the most "
                + "Anointments (2), the first of those tied to be Anointed (Plenary Session #1), has achieved Victory.");
    }
}
