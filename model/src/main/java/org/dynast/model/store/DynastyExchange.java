package org.dynast.model.store;

import static org.dynast.model.store.ImportException.require;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.io.Writer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.dynast.model.dice.Roll;
import org.dynast.model.dice.RollRepository;
import org.dynast.model.Progress;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.DynastyRepository;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.ActionLogRepository;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.Transactor;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterRepository;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteRepository;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.DutyTick;
import org.dynast.model.roster.DutyTickRepository;
import org.dynast.model.roster.MentorDuty;
import org.dynast.model.roster.MentorshipRepository;
import org.dynast.model.roster.WalkthroughDone;
import org.dynast.model.roster.WalkthroughDoneRepository;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.ruleset.RulesetFormat;
import org.dynast.model.ruleset.RulesetRepository;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.PerformedAction;
import org.dynast.model.time.PerformedActionRepository;

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

    /** The entities whose imported rows the import's log entry keeps (see {@link #importFrom}). */
    private static final java.util.Set<String> IMPORT_LOGGED = java.util.Set.of("dynasty", "player", "mentorship");

    public static final String FORMAT = "dynast-dynasty";
    public static final int SCHEMA_VERSION = 7;
    /** The longest dynasty name the file holds (its column), "(2)" included. */
    static final int NAME_LENGTH = 200;

    /** The core tables of the dynasty's gamestate beyond roster and matters (schema 3). */
    record Tables(RulesetRepository rulesets, RollRepository rolls, PerformedActionRepository cooldowns,
                  org.dynast.model.matters.ProfileRepository profiles) {
    }

    /** A dynasty module's part of the file. */
    record Part(String module, ModuleExchange exchange) {
    }

    private final Transactor transactor;
    private final DynastyRepository dynasties;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final ActionLogRepository logRepository;
    private final MatterRepository matters;
    private final VoteRepository votes;
    private final Tables tables;
    private final List<Part> parts;
    private final ActionLog log;
    private final GameClock clock;
    private final Counters counters;
    private final ObjectMapper mapper = Snapshots.standardMapper().copy()
            .registerModule(InstantReader.module())
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .disable(com.fasterxml.jackson.databind.MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .setDefaultLeniency(false);

    {
        // a number or true/false where text belongs is a wrong type, not text
        for (com.fasterxml.jackson.databind.cfg.CoercionInputShape shape : List.of(
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer,
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.Float,
                com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean)) {
            mapper.coercionConfigFor(com.fasterxml.jackson.databind.type.LogicalType.Textual)
                    .setCoercion(shape, com.fasterxml.jackson.databind.cfg.CoercionAction.Fail);
        }
    }

    /** The tables of the mentor's side of rule "Mentors" (schema 7). */
    record Mentoring(DutyTickRepository ticks, WalkthroughDoneRepository walkthroughs) {
    }

    private final Mentoring mentoring;
    /** The modules installed in this store. */
    private final DynastyModules modules;

    DynastyExchange(Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
                    MentorshipRepository mentorships, MatterRepository matters, VoteRepository votes,
                    ActionLogRepository logRepository, Tables tables, Mentoring mentoring, List<Part> parts,
                    ActionLog log, GameClock clock, Counters counters, DynastyModules modules) {
        this.modules = modules;
        this.mentoring = mentoring;
        this.counters = counters;
        this.parts = List.copyOf(parts);
        this.matters = matters;
        this.votes = votes;
        this.transactor = transactor;
        this.dynasties = dynasties;
        this.players = players;
        this.mentorships = mentorships;
        this.logRepository = logRepository;
        this.tables = tables;
        this.log = log;
        this.clock = clock;
    }

    /**
     * The core's part of the file (the modules' fields stand beside it). Parts added by a later schema are null
     * when an older file is read.
     */
    public record Document(String format, int schemaVersion, Instant exportedAt, DynastyData dynasty,
                           List<PlayerData> players, List<MentorshipData> mentorships, List<MatterData> matters,
                           List<HistoryData> history,
                           List<RevisionData> ruleset, List<RollData> rolls, List<CooldownData> cooldowns,
                           List<WalkthroughData> walkthroughs, com.fasterxml.jackson.databind.JsonNode profile) {

        /** The core's part without a profile of its own (a dynasty judged by a shipped profile). */
        public Document(String format, int schemaVersion, Instant exportedAt, DynastyData dynasty,
                        List<PlayerData> players, List<MentorshipData> mentorships, List<MatterData> matters,
                        List<HistoryData> history, List<RevisionData> ruleset, List<RollData> rolls,
                        List<CooldownData> cooldowns, List<WalkthroughData> walkthroughs) {
            this(format, schemaVersion, exportedAt, dynasty, players, mentorships, matters, history, ruleset, rolls,
                    cooldowns, walkthroughs, null);
        }
    }

    /** A walkthrough a player finished, and when (schema 7). */
    public record WalkthroughData(String player, String walkthrough, String title, Instant finishedAt) {
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

    public void export(long dynastyId, Writer out) throws IOException {
        ObjectNode file = transactor.inTransaction(() -> {
            Dynasty d = dynasties.find(Long.toString(dynastyId))
                    .orElseThrow(() -> new StoreException("There is no dynasty #" + dynastyId + " to export."));
            // the matters are read once: for the file, for the revisions that name one and for the modules
            List<VotableMatter> all = matters.findByDynasty(dynastyId);
            ObjectNode node = fields(snapshot(d, all));
            Map<Long, String> names = new HashMap<>();
            players.findByDynasty(dynastyId).forEach(p -> names.put(p.id(), p.name()));
            List<Long> matterIds = all.stream().map(VotableMatter::id).toList();
            ModuleExchange.ExportNames exportNames = new ModuleExchange.ExportNames() {
                @Override
                public String player(long playerId) {
                    return names.get(playerId);
                }

                @Override
                public List<Long> matterIds() {
                    return matterIds;
                }
            };
            for (Part part : parts) {
                if (d.runs(part.module())) {
                    part.exchange().export(dynastyId, exportNames).forEach((field, value) ->
                            node.set(field, mapper.valueToTree(value)));
                }
            }
            return node;
        });
        mapper.writeValue(out, file);
    }

    /**
     * The core's fields in their order, each to be written as it is when the file is written: not turned into a tree
     * of the whole dynasty first (that doubled the export's work).
     */
    private ObjectNode fields(Document core) {
        ObjectNode node = mapper.createObjectNode();
        for (java.lang.reflect.RecordComponent component : Document.class.getRecordComponents()) {
            try {
                Object value = component.getAccessor().invoke(core);
                if (value == null && component.getName().equals("profile")) {
                    continue; // a dynasty judged by a shipped profile carries none
                }
                node.putPOJO(component.getName(), value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot read " + component.getName() + " of a dynasty file", e);
            }
        }
        return node;
    }

    private Document snapshot(Dynasty d, List<VotableMatter> all) {
        long dynastyId = d.id();
        List<Player> roster = players.findByDynasty(dynastyId);
        Map<Long, String> names = new HashMap<>();
        roster.forEach(p -> names.put(p.id(), p.name()));
        return new Document(FORMAT, SCHEMA_VERSION, clock.now(),
                new DynastyData(d.name(), d.rulesetNumber(), d.terms().player(), d.terms().players(),
                        d.terms().emperor(), d.emperorId() == null ? null : names.get(d.emperorId()), d.startedOn(),
                        d.profileId(), d.phase(), d.modules(), d.dormantSince()),
                roster.stream().map(p -> new PlayerData(p.name(), p.admin(), p.joinedOn(), p.tenured(), p.idleSince(),
                        p.idleReason(), p.lastUnidled())).toList(),
                mentorships.findByDynasty(dynastyId).stream().map(m -> new MentorshipData(names.get(m.mentorId()),
                        names.get(m.menteeId()), m.startedOn(), m.endedOn(), mentoring.ticks().findByDynasty(dynastyId)
                        .stream().filter(t -> t.mentorshipId() == m.id())
                        .map(t -> new DutyData(t.duty(), t.doneOn())).toList())).toList(),
                matterData(dynastyId, all, names),
                // the entries' headers: the file keeps no entry's changes, so they are not read (nor parsed)
                logRepository.headers(dynastyId).stream().map(e -> new HistoryData(e.at(), e.actor(), e.kind(),
                        e.summary(), e.type())).toList(),
                revisionData(dynastyId, all),
                tables.rolls().findByDynasty(dynastyId).stream().filter(r -> !r.secret()) // secret rolls stay here
                        .map(r -> new RollData(r.at(), r.roller(), r.purpose(), r.expression(), r.generator(),
                                r.seed(), r.values(), r.outcome(), r.total())).toList(),
                tables.cooldowns().findByDynasty(dynastyId).stream().filter(t -> names.containsKey(t.playerId()))
                        .map(t -> new CooldownData(names.get(t.playerId()), t.action(), t.cadence(), t.at())).toList(),
                mentoring.walkthroughs().findByDynasty(dynastyId).stream().filter(w -> names.containsKey(w.playerId()))
                        .map(w -> new WalkthroughData(names.get(w.playerId()), w.walkthroughId(), w.title(),
                                w.finishedAt())).toList(),
                // a dynasty owns its profile: a clone travels with the file, a shipped one is named by its id
                tables.profiles().find(d.profileId()).filter(p -> !p.shipped()).map(this::profileTree).orElse(null));
    }

    private com.fasterxml.jackson.databind.JsonNode profileTree(org.dynast.model.matters.StoredProfile p) {
        try {
            return mapper.readTree(p.definition());
        } catch (JacksonException e) {
            throw new StoreException("The core-rules profile '" + p.id() + "' cannot be read: " + e.getOriginalMessage());
        }
    }

    private List<RevisionData> revisionData(long dynastyId, List<VotableMatter> all) {
        Map<Long, Integer> matterPlaces = new HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            matterPlaces.put(all.get(i).id(), i);
        }
        return tables.rulesets().findByDynasty(dynastyId).stream().map(r -> new RevisionData(r.number(),
                r.createdAt(), r.kind(), r.format(), tables.rulesets().text(r.textHash()).orElseThrow(
                        () -> new org.dynast.model.StoredDataException("The text of ruleset revision " + r.number()
                                + " is missing", null)),
                r.summary(), r.cause(), r.matterId() == null ? null : matterPlaces.get(r.matterId()),
                r.sourceName())).toList();
    }

    private List<MatterData> matterData(long dynastyId, List<VotableMatter> all, Map<Long, String> names) {
        // the votes read by matter once, each matter's in the order cast (not filtered again for every matter)
        Map<Long, List<Vote>> byMatter = votes.findByDynastyByMatter(dynastyId);
        return all.stream().map(m -> new MatterData(m.kind(), m.title(),
                names.get(m.authorId()), m.postedAt(), m.body(), m.changesProtectedText(), m.specifiesChanges(),
                m.markedIllegal(), m.status(), m.resolvedAt(), m.resolvedBy(), m.resolutionNote(),
                byMatter.getOrDefault(m.id(), List.of()).stream()
                        .map(v -> new VoteData(names.get(v.playerId()), v.icon(), v.castAt())).toList())).toList();
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
        ObjectNode tree = readTree(in);
        progress.report("Checking " + sourceName, 0, 0);
        return importTree(tree, sourceName, actor, progress);
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


    private Dynasty importTree(ObjectNode tree, String sourceName, String actor, Progress progress) {
        Document doc = read(tree);
        ImportChecks.validate(doc);
        DynastyData data = doc.dynasty();
        List<String> modules = data.modules() != null ? data.modules()
                : this.modules.defaultsFor(data.rulesetNumber());
        Set<String> unknown = this.modules.unknown(modules);
        require(unknown.isEmpty(), "dynasty.modules", "this Dynast has no dynasty module "
                + String.join(", ", unknown.stream().map(ImportChecks::shortened).toList()));
        Input input = new Input(tree, doc);
        List<ModuleExchange.CheckedPart> checked = new ArrayList<>();
        for (Part part : parts) {
            if (modules.contains(part.module())) {
                checked.add(checkedPart(part, input));
            } else {
                for (String field : part.exchange().fields()) {
                    JsonNode value = tree.get(field);
                    require(value == null || value.isNull() || value.isEmpty(), field, "this dynasty does not run "
                            + this.modules.title(part.module()) + " (dynasty.modules), so it has no "
                            + field);
                }
            }
        }
        // a file that names no profile is judged by the one that ships for its ruleset; never another era's silently
        require(data.profileId() != null || this.modules.shippedProfileIdFor(data.rulesetNumber()).isPresent(),
                "dynasty.profileId", "no core-rules profile ships for Ruleset " + data.rulesetNumber()
                        + ": the file must name the profile its votes are judged by");
        String profileId = data.profileId() != null ? data.profileId()
                : this.modules.shippedProfileIdFor(data.rulesetNumber()).orElseThrow();
        org.dynast.model.matters.CoreRulesProfile carried = carriedProfile(doc, profileId);
        Map<String, Long> before = transactor.inTransaction(counters::snapshot);
        try {
            Dynasty imported = write(doc, data, modules, profileId, carried, checked, sourceName, actor, progress);
            if (transactor instanceof Database database) {
                progress.report("Compacting the dynasty file", 0, 0);
                database.compactAfterBulkWrite(); // the bulk write left most of the file dead space
            }
            return imported;
        } catch (RuntimeException e) {
            // the rows rolled back, the id counters did not: put them back, so a refused file leaves no trace
            transactor.inTransaction(() -> {
                counters.restore(before);
                return null;
            });
            if (e instanceof ImportException || e instanceof Progress.Cancelled) {
                throw e;
            }
            // a refusal in the rules' words, or a read-only file, is said as it is; anything else in plain words
            String message = e.getMessage() == null ? "" : e.getMessage();
            boolean plain = e instanceof org.dynast.model.Refusal || message.startsWith("The dynasty file is open "
                    + "read-only") || message.startsWith("The disk is full");
            throw new ImportException("file", "could not be added to this dynasty file, and nothing was changed ("
                    + (plain ? message : "it holds a value the dynasty file cannot store") + ")", e);
        }
    }

    /**
     * The profile the new dynasty will own: the one the file carries ({@code profile}, checked as the profile editor
     * checks one), or, for a file that names a clone without carrying it, that clone if this dynasty file holds it;
     * null when the file names a shipped profile. A file naming a profile it neither carries nor finds is refused:
     * its dynasty could not be judged.
     */
    private org.dynast.model.matters.CoreRulesProfile carriedProfile(Document doc, String profileId) {
        if (doc.profile() != null && !doc.profile().isNull()) {
            org.dynast.model.matters.CoreRulesProfile p;
            try {
                p = ProfileCatalogue.fromJson(doc.profile().toString());
            } catch (IllegalArgumentException e) {
                throw new ImportException("profile", "is not a core-rules profile (" + e.getMessage() + ")", e);
            }
            require(p.id().equals(profileId), "profile.id", "is '" + ImportChecks.shortened(p.id())
                    + "', but the dynasty is judged by '" + ImportChecks.shortened(profileId) + "' (dynasty.profileId)");
            require(p.id().matches("[a-z0-9][a-z0-9-]{1,60}"), "profile.id", "a profile id is 2 to 61 lower-case "
                    + "letters, digits and hyphens");
            return p;
        }
        var stored = transactor.inTransaction(() -> tables.profiles().find(profileId));
        require(stored.isPresent(), "dynasty.profileId", "names the core-rules profile '"
                + ImportChecks.shortened(profileId) + "', which ships with no Dynast and which the file does not carry "
                + "(\"profile\"): its votes could not be judged");
        return stored.get().shipped() ? null : stored.get().profile();
    }

    private Dynasty write(Document doc, DynastyData data, List<String> modules, String fileProfileId,
                          org.dynast.model.matters.CoreRulesProfile carried,
                          List<ModuleExchange.CheckedPart> checked, String sourceName, String actor,
                          Progress progress) {
        long id = transactor.inTransaction(dynasties::nextId);
        String name = transactor.inTransaction(() -> distinctName(data.name()));
        String source = sourceName == null ? "a file" : sourceName.length() > 300
                ? sourceName.substring(0, 299) + "\u2026" : sourceName;
        // the entry keeps the dynasty, its players and mentorships (what the histories of the dynasty and the roster
        // read), not every matter, vote and revision: the import is not undone, and its file holds the rest
        return log.performFinal(id, actor, "dynasty.import", "Imported " + name + " from " + source,
                IMPORT_LOGGED::contains, changes -> {
                    String profileId = fileProfileId;
                    if (carried != null) {
                        // the new dynasty's own copy, under the file's id if it is free
                        profileId = org.dynast.model.matters.StoredProfile.freeId(fileProfileId,
                                x -> tables.profiles().find(x).isPresent());
                        changes.insert(tables.profiles(), org.dynast.model.matters.StoredProfile.owned(
                                carried.copy(profileId, carried.name()), id));
                    }
                    Terms terms = new Terms(data.playerTerm(), data.playersTerm(), data.emperorTerm());
                    Dynasty dynasty = changes.insert(dynasties,
                            new Dynasty(id, name, data.rulesetNumber(), terms, null, data.startedOn(), profileId,
                                    data.phase() == null ? DynastyPhase.ACTIVE : data.phase(), null, modules,
                                    data.dormantSince()));
                    Map<String, Long> ids = new HashMap<>();
                    for (PlayerData p : nonNull(doc.players())) {
                        Player player = new Player(players.nextId(), id, p.name(), p.admin(), p.joinedOn(),
                                p.tenured(), p.idleSince(), p.idleReason(), p.lastUnidled());
                        changes.insert(players, player);
                        ids.put(key(p.name()), player.id());
                    }
                    for (MentorshipData m : nonNull(doc.mentorships())) {
                        Mentorship made = changes.insert(mentorships, new Mentorship(mentorships.nextId(), id,
                                ids.get(key(m.mentor())), ids.get(key(m.mentee())), m.startedOn(), m.endedOn()));
                        for (DutyData d : nonNull(m.checklist())) {
                            changes.insert(mentoring.ticks(), new DutyTick(mentoring.ticks().nextId(), id, made.id(),
                                    d.duty(), d.doneOn()));
                        }
                    }
                    for (WalkthroughData w : nonNull(doc.walkthroughs())) {
                        changes.insert(mentoring.walkthroughs(), new WalkthroughDone(mentoring.walkthroughs().nextId(),
                                id, ids.get(key(w.player())), w.walkthrough(), w.title(), w.finishedAt()));
                    }
                    List<Long> matterIds = writeMatters(changes, doc, id, ids, name, progress);
                    insertGamestate(changes, doc, id, ids, matterIds);
                    ModuleExchange.ImportIds newIds = new ModuleExchange.ImportIds() {
                        @Override
                        public long dynastyId() {
                            return id;
                        }

                        @Override
                        public Long player(String playerName) {
                            return playerName == null ? null : ids.get(key(playerName));
                        }

                        @Override
                        public long matter(int place) {
                            return matterIds.get(place);
                        }
                    };
                    checked.forEach(part -> part.insert(changes, newIds));
                    logRepository.appendAll(nonNull(doc.history()).stream().map(h -> new LogEntry(0, id, h.at(),
                            h.actor(), h.kind(), h.summary(), List.of(), LogEntry.Kind.ACTION, null, false)).toList());
                    if (data.emperor() != null) {
                        dynasty = changes.update(dynasties, dynasty, dynasty.withEmperor(ids.get(key(data.emperor()))));
                    }
                    shows(id, modules);
                    return dynasty;
                });
    }

    /**
     * A module's part, checked by the module; a check that fails on what it did not expect (a missing list, a null
     * where a name goes: issue 33's NullPointerExceptions in the Districts', Wizards' and tracker's checks) is a
     * refusal naming the part, never a crash.
     */
    private ModuleExchange.CheckedPart checkedPart(Part part, Input input) {
        try {
            return part.exchange().read(input);
        } catch (ImportException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new ImportException(String.join(", ", part.exchange().fields()), "is not a "
                    + this.modules.title(part.module()) + " part this Dynast can read: a value it needs "
                    + "is missing or of the wrong kind", e);
        }
    }

    /** Every page of the modules the dynasty runs reads the dynasty as written, or the import is refused. */
    private void shows(long id, List<String> modules) {
        for (Part part : parts) {
            if (!modules.contains(part.module())) {
                continue;
            }
            try {
                part.exchange().shows(id);
            } catch (ImportException | Progress.Cancelled e) {
                throw e;
            } catch (RuntimeException e) {
                String why = e.getMessage() == null || e instanceof NullPointerException
                        || e instanceof ClassCastException || e instanceof IndexOutOfBoundsException
                        ? "a value it needs is missing or of the wrong kind" : e.getMessage();
                throw new ImportException(String.join(", ", part.exchange().fields()), "passes the file's checks, but "
                        + "the " + this.modules.title(part.module()) + " pages cannot show it (" + why
                        + ")", e);
            }
        }
    }

    /** Matters written per batch (with their votes). */
    private static final int MATTER_BATCH = 500;

    /**
     * The matters and their votes, in batches, their ids taken at once; returns the matters' new ids in the file's
     * order. Progress is reported, and a Cancel heard, at every matter.
     */
    private List<Long> writeMatters(org.dynast.model.log.Changes changes, Document doc, long id, Map<String, Long> ids,
                                    String name, Progress progress) {
        List<MatterData> all = nonNull(doc.matters());
        long nextMatter = matters.reserveIds(all.size());
        long nextVote = votes.reserveIds(all.stream().mapToInt(m -> nonNull(m.votes()).size()).sum());
        List<Long> matterIds = new ArrayList<>(all.size());
        List<VotableMatter> batch = new ArrayList<>();
        List<Vote> batchVotes = new ArrayList<>();
        for (MatterData m : all) {
            progress.check();
            progress.report("Writing Votable Matters of " + name, matterIds.size(), all.size());
            long matterId = nextMatter++;
            batch.add(new VotableMatter(matterId, id, m.kind(), m.title(), ids.get(key(m.author())), m.postedAt(),
                    m.body(), m.changesProtectedText(), m.specifiesChanges(), m.markedIllegal(), m.status(),
                    m.resolvedAt(), m.resolvedBy(), m.resolutionNote()));
            for (VoteData v : nonNull(m.votes())) {
                batchVotes.add(new Vote(nextVote++, matterId, ids.get(key(v.player())), v.icon(), v.castAt()));
            }
            matterIds.add(matterId);
            if (batch.size() == MATTER_BATCH || matterIds.size() == all.size()) {
                changes.insertAll(matters, batch);
                changes.insertAll(votes, batchVotes);
                batch.clear();
                batchVotes.clear();
            }
        }
        return matterIds;
    }

    /** Schema 3's parts, players by their new ids; every reference was checked by {@link #validate}. */
    private void insertGamestate(org.dynast.model.log.Changes changes, Document doc, long id, Map<String, Long> ids,
                                 List<Long> matterIds) {
        for (RevisionData r : nonNull(doc.ruleset())) {
            String hash = tables.rulesets().storeText(r.text());
            changes.insert(tables.rulesets(), new RulesetRevision(tables.rulesets().nextId(), id, r.number(),
                    r.createdAt(), r.kind(), r.format(), hash, r.text().length(), r.summary(), r.cause(),
                    r.matter() == null ? null : matterIds.get(r.matter()), r.sourceName()));
        }
        for (RollData r : nonNull(doc.rolls())) {
            changes.insert(tables.rolls(), new Roll(tables.rolls().nextId(), id, r.at(), r.roller(),
                    r.purpose() == null ? "" : r.purpose(), r.expression(), r.generator(), r.seed(),
                    nonNull(r.values()), r.outcome(), r.total(), false));
        }
        for (CooldownData c : nonNull(doc.cooldowns())) {
            changes.insert(tables.cooldowns(), new PerformedAction(tables.cooldowns().nextId(), id,
                    ids.get(key(c.player())), c.action(), c.cadence(), c.at()));
        }
    }

    /** The name, or "name (2)", "name (3)"… if the file already has a dynasty of that name. */
    private String distinctName(String name) {
        Set<String> taken = new HashSet<>();
        dynasties.all().forEach(d -> taken.add(key(d.name())));
        String base = name.strip();
        String candidate = base;
        for (int n = 2; taken.contains(key(candidate)); n++) {
            String suffix = " (" + n + ")";
            // the name column holds NAME_LENGTH characters: a long name is cut to make room for its number
            candidate = (base.length() + suffix.length() <= NAME_LENGTH ? base
                    : base.substring(0, NAME_LENGTH - suffix.length()).strip()) + suffix;
        }
        return candidate;
    }

    /** A module's view of the file being imported: its fields, read with their paths, and the core's names. */
    private final class Input implements ModuleExchange.ImportInput {
        private final ObjectNode tree;
        private final Document doc;
        private final Set<String> players = new HashSet<>();

        Input(ObjectNode tree, Document doc) {
            this.tree = tree;
            this.doc = doc;
            nonNull(doc.players()).forEach(p -> players.add(key(p.name())));
        }

        @Override
        public <T> T field(String name, Class<T> type) {
            JsonNode node = tree.get(name);
            return node == null || node.isNull() ? null : value(node, type, name);
        }

        @Override
        public <T> List<T> list(String name, Class<T> element) {
            JsonNode node = tree.get(name);
            if (node == null || node.isNull()) {
                return List.of();
            }
            require(node.isArray(), name, "is a list");
            List<T> out = new ArrayList<>();
            for (int i = 0; i < node.size(); i++) {
                JsonNode item = node.get(i);
                out.add(item.isNull() ? null : value(item, element, name + "[" + i + "]"));
            }
            return out;
        }

        private <T> T value(JsonNode node, Class<T> type, String at) {
            try {
                return mapper.treeToValue(node, type);
            } catch (JsonMappingException e) {
                String inner = ImportChecks.path(e);
                throw new ImportException(inner.equals("file") ? at : at + (inner.startsWith("[") ? "" : ".") + inner,
                        ImportChecks.why(e), e);
            } catch (JacksonException e) {
                throw new ImportException(at, ImportChecks.plain(e), e);
            }
        }

        @Override
        public boolean hasPlayer(String name) {
            return name != null && players.contains(key(name));
        }

        @Override
        public int matterCount() {
            return nonNull(doc.matters()).size();
        }

        @Override
        public MatterKind matterKind(int place) {
            return nonNull(doc.matters()).get(place).kind();
        }

        @Override
        public RuntimeException problem(String where, String why) {
            return new ImportException(where, why);
        }
    }

    private ObjectNode readTree(Reader in) {
        JsonNode tree;
        try {
            tree = mapper.readTree(in);
        } catch (JacksonException e) {
            String at = ImportChecks.where(e.getLocation());
            String field = ImportChecks.parsedPath(e);
            String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
            if (message.startsWith("Duplicate field")) {
                throw new ImportException(field + " (" + at + ")", "this field is given twice; a dynasty file gives "
                        + "each field once", e);
            }
            if (message.startsWith("Trailing token")) {
                throw new ImportException(at, "there is more after the end of the dynasty: a dynasty file is one "
                        + "JSON object and nothing after it", e);
            }
            throw new ImportException(field.equals("file") ? at : at + ", in " + field,
                    "this is not well-formed JSON (" + ImportChecks.plain(e) + ")", e);
        } catch (IOException e) {
            throw new ImportException("file", "cannot be read: " + e.getMessage(), e);
        }
        if (tree == null || !tree.isObject()) {
            throw new ImportException("file", "a Dynast dynasty file is a JSON object; this file is empty or not one");
        }
        if (!FORMAT.equals(tree.path("format").asText())) {
            throw new ImportException("format", "expected \"" + FORMAT + "\": this is not a Dynast dynasty file");
        }
        // a whole number only: "schemaVersion": 7.5 is no version (asInt would read it as 7; issue 33)
        JsonNode versionNode = tree.path("schemaVersion");
        int version = versionNode.isIntegralNumber() && versionNode.canConvertToInt() ? versionNode.asInt() : -1;
        if (version < 1 || version > SCHEMA_VERSION) {
            JsonNode given = tree.path("schemaVersion");
            throw new ImportException("schemaVersion", (given.isNumber() ? "this file is schema version " + given
                    : "this file gives no schema version (a whole number)") + "; this Dynast reads versions 1 to "
                    + SCHEMA_VERSION);
        }
        return (ObjectNode) tree;
    }

    /** The core's part of the file: every field but the installed modules'. */
    private Document read(ObjectNode tree) {
        // a shallow copy: the core's fields are only read, so the file's tree (its whole rulesets' texts) is not copied
        ObjectNode core = tree.objectNode();
        Set<String> modules = new HashSet<>();
        parts.forEach(part -> modules.addAll(part.exchange().fields()));
        tree.fields().forEachRemaining(field -> {
            if (!modules.contains(field.getKey())) {
                core.set(field.getKey(), field.getValue());
            }
        });
        try {
            return mapper.treeToValue(core, Document.class);
        } catch (JsonMappingException e) {
            throw new ImportException(ImportChecks.path(e), ImportChecks.why(e), e);
        } catch (JacksonException e) {
            throw new ImportException("file", ImportChecks.plain(e), e);
        }
    }

    static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }

    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Jackson's own words, without its note on where the source is (we say where ourselves). */

}
