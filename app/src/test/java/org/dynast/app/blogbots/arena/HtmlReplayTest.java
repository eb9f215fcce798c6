package org.dynast.app.blogbots.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.dynast.app.blogbots.arena.ReplayCursor.Drawn;
import org.dynast.app.blogbots.arena.ReplayCursor.DrawnBot;
import org.dynast.model.blogbots.arena.ArenaFiles.BotFile;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/** Issue 23: a player-safe Bout replay published as one self-contained web page. */
class HtmlReplayTest {

    /** The data the page draws, read back out of the page as a browser would (JSON.parse of the script element). */
    static JsonNode embedded(String page) throws Exception {
        Document doc = Jsoup.parse(page);
        return new ObjectMapper().readTree(doc.getElementById("dynast-data").data());
    }

    @Test
    void thePageDrawsTheFramesTheDesktopViewerDrawsAfterEveryEvent() throws Exception {
        Replay safe = Goldens.replay(3).toPlayerSafe();
        JsonNode data = embedded(HtmlReplay.page(safe, "golden-3-player-safe.json"));
        ReplayCursor cursor = new ReplayCursor(safe);

        assertThat(data.get("frames")).hasSize(cursor.size());
        for (int i = 0; i < cursor.size(); i++) {
            Drawn d = cursor.frame(i);
            JsonNode f = data.get("frames").get(i);
            assertThat(f.get("turn").asInt()).isEqualTo(d.turn());
            assertThat(f.get("obstacles")).hasSize(d.obstacles().size());
            for (int b = 0; b < d.bots().size(); b++) {
                DrawnBot bot = d.bots().get(b);
                JsonNode n = f.get("bots").get(b);
                assertThat(n.get("name").asText()).isEqualTo(bot.name());
                assertThat(n.get("x").asDouble()).as("event %d, %s's square", i, bot.name()).isEqualTo(bot.x());
                assertThat(n.get("row").asDouble()).isEqualTo(bot.row());
                assertThat(n.get("engine").asDouble()).isEqualTo(bot.engine());
                assertThat(n.get("chassis").asDouble()).isEqualTo(bot.chassis());
                assertThat(n.get("flipped").asBoolean()).isEqualTo(bot.flipped());
                assertThat(n.get("present").asBoolean()).isEqualTo(bot.present());
                assertThat(n.get("facing").asText()).isEqualTo(bot.facing().name());
            }
        }
        // the event log in the Player view's wording, and the outcome kept for the end
        assertThat(data.get("log").get(0).get("text").asText())
                .isEqualTo(EventLog.rows(safe.events(), true).get(0).text());
        assertThat(data.get("result").get("text").asText()).startsWith(safe.outcome().winner() + " wins, Tally ");
    }

    @Test
    void thePageNeverShowsAScriptLineOfTheBoutNotEvenTheHouseBots() throws Exception {
        Replay full = Goldens.replay(3);
        assertThat(full.configuration().houseBot()).as("golden 3 has a House Bot").isNotNull();
        List<String> lines = new ArrayList<>();
        for (BotFile b : full.entrants()) {
            lines.addAll(b.script());
        }
        lines.addAll(full.configuration().houseBot().script().lines().toList());
        assertThat(lines).hasSizeGreaterThan(20);

        String page = HtmlReplay.page(full.toPlayerSafe(), "golden-3.json");

        for (String line : lines) {
            assertThat(page).as("a Script line").doesNotContain(line.strip());
        }
    }

    @Test
    void aReplayThatIsNotPlayerSafeIsRefusedSayingWhy() {
        assertThatThrownBy(() -> HtmlReplay.page(Goldens.replay(1), "golden-1.json"))
                .isInstanceOf(HtmlReplay.NotPublishable.class).hasMessageContaining("not player-safe")
                .hasMessageContaining("Scripts");
    }

    @Test
    void thePageIsSmallAndNeedsNoNetwork() throws Exception {
        Replay safe = Goldens.obstaclesAndTraps().toPlayerSafe();
        String page = HtmlReplay.page(safe, "obstacles.json");
        int replayBytes = ArenaFiles.writeReplay(safe)
                .getBytes(StandardCharsets.UTF_8).length;
        int pageBytes = page.getBytes(StandardCharsets.UTF_8).length;
        // "it is small (aim under 200 KB plus the replay)": the frames are counted with the player, not the replay
        assertThat(pageBytes - replayBytes).isLessThan(200 * 1024);
        Document doc = Jsoup.parse(page);
        assertThat(doc.select("script[src], link[href], img[src], iframe, object, embed")).isEmpty();
        assertThat(page).doesNotContain("http://").doesNotContain("https://").doesNotContain("url(")
                .doesNotContain("@import").doesNotContain("fetch(").doesNotContain("XMLHttpRequest");
        // the six lettered squares and the trap panels are in the data the canvas draws
        JsonNode data = embedded(page);
        assertThat(data.get("arena").get("traps")).isNotEmpty();
        assertThat(data.get("frames").get(0).get("obstacles")).hasSize(6);
    }

    @Test
    void aTitleOrTextThatLooksLikeMarkupCannotBreakOutOfThePage() throws Exception {
        Replay safe = Goldens.replay(2).toPlayerSafe();
        String title = "</script><script>alert(1)</script> & \u2028";
        String page = HtmlReplay.page(safe, title);
        Document doc = Jsoup.parse(page);
        assertThat(doc.select("script")).hasSize(2);
        assertThat(doc.getElementById("source").text()).startsWith("</script><script>alert(1)</script> &");
    }

    @Test
    void theResultIsHiddenUntilTheEndInThePageAsShipped() throws Exception {
        Replay safe = Goldens.replay(2).toPlayerSafe();
        Document doc = Jsoup.parse(HtmlReplay.page(safe, "g2.json"));
        assertThat(doc.getElementById("result").text()).isEqualTo("Result hidden until the end of the Bout.");
        // named as players name a Bout, by its Bots; the file it was made from under it
        String bots = String.join(" vs ", safe.entrants().stream().map(e -> e.name()).toList());
        assertThat(bots).contains(" vs ");
        assertThat(doc.getElementById("title").text()).isEqualTo(bots);
        assertThat(doc.title()).isEqualTo(bots + " \u2014 Bout replay");
        assertThat(doc.getElementById("source").text()).isEqualTo("g2.json");
    }
}
