package org.dynast.model.wizards;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.wizards.WizardsState.Campaign;

/** Rule "The War" as logged actions of one dynasty: Go on Campaign, participate, close. */
public final class CampaignService {

    private final Acts acts;
    private final Slots slots;

    CampaignService(Acts acts, Slots slots) {
        this.acts = acts;
        this.slots = slots;
    }

    /** The campaigns, oldest first. */
    public List<Campaign> campaigns(long dynastyId) {
        return acts.state(dynastyId).campaigns;
    }

    /** "If an open campaign has been posted for 72 hours, any Wizard may close it": when {@code c} may be closed. */
    public static Instant closableFrom(Campaign c) {
        return c.postedAt.plus(Campaigns.CLOSE_TIME);
    }

    /** The King goes on Campaign with three battlefields named; their effects are rolled. Returns its number. */
    public int go(long dynastyId, String actor, List<String> names) {
        acts.act(dynastyId, actor, "wizards.campaign.go", d -> {
            Campaign c = Campaigns.go(d, names);
            return "The King went on Campaign " + c.number + " with " + String.join(", ", c.battlefields)
                    + " (their battle effects rolled)";
        });
        return acts.state(dynastyId).latestCampaign().orElseThrow().number;
    }

    /** A Wizard participates in the open campaign; the listed creatures are locked until its close. */
    public void participate(long dynastyId, String actor, String wizard, String battlefield, List<String> list) {
        acts.act(dynastyId, actor, "wizards.campaign.join", d -> {
            var p = Campaigns.participate(d, wizard, battlefield, list, slots::check);
            return p.wizard + " participates in Campaign " + d.state.openCampaign().orElseThrow().number + " on "
                    + p.battlefield + " with " + String.join(", ", p.slots.stream().map(s -> s.isEmpty() ? "(empty)"
                    : s).toList());
        });
    }

    /**
     * "If an open campaign has been posted for 72 hours, any Wizard may close it by making a comment on the campaign
     * with an ordered list of five random numbers" — the rules' close fights every battle, takes the casualties,
     * decides success, the military situation and the Favor; the closing comment is kept as the campaign's report.
     */
    public String close(long dynastyId, String actor, String closer) {
        return closeShowing(dynastyId, actor, closer).text();
    }

    /**
     * The same close, giving every battle (slot by slot, with each Strength's reasons), every casualty and spared
     * creature, the success, the military situation and the Favor changes; its {@code text()} is the closing comment.
     */
    public org.dynast.model.wizards.rules.Campaign.Closed closeShowing(long dynastyId, String actor, String closer) {
        List<org.dynast.model.wizards.rules.Campaign.Closed> kept = new ArrayList<>(1);
        acts.act(dynastyId, actor, "wizards.campaign.close", d -> {
            var closed = CampaignClose.close(d, closer);
            kept.clear();
            kept.add(closed);
            return d.wizard(closer) + " closed Campaign " + closed.number();
        });
        return kept.get(0);
    }
}
