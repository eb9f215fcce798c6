package org.dynast.model.store;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;
import org.dynast.model.Refusal;
import org.dynast.model.cooldown.CooldownService;
import org.dynast.model.dice.DiceRoller;
import org.dynast.model.dice.DiceRules;
import org.dynast.model.dice.DiceService;
import org.dynast.model.dynasty.DeletedDynasty;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.DocumentTable;
import org.dynast.model.log.EntityTable;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.Transactor;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.roster.FoundingEmperor;
import org.dynast.model.roster.MentoringService;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.roster.RosterService;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.time.GameClock;
import org.slf4j.LoggerFactory;

/**
 * One open dynasty file with its services wired together: the composition root of the model. The
 * app holds one at a time; tests open an in-memory one.
 */
public final class GameStore implements AutoCloseable {

    private final Database database;
    private final Counters counters;
    private final GameClock clock;
    private final ActionLog log;
    private final DynastyService dynasties;
    private final RosterService roster;
    private final MentoringService mentoring;
    private final DynastyExchange exchange;
    private final PlayerRepository players;
    private final MattersService matters;
    private final DiceService dice;
    private final CooldownService cooldowns;
    private final RulesetService rulesets;
    private final List<ModuleEngine> engines = new ArrayList<>();
    /** The modules installed in this store: the registry it was opened with. */
    private final DynastyModules modules;
    /** How long opening took, by phase, in nanoseconds (see {@link #openPhases()}). */
    private final Map<String, Long> phases = new LinkedHashMap<>();

    private GameStore(Database database, GameClock clock, LongSupplier seeds,
                      DynastyModules modules) {
        this(database, clock, seeds, true, modules);
    }

    /** The profile repository, for {@link #checkShippedProfiles()}; and whether that check has run. */
    private final H2ProfileRepository profileRepository;
    private boolean profilesChecked;

    private GameStore(Database database, GameClock clock, LongSupplier seeds,
                      boolean checkProfiles, DynastyModules modules) {
        this.database = database;
        this.modules = modules;
        this.clock = clock;
        phases.putAll(database.openPhases());
        long wiring = System.nanoTime();
        Jdbc jdbc = new Jdbc(database::connection);
        this.counters = new Counters(jdbc);
        Snapshots snapshots = new Snapshots();
        H2DynastyRepository dynastyRepository = new H2DynastyRepository(jdbc, modules);
        H2PlayerRepository playerRepository = new H2PlayerRepository(jdbc);
        H2MentorshipRepository mentorshipRepository = new H2MentorshipRepository(jdbc);
        H2ActionLogRepository logRepository = new H2ActionLogRepository(jdbc, Snapshots.standardMapper());
        H2MatterRepository matterRepository = new H2MatterRepository(jdbc);
        H2VoteRepository voteRepository = new H2VoteRepository(jdbc);
        H2ProfileRepository profileRepository = new H2ProfileRepository(jdbc);
        H2RollRepository rollRepository = new H2RollRepository(jdbc);
        H2PerformedActionRepository performedActionRepository = new H2PerformedActionRepository(jdbc);
        H2RulesetRepository rulesetRepository = new H2RulesetRepository(jdbc);
        H2DutyTickRepository dutyTickRepository = new H2DutyTickRepository(jdbc);
        H2WalkthroughDoneRepository walkthroughDoneRepository = new H2WalkthroughDoneRepository(jdbc);
        H2PlayerAliasRepository aliasRepository = new H2PlayerAliasRepository(jdbc);
        H2JsonDocuments<DeletedDynasty> deletedRepository = new H2JsonDocuments<>(jdbc,
                snapshots, "dynasty_deleted", "dynasty_id", DeletedDynasty.class,
                x -> x.dynastyId, null);
        this.players = playerRepository;
        this.log = new ActionLog(database, logRepository, clock, snapshots,
                List.of(dynastyRepository, playerRepository, mentorshipRepository, matterRepository, voteRepository,
                        profileRepository, rollRepository, performedActionRepository, rulesetRepository,
                        dutyTickRepository, walkthroughDoneRepository, deletedRepository, aliasRepository));
        this.profileRepository = profileRepository;
        if (checkProfiles) {
            long profiles = System.nanoTime();
            checkShippedProfiles();
            phases.put("profiles", System.nanoTime() - profiles);
            wiring += System.nanoTime() - profiles;
        }
        this.matters = new MattersService(database, dynastyRepository, playerRepository, mentorshipRepository,
                matterRepository, voteRepository, profileRepository, log, clock, modules::defaultsFor);
        this.dynasties = new DynastyService(database, dynastyRepository, new FoundingEmperor(playerRepository), log,
                deletedRepository, modules);
        this.roster = new RosterService(database, playerRepository, mentorshipRepository, aliasRepository, dynasties,
                log, clock);
        this.roster.setUnidleBar(matters::unidlingBarred);
        this.roster.setUnidleBarLength(matters::unidleBar);
        this.mentoring = new MentoringService(database, playerRepository, mentorshipRepository, dutyTickRepository,
                walkthroughDoneRepository, dynasties, log, clock, matters::idleAfterSilence,
                dynastyId -> lastPosts(dynastyId, performedActionRepository));
        DiceRoller roller = seeds == null ? DiceRoller.secure(DiceRules.DICE_ROLLER)
                : new DiceRoller(DiceRules.DICE_ROLLER, seeds);
        this.dice = new DiceService(database, rollRepository, playerRepository, dynasties, log, clock, roller);
        this.cooldowns = new CooldownService(database, performedActionRepository, playerRepository, dynasties, log,
                clock);
        this.cooldowns.setCadenceRules(matters::cadence);
        this.rulesets = new RulesetService(database, rulesetRepository, log, clock);
        LongSupplier seedSource = roller::nextSeed;
        log.setModuleGate(this::moduleRefusal);
        Context context = new Context(jdbc, snapshots, seedSource);
        for (DynastyModule module : modules.all()) {
            context.owner = module.id();
            engines.add(module.open(context));
        }
        // the modules' hook on resolutions: each engine of a module the dynasty runs, in the resolving action
        matters.addResolutionListener((event, changes) -> {
            var dynasty = dynastyRepository.find(Long.toString(event.dynastyId()));
            for (ModuleEngine e : engines) {
                if (dynasty.isPresent() && dynasty.get().runs(e.module().id())) {
                    e.matterResolved(event, changes);
                }
            }
        });
        this.exchange = new DynastyExchange(database, dynastyRepository, playerRepository, mentorshipRepository,
                matterRepository, voteRepository, logRepository,
                new DynastyExchange.Tables(rulesetRepository, rollRepository, performedActionRepository,
                        profileRepository),
                new DynastyExchange.Mentoring(dutyTickRepository, walkthroughDoneRepository, aliasRepository),
                engines.stream().flatMap(e -> e.exchange().stream().map(x -> new DynastyExchange.Part(e.module().id(), x)))
                        .toList(), log, clock, counters, modules);
        phases.put("services and modules", System.nanoTime() - wiring);
    }

    /**
     * How long opening this store took, by phase in order ("H2 open", "schema check", "Flyway", "profiles",
     * "services and modules", "leftovers", "backup"), in nanoseconds; a phase that did not run is absent.
     */
    public Map<String, Long> openPhases() {
        return Collections.unmodifiableMap(phases);
    }

    /** Each id counter's next value and each table's row count (for checks that a refusal changed nothing). */
    Map<String, Long> tallies() {
        return database.inTransaction(counters::tallies);
    }

    /**
     * Why an action may not change a module's gamestate in a dynasty: the dynasty does not run the module, or
     * BlogNomic is on Hiatus or Dormant and the module's rules do not permit the action then.
     */
    private Optional<Refusal> moduleRefusal(long dynastyId, String module, String kind) {
        var dynasty = dynasties.find(dynastyId);
        if (dynasty.isEmpty()) {
            return Optional.empty();
        }
        if (!dynasty.get().runs(module)) {
            return Optional.of(modules.notRunBy(dynasty.get(), module));
        }
        ModuleEngine engine = engines.stream().filter(e -> e.module().id().equals(module)).findFirst().orElse(null);
        if (engine == null || engine.takenDuringHiatus(kind)) {
            return Optional.empty();
        }
        List<String> hiatus = matters.hiatusReasons(dynastyId);
        if (!hiatus.isEmpty()) {
            return Optional.of(new Refusal("Hiatus",
                    "BlogNomic is on Hiatus (" + String.join(", ", hiatus) + "): Dynastic Actions may not be taken."));
        }
        // Ruleset 168, "Dormancy": "While BlogNomic is Dormant, actions defined by dynastic rules may not be taken"
        List<String> dormant = matters.dormancyReasons(dynastyId);
        return dormant.isEmpty() ? Optional.empty() : Optional.of(new Refusal("Dormancy",
                "BlogNomic is Dormant (" + String.join(", ", dormant) + "): actions defined by dynastic rules may not "
                        + "be taken."));
    }

    /** What a module is given: the core's services, and tables it registers as its own. */
    private final class Context implements ModuleContext {
        private final Jdbc jdbc;
        private final Snapshots snapshots;
        private final LongSupplier seeds;
        private String owner;

        Context(Jdbc jdbc, Snapshots snapshots, LongSupplier seeds) {
            this.jdbc = jdbc;
            this.snapshots = snapshots;
            this.seeds = seeds;
        }

        @Override public Transactor transactor() { return database; }
        @Override public GameClock clock() { return clock; }
        @Override public ActionLog log() { return log; }
        @Override public Snapshots snapshots() { return snapshots; }
        @Override public DynastyService dynasties() { return dynasties; }
        @Override public PlayerRepository players() { return players; }
        @Override public RosterService roster() { return roster; }
        @Override public MattersService matters() { return matters; }
        @Override public RulesetService rulesets() { return rulesets; }
        @Override public DiceService dice() { return dice; }
        @Override public CooldownService cooldowns() { return cooldowns; }
        @Override public LongSupplier seeds() { return seeds; }
        @Override public DynastyModules modules() { return modules; }

        @Override
        public <T> JsonDocuments<T> documents(String entity, String table, String keyColumn, Class<T> type,
                                              ToLongFunction<T> key, ToLongFunction<T> dynasty) {
            return new H2JsonDocuments<>(jdbc, snapshots, entity, table, keyColumn, type, key, dynasty);
        }

        @Override
        public <T> DocumentTable<T> documentTable(String table, Class<T> type, ToLongFunction<T> id,
                                                  ToLongFunction<T> dynasty) {
            return new H2DocumentTable<>(jdbc, snapshots, table, type, id, dynasty);
        }

        @Override
        public void register(EntityTable<?>... tables) {
            log.registerModuleTables(owner, List.of(tables));
        }

        @Override
        public void registerActions(String... kindPrefixes) {
            log.registerModuleActions(owner, List.of(kindPrefixes));
        }
    }

    /**
     * Checks that the file holds this version's shipped core-rules profiles, and writes those it does not (a file made
     * by another version); once per store. Every {@code open} does it, except {@link #openLeavingProfileCheck}.
     * Whether it wrote any.
     */
    public synchronized boolean checkShippedProfiles() {
        if (profilesChecked) {
            return false;
        }
        profilesChecked = true;
        return database.inTransaction(() -> shipProfiles(profileRepository));
    }

    /** The shipped core-rules profiles are data: written into each file, and kept current with this version. */
    private boolean shipProfiles(H2ProfileRepository repository) {
        boolean wrote = false;
        for (CoreRulesProfile profile : ProfileCatalogue.shipped(modules)) {
            StoredProfile shipped = StoredProfile.of(profile, true);
            // compared as profiles, not as text: a file that already holds this version's profiles is not written to
            boolean current = repository.find(profile.id()).filter(stored -> stored.shipped()
                    && stored.name().equals(shipped.name()) && stored.profile().equals(profile)).isPresent();
            if (!current) {
                repository.upsert(shipped);
                wrote = true;
            }
        }
        return wrote;
    }

    /**
     * Opens (creating and migrating if needed) a dynasty file; refused if another console holds it. A file that may be
     * written gets an automatic backup now (unless its newest already holds every action) and every
     * {@value Backups#EVERY} actions after; see {@link Backups}.
     */
    public static GameStore open(Path file, GameClock clock) {
        return open(file, clock, DynastyModules.installed());
    }

    /** As {@link #open(Path, GameClock)}, with these modules installed (a test may leave some out). */
    public static GameStore open(Path file, GameClock clock, DynastyModules modules) {
        return open(file, clock, true, modules);
    }

    private static GameStore open(Path file, GameClock clock, boolean checkProfiles, DynastyModules modules) {
        Path base = Database.basePath(file).toAbsolutePath();
        Path data = base.resolveSibling(base.getFileName() + Database.FILE_SUFFIX);
        long copying = System.nanoTime();
        // the file as it is before it is opened, copied while closed: the backup is zipped from it beside the console
        Optional<Path> copy = Backups.copyBeforeOpening(data);
        copying = System.nanoTime() - copying;
        GameStore store;
        try {
            Database database = Database.open(file, modules);
            try {
                store = new GameStore(database, clock, null, checkProfiles, modules);
                store.readBackIfUnsealed();
            } catch (RuntimeException e) {
                database.close(); // the file is not left locked by a store that never opened (damaged: not sealed)
                throw e;
            }
        } catch (RuntimeException e) {
            copy.ifPresent(GameStore::deleteQuietly);
            throw e;
        }
        if (store.readOnly()) {
            copy.ifPresent(GameStore::deleteQuietly);
        } else {
            // the file is locked by this console now: what killed consoles left beside it goes (issue 33)
            long clearing = System.nanoTime();
            int cleared = Backups.clearLeftovers(store.database.file());
            store.phases.put("leftovers", System.nanoTime() - clearing);
            if (cleared > 0) {
                LoggerFactory.getLogger(GameStore.class).info("Removed {} file(s) killed consoles left beside {}",
                        cleared, store.database.file());
            }
            long backup = System.nanoTime();
            store.backUpAutomatically(copy);
            store.phases.put("backup", copying + System.nanoTime() - backup);
        }
        return store;
    }

    /**
     * A file no seal vouched for, read and checked whole as it opened (see {@link WholeFileCheck}), is also read back
     * as each dynasty's export reads it (every stored document decoded into what it records) before anything uses it;
     * what cannot be read so reports the file damaged, with the offer of its backups (issue 33, "20 flipped bytes").
     */
    private void readBackIfUnsealed() {
        if (!database.checkedWhole()) {
            return;
        }
        long start = System.nanoTime();
        try {
            for (Dynasty d : dynasties().all()) {
                exchange.export(d.id(), Writer.nullWriter());
            }
        } catch (DamagedFileException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw database.damagedOnOpen("part of it cannot be read back", e);
        }
        phases.put("read back", System.nanoTime() - start);
    }

    private static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException ignored) {
            // removed as abandoned by the next console that opens the file
        }
    }

    /** The on-open backup being zipped from the copy taken before opening, or null. */
    private volatile Thread openingBackup;

    private void backUpAutomatically(Optional<Path> copy) {
        if (copy.isPresent()) {
            long actions = actionCount();
            Path data = database.file();
            Instant now = clock.now();
            Thread zipping = new Thread(() -> {
                try {
                    Backups.takeFromCopy(copy.get(), data, actions, now);
                } catch (IOException | RuntimeException e) {
                    LoggerFactory.getLogger(GameStore.class).warn("No automatic backup of {}: {}", data,
                            e.getMessage());
                }
            }, "dynast-backup");
            zipping.setDaemon(true);
            openingBackup = zipping;
            zipping.start();
        } else {
            backUp();
        }
        int[] since = {0};
        log.addListener(dynastyId -> {
            if (++since[0] >= Backups.EVERY && !database.inTransactionOnThisThread()) {
                since[0] = 0;
                backUp();
            }
        });
    }

    /** Waits until the backup of the file as it was opened is written (it is zipped beside the console). */
    public void awaitOpeningBackup() {
        Thread zipping = openingBackup;
        if (zipping != null) {
            try {
                zipping.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private long actionCount() {
        return database.inTransaction(() -> {
            try (var rs = database.connection().createStatement().executeQuery("SELECT COUNT(*) FROM action_log")) {
                rs.next();
                return rs.getLong(1);
            } catch (SQLException e) {
                throw Database.translate(e);
            }
        });
    }

    /**
     * Takes an automatic backup of this file now, unless its newest one holds the same actions. A backup that cannot
     * be written (a full disk) is not the action's failure: it is logged and retried at the next one.
     */
    public Optional<Backups.Backup> backUp() {
        Path data = database.file();
        if (data == null || database.readOnly()) {
            return Optional.empty();
        }
        awaitOpeningBackup(); // the newest backup is the one of the file as it was opened
        try {
            return database.inTransaction(() -> {
                try (var rs = database.connection().createStatement().executeQuery("SELECT COUNT(*) FROM action_log")) {
                    rs.next();
                    return Backups.take(database.connection(), data, rs.getLong(1), clock.now());
                } catch (SQLException e) {
                    throw Database.translate(e);
                }
            });
        } catch (StoreException e) {
            LoggerFactory.getLogger(GameStore.class).warn("No automatic backup of {}: {}", data, e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * Compacts the file if bulk writes (an import) have left it mostly dead space; the data is the same. Returns
     * whether it did. A file is also compacted as it closes, if it has grown so.
     */
    public boolean compact() {
        return database.compactIfGrown();
    }

    /** The file's backups, newest first (none for an in-memory store). */
    public List<Backups.Backup> backups() {
        awaitOpeningBackup();
        Path data = database.file();
        return data == null ? List.of() : Backups.of(data);
    }

    /** The {@code .mv.db} file, or empty for an in-memory store. */
    public Optional<Path> file() {
        return Optional.ofNullable(database.file());
    }

    /**
     * Opens the dynasty file; a file that does not exist yet is built whole by {@code setUp} (e.g. the demo) in a
     * temporary file beside it and only then moved into place, so a console killed while creating it leaves no
     * half-built file: the next launch starts again from nothing.
     */
    public static GameStore open(Path file, GameClock clock, Consumer<GameStore> setUp) {
        return open(file, clock, DynastyModules.installed(), setUp);
    }

    /** As {@link #open(Path, GameClock, java.util.function.Consumer)}, with these modules installed. */
    public static GameStore open(Path file, GameClock clock, DynastyModules modules,
                                 Consumer<GameStore> setUp) {
        create(file, clock, modules, setUp);
        return open(file, clock, modules);
    }

    /**
     * As {@link #open(Path, GameClock, java.util.function.Consumer)}, but an existing file's shipped profiles are not
     * checked yet: the caller calls {@link #checkShippedProfiles()} before anything reads a profile or a dynasty is
     * made (the console does it as its worker's first task, so that its window does not wait for it; issue 22). A file
     * created here has them already.
     */
    public static GameStore openLeavingProfileCheck(Path file, GameClock clock, DynastyModules modules,
                                                    Consumer<GameStore> setUp) {
        create(file, clock, modules, setUp);
        return open(file, clock, false, modules);
    }

    /** Builds a file that does not exist yet with {@code setUp}; see {@link #open(Path, GameClock, java.util.function.Consumer)}. */
    private static void create(Path file, GameClock clock, DynastyModules modules,
                               Consumer<GameStore> setUp) {
        Path base = Database.basePath(file).toAbsolutePath();
        Path data = base.resolveSibling(base.getFileName() + Database.FILE_SUFFIX);
        if (!Files.exists(data)) {
            String temporary = base.getFileName() + "-creating-" + ProcessHandle.current().pid();
            Path temporaryBase = base.resolveSibling(temporary);
            Path temporaryData = base.resolveSibling(temporary + Database.FILE_SUFFIX);
            try {
                Backups.removeAbandoned(data, base.getFileName() + "-creating-");
                try (GameStore fresh = new GameStore(Database.open(temporaryBase, modules), clock, null, modules)) {
                    setUp.accept(fresh);
                }
                Files.move(temporaryData, data, StandardCopyOption.ATOMIC_MOVE);
                Seal.move(temporaryData, data);
            } catch (IOException e) {
                throw new StoreException("Cannot create " + data + ": " + e.getMessage(), e);
            } finally {
                try {
                    Files.deleteIfExists(temporaryData);
                    Seal.remove(temporaryData);
                } catch (IOException ignored) {
                    // left for the next creation to remove
                }
            }
        }
    }

    /** Whether the file is open read-only (its file or folder may not be written): every action is refused. */
    public boolean readOnly() {
        return database.readOnly();
    }

    /** Opens an existing file read-only, as a file the user may not write is: nothing in it can be changed. */
    public static GameStore openReadOnly(Path file, GameClock clock) {
        return openReadOnly(file, clock, DynastyModules.installed());
    }

    /** As {@link #openReadOnly(Path, GameClock)}, with these modules installed. */
    public static GameStore openReadOnly(Path file, GameClock clock, DynastyModules modules) {
        Database database = Database.open(file, true, modules);
        try {
            GameStore store = new GameStore(database, clock, null, modules);
            store.readBackIfUnsealed();
            return store;
        } catch (RuntimeException e) {
            database.close();
            throw e;
        }
    }

    public static GameStore inMemory(String name, GameClock clock) {
        return inMemory(name, clock, DynastyModules.installed());
    }

    /** An in-memory store with these modules installed (a test may leave some out, or pass its own). */
    public static GameStore inMemory(String name, GameClock clock, DynastyModules modules) {
        return new GameStore(Database.inMemory(name, modules), clock, null, modules);
    }

    /**
     * An in-memory store whose one seed source (every roll, Announcement and Bout seed) is {@code seeds}, so
     * what it draws is the same on every run (tests).
     */
    public static GameStore inMemory(String name, GameClock clock, LongSupplier seeds) {
        return new GameStore(Database.inMemory(name, DynastyModules.installed()), clock, seeds,
                DynastyModules.installed());
    }

    /**
     * A store in a PostgreSQL database (issue 36; see {@link Database#onServer}): no file, so no lock, seal or
     * automatic backups. {@code seeds}, if not null, is the one seed source (tests).
     */
    public static GameStore onServer(String url, GameClock clock, LongSupplier seeds,
                                     DynastyModules modules) {
        GameStore store = new GameStore(Database.onServer(url, modules), clock, seeds, modules);
        try {
            store.member = store.database.inTransaction(() -> {
                try {
                    return ServerRoles.membership(store.database.connection());
                } catch (SQLException e) {
                    throw Database.translate(e);
                }
            });
            store.live = store.database.inTransaction(() -> {
                try {
                    return LiveUpdates.start(store.database.connection(), store.database.url(),
                            store.database::serverPid, new LiveUpdates.Heard() {
                                @Override
                                public void appended(long dynastyId, long entryId) {
                                    store.log.changedElsewhere(dynastyId, entryId);
                                }

                                @Override
                                public void reconnected() {
                                    store.dynasties.all().forEach(d -> store.log.changedElsewhere(d.id(), 0));
                                }
                            });
                } catch (SQLException e) {
                    throw Database.translate(e);
                }
            });
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
        return store;
    }

    /** Who this console is connected as, on a shared dynasty (null for a file). */
    private ServerRoles.Member member;

    /** Who this console is connected to a shared dynasty as (its login, role and roster player); empty for a file. */
    public Optional<ServerRoles.Member> member() {
        return Optional.ofNullable(member);
    }

    /**
     * The name the log gives this console's actions on a shared dynasty, when it is not the emperor's: a Player's
     * roster name, or an Admin's login. Empty for a file and for the Emperor (the dynasty's emperor is named).
     */
    public Optional<String> actingAs() {
        if (member == null || member.role() == ServerRoles.Role.EMPEROR && member.playerName() == null) {
            return Optional.empty();
        }
        return Optional.of(member.playerName() != null ? member.playerName() : member.login());
    }

    /** Other consoles' actions on a shared dynasty, heard live (null for a file). */
    private LiveUpdates live;

    /** The database under this store (tests in this package). */
    Database database() {
        return database;
    }

    /** Whether this store is a dynasty shared on a PostgreSQL server. */
    public boolean shared() {
        return database.onServer();
    }

    /** The consoles connected to this shared dynasty now (each by its login), this one included; empty for a file. */
    public List<Database.Connected> connected() {
        return database.connected();
    }

    /** Whether this shared dynasty hears other consoles' actions now (false for a file, or while the server is away). */
    public boolean hearing() {
        return live != null && live.listening();
    }

    public String description() {
        return database.description();
    }

    public GameClock clock() {
        return clock;
    }

    /** The modules installed in this store: the registry it was opened with. */
    public DynastyModules modules() {
        return modules;
    }

    public ActionLog log() {
        return log;
    }

    public DynastyService dynasties() {
        return dynasties;
    }

    public RosterService roster() {
        return roster;
    }

    /** The mentor's side of rule "Mentors": checklists, walkthroughs done, each Mentorship's progress. */
    public MentoringService mentoring() {
        return mentoring;
    }

    /**
     * Each player's last entry or comment the file knows of: a Votable Matter posted, a Vote cast, or a Daily / Weekly
     * action taken (each is posted to the blog).
     */
    private Map<Long, Instant> lastPosts(long dynastyId, H2PerformedActionRepository takes) {
        Map<Long, Instant> last = new HashMap<>(matters.lastPosts(dynastyId));
        database.inTransaction(() -> takes.findByDynasty(dynastyId)).forEach(t ->
                last.merge(t.playerId(), t.at(), (a, b) -> a.isAfter(b) ? a : b));
        return last;
    }

    /** The players table, for engines that record their own changes to players. */
    public PlayerRepository players() {
        return players;
    }

    public MattersService matters() {
        return matters;
    }

    /** The dynasty's ruleset: its revisions, imports and edits (issue 4). */
    public RulesetService rulesets() {
        return rulesets;
    }

    public DynastyExchange exchange() {
        return exchange;
    }

    /** The Dice Roller and its roll log (secret rolls included; see {@link DiceService#playerView}). */
    public DiceService dice() {
        return dice;
    }

    /** Cooldowns of Daily / Weekly (Communal) Actions. */
    public CooldownService cooldowns() {
        return cooldowns;
    }

    /**
     * What the modules the dynasty runs say about its ruleset revisions ({@link ModuleEngine#revisionNotes}), by
     * revision number, in registry order.
     */
    public Map<Integer, List<String>> revisionNotes(long dynastyId) {
        var dynasty = dynasties.find(dynastyId);
        Map<Integer, List<String>> notes = new TreeMap<>();
        for (ModuleEngine e : engines) {
            if (dynasty.isPresent() && dynasty.get().runs(e.module().id())) {
                e.revisionNotes(dynastyId).forEach((n, note) -> notes.computeIfAbsent(n, k -> new ArrayList<>())
                        .add(note));
            }
        }
        return notes;
    }

    /** The engines of the installed dynasty modules on this file, in registry order. */
    public List<ModuleEngine> engines() {
        return List.copyOf(engines);
    }

    /** The engine of the given type (a module's own class); modules reach their services through it. */
    public <E extends ModuleEngine> E engine(Class<E> type) {
        return engines.stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException("No dynasty module engine " + type.getSimpleName()));
    }

    @Override
    public void close() {
        awaitOpeningBackup();
        if (live != null) {
            live.close();
        }
        database.close();
    }
}
