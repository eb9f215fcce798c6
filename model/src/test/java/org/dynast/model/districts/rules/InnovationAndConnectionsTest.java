package org.dynast.model.districts.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Ruleset 217, "Innovation" (Innovating, moving a row of the table) and "Commons" (establishing a Connection). */
class InnovationAndConnectionsTest {

    static final Catalogue CAT = Catalogue.ruleset217();
    static final District ASH = District.newDistrict("Ash");

    @Test
    void innovatingPaysTheCostThenUnderstands() {
        // "When a District Innovates, they choose one Innovation for which they meet all prerequisites, pay its
        //  Ingenuity cost, and then understand it."
        District d = Innovating.innovate(ASH.withIngenuity(3), Innovation.MILITARY_RESEARCH, CAT);
        assertThat(d.ingenuity()).isEqualTo(2);
        assertThat(d.innovations()).containsExactly(Innovation.MILITARY_RESEARCH);
        assertThatThrownBy(() -> Innovating.innovate(ASH.withIngenuity(1), Innovation.COMMUNAL_SWAY, CAT))
                .isInstanceOf(Refusal.class).hasMessageContaining("cannot pay");
        assertThatThrownBy(() -> Innovating.innovate(d, Innovation.MILITARY_RESEARCH, CAT))
                .hasMessageContaining("already understands");
    }

    @Test
    void aPrerequisiteNamingAnInnovationMustBeUnderstood() {
        // "(If a Prerequisite is the name of another Innovation, it requires that the District must understand that
        //  Innovation.)"
        assertThatThrownBy(() -> Innovating.innovate(ASH.withIngenuity(5), Innovation.IMPROVISED_SHIELDS, CAT))
                .hasMessageContaining("must understand Military Research");
        District d = ASH.withIngenuity(5).withInnovations(List.of(Innovation.MILITARY_RESEARCH));
        assertThat(Innovating.innovate(d, Innovation.IMPROVISED_SHIELDS, CAT).innovations())
                .containsExactly(Innovation.MILITARY_RESEARCH, Innovation.IMPROVISED_SHIELDS);
    }

    @Test
    void carefulRationingRequiresThatYouAreNotFamished() {
        // Careful Rationing's prerequisite: "You are not Famished"
        District famished = ASH.withIngenuity(5).withFood(1);
        assertThatThrownBy(() -> Innovating.innovate(famished, Innovation.CAREFUL_RATIONING, CAT))
                .hasMessageContaining("Famished");
        assertThat(Innovating.innovate(ASH.withIngenuity(5), Innovation.CAREFUL_RATIONING, CAT).innovations())
                .containsExactly(Innovation.CAREFUL_RATIONING);
    }

    @Test
    void theInnovationsAvailableAreThoseWhosePrerequisitesAreMetAndCostPaid() {
        // "they choose one Innovation for which they meet all prerequisites, pay its Ingenuity cost"
        assertThat(Innovating.available(ASH, CAT)).extracting(Innovation::name).containsExactly(Innovation.SHARED_WISDOM);
        assertThat(Innovating.available(ASH.withIngenuity(1), CAT)).extracting(Innovation::name).containsExactly(
                Innovation.SHARED_WISDOM, Innovation.INDOOR_GARDENS, Innovation.MILITARY_RESEARCH,
                Innovation.SCAVENGING_PARTIES);
    }

    @Test
    void anInnovationMovesDirectlyBelowAPrerequisiteOrDirectlyAboveAnInnovationNeedingIt() {
        // "At any time, a District may move one Innovation within the table of Innovations so that it is directly below
        //  another Innovation that is listed in its prerequisites, or directly above another Innovation that lists it as
        //  a prerequisite."
        Catalogue below = CAT.withInnovationMoved(Innovation.GADGET_REPOSITORY, Innovation.SHARED_WISDOM, true);
        assertThat(below.innovations()).extracting(Innovation::name).startsWith(Innovation.SHARED_WISDOM,
                Innovation.GADGET_REPOSITORY, Innovation.INDOOR_GARDENS);
        assertThat(below.innovations()).hasSize(9);
        Catalogue above = CAT.withInnovationMoved(Innovation.INDOOR_GARDENS, Innovation.COMMUNITY_FOOD_BANKS, false);
        List<String> names = above.innovations().stream().map(Innovation::name).toList();
        assertThat(names.indexOf(Innovation.INDOOR_GARDENS) + 1).isEqualTo(names.indexOf(
                Innovation.COMMUNITY_FOOD_BANKS));
        assertThatThrownBy(() -> CAT.withInnovationMoved(Innovation.SHARED_WISDOM, Innovation.INDOOR_GARDENS, true))
                .isInstanceOf(Refusal.class).hasMessageContaining("listed in its prerequisites");
        assertThatThrownBy(() -> CAT.withInnovationMoved(Innovation.SHARED_WISDOM, Innovation.INDOOR_GARDENS, false))
                .hasMessageContaining("lists it as a prerequisite");
    }

    @Test
    void aConnectionCostsFourTimesThePreExistingConnectionsFromTheEnergyTrap() {
        // "At any time a District may spend x*4 from their Energy Trap to establish a new Connection to a Commons, where
        //  x is their number of pre-existing Connections"
        District first = Connections.establish(ASH, Commons.GRAZING_LANDS, CAT);
        assertThat(first.commons()).containsExactly(Commons.GRAZING_LANDS);
        assertThat(first.energyTrap()).isZero();
        assertThatThrownBy(() -> Connections.establish(first.withEnergyTrap(3), Commons.GRAZING_LANDS, CAT))
                .isInstanceOf(Refusal.class).hasMessageContaining("must spend 4");
        District second = Connections.establish(first.withEnergyTrap(6), "the grazing lands", CAT);
        assertThat(second.commons()).containsExactly(Commons.GRAZING_LANDS, Commons.GRAZING_LANDS);
        assertThat(second.energyTrap()).isEqualTo(2);
        assertThat(Connections.cost(second)).isEqualTo(8);
        assertThatThrownBy(() -> Connections.establish(ASH, "The Moon", CAT)).hasMessageContaining("no Commons");
    }
}
