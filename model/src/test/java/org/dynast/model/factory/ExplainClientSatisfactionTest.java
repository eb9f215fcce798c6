package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.explain.Explanation;
import org.dynast.model.factory.explain.ClientExplanations;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetService;
import org.junit.jupiter.api.Test;

/** "Why?" on a Client's satisfaction (Ruleset 190, "Clientele"). */
class ExplainClientSatisfactionTest extends FloorFixture {

    private final Ruleset ruleset = RulesetService.preview(DynastyModules.installed().shippedRuleset(190).orElseThrow().text()).ruleset();

    @Test
    void aClientIsSatisfiedWhenEveryWantIsFulfilledAndAReportEarnsCogsByTheirNumber() {
        // "A Client is Satisfied with a Worker if the Worker is currently fulfilling all of the Client’s Wants."
        // "2 Cogs for 1 Want, 4 Cogs for 2 Wants, and 7 Cogs for 3 or more Wants."
        floor.wantsOf(Client.ELITE).addAll(List.of("Workers' Rights", "Eco-Friendliness", "Asceticism"));
        Explanation why = ClientExplanations.satisfaction(floor, kev, Client.ELITE, ruleset);
        Wants.Verdict shown = Wants.verdict(floor, kev, Client.ELITE);
        assertThat(shown.satisfied()).isTrue();
        assertThat(why.value()).isEqualTo("Satisfied");
        assertThat(why.arithmetic()).contains("✓ Workers' Rights: Energy 2 — “The Worker has at least 1 Energy.”",
                "3 of 3 Wants fulfilled: Satisfied");
        assertThat(why.arithmetic()).last().asString().startsWith("A Report earns " + shown.cogs() + " Cogs")
                .contains("7 Cogs");
        assertThat(why.citation().quoted()).isTrue();
        assertThat(why.citation().sentence()).isEqualTo("A Client is Satisfied with a Worker if the Worker is "
                + "currently fulfilling all of the Client’s Wants.");
    }

    @Test
    void oneUnfulfilledWantIsEnoughToDissatisfy() {
        floor.wantsOf(Client.VATICAN).addAll(List.of("Surplus", "Workers' Rights"));
        kev.things = new ArrayList<>(List.of("A", "B"));
        Explanation why = ClientExplanations.satisfaction(floor, kev, Client.VATICAN, ruleset);
        assertThat(Wants.verdict(floor, kev, Client.VATICAN).satisfied()).isFalse();
        assertThat(why.value()).isEqualTo("Not Satisfied");
        assertThat(why.arithmetic()).contains("✗ Surplus: 2 Things — “The Worker has at least 5 Things.”",
                "1 of 2 Wants fulfilled: not Satisfied");
    }
}
