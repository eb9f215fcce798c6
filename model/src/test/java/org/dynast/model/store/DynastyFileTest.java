package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dynast.model.Demos;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.roster.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The H2 dynasty file: persistence across restarts, the single-console lock, and crash safety. */
class DynastyFileTest {

    @TempDir
    Path dir;

    @Test
    void whatIsCommittedIsThereAfterReopening() {
        Path file = dir.resolve("dynasty");
        long id;
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            id = DemoDynasty.seedIfEmpty(store, "Ferrous").id();
            store.roster().addPlayer(id, "Ferrous", "Newcomer", false, null);
        }
        try (GameStore store = GameStore.open(dir.resolve("dynasty.mv.db"), TestStores.clock())) {
            assertThat(store.roster().roster(id).byName("Newcomer")).isPresent();
            // every installed module's demo, in registry order
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
            assertThat(DemoDynasty.seedIfEmpty(store, "Ferrous").id()).isEqualTo(id);
        }
    }

    @Test
    void aSecondConsoleOnTheSameFileIsRefusedWithAClearMessage() throws Exception {
        Path file = dir.resolve("held");
        Process child = child("hold", file);
        try {
            awaitLine(child, "open");
            assertThatThrownBy(() -> GameStore.open(file, TestStores.clock()))
                    .isInstanceOf(FileInUseException.class)
                    .hasMessageContaining("is already open in another Dynast console");
        } finally {
            child.getOutputStream().close();
            assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        }
        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            assertThat(store.dynasties().all()).extracting(Dynasty::name).containsExactlyElementsOf(Demos.names());
        }
    }

    @Test
    void killingAConsoleMidWriteLosesNoCommittedAction() throws Exception {
        Path file = dir.resolve("crash");
        Process child = child("write", file);
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        List<String> committed = new ArrayList<>();
        try {
            assertThat(out.readLine()).isEqualTo("open");
            String line;
            while (committed.size() < 200 && (line = out.readLine()) != null) {
                committed.add(line.substring("committed ".length()));
            }
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hooks, no close
            child.waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(committed).hasSize(200);

        try (GameStore store = GameStore.open(file, TestStores.clock())) {
            Dynasty dynasty = store.dynasties().all().get(0);
            List<String> names = store.roster().roster(dynasty.id()).players().stream().map(Player::name).toList();
            assertThat(names).containsAll(committed);
            // consistent: every player the child added has exactly its log entry, and no entry lacks its player
            List<String> logged = store.log().history(dynasty.id()).stream().map(LogEntry::summary)
                    .filter(s -> s.startsWith("Added Operator Crash")).map(s -> s.substring("Added Operator ".length()))
                    .toList();
            assertThat(logged).containsExactlyInAnyOrderElementsOf(
                    names.stream().filter(n -> n.startsWith("Crash")).toList());
            // and the file takes new actions
            store.roster().addPlayer(dynasty.id(), "Ferrous", "Survivor", false, null);
        }
    }

    private static Process child(String mode, Path file) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                ChildConsole.class.getName(), mode, file.toString())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }

    private static void awaitLine(Process child, String expected) throws IOException {
        BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
        assertThat(out.readLine()).isEqualTo(expected);
    }
}
