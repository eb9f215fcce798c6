package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.StringReader;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.store.GameStore;
import org.dynast.model.wizards.rules.BattleEffect;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The module as a module: campaigns, the tracker underneath, the gate, isolation, the file and the players' view. */
class WizardsModuleTest {

    private final WizardsFixture f = new WizardsFixture();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;
    private static final List<String> FIELDS = List.of("City Gates", "Mushroom Mines", "Ice Floes");

    @AfterEach
    void close() {
        f.close();
    }

    /** Ruleset 168 dynasties run the tracker and the Wizards by default. */
    @Test
    void aRuleset168DynastyRunsTheWizardsOnTheTracker() {
        assertThat(f.store.dynasties().found(A, "Defaults", 168, new Terms("Wizard", "Wizards", "King"), "Brendan",
                LocalDate.of(2026, 11, 1)).modules()).contains("tracker", WizardsModule.ID);
    }

    /** Without the tracker, the Wizards' actions are refused in words, and nothing is written. */
    @Test
    void withoutTheTrackerTheWizardsRefuse() {
        long bare = f.found("No tracker", List.of(WizardsModule.ID));
        int logged = f.store.log().history(bare).size();
        assertThatThrownBy(() -> f.engine().duels().announce(bare, A, "Josh", "x", FIELDS, List.of(), List.of()))
                .isInstanceOf(Refusal.class).hasMessageContaining("without the gamestate tracker");
        assertThat(f.store.log().history(bare)).hasSize(logged);
    }

    /** "Dynasty modules": a dynasty that does not run the Wizards refuses their actions. */
    @Test
    void aDynastyWithoutTheWizardsRefusesThem() {
        long plain = f.found("Tracker only", List.of("tracker"));
        assertThatThrownBy(() -> f.engine().stables().feed(plain, A, "Josh")).isInstanceOf(Refusal.class)
                .hasMessageContaining("does not run Wizards");
    }

    /**
     * Rule "Victory and Ascension": "If the game is not already in Hiatus and there is a pending DoV, the game
     * immediately goes into Hiatus […] During this time, the only game actions that may be taken are those covered by
     * Rules “Wizards”, “Votable Matters”, “Calls for Judgement”, “Gamestate Tracking” and “Victory and Ascension”."
     */
    @Test
    void dynasticActionsWaitOutTheHiatus() {
        long josh = f.store.roster().roster(id).byName("Josh").orElseThrow().id();
        f.store.matters().post(id, A, MatterKind.DOV, "Josh wins", josh, null, "I have won.");
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> f.engine().duels().announce(id, A, "Kevan", "x", FIELDS, List.of(), List.of()))
                .isInstanceOf(Refusal.class).hasMessageContaining("Hiatus");
        assertThatThrownBy(() -> f.engine().stables().feed(id, A, "Kevan")).hasMessageContaining("Hiatus");
        assertThat(f.store.log().history(id)).hasSize(logged);
    }

    /**
     * "Any time there is no open campaign, the King may “Go on Campaign” by submitting a blog post including […] Three
     * battlefields with randomly selected battle effects and names chosen by the king. […] The campaign number, which
     * for the first campaign is 1" and "Battlefields created in this way are also added to the list of current
     * Battlefields".
     */
    @Test
    void goingOnCampaignRollsEffectsAndAddsTheBattlefields() {
        CampaignService campaigns = f.engine().campaigns();
        int n = campaigns.go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        assertThat(n).isEqualTo(1);
        var rolls = f.store.dice().emperorView(id);
        assertThat(rolls).hasSize(9).allMatch(r -> r.expression().equals("DICE12") && r.roller().equals("Brendan"));
        WizardsState s = f.engine().wizards().state(id);
        WizardsState.Field pass = s.battlefield("Goblin Pass").orElseThrow();
        BattleEffect[] effects = BattleEffect.values();
        assertThat(pass.effects).containsExactly(effects[(int) (long) rolls.get(0).total() - 1].wording(),
                effects[(int) (long) rolls.get(1).total() - 1].wording(),
                effects[(int) (long) rolls.get(2).total() - 1].wording());
        assertThat(s.battlefields).hasSize(16);
        assertThatThrownBy(() -> campaigns.go(id, A, List.of("A", "B", "C"))).hasMessageContaining("is open");
    }

    /**
     * "Any Wizard may participate in an open campaign […] Any creature thus listed cannot be removed from their Stable
     * or used by the participating Wizard (such as in a duel or a campaign) until the closing of the campaign." and
     * "The Druid cannot participate in campaigns."
     */
    @Test
    void participatingLocksTheListedCreatures() {
        f.cell("Josh", "Stable", "Winged Horse; Giant Ox");
        CampaignService campaigns = f.engine().campaigns();
        campaigns.go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        assertThatThrownBy(() -> campaigns.participate(id, A, "The Druid", "Goblin Pass", List.of("", "", "", "",
                ""))).hasMessageContaining("cannot participate");
        assertThatThrownBy(() -> campaigns.participate(id, A, "Josh", "City Gates", List.of("", "", "", "", "")))
                .hasMessageContaining("created for the campaign");
        campaigns.participate(id, A, "Josh", "Goblin Pass", List.of("Winged Horse", "", "", "", ""));
        int duel = f.engine().duels().announce(id, A, "Josh", "x", FIELDS, List.of(), List.of());
        f.engine().duels().accept(id, A, duel, "Kevan", "Ice Floes");
        f.engine().duels().judge(id, A, duel, "Clucky");
        assertThatThrownBy(() -> f.engine().duels().plan(id, A, duel, "Josh", List.of("Winged Horse", "", "", "",
                ""))).hasMessageContaining("until the closing of the campaign");
        f.engine().duels().plan(id, A, duel, "Josh", List.of("Giant Ox", "", "", "", ""));
    }

    /**
     * "If an open campaign has been posted for 72 hours, any Wizard may close it by making a comment on the campaign
     * with an ordered list of five random numbers, generated as up to 2N+4" — and "If closing a campaign generates at
     * least one battle for each battlefield in it in which a wizard is the triumphant, that campaign is said to be
     * successful. Increase the military situation by 1. Otherwise, decrease the military situation by 1."
     */
    @Test
    void closingACampaignFightsTheWesternForce() {
        f.cell("Josh", "Stable", "Giant Horse; Swift Ox");
        f.cell("Kevan", "Favor", "3");
        CampaignService campaigns = f.engine().campaigns();
        campaigns.go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        campaigns.participate(id, A, "Josh", "Goblin Pass", List.of("Giant Horse", "", "", "", ""));
        f.clock.advance(Duration.ofHours(71));
        assertThatThrownBy(() -> campaigns.close(id, A, "Kevan")).hasMessageContaining("72 hours");
        f.clock.advance(Duration.ofHours(1));
        int before = f.store.dice().emperorView(id).size();
        String report = campaigns.close(id, A, "Kevan");
        var rolls = f.store.dice().emperorView(id).subList(before, f.store.dice().emperorView(id).size());
        assertThat(rolls).hasSize(5).allMatch(r -> r.expression().equals("DICE6") && r.roller().equals("Kevan"));
        assertThat(report).startsWith("Closing campaign 1.");
        WizardsState.Campaign c = f.engine().wizards().state(id).campaigns.get(0);
        assertThat(c.closedAt).isEqualTo(f.clock.now());
        // one battle on one of three battlefields: never successful
        assertThat(c.successful).isFalse();
        assertThat(f.tracker().table(id).globals()).containsEntry("Military Situation", "-1");
        // "decrease the Favor of each wizard who did not fight in a battle in that campaign by 2, to a minimum of 0"
        assertThat(f.cellOf("Kevan", "Favor")).isEqualTo("1");
        f.undo();
        assertThat(f.engine().wizards().state(id).openCampaign()).isPresent();
        assertThat(f.cellOf("Kevan", "Favor")).isEqualTo("3");
    }

    /**
     * "Battlefields created in this way are also added to the list of current Battlefields in rule “Battlefields”." —
     * the tracker's global value "Current Battlefields" (the GNDT's) follows the module's list.
     */
    @Test
    void theTrackersCurrentBattlefieldsFollowTheCampaigns() {
        f.engine().campaigns().go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        String listed = f.tracker().table(id).globals().get("Current Battlefields");
        assertThat(listed).startsWith("City Gates, Mushroom Mines, ").endsWith("Royal Barrens, Goblin Pass, "
                + "Eastern Marsh, Bleak Tor");
        assertThat(listed.split(", ")).hasSize(16);
        f.undo();
        assertThat(f.tracker().table(id).globals().get("Current Battlefields")).doesNotContain("Goblin Pass");
    }

    /** Isolation: acting in one dynasty leaves another's export as it was. */
    @Test
    void actingInOneDynastyLeavesAnothersExportUnchanged() {
        long other = f.found("Other court");
        f.engine().duels().announce(other, A, "Josh", "there", FIELDS, List.of(), List.of());
        String before = f.export(other);
        f.cell("Josh", "Favor", "4");
        f.engine().wizards().associate(id, A, "Josh", "Queen", 2);
        int n = f.engine().duels().announce(id, A, "Josh", "here", FIELDS, List.of(), List.of());
        f.engine().duels().accept(id, A, n, "Kevan", "Ice Floes");
        f.engine().stables().feed(id, A, "Clucky");
        f.engine().campaigns().go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        assertThat(f.export(other)).isEqualTo(before);
    }

    /**
     * The dynasty file (the emperor's) carries the Wizards' state, plans included, to another file; the players' view
     * leaves the plans out, and the players' tracker table leaves out the Traitor.
     */
    @Test
    void theFileCarriesTheStateAndThePlayersViewLeavesOutThePrivateParts() throws Exception {
        f.cell("Josh", "Stable", "Winged Horse");
        int n = f.engine().duels().announce(id, A, "Josh", "secretive", FIELDS, List.of(), List.of());
        f.engine().duels().accept(id, A, n, "Kevan", "Ice Floes");
        f.engine().duels().judge(id, A, n, "Clucky");
        f.engine().duels().plan(id, A, n, "Josh", List.of("", "Winged Horse", "", "", ""));
        f.engine().wizards().selectTraitor(id, A);
        String file = f.export();
        JsonNode tree = Snapshots.standardMapper().readTree(file);
        assertThat(tree.path("wizards").path("duels").get(0).path("plans").path("Josh").path("slots").get(1)
                .asText()).isEqualTo("Winged Horse");
        // the plan is the only place the Winged Horse appears in the module's state
        assertThat(new Snapshots().write(f.engine().wizards().playerView(id))).doesNotContain("Winged Horse");
        assertThat(f.tracker().playerView(id).globals()).doesNotContainKey("Traitor");
        assertThat(f.engine().wizards().playerView(id).duel(n).orElseThrow().plans).isEmpty();
        try (GameStore copy = TestStores.store(TestStores.clock())) {
            Dynasty d = copy.exchange().importFrom(new StringReader(file), "w.json", A);
            WizardsState there = WizardsEngine.in(copy).wizards().state(d.id());
            assertThat(there.duel(n).orElseThrow().planOf("Josh").orElseThrow().slots).containsExactly("",
                    "Winged Horse", "", "", "");
            assertThat(WizardsEngine.in(copy).wizards().traitor(d.id()))
                    .isEqualTo(f.engine().wizards().traitor(id));
        }
        String stranger = file.replace("\"challenger\" : \"Josh\"", "\"challenger\" : \"Mallory\"");
        try (GameStore copy = TestStores.store(TestStores.clock())) {
            assertThatThrownBy(() -> copy.exchange().importFrom(new StringReader(stranger), "w.json", A))
                    .hasMessageContaining("wizards.duels[0].challenger").hasMessageContaining("Mallory");
        }
    }

    /** Every action is one log entry naming who did what; undo returns the tracker and the state exactly. */
    @Test
    void anActionIsLoggedAndUndoneWhole() {
        String before = f.export();
        f.cell("Josh", "Favor", "3");
        String corrected = f.export();
        f.engine().wizards().associate(id, A, "Josh", "Queen", 2);
        var last = f.store.log().history(id).get(f.store.log().history(id).size() - 1);
        assertThat(last.actor()).isEqualTo(A);
        assertThat(last.kind()).isEqualTo("wizards.court.associate");
        assertThat(last.summary()).contains("Josh spent 2 Favor to associate with the Queen");
        f.clock.advance(Duration.ofMinutes(1));
        f.undo();
        assertThat(stripTimes(f.export())).isEqualTo(stripTimes(corrected));
        assertThat(before).isNotEqualTo(corrected);
    }

    private static String stripTimes(String export) {
        return export.replaceAll("\"exportedAt\" : \"[^\"]*\"", "").replaceAll("(?s)\"history\" : \\[.*?\\]", "");
    }
}
