package org.dynast.model.wizards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.dynast.model.TestStores;
import org.dynast.model.dice.Roll;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Snapshots;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.tracker.TrackerTable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The golden replay of a scripted fortnight of Ruleset 168: on a fresh dynasty (the King Brendan; Josh, Kevan, Clucky,
 * Darth, Amnistar and The Druid), through the module's services, with the test store's seeded dice and a manual UTC
 * clock, from Friday 2026-11-20 12:00 UTC to Friday 2026-12-04: first creatures, breeding, three weekly feedings,
 * three duels (a battle; a timeout with one plan after the 24 hours, its opponent forced after 24 hours; the Druid's
 * duel decided after its opponent's 72 hours), a duel closed after seven days without an opponent, the court and a
 * campaign closed after 72 hours. The final gamestate (a canonical JSON dump: the tracker's table, the module's state,
 * every roll and every log line) and the players' wiki page are compared with the golden files in
 * {@code model/src/test/resources/wizards/golden/}.
 *
 * <p>To regenerate the golden files after a deliberate change, run
 * {@code mvn -B -q -pl model test -Dtest=WizardsFortnightGoldenTest -Dgolden.update=true} and read the diff: every
 * number in them must still follow from the rules cited below. A missing golden file fails the test (never skips).
 */
class WizardsFortnightGoldenTest {

    static final Path GOLDEN = Path.of("src", "test", "resources", "wizards", "golden");
    static final String STATE = "fortnight-state.json";
    static final String PAGE = "fortnight-page.wiki";
    private static final String A = TestStores.ADMIN;
    private static final String KING = WizardsFixture.KING;
    private static final String DRUID = "The Druid";

    private final WizardsFixture f = new WizardsFixture();
    private final long id = f.id;
    private final Instant start = f.clock.now();
    private final WizardsEngine e = f.engine();

    @AfterEach
    void close() {
        f.close();
    }

    /** Sets the clock to {@code hours} after the fortnight's start (Friday 2026-11-20 12:00 UTC). */
    private void at(int hours) {
        f.clock.set(start.plus(Duration.ofHours(hours)));
    }

    private String cell(String wizard, String column) {
        return f.cellOf(wizard, column);
    }

    @Test
    void aScriptedFortnightEndsInTheGoldenGamestateAndPage() throws IOException {
        assertThat(start).isEqualTo(Instant.parse("2026-11-20T12:00:00Z"));
        // "Each Wizard has an Elimination, tracked in the GNDT, with valid values of 1 (the default) and 0." The
        // emperor enters three 0s, as a Proposal would (docs/rulings.md, Wizards module 6).
        for (String w : List.of("Josh", "Kevan", "Clucky")) {
            f.cell(w, "Elimination", "0");
        }

        // ---- Friday 20 November: first creatures, the first feeding, breeding --------------------------------
        // "A wizard with zero creatures in their stable may create a creature with up to one quality and a creature
        // type of an animal name chosen from the list of animals which has not been already chosen by another Wizard"
        e.stables().firstCreature(id, A, "Josh", "Winged Horse");
        e.stables().firstCreature(id, A, "Kevan", "Giant Emu");
        e.stables().firstCreature(id, A, "Clucky", "Stealthy Cat");
        e.stables().firstCreature(id, A, "Darth", "Armored Toad");
        e.stables().firstCreature(id, A, "Amnistar", "Swift Ox");
        e.stables().firstCreature(id, A, DRUID, "Wild Wolf");
        assertThatThrownBy(() -> e.stables().firstCreature(id, A, "Josh", "Fanged Horse"))
                .hasMessageContaining("zero creatures");

        at(1);
        // "any Wizard may increase every Wizard's Food by 10 […] decreased by the total Upkeep of every Creature in
        // their Stable": Josh 10-3 = 7 (Winged 3), Kevan 10-3 = 7 (Giant 3), Clucky 10-1 = 9 (Stealthy 1), Darth
        // 10-2 = 8 (Armored 2), Amnistar 10-1 = 9 (Swift 1). The Druid: its Underling Type "is always Wild", so its
        // Wild Wolf's Upkeep is 0 for it, and the Underling Type's own Upkeep (-1) raises it: 10-0-(-1) = 11.
        e.stables().feed(id, A, KING);
        assertThat(List.of(cell("Josh", "Food"), cell("Kevan", "Food"), cell("Clucky", "Food"), cell("Darth", "Food"),
                cell("Amnistar", "Food"), cell(DRUID, "Food"))).containsExactly("7", "7", "9", "8", "9", "11");

        at(2);
        // Breeding: "spends food equal to the stock's upkeep (unless the Whelp has the Spectral quality or the stock's
        // upkeep is a negative value)". Josh: Kevan's Giant Emu (3) -> Winged Giant Emu, Food 7-3 = 4.
        e.stables().breed(id, A, "Josh", "Kevan", "Giant Emu", "Winged Giant Emu", "");
        // Clucky: Darth's Armored Toad (2) -> Armored Fanged Toad, Food 9-2 = 7.
        e.stables().breed(id, A, "Clucky", "Darth", "Armored Toad", "Armored Fanged Toad", "");
        // Amnistar: the Druid's Wild Wolf, Upkeep -1 for Amnistar (negative): free; Food stays 9.
        e.stables().breed(id, A, "Amnistar", DRUID, "Wild Wolf", "Wild Ferocious Wolf", "");
        // Kevan: a Spectral whelp of Clucky's Stealthy Cat: free; Food stays 7.
        e.stables().breed(id, A, "Kevan", "Clucky", "Stealthy Cat", "Spectral Stealthy Cat", "");
        // "a Wizard may set their Underling Type to any creature quality by spending Food equal to three times the
        // absolute value of that quality's listed Upkeep": Darth, Armored (2): 8-6 = 2.
        e.stables().underlingType(id, A, "Darth", "Armored");
        // Darth: Amnistar's Swift Ox (1) -> Gaudy Swift Ox, Food 2-1 = 1.
        e.stables().breed(id, A, "Darth", "Amnistar", "Swift Ox", "Gaudy Swift Ox", "");
        assertThat(List.of(cell("Josh", "Food"), cell("Kevan", "Food"), cell("Clucky", "Food"), cell("Darth", "Food"),
                cell("Amnistar", "Food"))).containsExactly("4", "7", "7", "1", "9");

        // ---- Duel 1: a battle ------------------------------------------------------------------------------
        at(3);
        int one = e.duels().announce(id, A, "Josh", "Wings over the Gates", List.of("City Gates", "Mushroom Mines",
                "Ice Floes"), List.of(), List.of());
        e.duels().accept(id, A, one, "Kevan", "City Gates");
        e.duels().judge(id, A, one, "Clucky");
        at(4);
        e.duels().plan(id, A, one, "Josh", List.of("Winged Horse", "Winged Giant Emu", "", "", ""));
        e.duels().plan(id, A, one, "Kevan", List.of("Giant Emu", "Spectral Stealthy Cat", "", "", ""));
        // City Gates (nearby, walled, level). Winged Horse: "+2 if the creature has winged and the battlefield does
        // not have underground or forest" and "+2 if … winged and the battlefield has walled" = 4; Winged Giant Emu
        // 4 + "+3 if the creature has giant" = 7; Giant Emu 3; Spectral Stealthy Cat 0 (Stealthy wants forest,
        // farflung, underground or sloped). Slots 1 and 2 are Josh's (4 > 3, 7 > 0), 3-5 are 0 against 0: Josh
        // wins 2-0, no DICE2. "The Triumphant's favour increases by three": Josh 3. Kevan loses "against a Wizard
        // who has not been Eliminated" (Josh, Elimination 0): Kevan's Elimination becomes 1.
        String comment = e.duels().battle(id, A, one, "Clucky");
        assertThat(comment).contains("Josh");
        assertThat(cell("Josh", "Favor")).isEqualTo("3");
        assertThat(cell("Kevan", "Elimination")).isEqualTo("1");
        at(5);
        // "The Triumphant of a Duel may, within 24 hours of winning it, transfer one creature from their opponent's
        // stable to their own".
        e.duels().take(id, A, one, "Giant Emu", "");
        // "spending an amount of favor which is both greater than zero and greater than the trust of any court allies
        // with that identity": Josh spends 2 of his 3 on the Queen.
        at(6);
        e.wizards().associate(id, A, "Josh", "Queen", 2);

        // ---- Duel 2: the King judges, the opponent forced after 24 hours, one plan after 24 hours -----------------
        int two = e.duels().announce(id, A, "Clucky", "Toads in the Slums", List.of("Royal Forest", "The Slums",
                "Dwarven Fortress"), List.of("Darth"), List.of(KING));
        // "If a duel has only one valid judge and that judge is the King, then the King becomes its judge
        // automatically."
        assertThat(e.wizards().state(id).duel(two).orElseThrow().judge).isEqualTo(KING);
        // The Duel that no one accepts, for the seven days.
        at(7);
        int unanswered = e.duels().announce(id, A, "Amnistar", "Anyone at all", List.of("Royal Barrens",
                "The Worthless Mountains", "Island Fortress"), List.of("Clucky"), List.of());
        at(30);
        // "if the post announcing it is more than 24 hours old" — 24 hours are not more than 24 hours.
        assertThatThrownBy(() -> e.duels().forceOpponent(id, A, two, "The Slums"))
                .hasMessageContaining("more than 24 hours old");
        at(31);
        e.duels().forceOpponent(id, A, two, "The Slums");
        at(32);
        e.duels().plan(id, A, two, "Clucky", List.of("Armored Fanged Toad", "Stealthy Cat", "", "", ""));
        at(54);
        // "If 24 hours have passed since the start of the duel" (begun at hour 31): not yet at hour 54.
        assertThatThrownBy(() -> e.duels().timeout(id, A, two, KING)).hasMessageContaining("has until");
        at(55);
        // "and only one of the duelists has submitted a valid plan, the Judge may declare that duelist to be the
        // Triumphant": Clucky, Favor 0 + 3 = 3; Darth was Eliminated already (the default 1) and stays so.
        assertThat(e.duels().timeout(id, A, two, KING)).isEqualTo("Clucky");
        assertThat(cell("Clucky", "Favor")).isEqualTo("3");
        at(57);
        e.wizards().associate(id, A, "Clucky", "Chamberlain", 2);

        // ---- Monday 23 November: the campaign, the second week's communal actions ------------------------------
        at(72);
        int campaign = e.campaigns().go(id, A, List.of("Goblin Pass", "Eastern Marsh", "Bleak Tor"));
        assertThat(campaign).isEqualTo(1);
        // "the trust of all courtly allies may be raised by the campaign number of the most recent campaign": +1.
        e.wizards().raiseTrust(id, A, "Amnistar");
        at(73);
        // The second feeding (a new week), by a Wizard: "the food of the wizards allied to the chamberlain or
        // treasurer by an additional 3 for each" — Clucky.
        e.stables().feed(id, A, "Darth");
        at(74);
        // "If The Druid's stable is not full, as a weekly communal action any Wizard may breed a creature on The
        // Druid's behalf": the Druid pays the Winged Horse's 3.
        e.stables().breedForTheDruid(id, A, "Darth", "Josh", "Winged Horse", "Winged Swift Horse");
        // "Any Wizard may participate in an open campaign"; the listed creatures are locked until the close.
        e.campaigns().participate(id, A, "Josh", "Goblin Pass", List.of("Winged Giant Emu", "Giant Emu", "", "",
                ""));
        e.campaigns().participate(id, A, "Amnistar", "Eastern Marsh", List.of("", "", "", "",
                "Wild Ferocious Wolf"));
        e.campaigns().participate(id, A, "Darth", "Bleak Tor", List.of("Gaudy Swift Ox", "", "", "",
                "Armored Toad"));

        // ---- Duel 3: the Druid's, its opponent's 72 hours -----------------------------------------------------
        at(75);
        int druids = e.duels().announce(id, A, DRUID, "Balance", List.of("Royal Forest", "Ice Caves", "City Gates"),
                List.of("Amnistar"), List.of());
        // "that opponent is deemed to automatically accept the challenge (but has 72 hours to submit a plan)"
        assertThat(e.wizards().state(id).duel(druids).orElseThrow().opponent).isEqualTo("Amnistar");
        at(76);
        e.duels().judge(id, A, druids, "Josh");
        e.duels().plan(id, A, druids, DRUID, List.of("Wild Wolf", "Winged Swift Horse", "", "", ""));
        at(100);
        assertThatThrownBy(() -> e.duels().timeout(id, A, druids, "Josh")).hasMessageContaining("72 hours");
        // Clucky won Duel 2 at hour 55 and took nothing: "within 24 hours of winning it" ended at hour 79.
        assertThatThrownBy(() -> e.duels().take(id, A, two, "Gaudy Swift Ox", ""))
                .hasMessageContaining("within 24 hours");

        // ---- Thursday 26 November: the campaign closes after 72 hours ------------------------------------------
        at(143);
        assertThatThrownBy(() -> e.campaigns().close(id, A, "Kevan")).hasMessageContaining("72 hours");
        at(144);
        // "five random numbers, generated as up to 2N+4, where N is the campaign number": five DICE6 in Kevan's name,
        // 2 1 1 2 4 with the seeded dice. The effects of Goblin Pass (sloped, poor, forest), Eastern Marsh (desert,
        // underground, rich) and Bleak Tor (rich, aquatic, walled) are the King's DICE12s 9 7 4, 3 10 6, 6 1 2 over
        // the Valid Battle Effects in the rule's order. Goblin Pass: Winged Giant Emu 3 (forest: no winged bonus;
        // giant +3) beats Emu1 2, Giant Emu 3 beats Emu2 1, three empty slots lose: Josh 2, the West 3. Eastern Marsh:
        // the Wolf's 1 (Ferocious +1) loses to Emu5's 4, every slot to the West. Bleak Tor: Gaudy Swift Ox 0 (no
        // farflung or level), Armored Toad 2 (armored +2): the West 5-0. "If a single creature in the Western Force
        // has a higher Strength than every other creature in that force, it destroys the creature in the same slot
        // number of each opposing force (excluding creatures which are Armored …)": Emu5 (4) destroys Amnistar's
        // Wild Ferocious Wolf, not Darth's Armored Toad. No Wizard won on any battlefield: "decrease the military
        // situation by 1" (0 to -1), and "decrease the Favor of each wizard who did not fight in a battle in that
        // campaign by 2, to a minimum of 0": Clucky 1 to 0, Kevan stays 0.
        e.campaigns().close(id, A, "Kevan");
        assertThat(cell("Amnistar", "Stable")).isEqualTo("Swift Ox");
        assertThat(cell("Darth", "Stable")).isEqualTo("Armored Toad; Gaudy Swift Ox");
        assertThat(f.tracker().table(id).globals()).containsEntry("Military Situation", "-1");
        assertThat(cell("Clucky", "Favor")).isEqualTo("0");
        at(148);
        // 72 hours after the duel began (hour 76): the Druid's plan is the only one.
        assertThat(e.duels().timeout(id, A, druids, "Josh")).isEqualTo(DRUID);
        // "If The Druid wins a duel, The King must as an atomic action remove a creature from The Druid's stable,
        // remove another creature from any Wizard's stable, and add that creature to The Druid's stable"
        e.duels().druidSpoils(id, A, druids, "Wild Wolf", "Kevan", "Spectral Stealthy Cat");

        // ---- Friday 27 November: the unanswered duel is closed after seven days ---------------------------------
        at(174);
        assertThatThrownBy(() -> e.duels().close(id, A, unanswered, KING)).hasMessageContaining("seven days");
        at(175);
        e.duels().close(id, A, unanswered, KING);

        // ---- Saturday 28 November: Josh spends his last Food ------------------------------------------------
        at(202);
        // The campaign is closed, so Darth's Armored Toad is no longer locked; for Josh its Upkeep is 2: Food 2-2 = 0.
        e.stables().breed(id, A, "Josh", "Darth", "Armored Toad", "Toad", "");
        assertThat(cell("Josh", "Food")).isEqualTo("0");

        // ---- Monday 30 November: the third feeding, by the King, and a transfer ----------------------------------
        at(240);
        // Josh's Stable: Winged Horse 3, Winged Giant Emu 6, Giant Emu 3, Toad 0 = 12: 0+10-12 would leave his Food at
        // -2, so the feeding is refused (the Appendix: not "to an illegal value"; docs/rulings.md, Wizards 9).
        assertThatThrownBy(() -> e.stables().feed(id, A, KING)).hasMessageContaining("Josh's Food at -2");
        // "Eliminated Wizards can freely transfer their Favor and Food to other Wizards": Kevan gives Josh 2 Food.
        e.wizards().transfer(id, A, "Kevan", "Josh", 0, 2);
        e.stables().feed(id, A, KING);
        assertThat(cell("Josh", "Food")).isEqualTo("0");
        // the feeding altered Josh's Food (2 -> 0): the Soup Kitchen has nothing for him
        assertThat(cell("Josh", "Missed Feedings")).isEqualTo("0");
        at(241);
        assertThat(e.stables().soupKitchenPreview(id, "Josh")).isZero();

        at(336);
        check(STATE, dump());
        String page = e.wizards().wikiPage(id);
        // The plans decided by a timeout were never posted: the players' page shows neither ("sending a private
        // message to the judge"); the emperor's dump keeps them.
        assertThat(page).doesNotContain("Wild Wolf, Winged Swift Horse").doesNotContain("Armored Fanged Toad, "
                + "Stealthy Cat").doesNotContain("Traitor");
        assertThat(e.wizards().state(id).duel(two).orElseThrow().planOf("Clucky").orElseThrow().slots)
                .containsExactly("Armored Fanged Toad", "Stealthy Cat", "", "", "");
        check(PAGE, page);
    }

    /** The gamestate, canonically: the emperor's tracker table, the module's state, the rolls and the log. */
    private String dump() throws IOException {
        ObjectMapper json = Snapshots.standardMapper().copy().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = json.createObjectNode();
        ObjectNode tracker = root.putObject("tracker");
        ArrayNode rows = tracker.putArray("rows");
        TrackerTable table = f.tracker().table(id);
        for (TrackerTable.Row r : table.rows()) {
            ObjectNode row = rows.addObject().put("name", r.name()).put("npc", r.npc());
            ObjectNode cells = row.putObject("cells");
            table.definition().columns.forEach(c -> cells.put(c.name, r.cell(c.name)));
        }
        ObjectNode globals = tracker.putObject("globals");
        table.definition().globals.forEach(g -> globals.put(g.name, table.globals().getOrDefault(g.name, "")));
        WizardsState s = e.wizards().state(id);
        s.dynastyId = 0;
        root.set("wizards", json.readTree(json.writeValueAsString(s)));
        ArrayNode rolls = root.putArray("rolls");
        for (Roll r : f.store.dice().emperorView(id)) {
            rolls.add(UtcCalendar.format(r.at()) + " " + r.roller() + " " + r.line() + (r.secret() ? " (secret)" : "")
                    + " for " + r.purpose());
        }
        ArrayNode log = root.putArray("log");
        for (LogEntry l : f.store.log().history(id)) {
            log.add(UtcCalendar.format(l.at()) + " " + l.kind() + ": " + l.summary());
        }
        return json.writeValueAsString(root) + "\n";
    }

    /** Compares with the golden file, or rewrites it under {@code -Dgolden.update=true}. */
    static void check(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
            return;
        }
        assertThat(file).as("the golden file %s is missing: run the test with -Dgolden.update=true to write it, "
                + "then read it", file.toAbsolutePath()).exists();
        assertThat(actual).as("%s differs from the golden file (after a deliberate change, rerun with "
                + "-Dgolden.update=true and read the diff)", name).isEqualTo(Files.readString(file,
                StandardCharsets.UTF_8));
    }
}
