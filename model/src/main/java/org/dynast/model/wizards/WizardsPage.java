package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.WikiTable;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.tracker.TrackerWiki;
import org.dynast.model.wizards.WizardsState.Campaign;
import org.dynast.model.wizards.WizardsState.Duel;
import org.dynast.model.wizards.WizardsState.Participation;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Court;
import org.dynast.model.wizards.rules.Creature;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Upkeep;
import org.dynast.model.wizards.rules.Wizard;

/**
 * The Wizards' gamestate as the MediaWiki page a King keeps for the players. Ruleset 168 tracks its gamestate "in the
 * GNDT" and its dynasty kept no wiki gamestate page (none is among the stored wiki.blognomic.com pages), so the page
 * follows the Districts' Dead City page: the Wizards' table and global values from the tracker's players' view, then
 * the Stables creature by creature with each one's Upkeep, the Current Battlefields (a campaign's written as the
 * campaign posts wrote them, "The Slums: Walled, Poor, Poor"), the Duels with the judges' posted comments, the
 * Campaigns with their participants and closing comments, and the Court. Nothing private is on it: no duelist's plan
 * ("sending a private message to the judge") and no Traitor ("tracked privately by the King").
 */
final class WizardsPage {

    private WizardsPage() {
    }

    static String write(Draft d) {
        WizardsState s = d.state;
        Realm realm = Stables.realm(d);
        d.syncBattlefields();
        StringBuilder b = new StringBuilder();
        b.append("This page tracks the public gamestate of ").append(WikiTable.escape(d.dynasty.name()))
                .append(" (Ruleset 168), as of ").append(UtcCalendar.format(d.now)).append('.')
                .append(d.king == null ? "" : " The King is " + WikiTable.escape(d.king) + ".").append("\n\n");
        String victor = s.victor != null ? s.victor : Victory.standing(d).orElse(null);
        if (victor != null) {
            b.append("'''").append(WikiTable.escape(victor)).append(" has achieved victory by Elimination.'''\n\n");
        }
        b.append("== Wizards ==\n").append(TrackerWiki.export(d.table, false)).append('\n');
        stables(b, realm);
        battlefields(b, s);
        duels(b, s);
        campaigns(b, s);
        court(b, d, realm);
        return b.toString();
    }

    /** "Each wizard has a Stable, which is a list of up to five creatures": each creature with its Upkeep. */
    private static void stables(StringBuilder b, Realm realm) {
        b.append("== Stables ==\n").append(WikiTable.open("Wizard", "#", "Creature", "Upkeep"));
        for (Wizard w : realm.wizards()) {
            Upkeep upkeep = realm.upkeep(w);
            List<Creature> creatures = w.stable().creatures();
            if (creatures.isEmpty()) {
                b.append("|-\n| ").append(WikiTable.escape(w.name())).append(" || || (empty) || 0\n");
            }
            for (int i = 0; i < creatures.size(); i++) {
                b.append("|-\n| ").append(WikiTable.escape(w.name())).append(" || ").append(i + 1).append(" || ")
                        .append(WikiTable.escape(creatures.get(i).wording())).append(" || ").append(upkeep.of(creatures.get(i)))
                        .append('\n');
            }
            w.underling().ifPresent(u -> b.append("|-\n| ").append(WikiTable.escape(w.name()))
                    .append(" || || Underling Type: ").append(u.wording()).append(" || ")
                    .append(upkeep.ofUnderlingType()).append('\n'));
        }
        b.append("|}\n\n");
    }

    private static void battlefields(StringBuilder b, WizardsState s) {
        b.append("== Current Battlefields ==\n").append(WikiTable.open("Battlefield", "Battle effects", "From"));
        for (WizardsState.Field f : s.battlefields) {
            b.append("|-\n| ").append(WikiTable.escape(f.name)).append(" || ").append(WikiTable.escape(String.join(", ", f.effects)))
                    .append(" || ").append(f.campaign == 0 ? "the rule" : "Campaign " + f.campaign).append('\n');
        }
        b.append("|}\n\n");
    }

    private static void duels(StringBuilder b, WizardsState s) {
        b.append("== Duels ==\n");
        if (s.duels.isEmpty()) {
            b.append("No duel has been announced yet.\n\n");
            return;
        }
        b.append(WikiTable.open("#", "Title", "Posted", "Challenger", "Battlefields", "Valid opponents",
                "Valid judges", "Opponent", "Judge", "Battlefield", "Begun", "Stage", "Triumphant", "Taken"));
        for (Duel x : s.duels) {
            b.append("|-\n| ").append(x.number).append(" || ").append(WikiTable.escape(x.title)).append(" || ")
                    .append(UtcCalendar.format(x.postedAt)).append(" || ").append(WikiTable.escape(x.challenger)).append(" || ")
                    .append(WikiTable.escape(String.join(", ", x.battlefields))).append(" || ")
                    .append(x.validOpponents.isEmpty() ? "all Wizards" : WikiTable.escape(String.join(", ", x.validOpponents)))
                    .append(" || ").append(x.validJudges.isEmpty() ? "all Wizards and the King"
                            : WikiTable.escape(String.join(", ", x.validJudges))).append(" || ").append(or(x.opponent))
                    .append(" || ").append(or(x.judge)).append(" || ").append(or(x.battlefield)).append(" || ")
                    .append(x.begunAt == null ? "" : UtcCalendar.format(x.begunAt)).append(" || ")
                    .append(x.closedAt != null ? "closed by " + WikiTable.escape(x.closedBy) + " " + UtcCalendar.format(
                            x.closedAt) : x.stage()).append(" || ").append(or(x.triumphant)).append(" || ")
                    .append(or(x.taken)).append('\n');
        }
        b.append("|}\n");
        for (Duel x : s.duels) {
            if (x.result != null || x.aftermath != null) {
                b.append("\n=== ").append(WikiTable.escape(x.title)).append(" ===\n");
                if (x.result != null) {
                    comment(b, x.judge + " (judge), " + UtcCalendar.format(x.decidedAt), x.result);
                }
                if (x.aftermath != null) {
                    b.append("\n").append(WikiTable.escape(x.aftermath)).append('\n');
                }
            }
        }
        b.append('\n');
    }

    private static void campaigns(StringBuilder b, WizardsState s) {
        b.append("== Campaigns ==\n");
        if (s.campaigns.isEmpty()) {
            b.append("The King has not gone on Campaign yet.\n\n");
        } else {
            b.append(WikiTable.open("#", "Posted", "Battlefields", "Participants", "Closed", "Successful"));
            for (Campaign c : s.campaigns) {
                List<String> joined = new ArrayList<>();
                for (Participation p : c.participants) {
                    joined.add(p.wizard + " on " + p.battlefield + ": " + String.join(", ", p.slots.stream()
                            .map(x -> x.isBlank() ? "(empty)" : x).toList()));
                }
                b.append("|-\n| ").append(c.number).append(" || ").append(UtcCalendar.format(c.postedAt))
                        .append(" || ").append(WikiTable.escape(String.join(", ", c.battlefields))).append(" || ")
                        .append(joined.isEmpty() ? "" : WikiTable.escape(String.join("<br/>", joined))).append(" || ")
                        .append(c.closedAt == null ? "open" : "by " + WikiTable.escape(c.closedBy) + " "
                                + UtcCalendar.format(c.closedAt)).append(" || ")
                        .append(c.successful == null ? "" : c.successful ? "yes" : "no").append('\n');
            }
            b.append("|}\n");
            for (Campaign c : s.campaigns) {
                if (c.report != null) {
                    b.append("\n=== Closing Campaign ").append(c.number).append(" ===\n");
                    comment(b, c.closedBy + ", " + UtcCalendar.format(c.closedAt), c.report);
                }
            }
            b.append('\n');
        }
        if (!s.westernForce.isEmpty()) {
            b.append("The Western Force (Armies to the West): ").append(String.join(", ", s.westernForce.stream()
                    .map(String::valueOf).toList())).append(" (Emu1 to Emu5).\n\n");
        }
    }

    /** Rule "Court Politics": each identity and the Wizard allied with it, then every Wizard's Influence. */
    private static void court(StringBuilder b, Draft d, Realm realm) {
        b.append("== The Court ==\n").append(WikiTable.open("Court Ally", "Allied with", "Trust", "Unholy"));
        for (Identity i : Identity.values()) {
            String holder = "";
            Ally ally = null;
            for (Wizard w : realm.wizards()) {
                if (w.ally(i).isPresent()) {
                    holder = w.name();
                    ally = w.ally(i).get();
                }
            }
            b.append("|-\n| ").append(i.wording()).append(" || ").append(WikiTable.escape(holder)).append(" || ")
                    .append(ally == null ? "" : Integer.toString(ally.trust())).append(" || ")
                    .append(ally == null ? "" : ally.unholy().map(q -> q.wording()).orElse("")).append('\n');
        }
        b.append(WikiTable.close()).append('\n').append(WikiTable.open("Wizard", "Favor", "Court allies", "Influence"));
        for (Wizard w : realm.wizards()) {
            if (!w.druid()) {
                b.append("|-\n| ").append(WikiTable.escape(w.name())).append(" || ").append(w.favor()).append(" || ")
                        .append(w.allies().size()).append(" || ").append(Court
                                .influence(w, d.military())).append('\n');
            }
        }
        b.append("|}\n");
    }

    /** A blog comment as posted: its author and time, then its lines indented. */
    private static void comment(StringBuilder b, String by, String text) {
        b.append("''").append(WikiTable.escape(by)).append(":''\n");
        for (String line : text.split("\n")) {
            b.append(line.isBlank() ? "" : ": " + WikiTable.escape(line)).append('\n');
        }
    }

    private static String or(String value) {
        return value == null ? "" : WikiTable.escape(value);
    }
}
