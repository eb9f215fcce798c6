package org.dynast.app.blogbots.cli;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.dynast.app.blogbots.arena.HtmlReplay;
import org.dynast.app.module.Command;
import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.ArenaFiles;
import picocli.CommandLine;

/**
 * {@code dynast publish-html REPLAY [--out=FILE]}: writes a player-safe Bout replay as one self-contained web page
 * (issue 23), beside the replay unless {@code --out} says where. A malformed replay, or one that is not player-safe,
 * is refused with where and why, and nothing is written.
 */
@CommandLine.Command(name = "publish-html", description = "Write a player-safe replay as a web page any "
        + "browser plays (beside the replay unless --out says where).")
public final class PublishHtmlCommand extends Command {

    @CommandLine.Parameters(paramLabel = "REPLAY", description = "a player-safe Bout replay (.bout or .json)")
    String file;

    @CommandLine.Option(names = "--out", paramLabel = "FILE", description = "where to write the page")
    String target;

    @Override
    protected int run() throws Exception {
        if (target != null && target.isBlank()) {
            return badArguments("--out names the page to write");
        }
        Path source = Path.of(file);
        Path page = target != null ? Path.of(target) : HtmlReplay.beside(source, ".html");
        Replay replay;
        String html;
        try {
            replay = ArenaFiles.readReplay(source);
            html = HtmlReplay.page(replay, source.getFileName().toString());
        } catch (ArenaFileException e) {
            err.println("dynast publish-html: " + e.getMessage());
            return 1;
        } catch (HtmlReplay.NotPublishable e) {
            err.println("dynast publish-html: " + file + ": " + e.getMessage());
            return 1;
        }
        Files.writeString(page, html, StandardCharsets.UTF_8);
        out.println("wrote " + page + " (" + (html.getBytes(StandardCharsets.UTF_8).length + 1023) / 1024 + " KB, "
                + replay.events().size() + " events): open it in any browser, or put it beside the Story Post");
        return 0;
    }
}
