package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.Resolution;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.election.debate.Debate;
import org.dynast.model.election.debate.DebateService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A scripted month of the election in one script: two full Debates first (Debate 1 entered, its Debate resolution,
 * the numeric replies and its resolution on time, one a second early refused; Debate 2 entered and its moderator
 * missing the Debate resolution, the penalty recorded; then Debate 3 started by one who may), then Endorses, the News
 * Post, BS with promises, Campaign Actions on their windows and one a minute early (refused), Free T-Shirts and their claims, Going
 * Abroad and the doubled money, donations, Public Image from real resolutions in Votable Matters with the voters'
 * claims, the President Thog's comments, and the victory on 4-10-2008. The rolls come from the file's seeded Dice
 * Roller, so the final Candidates, document and players' page are the same on every run; they are compared with golden
 * files in {@code src/test/resources/election/golden/}, with the debates as the emperor sees them (private boxes
 * included) and as the players' page shows them (no private entry, nor who wrote which). Run with {@code -Dgolden.update=true} to rewrite them after a
 * deliberate change (and read the difference); a missing golden file fails.
 */
class GoldenElectionTest {

    private static final Path GOLDEN = Path.of("src/test/resources/election/golden");

    private final Fixture f = new Fixture();
    private final long id = f.found();
    private final ElectionEngine e = f.engine;
    private final String a = Fixture.ADMIN;
    private static final String A = Fixture.ADMIN;
    private final DebateService d = DebateService.in(f.store);

    @AfterEach
    void close() {
        f.close();
    }

    private long player(String name) {
        return f.store.roster().roster(id).byName(name).orElseThrow().id();
    }

    private void at(String instant) {
        f.clock.set(Instant.parse(instant));
    }

    private CampaignService.Done campaign(CampaignAction action, String who) {
        return e.campaigns().perform(id, a, CampaignService.Request.of(action, who));
    }

    private long proposal(String author, List<String> forVoters, List<String> against) {
        Instant posted = f.clock.now().minus(Duration.ofHours(13));
        long p = f.store.matters().post(id, a, MatterKind.PROPOSAL, "Proposal by " + author + " at " + f.clock.now(),
                player(author), posted, "").id();
        forVoters.forEach(v -> f.store.matters().vote(id, a, p, player(v), VoteIcon.FOR, posted.plusSeconds(60)));
        against.forEach(v -> f.store.matters().vote(id, a, p, player(v), VoteIcon.AGAINST, posted.plusSeconds(90)));
        return p;
    }

    @Test
    void aMonthOfTheElectionWithTwoDebatesEndsInTheGoldenStateAndPages() throws IOException {
        // Debate 1: venue 4 × 5 × 1 = 20, entry cost 2, length 30
        at("2008-08-08T09:00:00Z");
        d.start(id, A, 1, "Arrow", "Should Blognomic have taxes?");
        d.enter(id, A, 1, "Brigid", "I will enter.");
        d.enter(id, A, 1, "Cassius", "Count me in: I will enter.");
        d.enter(id, A, 1, "Dorian", "I will enter.");
        at("2008-08-09T12:00:00Z");
        d.receive(id, A, 1, "Brigid", "Debate Taxes fund the roads we all walk on.");
        d.receive(id, A, 1, "Cassius", "Debate: No taxes, no tyranny.");
        d.receive(id, A, 1, "Dorian", "Debate Taxes fund the roads we all walk on.");
        at("2008-08-11T08:59:59Z");
        assertThatThrownBy(() -> d.postResolution(id, A, 1, "Arrow")).isInstanceOf(Refusal.class); // a second early
        at("2008-08-11T09:00:00Z");
        d.postResolution(id, A, 1, "Arrow");
        at("2008-08-11T15:00:00Z");
        d.reply(id, A, 1, "Arrow", 1);
        d.reply(id, A, 1, "Dorian", 1);
        d.reply(id, A, 1, "Brigid", 1);
        d.reply(id, A, 1, "Cassius", null);
        at("2008-08-13T10:00:00Z");
        d.resolve(id, A, 1, "Arrow");

        // Debate 2: Brigid moderates (not Arrow, who moderated Debate 1); Arrow and Dorian enter; no resolution post
        at("2008-08-15T12:00:00Z");
        d.start(id, A, 2, "Brigid", "Roads or rails?");
        d.enter(id, A, 2, "Arrow", "I will enter.");
        d.enter(id, A, 2, "Dorian", "I will enter.");
        d.receive(id, A, 2, "Arrow", "Debate Rails, every time.");
        at("2008-08-19T12:00:00Z");
        assertThat(f.engine.debates().anyActive(id)).isFalse();
        d.settleMissed(id, A, 2);

        // Debate 3 may start: Debates 1 and 2 are Finished, and Cassius did not moderate Debate 2
        at("2008-08-23T06:00:00Z");
        d.start(id, A, 3, "Cassius", "The President's powers");

        at("2008-09-01T09:00:00Z");
        e.media().postNews(id, a);
        e.campaigns().endorse(id, a, "Brigid", "Arrow");
        e.campaigns().endorse(id, a, "Dorian", "Cassius");
        e.media().statement(id, a, "Arrow", "When I'm elected, every Candidate gets a pony.");
        e.media().statement(id, a, "Cassius", "When I'm elected, shorter Proposals.");
        campaign(CampaignAction.GRASS_ROOTS, "Arrow");
        campaign(CampaignAction.GRASS_ROOTS, "Cassius");
        campaign(CampaignAction.GRASS_ROOTS, "Dorian");
        at("2008-09-03T08:59:00Z");
        // Grass Roots again a minute before its 48 hours: refused, nothing rolled
        assertThatThrownBy(() -> campaign(CampaignAction.GRASS_ROOTS, "Arrow")).isInstanceOf(Refusal.class)
                .hasMessageContaining("possible in 1 min");
        at("2008-09-03T09:00:00Z");
        campaign(CampaignAction.GRASS_ROOTS, "Arrow");
        e.media().statement(id, a, "Brigid", "Arrow is the candidate of ponies.");
        e.media().presidentComment(id, a, "Ponies are overrated.", false);
        at("2008-09-05T12:00:00Z");
        long first = proposal("Arrow", List.of("Brigid", "Cassius", Fixture.THOG), List.of("Dorian"));
        f.store.matters().resolve(id, a, first, Resolution.ENACT, player(Fixture.THOG));
        e.publicImage().claim(id, a, "Brigid", first);
        e.publicImage().claim(id, a, "Cassius", first);
        e.campaigns().perform(id, a, CampaignService.Request.of(CampaignAction.MUD_SLING, "Cassius").withTarget("Arrow"));
        at("2008-09-06T12:00:00Z");
        long second = proposal("Dorian", List.of(), List.of("Arrow", "Brigid", Fixture.THOG));
        f.store.matters().resolve(id, a, second, Resolution.FAIL, player(Fixture.THOG));
        e.publicImage().claim(id, a, "Arrow", second);
        at("2008-09-10T12:00:00Z");
        campaign(CampaignAction.FREE_TSHIRTS, "Arrow");
        e.campaigns().claimTShirts(id, a, "Brigid");
        e.campaigns().donate(id, a, "Brigid", 4); // up to half her Money rounded down, after the entry costs
        at("2008-09-12T12:00:00Z");
        e.campaigns().perform(id, a, new CampaignService.Request(CampaignAction.GOING_ABROAD, "Dorian", null, 0,
                false));
        at("2008-09-17T12:00:00Z");
        e.campaigns().perform(id, a, new CampaignService.Request(CampaignAction.GRASS_ROOTS, "Dorian", null, 0, true));
        e.campaigns().perform(id, a, CampaignService.Request.of(CampaignAction.FUNDRAISER, "Arrow").withX(2));
        campaign(CampaignAction.GRASS_ROOTS, "Brigid");
        e.media().statement(id, a, "Dorian", "When I\u2019m elected, Money for all.");
        at("2008-09-30T23:59:00Z");
        e.media().statement(id, a, "Arrow", "When I'm elected, two ponies.");
        at("2008-10-01T00:00:00Z");
        e.media().statement(id, a, "Cassius", "When I'm elected, nothing counts any more.");
        at("2008-10-04T00:00:00Z");

        VictoryService.Standing standing = e.victory().standing(id);
        assertThat(e.media().agendas(id)).extracting(g -> g.candidate + " " + g.number).containsExactly("Arrow 1",
                "Arrow 2", "Cassius 1", "Dorian 1");
        StringBuilder state = new StringBuilder();
        for (Candidate c : e.books().candidates(id)) {
            state.append(c).append('\n');
        }
        state.append(standing).append('\n');
        compare("final-candidates.txt", state.toString());
        compare("players-page.txt", e.wikiPage(id));
        StringBuilder debates = new StringBuilder();
        for (Debate x : d.debates(id)) {
            debates.append(x).append('\n');
        }
        compare("debates-state.txt", debates.toString());
        String page = d.playersPage(id);
        compare("debates-page.txt", page);
        // nothing private on a page players see: no private entry, nor who wrote which
        assertThat(page + e.wikiPage(id)).doesNotContain("Rails, every time", "Brigid wrote", "No taxes, no tyranny.\n1");
    }

    private static void compare(String file, String actual) throws IOException {
        Path golden = GOLDEN.resolve(file);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        if (!Files.exists(golden)) {
            fail("The golden file " + golden + " is missing: run with -Dgolden.update=true to write it, then read it.");
        }
        assertThat(actual).as(file).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
