package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.model.TestStores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33, "two damaged-file shapes (20 flipped bytes, a text file) get raw H2 text and no restore offer": a text
 * file is reported as damaged in plain words (which offers the restore of its newest backup) and left as it was.
 */
class DamagedShapesTest {

    @TempDir
    Path dir;

    @Test
    void aTextFileNamedAsADynastyFileIsReportedAsDamaged() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.mv.db"), "Shopping: eggs, milk\nand bread\n".repeat(50));
        byte[] before = Files.readAllBytes(file);
        assertDamaged(file);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
    }

    private static void assertDamaged(Path file) {
        assertThatThrownBy(() -> GameStore.open(file, TestStores.clock())).isInstanceOf(DamagedFileException.class)
                .hasMessageContaining(file.getFileName() + " is damaged and cannot be read; nothing was changed.")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("SQL").doesNotContain("Exception"));
    }
}
