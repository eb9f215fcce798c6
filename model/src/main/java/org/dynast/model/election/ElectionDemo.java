package org.dynast.model.election;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * The Ruleset 57 demo dynasty: five Candidates some weeks into the campaign, with endorsements, one Candidate in
 * debt, Campaign Actions on their windows, the News Post with its Blognomic Statements, Free T-Shirts still to claim
 * and the Candidate Agendas.
 */
public final class ElectionDemo {

    public static final String NAME = "The Election";
    public static final String PRESIDENT = "Rodlen";
    static final String[] CANDIDATES = {"Darknight", "Excalabur", "Bateleur", "Wakukee", "Amnistar"};

    private ElectionDemo() {
    }

    static Dynasty seed(ModuleContext c, ElectionEngine engine, String actor) {
        LocalDate today = c.clock().today();
        Instant now = c.clock().now();
        ShippedRuleset text = ElectionModule.RULESET_57;
        Dynasty dynasty = c.dynasties().found(actor, NAME, 57, text.terms(), PRESIDENT, today.minusDays(20));
        long id = dynasty.id();
        c.roster().seed(id, actor, "Seeded the demo Candidates", repos -> {
            for (int i = 0; i < CANDIDATES.length; i++) {
                repos.add(new Player(repos.nextPlayerId(), id, CANDIDATES[i], i < 2, today.minusDays(300L * (i + 1)),
                        false, null, null, null));
            }
        });
        c.rulesets().importText(id, actor, text.text(), text.fileName(), null);
        engine.books().seed(id, actor, "Seeded the demo Candidates' statistics, the News Post and the Agendas", w -> {
            candidate(w, "Darknight", 31, "Darknight", 22, now.minus(Duration.ofHours(50)));
            candidate(w, "Excalabur", 18, "Darknight", 7, now.minus(Duration.ofHours(30)));
            candidate(w, "Bateleur", 24, "Bateleur", -4, now.minus(Duration.ofHours(80)));
            candidate(w, "Wakukee", 12, "Amnistar", 16, now.minus(Duration.ofHours(6)));
            candidate(w, "Amnistar", 15, "Amnistar", 10, now.minus(Duration.ofHours(100)));
            w.state.newsPostedAt = now.minus(Duration.ofDays(18));
            news(w, "BS", "Darknight", "When I'm elected, every Candidate shall get a free pony.", now.minus(
                    Duration.ofDays(9)), "Darknight", 2);
            news(w, "BS", "Excalabur", "Darknight is the only honest man in Blognomic.", now.minus(Duration.ofDays(4)),
                    "Darknight", 3);
            news(w, "THOG", PRESIDENT, "Honesty is overrated.", now.minus(Duration.ofDays(4).minusHours(2)),
                    "Excalabur", -2);
            news(w, "BS", "Amnistar", "When I'm elected, Proposals shall be short.", now.minus(Duration.ofDays(2)),
                    "Amnistar", 1);
            news(w, "T-SHIRTS", "Amnistar", CampaignService.TSHIRTS_COMMENT, now.minus(Duration.ofHours(100)), null, 0);
            ElectionState.TShirts t = new ElectionState.TShirts();
            t.giver = "Darknight";
            t.at = now.minus(Duration.ofHours(50));
            t.claimed.add("Excalabur");
            w.state.tshirts.add(t);
            intention(w, "Darknight", 1, "every Candidate shall get a free pony.", now.minus(Duration.ofDays(9)));
            intention(w, "Amnistar", 1, "Proposals shall be short.", now.minus(Duration.ofDays(2)));
            w.state.abroad.add("Amnistar");
            return null;
        });
        return c.dynasties().get(id);
    }

    private static void candidate(ElectionBooks.Work w, String name, long supporters, String endorses, long money,
                                  Instant action) {
        w.setSupporters(name, supporters);
        w.setEndorses(name, endorses);
        w.setMoney(name, money);
        w.setAction(name, action);
    }

    private static void news(ElectionBooks.Work w, String kind, String author, String text, Instant at, String target,
                             long change) {
        ElectionState.NewsComment n = new ElectionState.NewsComment();
        n.kind = kind;
        n.author = author;
        n.text = text;
        n.at = at;
        n.target = target;
        n.change = change;
        w.state.news.add(n);
    }

    private static void intention(ElectionBooks.Work w, String candidate, int number, String text, Instant at) {
        ElectionState.GoodIntention g = new ElectionState.GoodIntention();
        g.candidate = candidate;
        g.number = number;
        g.text = text;
        g.at = at;
        w.state.agendas.add(g);
    }
}
