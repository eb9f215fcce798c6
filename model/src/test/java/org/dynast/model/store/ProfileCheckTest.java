package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import org.dynast.model.TestStores;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped core-rules profiles a file holds are brought up to this version's when it is opened; the console leaves
 * that check to its worker so that its window does not wait for it (issue 22, start-up).
 */
class ProfileCheckTest {

    @TempDir
    Path dir;

    /** A file made by "another version": its shipped Ruleset 217 profile is named otherwise. */
    private Path fileWithAnOldProfile() throws Exception {
        Path file = dir.resolve("game.mv.db");
        GameStore.open(file, TestStores.clock(), s -> DemoDynasty.seedIfEmpty(s, "Ferrous")).close();
        try (Connection c = DriverManager.getConnection(
                "jdbc:h2:file:" + Database.basePath(file).toAbsolutePath(), "dynast", "")) {
            c.createStatement().execute("UPDATE core_rules_profile SET name = 'Ruleset 217 (old)' "
                    + "WHERE id = 'ruleset-217'");
        }
        return file;
    }

    private static String name(GameStore store, String id) {
        return store.matters().profiles().stream().filter(p -> p.id().equals(id)).map(StoredProfile::name)
                .findFirst().orElseThrow();
    }

    @Test
    void openingAFileWritesTheShippedProfilesItDoesNotHold() throws Exception {
        Path file = fileWithAnOldProfile();
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(name(store, "ruleset-217")).isNotEqualTo("Ruleset 217 (old)");
            assertThat(store.checkShippedProfiles()).as("checked once, when opened").isFalse();
        }
    }

    @Test
    void theConsolesOpeningLeavesTheCheckToItsCallerWhoRunsItOnce() throws Exception {
        Path file = fileWithAnOldProfile();
        try (GameStore store = GameStore.openLeavingProfileCheck(file, TestStores.clock(), DynastyModules.installed(), s -> { })) {
            assertThat(store.openPhases()).doesNotContainKey("profiles");
            assertThat(name(store, "ruleset-217")).isEqualTo("Ruleset 217 (old)");
            assertThat(store.checkShippedProfiles()).as("it wrote the profile").isTrue();
            assertThat(name(store, "ruleset-217")).isNotEqualTo("Ruleset 217 (old)");
            assertThat(store.checkShippedProfiles()).isFalse();
        }
    }

    @Test
    void aFileTheConsoleCreatesHoldsTheShippedProfilesAtOnce() {
        Path file = dir.resolve("new.mv.db");
        try (GameStore store = GameStore.openLeavingProfileCheck(file, TestStores.clock(), DynastyModules.installed(),
                s -> DemoDynasty.seedIfEmpty(s, "Ferrous"))) {
            assertThat(store.matters().profiles()).extracting(StoredProfile::id).contains("ruleset-217");
            assertThat(store.checkShippedProfiles()).as("nothing left to write").isFalse();
        }
    }
}
