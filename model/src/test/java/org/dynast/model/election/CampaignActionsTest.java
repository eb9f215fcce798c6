package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.dice.Roll;
import org.dynast.model.log.LogEntry;
import org.dynast.model.roster.IdleReason;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Rule "Campaign" and its sub-rules, each tested against its sentence; every roll through the logged Dice Roller. */
class CampaignActionsTest {

    private final Fixture f = new Fixture();
    private final long id = f.found();
    private final CampaignService campaigns = f.engine.campaigns();

    @AfterEach
    void close() {
        f.close();
    }

    private void stats(String name, long supporters, String endorses, long money) {
        f.seed(id, w -> {
            w.setSupporters(name, supporters);
            w.setEndorses(name, endorses);
            w.setMoney(name, money);
        });
    }

    private Roll lastRoll() {
        List<Roll> rolls = f.store.dice().emperorView(id);
        return rolls.get(rolls.size() - 1);
    }

    /**
     * Grass Roots: "the Candidate may perform a Grass Roots action by commenting “GR 1DICE12” ... The candidate then
     * increases their Supporters by the result of the roll and, if they are not endorsing themselves, the Supporters
     * of the Candidate they endorse by one third of the result of the roll, rounded up."
     */
    @Test
    void grassRootsAddsTheRollAndAThirdRoundedUpToTheEndorsee() {
        stats("Arrow", 10, "Brigid", 10);
        stats("Brigid", 5, "Brigid", 10);
        CampaignService.Done done = campaigns.perform(id, Fixture.ADMIN,
                CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow"));
        long roll = done.roll();
        assertThat(roll).isBetween(1L, 12L);
        assertThat(lastRoll().roller()).isEqualTo("Arrow");
        assertThat(lastRoll().expression()).isEqualTo("DICE12");
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(10 + roll);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(5 + (roll + 2) / 3);
        // "Each Candidate has a statistic “Action” which is the date and time ... that the last Campaign action was taken"
        assertThat(f.candidate(id, "Arrow").action()).isEqualTo(f.clock.now());
    }

    /**
     * The Action Log and Undo's bar say what the roll did: the summary was made of the dry run's dice (every die 1), so
     * a Grass Roots that gave Darknight +10 was logged as "+1 Supporters" (seen in the Election journey's screenshot).
     */
    @Test
    void theLogSaysTheRollThatWasMadeNotTheDryRuns() {
        stats("Arrow", 10, "Arrow", 10);
        for (int i = 0; i < 6; i++) {
            CampaignService.Done done = campaigns.perform(id, Fixture.ADMIN,
                    CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow"));
            long supporters = f.candidate(id, "Arrow").supporters();
            assertThat(f.store.log().history(id)).last().extracting(LogEntry::summary)
                    .isEqualTo(done.summary())
                    .isEqualTo("Arrow: Grass Roots — Arrow +" + lastRoll().total() + " Supporters (" + supporters + ")");
            f.clock.advance(Duration.ofHours(48));
        }
    }

    /** The "Action" statistic in the Gamestate table reads to the second, whatever the clock's precision. */
    @Test
    void theActionStatisticIsWrittenToTheSecond() {
        f.clock.set(Instant.parse("2008-08-04T10:00:07.173154Z"));
        campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow"));
        assertThat(f.tracker.table(id).rows()).filteredOn(r -> r.name().equals("Arrow")).singleElement()
                .satisfies(r -> assertThat(r.cell(ElectionBooks.ACTION)).isEqualTo("2008-08-04T10:00:07Z"));
    }

    /** "If a Candidate has not performed a Campaign Action within the last 48 horus": one minute early is refused. */
    @Test
    void eachCampaignActionWaitsItsOwnWindowSinceTheLastAndOneMinuteEarlyIsRefused() {
        stats("Arrow", 40, "Arrow", 10);
        campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.FUNDRAISER, "Arrow")
                .withX(4));
        f.clock.advance(Duration.ofHours(12).minusMinutes(1));
        // Fundraiser: "If a Candidate has not taken a campaign action within the last 12 hours"
        assertThat(campaigns.windows(id, "Arrow")).filteredOn(w -> w.action() == CampaignAction.FUNDRAISER)
                .extracting(Window::words).containsExactly("Fundraiser possible in 1 min");
        long before = f.candidate(id, "Arrow").money();
        int logged = f.store.log().history(id).size();
        assertThatThrownBy(() -> campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(
                CampaignAction.FUNDRAISER, "Arrow").withX(4))).isInstanceOf(Refusal.class)
                .hasMessageContaining("within the last 12 hours").hasMessageContaining("possible in 1 min")
                .hasMessageMatching("(?s).*took a Campaign Action at \\d{1,2}-\\d{1,2}-\\d{4} at \\d{2}:\\d{2} GMT, .*");
        assertThat(f.store.log().history(id)).hasSize(logged);
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(before);
        f.clock.advance(Duration.ofMinutes(1));
        campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.FUNDRAISER, "Arrow").withX(4));
        // Grass Roots (48 h), Mud-Sling (72 h), Going Abroad (96 h), Free T-Shirts (48 h) from the same moment
        assertThat(campaigns.windows(id, "Arrow")).extracting(Window::words).containsExactly(
                "Grass Roots possible in 2 d 0 h", "Mud-Sling possible in 3 d 0 h", "Fundraiser possible in 12 h 0 min",
                "Going Abroad possible in 4 d 0 h", "Free T-Shirts possible in 2 d 0 h");
    }

    /**
     * Mud-Sling: "by commenting “MS NAME 1DICE12” in the GDNT where NAME is the name of any active Candidate. The
     * Candidate then decreases the Supporters of NAME by the result of the roll and their own Supporters by 3."
     */
    @Test
    void mudSlingTakesTheRollFromNameAndThreeFromTheSlinger() {
        stats("Arrow", 10, "Arrow", 10);
        stats("Brigid", 30, "Brigid", 10);
        long roll = campaigns.perform(id, Fixture.ADMIN, new CampaignService.Request(CampaignAction.MUD_SLING,
                "Arrow", "Brigid", 0, false)).roll();
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(30 - roll);
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(7);
        assertThat(lastRoll().purpose()).contains("MS Brigid 1DICE12");
    }

    /** Mud-Sling on a name that is no active Candidate is refused, naming why; nothing is rolled. */
    @Test
    void mudSlingOnSomeoneNotActiveIsRefused() {
        int rolls = f.store.dice().emperorView(id).size();
        assertThatThrownBy(() -> campaigns.perform(id, Fixture.ADMIN, new CampaignService.Request(
                CampaignAction.MUD_SLING, "Arrow", Fixture.THOG, 0, false))).isInstanceOf(Refusal.class)
                .hasMessageContaining("not an active Candidate");
        assertThat(f.store.dice().emperorView(id)).hasSize(rolls);
    }

    /**
     * Fundraiser: "posting 1DICEX in the GDNT where X is any postive number between 0 and the total number of
     * supporters they have. The Candidate must then increase their money by the result and decrease their supporters
     * by X*.25. Rounded down to the nearest whole number."
     */
    @Test
    void fundraiserRollsDiceXForMoneyAndCostsAQuarterOfXRoundedDown() {
        stats("Arrow", 10, "Arrow", 10);
        long roll = campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.FUNDRAISER, "Arrow")
                .withX(7)).roll();
        assertThat(roll).isBetween(1L, 7L);
        assertThat(lastRoll().expression()).isEqualTo("DICE7");
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(10 + roll);
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(10 - 1);
        f.clock.advance(Duration.ofHours(12));
        assertThatThrownBy(() -> campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(
                CampaignAction.FUNDRAISER, "Arrow").withX(10))).isInstanceOf(Refusal.class)
                .hasMessageContaining("no greater than Arrow's Supporters (9)");
    }

    /**
     * Going Abroad: "The candidate then sets their supporters to X, where X is the result of dividing the number of
     * supporters they have by the outcome of the die roll. The next time this candidate takes/performs an action, they
     * may instead double the amount of money they have and then take/perform the action."
     */
    @Test
    void goingAbroadDividesSupportersByTheRollAndTheNextActionMayDoubleMoneyFirst() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        stats("Arrow", 21, "Arrow", 13);
        long roll = campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.GOING_ABROAD,
                "Arrow")).roll();
        assertThat(f.candidate(id, "Arrow").supporters()).isEqualTo(21 / roll);
        assertThat(campaigns.mayDoubleMoney(id, "Arrow")).isTrue();
        f.clock.advance(Duration.ofHours(96));
        campaigns.perform(id, Fixture.ADMIN, new CampaignService.Request(CampaignAction.FREE_TSHIRTS, "Arrow", null, 0,
                true));
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(13 * 2 - 15);
        assertThat(campaigns.mayDoubleMoney(id, "Arrow")).as("only the next action").isFalse();
    }

    /** Doubling money is only for the action after Going Abroad. */
    @Test
    void doublingMoneyWithoutGoingAbroadIsRefused() {
        assertThatThrownBy(() -> campaigns.perform(id, Fixture.ADMIN, new CampaignService.Request(
                CampaignAction.GRASS_ROOTS, "Arrow", null, 0, true))).isInstanceOf(Refusal.class)
                .hasMessageContaining("only the next action after Going Abroad");
    }

    /**
     * Free T-Shirts: "by paying 15 Money and making a comment of ‘Free T-Shirts!’ at the News Post. If e does, that
     * comment isn’t BS. Then, within a period of 24 hours, any Candidate that endorses the Candidate who performed
     * this action may add 1DICE6 to their own Supporters once."
     */
    @Test
    void freeTShirtsCostFifteenAndEndorsersClaimOneDice6OnceWithin24Hours() {
        f.engine.media().postNews(id, Fixture.ADMIN);
        stats("Arrow", 10, "Arrow", 10);
        stats("Brigid", 4, "Arrow", 10);
        stats("Cassius", 4, "Cassius", 10);
        campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.FREE_TSHIRTS, "Arrow"));
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(-5);
        assertThat(f.candidate(id, "Arrow").inDebt()).isTrue();
        assertThat(f.engine.media().news(id)).extracting(n -> n.kind).containsExactly("T-SHIRTS");
        assertThat(f.engine.media().lastStatementPoster(id)).as("that comment isn’t BS").isEmpty();

        long roll = campaigns.claimTShirts(id, Fixture.ADMIN, "Brigid");
        assertThat(roll).isBetween(1L, 6L);
        assertThat(f.candidate(id, "Brigid").supporters()).isEqualTo(4 + roll);
        assertThatThrownBy(() -> campaigns.claimTShirts(id, Fixture.ADMIN, "Brigid")).isInstanceOf(Refusal.class)
                .hasMessageContaining("once");
        assertThatThrownBy(() -> campaigns.claimTShirts(id, Fixture.ADMIN, "Cassius")).isInstanceOf(Refusal.class)
                .hasMessageContaining("endorses the giver");
        // Arrow endorses themselves, and so endorses the giver
        f.clock.advance(Duration.ofHours(24));
        assertThatThrownBy(() -> campaigns.claimTShirts(id, Fixture.ADMIN, "Arrow")).isInstanceOf(Refusal.class)
                .hasMessageContaining("within 24 hours");
    }

    /** Each Campaign Action is previewed before it is done: the dice, each effect with its range, and the window. */
    @Test
    void aPreviewSaysWhatWillBeRolledAndWhyNotNow() {
        stats("Arrow", 10, "Brigid", 10);
        assertThat(campaigns.preview(id, CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow")))
                .containsExactly("Rolls 1DICE12 in Arrow's name; Arrow gains that many Supporters (1–12).",
                        "Brigid, whom Arrow endorses, gains a third of it, rounded up (1–4).",
                        "Arrow's Action becomes the time it is done.");
        campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow"));
        f.clock.advance(Duration.ofHours(44).plusMinutes(48));
        assertThat(campaigns.preview(id, CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow")).get(0))
                .startsWith("Not now: ").endsWith("Grass Roots possible in 3 h 12 min.");
    }

    /** Undo takes a Campaign Action back whole: its roll, the Supporters and the Action time. */
    @Test
    void undoTakesACampaignActionBackWhole() {
        stats("Arrow", 10, "Brigid", 10);
        Candidate before = f.candidate(id, "Arrow");
        int rolls = f.store.dice().emperorView(id).size();
        campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(CampaignAction.GRASS_ROOTS, "Arrow"));
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.candidate(id, "Arrow")).isEqualTo(before);
        assertThat(f.store.dice().emperorView(id)).hasSize(rolls);
    }

    /** "The President Thog is not considered a Candidate": no Campaign Action of theirs. */
    @Test
    void thePresidentThogTakesNoCampaignAction() {
        assertThatThrownBy(() -> campaigns.perform(id, Fixture.ADMIN, CampaignService.Request.of(
                CampaignAction.GRASS_ROOTS, Fixture.THOG))).isInstanceOf(Refusal.class)
                .hasMessageContaining("President Thog");
    }

    /**
     * "A Candidate who is not in debt may, as a daily action, donate up to half eir money (rounded down) to the
     * candidate e Endorses."
     */
    @Test
    void aDonationIsUpToHalfRoundedDownDailyAndNotInDebt() {
        stats("Arrow", 0, "Brigid", 11);
        assertThat(campaigns.mostDonation(id, "Arrow")).isEqualTo(5);
        assertThatThrownBy(() -> campaigns.donate(id, Fixture.ADMIN, "Arrow", 6)).isInstanceOf(Refusal.class)
                .hasMessageContaining("half their money rounded down (5)");
        campaigns.donate(id, Fixture.ADMIN, "Arrow", 5);
        assertThat(f.candidate(id, "Arrow").money()).isEqualTo(6);
        assertThat(f.candidate(id, "Brigid").money()).isEqualTo(15);
        f.clock.advance(Duration.ofHours(5));
        assertThatThrownBy(() -> campaigns.donate(id, Fixture.ADMIN, "Arrow", 1)).isInstanceOf(Refusal.class);
        stats("Cassius", 0, "Brigid", -1);
        assertThatThrownBy(() -> campaigns.donate(id, Fixture.ADMIN, "Cassius", 1)).isInstanceOf(Refusal.class)
                .hasMessageContaining("In debt");
    }

    /**
     * "If at any time a Candidate is Endorsing anyone other than an active Candidate, that Candidate then is set to
     * Endorse themselves. A Candidate may, as a weekly action, change their Endorse to any active Candidate."
     */
    @Test
    void endorsingAnInactiveCandidateTurnsIntoSelfEndorsementAndTheChangeIsWeekly() {
        f.engine.campaigns().endorse(id, Fixture.ADMIN, "Arrow", "Brigid");
        assertThat(f.candidate(id, "Arrow").endorses()).isEqualTo("Brigid");
        f.clock.advance(Duration.ofHours(2));
        assertThatThrownBy(() -> campaigns.endorse(id, Fixture.ADMIN, "Arrow", "Cassius"))
                .isInstanceOf(Refusal.class);
        long brigid = f.store.roster().roster(id).byName("Brigid").orElseThrow().id();
        f.store.roster().idle(id, Fixture.ADMIN, brigid, IdleReason.REQUESTED, f.clock.now());
        assertThat(f.candidate(id, "Arrow").endorses()).isEqualTo("Arrow");
    }

    /**
     * "The default value for any new Candidate is equal to the ‘Supporters’ of the Candidate with the lowest number of
     * Supporters"; "A Candidate’s Total Support is the sum total of the Supporters of all Candidates that Endorse them."
     */
    @Test
    void aNewCandidateGetsTheLowestSupportersAndTotalSupportSumsTheEndorsers() {
        stats("Arrow", 12, "Arrow", 10);
        stats("Brigid", 7, "Arrow", 10);
        stats("Cassius", 9, "Cassius", 10);
        stats("Dorian", 20, "Cassius", 10);
        f.store.roster().addPlayer(id, Fixture.ADMIN, "Eustace", false, null);
        assertThat(f.candidate(id, "Eustace").supporters()).isEqualTo(7);
        assertThat(f.candidate(id, "Arrow").totalSupport()).isEqualTo(19);
        assertThat(f.candidate(id, "Cassius").totalSupport()).isEqualTo(29);
        assertThat(f.candidate(id, "Brigid").totalSupport()).isZero();
        f.store.log().undo(id, Fixture.ADMIN);
        assertThat(f.engine.books().candidates(id)).extracting(Candidate::name).doesNotContain("Eustace");
    }
}
