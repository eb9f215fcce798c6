package org.dynast.model.store;

import java.time.Duration;
import java.util.List;
import org.dynast.model.election.CampaignAction;
import org.dynast.model.election.CampaignService;
import org.dynast.model.election.Candidate;
import org.dynast.model.election.ElectionEngine;

/**
 * Ruleset 57's actions for {@link ExportImportRoundTripTest}: the five Campaign Actions (on their windows, time passing
 * now and then), Free T-Shirts and Public Image claims, Endorse changes and donations, Blognomic Statements (promises
 * among them) and the President Thog's comments.
 */
final class ElectionRandomActions {

    private ElectionRandomActions() {
    }

    static void add(RandomActions x) {
        ElectionEngine e = ElectionEngine.in(x.store);
        long id = x.id;
        String a = x.actor;
        x.add("election.campaign", 8, () -> {
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(20)));
            Candidate c = x.pick(e.books().candidates(id));
            CampaignAction action = x.pick(List.of(CampaignAction.values()));
            Candidate other = x.pick(e.books().candidates(id));
            e.campaigns().perform(id, a, new CampaignService.Request(action, c.name(), other.name(),
                    1 + x.rnd.nextInt((int) Math.max(1, c.supporters())), x.rnd.nextInt(3) == 0));
        });
        x.add("election.tshirts.claim", 2, () -> e.campaigns().claimTShirts(id, a,
                x.pick(e.books().candidates(id)).name()));
        x.add("election.endorse", 2, () -> e.campaigns().endorse(id, a, x.pick(e.books().candidates(id)).name(),
                x.pick(e.books().candidates(id)).name()));
        x.add("election.donate", 2, () -> {
            Candidate c = x.pick(e.books().candidates(id));
            e.campaigns().donate(id, a, c.name(), 1 + x.rnd.nextInt((int) Math.max(1, c.money())));
        });
        x.add("election.bs", 3, () -> e.media().statement(id, a, x.pick(e.books().candidates(id)).name(),
                (x.rnd.nextBoolean() ? "When I'm elected, " : "") + "statement " + x.rnd.nextInt(100_000)));
        x.add("election.thog", 1, () -> e.media().presidentComment(id, a, "Hmm.", x.rnd.nextBoolean()));
        x.add("election.image.claim", 2, () -> {
            Candidate c = x.pick(e.books().candidates(id));
            var open = e.publicImage().claimable(id, c.name());
            if (!open.isEmpty()) {
                e.publicImage().claim(id, a, c.name(), x.pick(open).matterId);
            }
        });
    }
}
