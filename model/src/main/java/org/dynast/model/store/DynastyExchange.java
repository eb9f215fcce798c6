package org.dynast.model.store;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteRepository;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.MentorshipRepository;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerName;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.GameClock;

/**
 * A whole dynasty as one JSON document (schema-versioned): its terms, roster, mentorships, Votable
 * Matters with their votes (schema 2), and the history of its action log. Players are referred to by name, so the file reads well and imports
 * into any dynasty file. An import is checked completely before anything is written, and written in
 * one transaction: a bad file changes nothing.
 */
public final class DynastyExchange {

    public static final String FORMAT = "dynast-dynasty";
    public static final int SCHEMA_VERSION = 2;

    private final Transactor transactor;
    private final DynastyRepository dynasties;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final ActionLogRepository logRepository;
    private final MatterRepository matters;
    private final VoteRepository votes;
    private final ActionLog log;
    private final GameClock clock;
    private final ObjectMapper mapper = Snapshots.standardMapper().copy()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    DynastyExchange(Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
                    MentorshipRepository mentorships, MatterRepository matters, VoteRepository votes,
                    ActionLogRepository logRepository, ActionLog log, GameClock clock) {
        this.matters = matters;
        this.votes = votes;
        this.transactor = transactor;
        this.dynasties = dynasties;
        this.players = players;
        this.mentorships = mentorships;
        this.logRepository = logRepository;
        this.log = log;
        this.clock = clock;
    }

    /** The file's content. */
    public record Document(String format, int schemaVersion, Instant exportedAt, DynastyData dynasty,
                           List<PlayerData> players, List<MentorshipData> mentorships, List<MatterData> matters,
                           List<HistoryData> history) {
    }

    /** A Votable Matter with its votes, players by name (schema 2). */
    public record MatterData(MatterKind kind, String title, String author, Instant postedAt, String body,
                             boolean changesProtectedText, boolean specifiesChanges, boolean markedIllegal,
                             MatterStatus status, Instant resolvedAt, String resolvedBy, String resolutionNote,
                             List<VoteData> votes) {
    }

    public record VoteData(String player, VoteIcon icon, Instant castAt) {
    }

    public record DynastyData(String name, int rulesetNumber, String playerTerm, String playersTerm,
                              String emperorTerm, String emperor, LocalDate startedOn, String profileId,
                              DynastyPhase phase) {
    }

    public record PlayerData(String name, boolean admin, LocalDate joinedOn, boolean tenured, Instant idleSince,
                             IdleReason idleReason, Instant lastUnidled) {
    }

    public record MentorshipData(String mentor, String mentee, LocalDate startedOn, LocalDate endedOn) {
    }

    public record HistoryData(Instant at, String actor, String kind, String summary, LogEntry.Kind type) {
    }

    public void export(long dynastyId, Writer out) throws IOException {
        Document document = transactor.inTransaction(() -> snapshot(dynastyId));
        mapper.writeValue(out, document);
    }

    private Document snapshot(long dynastyId) {
        Dynasty d = dynasties.find(Long.toString(dynastyId))
                .orElseThrow(() -> new StoreException("There is no dynasty #" + dynastyId + " to export."));
        List<Player> roster = players.findByDynasty(dynastyId);
        Map<Long, String> names = new HashMap<>();
        roster.forEach(p -> names.put(p.id(), p.name()));
        return new Document(FORMAT, SCHEMA_VERSION, clock.now(),
                new DynastyData(d.name(), d.rulesetNumber(), d.terms().player(), d.terms().players(),
                        d.terms().emperor(), d.emperorId() == null ? null : names.get(d.emperorId()), d.startedOn(),
                        d.profileId(), d.phase()),
                roster.stream().map(p -> new PlayerData(p.name(), p.admin(), p.joinedOn(), p.tenured(), p.idleSince(),
                        p.idleReason(), p.lastUnidled())).toList(),
                mentorships.findByDynasty(dynastyId).stream().map(m -> new MentorshipData(names.get(m.mentorId()),
                        names.get(m.menteeId()), m.startedOn(), m.endedOn())).toList(),
                matterData(dynastyId, names),
                logRepository.list(dynastyId).stream().map(e -> new HistoryData(e.at(), e.actor(), e.kind(),
                        e.summary(), e.type())).toList());
    }

    private List<MatterData> matterData(long dynastyId, Map<Long, String> names) {
        List<Vote> all = votes.findByDynasty(dynastyId);
        return matters.findByDynasty(dynastyId).stream().map(m -> new MatterData(m.kind(), m.title(),
                names.get(m.authorId()), m.postedAt(), m.body(), m.changesProtectedText(), m.specifiesChanges(),
                m.markedIllegal(), m.status(), m.resolvedAt(), m.resolvedBy(), m.resolutionNote(),
                all.stream().filter(v -> v.matterId() == m.id())
                        .map(v -> new VoteData(names.get(v.playerId()), v.icon(), v.castAt())).toList())).toList();
    }

    /**
     * Reads a dynasty file and adds it to this store as a new dynasty. Throws an
     * {@link ImportException} saying where and why if the file is not a readable dynasty; the store
     * is then left exactly as it was.
     */
    public Dynasty importFrom(Reader in, String sourceName, String actor) {
        Document doc = read(in);
        validate(doc);
        long id = transactor.inTransaction(dynasties::nextId);
        DynastyData data = doc.dynasty();
        return log.performFinal(id, actor, "dynasty.import", "Imported " + data.name() + " from " + sourceName,
                changes -> {
                    Terms terms = new Terms(data.playerTerm(), data.playersTerm(), data.emperorTerm());
                    Dynasty dynasty = changes.insert(dynasties,
                            new Dynasty(id, data.name(), data.rulesetNumber(), terms, null, data.startedOn(),
                                    data.profileId() == null ? ProfileCatalogue.defaultIdFor(data.rulesetNumber())
                                            : data.profileId(),
                                    data.phase() == null ? DynastyPhase.ACTIVE : data.phase(), null));
                    Map<String, Long> ids = new HashMap<>();
                    for (PlayerData p : nonNull(doc.players())) {
                        Player player = new Player(players.nextId(), id, p.name(), p.admin(), p.joinedOn(),
                                p.tenured(), p.idleSince(), p.idleReason(), p.lastUnidled());
                        changes.insert(players, player);
                        ids.put(key(p.name()), player.id());
                    }
                    for (MentorshipData m : nonNull(doc.mentorships())) {
                        changes.insert(mentorships, new Mentorship(mentorships.nextId(), id, ids.get(key(m.mentor())),
                                ids.get(key(m.mentee())), m.startedOn(), m.endedOn()));
                    }
                    for (MatterData m : nonNull(doc.matters())) {
                        VotableMatter matter = changes.insert(matters, new VotableMatter(matters.nextId(), id, m.kind(),
                                m.title(), ids.get(key(m.author())), m.postedAt(), m.body(), m.changesProtectedText(),
                                m.specifiesChanges(), m.markedIllegal(), m.status(), m.resolvedAt(), m.resolvedBy(),
                                m.resolutionNote()));
                        for (VoteData v : nonNull(m.votes())) {
                            changes.insert(votes, new Vote(votes.nextId(), matter.id(), ids.get(key(v.player())),
                                    v.icon(), v.castAt()));
                        }
                    }
                    for (HistoryData h : nonNull(doc.history())) {
                        logRepository.append(new LogEntry(0, id, h.at(), h.actor(), h.kind(), h.summary(), List.of(),
                                LogEntry.Kind.ACTION, null, false));
                    }
                    if (data.emperor() != null) {
                        dynasty = changes.update(dynasties, dynasty, dynasty.withEmperor(ids.get(key(data.emperor()))));
                    }
                    return dynasty;
                });
    }

    private Document read(Reader in) {
        JsonNode tree;
        try {
            tree = mapper.readTree(in);
        } catch (JacksonException e) {
            throw new ImportException(where(e.getLocation()), "this is not well-formed JSON (" + plain(e) + ")", e);
        } catch (IOException e) {
            throw new ImportException("file", "cannot be read: " + e.getMessage(), e);
        }
        if (tree == null || !tree.isObject()) {
            throw new ImportException("file", "a Dynast dynasty file is a JSON object; this file is empty or not one");
        }
        if (!FORMAT.equals(tree.path("format").asText())) {
            throw new ImportException("format", "expected \"" + FORMAT + "\": this is not a Dynast dynasty file");
        }
        int version = tree.path("schemaVersion").asInt(-1);
        if (version < 1 || version > SCHEMA_VERSION) {
            throw new ImportException("schemaVersion", "this file is schema version " + tree.path("schemaVersion")
                    + "; this Dynast reads versions 1 to " + SCHEMA_VERSION);
        }
        try {
            return mapper.treeToValue(tree, Document.class);
        } catch (JsonMappingException e) {
            throw new ImportException(e.getPathReference().replace(Document.class.getName(), "file")
                    .replaceAll("[A-Za-z0-9.$]+\\$", ""), e.getOriginalMessage(), e);
        } catch (JacksonException e) {
            throw new ImportException("file", e.getOriginalMessage(), e);
        }
    }

    private static void validate(Document doc) {
        require(doc.dynasty() != null, "dynasty", "is missing");
        DynastyData d = doc.dynasty();
        require(d.name() != null && !d.name().isBlank(), "dynasty.name", "a dynasty needs a name");
        require(d.rulesetNumber() >= 1, "dynasty.rulesetNumber", "a ruleset number is 1 or more");
        require(d.startedOn() != null, "dynasty.startedOn", "is missing");
        for (String[] term : new String[][] {{"playerTerm", d.playerTerm()}, {"playersTerm", d.playersTerm()},
                {"emperorTerm", d.emperorTerm()}}) {
            require(term[1] != null && !term[1].isBlank(), "dynasty." + term[0], "is missing");
        }
        List<PlayerData> roster = nonNull(doc.players());
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < roster.size(); i++) {
            PlayerData p = roster.get(i);
            String at = "players[" + i + "]";
            require(p != null, at, "is empty");
            String name = p.name();
            PlayerName.problem(name).ifPresent(problem -> {
                throw new ImportException(at + ".name", problem);
            });
            Integer earlier = seen.putIfAbsent(key(name), i);
            require(earlier == null, at + ".name", "\"" + name + "\" is already players[" + earlier + "]");
            require(p.joinedOn() != null, at + ".joinedOn", "is missing");
            require((p.idleSince() == null) == (p.idleReason() == null), at,
                    "an Idle player needs both idleSince and idleReason");
        }
        require(d.emperor() == null || seen.containsKey(key(d.emperor())), "dynasty.emperor",
                "\"" + d.emperor() + "\" is not among the players");
        List<MentorshipData> pairs = nonNull(doc.mentorships());
        for (int i = 0; i < pairs.size(); i++) {
            MentorshipData m = pairs.get(i);
            String at = "mentorships[" + i + "]";
            require(m != null, at, "is empty");
            require(m.mentor() != null && seen.containsKey(key(m.mentor())), at + ".mentor",
                    "\"" + m.mentor() + "\" is not among the players");
            require(m.mentee() != null && seen.containsKey(key(m.mentee())), at + ".mentee",
                    "\"" + m.mentee() + "\" is not among the players");
            require(!key(m.mentor()).equals(key(m.mentee())), at, "a player cannot mentor themselves");
            require(m.startedOn() != null, at + ".startedOn", "is missing");
        }
        List<MatterData> posts = nonNull(doc.matters());
        for (int i = 0; i < posts.size(); i++) {
            MatterData m = posts.get(i);
            String at = "matters[" + i + "]";
            require(m != null && m.kind() != null && m.title() != null && !m.title().isBlank() && m.postedAt() != null
                    && m.status() != null, at, "needs kind, title, postedAt and status");
            require(m.author() != null && seen.containsKey(key(m.author())), at + ".author",
                    "\"" + m.author() + "\" is not among the players");
            List<VoteData> cast = nonNull(m.votes());
            for (int j = 0; j < cast.size(); j++) {
                VoteData v = cast.get(j);
                String vat = at + ".votes[" + j + "]";
                require(v != null && v.icon() != null && v.castAt() != null, vat, "needs player, icon and castAt");
                require(v.player() != null && seen.containsKey(key(v.player())), vat + ".player",
                        "\"" + v.player() + "\" is not among the players");
            }
        }
        List<HistoryData> history = nonNull(doc.history());
        for (int i = 0; i < history.size(); i++) {
            HistoryData h = history.get(i);
            String at = "history[" + i + "]";
            require(h != null && h.at() != null && h.actor() != null && h.kind() != null && h.summary() != null
                    && h.type() != null, at, "needs at, actor, kind, summary and type");
        }
    }

    private static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    private static void require(boolean ok, String where, String why) {
        if (!ok) {
            throw new ImportException(where, why);
        }
    }

    /** Jackson's own words, without its note on where the source is (we say where ourselves). */
    private static String plain(JacksonException e) {
        return e.getOriginalMessage().replaceAll("\\s*\\(start marker at \\[Source:[^\\]]*\\][^)]*\\)", "")
                .replaceAll("\\s*at \\[Source:[^\\]]*\\]", "").strip();
    }

    private static String where(JsonLocation location) {
        return location == null ? "file" : "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }
}
