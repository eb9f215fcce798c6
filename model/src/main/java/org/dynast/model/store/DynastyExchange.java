package org.dynast.model.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import org.dynast.model.Progress;
import org.dynast.model.cooldown.PerformedActionRepository;
import org.dynast.model.dice.RollRepository;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.DynastyRepository;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.ActionLogRepository;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Transactor;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterRepository;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.ProfileRepository;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteRepository;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.roster.DutyTickRepository;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.MentorDuty;
import org.dynast.model.roster.MentorshipRepository;
import org.dynast.model.roster.PlayerAliasRepository;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.roster.WalkthroughDoneRepository;
import org.dynast.model.ruleset.RulesetFormat;
import org.dynast.model.ruleset.RulesetRepository;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.time.GameClock;

/**
 * A whole dynasty as one JSON document (schema-versioned), the emperor's backup and move file: everything the
 * dynasty file holds for it, so that after an import on another machine every tab shows the same thing.
 *
 * <ul>
 *   <li>schema 1: terms, roster, mentorships and the history of its action log;</li>
 *   <li>schema 2: the Votable Matters with their votes;</li>
 *   <li>schema 3: the ruleset's revisions (each with its full text), the Dice Roller's public rolls, the takes of
 *       Daily / Weekly actions (cooldowns), the Ruleset 205 workshop (each Operator's loadout, the dynasty's
 *       catalogue and Tournament Mode), House Bots, announced Bouts and Taunts, and the Ruleset 190 factory
 *       floor;</li>
 *   <li>schema 4: the Ruleset 205 Tournament ("Winners at War"): its date, start, seed lists with their posts, the
 *       Bracket with its tiers, Bouts (Configurations and seeds), results, schedule and posts;</li>
 *   <li>schema 5: the dynasty modules the dynasty runs ({@code dynasty.modules}); an older file's dynasty runs the
 *       installed modules that serve its ruleset.</li>
 *   <li>schema 6: since when BlogNomic is Dormant ({@code dynasty.dormantSince}, Ruleset 205's "Dormancy"); an older
 *       file's dynasty is not Dormant.</li>
 *   <li>schema 7: the mentor's side of rule "Mentors": each Mentorship's ticked "must do" duties with their days
 *       ({@code mentorships[].checklist}) and the walkthroughs each player finished ({@code walkthroughs}); an older
 *       file has none.</li>
 *   <li>schema 8: the known aliases of the players, their former names on the blog ({@code aliases}, each an alias and
 *       its player); an older file has none.</li>
 * </ul>
 *
 * <p>The core writes the core's parts; each dynasty module the dynasty runs writes its own top-level fields
 * ({@link ModuleExchange}), and reads them back on import.
 *
 * <p>Players are referred to by name (and House Bots and Votable Matters by their place in the file), so the file
 * reads well and imports into any dynasty file. Older files still import: a part they lack is empty.
 *
 * <p>Private information: this is the emperor's file, not a player view. It <b>keeps</b> the Operators' private
 * Scripts and System requests, the Announcements' and Bouts' seeds and the entrants' Scripts (an announced Bout is
 * re-run and replayed from them). It <b>leaves out</b> secret dice rolls, as the Dice Roller promises (secret
 * rolls are shown only in the emperor's console); the public rolls are renumbered on import, as roll numbers come
 * from the file's own sequence.
 *
 * <p>An import is checked completely before anything is written, and written in one transaction (one action of
 * the log, which cannot be undone): a bad file changes nothing, not even the id counters (a failure while writing
 * puts the sequences back). A problem is reported in one plain line with where (line and column, or the field path
 * such as {@code loadouts[2].bot.engine}) and why. The file must be UTF-8, one JSON object and nothing after it,
 * each field given once, each value of its type, and each text within its column's length.
 */
public final class DynastyExchange {

    public static final String FORMAT = "dynast-dynasty";
    public static final int SCHEMA_VERSION = 8;
    /** The longest dynasty name the file holds (its column), "(2)" included. */
    static final int NAME_LENGTH = 200;

    /** The core tables of the dynasty's gamestate beyond roster and matters (schema 3). */
    record Tables(RulesetRepository rulesets, RollRepository rolls, PerformedActionRepository cooldowns,
                  ProfileRepository profiles) {
    }

    /** A dynasty module's part of the file. */
    record Part(String module, ModuleExchange exchange) {
    }

    /** The tables of the mentor's side of rule "Mentors" (schema 7). */
    record Mentoring(DutyTickRepository ticks, WalkthroughDoneRepository walkthroughs,
                     PlayerAliasRepository aliases) {
    }

    /** What the export and the import work on: the store's transactions, repositories and modules' parts. */
    record Stores(Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
                  MentorshipRepository mentorships, MatterRepository matters, VoteRepository votes,
                  ActionLogRepository logRepository, Tables tables, Mentoring mentoring, List<Part> parts,
                  ActionLog log, GameClock clock, Counters counters, DynastyModules modules) {
    }

    private final DynastyExport exporter;
    private final DynastyFileReader reader;
    private final DynastyImport importer;

    DynastyExchange(Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
                    MentorshipRepository mentorships, MatterRepository matters, VoteRepository votes,
                    ActionLogRepository logRepository, Tables tables, Mentoring mentoring, List<Part> parts,
                    ActionLog log, GameClock clock, Counters counters, DynastyModules modules) {
        Stores stores = new Stores(transactor, dynasties, players, mentorships, matters, votes, logRepository, tables,
                mentoring, List.copyOf(parts), log, clock, counters, modules);
        ObjectMapper mapper = DynastyJson.mapper();
        this.exporter = new DynastyExport(stores, mapper);
        this.reader = new DynastyFileReader(stores.parts(), mapper);
        this.importer = new DynastyImport(stores, reader);
    }

    /**
     * The core's part of the file (the modules' fields stand beside it). Parts added by a later schema are null
     * when an older file is read.
     */
    public record Document(String format, int schemaVersion, Instant exportedAt, DynastyData dynasty,
                           List<PlayerData> players, List<MentorshipData> mentorships, List<MatterData> matters,
                           List<HistoryData> history,
                           List<RevisionData> ruleset, List<RollData> rolls, List<CooldownData> cooldowns,
                           List<WalkthroughData> walkthroughs, List<AliasData> aliases,
                           JsonNode profile) {

        /** The core's part without a profile of its own (a dynasty judged by a shipped profile). */
        public Document(String format, int schemaVersion, Instant exportedAt, DynastyData dynasty,
                        List<PlayerData> players, List<MentorshipData> mentorships, List<MatterData> matters,
                        List<HistoryData> history, List<RevisionData> ruleset, List<RollData> rolls,
                        List<CooldownData> cooldowns, List<WalkthroughData> walkthroughs) {
            this(format, schemaVersion, exportedAt, dynasty, players, mentorships, matters, history, ruleset, rolls,
                    cooldowns, walkthroughs, null, null);
        }
    }

    /** A walkthrough a player finished, and when (schema 7). */
    public record WalkthroughData(String player, String walkthrough, String title, Instant finishedAt) {
    }

    /** A known alias of a player: a name they went by before on the blog (schema 8). */
    public record AliasData(String alias, String player) {
    }

    /** One ticked duty of a mentor's "must do" list, and the day it was done (schema 7). */
    public record DutyData(MentorDuty duty, LocalDate doneOn) {
    }

    /** A Votable Matter with its votes, players by name (schema 2). */
    public record MatterData(MatterKind kind, String title, String author, Instant postedAt, String body,
                             boolean changesProtectedText, boolean specifiesChanges, boolean markedIllegal,
                             MatterStatus status, Instant resolvedAt, String resolvedBy, String resolutionNote,
                             List<VoteData> votes) {
    }

    public record VoteData(String player, VoteIcon icon, Instant castAt) {
    }

    /**
     * {@code modules}: the dynasty modules it runs (schema 5); null in an older file. {@code dormantSince}: since when
     * BlogNomic is Dormant (schema 6); null while it is not, and in an older file.
     */
    public record DynastyData(String name, int rulesetNumber, String playerTerm, String playersTerm,
                              String emperorTerm, String emperor, LocalDate startedOn, String profileId,
                              DynastyPhase phase, List<String> modules, Instant dormantSince) {
    }

    public record PlayerData(String name, boolean admin, LocalDate joinedOn, boolean tenured, Instant idleSince,
                             IdleReason idleReason, Instant lastUnidled) {
    }

    /** {@code checklist}: the mentor's ticked duties (schema 7); null in an older file. */
    public record MentorshipData(String mentor, String mentee, LocalDate startedOn, LocalDate endedOn,
                                 List<DutyData> checklist) {

        public MentorshipData(String mentor, String mentee, LocalDate startedOn, LocalDate endedOn) {
            this(mentor, mentee, startedOn, endedOn, null);
        }
    }

    public record HistoryData(Instant at, String actor, String kind, String summary, LogEntry.Kind type) {
    }

    /**
     * One revision of the ruleset with its whole text (schema 3); {@code matter} is the causing Votable Matter's
     * place in {@code matters}, or null.
     */
    public record RevisionData(int number, Instant createdAt, RulesetRevision.Kind kind, RulesetFormat format,
                               String text, String summary, String cause, Integer matter, String sourceName) {
    }

    /** A public roll of the Dice Roller (schema 3); secret rolls are never exported. */
    public record RollData(Instant at, String roller, String purpose, String expression, String generator, long seed,
                           List<Long> values, String outcome, Long total) {
    }

    /** One take of a Daily / Weekly action (schema 3). */
    public record CooldownData(String player, String action, String cadence, Instant at) {
    }

    /** Writes dynasty {@code dynastyId} as a dynasty file to {@code out}. */
    public void export(long dynastyId, Writer out) throws IOException {
        exporter.export(dynastyId, out);
    }

    /**
     * Reads a dynasty file and adds it to this store as a new dynasty. Throws an
     * {@link ImportException} saying where and why if the file is not a readable dynasty; the store
     * is then left exactly as it was.
     */
    public Dynasty importFrom(Reader in, String sourceName, String actor) {
        return importFrom(in, sourceName, actor, Progress.NONE);
    }

    /**
     * As {@link #importFrom(Reader, String, String)}, reporting to {@code progress} as the matters are written; a
     * Cancel stops it with {@link Progress.Cancelled} and the store left as it was.
     */
    public Dynasty importFrom(Reader in, String sourceName, String actor, Progress progress) {
        ObjectNode tree = reader.readTree(in);
        progress.report("Checking " + sourceName, 0, 0);
        return importer.importTree(tree, sourceName, actor, progress);
    }

    /**
     * Reads a dynasty file's bytes, which must be UTF-8 (a byte-order mark is allowed), and adds it as
     * {@link #importFrom(Reader, String, String)} does; bytes that are not UTF-8 are refused with their place.
     */
    public Dynasty importFrom(InputStream in, String sourceName, String actor) {
        return importFrom(in, sourceName, actor, Progress.NONE);
    }

    /** As {@link #importFrom(InputStream, String, String)}, reporting to {@code progress} and stopping at a Cancel. */
    public Dynasty importFrom(InputStream in, String sourceName, String actor, Progress progress) {
        byte[] bytes;
        try {
            bytes = in.readAllBytes();
        } catch (IOException e) {
            throw new ImportException("file", "cannot be read (" + e.getMessage() + ")", e);
        }
        return importFrom(new StringReader(ImportChecks.utf8(bytes)), sourceName, actor, progress);
    }

    static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }

    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
