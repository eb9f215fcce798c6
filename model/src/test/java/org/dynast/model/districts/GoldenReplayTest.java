package org.dynast.model.districts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.dice.Roll;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Innovation;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The golden replay of Ruleset 217 (issue 21): on a fresh dynasty with four Districts, the City Poses twelve Dilemmas
 * whose Reactions are scripted (Decides of several kinds, Govern by Gathering, Innovating and gaining 1 Order,
 * Labour, Passes, a non-reactor's Order penalty, the Food cut on Dilemma #10, a Faction created and its Faction
 * Tests, a Moot and a Socialize), then Dilemmas #13 to #30 in a tight loop, and then the Conclave: Plenary Sessions
 * with private allocations, scored with the matrices, until a District has three Anointments.
 *
 * <p>Every draw comes from the store's seeded source ({@code TestStores}) and every time from the manual clock, so the
 * final state and the Dead City page are the same on every run; they are compared with golden files in
 * {@code src/test/resources/districts/golden/}. Run with {@code -Dgolden.update=true} to rewrite them after a
 * deliberate change (and read the difference); a missing golden file fails.
 */
class GoldenReplayTest {

    private static final Path GOLDEN = Path.of("src/test/resources/districts/golden");
    private static final String A = "Ashgrove";
    private static final String B = "Brickwell";
    private static final String C = "Cinderfold";
    private static final String D = "Dunmarsh";

    private final Fixture f = new Fixture();
    private final DistrictsService districts = f.engine.districts();
    private final FactionsService factions = f.engine.factions();
    private final ConclaveService conclave = f.engine.conclave();
    private final long id = f.found();

    /** What the script saw happen, for the coverage checks at the end of the twelve. */
    private final List<String> seen = new ArrayList<>();

    @AfterEach
    void close() {
        f.close();
    }

    @Test
    void twelveDilemmasAndAConclaveEndInTheGoldenStateAndPage() throws IOException {
        // "At any time a District may spend x*4 from their Energy Trap to establish a new Connection to a Commons,
        // where x is their number of pre-existing Connections": a first Connection costs 0 * 4 = 0.
        districts.connect(id, Fixture.ADMIN, A, "The Grazing Lands");
        districts.connect(id, Fixture.ADMIN, B, "Gnostic Mainframe");
        districts.connect(id, Fixture.ADMIN, C, "Stormbrow Peak");
        districts.connect(id, Fixture.ADMIN, D, "The Deserted Barracks");
        for (String n : Fixture.NAMES) {
            assertThat(f.district(id, n).energyTrap()).isZero();
        }

        for (int n = 1; n <= 12; n++) {
            poseAndReact(n, true);
        }
        checkTheTwelve();
        for (int n = 13; n <= 30; n++) {
            poseAndReact(n, false);
        }
        // "If the most recently posted Dilemma's number is 30 or higher, a Conclave is ongoing. While a Conclave is
        // ongoing, new Dilemmas may not be posted."
        assertThat(conclave.ongoing(id)).isTrue();
        assertThat(districts.whyNotPose(id)).isPresent();
        runTheConclave();

        String state = dump();
        String page = districts.deadCityPage(id);
        nothingPrivateInThePlayersExport(page);
        compare("final-state.txt", state);
        compare("dead-city-page.wiki", page);
    }

    // ---- the Dilemmas ----------------------------------------------------------------------------------

    /**
     * The scripted twelve: one a day, the City Posing Dilemma #n at noon and the Districts reacting in the roster's
     * order an hour later. The tight loop: one an hour, as "If they have not already done so that day, or if every
     * Ongoing Dilemma has had a Reaction from every District, the City may perform the atomic action of Posing a
     * Dilemma".
     */
    private void poseAndReact(int n, boolean scripted) {
        if (n > 1) {
            f.clock.advance(Duration.ofHours(scripted ? 23 : 0));
        }
        assertThat(districts.whyNotPose(id)).isEmpty();
        Map<String, District> before = byName();
        DistrictsService.Posed posed = districts.pose(id, Fixture.ADMIN, n == 4, false);
        assertThat(posed.number()).isEqualTo(n);
        Map<String, District> after = byName();
        checkFoodCut(n, before, after, posed);
        f.clock.advance(Duration.ofHours(1));
        for (String name : Fixture.NAMES) {
            while (true) {
                var next = districts.reactableDilemma(id, name);
                if (next.isEmpty() || (scripted && skips(name, next.get()))) {
                    break;
                }
                react(name, next.get(), scripted);
            }
        }
    }

    /**
     * Dunmarsh does not react to Dilemma #3: "A District may React to the oldest Ongoing Dilemma that they haven't
     * already Reacted to", so it cannot react to #4 either until #3 has ceased to be Ongoing (48 hours after it).
     */
    private static boolean skips(String district, int dilemma) {
        return district.equals(D) && dilemma == 3;
    }

    private void react(String name, int number, boolean scripted) {
        DistrictsState.Dilemma d = districts.state(id).dilemma(number).orElseThrow();
        District me = f.district(id, name);
        int govern = indexOf(d.upsides, "Govern");
        int people = indexOf(d.upsides, "Gain 5 People");
        if (!scripted) {
            // the tight loop: Govern by gaining 1 Order where there is a Govern, else Outcome 1
            Choices c = Choices.outcome(govern > 0 ? govern : 1).withGovern(GovernChoice.GAIN_ORDER);
            districts.decide(id, Fixture.ADMIN, name, c, List.of(), false);
            return;
        }
        if (name.equals(B) && (number == 5 || number == 9)) {
            // "Pass: Posting a comment on the Dilemma announcing that they are passing, then reducing their Order by 1"
            districts.pass(id, Fixture.ADMIN, name);
            assertThat(f.district(id, name).order()).isEqualTo(Math.max(0, me.order() - 1));
            seen.add("pass");
            return;
        }
        List<String> labour = labour(me, number);
        if (!labour.isEmpty()) {
            seen.add("labour " + labour);
        }
        Choices c;
        boolean moot = false;
        List<String> socialize = List.of();
        switch (name) {
            case A -> {
                // Ashgrove Governs by Gathering whenever it can
                c = Choices.outcome(govern > 0 ? govern : 1).withGovern(GovernChoice.GATHER);
                if (govern > 0) {
                    seen.add("gather");
                }
            }
            case B -> {
                // Brickwell Governs by Innovating the first Innovation of the table it can
                List<Innovation> open = districts.innovations(id, name);
                if (govern > 0 && !open.isEmpty()) {
                    c = Choices.outcome(govern).withInnovate(open.get(0).name());
                    seen.add("innovate " + open.get(0).name());
                } else {
                    c = Choices.outcome(govern > 0 ? govern : 2).withGovern(GovernChoice.GAIN_ORDER);
                }
            }
            case C -> {
                // Cinderfold takes the People (and their Faction) when offered, and Governs by Gathering, Socializing
                if (people > 0) {
                    c = Choices.outcome(people);
                    seen.add("people");
                } else if (govern > 0) {
                    c = Choices.outcome(govern).withGovern(GovernChoice.GATHER).withSocialize(true);
                    socialize = List.of("Progressive", "Multicultural", "Relational", "Ordered");
                    moot = true;
                    seen.add("gather+socialize");
                } else {
                    c = Choices.outcome(1);
                }
            }
            default -> {
                // Dunmarsh Governs by gaining 1 Order
                c = Choices.outcome(govern > 0 ? govern : 1).withGovern(GovernChoice.GAIN_ORDER);
                if (govern > 0) {
                    seen.add("order");
                }
            }
        }
        c = c.withLabour(labour);
        DistrictsService.Reacted r = districts.decide(id, Fixture.ADMIN, name, c, socialize, moot);
        if (r.socializeMessage() != null) {
            factions.answerSocialize(id, Fixture.ADMIN, r.socializeMessage());
            seen.add("socialize answered");
        }
        if (r.mootMessage() != null) {
            factions.answerMoot(id, Fixture.ADMIN, r.mootMessage());
            seen.add("moot answered");
        }
    }

    /** "To Labour is to select any number of Innovations that you understand and to perform each of their Work effects". */
    private static List<String> labour(District me, int number) {
        List<String> out = new ArrayList<>();
        if (me.innovations().contains("Shared Wisdom") && me.people() > 0 && number % 7 == 0) {
            out.add("Shared Wisdom");
        }
        if (me.innovations().contains("Indoor Gardens") && me.energyTrap() > 0 && number % 10 == 0) {
            out.add("Indoor Gardens");
        }
        return out;
    }

    private static int indexOf(List<String> upsides, String upside) {
        return upsides.indexOf(upside) + 1;
    }

    /**
     * Posing a Dilemma, last step: "If this Dilemma's number is a multiple of 10 and/or The Storm is ongoing, reduce the
     * Food of each non-Abandoned District by 1; or, if that District is Famished, reduce its Food to 0; or, if that
     * District is Starving, reduce its People by half (rounded up)."
     */
    private void checkFoodCut(int n, Map<String, District> before, Map<String, District> after,
                              DistrictsService.Posed posed) {
        if (n % 10 != 0) {
            assertThat(posed.steps()).extracting(s -> s.text).anyMatch(t -> t.startsWith("Step 8: Dilemma #" + n
                    + " is not a multiple of 10"));
            return;
        }
        for (String name : Fixture.NAMES) {
            District b = before.get(name);
            District x = after.get(name);
            if (b.abandoned()) {
                assertThat(x.food()).isEqualTo(b.food());
            } else if (b.starving()) {
                assertThat(x.people()).isEqualTo(b.people() - (b.people() + 1) / 2);
            } else if (b.famished()) {
                assertThat(x.food()).isZero();
            } else {
                assertThat(x.food()).isEqualTo(b.food() - 1);
            }
        }
        seen.add("food cut " + n);
    }

    /** What the twelve scripted Dilemmas had to show. */
    private void checkTheTwelve() {
        assertThat(seen).contains("gather", "order", "pass", "people", "food cut 10");
        assertThat(seen).anyMatch(s -> s.startsWith("innovate "));
        assertThat(seen).anyMatch(s -> s.startsWith("labour "));
        DistrictsState s = districts.state(id);
        assertThat(s.factions).as("a Faction created for a \"Gain 5 People\"").isNotEmpty();
        assertThat(s.dilemmas.stream().flatMap(d -> d.steps.stream()).map(x -> x.text))
                .as("a Faction Test when Posing").anyMatch(t -> t.startsWith("Step 5: the City secretly selects")
                        && !t.contains("for each of 0 Districts"));
        // "reduce the Order of all Districts who haven't reacted to that Dilemma by 1"
        assertThat(s.dilemma(5).orElseThrow().steps).extracting(x -> x.text).contains("Step 7: Dilemma #3 has "
                + "ceased to be Ongoing; the Order of Dunmarsh (who haven’t reacted to it) is reduced by 1.");
    }

    // ---- the Conclave ----------------------------------------------------------------------------------

    /**
     * "While a Conclave is ongoing, and Dilemma #30 is no longer Ongoing, and if every non-Abandonned District has
     * Responded to all previous Plenary Sessions ... then the City may post a Plenary Session." Every District
     * responds to each Session, so the City posts the next at once; Ashgrove bids the most on every Agenda Item.
     */
    private void runTheConclave() {
        assertThat(conclave.whyNotPost(id)).isEmpty();
        for (int session = 1; session <= 8 && conclave.victory(id).isEmpty(); session++) {
            DistrictsState.Session x = conclave.post(id, Fixture.ADMIN);
            if (conclave.victory(id).isPresent()) {
                break;
            }
            AgendaItem item = AgendaItem.named(x.agenda).orElseThrow();
            f.clock.advance(Duration.ofHours(1));
            for (String name : Fixture.NAMES) {
                District d = f.district(id, name);
                DistrictsState.Allocation a = d.abandoned() ? new DistrictsState.Allocation()
                        : bid(item, d, share(name));
                // "A District may make a null response ... up to three times in total while a Conclave is ongoing"
                if (a.bidsNothing() && !d.abandoned() && districts.state(id).nullResponses.getOrDefault(name, 0)
                        >= ConclaveService.NULL_RESPONSES) {
                    continue;
                }
                conclave.respond(id, Fixture.ADMIN, x.number, name, a);
            }
            // "... OR if 48 hours have elapsed since the posting of the most recent Plenary Session"
            boolean all = Fixture.NAMES.stream().allMatch(n -> conclave.sessions(id).get(x.number - 1).responded(n));
            f.clock.advance(Duration.ofHours(all ? 23 : 47));
        }
        assertThat(conclave.victory(id)).hasValueSatisfying(v -> assertThat(v).endsWith("has achieved Victory."));
    }

    /** How much of each scored resource a District allocates: Ashgrove half, the others a quarter or nothing. */
    private static double share(String name) {
        return switch (name) {
            case A -> 0.5;
            case B -> 0.25;
            case C -> 0.2;
            default -> 0;
        };
    }

    /** An allocation of {@code share} of each resource the Agenda Item's Scoring Matrix scores. */
    private static DistrictsState.Allocation bid(AgendaItem item, District d, double share) {
        DistrictsState.Allocation a = new DistrictsState.Allocation();
        Map<String, Long> amounts = new LinkedHashMap<>();
        List<String> scored = switch (item) {
            case ABUNDANCE -> List.of(District.PEOPLE, District.FOOD, District.DEFENCES);
            case PROGRESS -> List.of(District.INGENUITY, District.ENERGY_TRAP);
            case STABILITY -> List.of(District.ORDER, District.DEFENCES);
            case CONTENTMENT -> List.of(District.FOOD);
            case POWER -> List.of(District.DEFENCES, District.INGENUITY, District.ENERGY_TRAP);
            case CULTURE -> List.of(District.PEOPLE, District.ORDER);
        };
        for (String key : scored) {
            long v = (long) Math.floor(Math.max(0, d.value(key)) * share);
            if (v > 0) {
                amounts.put(key, v);
            }
        }
        a.amounts.putAll(amounts);
        if (share >= 0.5) {
            switch (item) {
                case PROGRESS, CONTENTMENT -> d.innovations().stream().limit(1).forEach(a.innovations::add);
                case STABILITY, CULTURE -> d.commons().stream().limit(1).forEach(a.commons::add);
                default -> {
                }
            }
            if (item == AgendaItem.CONTENTMENT) {
                d.housedFactions().stream().limit(1).forEach(a.factions::add);
            }
        }
        return a;
    }

    // ---- the players' export ---------------------------------------------------------------------------

    /**
     * "If a piece of information is described as being tracked secretly or privately by the City (including secretly
     * random selections), then that information may only be revealed by the City when the ruleset allows it." The
     * players' export is the Dead City page, whose Districts' table is the tracker's players' view, and the Dice
     * Roller's players' view: no Faction's Culture, no secret draw, no Plenary Session allocation, no private message.
     */
    private void nothingPrivateInThePlayersExport(String page) {
        DistrictsState s = districts.state(id);
        List<Roll> rolls = f.store.dice().emperorView(id);
        List<Roll> shown = f.store.dice().playerView(id);
        assertThat(rolls.stream().filter(Roll::secret)).as("secret draws were made").isNotEmpty();
        assertThat(shown).noneMatch(Roll::secret);
        List<String> players = new ArrayList<>(List.of(page));
        shown.forEach(r -> players.add(r.purpose()));
        String all = String.join("\n", players);
        for (Position p : Position.values()) {
            assertThat(all).as("the Position %s of a Culture", p.word()).doesNotContain(p.word());
        }
        for (Roll secret : rolls.stream().filter(Roll::secret).toList()) {
            assertThat(all).doesNotContain(secret.purpose());
        }
        assertThat(all).doesNotContain("Culture of ", "Faction Test", "Moot", "Socialize", "Faction Cultures",
                "secretly selects", "[secret]");
        // the allocations are the City's: the page gives each Session's Agenda Item and, once summarised, its outcome
        assertThat(all).doesNotContain("allocat");
        for (DistrictsState.Session x : s.sessions) {
            for (DistrictsState.Allocation a : x.responses.values()) {
                assertThat(all).doesNotContain(a.amounts.toString());
            }
        }
        // the tracker's players' view leaves out the private global where a City may write the Cultures
        assertThat(f.tracker.playerView(id).toString()).doesNotContain("Faction Cultures");
    }

    // ---- the golden files ------------------------------------------------------------------------------

    private void compare(String file, String actual) throws IOException {
        Path golden = GOLDEN.resolve(file);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        if (!Files.exists(golden)) {
            fail("The golden file " + golden + " is missing: run with -Dgolden.update=true to write it, then read it.");
        }
        assertThat(actual).as(file).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }

    private Map<String, District> byName() {
        Map<String, District> m = new LinkedHashMap<>();
        districts.districts(id).forEach(d -> m.put(d.name(), d));
        return m;
    }

    /** The final state, canonically: the Districts, the globals, the City's book, the Conclave and every draw. */
    private String dump() {
        StringBuilder b = new StringBuilder();
        DistrictsState s = districts.state(id);
        b.append("== Districts ==\n");
        for (District d : districts.districts(id)) {
            b.append(d.name()).append(": People ").append(d.people()).append(", Food ").append(d.food())
                    .append(", Defences ").append(d.defences()).append(", Order ").append(d.order())
                    .append(", Ingenuity ").append(d.ingenuity()).append(", Energy Trap ").append(d.energyTrap())
                    .append(", Calendar ").append(d.calendar()).append(", Anointments ").append(d.anointments())
                    .append("\n  Commons: ").append(d.commons()).append("\n  Innovations: ").append(d.innovations())
                    .append("\n  Factions: ").append(d.factions()).append('\n');
        }
        b.append("Prospect: ").append(districts.prospect(id)).append('\n');
        b.append("Solar Field: ").append(f.tracker.state(id).globals.getOrDefault(DistrictsService.SOLAR_FIELD, ""))
                .append('\n');
        b.append("\n== Factions (private) ==\n");
        s.factions.forEach(x -> b.append(x.name).append(" (created for Dilemma #").append(x.createdFor).append("): ")
                .append(x.culture).append('\n'));
        b.append("\n== Inbox (private) ==\n");
        s.inbox.forEach(m -> b.append('#').append(m.id).append(' ').append(m.kind).append(" from ").append(m.district)
                .append(" at ").append(m.at).append(m.culture.isEmpty() ? "" : " " + m.culture)
                .append(m.answered ? " answered: " + m.answer : " unanswered").append('\n'));
        b.append("\n== Dilemmas ==\n");
        for (DistrictsState.Dilemma d : s.dilemmas) {
            b.append("\n# Dilemma ").append(d.number).append(", posted ").append(d.postedAt).append('\n');
            for (int o = 0; o < 2; o++) {
                b.append("Outcome ").append(o + 1).append(": ").append(d.upsides.get(o))
                        .append(d.factions.get(o) == null ? "" : " (" + d.factions.get(o) + ")").append(" / ")
                        .append(d.downsides.get(o)).append('\n');
            }
            for (DistrictsState.Step st : d.steps) {
                b.append("  ").append(st.secret ? "[secret] " : "").append(st.text)
                        .append(st.roll == null || st.roll.isBlank() ? "" : "\n      " + st.roll).append('\n');
            }
            d.reactions.forEach((who, r) -> {
                b.append("  ").append(who).append(": ").append(r.kind)
                        .append(r.kind.equals("Decide") ? " Outcome " + r.outcome : "").append(" at ").append(r.at)
                        .append('\n');
                r.notes.forEach(n -> b.append("      ").append(n).append('\n'));
            });
        }
        b.append("\n== The Conclave ==\n");
        for (DistrictsState.Session x : s.sessions) {
            b.append("\n# Plenary Session ").append(x.number).append(" (").append(x.agenda).append("), posted ")
                    .append(x.postedAt).append("\n  ").append(x.rollLine).append('\n');
            x.responses.forEach((who, a) -> b.append("  ").append(who).append(" allocates (private) ")
                    .append(a.bidsNothing() ? "nothing (a null response)" : a.amounts + (a.commons.isEmpty() ? ""
                            : " Commons " + a.commons) + (a.innovations.isEmpty() ? "" : " Innovations "
                            + a.innovations) + (a.factions.isEmpty() ? "" : " Factions " + a.factions))
                    .append('\n'));
            if (x.summarised) {
                b.append("  ").append(x.summary).append('\n');
            } else {
                ConclaveService.Scoring sc = conclave.scoring(id, x.number);
                sc.scores().forEach(v -> b.append("  (open) ").append(v.district()).append(' ')
                        .append(v.terms().stream().map(AgendaItem.Term::text).toList()).append('\n'));
            }
        }
        b.append("Null responses: ").append(s.nullResponses).append('\n');
        b.append("Victory: ").append(conclave.victory(id).orElse("none")).append('\n');
        b.append("\n== Dice Roller (every draw; secret ones marked) ==\n");
        for (Roll r : f.store.dice().emperorView(id)) {
            b.append('#').append(r.id()).append(' ').append(r.at()).append(' ').append(r.roller()).append(' ')
                    .append(r.line()).append(r.secret() ? " [secret] " : " ").append(r.purpose()).append('\n');
        }
        return b.toString();
    }
}
