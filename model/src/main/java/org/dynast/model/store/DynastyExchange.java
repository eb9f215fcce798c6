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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dynast.model.arena.AnnouncedBout;
import org.dynast.model.arena.BoutStatus;
import org.dynast.model.arena.Configuration;
import org.dynast.model.arena.Entrant;
import org.dynast.model.arena.HouseBot;
import org.dynast.model.arena.Taunt;
import org.dynast.model.bots.Bot;
import org.dynast.model.bots.Catalogue;
import org.dynast.model.bots.Loadout;
import org.dynast.model.bots.LoadoutRepository;
import org.dynast.model.bots.Part;
import org.dynast.model.bots.Readiness;
import org.dynast.model.bots.WorkshopRules;
import org.dynast.model.bots.WorkshopRulesRepository;
import org.dynast.model.dice.Roll;
import org.dynast.model.dice.RollRepository;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.FactoryRepository;
import org.dynast.model.factory.WorkerState;
import org.dynast.model.log.DocumentTable;
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
import org.dynast.model.ruleset.RulesetFormat;
import org.dynast.model.ruleset.RulesetRepository;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.PerformedAction;
import org.dynast.model.time.PerformedActionRepository;
import org.dynast.model.tournament.Tournament;
import org.dynast.model.tournament.TournamentRepository;

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
 *       Bracket with its tiers, Bouts (Configurations and seeds), results, schedule and posts.</li>
 * </ul>
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
 * the log, which cannot be undone): a bad file changes nothing. A problem is reported with where (line and column,
 * or the field path such as {@code loadouts[2].bot.engine}) and why.
 */
public final class DynastyExchange {

    public static final String FORMAT = "dynast-dynasty";
    public static final int SCHEMA_VERSION = 4;

    /** The tables of the dynasty's gamestate beyond roster and matters (schema 3). */
    record Tables(RulesetRepository rulesets, RollRepository rolls, PerformedActionRepository cooldowns,
                  LoadoutRepository loadouts, WorkshopRulesRepository workshopRules, DocumentTable<HouseBot> houseBots,
                  DocumentTable<AnnouncedBout> bouts, DocumentTable<Taunt> taunts, FactoryRepository factory,
                  TournamentRepository tournaments) {
    }

    private final Transactor transactor;
    private final DynastyRepository dynasties;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final ActionLogRepository logRepository;
    private final MatterRepository matters;
    private final VoteRepository votes;
    private final Tables tables;
    private final ActionLog log;
    private final GameClock clock;
    private final ObjectMapper mapper = Snapshots.standardMapper().copy()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    DynastyExchange(Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
                    MentorshipRepository mentorships, MatterRepository matters, VoteRepository votes,
                    ActionLogRepository logRepository, Tables tables, ActionLog log, GameClock clock) {
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

    /** The file's content. Parts added by a later schema are null when an older file is read. */
    public record Document(String format, int schemaVersion, Instant exportedAt, DynastyData dynasty,
                           List<PlayerData> players, List<MentorshipData> mentorships, List<MatterData> matters,
                           List<HistoryData> history,
                           List<RevisionData> ruleset, List<RollData> rolls, List<CooldownData> cooldowns,
                           WorkshopData workshop, List<LoadoutData> loadouts, List<HouseBotData> houseBots,
                           List<BoutData> bouts, List<TauntData> taunts, FactoryFloor factory,
                           TournamentData tournament) {
    }

    /**
     * The dynasty's Tournament (schema 4), Operators by name: {@code player} is the roster's name, {@code name} the
     * name the Tournament's documents were posted with. Absent until the emperor sets its date or starts it.
     */
    public record TournamentData(LocalDate eligibleFrom, Instant began, SeedListData provisional,
                                 SeedListData finalSeeds, BracketData bracket, List<Integer> pauses) {
    }

    public record SeedListData(Instant postedAt, List<SeedData> seeds, String post) {
    }

    public record SeedData(String player, String name, int seed) {
    }

    /** A side of a Bracket Bout: an Operator ({@code player} set) or a place still to be decided ({@code label}). */
    public record SlotData(String player, String name, int seed, String label) {
    }

    /**
     * A Bracket Bout; {@code winner} is the winning Operator's name, {@code endedAt} when it ended and
     * {@code settlement} what its settlement did to each side (first, second), for a recalculation.
     */
    public record BracketBoutData(String id, int tier, boolean elimination, SlotData first, SlotData second, Long seed,
                                  Configuration configuration, String winner, String result, Instant endedAt,
                                  List<Tournament.Settlement> settlement) {
    }

    public record TierData(int number, boolean drawn, List<BracketBoutData> bouts, List<SlotData> deferred,
                           Instant staging, Instant set, Instant finished, List<String> broughtForward) {
    }

    public record BracketData(Instant postedAt, List<TierData> tiers, SlotData champion, List<Tournament.Post> posts) {
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

    /** The dynasty's workshop catalogue and Tournament Mode (schema 3); absent while the shipped catalogue is used. */
    public record WorkshopData(Catalogue catalogue, boolean tournamentMode) {
    }

    /** One Operator's loadout, the private Script and requests included (schema 3). */
    public record LoadoutData(String player, int money, Bot bot, List<Part> bin, Readiness readiness,
                              Instant readinessSince, boolean repairedSinceBout, String script, int boutCount,
                              int redMist, List<String> bannerNames, List<Part> requests) {
    }

    /** A House Bot (schema 3). */
    public record HouseBotData(Bot bot, String script) {
    }

    /**
     * An announced Bout with its seeds and entrants (schema 3); {@code houseBot} is the drawn House Bot's place in
     * {@code houseBots}, or null.
     */
    public record BoutData(Instant announcedAt, long announcementSeed, int place, String firstPlayer,
                           String firstOperator, String secondPlayer, String secondOperator,
                           Configuration configuration, Integer houseBot, long boutSeed, BoutStatus status,
                           Instant resolvedAt, String winner, String outcome, Entrant firstEntrant,
                           Entrant secondEntrant, boolean practice) {
    }

    /** A Taunt (schema 3). */
    public record TauntData(String by, String target, Instant at, int from, int to) {
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
        List<HouseBot> houseBots = tables.houseBots().findByDynasty(dynastyId);
        Map<Long, Integer> houseBotPlaces = new HashMap<>();
        for (int i = 0; i < houseBots.size(); i++) {
            houseBotPlaces.put(houseBots.get(i).id(), i);
        }
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
                        e.summary(), e.type())).toList(),
                revisionData(dynastyId),
                tables.rolls().findByDynasty(dynastyId).stream().filter(r -> !r.secret()) // secret rolls stay here
                        .map(r -> new RollData(r.at(), r.roller(), r.purpose(), r.expression(), r.generator(),
                                r.seed(), r.values(), r.outcome(), r.total())).toList(),
                tables.cooldowns().findByDynasty(dynastyId).stream().filter(t -> names.containsKey(t.playerId()))
                        .map(t -> new CooldownData(names.get(t.playerId()), t.action(), t.cadence(), t.at())).toList(),
                tables.workshopRules().find(Long.toString(dynastyId))
                        .map(w -> new WorkshopData(w.catalogue(), w.tournamentMode())).orElse(null),
                tables.loadouts().findByDynasty(dynastyId).stream().filter(l -> names.containsKey(l.playerId()))
                        .map(l -> new LoadoutData(names.get(l.playerId()), l.money(), l.bot(), l.bin(), l.readiness(),
                                l.readinessSince(), l.repairedSinceBout(), l.script(), l.boutCount(), l.redMist(),
                                l.bannerNames(), l.requests())).toList(),
                houseBots.stream().map(h -> new HouseBotData(h.bot(), h.script())).toList(),
                tables.bouts().findByDynasty(dynastyId).stream().map(b -> new BoutData(b.announcedAt(),
                        b.announcementSeed(), b.place(), names.get(b.firstPlayerId()), b.firstOperator(),
                        names.get(b.secondPlayerId()), b.secondOperator(), b.configuration(),
                        b.houseBotId() == null || !houseBotPlaces.containsKey(b.houseBotId()) ? null
                                : houseBotPlaces.get(b.houseBotId()),
                        b.boutSeed(), b.status(), b.resolvedAt(), b.winner(), b.outcome(), b.firstEntrant(),
                        b.secondEntrant(), b.practice())).toList(),
                tables.taunts().findByDynasty(dynastyId).stream().map(t -> new TauntData(names.get(t.byPlayerId()),
                        names.get(t.targetPlayerId()), t.at(), t.from(), t.to())).toList(),
                tables.factory().find(Long.toString(dynastyId)).map(f -> floorData(f, names)).orElse(null),
                tables.tournaments().find(Long.toString(dynastyId)).map(t -> tournamentData(t, names,
                        matters.findByDynasty(dynastyId).stream().map(VotableMatter::id).toList())).orElse(null));
    }

    // ---------------------------------------------------------------- the Tournament (schema 4)

    /** {@code matterIds}: the dynasty's matters in the file's order, as a pause names a CfJ by its place. */
    private static TournamentData tournamentData(Tournament t, Map<Long, String> names, List<Long> matterIds) {
        return new TournamentData(t.eligibleFrom(), t.began(), seedListData(t.provisional(), names),
                seedListData(t.finalSeeds(), names), t.bracket() == null ? null : new BracketData(t.bracket().postedAt(),
                t.bracket().tiers().stream().map(x -> new TierData(x.number(), x.drawn(), x.bouts().stream()
                        .map(b -> new BracketBoutData(b.id(), b.tier(), b.elimination(), slotData(b.first(), names),
                                slotData(b.second(), names), b.seed(), b.configuration(),
                                b.winnerId() == null ? null : names.get(b.winnerId()), b.result(), b.endedAt(),
                                b.settlement())).toList(),
                        x.deferred().stream().map(s -> slotData(s, names)).toList(), x.staging(), x.set(),
                        x.finished(), x.broughtForward())).toList(),
                slotData(t.bracket().champion(), names), t.bracket().posts()),
                t.pauses().stream().filter(matterIds::contains).map(matterIds::indexOf).toList());
    }

    private static SeedListData seedListData(Tournament.SeedList list, Map<Long, String> names) {
        return list == null ? null : new SeedListData(list.postedAt(), list.seeds().stream()
                .map(s -> new SeedData(names.get(s.playerId()), s.name(), s.seed())).toList(), list.post());
    }

    private static SlotData slotData(Tournament.Slot s, Map<Long, String> names) {
        return s == null ? null : new SlotData(s.playerId() == null ? null : names.get(s.playerId()), s.name(),
                s.seed(), s.label());
    }

    /** The Tournament with its Operators' new ids; every name was checked by {@link #validateTournament}. */
    private static Tournament tournament(TournamentData t, long dynastyId, Map<String, Long> ids, List<Long> matterIds) {
        BracketData b = t.bracket();
        return new Tournament(dynastyId, t.eligibleFrom(), t.began(), seedList(t.provisional(), ids),
                seedList(t.finalSeeds(), ids), b == null ? null : new Tournament.Bracket(b.postedAt(),
                nonNull(b.tiers()).stream().map(x -> new Tournament.Tier(x.number(), x.drawn(), nonNull(x.bouts())
                        .stream().map(o -> new Tournament.Bout(o.id(), o.tier(), o.elimination(), slot(o.first(), ids),
                                slot(o.second(), ids), o.seed(), o.configuration(),
                                o.winner() == null ? null : ids.get(key(o.winner())), o.result(), o.endedAt(),
                                o.settlement())).toList(),
                        nonNull(x.deferred()).stream().map(s -> slot(s, ids)).toList(), x.staging(), x.set(),
                        x.finished(), x.broughtForward())).toList(), slot(b.champion(), ids), b.posts()),
                nonNull(t.pauses()).stream().map(matterIds::get).toList());
    }

    private static Tournament.SeedList seedList(SeedListData list, Map<String, Long> ids) {
        return list == null ? null : new Tournament.SeedList(list.postedAt(), nonNull(list.seeds()).stream()
                .map(s -> new Tournament.Seed(ids.get(key(s.player())), s.name(), s.seed())).toList(), list.post());
    }

    private static Tournament.Slot slot(SlotData s, Map<String, Long> ids) {
        return s == null ? null : new Tournament.Slot(s.player() == null ? null : ids.get(key(s.player())), s.name(),
                s.seed(), s.label());
    }

    /**
     * The Tournament's part: every Operator named is among the players, seed lists are numbered 1, 2, 3… and name
     * each Operator once, tiers are numbered in order, each Bout's id is unique, a placed Bout has its seed and
     * Configuration, a winner is one of the Bout's two Operators, and the Bracket follows a Final Seed List.
     */
    private static void validateTournament(TournamentData t, Map<String, Integer> players) {
        if (t == null) {
            return;
        }
        require(t.provisional() == null && t.finalSeeds() == null || t.began() != null, "tournament.began",
                "seed lists are posted once Tournament Mode has begun; began is missing");
        checkSeedList(t.provisional(), players, "tournament.provisional");
        checkSeedList(t.finalSeeds(), players, "tournament.finalSeeds");
        BracketData b = t.bracket();
        if (b == null) {
            return;
        }
        require(t.finalSeeds() != null, "tournament.bracket", "a Bracket is posted once the Final Seed List has been "
                + "posted; finalSeeds is missing");
        require(b.postedAt() != null, "tournament.bracket.postedAt", "is missing");
        List<TierData> tiers = nonNull(b.tiers());
        require(!tiers.isEmpty(), "tournament.bracket.tiers", "a Bracket has at least one tier");
        java.util.Set<String> boutIds = new java.util.HashSet<>();
        for (int i = 0; i < tiers.size(); i++) {
            TierData x = tiers.get(i);
            String at = "tournament.bracket.tiers[" + i + "]";
            require(x != null, at, "is empty");
            require(x.number() == i + 1, at + ".number", "tiers are numbered 1, 2, 3… in order; expected " + (i + 1)
                    + ", not " + x.number());
            List<BracketBoutData> bouts = nonNull(x.bouts());
            for (int j = 0; j < bouts.size(); j++) {
                BracketBoutData o = bouts.get(j);
                String bat = at + ".bouts[" + j + "]";
                require(o != null && o.id() != null && !o.id().isBlank(), bat + ".id", "a Bout needs an id");
                require(boutIds.add(o.id()), bat + ".id", "there is already a Bout " + o.id());
                require(o.tier() == x.number(), bat + ".tier", "Bout " + o.id() + " is in tier " + x.number()
                        + ", not " + o.tier());
                checkSlot(o.first(), players, bat + ".first");
                checkSlot(o.second(), players, bat + ".second");
                boolean placed = o.first().player() != null && o.second().player() != null;
                require(o.configuration() == null || o.seed() != null, bat + ".seed",
                        "a placed Bout's Configuration is drawn from its seed; seed is missing");
                if (o.winner() != null) {
                    require(placed && o.configuration() != null, bat + ".winner", "Bout " + o.id()
                            + " has a winner but is not placed");
                    require(key(o.winner()).equals(key(o.first().player()))
                            || key(o.winner()).equals(key(o.second().player())), bat + ".winner",
                            "\"" + o.winner() + "\" is neither of Bout " + o.id() + "'s Operators");
                }
            }
            List<SlotData> deferred = nonNull(x.deferred());
            for (int j = 0; j < deferred.size(); j++) {
                checkSlot(deferred.get(j), players, at + ".deferred[" + j + "]");
            }
        }
        if (b.champion() != null) {
            checkSlot(b.champion(), players, "tournament.bracket.champion");
            require(b.champion().player() != null, "tournament.bracket.champion.player", "is missing");
        }
        List<Tournament.Post> posts = nonNull(b.posts());
        for (int i = 0; i < posts.size(); i++) {
            Tournament.Post p = posts.get(i);
            require(p != null && p.postedAt() != null && p.title() != null && p.text() != null,
                    "tournament.bracket.posts[" + i + "]", "needs postedAt, title and text");
        }
    }

    private static void checkSeedList(SeedListData list, Map<String, Integer> players, String at) {
        if (list == null) {
            return;
        }
        require(list.postedAt() != null, at + ".postedAt", "is missing");
        require(list.post() != null, at + ".post", "is missing");
        List<SeedData> seeds = nonNull(list.seeds());
        java.util.Set<String> named = new java.util.HashSet<>();
        for (int i = 0; i < seeds.size(); i++) {
            SeedData s = seeds.get(i);
            String sat = at + ".seeds[" + i + "]";
            require(s != null, sat, "is empty");
            requirePlayer(players, s.player(), sat + ".player");
            require(named.add(key(s.player())), sat + ".player", "\"" + s.player() + "\" is already on the list");
            require(s.name() != null && !s.name().isBlank(), sat + ".name", "is missing");
            require(s.seed() == i + 1, sat + ".seed", "a seed list is ordered from 1 being the best; expected "
                    + (i + 1) + ", not " + s.seed());
        }
    }

    private static void checkSlot(SlotData s, Map<String, Integer> players, String at) {
        require(s != null, at, "is missing");
        if (s.player() != null) {
            requirePlayer(players, s.player(), at + ".player");
            require(s.name() != null && !s.name().isBlank(), at + ".name", "is missing");
            require(s.seed() >= 1, at + ".seed", "a seed is 1 or more, not " + s.seed());
        } else {
            require(s.label() != null && !s.label().isBlank(), at + ".label",
                    "a place still to be decided needs its label (\"Winner of 1-2\")");
        }
    }

    private List<RevisionData> revisionData(long dynastyId) {
        Map<Long, Integer> matterPlaces = new HashMap<>();
        List<VotableMatter> all = matters.findByDynasty(dynastyId);
        for (int i = 0; i < all.size(); i++) {
            matterPlaces.put(all.get(i).id(), i);
        }
        return tables.rulesets().findByDynasty(dynastyId).stream().map(r -> new RevisionData(r.number(),
                r.createdAt(), r.kind(), r.format(), tables.rulesets().text(r.textHash()).orElseThrow(
                        () -> new StoreException("The text of ruleset revision " + r.number() + " is missing.")),
                r.summary(), r.cause(), r.matterId() == null ? null : matterPlaces.get(r.matterId()),
                r.sourceName())).toList();
    }

    /** The floor with each Worker named by their player's name and no database ids. */
    private static FactoryFloor floorData(FactoryFloor floor, Map<Long, String> names) {
        for (WorkerState w : concat(floor.workers, floor.away)) {
            if (w.playerId != null) {
                if (names.containsKey(w.playerId)) {
                    w.name = names.get(w.playerId);
                }
                w.playerId = null;
            }
        }
        floor.dynastyId = 0;
        return floor;
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
                    List<Long> matterIds = new ArrayList<>();
                    for (MatterData m : nonNull(doc.matters())) {
                        VotableMatter matter = changes.insert(matters, new VotableMatter(matters.nextId(), id, m.kind(),
                                m.title(), ids.get(key(m.author())), m.postedAt(), m.body(), m.changesProtectedText(),
                                m.specifiesChanges(), m.markedIllegal(), m.status(), m.resolvedAt(), m.resolvedBy(),
                                m.resolutionNote()));
                        for (VoteData v : nonNull(m.votes())) {
                            changes.insert(votes, new Vote(votes.nextId(), matter.id(), ids.get(key(v.player())),
                                    v.icon(), v.castAt()));
                        }
                        matterIds.add(matter.id());
                    }
                    insertGamestate(changes, doc, id, ids, matterIds);
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
        if (doc.workshop() != null) {
            changes.insert(tables.workshopRules(), new WorkshopRules(id, doc.workshop().catalogue(),
                    doc.workshop().tournamentMode()));
        }
        for (LoadoutData l : nonNull(doc.loadouts())) {
            changes.insert(tables.loadouts(), loadout(l, ids.get(key(l.player())), id));
        }
        List<Long> houseBotIds = new ArrayList<>();
        for (HouseBotData h : nonNull(doc.houseBots())) {
            houseBotIds.add(changes.insert(tables.houseBots(),
                    new HouseBot(tables.houseBots().nextId(), id, h.bot(), h.script())).id());
        }
        for (BoutData b : nonNull(doc.bouts())) {
            changes.insert(tables.bouts(), new AnnouncedBout(tables.bouts().nextId(), id, b.announcedAt(),
                    b.announcementSeed(), b.place(), ids.get(key(b.firstPlayer())), b.firstOperator(),
                    ids.get(key(b.secondPlayer())), b.secondOperator(), b.configuration(),
                    b.houseBot() == null ? null : houseBotIds.get(b.houseBot()), b.boutSeed(), b.status(),
                    b.resolvedAt(), b.winner(), b.outcome(), b.firstEntrant(), b.secondEntrant(), b.practice()));
        }
        for (TauntData t : nonNull(doc.taunts())) {
            changes.insert(tables.taunts(), new Taunt(tables.taunts().nextId(), id, ids.get(key(t.by())),
                    ids.get(key(t.target())), t.at(), t.from(), t.to()));
        }
        if (doc.factory() != null) {
            FactoryFloor floor = doc.factory();
            floor.dynastyId = id;
            for (WorkerState w : concat(floor.workers, floor.away)) {
                w.playerId = w.bot || w.name == null ? null : ids.get(key(w.name));
            }
            changes.insert(tables.factory(), floor);
        }
        if (doc.tournament() != null) {
            changes.insert(tables.tournaments(), tournament(doc.tournament(), id, ids, matterIds));
        }
    }

    private static Loadout loadout(LoadoutData l, long playerId, long dynastyId) {
        return new Loadout(playerId, dynastyId, l.money(), l.bot(), nonNull(l.bin()), l.readiness(),
                l.readinessSince(), l.repairedSinceBout(), l.script(), l.boutCount(), l.redMist(), l.bannerNames(),
                l.requests());
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a == null ? List.of() : a);
        all.addAll(b == null ? List.of() : b);
        return all;
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
            throw new ImportException(path(e), why(e), e);
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
        validateGamestate(doc, seen);
        List<HistoryData> history = nonNull(doc.history());
        for (int i = 0; i < history.size(); i++) {
            HistoryData h = history.get(i);
            String at = "history[" + i + "]";
            require(h != null && h.at() != null && h.actor() != null && h.kind() != null && h.summary() != null
                    && h.type() != null, at, "needs at, actor, kind, summary and type");
        }
    }

    /** Schema 3's parts: every player named is on the roster, every place in range, every part in the catalogue. */
    private static void validateGamestate(Document doc, Map<String, Integer> players) {
        int matterCount = nonNull(doc.matters()).size();
        List<RevisionData> revisions = nonNull(doc.ruleset());
        for (int i = 0; i < revisions.size(); i++) {
            RevisionData r = revisions.get(i);
            String at = "ruleset[" + i + "]";
            require(r != null && r.createdAt() != null && r.kind() != null && r.format() != null && r.text() != null
                    && r.summary() != null, at, "needs createdAt, kind, format, text and summary");
            require(r.number() == i + 1, at + ".number", "revisions are numbered 1, 2, 3… in order; expected "
                    + (i + 1) + ", not " + r.number());
            require(r.matter() == null || (r.matter() >= 0 && r.matter() < matterCount), at + ".matter",
                    "there is no matters[" + r.matter() + "]");
        }
        List<RollData> rolls = nonNull(doc.rolls());
        for (int i = 0; i < rolls.size(); i++) {
            RollData r = rolls.get(i);
            require(r != null && r.at() != null && r.roller() != null && r.expression() != null
                    && r.generator() != null && r.outcome() != null, "rolls[" + i + "]",
                    "needs at, roller, expression, generator and outcome");
        }
        List<CooldownData> takes = nonNull(doc.cooldowns());
        for (int i = 0; i < takes.size(); i++) {
            CooldownData c = takes.get(i);
            String at = "cooldowns[" + i + "]";
            require(c != null && c.action() != null && c.cadence() != null && c.at() != null, at,
                    "needs player, action, cadence and at");
            requirePlayer(players, c.player(), at + ".player");
        }
        Catalogue catalogue = doc.workshop() == null ? Catalogue.shipped() : doc.workshop().catalogue();
        require(catalogue != null, "workshop.catalogue", "is missing");
        List<LoadoutData> loadouts = nonNull(doc.loadouts());
        Map<String, Integer> owners = new HashMap<>();
        for (int i = 0; i < loadouts.size(); i++) {
            LoadoutData l = loadouts.get(i);
            String at = "loadouts[" + i + "]";
            require(l != null, at, "is empty");
            requirePlayer(players, l.player(), at + ".player");
            Integer earlier = owners.putIfAbsent(key(l.player()), i);
            require(earlier == null, at + ".player", "\"" + l.player() + "\" already has loadouts[" + earlier + "]");
            require(l.readiness() != null, at + ".readiness", "is missing");
            require(l.readinessSince() != null, at + ".readinessSince", "is missing");
            checkBot(l.bot(), catalogue, at + ".bot");
            checkParts(l.bin(), catalogue, at + ".bin");
            checkParts(l.requests(), catalogue, at + ".requests");
            try {
                loadout(l, 0, 0);
            } catch (RuntimeException e) {
                throw new ImportException(at, e.getMessage(), e);
            }
        }
        List<HouseBotData> house = nonNull(doc.houseBots());
        require(house.size() <= 3, "houseBots", "at any time, there may be up to three House Bots, not "
                + house.size());
        Map<String, Integer> houseNames = new HashMap<>();
        for (int i = 0; i < house.size(); i++) {
            HouseBotData h = house.get(i);
            String at = "houseBots[" + i + "]";
            require(h != null, at, "is empty");
            checkBot(h.bot(), catalogue, at + ".bot");
            require(!h.bot().name().isBlank(), at + ".bot.name", "a House Bot must have a name");
            Integer earlier = houseNames.putIfAbsent(key(h.bot().name()), i);
            require(earlier == null, at + ".bot.name", "\"" + h.bot().name() + "\" is already houseBots[" + earlier
                    + "]");
        }
        List<BoutData> bouts = nonNull(doc.bouts());
        for (int i = 0; i < bouts.size(); i++) {
            BoutData b = bouts.get(i);
            String at = "bouts[" + i + "]";
            require(b != null && b.announcedAt() != null && b.configuration() != null && b.status() != null, at,
                    "needs announcedAt, configuration and status");
            requirePlayer(players, b.firstPlayer(), at + ".firstPlayer");
            requirePlayer(players, b.secondPlayer(), at + ".secondPlayer");
            require(b.houseBot() == null || (b.houseBot() >= 0 && b.houseBot() < house.size()), at + ".houseBot",
                    "there is no houseBots[" + b.houseBot() + "]");
        }
        List<TauntData> taunts = nonNull(doc.taunts());
        for (int i = 0; i < taunts.size(); i++) {
            TauntData t = taunts.get(i);
            String at = "taunts[" + i + "]";
            require(t != null && t.at() != null, at, "needs by, target and at");
            requirePlayer(players, t.by(), at + ".by");
            requirePlayer(players, t.target(), at + ".target");
        }
        FactoryFloor floor = doc.factory();
        if (floor != null) {
            require(floor.workers != null, "factory.workers", "is missing");
            for (int i = 0; i < floor.workers.size(); i++) {
                WorkerState w = floor.workers.get(i);
                String at = "factory.workers[" + i + "]";
                require(w != null && w.name != null && !w.name.isBlank(), at + ".name", "a Worker needs a name");
                require(w.bot || players.containsKey(key(w.name)), at + ".name",
                        "\"" + w.name + "\" is neither a Bot nor among the players");
            }
        }
        validateTournament(doc.tournament(), players);
        if (doc.tournament() != null) {
            List<Integer> pauses = nonNull(doc.tournament().pauses());
            int count = nonNull(doc.matters()).size();
            for (int i = 0; i < pauses.size(); i++) {
                Integer place = pauses.get(i);
                require(place != null && place >= 0 && place < count
                        && nonNull(doc.matters()).get(place).kind() == MatterKind.CFJ, "tournament.pauses[" + i + "]",
                        "names a call for judgement by its place in matters (0 to " + (count - 1) + ")");
            }
        }
    }

    private static void checkBot(Bot bot, Catalogue catalogue, String at) {
        require(bot != null, at, "is missing");
        require(catalogue.engine(bot.engine().name()).isPresent(), at + ".engine",
                "there is no engine called '" + bot.engine().name() + "' in the catalogue");
        require(catalogue.chassis(bot.chassis().name()).isPresent(), at + ".chassis",
                "there is no chassis called '" + bot.chassis().name() + "' in the catalogue");
        checkParts(bot.systems(), catalogue, at + ".systems");
    }

    private static void checkParts(List<Part> parts, Catalogue catalogue, String at) {
        List<Part> list = nonNull(parts);
        for (int i = 0; i < list.size(); i++) {
            Part p = list.get(i);
            require(p != null, at + "[" + i + "]", "is empty");
            boolean known = switch (p.kind()) {
                case ENGINE -> catalogue.engine(p.name()).isPresent();
                case CHASSIS -> catalogue.chassis(p.name()).isPresent();
                case SYSTEM -> catalogue.system(p.name()).isPresent();
            };
            require(known, at + "[" + i + "]", "there is no " + p.kind().name().toLowerCase(Locale.ROOT)
                    + " called '" + p.name() + "' in the catalogue");
        }
    }

    private static void requirePlayer(Map<String, Integer> players, String name, String at) {
        require(name != null && players.containsKey(key(name)), at, "\"" + name + "\" is not among the players");
    }

    /** A field path as the file spells it: {@code loadouts[2].bot.engine}. */
    private static String path(JsonMappingException e) {
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                out.append(out.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                out.append('[').append(r.getIndex()).append(']');
            }
        }
        return out.length() == 0 ? "file" : out.toString();
    }

    /** Why a value could not be read: a record's own check in its words, else Jackson's. */
    private static String why(JsonMappingException e) {
        Throwable cause = e.getCause();
        if (e instanceof com.fasterxml.jackson.databind.exc.ValueInstantiationException && cause != null
                && cause.getMessage() != null) {
            return cause.getMessage();
        }
        return plain(e);
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
