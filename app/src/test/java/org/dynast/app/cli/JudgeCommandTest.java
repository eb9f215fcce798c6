package org.dynast.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dynast judge}: a thread in, the verdict in the rule's words and the tally out, for scripts and bots. */
class JudgeCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @TempDir
    Path dir;

    private int run(String... args) throws Exception {
        String[] line = new String[args.length + 1];
        line[0] = "judge";
        System.arraycopy(args, 0, line, 1, args.length);
        return Cli.run(line, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                List.of(new JudgeCommand(Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC))));
    }

    private String printed() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private static final String PAGE = """
            Proposal: Plucky robot sidekick

            Comments

            Lulu: she/her

            20-11-2026 10:00:00 UTC

            for

            card:

            20-11-2026 11:00:00 UTC

            for maybe he'll win

            Kevan: he/him

            20-11-2026 12:00:00 UTC

            Minor concern for that last line

            Ienpw III:

            20-11-2026 13:00:00 UTC

            FOR
            """;

    @Test
    void aPagesTextIsJudgedWithItsTallyAndItsUncertainLinesNamed() throws Exception {
        Path page = Files.writeString(dir.resolve("thread.txt"), PAGE);
        Path players = Files.writeString(dir.resolve("players.txt"), "Lulu\ncard\nKevan\nienpw iii\nJosh\n");
        assertThat(run(page.toString(), "--players=" + players, "--at=2026-11-20T14:00:00Z")).isZero();
        String p = printed();
        assertThat(p).startsWith("Proposal: Plucky robot sidekick — ")
                .contains("Tally: 3 FOR, 0 AGAINST, 2 without a valid Vote (Quorum 3 of 5)")
                .contains("  ienpw iii  FOR  2026-11-20 13:00:00 UTC  counts FOR")
                .contains("Next: may be Enacted in 8 h (2026-11-20 22:00 UTC)\n")
                .contains("Not counted: line 19 (Kevan): uncertain, not counted: \"for\" in")
                .contains("Read 3 of 4 comments (75 %): 3 votes, 0 without an icon; 1 uncertain");
    }

    @Test
    void jsonInAndOutForBots() throws Exception {
        Path thread = Files.writeString(dir.resolve("t.json"), """
                {"kind": "cfj", "title": "Fix it", "author": "Kevan", "posted": "2026-11-20T09:00:00Z",
                 "players": ["Kevan", "Josh", "Lulu"],
                 "comments": [{"author": "Josh", "at": "2026-11-20T10:00:00Z", "text": "against sorry"},
                              {"author": "Lulu", "at": "2026-11-20 11:00", "icon": "against"}]}
                """);
        assertThat(run(thread.toString(), "--json", "--at=2026-11-20T12:00:00Z", "--profile=ruleset-205")).isZero();
        JsonNode j = new ObjectMapper().readTree(printed());
        assertThat(j.path("matter").path("kind").asText()).isEqualTo("CfJ");
        assertThat(j.path("tally").path("against").asInt()).isEqualTo(2);
        assertThat(j.path("tally").path("players").asInt()).isEqualTo(3);
        assertThat(j.path("outcome").asText()).isIn("may be enacted", "may be failed", "neither");
        assertThat(j.path("explanation").asText()).isNotBlank();
    }

    @Test
    void aPlayerCountPadsTheRosterAndBadArgumentsSayWhy() throws Exception {
        Path page = Files.writeString(dir.resolve("thread.txt"), PAGE);
        assertThat(run(page.toString(), "--players=9", "--at=2026-11-20T14:00:00Z")).isZero();
        assertThat(printed()).contains("(Quorum 5 of 9)");
        assertThat(run(page.toString(), "--at=yesterday")).isEqualTo(2);
        assertThat(run(page.toString(), "--profile=nope")).isEqualTo(2);
        assertThat(run()).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--at must be a UTC time")
                .contains("no profile 'nope'").contains("Missing required parameter: 'THREAD'");
    }

    @Test
    void aRosterFileWithIdleTimesGivesTheQuorumOfTheMomentJudged() throws Exception {
        Path page = Files.writeString(dir.resolve("thread.txt"), PAGE);
        Path roster = Files.writeString(dir.resolve("roster.txt"), """
                # name | events (UTC)
                Lulu
                card
                Kevan | idle 2026-11-20 09:00
                Ienpw III | joined 2026-11-19 | idle 2026-11-20 12:30
                Josh | joined 2026-11-21
                Brendan | idle 2026-11-18 | unidle 2026-11-20 15:00
                """);
        assertThat(run(page.toString(), "--players=" + roster, "--at=2026-11-20T14:00:00Z")).isZero();
        // at 14:00 Lulu, card play; Kevan and Ienpw III are Idle, Josh has not joined, Brendan is still Idle
        assertThat(printed()).contains("(Quorum 2 of 2)")
                .contains("Not counted: line 25: Ienpw III was not an active player when the comment was posted");
        out.reset();
        assertThat(run(page.toString(), "--players=" + roster, "--at=2026-11-21T12:00:00Z")).isZero();
        assertThat(printed()).contains("(Quorum 3 of 4)"); // Brendan is back and Josh has joined
        Path bad = Files.writeString(dir.resolve("bad.txt"), "Lulu\ncard | idle soon\n");
        assertThat(run(page.toString(), "--players=" + bad)).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--players file '" + bad + "', line 2: \"soon\" is"
                + " not a UTC time");
    }
}
