package org.dynast.model.blogbots;

import static org.dynast.model.store.ImportException.require;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.arena.BoutStatus;
import org.dynast.model.blogbots.arena.Configuration;
import org.dynast.model.blogbots.arena.Entrant;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.arena.Taunt;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopRules;
import org.dynast.model.blogbots.tournament.Tournament;
import org.dynast.model.log.Changes;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.ImportException;

/**
 * BlogBots' part of the dynasty file: the workshop (catalogue and Tournament Mode), each Operator's loadout with
 * the private Script and requests, House Bots, announced Bouts and Taunts (schema 3), and the Tournament (schema 4).
 * Operators are named, House Bots and Votable Matters referred to by their place in the file.
 */
final class BlogBotsExchange implements ModuleExchange {

    private final BlogBots tables;

    BlogBotsExchange(BlogBots tables) {
        this.tables = tables;
    }

    @Override
    public List<String> fields() {
        return List.of("workshop", "loadouts", "houseBots", "bouts", "taunts", "tournament");
    }

    /**
     * The dynasty's Tournament (schema 4), Operators by name: {@code player} is the roster's name, {@code name} the
     * name the Tournament's documents were posted with. Absent until the emperor sets its date or starts it.
     */
    public record TournamentData(LocalDate eligibleFrom, Instant began, SeedListData provisional,
                                 SeedListData finalSeeds, BracketData bracket, List<Integer> pauses,
                                 Tournament.GoverningRuleset governing) {
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

    /** The dynasty's workshop catalogue and Tournament Mode (schema 3); absent while the shipped catalogue is used. */
    public record WorkshopData(Catalogue catalogue, boolean tournamentMode) {
    }

    /**
     * One Operator's loadout, the private Script and requests included (schema 3); {@code awardedSinceBout} (the
     * Tournament Mode award taken since their last Bout) is absent from older files, read as not taken.
     */
    public record LoadoutData(String player, int money, Bot bot, List<Part> bin, Readiness readiness,
                              Instant readinessSince, boolean repairedSinceBout, String script, int boutCount,
                              int redMist, List<String> bannerNames, List<Part> requests,
                              Boolean awardedSinceBout) {
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

    @Override
    public Map<String, Object> export(long dynastyId, ExportNames names) {
        List<HouseBot> houseBots = tables.houseBotTable().findByDynasty(dynastyId);
        Map<Long, Integer> houseBotPlaces = new HashMap<>();
        for (int i = 0; i < houseBots.size(); i++) {
            houseBotPlaces.put(houseBots.get(i).id(), i);
        }
        return ModuleExchange.ordered(
                "workshop", tables.workshopRules().find(Long.toString(dynastyId))
                        .map(w -> new WorkshopData(w.catalogue(), w.tournamentMode())).orElse(null),
                "loadouts", tables.loadouts().findByDynasty(dynastyId).stream()
                        .filter(l -> names.player(l.playerId()) != null)
                        .map(l -> new LoadoutData(names.player(l.playerId()), l.money(), l.bot(), l.bin(),
                                l.readiness(), l.readinessSince(), l.repairedSinceBout(), l.script(), l.boutCount(),
                                l.redMist(), l.bannerNames(), l.requests(), l.awardedSinceBout())).toList(),
                "houseBots", houseBots.stream().map(h -> new HouseBotData(h.bot(), h.script())).toList(),
                "bouts", tables.boutTable().findByDynasty(dynastyId).stream().map(b -> new BoutData(b.announcedAt(),
                        b.announcementSeed(), b.place(), names.player(b.firstPlayerId()), b.firstOperator(),
                        names.player(b.secondPlayerId()), b.secondOperator(), b.configuration(),
                        b.houseBotId() == null || !houseBotPlaces.containsKey(b.houseBotId()) ? null
                                : houseBotPlaces.get(b.houseBotId()),
                        b.boutSeed(), b.status(), b.resolvedAt(), b.winner(), b.outcome(), b.firstEntrant(),
                        b.secondEntrant(), b.practice())).toList(),
                "taunts", tables.tauntTable().findByDynasty(dynastyId).stream()
                        .map(t -> new TauntData(names.player(t.byPlayerId()), names.player(t.targetPlayerId()), t.at(),
                                t.from(), t.to())).toList(),
                "tournament", tables.tournaments().find(Long.toString(dynastyId))
                        .map(t -> tournamentData(t, names, names.matterIds())).orElse(null));
    }

    @Override
    public CheckedPart read(ImportInput in) {
        WorkshopData workshop = in.field("workshop", WorkshopData.class);
        List<LoadoutData> loadouts = in.list("loadouts", LoadoutData.class);
        List<HouseBotData> house = in.list("houseBots", HouseBotData.class);
        List<BoutData> bouts = in.list("bouts", BoutData.class);
        List<TauntData> taunts = in.list("taunts", TauntData.class);
        TournamentData tournament = in.field("tournament", TournamentData.class);
        ImportInput players = in;

        Catalogue catalogue = workshop == null ? Catalogue.shipped() : workshop.catalogue();
        require(catalogue != null, "workshop.catalogue", "is missing");
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
        for (int i = 0; i < taunts.size(); i++) {
            TauntData t = taunts.get(i);
            String at = "taunts[" + i + "]";
            require(t != null && t.at() != null, at, "needs by, target and at");
            requirePlayer(players, t.by(), at + ".by");
            requirePlayer(players, t.target(), at + ".target");
        }
        validateTournament(tournament, players);
        if (tournament != null) {
            List<Integer> pauses = nonNull(tournament.pauses());
            int count = in.matterCount();
            for (int i = 0; i < pauses.size(); i++) {
                Integer place = pauses.get(i);
                require(place != null && place >= 0 && place < count
                        && in.matterKind(place) == MatterKind.CFJ, "tournament.pauses[" + i + "]",
                        "names a call for judgement by its place in matters (0 to " + (count - 1) + ")");
            }
        }
        return (changes, ids) -> insert(changes, ids, workshop, loadouts, house, bouts, taunts, tournament);
    }

    private void insert(Changes changes, ImportIds ids, WorkshopData workshop, List<LoadoutData> loadouts,
                        List<HouseBotData> houseBotData, List<BoutData> bouts, List<TauntData> taunts,
                        TournamentData tournament) {
        long id = ids.dynastyId();
        if (workshop != null) {
            changes.insert(tables.workshopRules(), new WorkshopRules(id, workshop.catalogue(),
                    workshop.tournamentMode()));
        }
        for (LoadoutData l : loadouts) {
            changes.insert(tables.loadouts(), loadout(l, ids.player(l.player()), id));
        }
        List<Long> houseBotIds = new ArrayList<>();
        for (HouseBotData h : houseBotData) {
            houseBotIds.add(changes.insert(tables.houseBotTable(),
                    new HouseBot(tables.houseBotTable().nextId(), id, h.bot(), h.script())).id());
        }
        for (BoutData b : bouts) {
            changes.insert(tables.boutTable(), new AnnouncedBout(tables.boutTable().nextId(), id, b.announcedAt(),
                    b.announcementSeed(), b.place(), ids.player(b.firstPlayer()), b.firstOperator(),
                    ids.player(b.secondPlayer()), b.secondOperator(), b.configuration(),
                    b.houseBot() == null ? null : houseBotIds.get(b.houseBot()), b.boutSeed(), b.status(),
                    b.resolvedAt(), b.winner(), b.outcome(), b.firstEntrant(), b.secondEntrant(), b.practice()));
        }
        for (TauntData t : taunts) {
            changes.insert(tables.tauntTable(), new Taunt(tables.tauntTable().nextId(), id, ids.player(t.by()),
                    ids.player(t.target()), t.at(), t.from(), t.to()));
        }
        if (tournament != null) {
            changes.insert(tables.tournaments(), tournament(tournament, id, ids));
        }
    }

    private static Loadout loadout(LoadoutData l, long playerId, long dynastyId) {
        return new Loadout(playerId, dynastyId, l.money(), l.bot(), nonNull(l.bin()), l.readiness(),
                l.readinessSince(), l.repairedSinceBout(), l.script(), l.boutCount(), l.redMist(), l.bannerNames(),
                l.requests(), Boolean.TRUE.equals(l.awardedSinceBout()));
    }
    /** {@code matterIds}: the dynasty's matters in the file's order, as a pause names a CfJ by its place. */
    private static TournamentData tournamentData(Tournament t, ExportNames names, List<Long> matterIds) {
        return new TournamentData(t.eligibleFrom(), t.began(), seedListData(t.provisional(), names),
                seedListData(t.finalSeeds(), names), t.bracket() == null ? null : new BracketData(t.bracket().postedAt(),
                t.bracket().tiers().stream().map(x -> new TierData(x.number(), x.drawn(), x.bouts().stream()
                        .map(b -> new BracketBoutData(b.id(), b.tier(), b.elimination(), slotData(b.first(), names),
                                slotData(b.second(), names), b.seed(), b.configuration(),
                                b.winnerId() == null ? null : names.player(b.winnerId()), b.result(), b.endedAt(),
                                b.settlement())).toList(),
                        x.deferred().stream().map(s -> slotData(s, names)).toList(), x.staging(), x.set(),
                        x.finished(), x.broughtForward())).toList(),
                slotData(t.bracket().champion(), names), t.bracket().posts()),
                t.pauses().stream().filter(matterIds::contains).map(matterIds::indexOf).toList(), t.governing());
    }

    private static SeedListData seedListData(Tournament.SeedList list, ExportNames names) {
        return list == null ? null : new SeedListData(list.postedAt(), list.seeds().stream()
                .map(s -> new SeedData(names.player(s.playerId()), s.name(), s.seed())).toList(), list.post());
    }

    private static SlotData slotData(Tournament.Slot s, ExportNames names) {
        return s == null ? null : new SlotData(s.playerId() == null ? null : names.player(s.playerId()), s.name(),
                s.seed(), s.label());
    }

    /** The Tournament with its Operators' new ids; every name was checked by {@link #validateTournament}. */
    private static Tournament tournament(TournamentData t, long dynastyId, ImportIds ids) {
        BracketData b = t.bracket();
        return new Tournament(dynastyId, t.eligibleFrom(), t.began(), seedList(t.provisional(), ids),
                seedList(t.finalSeeds(), ids), b == null ? null : new Tournament.Bracket(b.postedAt(),
                nonNull(b.tiers()).stream().map(x -> new Tournament.Tier(x.number(), x.drawn(), nonNull(x.bouts())
                        .stream().map(o -> new Tournament.Bout(o.id(), o.tier(), o.elimination(), slot(o.first(), ids),
                                slot(o.second(), ids), o.seed(), o.configuration(),
                                o.winner() == null ? null : ids.player(o.winner()), o.result(), o.endedAt(),
                                o.settlement())).toList(),
                        nonNull(x.deferred()).stream().map(s -> slot(s, ids)).toList(), x.staging(), x.set(),
                        x.finished(), x.broughtForward())).toList(), slot(b.champion(), ids), b.posts()),
                nonNull(t.pauses()).stream().map(ids::matter).toList(), t.governing());
    }

    private static Tournament.SeedList seedList(SeedListData list, ImportIds ids) {
        return list == null ? null : new Tournament.SeedList(list.postedAt(), nonNull(list.seeds()).stream()
                .map(s -> new Tournament.Seed(ids.player(s.player()), s.name(), s.seed())).toList(), list.post());
    }

    private static Tournament.Slot slot(SlotData s, ImportIds ids) {
        return s == null ? null : new Tournament.Slot(s.player() == null ? null : ids.player(s.player()), s.name(),
                s.seed(), s.label());
    }

    /**
     * The Tournament's part: every Operator named is among the players, seed lists are numbered 1, 2, 3… and name
     * each Operator once, tiers are numbered in order, each Bout's id is unique, a placed Bout has its seed and
     * Configuration, a winner is one of the Bout's two Operators, and the Bracket follows a Final Seed List.
     */
    private static void validateTournament(TournamentData t, ImportInput players) {
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
        Set<String> boutIds = new HashSet<>();
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
    private static void checkSeedList(SeedListData list, ImportInput players, String at) {
        if (list == null) {
            return;
        }
        require(list.postedAt() != null, at + ".postedAt", "is missing");
        require(list.post() != null, at + ".post", "is missing");
        List<SeedData> seeds = nonNull(list.seeds());
        Set<String> named = new HashSet<>();
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

    private static void checkSlot(SlotData s, ImportInput players, String at) {
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

    private static void requirePlayer(ImportInput players, String name, String at) {
        require(name != null, at, "is missing (a player's name)");
        require(players.hasPlayer(name), at, "\"" + name + "\" is not among the players");
    }

    private static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

}
