package org.dynast.model.election;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.dynast.model.Refusal;
import org.dynast.model.election.debate.Debate;
import org.dynast.model.election.debate.DebateService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A golden script of two full debates: Debate 1 entered, its Debate resolution, numeric replies and resolution on
 * time; Debate 2 entered and its moderator missing the Debate resolution, the penalty recorded; then Debate 3 started.
 * The final Candidates, the debates (the emperor's view, private boxes included) and the players' page are compared
 * with {@code src/test/resources/election/golden/debates-*.txt}; {@code -Dgolden.update=true} rewrites them (then read
 * the diff: each number must follow from the rules cited in {@code ElectionDebatesTest} and {@code DebateActionsTest}).
 */
class DebatesGoldenTest {

    static final Path GOLDEN = Path.of("src/test/resources/election/golden");
    static final String A = Fixture.ADMIN;

    private final Fixture f = new Fixture();
    private final long id = f.found();
    private final DebateService d = DebateService.in(f.store);

    @AfterEach
    void close() {
        f.close();
    }

    private void at(String instant) {
        f.clock.set(Instant.parse(instant));
    }

    @Test
    void twoDebatesOneResolvedOneMissedEndInTheGoldenState() throws IOException {
        // Debate 1: venue 4 × 5 × 1 = 20, entry cost 2, length 30
        at("2008-08-08T09:00:00Z");
        d.start(id, A, 1, "Arrow", "Should Blognomic have taxes?");
        d.enter(id, A, 1, "Brigid", "I will enter.");
        d.enter(id, A, 1, "Cassius", "Count me in: I will enter.");
        d.enter(id, A, 1, "Dorian", "I will enter.");
        at("2008-08-09T12:00:00Z");
        d.receive(id, A, 1, "Brigid", "Debate Taxes fund the roads we all walk on.");
        d.receive(id, A, 1, "Cassius", "Debate: No taxes, no tyranny.");
        d.receive(id, A, 1, "Dorian", "Debate Taxes fund the roads we all walk on.");
        at("2008-08-11T08:59:59Z");
        assertThatThrownBy(() -> d.postResolution(id, A, 1, "Arrow")).isInstanceOf(Refusal.class); // a second early
        at("2008-08-11T09:00:00Z");
        d.postResolution(id, A, 1, "Arrow");
        at("2008-08-11T15:00:00Z");
        d.reply(id, A, 1, "Arrow", 1);
        d.reply(id, A, 1, "Dorian", 1);
        d.reply(id, A, 1, "Brigid", 1);
        d.reply(id, A, 1, "Cassius", null);
        at("2008-08-13T10:00:00Z");
        d.resolve(id, A, 1, "Arrow");

        // Debate 2: Brigid moderates (not Arrow, who moderated Debate 1); Arrow and Dorian enter; no resolution post
        at("2008-08-15T12:00:00Z");
        d.start(id, A, 2, "Brigid", "Roads or rails?");
        d.enter(id, A, 2, "Arrow", "I will enter.");
        d.enter(id, A, 2, "Dorian", "I will enter.");
        d.receive(id, A, 2, "Arrow", "Debate Rails, every time.");
        at("2008-08-19T12:00:00Z");
        assertThat(f.engine.debates().anyActive(id)).isFalse();
        d.settleMissed(id, A, 2);

        // Debate 3 may start: Debates 1 and 2 are Finished, and Cassius did not moderate Debate 2
        at("2008-08-23T06:00:00Z");
        d.start(id, A, 3, "Cassius", "The President's powers");

        StringBuilder state = new StringBuilder();
        for (Candidate c : f.engine.books().candidates(id)) {
            state.append(c).append('\n');
        }
        compare("debates-candidates.txt", state.toString());
        StringBuilder all = new StringBuilder();
        for (Debate x : d.debates(id)) {
            all.append(x).append('\n');
        }
        compare("debates-state.txt", all.toString());
        String page = d.playersPage(id);
        compare("debates-page.txt", page);
        assertThat(page).doesNotContain("Rails, every time", "Brigid wrote", "No taxes, no tyranny.\n1");
    }

    private static void compare(String file, String actual) throws IOException {
        Path golden = GOLDEN.resolve(file);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
        }
        if (!Files.exists(golden)) {
            fail("The golden file " + golden + " is missing: run with -Dgolden.update=true to write it, then read it.");
        }
        assertThat(actual).as(file).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
    }
}
