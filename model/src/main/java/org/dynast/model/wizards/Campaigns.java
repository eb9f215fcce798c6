package org.dynast.model.wizards;

import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.WizardsState.Campaign;
import org.dynast.model.wizards.WizardsState.Participation;
import org.dynast.model.wizards.rules.Battlefield;

/** Rule "The War": going on Campaign and participating (the close is {@link CampaignClose}). */
final class Campaigns {

    static final String RULE = "The War";
    static final Duration CLOSE_TIME = Duration.ofHours(72);

    private Campaigns() {
    }

    /**
     * "Any time there is no open campaign, the King may “Go on Campaign” by submitting a blog post including […]
     * Three battlefields with randomly selected battle effects and names chosen by the king. [and] The campaign
     * number, which for the first campaign is 1 and which goes up by 1 for each subsequent campaign." — "Battlefields
     * created in this way are also added to the list of current Battlefields". Each effect is a DICE12 over the
     * rule's twelve Valid Battle Effects, rolled by the King.
     */
    static Campaign go(Draft d, List<String> names) {
        if (d.king == null) {
            throw new Refusal(RULE, "Only the King may Go on Campaign, and this dynasty has no King.");
        }
        d.state.openCampaign().ifPresent(c -> {
            throw new Refusal(RULE, "Campaign " + c.number + " is open: the King may Go on Campaign \u201cany time "
                    + "there is no open campaign\u201d.");
        });
        if (names == null) {
            throw new Refusal(RULE, "A campaign creates three battlefields: name three.");
        }
        for (String n : names) {
            String name = n == null ? "" : n.strip();
            if (name.contains(";") || name.contains(":")) {
                throw new Refusal(RULE, "\"" + n + "\" is not a battlefield's name (a name, without ; or :).");
            }
            if (!name.isEmpty() && d.state.battlefield(name).isPresent()) {
                throw new Refusal(RULE, "There is already a battlefield named " + name + ".");
            }
        }
        Campaign c = new Campaign();
        c.number = d.state.campaigns.stream().mapToInt(x -> x.number).max().orElse(0) + 1;
        c.postedAt = d.now;
        List<Battlefield> made = org.dynast.model.wizards.rules.Campaign.battlefields(c.number, names.stream()
                .map(n -> n == null ? "" : n.strip()).toList(), (sides, purpose) -> d.dice.roll(sides, d.king, purpose,
                false)).orThrow();
        for (Battlefield b : made) {
            d.state.battlefields.add(Battlefields.field(b, c.number));
            c.battlefields.add(b.name());
        }
        d.state.campaigns.add(c);
        return c;
    }

    /**
     * "Any Wizard may participate in an open campaign by making a comment on the campaign in which they: Choose a
     * battlefield from among those created for the campaign, and Submit an ordered list of 5 elements, each being
     * either a unique creature from in their Stable, or left empty." — "The Druid cannot participate in campaigns."
     */
    static Participation participate(Draft d, String wizard, String battlefield, List<String> slots,
                                     Duels.Plans check) {
        String w = d.wizard(wizard);
        if (Draft.isDruid(w)) {
            throw new Refusal("The Druid", "\u201cThe Druid cannot participate in campaigns.\u201d");
        }
        Campaign c = d.state.openCampaign().orElseThrow(() -> new Refusal(RULE, "There is no open campaign."));
        if (c.participation(w).isPresent()) {
            throw new Refusal(RULE, w + " already participates in Campaign " + c.number + ".");
        }
        String field = c.battlefields.stream().filter(b -> b.equalsIgnoreCase(battlefield == null ? ""
                : battlefield.strip())).findFirst().orElseThrow(() -> new Refusal(RULE, "Choose \u201ca battlefield "
                + "from among those created for the campaign\u201d (" + String.join(", ", c.battlefields) + ")."));
        Participation p = new Participation();
        p.wizard = w;
        p.battlefield = field;
        p.slots = check.slots(d, w, slots, "campaign");
        p.at = d.now;
        c.participants.add(p);
        return p;
    }
}
