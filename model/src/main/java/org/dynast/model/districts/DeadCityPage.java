package org.dynast.model.districts;

import java.time.Instant;
import java.util.List;
import org.dynast.model.WikiTable;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.tracker.TrackerState;
import org.dynast.model.tracker.TrackerWiki;

/**
 * The Dead City page as MediaWiki, for the players (special case rule "Dynastic Tracking": "The gamestate tracking page
 * for this dynasty is the Dead City page of the wiki. Unless otherwise stated, all publicly tracked gamestate
 * information is tracked on it."): the Districts' table and the global values from the tracker's players' view, then
 * the Dilemmas and their Reactions, the Conclave's Plenary Sessions (Agenda and, once summarised, the outcome). Nothing
 * the City tracks privately is on it: no Culture, no allocation, no inbox, no secret roll.
 */
public final class DeadCityPage {

    private DeadCityPage() {
    }

    public static String write(String dynastyName, TrackerState tracker, DistrictsState s, List<District> districts,
                               Instant now) {
        StringBuilder b = new StringBuilder();
        b.append("This page tracks the public gamestate of ").append(WikiTable.escape(dynastyName))
                .append(" (Ruleset 217), as of ").append(UtcCalendar.format(now)).append(".\n\n");
        b.append("== Districts ==\n").append(TrackerWiki.export(tracker, false)).append('\n');
        if (s.storm) {
            b.append("'''The Storm is ongoing.'''\n\n");
        }
        b.append("== Dilemmas ==\n");
        if (s.dilemmas.isEmpty()) {
            b.append("No Dilemma has been posed yet.\n");
        } else {
            b.append(WikiTable.open("#", "Posted", "Outcome 1", "Outcome 2", "Decided", "Passed"));
            for (DistrictsState.Dilemma d : s.dilemmas) {
                b.append("|-\n| ").append(d.number).append(" || ").append(UtcCalendar.format(d.postedAt))
                        .append(" || ").append(outcome(d, 0)).append(" || ").append(outcome(d, 1))
                        .append(" || ").append(WikiTable.escape(reactors(d, "Decide"))).append(" || ")
                        .append(WikiTable.escape(reactors(d, "Pass"))).append('\n');
            }
            b.append("|}\n");
        }
        if (Dilemmas.conclaveOngoing(s) || !s.sessions.isEmpty()) {
            b.append("\n== The Conclave ==\n");
            if (s.sessions.isEmpty()) {
                b.append("A Conclave is ongoing; no Plenary Session has been posted yet.\n");
            } else {
                b.append(WikiTable.open("Plenary Session", "Posted", "Agenda Item", "Outcome"));
                for (DistrictsState.Session x : s.sessions) {
                    b.append("|-\n| ").append(x.number).append(" || ").append(UtcCalendar.format(x.postedAt))
                            .append(" || ").append(x.agenda).append(" || ")
                            .append(x.summarised ? WikiTable.escape(x.summary) : "open").append('\n');
                }
                b.append("|}\n");
            }
            b.append("\nAnointments: ").append(String.join(", ", districts.stream().filter(d -> d.anointments() > 0)
                    .map(d -> WikiTable.escape(d.name()) + " " + d.anointments()).toList())).append('\n');
        }
        return b.toString();
    }

    private static String outcome(DistrictsState.Dilemma d, int i) {
        String up = d.upsides.get(i);
        String faction = i < d.factions.size() ? d.factions.get(i) : null;
        return WikiTable.escape(up + (faction == null ? "" : " (" + faction + ")") + " / " + d.downsides.get(i));
    }

    private static String reactors(DistrictsState.Dilemma d, String kind) {
        return String.join(", ", d.reactions.entrySet().stream().filter(e -> e.getValue().kind.equals(kind))
                .map(e -> e.getKey() + (kind.equals("Decide") ? " (" + e.getValue().outcome + ")" : "")).toList());
    }
}
