package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.dynast.model.TestStores;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The Wizards' gamestate as a MediaWiki page for the players: every table, and nothing private. */
class WizardsPageTest {

    private final WizardsFixture f = new WizardsFixture();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;
    private static final List<String> FIELDS = List.of("City Gates", "Mushroom Mines", "Ice Floes");

    @AfterEach
    void close() {
        f.close();
    }

    /**
     * The duelists' plans ("sending a private message to the judge") and the Traitor ("tracked privately by the King")
     * are not on the players' page; the rest of the gamestate is.
     */
    @Test
    void thePageLeavesOutThePlansAndTheTraitor() {
        f.cell("Josh", "Stable", "Gaudy Horse; Winged Emu");
        f.cell("Kevan", "Stable", "Giant Toad");
        int n = f.engine().duels().announce(id, A, "Josh", "secretive", FIELDS, List.of(), List.of());
        f.engine().duels().accept(id, A, n, "Kevan", "Ice Floes");
        f.engine().duels().judge(id, A, n, "Clucky");
        f.engine().duels().plan(id, A, n, "Josh", List.of("Winged Emu", "", "Gaudy Horse", "", ""));
        f.engine().wizards().selectTraitor(id, A);
        String traitor = f.engine().wizards().traitor(id);
        assertThat(traitor).isNotBlank();

        String page = f.engine().wizards().wikiPage(id);

        assertThat(page).doesNotContain("Traitor").doesNotContain("Winged Emu, ").doesNotContain("plan");
        // the plan's order (Winged Emu first) is nowhere; the Stable's order (Gaudy Horse first) is
        assertThat(page).contains("| Josh || 1 || Gaudy Horse || 0").contains("| Josh || 2 || Winged Emu || 3");
        assertThat(page).contains("== Wizards ==", "== Stables ==", "== Current Battlefields ==", "== Duels ==",
                "== Campaigns ==", "== The Court ==");
        assertThat(page).contains("| 1 || Duel: secretive || ").contains("|| Kevan || Clucky || Ice Floes || ")
                .contains("|| begun ||");
        assertThat(page).contains("| City Gates || nearby, walled, level || the rule");
    }

    /** The Court's table names each ally's Wizard and trust, the ArchBishop's Unholy quality, and Influence. */
    @Test
    void theCourtShowsAlliesTrustAndInfluence() {
        f.cell("Clucky", "Allies", "ArchBishop(2)(Giant); Ambassador(1)");
        f.cell("Josh", "Favor", "4");
        f.engine().wizards().associate(id, A, "Josh", "Queen", 3);
        String page = f.engine().wizards().wikiPage(id);
        assertThat(page).contains("| Queen || Josh || 3 || \n").contains("| ArchBishop || Clucky || 2 || Giant\n")
                .contains("| Treasurer ||  ||  || \n");
        // "A wizard's influence is equal to the number of his court allies, plus two if …"
        assertThat(page).contains("| Clucky || 0 || 2 || 2\n").contains("| Josh || 1 || 1 || 1\n");
    }

    /** A closed campaign's closing comment and the Western Force are on the page, as posted. */
    @Test
    void aClosedCampaignShowsItsClosingComment() {
        f.cell("Josh", "Stable", "Giant Horse");
        var campaigns = f.engine().campaigns();
        campaigns.go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        campaigns.participate(id, A, "Josh", "Goblin Pass", List.of("Giant Horse", "", "", "", ""));
        assertThat(f.engine().wizards().wikiPage(id)).contains("Josh on Goblin Pass: Giant Horse, (empty)")
                .contains("|| open ||").contains("|| Campaign 1\n");
        f.clock.advance(Duration.ofHours(72));
        String report = campaigns.close(id, A, "Kevan");
        String page = f.engine().wizards().wikiPage(id);
        assertThat(page).contains("=== Closing Campaign 1 ===").contains(": " + report.lines().findFirst()
                .orElseThrow()).contains("The Western Force (Armies to the West): ");
    }
}
