package org.dynast.model.wizards;

import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.wizards.WizardsState.Campaign;
import org.dynast.model.wizards.rules.Battlefield;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.StrengthTable;
import org.dynast.model.wizards.rules.Wizard;

/** Rule "Closing a Campaign" on a draft: the rules' arithmetic, applied to the tracker's table and the state. */
final class CampaignClose {

    private CampaignClose() {
    }

    /** Closes the open campaign on the draft; gives the rules' close (every battle, casualty and change). */
    static org.dynast.model.wizards.rules.Campaign.Closed close(Draft d, String closer) {
        // "any Wizard may close it"; "For the purposes of dynastic rules which do not deal with voting, The King is not
        // a Wizard" (the duel's closing rule, by contrast, names the King: "any wizard or the king")
        String who = d.wizard(closer);
        Campaign c = d.state.openCampaign().orElseThrow(() -> new Refusal(Campaigns.RULE, "There is no open "
                + "campaign."));
        if (d.now.isBefore(c.postedAt.plus(Campaigns.CLOSE_TIME))) {
            throw new Refusal(Campaigns.RULE, "\u201cIf an open campaign has been posted for 72 hours, any Wizard "
                    + "may close it\u201d: Campaign " + c.number + " may be closed from "
                    + UtcCalendar.format(c.postedAt.plus(Campaigns.CLOSE_TIME)) + ".");
        }
        Realm realm = Stables.realm(d);
        List<Battlefield> fields = new ArrayList<>();
        for (String f : c.battlefields) {
            fields.add(DuelBattles.battlefield(d, f));
        }
        List<org.dynast.model.wizards.rules.Campaign.Participation> joined = new ArrayList<>();
        for (WizardsState.Participation p : c.participants) {
            joined.add(new org.dynast.model.wizards.rules.Campaign.Participation(p.wizard, p.battlefield,
                    Slots.plan(p.slots)));
        }
        String roller = Duels.roller(d, who);
        var closed = org.dynast.model.wizards.rules.Campaign.close(realm, c.number, fields, joined, d.military(),
                StrengthTable.standard(), (sides, purpose) -> d.dice.roll(sides, roller, purpose, false)).orThrow();
        c.closedAt = d.now;
        c.closedBy = who;
        for (Wizard w : closed.after().wizards()) {
            Stables.setStable(d, w.name(), w.stable());
            if (!w.druid()) {
                d.setFavor(w.name(), w.favor());
            }
        }
        d.setMilitary(closed.militaryAfter());
        d.state.westernForce = new ArrayList<>(closed.western());
        c.successful = closed.successful();
        c.report = closed.text();
        return closed;
    }
}
