package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.dynast.model.districts.DistrictsService;
import org.dynast.model.districts.rules.Commons;
import org.dynast.model.districts.rules.Downside;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.districts.rules.Outcome;
import org.dynast.model.districts.rules.Upside;

/**
 * Which of a Decide's choices apply to a District on the Dilemma it may React to, given the Outcome and Govern choice
 * the panel holds: a choice the rules would never consult is not offered. Pure; read from
 * {@link DistrictsService.Reacting}.
 *
 * @param chaos        "Whenever a District that is in Chaos Decides on a Dilemma, it must make the selection between
 *                     Outcomes at random": the Outcome is drawn, not chosen (either Outcome's choices apply)
 * @param labour       the understood Innovations whose Work effect applies to the District now, in table order
 * @param governs      whether an Outcome that may be applied has Govern as its Upside
 * @param gathers      whether the District would Gather (it Governs and has chosen Gather)
 * @param shields      Improvised Shields: its effect applies, Defences above 0, not Starving, and a Downside that may
 *                     be applied could lose People (Lose 5 People, the random Downside, or one drawn when Gathering)
 * @param siliconLake  The Silicon Lake: it would Gather and is Connected to The Silicon Lake
 * @param solarField   the Solar Field now
 * @param foodBanks    Community Food Banks: its effect applies and the District would Gather
 * @param communalSway Communal Sway: its effect applies, it would Govern, and its People exceed the 3rd-highest by 25+
 * @param moot         Stormbrow Peak: it would Gather and is Connected to Stormbrow Peak, so it may Moot
 */
record ReactionOptions(boolean chaos, List<Innovation> labour, boolean governs, boolean gathers, boolean shields,
                       boolean siliconLake, int solarField, boolean foodBanks, boolean communalSway,
                       boolean moot, List<Innovation> table, List<Commons> commons) {

    static final ReactionOptions NONE = new ReactionOptions(false, List.of(), false, false, false, false, 0, false,
            false, false, List.of(), List.of());

    static ReactionOptions of(DistrictsService.Reacting r, int outcome, GovernChoice govern) {
        var d = r.district();
        var catalogue = r.situation().catalogue();
        boolean chaos = d.chaos();
        List<Outcome> open = chaos ? r.dilemma().outcomes() : List.of(r.dilemma().outcome(outcome == 2 ? 2 : 1));
        boolean governs = open.stream().anyMatch(o -> o.upside() == Upside.GOVERN);
        boolean gathers = governs && govern == GovernChoice.GATHER;
        List<Innovation> labour = catalogue.innovations().stream()
                .filter(i -> i.hasWorkEffect() && d.effectApplies(i, catalogue)).toList();
        Set<Downside> losePeople = Set.of(Downside.LOSE_5_PEOPLE, Downside.RANDOM_DOWNSIDES);
        boolean shields = d.effectApplies(Innovation.IMPROVISED_SHIELDS, catalogue) && d.defences() > 0
                && !d.starving() && (gathers || open.stream().anyMatch(o -> losePeople.contains(o.downside())));
        boolean lake = gathers && d.commons().stream().anyMatch(Commons.SILICON_LAKE::equalsIgnoreCase);
        boolean banks = gathers && d.effectApplies(Innovation.COMMUNITY_FOOD_BANKS, catalogue);
        boolean sway = governs && d.effectApplies(Innovation.COMMUNAL_SWAY, catalogue) && swayed(r);
        boolean moot = gathers && d.commons().stream().anyMatch(Commons.STORMBROW_PEAK::equalsIgnoreCase);
        return new ReactionOptions(chaos, labour, governs, gathers, shields, lake, r.situation().solarField(), banks,
                sway, moot, catalogue.innovations(), catalogue.commons());
    }

    /** "if your People exceeds the People of the District with the 3rd-highest People by 25 or more". */
    private static boolean swayed(DistrictsService.Reacting r) {
        var d = r.district();
        List<Integer> people = new ArrayList<>();
        people.add(d.people());
        r.situation().districts().stream().filter(o -> !o.name().equalsIgnoreCase(d.name()))
                .forEach(o -> people.add(o.people()));
        if (people.size() < 3) {
            return false;
        }
        people.sort(Comparator.reverseOrder());
        return d.people() - people.get(2) >= 25;
    }

    /** The rule's words for Innovation {@code name} (its effect as the table gives it). */
    String effect(String name) {
        return table.stream().filter(i -> i.named(name)).map(Innovation::effect).findFirst().orElse("");
    }

    /** The Connection Effect of The Silicon Lake as the table gives it. */
    String siliconLakeEffect() {
        return commons.stream().filter(c -> c.name().equalsIgnoreCase(Commons.SILICON_LAKE)).map(Commons::effect)
                .findFirst().orElse("");
    }

    boolean gadget() {
        return labour.stream().anyMatch(i -> i.named(Innovation.GADGET_REPOSITORY));
    }
}
