package org.dynast.model.election.debate;

import java.time.Instant;
import java.util.List;

/**
 * The Debates section of the players' page (MediaWiki): each debate's state, moderator, issue, length, venue and
 * entry cost, its entrants, its Debate resolution's numbered entries and the numeric replies, how it finished.
 * Built from {@link Debate#publicView()}s only: nothing private (no PM before the resolution, no author behind a
 * numeric).
 */
public final class DebatesPage {

    private DebatesPage() {
    }

    public static String section(List<Debate> debates, Instant now) {
        StringBuilder b = new StringBuilder("== Debates ==\n");
        b.append("{| class=\"wikitable\"\n! Debate !! State !! Start date !! Moderator !! Issue !! Length !! Venue "
                + "!! Entry cost !! Entrants\n");
        for (Debate raw : debates) {
            Debate d = raw.publicView();
            b.append("|-\n| ").append(d.number()).append(" || ").append(DebateActions.state(d, now).text())
                    .append(" || ").append(Formats.when(d.startDate())).append(" || ")
                    .append(d.moderator() == null ? "" : d.moderator()).append(" || ")
                    .append(d.issue() == null ? "" : wiki(d.issue())).append(" || ").append(d.length())
                    .append(" || ").append(d.state() == DebateState.UPCOMING ? "" : Integer.toString(d.venue()))
                    .append(" || ").append(d.entryCost()).append(" || ")
                    .append(String.join(", ", d.entrants().stream().map(Entrant::name).toList())).append('\n');
        }
        b.append("|}\n");
        for (Debate raw : debates) {
            Debate d = raw.publicView();
            if (d.resolutionPostedAt() == null) {
                if (d.ending() != null) {
                    b.append("\n=== Debate ").append(d.number()).append(" ===\nFinished: ").append(d.ending().text())
                            .append(".\n");
                }
                continue;
            }
            b.append("\n=== Debate ").append(d.number()).append(" resolution ===\n");
            b.append("Issue: ").append(wiki(d.issue())).append("\n\n");
            List<Integer> tally = d.tally();
            for (int i = 0; i < d.entries().size(); i++) {
                b.append("# ").append(wiki(d.entries().get(i))).append(" (").append(tally.get(i))
                        .append(tally.get(i) == 1 ? " reply" : " replies").append(")\n");
            }
            if (d.ending() != null) {
                b.append("\nFinished: ").append(d.ending().text());
                if (!d.awards().isEmpty()) {
                    b.append("; Supporters gained: ").append(Formats.gains(d.awards()));
                }
                b.append(".\n");
            }
        }
        return b.toString();
    }

    private static String wiki(String text) {
        return text == null ? "" : text.replace("\n", " ").replace("|", "&#124;");
    }
}
