package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.dynast.app.blogbots.arena.ReplayCursor.Drawn;
import org.dynast.app.blogbots.arena.ReplayCursor.DrawnBot;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 23: a published page opened in a real headless browser (Debian's Chromium), played to the end, shows the
 * final state of the replay: every Bot's square, facing and Conditions, and the result. Runs with {@code -Pbrowser}
 * ({@code .ci/run} installs Chromium and enables it); without a browser it fails, never skips.
 */
@Tag("browser")
class HtmlReplayBrowserTest {

    @ParameterizedTest
    @ValueSource(strings = {"golden-3", "obstacles-and-traps", "golden-2"})
    void playedToTheEndThePageShowsTheFinalStateAndTheResult(String name) throws Exception {
        Replay safe = (name.equals("obstacles-and-traps") ? Goldens.obstaclesAndTraps()
                : Goldens.replay(Integer.parseInt(name.substring("golden-".length())))).toPlayerSafe();
        Path dir = Files.createDirectories(Path.of("target", "browser"));
        Path page = dir.resolve(name + ".html").toAbsolutePath();
        Files.writeString(page, HtmlReplay.page(safe, name + ".json"), StandardCharsets.UTF_8);

        Document shown = Jsoup.parse(chromium("--dump-dom", page.toUri() + "#autoplay=64"));
        chromium("--screenshot=" + dir.resolve(name + ".png").toAbsolutePath(), "--window-size=1280,900",
                page.toUri() + "#autoplay=64");

        assertThat(shown.body().attr("data-finished")).as("played to the end").isEqualTo("true");
        // the page names the Bout by its Bots, and the speed it plays at is the one its selector shows
        String bots = String.join(" vs ", safe.entrants().stream().map(e -> e.name()).toList());
        assertThat(shown.title()).isEqualTo(bots + " \u2014 Bout replay");
        assertThat(shown.select("#speed option[selected]").text()).isEqualTo("64\u00d7");
        ReplayCursor cursor = new ReplayCursor(safe);
        Drawn end = cursor.frame(cursor.last());
        Element result = shown.getElementById("result");
        assertThat(result.hasClass("shown")).isTrue();
        assertThat(result.text()).contains(safe.outcome().winner() + " wins, Tally ")
                .contains(safe.outcome().why());
        for (DrawnBot bot : end.bots()) {
            Element panel = shown.selectFirst(".panel[data-bot=\"" + bot.name() + "\"]");
            assertThat(panel).as(bot.name() + "'s panel").isNotNull();
            assertThat(panel.attr("data-square")).isEqualTo(Long.toString(Math.round(bot.x())));
            assertThat(panel.attr("data-facing")).isEqualTo(bot.facing().name());
            assertThat(panel.attr("data-present")).isEqualTo(Boolean.toString(bot.present()));
            assertThat(panel.attr("data-engine")).isEqualTo(Long.toString(Math.round(bot.engine())));
            assertThat(panel.attr("data-chassis")).isEqualTo(Long.toString(Math.round(bot.chassis())));
            assertThat(panel.attr("data-systems")).isEqualTo(String.join(",",
                    bot.systems().stream().map(v -> Long.toString(Math.round(v))).toList()));
            // and in words a player reads: each bar's label and percentage
            List<String> bars = panel.select(".bar").stream()
                    .map(b -> b.child(0).text() + " " + b.child(2).text()).toList();
            assertThat(bars).startsWith("Engine " + Math.round(bot.engine()) + "%",
                    "Chassis " + Math.round(bot.chassis()) + "%");
            assertThat(panel.selectFirst(".where").text()).contains(bot.present() ? "facing" : "removed");
        }
        List<EventLog.Row> rows = EventLog.rows(safe.events(), true);
        assertThat(shown.getElementById("caption").text()).isEqualTo(rows.get(rows.size() - 1).text());
        assertThat(shown.select("#log li")).hasSize(rows.size());
    }

    /** Runs Debian's Chromium headless on the page with virtual time, so playing takes no real seconds. */
    static String chromium(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(browser(), "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-extensions", "--virtual-time-budget=600000"));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("chromium", ".out");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("Chromium finished within 2 minutes").isTrue();
        String text = Files.readString(out, StandardCharsets.UTF_8);
        Files.delete(out);
        return text;
    }

    private static String browser() {
        String given = System.getenv("DYNAST_CHROMIUM");
        if (given != null && !given.isBlank()) {
            return given;
        }
        for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                if (Files.isExecutable(Path.of(dir, name))) {
                    return Path.of(dir, name).toString();
                }
            }
        }
        throw new AssertionError("The browser tests need Chromium: apt-get install chromium (as .ci/run does), or set "
                + "DYNAST_CHROMIUM to a Chromium or Chrome binary.");
    }
}
