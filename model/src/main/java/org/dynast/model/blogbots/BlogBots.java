package org.dynast.model.blogbots;

import java.util.Map;
import java.util.Optional;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.arena.ArenaService;
import org.dynast.model.blogbots.arena.BoutsService;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.arena.Taunt;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.WorkshopRules;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament;
import org.dynast.model.blogbots.tournament.TournamentService;
import org.dynast.model.log.DocumentTable;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/** The BlogBots module on one open dynasty file: its tables and services, wired to the core's. */
public final class BlogBots implements ModuleEngine {

    private final DynastyModule module;
    private final ModuleContext context;
    private final JsonDocuments<Loadout> loadouts;
    private final JsonDocuments<WorkshopRules> workshopRules;
    private final DocumentTable<HouseBot> houseBotTable;
    private final DocumentTable<AnnouncedBout> boutTable;
    private final DocumentTable<Taunt> tauntTable;
    private final JsonDocuments<Tournament> tournaments;
    private final WorkshopService workshop;
    private final ArenaService arena;
    private final BoutsService bouts;
    private final TournamentService tournament;

    BlogBots(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.context = c;
        this.loadouts = c.documents("bot_loadout", "bot_loadout", "player_id", Loadout.class, Loadout::playerId,
                Loadout::dynastyId);
        this.workshopRules = c.documents("workshop_rules", "workshop_rules", "dynasty_id", WorkshopRules.class,
                WorkshopRules::dynastyId, null);
        this.houseBotTable = c.documentTable("house_bot", HouseBot.class, HouseBot::id, HouseBot::dynastyId);
        this.boutTable = c.documentTable("announced_bout", AnnouncedBout.class, AnnouncedBout::id,
                AnnouncedBout::dynastyId);
        this.tauntTable = c.documentTable("taunt", Taunt.class, Taunt::id, Taunt::dynastyId);
        this.tournaments = c.documents("tournament", "tournament", "dynasty_id", Tournament.class,
                Tournament::dynastyId, null);
        c.register(loadouts, workshopRules, houseBotTable, boutTable, tauntTable, tournaments);
        c.registerActions("workshop.", "arena.", "bouts.", "tournament.");
        this.workshop = new WorkshopService(c.transactor(), loadouts, workshopRules, c.players(), c.dynasties(),
                c.cooldowns(), c.log(), c.clock());
        this.arena = new ArenaService(workshop, c.log(), c.clock());
        this.bouts = new BoutsService(c.transactor(), houseBotTable, boutTable, tauntTable, workshop, arena,
                c.cooldowns(), c.dynasties(), c.log(), c.clock(), c.seeds());
        this.tournament = new TournamentService(c.transactor(), tournaments, workshop, arena, bouts, c.log(),
                c.clock(), c.seeds());
        tournament.attachMatters(c.matters());
        tournament.attachRulesets(c.rulesets());
    }

    /** The BlogBots engine of an open dynasty file. */
    public static BlogBots in(GameStore store) {
        return store.engine(BlogBots.class);
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new BlogBotsExchange(this));
    }

    @Override
    public void seedDemo(String actor) {
        BlogBotsDemo.seed(context, this, actor);
    }

    /** The Ruleset 205 workshop: bots, Money, Spare Parts Bins, Readiness, scripts, the catalogue. */
    /**
     * "Standardised Rule Books": "The link to the governing ruleset is:" the revision it names, of which "all players
     * are to follow the dynastic rules ... as if they are the current dynastic rules" (so it governs the Tournament's
     * Bouts), with the event that last updated the link.
     */
    @Override
    public Map<Integer, String> revisionNotes(long dynastyId) {
        Tournament.GoverningRuleset g = tournament.tournament(dynastyId).governing();
        return g == null ? Map.of() : Map.of(g.revision(), "The governing ruleset ("
                + TournamentService.RULE_BOOKS + "): its dynastic rules govern the Tournament\u2019s Bouts; linked: "
                + g.event());
    }

    public WorkshopService workshop() {
        return workshop;
    }

    /** Bouts in the dynasty file: settling a Bout's awards into both workshops. */
    public ArenaService arena() {
        return arena;
    }

    /** House Bots, Announcements, announced Bouts run or forfeited, Taunts. */
    public BoutsService bouts() {
        return bouts;
    }

    /** The Tournament ("Winners at War"): seed lists, the Bracket, its schedule and Bouts. */
    public TournamentService tournament() {
        return tournament;
    }

    JsonDocuments<Loadout> loadouts() {
        return loadouts;
    }

    JsonDocuments<WorkshopRules> workshopRules() {
        return workshopRules;
    }

    DocumentTable<HouseBot> houseBotTable() {
        return houseBotTable;
    }

    DocumentTable<AnnouncedBout> boutTable() {
        return boutTable;
    }

    DocumentTable<Taunt> tauntTable() {
        return tauntTable;
    }

    JsonDocuments<Tournament> tournaments() {
        return tournaments;
    }
}
