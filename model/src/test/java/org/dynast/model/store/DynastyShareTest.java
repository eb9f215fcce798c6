package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sharing a dynasty (issue 36): the emperor's own store (H2) copied into the team's store — H2 in the suite's first
 * half, a PostgreSQL database in its second (store-suite.txt) — with its whole history, checked as an import is.
 */
class DynastyShareTest {

    private final ManualGameClock clock = TestStores.clock();

    @Test
    void aSharedDynastyIsTheSameDynastyWithItsWholeHistory() throws IOException {
        try (GameStore own = GameStore.inMemory("own-" + UUID.randomUUID(), clock);
             GameStore team = TestStores.store(clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(own, "Ferrous");
            long omalley = own.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
            long cogsworth = own.roster().roster(demo.id()).byName("Cogsworth").orElseThrow().id();
            VotableMatter tidy = own.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy", omalley,
                    null, "Replace a word.");
            own.matters().vote(demo.id(), "Ferrous", tidy.id(), cogsworth, VoteIcon.AGAINST, null);

            DynastyShare.Shared shared = DynastyShare.copy(own, demo.id(), team, "Ferrous");

            assertThat(shared.copy().name()).isEqualTo(demo.name());
            // the team's copy exports exactly as the emperor's own: every player, matter, vote, revision and log line
            // (besides the import's own log line and the time of export)
            assertThat(ComparableExports.of(team, shared.copy().id())).isEqualTo(ComparableExports.of(own, demo.id()));
            assertThat(team.matters().verdict(shared.copy().id(), team.matters().state(shared.copy().id()).matters()
                    .stream().filter(m -> m.title().equals("[Core] Tidy")).findFirst().orElseThrow().id()).tally()
                    .againstVotes()).isEqualTo(1);
            assertThat(team.log().history(shared.copy().id())).last().extracting(e -> e.summary())
                    .isEqualTo("Imported " + demo.name() + " from " + own.description());
        }
    }

    @Test
    void sharingTwiceKeepsBothAndNamesTheSecondApart() {
        try (GameStore own = GameStore.inMemory("own-" + UUID.randomUUID(), clock);
             GameStore team = TestStores.store(clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(own, "Ferrous");
            DynastyShare.copy(own, demo.id(), team, "Ferrous");
            Dynasty second = DynastyShare.copy(own, demo.id(), team, "Ferrous").copy();
            assertThat(second.name()).isEqualTo(demo.name() + " (2)");
            assertThat(team.dynasties().all()).hasSize(2);
        }
    }

    /**
     * The shared counterpart of a file's backup: the team's dynasty, acted on, copied with its whole history into a new
     * dynasty file, which opens as the same dynasty; no working file or backup of the backup is left beside it.
     */
    @Test
    void aSharedDynastyBacksUpIntoANewFileThatOpensAsTheSameDynasty(@TempDir Path dir) throws IOException {
        try (GameStore team = TestStores.store(clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(team, "Ferrous");
            long omalley = team.roster().roster(demo.id()).byName("O'Malley").orElseThrow().id();
            VotableMatter tidy = team.matters().post(demo.id(), "Ferrous", MatterKind.PROPOSAL, "[Core] Tidy", omalley,
                    null, "Replace a word.");
            team.matters().vote(demo.id(), "Ferrous", tidy.id(), omalley, VoteIcon.FOR, null);

            DynastyShare.BackedUp backup = DynastyShare.backUp(team, demo.id(), dir.resolve("team-backup"), "Ferrous");

            assertThat(backup.file()).isEqualTo(dir.resolve("team-backup.mv.db").toAbsolutePath()).exists();
            try (var listed = Files.list(dir)) {
                assertThat(listed.map(p -> p.getFileName().toString()))
                        .containsExactlyInAnyOrder("team-backup.mv.db", "team-backup.mv.db" + Seal.SUFFIX);
            }
            try (GameStore file = GameStore.open(backup.file(), clock)) {
                Dynasty copy = file.dynasties().all().getFirst();
                assertThat(file.dynasties().all()).hasSize(1);
                assertThat(ComparableExports.of(file, copy.id())).isEqualTo(ComparableExports.of(team, demo.id()));
                assertThat(file.log().history(copy.id())).last().extracting(e -> e.summary())
                        .isEqualTo("Imported " + demo.name() + " from " + team.description());
            }
        }
    }

    @Test
    void aBackupIsNeverWrittenOverAFileThatIsThere(@TempDir Path dir) throws IOException {
        Path there = Files.writeString(dir.resolve("kept.mv.db"), "someone's file");
        try (GameStore team = TestStores.store(clock)) {
            Dynasty demo = DemoDynasty.seedIfEmpty(team, "Ferrous");
            assertThatThrownBy(() -> DynastyShare.backUp(team, demo.id(), dir.resolve("kept"), "Ferrous"))
                    .isInstanceOf(StoreException.class)
                    .hasMessageContaining("kept.mv.db is there already: a backup is written to a new file only, never "
                            + "over another. Nothing was written; name a new file.");
        }
        assertThat(there).hasContent("someone's file");
        try (var listed = Files.list(dir)) {
            assertThat(listed).containsExactly(there);
        }
    }
}
