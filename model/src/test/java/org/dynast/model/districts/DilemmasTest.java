package org.dynast.model.districts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.GovernChoice;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Dilemmas" and "Reactions", in a dynasty file: logged, undoable, on the tracker's table. */
class DilemmasTest {

    private final Fixture f = new Fixture();
    private final DistrictsService districts = f.engine.districts();
    private final long id = f.found();

    @AfterEach
    void close() {
        f.close();
    }

    /**
     * Posing a Dilemma: "Select two Upsides and two Downsides at random" … "Make a blog post which pairs the first
     * incoming Upside with the first incoming Downside". Every draw is a roll in the City's name, kept with the action.
     */
    @Test
    void poseRecordsEachStepWithItsRollsAndThePost() {
        DistrictsService.Posed posed = districts.pose(id, Fixture.ADMIN, false);
        assertThat(posed.number()).isEqualTo(1);
        assertThat(posed.steps()).first().satisfies(s -> {
            assertThat(s.text).startsWith("Step 1: the incoming consequences are");
            assertThat(s.roll).contains("DICE6 = ");
        });
        assertThat(posed.steps()).extracting(s -> s.text).anyMatch(t -> t.startsWith("Step 8:"));
        assertThat(posed.post()).startsWith("Dilemma #1\n\nOutcome 1: ");
        assertThat(f.store.dice().emperorView(id)).isNotEmpty().allSatisfy(r -> assertThat(r.roller())
                .isEqualTo(Fixture.CITY));
        DistrictsState.Dilemma d = districts.state(id).dilemmas.get(0);
        assertThat(d.upsides).hasSize(2);
        assertThat(d.post).isEqualTo(posed.post());
        // undo takes back the Dilemma and its rolls
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(districts.state(id).dilemmas).isEmpty();
        assertThat(f.store.dice().emperorView(id)).isEmpty();
    }

    /**
     * "If they have not already done so that day, or if every Ongoing Dilemma has had a Reaction from every District,
     * the City may perform the atomic action of Posing a Dilemma".
     */
    @Test
    void onlyOneDilemmaADayWhileOneIsOngoing() {
        districts.pose(id, Fixture.ADMIN, false);
        assertThat(districts.whyNotPose(id)).hasValueSatisfying(w -> assertThat(w)
                .startsWith("The City has already Posed a Dilemma today"));
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> districts.pose(id, Fixture.ADMIN, false)).isInstanceOf(Refusal.class);
        assertThat(f.store.log().history(id)).hasSize(logged);
        for (String n : Fixture.NAMES) {
            districts.pass(id, Fixture.ADMIN, n);
        }
        assertThat(districts.whyNotPose(id)).isEmpty();
        assertThat(districts.pose(id, Fixture.ADMIN, false).number()).isEqualTo(2);
    }

    /**
     * "If this Dilemma’s number is a multiple of 10 and/or The Storm is ongoing, reduce the Food of each non-Abandoned
     * District by 1": The Storm is a flag the dynasty keeps (see the rulings), set by the City in one undoable action;
     * while it is on, Posing cuts Food.
     */
    @Test
    void theStormIsKeptAndCutsFoodWhenPosing() {
        assertThat(districts.storm(id)).isFalse();
        districts.setStorm(id, Fixture.ADMIN, true);
        assertThat(districts.storm(id)).isTrue();
        // public: the Dead City page says so
        assertThat(districts.deadCityPage(id)).contains("'''The Storm is ongoing.'''");
        assertThatThrownBy(() -> districts.setStorm(id, Fixture.ADMIN, true)).isInstanceOf(Refusal.class)
                .hasMessage("The Storm is ongoing already.");
        long food = f.district(id, "Ashgrove").food();
        DistrictsService.Posed posed = districts.pose(id, Fixture.ADMIN, false);
        assertThat(posed.steps()).extracting(s -> s.text).anyMatch(t -> t.startsWith("Step 8: The Storm is ongoing"));
        assertThat(f.district(id, "Ashgrove").food()).isEqualTo(food - 1);
        // undoing the Posing keeps The Storm; undoing the flag ends it
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.district(id, "Ashgrove").food()).isEqualTo(food);
        assertThat(districts.storm(id)).isTrue();
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(districts.storm(id)).isFalse();
        assertThat(districts.deadCityPage(id)).doesNotContain("The Storm");
        DistrictsService.Posed calm = districts.pose(id, Fixture.ADMIN, false);
        assertThat(calm.steps()).extracting(s -> s.text).anyMatch(t -> t.contains("The Storm is not ongoing"));
        assertThat(f.district(id, "Ashgrove").food()).isEqualTo(food);
    }

    /** "Pass: Posting a comment on the Dilemma announcing that they are passing, then reducing their Order by 1". */
    @Test
    void passReducesOrderAndCountsAsTheReaction() {
        districts.pose(id, Fixture.ADMIN, false);
        districts.pass(id, Fixture.ADMIN, "Ashgrove");
        assertThat(f.district(id, "Ashgrove").order()).isEqualTo(3);
        assertThat(districts.reactions(id).get(0).passed()).containsExactly("Ashgrove");
        assertThat(districts.reactions(id).get(0).waiting()).containsExactly("Brickwell", "Cinderfold", "Dunmarsh");
        // "A District may React to the oldest Ongoing Dilemma that they haven't already Reacted to"
        assertThatThrownBy(() -> districts.pass(id, Fixture.ADMIN, "Ashgrove")).isInstanceOf(Refusal.class)
                .hasMessage("Ashgrove has no Ongoing Dilemma that they haven't already Reacted to.");
    }

    /** Decide with Govern → Gather: the Upside, then Gathering, then the Downside, and the Calendar set. */
    @Test
    void decideWithGovernGathersAndUndoesWhole() {
        f.seed(id, w -> {
            DistrictsState.Dilemma d = new DistrictsState.Dilemma();
            d.number = 1;
            d.postedAt = f.clock.now();
            d.upsides = List.of("Govern", "Gain 1 Food");
            d.downsides = List.of("Lose 1 Defences", "Lose 5 People");
            d.factions = new ArrayList<>(Arrays.asList(null, null));
            w.state.dilemmas.add(d);
        });
        f.clock.advance(Duration.ofHours(1));
        f.set(id, "Brickwell", "Commons", "The Grazing Lands");
        f.set(id, "Brickwell", "Calendar", 0);
        DistrictsService.Reacted r = districts.decide(id, Fixture.ADMIN, "Brickwell", Choices.outcome(1)
                .withGovern(GovernChoice.GATHER), List.of(), false);
        assertThat(r.outcome()).isEqualTo(1);
        assertThat(r.steps()).extracting(s -> s.text).anyMatch(t -> t.startsWith("Gathering, step 3: Brickwell's "
                + "Calendar is set to 1"));
        assertThat(f.district(id, "Brickwell").calendar()).isEqualTo(1);
        // the District's own rolls, in its name
        assertThat(f.store.dice().playerView(id)).isNotEmpty().allSatisfy(x -> assertThat(x.roller())
                .isEqualTo("Brickwell"));
        assertThat(districts.reactions(id).get(0).decided()).containsExactly("Brickwell (Outcome 1)");
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.district(id, "Brickwell").calendar()).isZero();
        assertThat(districts.reactions(id).get(0).decided()).isEmpty();
        assertThat(f.store.dice().playerView(id)).isEmpty();
    }

    /**
     * "At any time a District may spend x*4 from their Energy Trap to establish a new Connection to a Commons, where x
     * is their number of pre-existing Connections".
     */
    @Test
    void aConnectionCostsFourTimesThoseThereAre() {
        f.set(id, "Cinderfold", "Energy Trap", 5);
        districts.connect(id, Fixture.ADMIN, "Cinderfold", "The Grazing Lands");
        districts.connect(id, Fixture.ADMIN, "Cinderfold", "Stormbrow Peak");
        assertThat(f.district(id, "Cinderfold").energyTrap()).isEqualTo(1);
        assertThatThrownBy(() -> districts.connect(id, Fixture.ADMIN, "Cinderfold", "Gnostic Mainframe"))
                .isInstanceOf(Refusal.class).hasMessageContaining("must spend 8 from its Energy Trap");
        assertThat(f.district(id, "Cinderfold").commons()).containsExactly("The Grazing Lands", "Stormbrow Peak");
    }

    /** "At any time, a District may move one Innovation within the table of Innovations…" — kept per dynasty. */
    @Test
    void movingAnInnovationChangesTheDynastysTable() {
        districts.moveInnovation(id, Fixture.ADMIN, "Gadget Repository", "Shared Wisdom", true);
        assertThat(districts.catalogue(id).innovations().get(1).name()).isEqualTo("Gadget Repository");
        long other = f.found("Another City");
        assertThat(districts.catalogue(other).innovations().get(1).name()).isEqualTo("Indoor Gardens");
    }
}
