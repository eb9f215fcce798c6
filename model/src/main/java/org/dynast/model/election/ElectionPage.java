package org.dynast.model.election;

import java.time.Instant;
import java.util.List;
import org.dynast.model.WikiTable;
import org.dynast.model.time.UtcCalendar;

/**
 * The players' page as MediaWiki: the Candidates' table (the GNDT's columns and Total Support), the News Post with its
 * comments, the 'Candidate Agendas' document and who stands to win. Everything on it is public gamestate; nothing a
 * moderator holds privately (the Debates' responses) is read for it.
 */
final class ElectionPage {

    private ElectionPage() {
    }

    static String of(ElectionEngine e, long dynastyId) {
        return e.books().context().transactor().inTransaction(() -> write(
                e.books().context().dynasties().get(dynastyId).name(), e.books().candidates(dynastyId),
                e.books().state(dynastyId), e.media().agendas(dynastyId), e.victory().standing(dynastyId),
                e.books().context().clock().now()));
    }

    static String write(String dynasty, List<Candidate> candidates, ElectionState s,
                        List<ElectionState.GoodIntention> agendas, VictoryService.Standing standing, Instant now) {
        StringBuilder b = new StringBuilder();
        b.append("This page tracks the public gamestate of ").append(WikiTable.escape(dynasty))
                .append(" (Ruleset 57), as of ").append(UtcCalendar.format(now)).append(".\n\n");
        b.append("== Candidates ==\n");
        b.append(WikiTable.open("Candidate", "Supporters", "Endorses", "Total Support", "Money (Millions)",
                "Action"));
        for (Candidate c : candidates) {
            b.append("|-\n| ").append(WikiTable.escape(c.name())).append(" || ").append(c.supporters())
                    .append(" || ").append(WikiTable.escape(c.endorses())).append(" || ").append(c.totalSupport())
                    .append(" || ").append(c.money()).append(c.inDebt() ? " (In debt)" : "").append(" || ")
                    .append(c.action() == null ? "" : UtcCalendar.format(c.action())).append('\n');
        }
        b.append(WikiTable.close()).append('\n');
        b.append("== ").append(MediaService.NEWS_TITLE).append(" ==\n");
        if (s.newsPostedAt == null) {
            b.append("The News Post has not been posted yet.\n\n");
        } else {
            b.append("''").append(MediaService.NEWS_TEXT).append("'' (posted ").append(UtcCalendar.format(
                    s.newsPostedAt)).append(")\n\n");
            if (!s.news.isEmpty()) {
                b.append(WikiTable.open("When", "Who", "Comment", "Effect"));
                for (ElectionState.NewsComment n : s.news) {
                    b.append("|-\n| ").append(UtcCalendar.format(n.at)).append(" || ").append(WikiTable.escape(
                            n.author)).append(" || ").append(WikiTable.escape(n.text)).append(" || ")
                            .append(WikiTable.escape(effect(n))).append('\n');
                }
                b.append(WikiTable.close()).append('\n');
            }
        }
        b.append("== Candidate Agendas ==\n");
        if (agendas.isEmpty()) {
            b.append("No Good Intentions yet.\n\n");
        } else {
            String who = null;
            for (ElectionState.GoodIntention g : agendas) {
                if (!g.candidate.equals(who)) {
                    who = g.candidate;
                    b.append("=== ").append(who).append(" ===\n");
                }
                b.append(": ").append(g.number).append(". ").append(WikiTable.escape(g.text.replace('\n', ' ')))
                        .append('\n');
            }
            b.append('\n');
        }
        b.append("== Victory ==\n").append(standing.why()).append('\n');
        return b.toString();
    }

    private static String effect(ElectionState.NewsComment n) {
        return switch (n.kind) {
            case "BS" -> n.target + " " + (n.change >= 0 ? "+" : "") + n.change + " Supporters";
            case "THOG" -> n.target + " " + (n.change >= 0 ? "+" : "") + n.change + " Supporters";
            case "T-SHIRTS" -> "Free T-Shirts for " + n.author + "'s endorsers (not BS)";
            default -> "";
        };
    }
}
