package org.dynast.model.store;

import java.nio.file.Path;
import java.util.List;
import org.dynast.model.arena.AnnouncedBout;
import org.dynast.model.arena.BoutsService;
import org.dynast.model.arena.HouseBot;
import org.dynast.model.arena.Taunt;
import org.dynast.model.bots.WorkshopService;
import org.dynast.model.dice.DiceRoller;
import org.dynast.model.dice.DiceRules;
import org.dynast.model.dice.DiceService;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.factory.FactoryCatalogue;
import org.dynast.model.factory.FactoryService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.roster.RosterService;
import org.dynast.model.time.CooldownService;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.time.GameClock;

/**
 * One open dynasty file with its services wired together: the composition root of the model. The
 * app holds one at a time; tests open an in-memory one.
 */
public final class GameStore implements AutoCloseable {

    private final Database database;
    private final GameClock clock;
    private final ActionLog log;
    private final DynastyService dynasties;
    private final RosterService roster;
    private final DynastyExchange exchange;
    private final PlayerRepository players;
    private final MattersService matters;
    private final DiceService dice;
    private final CooldownService cooldowns;
    private final RulesetService rulesets;
    private final WorkshopService workshop;
    private final org.dynast.model.arena.ArenaService arena;
    private final FactoryService factory;
    private final BoutsService bouts;
    private final org.dynast.model.tournament.TournamentService tournament;

    private GameStore(Database database, GameClock clock, java.util.function.LongSupplier seeds) {
        this.database = database;
        this.clock = clock;
        Jdbc jdbc = new Jdbc(database::connection);
        Snapshots snapshots = new Snapshots();
        H2DynastyRepository dynastyRepository = new H2DynastyRepository(jdbc);
        H2PlayerRepository playerRepository = new H2PlayerRepository(jdbc);
        H2MentorshipRepository mentorshipRepository = new H2MentorshipRepository(jdbc);
        H2ActionLogRepository logRepository = new H2ActionLogRepository(jdbc, Snapshots.standardMapper());
        H2MatterRepository matterRepository = new H2MatterRepository(jdbc);
        H2VoteRepository voteRepository = new H2VoteRepository(jdbc);
        H2ProfileRepository profileRepository = new H2ProfileRepository(jdbc);
        H2RollRepository rollRepository = new H2RollRepository(jdbc);
        H2PerformedActionRepository performedActionRepository = new H2PerformedActionRepository(jdbc);
        H2LoadoutRepository loadoutRepository = new H2LoadoutRepository(jdbc, snapshots);
        H2WorkshopRulesRepository workshopRulesRepository = new H2WorkshopRulesRepository(jdbc, snapshots);
        H2RulesetRepository rulesetRepository = new H2RulesetRepository(jdbc);
        H2FactoryRepository factoryRepository = new H2FactoryRepository(jdbc, snapshots);
        H2DocumentTable<HouseBot> houseBotTable = new H2DocumentTable<>(jdbc, snapshots, "house_bot", HouseBot.class,
                HouseBot::id, HouseBot::dynastyId);
        H2DocumentTable<AnnouncedBout> boutTable = new H2DocumentTable<>(jdbc, snapshots, "announced_bout",
                AnnouncedBout.class, AnnouncedBout::id, AnnouncedBout::dynastyId);
        H2DocumentTable<Taunt> tauntTable = new H2DocumentTable<>(jdbc, snapshots, "taunt", Taunt.class, Taunt::id,
                Taunt::dynastyId);
        H2TournamentRepository tournamentRepository = new H2TournamentRepository(jdbc, snapshots);
        this.players = playerRepository;
        this.log = new ActionLog(database, logRepository, clock, snapshots,
                List.of(dynastyRepository, playerRepository, mentorshipRepository, matterRepository, voteRepository,
                        profileRepository, rollRepository, performedActionRepository, loadoutRepository,
                        workshopRulesRepository, rulesetRepository, factoryRepository, houseBotTable, boutTable,
                        tauntTable, tournamentRepository));
        database.inTransaction(() -> shipProfiles(profileRepository));
        this.matters = new MattersService(database, dynastyRepository, playerRepository, mentorshipRepository,
                matterRepository, voteRepository, profileRepository, log, clock);
        this.dynasties = new DynastyService(database, dynastyRepository, playerRepository, log);
        this.roster = new RosterService(database, playerRepository, mentorshipRepository, dynasties, log, clock);
        this.roster.setUnidleBar(matters::unidlingBarred);
        this.exchange = new DynastyExchange(database, dynastyRepository, playerRepository, mentorshipRepository,
                matterRepository, voteRepository, logRepository,
                new DynastyExchange.Tables(rulesetRepository, rollRepository, performedActionRepository,
                        loadoutRepository, workshopRulesRepository, houseBotTable, boutTable, tauntTable,
                        factoryRepository, tournamentRepository),
                log, clock);
        DiceRoller roller = seeds == null ? DiceRoller.secure(DiceRules.DICE_ROLLER)
                : new DiceRoller(DiceRules.DICE_ROLLER, seeds);
        this.dice = new DiceService(database, rollRepository, playerRepository, dynasties, log, clock, roller);
        this.cooldowns = new CooldownService(database, performedActionRepository, playerRepository, dynasties, log,
                clock);
        this.rulesets = new RulesetService(database, rulesetRepository, log, clock);
        this.workshop = new WorkshopService(database, loadoutRepository, workshopRulesRepository, playerRepository,
                dynasties, cooldowns, log, clock);
        this.arena = new org.dynast.model.arena.ArenaService(workshop, log, clock);
        this.bouts = new BoutsService(database, houseBotTable, boutTable, tauntTable, workshop, arena, cooldowns,
                dynasties, log, clock, roller::nextSeed);
        this.factory = new FactoryService(database, factoryRepository, playerRepository, dynasties, log, clock, dice,
                FactoryCatalogue.shipped());
        this.tournament = new org.dynast.model.tournament.TournamentService(database, tournamentRepository, workshop,
                arena, bouts, log, clock, roller::nextSeed);
        tournament.attachMatters(matters);
    }

    /** The shipped core-rules profiles are data: written into each file, and kept current with this version. */
    private static void shipProfiles(H2ProfileRepository repository) {
        for (CoreRulesProfile profile : ProfileCatalogue.shipped()) {
            StoredProfile shipped = StoredProfile.of(profile, true);
            if (!repository.find(profile.id()).equals(java.util.Optional.of(shipped))) {
                repository.upsert(shipped);
            }
        }
    }

    /** Opens (creating and migrating if needed) a dynasty file; refused if another console holds it. */
    public static GameStore open(Path file, GameClock clock) {
        return new GameStore(Database.open(file), clock, null);
    }

    public static GameStore inMemory(String name, GameClock clock) {
        return new GameStore(Database.inMemory(name), clock, null);
    }

    /**
     * An in-memory store whose one seed source (every roll, Announcement and Bout seed) is {@code seeds}, so
     * what it draws is the same on every run (tests).
     */
    public static GameStore inMemory(String name, GameClock clock, java.util.function.LongSupplier seeds) {
        return new GameStore(Database.inMemory(name), clock, seeds);
    }

    public String description() {
        return database.description();
    }

    public GameClock clock() {
        return clock;
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

    /** Ruleset 205 Bouts in the dynasty file: settling a Bout's awards into both workshops. */
    public org.dynast.model.arena.ArenaService arena() {
        return arena;
    }

    /** Ruleset 205 Bouts: House Bots, Announcements, announced Bouts run or forfeited, Taunts. */
    public BoutsService bouts() {
        return bouts;
    }

    /** The Ruleset 205 workshop: bots, Money, Spare Parts Bins, Readiness, scripts, the catalogue. */
    public WorkshopService workshop() {
        return workshop;
    }

    /** Ruleset 190's factory floor: Lines, Machines, Widgets, inventory, Clients, the Cycle, the bots. */
    public FactoryService factory() {
        return factory;
    }

    /** Ruleset 205's Tournament ("Winners at War"): seed lists, the Bracket, its schedule and Bouts. */
    public org.dynast.model.tournament.TournamentService tournament() {
        return tournament;
    }

    @Override
    public void close() {
        database.close();
    }
}
