package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.dynast.model.dice.DiceRoller;
import org.dynast.model.dice.DiceRules;
import org.dynast.model.log.Snapshots;
import org.junit.jupiter.api.Test;

/**
 * Replays a scripted sequence of actions (factory/replay-script.txt) on a floor with seeded dice, and
 * compares the final gamestate and its tracking text with a golden file. Run with
 * {@code -Dgolden.update=true} to rewrite the golden file after a deliberate change.
 */
class ReplayTest {

    static final FactoryCatalogue CATALOGUE = FactoryCatalogue.shipped();
    static final Instant START = Instant.parse("2026-11-20T00:00:00Z");

    @Test
    void aScriptedDayEndsInTheGoldenGamestateAndTrackingText() throws IOException {
        FactoryFloor floor = FactoryFloor.empty(1);
        floor.workers.add(0, WorkerState.newWorker("Kev", false));
        floor.workers.add(1, WorkerState.newWorker("Zed", false));
        floor.worker("Cogbot").orElseThrow().line.add(new MachineSlot("Spin"));
        floor.worker("Zed").orElseThrow().boxes.addAll(List.of(2, 6));
        floor.worker("Kev").orElseThrow().energy = 4;
        floor.worker("Kev").orElseThrow().cogs = 10;
        floor.lastCycle = START;
        floor.wantsOf(Client.MASSES).add("Workers' Rights");
        long[] seed = {190};
        Dice dice = (sides, why) -> (int) DiceRoller.roll(new DiceRoller(DiceRules.DICE_ROLLER, () -> 0L)
                .parse("DICE" + sides), seed[0]++).values().get(0).longValue();
        List<String> notes = new ArrayList<>();
        for (String line : read("/factory/replay-script.txt").split("\\R")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            List<String> f = new ArrayList<>(Arrays.stream(line.split("\\|")).map(String::strip).toList());
            String[] answers = {};
            if (f.get(f.size() - 1).startsWith("?")) {
                String a = f.remove(f.size() - 1).substring(1).strip();
                answers = a.isEmpty() ? new String[0] : a.split(";");
            }
            LineEngine e = new LineEngine(CATALOGUE, floor, dice, Chooser.scripted(answers));
            String who = f.size() > 1 ? f.get(1) : "";
            switch (f.get(0)) {
                case "add" -> e.add(who, f.get(2), Integer.parseInt(f.get(3)));
                case "activate" -> e.activate(who, Integer.parseInt(f.get(2)));
                case "widget" -> e.attachWidget(who, Integer.parseInt(f.get(2)), f.get(3));
                case "cogbot" -> e.turnOnCogbot(who);
                case "report" -> e.submitReport(who);
                case "clockout" -> e.clockOut(who);
                case "cycle" -> e.cycle(START.plus(Duration.ofHours(30)), null);
                default -> throw new IllegalArgumentException(line);
            }
            notes.add("> " + line);
            e.notes().forEach(n -> notes.add("  " + n));
        }
        String text = TrackingText.export(floor);
        String state = Snapshots.standardMapper().copy().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(floor);
        String actual = text + "\n----- gamestate -----\n" + state.replace("\r\n", "\n") + "\n----- notes -----\n"
                + String.join("\n", notes) + "\n";
        Path golden = Path.of("src/test/resources/factory/replay-golden.txt");
        if (Boolean.getBoolean("golden.update") || !Files.exists(golden)) {
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        assertThat(actual).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));

        // the tracking text reads back to the same tracked gamestate
        FactoryFloor back = TrackingText.read(text, floor, CATALOGUE);
        assertThat(TrackingText.export(back)).isEqualTo(text);
        assertThat(new Snapshots().same(new Snapshots().write(back), new Snapshots().write(floor))).isTrue();
    }

    @Test
    void aBadTrackingTextIsReportedLineByLineAndChangesNothing() {
        FactoryFloor floor = FactoryFloor.empty(1);
        floor.workers.add(WorkerState.newWorker("Kev", false)); // a Worker not on the floor is refused (issue 33)
        String before = new Snapshots().write(floor);
        String text = String.join("\n",
                "{| class=\"wikitable\"",
                TrackingText.HEADER,
                "|-",
                "| Kev || two || Spin*, Toaster || 0 || 1 || || 0 ||",
                "| Zed || 2 || Spin || 0 ||",
                "|}");
        assertThatThrownBy(() -> TrackingText.read(text, floor, CATALOGUE))
                .isInstanceOf(TrackingText.BadTrackingText.class)
                .hasMessageContaining("line 4: Energy must be a non-negative whole number, not \u201ctwo\u201d")
                .hasMessageContaining("line 5: a Worker's row has 8 cells");
        assertThat(new Snapshots().write(floor)).isEqualTo(before);
        assertThatThrownBy(() -> TrackingText.read("| Kev || 2 || Toaster || 0 || || || 0 ||\n", floor, CATALOGUE))
                .hasMessageContaining("line 1: a row outside");
    }

    private static String read(String resource) throws IOException {
        try (InputStream in = ReplayTest.class.getResourceAsStream(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
