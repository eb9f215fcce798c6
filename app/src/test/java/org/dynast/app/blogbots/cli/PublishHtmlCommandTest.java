package org.dynast.app.blogbots.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.app.CliRun;
import org.dynast.app.blogbots.arena.Goldens;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dynast publish-html REPLAY [--out=FILE]} (issue 23). */
class PublishHtmlCommandTest {

    private final CliRun cli = new CliRun();

    @TempDir
    Path dir;

    @Test
    void aPlayerSafeReplayBecomesAPageBesideIt() throws Exception {
        Path replay = dir.resolve("bout-3-player-safe.json");
        Files.writeString(replay, ArenaFiles.writeReplay(Goldens.replay(3).toPlayerSafe()));

        assertThat(cli.run("publish-html", replay.toString())).isZero();

        Path page = dir.resolve("bout-3-player-safe.html");
        assertThat(page).exists();
        assertThat(Files.readString(page)).startsWith("<!DOCTYPE html>").contains("bout-3-player-safe.json");
        assertThat(cli.out()).contains("wrote " + page).contains("KB");

        // a replay with the .bout extension the installers associate with Dynast
        Path bout = dir.resolve("bout-3.bout");
        Files.copy(replay, bout);
        assertThat(cli.run("publish-html", bout.toString())).isZero();
        assertThat(dir.resolve("bout-3.html")).exists();
    }

    @Test
    void outSaysWhereThePageGoes() throws Exception {
        Path replay = dir.resolve("r.json");
        Files.writeString(replay, ArenaFiles.writeReplay(Goldens.replay(2).toPlayerSafe()));
        Path page = dir.resolve("site").resolve("watch.html");
        Files.createDirectories(page.getParent());

        assertThat(cli.run("publish-html", replay.toString(), "--out=" + page)).isZero();

        assertThat(page).exists();
    }

    @Test
    void aReplayWithScriptsIsRefusedAndNothingIsWritten() {
        Path full = Goldens.path(1);

        assertThat(cli.run("publish-html", full.toString(), "--out=" + dir.resolve("x.html"))).isEqualTo(1);

        assertThat(cli.err()).contains("golden-1.json").contains("not player-safe");
        assertThat(dir.resolve("x.html")).doesNotExist();
    }

    @Test
    void aMalformedReplayIsRefusedWithWhereAndWhy() throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"format\": \"dynast-replay\", \"version\": 1,\n  \"events\": [ }");

        assertThat(cli.run("publish-html", bad.toString())).isEqualTo(1);

        assertThat(cli.err()).contains("bad.json").containsPattern("line \\d+|:\\d+");
        assertThat(dir.resolve("bad.html")).doesNotExist();
        assertThat(cli.err()).doesNotContain("Exception").doesNotContain("\tat ");
    }

    @Test
    void noReplayIsABadArgument() {
        assertThat(cli.run("publish-html")).isEqualTo(2);
        assertThat(cli.run("publish-html", "a.json", "b.json")).isEqualTo(2);
        assertThat(cli.err()).contains("Usage: dynast publish-html");
    }
}
