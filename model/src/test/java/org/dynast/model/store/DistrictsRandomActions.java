package org.dynast.model.store;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.districts.ConclaveService;
import org.dynast.model.districts.District;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.districts.DistrictsState;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.Downside;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.districts.rules.Outcome;
import org.dynast.model.districts.rules.Upside;

/**
 * Ruleset 217's actions for {@link ExportImportRoundTripTest}: the City's Dilemmas and The Storm, the Districts'
 * Reactions (Decide, Pass), Connections and the table of Innovations, Factions (created, renamed, tested, housing
 * stopped), Moots and Socializes answered, Reinitialising, and the Conclave's Plenary Sessions and responses once the
 * Dilemmas reach it. Runs longer than the normal build's also take Decisions for a Faction and People bids at the
 * Conclave, so that a District comes to house a Faction and then stops housing it (see {@link #houseOrLose}).
 */
final class DistrictsRandomActions {

    private DistrictsRandomActions() {
    }

    /** Adds Ruleset 217's kinds to {@code x}, for a run of {@code actions} accepted actions. */
    static void add(RandomActions x, int actions) {
        DistrictsEngine e = DistrictsEngine.in(x.store);
        long id = x.id;
        String a = x.actor;
        x.add("districts.pose", 6, () -> {
            // "If they have not already done so that day": a day passes now and then
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(30)));
            e.districts().pose(id, a, x.rnd.nextInt(4) == 0);
        });
        x.add("districts.decide", 8, () -> {
            District d = x.pick(e.districts().districts(id));
            // now and then Socializing (one side of each of the four statements) or ready to stop housing a Faction
            boolean socialize = x.rnd.nextBoolean();
            List<String> culture = socialize ? List.of(side(x, "Progressive", "Conservative"),
                    side(x, "Multicultural", "Monocultural"), side(x, "Acquisitive", "Relational"),
                    side(x, "Anarchic", "Ordered")) : List.of();
            String stop = d.housedFactions().isEmpty() || x.rnd.nextBoolean() ? null : x.pick(d.housedFactions());
            // "When a District Governs, it may choose to either Gather, Innovate or gain 1 Order"
            GovernChoice govern = x.rnd.nextInt(6) == 0 ? null : x.rnd.nextBoolean() ? GovernChoice.GATHER
                    : GovernChoice.GAIN_ORDER;
            var reacted = e.districts().decide(id, a, d.name(), new Choices(1 + x.rnd.nextInt(2), List.of(), govern,
                    null, socialize, null, true, true, true, null, stop), culture, x.rnd.nextBoolean());
            // what the Reaction lets follow: the City answers a Socialize, a District that lost 5 or more People
            // stops housing a Faction
            if (reacted.socializeMessage() != null && x.rnd.nextInt(3) > 0) {
                x.attempt("factions.answerSocialize", () -> e.factions().answerSocialize(id, a,
                        reacted.socializeMessage()));
            }
            stopHousing(x, e, d.name());
        });
        x.add("districts.pass", 3, () -> e.districts().pass(id, a, district(x, e)));
        x.add("districts.storm", 1, () -> e.districts().setStorm(id, a, x.rnd.nextBoolean()));
        x.add("districts.connect", 2, () -> e.districts().connect(id, a, district(x, e),
                x.pick(e.districts().catalogue(id).commons()).name()));
        x.add("districts.moveInnovation", 1, () -> {
            List<Innovation> all = e.districts().catalogue(id).innovations();
            Innovation moved = x.pick(all.stream().filter(i -> !i.prerequisites().isEmpty()).toList());
            e.districts().moveInnovation(id, a, moved.name(), x.pick(moved.prerequisites()), true);
        });
        x.add("factions.create", 1, () -> e.factions().createFaction(id, a, "Faction " + x.rnd.nextInt(1000)));
        x.add("factions.rename", 1, () -> e.factions().renameFaction(id, a, faction(x, e),
                "Faction " + x.rnd.nextInt(1000)));
        x.add("factions.test", 2, () -> {
            District d = x.pick(e.districts().districts(id).stream().filter(z -> !z.housedFactions().isEmpty())
                    .toList());
            e.factions().carryOutTest(id, a, d.name(), x.rnd.nextInt(5) == 0 ? faction(x, e)
                    : x.pick(d.housedFactions()));
        });
        x.add("factions.stopHousing", 3, () -> {
            // "only when it loses 5 or more People as a result of its own decision"
            District d = x.pick(e.districts().districts(id).stream().filter(z -> !z.housedFactions().isEmpty()
                    && e.factions().mayStopHousing(id, z.name())).toList());
            e.factions().stopHousing(id, a, d.name(), x.pick(d.housedFactions()));
        });
        x.add("factions.directMoot", 1, () -> e.factions().directMoot(id, a, district(x, e), "Proposal: a Moot"));
        // "A District may Moot when directed to by the ruleset": a directed one mostly
        x.add("factions.moot", 3, () -> e.factions().moot(id, a, x.rnd.nextInt(5) == 0 ? district(x, e)
                : x.pick(e.districts().state(id).mayMoot)));
        x.add("factions.answerMoot", 2, () -> e.factions().answerMoot(id, a, x.pick(e.factions().inbox(id).stream()
                .filter(m -> !m.answered && "Moot".equalsIgnoreCase(m.kind)).toList()).id));
        x.add("factions.answerSocialize", 1, () -> e.factions().answerSocialize(id, a, x.pick(e.factions().inbox(id)
                .stream().filter(m -> !m.answered && !"Moot".equalsIgnoreCase(m.kind)).toList()).id));
        x.add("factions.reinitialise", 1, () -> e.factions().reinitialise(id, a, district(x, e)));
        x.add("conclave.post", 3, () -> {
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(50)));
            e.conclave().post(id, a);
        });
        x.add("conclave.respond", 5, () -> {
            DistrictsState.Session s = x.pick(e.conclave().sessions(id).stream().filter(z -> !z.summarised).toList());
            DistrictsState.Allocation bid = new DistrictsState.Allocation();
            if (x.rnd.nextInt(4) > 0) {
                bid.amounts.put(x.rnd.nextBoolean() ? District.PEOPLE : x.pick(ConclaveService.AMOUNTS),
                        (long) x.rnd.nextInt(8));
            }
            String d = district(x, e);
            e.conclave().respond(id, a, s.number, d, bid);
            stopHousing(x, e, d);
        });
        // Long runs only (-Pfuzz): two more kinds under names already taken, added only when the run is longer than
        // the normal build's, so that the normal build's kinds and draws stay exactly as they are. They are open from
        // the start: the demo's Dilemmas reach #30 (the Conclave, when no more Dilemmas are posted) within about 250
        // actions, and only a Dilemma brings a District a Faction to house
        if (actions > NORMAL) {
            x.add("districts.decide", 8, () -> houseOrLose(x, e));
            x.add("conclave.respond", 3, () -> bidPeople(x, e));
        }
    }

    /** The normal build's accepted actions per dynasty; only longer runs take the kinds for a Faction. */
    static final int NORMAL = 250;

    /**
     * A District Decides for a Faction: Ruleset 217, "Factions": "A District that chooses to Gain People from that
     * Upside begins to house its specified Faction if they do not already" and "Whenever a District loses 5 or more
     * People as a result of its own decision, it may also choose to stop housing a single specific Faction." A District
     * that houses a Faction selects an Outcome whose Downside is "Lose 5 People" (Improvised Shields not used, so that
     * the People are really lost) and then stops housing one of its Factions; otherwise a District selects an Outcome
     * whose "Gain 5 People" brings a Faction it does not house. Without this a long run takes the random Outcomes, and
     * by the time a District lost 5 People no District housed a Faction any more: Faction Tests (each Posing's and the
     * City's) end housing, and once the Conclave is ongoing no Dilemma brings new People (the -Pfuzz run of 2,500
     * actions never stopped housing a Faction).
     */
    private static void houseOrLose(RandomActions x, DistrictsEngine e) {
        List<Decision> losing = new ArrayList<>();
        List<Decision> housing = new ArrayList<>();
        for (District z : e.districts().districts(x.id)) {
            var r = e.districts().reacting(x.id, z.name()).orElse(null);
            if (r == null || r.district().chaos()) {
                continue; // nothing to React to, or its Outcome is drawn at random
            }
            for (int o = 1; o <= 2; o++) {
                Outcome out = r.dilemma().outcome(o);
                var d = r.district();
                boolean gains = out.upside() == Upside.GAIN_5_PEOPLE && !d.starving();
                // "Lose 5 People", or "Lose 1 Food, or lose 10 People instead if you are Starving" while Starving
                boolean loses = out.downside() == Downside.LOSE_5_PEOPLE || out.downside() == Downside.LOSE_1_FOOD
                        && d.starving() && out.upside() != Upside.GAIN_1_FOOD;
                if (!d.housedFactions().isEmpty() && loses && d.people() + (gains ? 5 : 0) >= 5) {
                    losing.add(new Decision(z.name(), o));
                } else if (gains && out.peopleFaction() != null && !d.houses(out.peopleFaction())) {
                    housing.add(new Decision(z.name(), o));
                }
            }
        }
        Decision chosen = x.pick(losing.isEmpty() ? housing : losing);
        e.districts().decide(x.id, x.actor, chosen.district(), Choices.outcome(chosen.outcome())
                .withGovern(GovernChoice.GAIN_ORDER).withImprovisedShields(false), List.of(), false);
        stopHousingNow(x, e, chosen.district());
    }

    /** A District and the Outcome it selects. */
    private record Decision(String district, int outcome) {
    }

    /**
     * At the Conclave, a District housing a Faction bids 5 to 7 People, "allocating quantities of their own resources"
     * ("These allocated quantities are spent from that District's own resources"): it loses 5 or more People as a
     * result of its own decision, and then stops housing a Faction.
     */
    private static void bidPeople(RandomActions x, DistrictsEngine e) {
        DistrictsState.Session s = x.pick(e.conclave().sessions(x.id).stream().filter(z -> !z.summarised).toList());
        District d = x.pick(e.districts().districts(x.id).stream().filter(z -> !z.housedFactions().isEmpty()
                && z.people() >= 5).toList());
        DistrictsState.Allocation bid = new DistrictsState.Allocation();
        bid.amounts.put(District.PEOPLE, (long) Math.min(d.people(), 5 + x.rnd.nextInt(3)));
        e.conclave().respond(x.id, x.actor, s.number, d.name(), bid);
        stopHousingNow(x, e, d.name());
    }

    private static String district(RandomActions x, DistrictsEngine e) {
        return x.pick(e.districts().districts(x.id)).name();
    }

    /** "Whenever a District loses 5 or more People as a result of its own decision, it may also choose to stop housing
     * a single specific Faction": taken now and then when it may. */
    private static void stopHousing(RandomActions x, DistrictsEngine e, String district) {
        District d = e.districts().districts(x.id).stream().filter(z -> z.name().equalsIgnoreCase(district))
                .findFirst().orElseThrow();
        if (e.factions().mayStopHousing(x.id, district) && !d.factions().isEmpty() && x.rnd.nextBoolean()) {
            x.attempt("factions.stopHousing", () -> e.factions().stopHousing(x.id, x.actor, district,
                    x.pick(d.factions())));
        }
    }

    /** Stops housing a Faction whenever the District may (the long runs' kinds). */
    private static void stopHousingNow(RandomActions x, DistrictsEngine e, String district) {
        District d = e.districts().districts(x.id).stream().filter(z -> z.name().equalsIgnoreCase(district))
                .findFirst().orElseThrow();
        if (e.factions().mayStopHousing(x.id, district) && !d.factions().isEmpty()) {
            x.attempt("factions.stopHousing", () -> e.factions().stopHousing(x.id, x.actor, district,
                    x.pick(d.factions())));
        }
    }

    private static String side(RandomActions x, String one, String other) {
        return x.rnd.nextBoolean() ? one : other;
    }

    private static String faction(RandomActions x, DistrictsEngine e) {
        return x.pick(e.factions().factions(x.id)).name;
    }
}
