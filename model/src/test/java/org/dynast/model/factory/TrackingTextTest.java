package org.dynast.model.factory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.TimeUnit;
import org.dynast.model.log.Snapshots;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzed tracking texts (issue 13): each bad one is refused with the line and why, and changes nothing;
 * none hangs (each test has a generous time limit as a hang guard, the assertions are on the result).
 */
@Timeout(value = 5, unit = TimeUnit.SECONDS)
class TrackingTextTest extends FloorFixture {

    private String exported() {
        return TrackingText.export(floor);
    }

    @Test
    void aLongMachinesCellWithARunOfSpacesAndAnUnclosedParenthesisIsRefusedAtOnce() {
        String cell = "Storage" + " ".repeat(380) + "(3" + " ".repeat(20);
        assertThatThrownBy(() -> TrackingText.machine(cell, CATALOGUE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("never closes it");
        String text = exported().replace("| Kev || 2 || ", "| Kev || 2 || " + cell);
        String before = new Snapshots().write(floor);
        assertThatThrownBy(() -> TrackingText.read(text, floor, CATALOGUE))
                .isInstanceOf(TrackingText.BadTrackingText.class)
                .hasMessageContaining("opens a \u201c(\u201d for the recorded information and never closes it");
        assertThat(new Snapshots().write(floor)).isEqualTo(before);
    }

    @Test
    void longAndOddMachineCellsAreReadOrRefusedNeverHang() {
        String spaces = " ".repeat(2000);
        assertThat(TrackingText.machine("Storage" + spaces + "*" + spaces + "(3)" + spaces + "[Cooling Widget]",
                CATALOGUE).notation()).isEqualTo("Storage* (3) [Cooling Widget]");
        assertThatThrownBy(() -> TrackingText.machine("Spin" + spaces + "x(" + spaces, CATALOGUE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TrackingText.machine("Spin" + spaces + "[Cooling Widget" + spaces, CATALOGUE))
                .hasMessageContaining("never closes it");
        assertThatThrownBy(() -> TrackingText.machine("Spin (1) (2)", CATALOGUE))
                .hasMessageContaining("is not a Machine in the form");
        assertThatThrownBy(() -> TrackingText.machine("Spin*'", CATALOGUE))
                .hasMessageContaining("is not a Machine in the form");
        assertThatThrownBy(() -> TrackingText.machine("(3)", CATALOGUE))
                .hasMessageContaining("is not a Machine in the form");
        assertThatThrownBy(() -> TrackingText.machine("Toaster" + "a".repeat(500), CATALOGUE))
                .hasMessageContaining("there is no type of Machine named Toaster").hasMessageContaining("\u2026");
    }

    @Test
    void theNotationStillReadsEveryPart() {
        MachineSlot m = TrackingText.machine("  Greenhouse\u2019 ( Wheat )  [Cooling Widget] ", CATALOGUE);
        assertThat(m.type).isEqualTo("Greenhouse");
        assertThat(m.heat).isEqualTo(Heat.WARM);
        assertThat(m.info).isEqualTo("Wheat");
        assertThat(m.widget).isEqualTo("Cooling Widget");
        assertThat(TrackingText.machine("storage", CATALOGUE).notation()).isEqualTo("Storage");
    }

    @Test
    void aTruncatedPasteThatLacksWorkersIsRefusedNamingThem() {
        String full = exported();
        String cut = full.substring(0, full.indexOf("| Kev ||"));
        String before = new Snapshots().write(floor);
        assertThatThrownBy(() -> TrackingText.read(cut, floor, CATALOGUE))
                .isInstanceOf(TrackingText.BadTrackingText.class)
                .hasMessageContaining("the Workers' table has no row for Kev, " + String.join(", ", Bots.NAMES)
                        + ", who are Workers on the floor: was the text cut short?")
                .hasMessageContaining("line " + cut.split("\\R", -1).length + ":");
        String withoutKev = full.replaceAll("\\|-\\R\\| Kev \\|\\|[^\\n]*\\n", "");
        assertThat(withoutKev).doesNotContain("| Kev ||");
        assertThatThrownBy(() -> TrackingText.read(withoutKev, floor, CATALOGUE))
                .hasMessageContaining("no row for Kev, who is a Worker on the floor");
        assertThat(new Snapshots().write(floor)).isEqualTo(before);
    }

    @Test
    void aWorkerWhoseRowIsBadIsNotAlsoReportedMissing() {
        String text = exported().replace("| Kev || 2 ||", "| Kev || lots ||");
        assertThatThrownBy(() -> TrackingText.read(text, floor, CATALOGUE))
                .hasMessageContaining("Energy must be a non-negative whole number")
                .hasMessageNotContaining("no row for");
    }

    @Test
    void anEmptyVictoryLineMeansNoVictor() {
        String text = exported().replace("{| class", "Victory:   \n{| class");
        assertThat(text).contains("Victory:");
        assertThat(TrackingText.read(text, floor, CATALOGUE).victor).isNull();
        assertThat(TrackingText.read(exported().replace("{| class", "Victory: Kev\n{| class"), floor, CATALOGUE)
                .victor).isEqualTo("Kev");
    }

    @Test
    void aStorageWhoseRecordedBoxIsNotANumberIsRefusedAtImport() {
        for (String bad : new String[] {"x", "", "-2", "3.5", "99999999999"}) {
            String text = exported().replace("| Kev || 2 || ", "| Kev || 2 || Storage (" + bad + "), ");
            assertThatThrownBy(() -> TrackingText.read(text, floor, CATALOGUE))
                    .isInstanceOf(TrackingText.BadTrackingText.class)
                    .hasMessageContaining("a Storage records the value of the Box it keeps, a non-negative whole "
                            + "number, not \u201c" + bad + "\u201d");
        }
        String good = exported().replace("| Kev || 2 || ", "| Kev || 2 || Storage* (4), ");
        assertThat(TrackingText.read(good, floor, CATALOGUE).worker("Kev").orElseThrow().line.get(0).info)
                .isEqualTo("4");
    }
}
