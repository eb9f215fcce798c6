package org.dynast.model.districts;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dynast.model.districts.rules.Downside;
import org.dynast.model.districts.rules.Upside;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.ruleset.ShippedRuleset;

/** The Ruleset 217 demo dynasty: a Dead City eight Dilemmas in, with Factions housed and Connections made. */
public final class DistrictsDemo {

    public static final String NAME = "The Dead City";
    public static final String CITY = "Magistra";
    static final String[] DISTRICTS = {"Ashgrove", "Brickwell", "Cinderfold", "Dunmarsh"};

    private DistrictsDemo() {
    }

    static Dynasty seed(ModuleContext c, DistrictsEngine engine, String actor) {
        LocalDate today = c.clock().today();
        ShippedRuleset text = DistrictsModule.RULESET_217;
        Dynasty dynasty = c.dynasties().found(actor, NAME, 217, text.terms(), CITY, today.minusDays(9));
        long id = dynasty.id();
        c.roster().seed(id, actor, "Seeded the demo Districts", repos -> {
            for (int i = 0; i < DISTRICTS.length; i++) {
                repos.add(new Player(repos.nextPlayerId(), id, DISTRICTS[i], i == 0, today.minusDays(200L * (i + 1)),
                        false, null, null, null));
            }
        });
        // the ruleset the dynasty plays, as every demo has its own (the Ruleset tab, the walkthroughs' quotes)
        c.rulesets().importText(id, actor, text.text(), text.fileName(), null);
        engine.books().seed(id, actor, "Seeded the demo Districts' gamestate, Dilemmas and Factions", w -> {
            faction(w, "The Lamplighters", "Progressive", "Multicultural", "Relational", "Ordered", "Loyal", 2);
            faction(w, "The Ash Choir", "Conservative", "Monocultural", "Acquisitive", "Anarchic", "Disloyal", 5);
            put(w, "Ashgrove", 60, 4, 1, 5, 2, 4, 6, List.of("The Grazing Lands"), List.of("Shared Wisdom"),
                    List.of("The Lamplighters"));
            put(w, "Brickwell", 45, 6, 2, 3, 0, 8, 4, List.of("The Deserted Barracks", "Gnostic Mainframe"),
                    List.of("Military Research"), List.of("The Ash Choir"));
            put(w, "Cinderfold", 55, 2, -1, 2, 3, 0, 7, List.of(), List.of(), List.of("The Lamplighters",
                    "The Ash Choir"));
            put(w, "Dunmarsh", 40, 5, 0, 0, 1, 4, 0, List.of(), List.of("Indoor Gardens"), List.of());
            String[][] posed = {
                {"Gain 1 Food", "Lose 1 Defences", "Gain 1 Ingenuity", "Lose 5 People"},
                {"Gain 5 People", "Lose 1 Ingenuity", "Govern", "Lose 4 from your Energy Trap"},
                {"Gain 1 Defences", "Lose 5 People", "Gain 4 to your Energy Trap", "Lose 1 Defences"},
                {"Govern", "Lose 1 Defences", "Gain 1 Food", "Lose 4 from your Energy Trap"},
                {"Gain 5 People", "Lose 1 Defences", "Gain 1 Ingenuity", "Lose 1 Food"},
                {"Gain 1 Ingenuity", "Lose 5 People", "Govern", "Lose 1 Defences"},
                {"Gain 4 to your Energy Trap", "Lose 1 Ingenuity", "Gain 1 Food", "Lose 5 People"},
                {"Govern", "Lose 1 Defences", "Gain 5 People", "Lose 4 from your Energy Trap"},
            };
            for (int i = 0; i < posed.length; i++) {
                DistrictsState.Dilemma d = new DistrictsState.Dilemma();
                d.number = i + 1;
                // one a day at noon UTC, the last one yesterday: whatever the time of day the demo is made, the City
                // may Pose today ("If they have not already done so that day"); at now − 18 h, a demo made after
                // 18:00 UTC had its last Dilemma posed today, and Posing was refused all evening
                d.postedAt = today.atStartOfDay(ZoneOffset.UTC).toInstant()
                        .minus(Duration.ofDays(posed.length - i)).plus(Duration.ofHours(12));
                d.upsides = List.of(full(posed[i][0]), full(posed[i][2]));
                d.downsides = List.of(full(posed[i][1]), full(posed[i][3]));
                d.factions = new ArrayList<>(Arrays.asList(
                        posed[i][0].equals("Gain 5 People") ? (i < 3 ? "The Lamplighters" : "The Ash Choir") : null,
                        posed[i][2].equals("Gain 5 People") ? "The Lamplighters" : null));
                d.post = "Dilemma #" + d.number + ": Outcome 1 \u2014 " + d.upsides.get(0) + " / "
                        + d.downsides.get(0) + "; Outcome 2 \u2014 " + d.upsides.get(1) + " / " + d.downsides.get(1);
                boolean last = i == posed.length - 1;
                for (int k = 0; k < DISTRICTS.length - (last ? 2 : 0); k++) {
                    DistrictsState.Reaction r = new DistrictsState.Reaction();
                    r.kind = (i + k) % 5 == 4 ? "Pass" : "Decide";
                    r.outcome = r.kind.equals("Pass") ? 0 : 1 + (i + k) % 2;
                    r.at = d.postedAt.plus(Duration.ofHours(3L + k));
                    d.reactions.put(DISTRICTS[k], r);
                }
                w.state.dilemmas.add(d);
            }
            w.tracker.globals.put("Prospect", Upside.GAIN_1_DEFENCES.text());
            return null;
        });
        return c.dynasties().get(id);
    }

    private static String full(String shortText) {
        for (Upside u : Upside.values()) {
            if (u.text().equals(shortText)) {
                return u.text();
            }
        }
        for (Downside d : Downside.values()) {
            if (d.text().startsWith(shortText)) {
                return d.text();
            }
        }
        throw new IllegalArgumentException(shortText);
    }

    private static void faction(Books.Work w, String name, String a, String b, String c, String d, String e,
                                int dilemma) {
        DistrictsState.Faction f = new DistrictsState.Faction();
        f.name = name;
        f.culture = List.of(a, b, c, d, e);
        f.createdFor = dilemma;
        w.state.factions.add(f);
    }

    private static void put(Books.Work w, String name, long people, long food, long defences, long order,
                            long ingenuity, long energy, long calendar, List<String> commons, List<String> innovations,
                            List<String> factions) {
        w.put(new District(name, people, food, defences, order, ingenuity, energy, calendar, commons, innovations,
                factions, 0));
    }
}
