package org.dynast.model.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.junit.jupiter.api.Test;

/** After a Bout: "Ending a Bout", "Red Mist", "LED Banner", "Practice Bouts". */
class AfterBoutTest {

    private static final Instant T0 = Instant.parse("2026-11-22T12:00:00Z");
    private static final Instant T1 = Instant.parse("2026-11-22T13:00:00Z");

    private static Loadout loadout(long id, Bot bot, int money) {
        return new Loadout(id, 1, money, bot, List.of(), Readiness.SET, T0, true, "");
    }

    private static BoutResult bout(Bot ada, Bot bix) {
        // Ada's Axe chops Bix (Chassis 20%) once: TKO
        return Arena.placed(Arena.entrant(ada, "If the current turn is 1, use the following System: Axe"), 9,
                Facing.RIGHT, Arena.entrant(bix), 10, Facing.LEFT);
    }

    /** "All Operators who had Bots in the Bout gain ₩1,000, plus ₩500 for each Opponent; when these values are awarded, the Readiness of all Operators to have participated in that Bout are set to Workshop" */
    @Test
    void moneyAndReadiness() {
        Bot ada = Arena.bot("Ada", "Axe");
        Bot bix = Arena.bot("Bix").withChassis(Part.chassis("Apex Systems X1500", 20));
        BoutResult r = bout(ada, bix);
        var settled = AfterBout.settle(r, new AfterBout.Participant("Ann", loadout(1, ada, 10_000)),
                new AfterBout.Participant("Ben", loadout(2, bix, 19_000)), T1);
        assertThat(settled.get(0).loadout().money()).isEqualTo(11_500);
        assertThat(settled.get(1).loadout().money()).isEqualTo(20_000); // "can not surpass ₩20,000"
        assertThat(settled).allSatisfy(s -> {
            assertThat(s.loadout().readiness()).isEqualTo(Readiness.WORKSHOP);
            assertThat(s.loadout().readinessSince()).isEqualTo(T1);
            assertThat(s.loadout().repairedSinceBout()).isFalse();
        });
        // the Conditions the Bout left
        assertThat(settled.get(1).loadout().bot().chassis().condition()).isZero();
        assertThat(settled.get(1).loadout().bot().engine().condition()).isEqualTo(90);
    }

    /** Red Mist: "the Winner gains additional Money equal to one hundred times their own Red Mist, and any non-winning participants lose percentage points of Condition to their chassis and exposed system equal to five times their Red Mist ... then, the Red Mist of all participants in that Bout is set to zero." */
    @Test
    void redMist() {
        Bot ada = Arena.bot("Ada", "Axe");
        Bot bix = Arena.bot("Bix", "Plate").withChassis(Part.chassis("Apex Systems X1500", 20));
        BoutResult r = bout(ada, bix);
        var settled = AfterBout.settle(r, new AfterBout.Participant("Ann", loadout(1, ada, 10_000).withRedMist(3)),
                new AfterBout.Participant("Ben", loadout(2, bix, 10_000).withRedMist(2)), T1);
        assertThat(settled.get(0).loadout().money()).isEqualTo(10_000 + 1_500 + 300);
        assertThat(settled.get(1).loadout().bot().systems().get(0).condition()).isEqualTo(90);
        assertThat(settled).allSatisfy(s -> assertThat(s.loadout().redMist()).isZero());
    }

    /** LED Banner: "Displays the name of every distinct Operator that Bot has defeated in a Bout while using this System" and "If a Bot wins a Bout while using an LED Banner that displays the name of more than four Operators then the operator of that Bot has achieved Victory." */
    @Test
    void ledBanner() {
        Bot ada = Arena.bot("Ada", "Axe", "LED Banner").withEngine(Part.engine("Nuclear", 100));
        Bot bix = Arena.bot("Bix").withChassis(Part.chassis("Apex Systems X1500", 20));
        BoutResult r = bout(ada, bix);
        var four = AfterBout.settle(r, new AfterBout.Participant("Ann", loadout(1, ada, 0).withBannerNames(
                List.of("Cy", "Di", "Ed"))), new AfterBout.Participant("Ben", loadout(2, bix, 0)), T1);
        assertThat(four.get(0).loadout().bannerNames()).containsExactly("Cy", "Di", "Ed", "Ben");
        assertThat(four.get(0).victory()).isFalse();
        var five = AfterBout.settle(r, new AfterBout.Participant("Ann", loadout(1, ada, 0).withBannerNames(
                List.of("Cy", "Di", "Ed", "Fe"))), new AfterBout.Participant("Ben", loadout(2, bix, 0)), T1);
        assertThat(five.get(0).victory()).isTrue();
        var again = AfterBout.settle(r, new AfterBout.Participant("Ann", loadout(1, ada, 0).withBannerNames(
                List.of("Ben", "Cy", "Di", "Ed"))), new AfterBout.Participant("Ben", loadout(2, bix, 0)), T1);
        assertThat(again.get(0).loadout().bannerNames()).hasSize(4); // "distinct"
        assertThat(again.get(0).victory()).isFalse();
    }

    /** LED Banner: "if the Operator loses the LED Banner through any means then their LED Banner name tracking is blanked (set to "-") and is considered to hold no names" */
    @Test
    void ledBannerNamesAreBlankedWhenTheBannerIsLost() {
        Bot ada = Arena.bot("Ada", "Axe", "LED Banner");
        Loadout withBanner = loadout(1, ada, 0).withBannerNames(List.of("Cy", "Di"));
        assertThat(withBanner.bannerNames()).containsExactly("Cy", "Di");
        Loadout binned = withBanner.withBot(Arena.bot("Ada", "Axe")).binning(Part.system("LED Banner", 40))
                .blankingLostBanner();
        assertThat(binned.bannerNames()).as("persist ... in its Operator's Spare Parts bin").containsExactly("Cy", "Di");
        assertThat(binned.withBin(List.of()).blankingLostBanner().bannerNames()).isEmpty();
        assertThat(withBanner.withBot(Arena.bot("Ada", "Axe")).blankingLostBanner().bannerNames()).isEmpty();
    }

    /** Practice Bouts: "the Conditions of all Components on any Bot to participate in that Bout is restored to the value it had immediately prior to that Bout taking place." */
    @Test
    void practiceBoutRestoresConditions() {
        Bot ada = Arena.bot("Ada", "Axe");
        Bot bix = Arena.bot("Bix").withChassis(Part.chassis("Apex Systems X1500", 20));
        BoutResult r = bout(ada, bix);
        var settled = AfterBout.settle(r, new AfterBout.Participant("Ann", loadout(1, ada, 0)),
                new AfterBout.Participant("Ben", loadout(2, bix, 0).withRedMist(4)), T1, true);
        assertThat(settled.get(1).loadout().bot()).isEqualTo(bix);
        assertThat(settled.get(1).loadout().money()).isEqualTo(1_500);
    }
}
