package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.assertj.core.groups.Tuple;
import org.dynast.model.TestStores;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.arena.Announcing;
import org.dynast.model.blogbots.arena.BoutStatus;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament;
import org.dynast.model.blogbots.tournament.TournamentService;
import org.dynast.model.cooldown.PerformedAction;
import org.dynast.model.dice.Roll;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.FactoryDemo;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.TrackingText;
import org.dynast.model.factory.WorkerState;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.roster.Roster;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.time.ManualGameClock;
import org.dynast.model.time.UtcCalendar;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Schema 3: the whole gamestate of a dynasty comes back after export and import, and nothing else leaks in. */
class DynastyExchangeGamestateTest {

    private static final String ME = "Ferrous";
    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);

    @AfterEach
    void close() {
        store.close();
    }

    private long id(GameStore s, long dynastyId, String name) {
        return s.roster().roster(dynastyId).byName(name).orElseThrow().id();
    }

    /** The workshop demo with a week's play on top: a Script, a request, dice, a cooldown, a Taunt, two Bouts. */
    private Dynasty playedWorkshop() {
        Dynasty demo = DemoDynasty.seedIfEmpty(store, ME);
        long d = demo.id();
        BlogBots.in(store).workshop().setScript(d, ME, id(store, d, "Dr.Volt"), "ALWAYS: Advance");
        store.dice().roll(d, ME, "Cogsworth", "3DICE6", "Repair", false);
        store.dice().roll(d, ME, "Ferrous", "DICE20", "the House Bot's plan", true);
        store.dice().roll(d, ME, "Gearheart", "DICE6", "", false);
        store.cooldowns().take(d, ME, id(store, d, "Kessler"), "Repair", CadenceRules.GLOSSARY.daily());
        BlogBots.in(store).bouts().taunt(d, ME, id(store, d, "Cogsworth"), id(store, d, "Gearheart"), 2);
        BlogBots.in(store).workshop().setReadiness(d, ME, id(store, d, "Brass_Monkey"), Readiness.READY);
        AnnouncedBout b = BlogBots.in(store).bouts().announce(d, ME, 1, 11).bouts().get(0);
        BlogBots.in(store).workshop().setReadiness(d, ME, b.firstPlayerId(), Readiness.SET);
        BlogBots.in(store).workshop().setReadiness(d, ME, b.secondPlayerId(), Readiness.SET);
        BlogBots.in(store).bouts().run(d, ME, b.id());
        // the next day, a pending Bout with a House Bot drawn into its Configuration
        clock.set(clock.now().plus(Duration.ofDays(1)));
        BlogBots.in(store).workshop().setReadiness(d, ME, id(store, d, "Cogsworth"), Readiness.READY);
        BlogBots.in(store).workshop().setReadiness(d, ME, id(store, d, "Gearheart"), Readiness.READY);
        BlogBots.in(store).bouts().announce(d, ME, 1, seedWithHouseBot(d));
        BlogBots.in(store).workshop().updateRules(d, ME, r -> r.withTournamentMode(true), "Tournament Mode on");
        return store.dynasties().get(d);
    }

    /**
     * A Tournament in progress on top: Tournament Mode begun, both seed lists and the Bracket posted, tier 1 Set
     * and one of its Bouts fought.
     */
    private void tournamentInProgress(long d) {
        TournamentService t = BlogBots.in(store).tournament();
        t.setEligibleFrom(d, ME, UtcCalendar.day(clock.now()));
        t.start(d, ME);
        List<Long> order = t.seedOrder(d).stream().map(Tournament.Seed::playerId).toList();
        t.postProvisional(d, ME, order);
        clock.set(clock.now().plus(Duration.ofDays(3)));
        t.postFinal(d, ME, order);
        t.postBracket(d, ME);
        t.bringForward(d, ME);
        t.bringForward(d, ME);
        t.linkGoverningRuleset(d, ME); // "Standardised Rule Books"
        t.runBout(d, ME, "1-1");
        // "each Operator may, once after each Bout, award themselves ₩1,000" (Tournament Mode)
        long winner = t.tournament(d).bracket().bout("1-1").orElseThrow().winnerId();
        var ws = BlogBots.in(store).workshop();
        ws.correct(d, ME, winner, "Money spent", l -> l.withMoney(10_000));
        ws.awardTournamentMoney(d, ME, winner);
        // "Formalised Disputes": a pending CfJ the emperor marked as requesting a pause in the tournament
        long cfj = store.matters().post(d, ME, MatterKind.CFJ, "Bout 1-1 was misrun",
                id(store, d, "Cogsworth"), null, "Please pause the tournament.").id();
        t.setPauseRequest(d, ME, cfj, true);
    }

    /** A seed whose Announcement draws a House Bot, drawn as {@link org.dynast.model.blogbots.arena.BoutsService#announce} does. */
    private long seedWithHouseBot(long d) {
        List<Announcing.Candidate> candidates = BlogBots.in(store).workshop().operators(d).stream()
                .map(o -> new Announcing.Candidate(o.playerId(), o.name(), o.loadout().boutCount(),
                        o.loadout().readiness() == Readiness.READY)).toList();
        List<Entrant> house = BlogBots.in(store).bouts().houseBots(d).stream().map(HouseBot::entrant).toList();
        for (long s = 0; ; s++) {
            List<Announcing.Drawn> drawn = Announcing.draw(candidates, house, 1, s);
            if (!drawn.isEmpty() && drawn.get(0).configuration().houseBot() != null) {
                return s;
            }
        }
    }

    private String export(GameStore s, long dynastyId) throws IOException {
        StringWriter out = new StringWriter();
        s.exchange().export(dynastyId, out);
        return out.toString();
    }

    @Test
    void theWorkshopDemoComesBackWithEveryTabsData() throws IOException {
        Dynasty demo = playedWorkshop();
        long d = demo.id();
        tournamentInProgress(d);
        String json = export(store, d);
        assertThat(json).contains("\"schemaVersion\" : 8", "ALWAYS: Advance")
                .doesNotContain("the House Bot's plan"); // the secret roll stays in this console

        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(json), "demo.json", ME);
            long c = copy.id();
            // Ruleset tab: every revision, its text and what caused it
            List<RulesetRevision> before = store.rulesets().revisions(d);
            List<RulesetRevision> after = other.rulesets().revisions(c);
            assertThat(after).hasSameSizeAs(before).hasSizeGreaterThanOrEqualTo(2);
            for (int i = 0; i < before.size(); i++) {
                RulesetRevision o = before.get(i);
                RulesetRevision n = after.get(i);
                assertThat(List.of(n.number(), n.createdAt(), n.kind(), n.format(), n.summary(), n.cause(),
                        String.valueOf(n.sourceName()), n.textLength()))
                        .isEqualTo(List.of(o.number(), o.createdAt(), o.kind(), o.format(), o.summary(), o.cause(),
                                String.valueOf(o.sourceName()), o.textLength()));
                assertThat(other.rulesets().text(n)).isEqualTo(store.rulesets().text(o));
            }
            // Workshop tab: loadouts with their private Scripts, the catalogue, Tournament Mode
            assertThat(loadouts(BlogBots.in(other).workshop(), c)).isEqualTo(loadouts(BlogBots.in(store).workshop(), d))
                    .containsKey("Dr.Volt");
            assertThat(loadouts(BlogBots.in(other).workshop(), c).get("Dr.Volt").script()).isEqualTo("ALWAYS: Advance");
            assertThat(BlogBots.in(other).workshop().rules(c).catalogue()).isEqualTo(BlogBots.in(store).workshop().rules(d).catalogue());
            assertThat(BlogBots.in(other).workshop().rules(c).tournamentMode()).isTrue();
            // Arena tab: House Bots, the announced Bout with its seeds and result, which replays the same
            assertThat(BlogBots.in(other).bouts().houseBots(c)).extracting(HouseBot::bot, HouseBot::script)
                    .containsExactlyElementsOf(BlogBots.in(store).bouts().houseBots(d).stream()
                            .map(h -> Tuple.tuple(h.bot(), h.script())).toList());
            List<AnnouncedBout> bouts = BlogBots.in(store).bouts().bouts(d);
            assertThat(bouts).anySatisfy(b -> assertThat(b.houseBotId()).isNotNull())
                    .anySatisfy(b -> assertThat(b.status()).isEqualTo(BoutStatus.FOUGHT));
            assertThat(BlogBots.in(other).bouts().bouts(c).stream().map(b -> bout(other, c, b)).toList())
                    .isEqualTo(bouts.stream().map(b -> bout(store, d, b)).toList());
            AnnouncedBout fought = bouts.stream().filter(b -> b.status() == BoutStatus.FOUGHT).findFirst().orElseThrow();
            AnnouncedBout foughtCopy = BlogBots.in(other).bouts().bouts(c).get(bouts.indexOf(fought));
            assertThat(BlogBots.in(other).bouts().replay(c, foughtCopy.id())).isEqualTo(BlogBots.in(store).bouts().replay(d, fought.id()));
            assertThat(BlogBots.in(other).bouts().tauntAllowance(c, id(other, c, "Cogsworth"), id(other, c, "Gearheart")))
                    .isEqualTo(BlogBots.in(store).bouts().tauntAllowance(d, id(store, d, "Cogsworth"), id(store, d, "Gearheart")));
            // Dice Roller: the public rolls, in order; no secret roll
            Function<Roll, List<Object>> roll = r -> List.of(r.at(), r.roller(), r.purpose(), r.expression(),
                    r.generator(), r.seed(), r.values(), r.outcome(), String.valueOf(r.total()), r.secret());
            assertThat(other.dice().emperorView(c).stream().map(roll).toList())
                    .isEqualTo(store.dice().playerView(d).stream().map(roll).toList())
                    .hasSize(2);
            assertThat(other.dice().emperorView(c)).allSatisfy(r -> assertThat(other.dice().verify(r)).isTrue());
            // Tournament tab: the date, start, seed lists and their posts, the Bracket with its fought Bout, its
            // schedule and posts, Operators by name
            Tournament original = BlogBots.in(store).tournament().tournament(d);
            Tournament imported = BlogBots.in(other).tournament().tournament(c);
            assertThat(original.bracket().bout("1-1").orElseThrow().fought()).isTrue();
            // the fought Bout's ending and settlement (for a recalculation), and the pausing CfJ by its new id
            assertThat(imported.bracket().bout("1-1").orElseThrow().settlement())
                    .isEqualTo(original.bracket().bout("1-1").orElseThrow().settlement()).hasSize(2);
            assertThat(imported.bracket().bout("1-1").orElseThrow().endedAt()).isNotNull();
            assertThat(imported.pauses()).hasSize(1);
            // the link to the governing ruleset and the Tournament Mode award taken
            assertThat(imported.governing()).isEqualTo(original.governing()).isNotNull();
            assertThat(loadouts(BlogBots.in(other).workshop(), c).values())
                    .anySatisfy(l -> assertThat(l.awardedSinceBout()).isTrue());
            assertThat(other.matters().matter(c, imported.pauses().get(0)).title()).isEqualTo("Bout 1-1 was misrun");
            assertThat(BlogBots.in(other).tournament().nextStep(c).orElseThrow().kind())
                    .isEqualTo(TournamentService.StepKind.PAUSED);
            assertThat(imported.dynastyId()).isEqualTo(c);
            assertThat(byName(imported, other.roster().roster(c))).isEqualTo(byName(original, store.roster().roster(d)));
            assertThat(imported.bracket().posts()).isEqualTo(original.bracket().posts()).isNotEmpty();
            assertThat(BlogBots.in(other).tournament().nextStep(c)).isEqualTo(BlogBots.in(store).tournament().nextStep(d));
            assertThat(BlogBots.in(other).tournament().conditions(c)).isEqualTo(BlogBots.in(store).tournament().conditions(d));
            assertThat(BlogBots.in(other).tournament().seedOrder(c)).extracting(Tournament.Seed::name)
                    .containsExactlyElementsOf(BlogBots.in(store).tournament().seedOrder(d).stream()
                            .map(Tournament.Seed::name).toList());
            long eliminated = original.bracket().eliminated().get(0);
            assertThat(other.roster().roster(c).nameOf(imported.bracket().eliminated().get(0)))
                    .isEqualTo(store.roster().roster(d).nameOf(eliminated));
            assertThat(BlogBots.in(other).tournament().readinessHold(c, id(other, c, "Kessler"))).isPresent();
            // and it exports again the same
            ObjectMapper mapper = Snapshots.standardMapper();
            assertThat(mapper.readTree(export(other, c)).get("tournament"))
                    .isEqualTo(mapper.readTree(json).get("tournament"));
            // Cooldowns
            Roster names = other.roster().roster(c);
            Roster originalNames = store.roster().roster(d);
            assertThat(other.cooldowns().history(c).stream().map(t -> take(names, t)).toList())
                    .isEqualTo(store.cooldowns().history(d).stream().map(t -> take(originalNames, t)).toList())
                    .hasSize(3); // Kessler's Repair and the Announcer's two Announcements
        }
    }

    private static Map<String, Loadout> loadouts(WorkshopService workshop, long dynastyId) {
        return workshop.operators(dynastyId).stream().collect(Collectors.toMap(WorkshopService.Operator::name,
                o -> {
                    Loadout l = o.loadout();
                    return new Loadout(0, 0, l.money(), l.bot(), l.bin(), l.readiness(), l.readinessSince(),
                            l.repairedSinceBout(), l.script(), l.boutCount(), l.redMist(), l.bannerNames(),
                            l.requests(), l.awardedSinceBout());
                }));
    }

    private static List<Object> bout(GameStore s, long dynastyId, AnnouncedBout b) {
        Roster r = s.roster().roster(dynastyId);
        String house = b.houseBotId() == null ? "-" : BlogBots.in(s).bouts().houseBots(dynastyId).stream()
                .filter(h -> h.id() == b.houseBotId()).map(HouseBot::name).findFirst().orElse("?");
        return Arrays.asList(b.announcedAt(), b.announcementSeed(), b.place(), r.nameOf(b.firstPlayerId()),
                b.firstOperator(), r.nameOf(b.secondPlayerId()), b.secondOperator(), b.configuration(), house,
                b.boutSeed(), b.status(), b.resolvedAt(), b.winner(), b.outcome(), b.firstEntrant(),
                b.secondEntrant(), b.practice());
    }

    /** The Tournament with every player id replaced by the roster's name, to compare across dynasty files. */
    private static String byName(Tournament t, Roster roster) throws IOException {
        ObjectMapper mapper = Snapshots.standardMapper();
        JsonNode tree = mapper.valueToTree(t);
        ((ObjectNode) tree).remove("dynastyId");
        renameIds(tree, roster);
        return mapper.writeValueAsString(tree);
    }

    private static void renameIds(JsonNode node, Roster roster) {
        if (node instanceof ObjectNode o) {
            for (String field : List.of("playerId", "winnerId")) {
                if (o.hasNonNull(field)) {
                    o.put(field, roster.nameOf(o.get(field).asLong()));
                }
            }
            o.elements().forEachRemaining(n -> renameIds(n, roster));
        } else if (node.isArray()) {
            node.elements().forEachRemaining(n -> renameIds(n, roster));
        }
    }

    private static List<Object> take(Roster names, PerformedAction t) {
        return List.of(names.nameOf(t.playerId()), t.action(), t.cadence(), t.at());
    }

    @Test
    void widgetWorksComesBackWithItsFactoryFloor() throws IOException {
        DemoDynasty.seedIfEmpty(store, ME);
        Dynasty works = store.dynasties().all().stream().filter(x -> x.name().equals(FactoryDemo.NAME))
                .findFirst().orElseThrow();
        String json = export(store, works.id());
        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(json), "works.json", ME);
            FactoryFloor original = FactoryEngine.in(store).factory().floor(works.id());
            FactoryFloor imported = FactoryEngine.in(other).factory().floor(copy.id());
            assertThat(TrackingText.export(imported)).isEqualTo(TrackingText.export(original));
            assertThat(comparable(imported, other.roster().roster(copy.id())))
                    .isEqualTo(comparable(original, store.roster().roster(works.id())));
            assertThat(FactoryEngine.in(other).factory().cycleBar(copy.id())).isEqualTo(FactoryEngine.in(store).factory().cycleBar(works.id()));
            // each Worker is still tied to their player, so a rename keeps their gamestate
            assertThat(imported.workers).filteredOn(w -> !w.bot).allSatisfy(w -> assertThat(
                    other.roster().roster(copy.id()).nameOf(w.playerId)).isEqualTo(w.name));
        }
    }

    /** The floor as JSON with each player id replaced by the player's name. */
    private static String comparable(FactoryFloor floor, Roster roster) {
        Snapshots snapshots = new Snapshots();
        FactoryFloor copy = snapshots.read(snapshots.write(floor), FactoryFloor.class);
        copy.dynastyId = 0;
        for (WorkerState w : copy.workers) {
            w.name = w.playerId == null ? w.name : roster.nameOf(w.playerId) + "#";
            w.playerId = null;
        }
        return snapshots.write(copy);
    }

    @Test
    void aSchema2FileStillImportsWithAnEmptyGamestate() throws IOException {
        Dynasty demo = playedWorkshop();
        ObjectMapper mapper = Snapshots.standardMapper();
        ObjectNode tree = (ObjectNode) mapper.readTree(export(store, demo.id()));
        tree.put("schemaVersion", 2);
        tree.remove(List.of("ruleset", "rolls", "cooldowns", "workshop", "loadouts", "houseBots", "bouts", "taunts",
                "factory", "tournament"));
        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(mapper.writeValueAsString(tree)), "old.json",
                    ME);
            assertThat(other.roster().roster(copy.id()).players()).hasSameSizeAs(
                    store.roster().roster(demo.id()).players());
            assertThat(other.rulesets().revisions(copy.id())).isEmpty();
            assertThat(BlogBots.in(other).bouts().houseBots(copy.id())).isEmpty();
            assertThat(BlogBots.in(other).bouts().bouts(copy.id())).isEmpty();
            assertThat(other.dice().emperorView(copy.id())).isEmpty();
            assertThat(BlogBots.in(other).workshop().operators(copy.id())).allSatisfy(o -> assertThat(o.loadout().money())
                    .isEqualTo(Loadout.DEFAULT_MONEY));
        }
    }

    @Test
    void aSchema3FileStillImportsWithNoTournament() throws IOException {
        Dynasty demo = playedWorkshop();
        ObjectMapper mapper = Snapshots.standardMapper();
        ObjectNode tree = (ObjectNode) mapper.readTree(export(store, demo.id()));
        assertThat(tree.has("tournament")).isTrue();
        assertThat(tree.get("tournament").isNull()).isTrue(); // no Tournament in this dynasty yet
        tree.put("schemaVersion", 3);
        tree.remove("tournament");
        try (GameStore other = TestStores.store(clock)) {
            Dynasty copy = other.exchange().importFrom(new StringReader(mapper.writeValueAsString(tree)), "v3.json",
                    ME);
            assertThat(BlogBots.in(other).tournament().tournament(copy.id()).started()).isFalse();
            assertThat(BlogBots.in(other).tournament().tournament(copy.id()).bracket()).isNull();
            assertThat(BlogBots.in(other).workshop().rules(copy.id()).tournamentMode()).isTrue();
        }
    }

    @Test
    void aCorruptedTournamentIsReportedByItsFieldPathAndNothingIsWritten() throws IOException {
        Dynasty demo = playedWorkshop();
        tournamentInProgress(demo.id());
        ObjectMapper mapper = Snapshots.standardMapper();
        String json = export(store, demo.id());
        ObjectNode tree = (ObjectNode) mapper.readTree(json);
        ((ObjectNode) tree.path("tournament").path("finalSeeds").path("seeds").get(3)).put("player", "Nobody");
        String unknownSeed = mapper.writeValueAsString(tree);
        tree = (ObjectNode) mapper.readTree(json);
        ((ObjectNode) tree.path("tournament").path("bracket").path("tiers").get(0).path("bouts").get(0))
                .put("winner", "Widget");
        String strangeWinner = mapper.writeValueAsString(tree);
        tree = (ObjectNode) mapper.readTree(json);
        ((ObjectNode) tree.path("tournament")).putNull("finalSeeds");
        String bracketWithoutFinal = mapper.writeValueAsString(tree);
        try (GameStore other = TestStores.store(clock)) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(unknownSeed), "x.json", ME))
                    .isInstanceOf(ImportException.class)
                    .hasMessage("tournament.finalSeeds.seeds[3].player: \"Nobody\" is not among the players");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(strangeWinner), "x.json", ME))
                    .isInstanceOf(ImportException.class)
                    .hasMessageStartingWith("tournament.bracket.tiers[0].bouts[0].winner: \"Widget\" is neither");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(bracketWithoutFinal), "x.json", ME))
                    .isInstanceOf(ImportException.class)
                    .hasMessageStartingWith("tournament.bracket: a Bracket is posted once the Final Seed List");
            assertThat(other.dynasties().all()).isEmpty();
        }
    }

    @Test
    void aCorruptedWorkshopIsReportedByItsFieldPathAndNothingIsWritten() throws IOException {
        Dynasty demo = playedWorkshop();
        ObjectMapper mapper = Snapshots.standardMapper();
        String json = export(store, demo.id());
        ObjectNode tree = (ObjectNode) mapper.readTree(json);
        ((ObjectNode) tree.path("loadouts").get(2).path("bot").path("engine")).put("name", "Warp Core");
        String unknownEngine = mapper.writeValueAsString(tree);
        ((ObjectNode) tree.path("loadouts").get(2).path("bot").path("engine")).put("condition", 150);
        String badCondition = mapper.writeValueAsString(tree);
        tree = (ObjectNode) mapper.readTree(json);
        ((ObjectNode) tree.path("loadouts").get(1)).put("player", "Nobody");
        String unknownPlayer = mapper.writeValueAsString(tree);

        try (GameStore other = TestStores.store(clock)) {
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(unknownEngine), "x.json", ME))
                    .isInstanceOf(ImportException.class)
                    .hasMessage("loadouts[2].bot.engine: there is no engine called 'Warp Core' in the catalogue");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(badCondition), "x.json", ME))
                    .isInstanceOf(ImportException.class)
                    .hasMessage("loadouts[2].bot.engine: A Condition is a percentage from 0% to 100%, not 150%.");
            assertThatThrownBy(() -> other.exchange().importFrom(new StringReader(unknownPlayer), "x.json", ME))
                    .isInstanceOf(ImportException.class)
                    .hasMessage("loadouts[1].player: \"Nobody\" is not among the players");
            assertThat(other.dynasties().all()).isEmpty();
        }
        // and in a file that already holds dynasties, nothing of the bad file is added
        int dynasties = store.dynasties().all().size();
        int rolls = store.dice().emperorView(demo.id()).size();
        assertThatThrownBy(() -> store.exchange().importFrom(new StringReader(unknownEngine), "x.json", ME))
                .isInstanceOf(ImportException.class);
        assertThat(store.dynasties().all()).hasSize(dynasties);
        assertThat(store.dice().emperorView(demo.id())).hasSize(rolls);
    }
}
