package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.wizards.WizardsState.Duel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Ruleset 168's Duel rule, sentence by sentence, through the logged service. */
class DuelsTest {

    private final WizardsFixture f = new WizardsFixture();
    private final DuelService duels = f.engine().duels();
    private final long id = f.id;
    private static final String A = TestStores.ADMIN;
    private static final List<String> FIELDS = List.of("City Gates", "Mushroom Mines", "Ice Floes");

    @AfterEach
    void close() {
        f.close();
    }

    private Duel duel(int n) {
        return f.engine().wizards().state(id).duel(n).orElseThrow();
    }

    private int begun(String challenger, String opponent, String judge) {
        int n = duels.announce(id, A, challenger, "a test", FIELDS, List.of(), List.of());
        duels.accept(id, A, n, opponent, "Ice Floes");
        duels.judge(id, A, n, judge);
        return n;
    }

    /**
     * "The challenger specifies three different battlefields (such that no individual battle effect appears three
     * times in the list) from the list of current battlefields."
     */
    @Test
    void theThreeBattlefieldsMayNotRepeatAnEffectThreeTimes() {
        int logged = f.store.log().history(id).size();
        // City Gates (walled), The Caravan City (walled), The Slums (Walled): walled three times
        assertThatThrownBy(() -> duels.announce(id, A, "Josh", "walls", List.of("City Gates", "The Caravan City",
                "The Slums"), List.of(), List.of())).isInstanceOf(Refusal.class)
                .hasMessageContaining("appears 3 times");
        assertThatThrownBy(() -> duels.announce(id, A, "Josh", "twice", List.of("City Gates", "City Gates",
                "Ice Floes"), List.of(), List.of())).hasMessageContaining("named twice");
        assertThatThrownBy(() -> duels.announce(id, A, "Josh", "nowhere", List.of("City Gates", "Atlantis",
                "Ice Floes"), List.of(), List.of())).hasMessageContaining("not among the current Battlefields");
        assertThat(f.store.log().history(id)).hasSize(logged);
        int n = duels.announce(id, A, "Josh", "fair", FIELDS, List.of(), List.of());
        assertThat(duel(n).title).isEqualTo("Duel: fair");
        assertThat(duel(n).stage()).isEqualTo("announced");
    }

    /**
     * "Any valid opponent may become the opponent by making a comment […] specifying one of the three battlefields
     * […] That battlefield then becomes the duel’s battlefield." and "At the time that the judge, opponent, and
     * challenger are all assigned, the duel begins."
     */
    @Test
    void theDuelBeginsWhenOpponentAndJudgeAreAssigned() {
        int n = duels.announce(id, A, "Josh", "x", FIELDS, List.of("Kevan"), List.of());
        assertThatThrownBy(() -> duels.accept(id, A, n, "Clucky", "Ice Floes"))
                .hasMessageContaining("not among the valid opponents");
        assertThatThrownBy(() -> duels.accept(id, A, n, "Kevan", "Royal Forest"))
                .hasMessageContaining("one of the three battlefields");
        duels.accept(id, A, n, "Kevan", "ice floes");
        assertThat(duel(n).battlefield).isEqualTo("Ice Floes");
        assertThat(duel(n).begun()).isFalse();
        // "The judge, opponent, and challenger must all be different."
        assertThatThrownBy(() -> duels.judge(id, A, n, "Kevan")).hasMessageContaining("must all be different");
        duels.judge(id, A, n, "Brendan");
        assertThat(duel(n).begunAt).isEqualTo(f.clock.now());
    }

    /** "If a duel has only one valid judge and that judge is the King, then the King becomes its judge automatically." */
    @Test
    void theKingJudgesAutomaticallyWhenTheOnlyValidJudge() {
        int n = duels.announce(id, A, "Josh", "x", FIELDS, List.of(), List.of("Brendan"));
        assertThat(duel(n).judge).isEqualTo("Brendan");
    }

    /**
     * "If a Wizard or King is the Judge for more than one Duel which has begun, and for which a Triumphant has not yet
     * been declared or selected, then that Judge cannot take actions on any but the earliest of those Duels".
     */
    @Test
    void aJudgeActsOnlyOnTheEarliestBegunDuel() {
        int first = begun("Josh", "Kevan", "Clucky");
        f.clock.advance(Duration.ofHours(1));
        int second = begun("Darth", "Amnistar", "Clucky");
        f.clock.advance(Duration.ofHours(25));
        assertThatThrownBy(() -> duels.timeout(id, A, second, "Clucky"))
                .hasMessageContaining("earliest of those Duels");
        duels.timeout(id, A, first, "Clucky");
        assertThat(duels.timeout(id, A, second, "Clucky")).isIn("Darth", "Amnistar");
    }

    /**
     * "If 24 hours have passed since the start of the duel and only one of the duelists has submitted a valid plan, the
     * Judge may declare that duelist to be the Triumphant." and "The Triumphant’s favour increases by three, plus one
     * if creature with gaudy is in their stable."
     */
    @Test
    void afterADayTheOnlyPlanWinsAndGaudyAddsFavor() {
        f.cell("Josh", "Stable", "Gaudy Horse; Winged Emu");
        int n = begun("Josh", "Kevan", "Clucky");
        duels.plan(id, A, n, "Josh", List.of("Winged Emu", "", "Gaudy Horse", "", ""));
        f.clock.advance(Duration.ofHours(23));
        assertThatThrownBy(() -> duels.timeout(id, A, n, "Clucky")).hasMessageContaining("has until");
        f.clock.advance(Duration.ofHours(1));
        assertThatThrownBy(() -> duels.timeout(id, A, n, "Josh")).hasMessageContaining("not the judge");
        assertThat(duels.timeout(id, A, n, "Clucky")).isEqualTo("Josh");
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("4");
        assertThat(duel(n).decidedBy).isEqualTo("only plan");
    }

    /**
     * "If 24 hours have passed and neither duelist submitted a valid plan, the Judge may randomly select one of those
     * duelists as the Triumphant." — a DICE2 in the judge's name, in the Dice Roller's log.
     */
    @Test
    void withNoPlansTheJudgeSelectsAtRandomWithALoggedRoll() {
        int n = begun("Josh", "Kevan", "Clucky");
        f.clock.advance(Duration.ofHours(24));
        String won = duels.timeout(id, A, n, "Clucky");
        assertThat(won).isIn("Josh", "Kevan");
        var rolls = f.store.dice().emperorView(id);
        assertThat(rolls).hasSize(1);
        assertThat(rolls.get(0).expression()).isEqualTo("DICE2");
        assertThat(rolls.get(0).roller()).isEqualTo("Clucky");
        assertThat(won).isEqualTo(rolls.get(0).total() == 1 ? "Josh" : "Kevan");
        assertThat(f.cellOf(won, "Favor")).isEqualTo("3");
    }

    /**
     * "Any creature listed must be in the duelist’s Stable, and no creature may be listed twice in the same duel." —
     * and the plan is a private message to the judge: the players' view has no plans.
     */
    @Test
    void plansListTheDuelistsOwnCreaturesOnceAndStayPrivate() {
        f.cell("Josh", "Stable", "Winged Emu; Giant Horse");
        int n = begun("Josh", "Kevan", "Clucky");
        assertThatThrownBy(() -> duels.plan(id, A, n, "Josh", List.of("Winged Emu", "Winged Emu", "", "", "")))
                .hasMessageContaining("listed twice");
        assertThatThrownBy(() -> duels.plan(id, A, n, "Josh", List.of("Swift Ox", "", "", "", "")))
                .hasMessageContaining("must be in the duelist's Stable");
        assertThatThrownBy(() -> duels.plan(id, A, n, "Josh", List.of("Winged Emu"))).hasMessageContaining("5");
        assertThatThrownBy(() -> duels.plan(id, A, n, "Clucky", List.of("", "", "", "", "")))
                .hasMessageContaining("not a duelist");
        duels.plan(id, A, n, "Josh", List.of("Giant Horse", "", "Winged Emu", "", ""));
        assertThat(duel(n).planOf("Josh").orElseThrow().slots).containsExactly("Giant Horse", "", "Winged Emu", "",
                "");
        assertThat(f.engine().wizards().playerView(id).duel(n).orElseThrow().plans).isEmpty();
        assertThat(f.store.log().history(id).get(f.store.log().history(id).size() - 1).summary())
                .doesNotContain("Giant Horse");
    }

    /**
     * "If seven days have passed since a duel’s blog entry was posted and it has no opponent, any wizard or the king
     * may close it […] A closed Duel ceases to be a duel."
     */
    @Test
    void aDuelWithoutOpponentMayBeClosedAfterSevenDays() {
        int n = duels.announce(id, A, "Josh", "x", FIELDS, List.of(), List.of());
        f.clock.advance(Duration.ofDays(7).minusMinutes(1));
        assertThatThrownBy(() -> duels.close(id, A, n, "Kevan")).hasMessageContaining("seven days");
        f.clock.advance(Duration.ofMinutes(1));
        duels.close(id, A, n, "Brendan");
        assertThat(duel(n).stage()).isEqualTo("closed");
        assertThatThrownBy(() -> duels.accept(id, A, n, "Kevan", "Ice Floes"))
                .hasMessageContaining("ceases to be a duel");
    }

    /**
     * "If a duel has no opponent and only one valid opponent, and if its judge is the King, and if the post announcing
     * it is more than 24 hours old, then the challenger may make the duel’s valid opponent its opponent".
     */
    @Test
    void theChallengerMayForceTheOnlyValidOpponentAfterADay() {
        int n = duels.announce(id, A, "Josh", "x", FIELDS, List.of("Kevan"), List.of("Brendan"));
        f.clock.advance(Duration.ofHours(24));
        assertThatThrownBy(() -> duels.forceOpponent(id, A, n, "Mushroom Mines"))
                .hasMessageContaining("more than 24 hours old");
        f.clock.advance(Duration.ofSeconds(1));
        duels.forceOpponent(id, A, n, "Mushroom Mines");
        assertThat(duel(n).opponent).isEqualTo("Kevan");
        assertThat(duel(n).battlefield).isEqualTo("Mushroom Mines");
        assertThat(duel(n).begun()).isTrue();
    }

    /**
     * "The Triumphant of a Duel may, within 24 hours of winning it, transfer one creature from their opponent’s stable
     * to their own (removing a creature from their stable if necessary)." and "A Wizard who loses a Duel against a
     * Wizard who has not been Eliminated becomes Eliminated."
     */
    @Test
    void theTriumphantTakesACreatureAndEliminatesTheLoser() {
        f.cell("Josh", "Stable", "Winged Emu");
        f.cell("Kevan", "Stable", "Giant Horse; Swift Ox");
        f.cell("Josh", "Elimination", "0");
        f.cell("Kevan", "Elimination", "0");
        f.cell("Clucky", "Elimination", "0");
        int n = begun("Josh", "Kevan", "Darth");
        duels.plan(id, A, n, "Josh", List.of("Winged Emu", "", "", "", ""));
        f.clock.advance(Duration.ofHours(24));
        duels.timeout(id, A, n, "Darth");
        assertThat(f.cellOf("Kevan", "Elimination")).isEqualTo("1");
        assertThat(f.engine().wizards().victor(id)).isEmpty();
        f.clock.advance(Duration.ofHours(23));
        duels.take(id, A, n, "giant horse", "");
        assertThat(f.cellOf("Josh", "Stable")).isEqualTo("Winged Emu; Giant Horse");
        assertThat(f.cellOf("Kevan", "Stable")).isEqualTo("Swift Ox");
        assertThatThrownBy(() -> duels.take(id, A, n, "Swift Ox", "")).hasMessageContaining("one creature");
        f.undo();
        assertThat(f.cellOf("Kevan", "Stable")).isEqualTo("Giant Horse; Swift Ox");
        f.clock.advance(Duration.ofHours(2));
        assertThatThrownBy(() -> duels.take(id, A, n, "Swift Ox", "")).hasMessageContaining("within 24 hours");
    }

    /**
     * "A Wizard who loses a Duel against a Wizard who has not been Eliminated becomes Eliminated." — the judge's comment
     * says so only when it happens: a loser Eliminated before (the default 1) is said to have been so already, and a
     * Triumphant who has been Eliminated eliminates no one. The battle's last line and the settlement are two
     * sentences.
     */
    @Test
    void theResultSaysWhoBecameEliminatedOnlyWhenOneDid() {
        f.cell("Josh", "Stable", "Winged Emu");
        f.cell("Kevan", "Stable", "Swift Ox");
        f.cell("Josh", "Elimination", "0");
        int n = begun("Josh", "Kevan", "Clucky");
        duels.plan(id, A, n, "Josh", List.of("Winged Emu", "", "", "", ""));
        duels.plan(id, A, n, "Kevan", List.of("Swift Ox", "", "", "", ""));
        String text = duels.battle(id, A, n, "Clucky");
        assertThat(text).endsWith("Triumphant: Josh. Josh's Favor +3; Kevan was Eliminated already.");
        assertThat(f.cellOf("Kevan", "Elimination")).isEqualTo("1");
        f.clock.advance(Duration.ofHours(1));
        int other = begun("Darth", "Amnistar", "Clucky");
        duels.plan(id, A, other, "Darth", List.of("", "", "", "", ""));
        f.clock.advance(Duration.ofHours(24));
        duels.timeout(id, A, other, "Clucky");
        assertThat(duel(other).result).endsWith("Darth's Favor +3.");
    }

    /** "If there is only one Wizard with an Elimination of 0, that Wizard achieves victory." */
    @Test
    void theLastWizardNotEliminatedAchievesVictory() {
        f.cell("Josh", "Elimination", "0");
        f.cell("Kevan", "Elimination", "0");
        int n = begun("Josh", "Kevan", "Darth");
        duels.plan(id, A, n, "Josh", List.of("", "", "", "", ""));
        f.clock.advance(Duration.ofHours(24));
        duels.timeout(id, A, n, "Darth");
        assertThat(f.engine().wizards().victor(id)).contains("Josh");
    }

    /**
     * The Druid: "If The Druid announces a duel with a list of one valid opponent, that opponent is deemed to
     * automatically accept the challenge (but has 72 hours to submit a plan)."
     */
    @Test
    void theDruidsOneOpponentAcceptsAutomaticallyAndHasThreeDays() {
        int n = duels.announce(id, A, "The Druid", "for nature", FIELDS, List.of("Kevan"), List.of("Brendan"));
        assertThat(duel(n).opponent).isEqualTo("Kevan");
        assertThat(duel(n).begun()).isTrue();
        duels.plan(id, A, n, "The Druid", List.of("", "", "", "", ""));
        f.clock.advance(Duration.ofHours(48));
        assertThatThrownBy(() -> duels.timeout(id, A, n, "Brendan")).hasMessageContaining("72 hours");
        f.clock.advance(Duration.ofHours(24));
        assertThat(duels.timeout(id, A, n, "Brendan")).isEqualTo("The Druid");
        // "The Druid […] has zero favour"
        assertThat(f.cellOf("The Druid", "Favor")).isEqualTo("0");
    }

    /** "the Druid may not take action against a Wizard who is allied with the Most Eligible Courtier." */
    @Test
    void theDruidLeavesTheCourtiersFriendAlone() {
        f.cell("Kevan", "Allies", "Most Eligible Courtier(2)");
        assertThatThrownBy(() -> duels.announce(id, A, "The Druid", "x", FIELDS, List.of("Kevan"), List.of()))
                .hasMessageContaining("pals with the Most Eligible Courtier");
        int n = duels.announce(id, A, "Kevan", "x", FIELDS, List.of(), List.of());
        assertThatThrownBy(() -> duels.accept(id, A, n, "The Druid", "Ice Floes"))
                .hasMessageContaining("Most Eligible Courtier");
    }

    /** "For the purposes of dynastic rules which do not deal with voting, The King is not a Wizard." */
    @Test
    void theKingMayJudgeButNotDuel() {
        assertThatThrownBy(() -> duels.announce(id, A, "Brendan", "x", FIELDS, List.of(), List.of()))
                .hasMessageContaining("The King is not a Wizard");
    }

    /** Undo takes an action back whole: the duel's state and the tracker's cells. */
    @Test
    void undoTakesTheSettlementBack() {
        int n = begun("Josh", "Kevan", "Clucky");
        duels.plan(id, A, n, "Josh", List.of("", "", "", "", ""));
        f.clock.advance(Duration.ofHours(24));
        duels.timeout(id, A, n, "Clucky");
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("3");
        f.undo();
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("0");
        assertThat(duel(n).triumphant).isNull();
    }

    /**
     * "Once both players submitted a valid plan, a battle takes place. The first force is the challenger, and the
     * second force is the opponent. […] The Triumphant of the duel’s battle is the Triumphant of the duel." On City
     * Gates (nearby, walled, level): Giant Horse 3 ("+3 if the creature has giant"), Winged Emu 4 (winged, not
     * underground or forest +2; walled +2), Swift Ox 2 ("+2 if the creature has swift and the battlefield has farflung
     * or level").
     */
    @Test
    void theJudgeRunsTheBattleOfTwoPlans() {
        f.cell("Josh", "Stable", "Giant Horse; Winged Emu");
        f.cell("Kevan", "Stable", "Swift Ox");
        int n = duels.announce(id, A, "Josh", "x", List.of("City Gates", "Mushroom Mines", "Ice Floes"), List.of(),
                List.of());
        duels.accept(id, A, n, "Kevan", "City Gates");
        duels.judge(id, A, n, "Clucky");
        duels.plan(id, A, n, "Josh", List.of("Giant Horse", "Winged Emu", "", "", ""));
        assertThatThrownBy(() -> duels.battle(id, A, n, "Clucky")).hasMessageContaining("Kevan has not");
        duels.plan(id, A, n, "Kevan", List.of("Swift Ox", "", "", "", ""));
        var preview = duels.preview(id, n);
        assertThat(preview.slots().get(0).first().total()).isEqualTo(3);
        assertThat(preview.slots().get(1).first().total()).isEqualTo(4);
        assertThat(preview.slots().get(0).second().total()).isEqualTo(2);
        String text = duels.battle(id, A, n, "Clucky");
        assertThat(text).contains("Josh").contains("Triumphant");
        assertThat(duel(n).triumphant).isEqualTo("Josh");
        assertThat(duel(n).decidedBy).isEqualTo("battle");
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("3");
        assertThat(f.store.dice().emperorView(id)).isEmpty();
        f.undo();
        assertThat(duel(n).triumphant).isNull();
        assertThat(f.cellOf("Josh", "Favor")).isEqualTo("0");
    }
}
