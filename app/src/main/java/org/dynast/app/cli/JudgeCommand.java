package org.dynast.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.dynast.app.module.Command;
import org.dynast.model.InputText;
import org.dynast.model.Refusal;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.PlayerNames;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.Tally;
import org.dynast.model.matters.ThreadJudge;
import org.dynast.model.matters.VoteThreadParser;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.RosterTimeline;
import picocli.CommandLine;

/**
 * {@code dynast judge THREAD.(json|html|txt) [--at=TIME] [--profile=ID|FILE] [--players=N|FILE] [--json]}: reads a
 * comment thread and prints the verdict (may be enacted / may be failed / neither, and why, in the rule's words) and
 * the tally, judged as the Matters tab judges, without a dynasty file. For scripts and bots.
 */
@CommandLine.Command(name = "judge", description = "The verdict and tally of a comment thread, judged as "
        + "the Votable Matters tab judges, without a dynasty file.")
final class JudgeCommand extends Command {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);
    /** The largest roster, aliases or profile file read. */
    private static final long SMALL_FILE = 1024 * 1024;
    private final Clock clock;

    @CommandLine.Parameters(paramLabel = "THREAD", description = "the thread: a saved page (.html), "
            + "its comments as JSON (.json) or as text (.txt)")
    String file;

    @CommandLine.Option(names = "--at", paramLabel = "TIME", description = "judge as of this UTC time, e.g. "
            + "2026-11-20T14:03:00Z or \"2026-11-20 14:03\" (default: now)")
    String atText;

    @CommandLine.Option(names = "--profile", paramLabel = "ID|FILE", description = "the core-rules profile: "
            + "a shipped one's id or ruleset number, or a profile file (default: the newest shipped ruleset's)")
    String profileArg;

    @CommandLine.Option(names = "--players", paramLabel = "N|FILE", description = "how many active players, "
            + "or a roster file (one player a line, with joined/idle/unidle/left times)")
    String playersArg;

    @CommandLine.Option(names = "--aliases", paramLabel = "FILE", description = "more name aliases")
    String aliasesArg;

    @CommandLine.Option(names = "--file", paramLabel = "GAME.mv.db", description = "a dynasty file, opened "
            + "read-only: its roster, emperor, Idle periods and profile judge the thread (with --dynasty)")
    String gameFile;

    @CommandLine.Option(names = "--dynasty", paramLabel = "NAME", description = "the dynasty of --file")
    String dynastyName;

    @CommandLine.Option(names = "--matter", paramLabel = "TITLE", description = "the matter of --dynasty the "
            + "thread is on (default: the thread's own title)")
    String matterTitle;

    @CommandLine.Option(names = "--json", description = "print the judgement as JSON")
    boolean json;

    JudgeCommand() {
        this(Clock.systemUTC());
    }

    JudgeCommand(Clock clock) {
        this.clock = clock;
    }

    @Override
    protected int run() throws Exception {
        Instant at = null;
        if (atText != null) {
            String t = atText.strip();
            Optional<Instant> parsed = VoteThreadParser.time(t);
            if (parsed.isEmpty()) {
                return bad(err, "--at must be a UTC time such as 2026-11-20T14:03:00Z or \"2026-11-20 14:03\";"
                        + " got '" + t + "'.");
            }
            at = parsed.get();
        }
        String profileArg = this.profileArg == null ? null : this.profileArg.strip();
        String playersArg = this.playersArg == null ? null : this.playersArg.strip();
        String aliasesArg = this.aliasesArg == null ? null : this.aliasesArg.strip();
        Optional<Path> path = CommandFiles.find(file);
        if (path.isEmpty()) {
            return bad(err, "no file '" + file + "'.");
        }
        String content;
        try {
            content = InputText.readUtf8(path.get(), ThreadJudge.MAX_BYTES, "a comment thread");
        } catch (InputText.Refused r) {
            err.println("dynast judge: " + r.getMessage());
            return 1;
        }
        String lower = path.get().getFileName().toString().toLowerCase(Locale.ROOT);
        if ((gameFile == null) != (dynastyName == null)) {
            return bad(err, "--file and --dynasty go together: the dynasty file and the dynasty's name in it.");
        }
        if (gameFile != null) {
            Optional<Path> game = CommandFiles.find(gameFile);
            if (game.isEmpty()) {
                return bad(err, "no dynasty file '" + gameFile + "'.");
            }
            ThreadJudge.Judgement j;
            try {
                Instant when = at == null ? clock.instant() : at;
                j = DynastyJudge.judge(game.get(), dynastyName, matterTitle, content, lower.endsWith(".json"), when,
                        () -> clock.instant(), modules);
            } catch (Refusal r) {
                err.println("dynast judge: " + r.getMessage());
                return 1;
            }
            return printJudgement(j);
        }
        ThreadJudge.Thread thread;
        try {
            thread = lower.endsWith(".json") ? ThreadJudge.fromJson(content) : ThreadJudge.fromPage(content);
        } catch (Refusal r) {
            err.println("dynast judge: " + file + ": " + r.getMessage());
            return 1;
        }
        if (at != null && at.isBefore(thread.posted())) {
            return bad(err, "--at " + WHEN.format(at) + " is before the matter was posted ("
                    + WHEN.format(thread.posted()) + "): nothing can be judged then.");
        }

        CoreRulesProfile profile;
        try {
            profile = profile(profileArg, modules);
        } catch (IllegalArgumentException e) {
            return bad(err, e.getMessage());
        }
        Integer count = null;
        RosterTimeline roster = null;
        if (playersArg != null) {
            if (playersArg.matches("\\d+")) {
                count = Integer.parseInt(playersArg);
            } else {
                Optional<Path> list = CommandFiles.find(playersArg);
                if (list.isEmpty()) {
                    return bad(err, "--players must be a number or a roster file (one player a line, with their"
                            + " joined/idle/unidle/left times); no file '" + playersArg + "'.");
                }
                try {
                    roster = RosterTimeline.parse(InputText.readUtf8(list.get(), SMALL_FILE, "a roster file"));
                } catch (Refusal | InputText.Refused r) {
                    return bad(err, "--players file '" + playersArg + "', " + r.getMessage());
                }
            }
        }
        Map<String, String> aliases = new HashMap<>(PlayerNames.known());
        if (aliasesArg != null) {
            Optional<Path> a = CommandFiles.find(aliasesArg);
            if (a.isEmpty()) {
                return bad(err, "no aliases file '" + aliasesArg + "'.");
            }
            try {
                aliases.putAll(PlayerNames.parseAliases(InputText.readUtf8(a.get(), SMALL_FILE, "an aliases file")));
            } catch (InputText.Refused r) {
                return bad(err, "--aliases: " + r.getMessage());
            }
        }
        ThreadJudge.Judgement j;
        try {
            Instant when = at == null ? clock.instant() : at;
            j = roster != null ? ThreadJudge.judge(thread, profile, when, roster, aliases)
                    : ThreadJudge.judge(thread, profile, when, List.of(), count, aliases);
        } catch (Refusal r) {
            err.println("dynast judge: " + r.getMessage());
            return 1;
        }
        return printJudgement(j);
    }

    private int printJudgement(ThreadJudge.Judgement j) throws Exception {
        if (json) {
            out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .writeValueAsString(ThreadJudge.toMap(j)));
        } else {
            print(j, out);
        }
        return 0;
    }

    private static CoreRulesProfile profile(String arg, DynastyModules modules)
            throws IOException {
        List<CoreRulesProfile> shipped = ProfileCatalogue.shipped(modules);
        if (arg == null || arg.isEmpty()) { // the newest shipped ruleset's
            String newest = "ruleset-" + modules.coreRulesProfiles().lastKey();
            return shipped.stream().filter(p -> p.id().equals(newest)).findFirst().orElseThrow();
        }
        for (CoreRulesProfile p : shipped) {
            if (p.id().equals(arg) || p.id().equals("ruleset-" + arg)) {
                return p;
            }
        }
        Optional<Path> file = CommandFiles.find(arg);
        if (file.isPresent()) {
            return ProfileCatalogue.fromJson(InputText.readUtf8(file.get(), SMALL_FILE, "a profile file"));
        }
        throw new IllegalArgumentException("no profile '" + arg + "': give a shipped one ("
                + String.join(", ", shipped.stream().map(CoreRulesProfile::id).toList()) + ") or a profile file.");
    }

    private static void print(ThreadJudge.Judgement j, PrintStream out) {
        out.println(j.thread().kind().label() + ": " + j.thread().title() + " — " + j.outcome() + " at "
                + WHEN.format(j.verdict().at()));
        out.println(j.verdict().explanation());
        j.verdict().nextChange().ifPresent(n -> out.println("Next: " + n.description()));
        Tally t = j.verdict().tally();
        out.println("Tally: " + t.summary() + (t.vetoed() ? "; vetoed" : ""));
        for (Tally.Line l : t.lines()) {
            out.println("  " + l.player() + "  " + (l.icon() == null ? "no vote" : l.icon().name())
                    + (l.castAt() == null ? "" : "  " + WHEN.format(l.castAt()))
                    + (l.effective() == null ? "" : "  counts " + l.effective().name())
                    + (l.note() == null || l.note().isEmpty() ? "" : "  (" + l.note() + ")"));
        }
        j.notCounted().forEach(n -> out.println("Not counted: " + n));
        out.println(j.readerNote());
        if (!j.rosterNote().isEmpty()) {
            out.println(j.rosterNote());
        }
    }

    private int bad(PrintStream err, String message) {
        return badArguments(message);
    }
}
