package org.dynast.model.blogbots.arena;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import org.dynast.model.Refusal;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ComponentKind;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.cooldown.CooldownService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.DocumentTable;
import org.dynast.model.log.Transactor;
import org.dynast.model.time.GameClock;
import org.dynast.model.time.UtcCalendar;

/**
 * Ruleset 205's Bouts in the dynasty file, between the Workshop and the Arena: the House Bots, Announcing Bouts
 * (the Selection Criteria, each Bout's Configuration, Readiness to Staging, the Bout Count), the Systems an
 * Operator asks to have added (Modular Breakpoint; the Tournament list), running an announced Bout with its stored
 * Configuration and seed, forfeits, and Taunts. Every change is one logged, undoable action.
 */
public final class BoutsService {

    public static final String BOUTS = "Bouts";
    public static final String HOUSE_BOTS = "House Bots";
    public static final String TAUNT = "Taunt";
    public static final String MODULAR_BREAKPOINT = "Modular Breakpoint";
    public static final String TOURNAMENT = "Winners at War";
    /** The Daily Action's name in the cooldowns. */
    public static final String ANNOUNCE_ACTION = "Announce Bouts";
    /** "at any time, there may be up to three House Bots" */
    public static final int MAX_HOUSE_BOTS = 3;
    /** "One House Bot may have a Bot Value of up to ₩15,000; the other two must have Bot Values that do not exceed ₩12,000." */
    public static final int TOP_HOUSE_VALUE = 15_000;
    public static final int HOUSE_VALUE = 12_000;
    /** "has had their Readiness set to Set for the last 48 hours" */
    public static final Duration FORFEIT_WAIT = Duration.ofHours(48);
    /** "They have not Taunted that Taunt target in the past 48 hours" */
    public static final Duration TAUNT_MEMORY = Duration.ofHours(48);

    private final Transactor transactor;
    private final DocumentTable<HouseBot> houseBots;
    private final DocumentTable<AnnouncedBout> bouts;
    private final DocumentTable<Taunt> taunts;
    private final WorkshopService workshop;
    private final ArenaService arena;
    private final CooldownService cooldowns;
    private final DynastyService dynasties;
    private final ActionLog log;
    private final GameClock clock;
    private final LongSupplier seeds;

    public BoutsService(Transactor transactor, DocumentTable<HouseBot> houseBots, DocumentTable<AnnouncedBout> bouts,
                        DocumentTable<Taunt> taunts, WorkshopService workshop, ArenaService arena,
                        CooldownService cooldowns, DynastyService dynasties, ActionLog log, GameClock clock,
                        LongSupplier seeds) {
        this.transactor = transactor;
        this.houseBots = houseBots;
        this.bouts = bouts;
        this.taunts = taunts;
        this.workshop = workshop;
        this.arena = arena;
        this.cooldowns = cooldowns;
        this.dynasties = dynasties;
        this.log = log;
        this.clock = clock;
        this.seeds = seeds;
    }

    // ------------------------------------------------------------------------------------ House Bots

    /** The dynasty's House Bots ("publicly tracked"), oldest first. */
    public List<HouseBot> houseBots(long dynastyId) {
        return transactor.inTransaction(() -> houseBots.findByDynasty(dynastyId));
    }

    /** A House Bot's Bot Value by the dynasty's catalogue. */
    public int value(long dynastyId, Bot bot) {
        return BotFigures.of(bot, workshop.rules(dynastyId).catalogue()).botValue();
    }

    /** "If there are less than three House Bots then the Announcer may create a new House Bot at any time." */
    public HouseBot createHouseBot(long dynastyId, String actor, Bot bot, String script) {
        return log.perform(dynastyId, actor, "bouts.house.create", "Created the House Bot " + bot.name(), changes -> {
            List<HouseBot> all = houseBots.findByDynasty(dynastyId);
            if (all.size() >= MAX_HOUSE_BOTS) {
                throw new Refusal(HOUSE_BOTS, "At any time, there may be up to three House Bots; there are already "
                        + all.size() + ".");
            }
            HouseBot created = new HouseBot(houseBots.nextId(), dynastyId, bot, script);
            List<HouseBot> after = new ArrayList<>(all);
            after.add(created);
            checkHouseBots(dynastyId, created, after);
            return changes.insert(houseBots, created);
        });
    }

    /**
     * "Once created, the Announcer may amend or remove the House Bots at any time, unless the House Bot in question
     * has been drawn as a Configuration in an Announcement for a Bout that has not yet taken place."
     */
    public HouseBot amendHouseBot(long dynastyId, String actor, long houseBotId, Bot bot, String script) {
        return log.perform(dynastyId, actor, "bouts.house.amend", "Amended the House Bot " + bot.name(), changes -> {
            HouseBot before = houseBot(dynastyId, houseBotId);
            checkNotDrawn(dynastyId, before, "amended");
            HouseBot amended = new HouseBot(before.id(), dynastyId, bot, script);
            List<HouseBot> after = new ArrayList<>(houseBots.findByDynasty(dynastyId));
            after.replaceAll(h -> h.id() == houseBotId ? amended : h);
            checkHouseBots(dynastyId, amended, after);
            return changes.update(houseBots, before, amended);
        });
    }

    public void removeHouseBot(long dynastyId, String actor, long houseBotId) {
        HouseBot shown = transactor.inTransaction(() -> houseBot(dynastyId, houseBotId));
        log.perform(dynastyId, actor, "bouts.house.remove", "Removed the House Bot " + shown.name(), changes -> {
            HouseBot before = houseBot(dynastyId, houseBotId);
            checkNotDrawn(dynastyId, before, "removed");
            changes.delete(houseBots, before);
            return null;
        });
    }

    /** For seeding (the demo dynasty): House Bots in one action that cannot be undone, checked like any other. */
    public void seedHouseBots(long dynastyId, String actor, List<HouseBot> seeded) {
        log.performFinal(dynastyId, actor, "bouts.house.seed", "Seeded the demo's House Bots", changes -> {
            List<HouseBot> all = new ArrayList<>(houseBots.findByDynasty(dynastyId));
            for (HouseBot h : seeded) {
                HouseBot created = new HouseBot(houseBots.nextId(), dynastyId, h.bot(), h.script());
                all.add(created);
                checkHouseBots(dynastyId, created, all);
                changes.insert(houseBots, created);
            }
            return null;
        });
    }

    private HouseBot houseBot(long dynastyId, long id) {
        return houseBots.find(Long.toString(id)).filter(h -> h.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal(HOUSE_BOTS, "There is no House Bot #" + id + "."));
    }

    private void checkNotDrawn(long dynastyId, HouseBot h, String what) {
        for (AnnouncedBout b : bouts.findByDynasty(dynastyId)) {
            if (b.pending() && b.houseBotId() != null && b.houseBotId() == h.id()) {
                throw new Refusal(HOUSE_BOTS, h.name() + " cannot be " + what + ": the Announcer may amend or remove "
                        + "the House Bots at any time, unless the House Bot in question has been drawn as a "
                        + "Configuration in an Announcement for a Bout that has not yet taken place (" + b.title()
                        + ").");
            }
        }
    }

    private void checkHouseBots(long dynastyId, HouseBot h, List<HouseBot> all) {
        houseBotProblem(h, all, workshop.rules(dynastyId).catalogue()).ifPresent(why -> {
            throw new Refusal(HOUSE_BOTS, why);
        });
    }

    /**
     * Why {@code h} could not be created or amended as it stands, in the rule's words ("A House Bot must have a name,
     * an engine, chassis and at least one system ... and a script"; at most as many Systems as its Chassis has
     * hardpoints (rule "Bot Loadout"); "One House Bot may have a Bot Value of up to ₩15,000; the other two must have
     * Bot Values that do not exceed ₩12,000"), or empty when it could. {@code all} is every House Bot as it would
     * be, {@code h} among them. Pure, so an editor can ask it as the House Bot is put together; it does not check
     * whether {@code h} is drawn for a Bout not yet fought.
     */
    public static Optional<String> houseBotProblem(HouseBot h, List<HouseBot> all, Catalogue catalogue) {
        Bot bot = h.bot();
        String must = "A House Bot must have a name, an engine, chassis and at least one system, and a script";
        if (bot.name().isBlank()) {
            return Optional.of(must + "; this one has no name.");
        }
        if (bot.systems().isEmpty()) {
            return Optional.of(must + "; " + bot.name() + " has no system.");
        }
        if (h.script().isBlank()) {
            return Optional.of(must + "; " + bot.name() + " has no script.");
        }
        Optional<Catalogue.Misfit> misfit = catalogue.misfit(bot);
        if (misfit.isPresent()) {
            String why = misfit.get().why();
            return Optional.of(switch (misfit.get().field()) {
                case "engine", "chassis" -> must + "; " + why + ".";
                case "systems" -> "A" + why.substring(1) + ".";
                default -> "A House Bot may have any of the components that are available to any other kind of Bot; "
                        + why + ".";
            });
        }
        for (HouseBot other : all) {
            if (other.id() != h.id() && other.name().equalsIgnoreCase(h.name())) {
                return Optional.of("There is already a House Bot called " + other.name() + ".");
            }
        }
        int value = BotFigures.of(bot, catalogue).botValue();
        if (value > TOP_HOUSE_VALUE) {
            return Optional.of("One House Bot may have a Bot Value of up to ₩15,000; " + bot.name()
                    + "'s is " + WorkshopService.money(value) + ".");
        }
        List<String> above = all.stream().filter(o -> BotFigures.of(o.bot(), catalogue).botValue() > HOUSE_VALUE)
                .map(HouseBot::name).toList();
        if (above.size() > 1) {
            return Optional.of("One House Bot may have a Bot Value of up to ₩15,000; the other two must "
                    + "have Bot Values that do not exceed ₩12,000: " + String.join(" and ", above)
                    + " would both exceed ₩12,000 (" + bot.name() + "'s is " + WorkshopService.money(value) + ").");
        }
        return Optional.empty();
    }

    /**
     * The most Bot Value {@code h} may have beside the {@code others} (not including it): ₩15,000 while none of them
     * exceeds ₩12,000, else ₩12,000 ("One House Bot may have a Bot Value of up to ₩15,000; the other two must have
     * Bot Values that do not exceed ₩12,000").
     */
    public static int houseValueLimit(List<HouseBot> others, Catalogue catalogue) {
        boolean topTaken = others.stream().anyMatch(o -> BotFigures.of(o.bot(), catalogue).botValue() > HOUSE_VALUE);
        return topTaken ? HOUSE_VALUE : TOP_HOUSE_VALUE;
    }

    // ------------------------------------------------------------------------------------ Announcing

    /** The dynasty's announced Bouts, oldest first, pending and resolved. */
    public List<AnnouncedBout> bouts(long dynastyId) {
        return transactor.inTransaction(() -> bouts.findByDynasty(dynastyId));
    }

    public AnnouncedBout bout(long dynastyId, long boutId) {
        return transactor.inTransaction(() -> boutOf(dynastyId, boutId));
    }

    private AnnouncedBout boutOf(long dynastyId, long id) {
        return bouts.find(Long.toString(id)).filter(b -> b.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal(BOUTS, "There is no announced Bout #" + id + "."));
    }

    /** An Announcement made: its Bouts and the Announcement Post's text. */
    public record Announcement(List<AnnouncedBout> bouts, String post, long seed) {
    }

    /** Announces up to {@code count} Bouts with a seed drawn from the dynasty file's seed source. */
    public Announcement announce(long dynastyId, String actor, int count) {
        return announce(dynastyId, actor, count, seeds.getAsLong());
    }

    /**
     * "As a Daily Action, the Announcer may Announce any number of upcoming Bouts, by randomly select two Operators
     * using the Selection Criteria in this rule for each Bout and making a post Announcing their names." Everything
     * random is drawn from {@code seed} (kept with each Bout), so the Announcement re-derives exactly
     * ({@link Announcing#draw}). Both Operators of each Bout go from Ready to Staging and count the Bout; in
     * Tournament Mode their Systems lists are applied at Staging.
     */
    public Announcement announce(long dynastyId, String actor, int count, long seed) {
        if (count < 1) {
            throw new Refusal(BOUTS, "The Announcer may Announce any number of upcoming Bouts: at least one.");
        }
        return log.perform(dynastyId, actor, "bouts.announce", "Announced Bouts (seed " + seed + ")", changes -> {
            Dynasty dynasty = dynasties.get(dynastyId);
            if (dynasty.emperorId() == null) {
                throw new Refusal(BOUTS, "Only the " + dynasty.terms().emperor() + " may Announce Bouts, and this "
                        + "dynasty has none.");
            }
            List<WorkshopService.Operator> operators = workshop.operators(dynastyId);
            List<AnnouncedBout> all = bouts.findByDynasty(dynastyId);
            List<Announcing.Candidate> candidates = operators.stream().map(o -> new Announcing.Candidate(o.playerId(),
                    o.name(), o.loadout().boutCount(), o.loadout().readiness() == Readiness.READY
                    && all.stream().noneMatch(b -> b.pending() && b.involves(o.playerId())))).toList();
            List<HouseBot> house = houseBots.findByDynasty(dynastyId);
            List<Announcing.Drawn> drawn = Announcing.draw(candidates, house.stream().map(HouseBot::entrant).toList(),
                    count, seed);
            if (drawn.isEmpty()) {
                long ready = candidates.stream().filter(Announcing.Candidate::available).count();
                throw new Refusal(BOUTS, "If an Operator has a Readiness that is not Ready, it may not be selected by "
                        + "the Announcer: " + ready + " Operator" + (ready == 1 ? " is" : "s are")
                        + " Ready and free of other Bouts, and a Bout needs two.");
            }
            cooldowns.record(changes, dynastyId, dynasty.emperorId(), ANNOUNCE_ACTION, cooldowns.rules(dynastyId).daily());
            boolean tournament = workshop.rules(dynastyId).tournamentMode();
            Instant now = clock.now();
            List<AnnouncedBout> made = new ArrayList<>();
            int place = 0;
            for (Announcing.Drawn d : drawn) {
                Long houseId = null;
                if (d.configuration().houseBot() != null) {
                    String name = d.configuration().houseBot().name();
                    houseId = house.stream().filter(h -> h.name().equals(name)).findFirst().map(HouseBot::id)
                            .orElse(null);
                }
                AnnouncedBout bout = new AnnouncedBout(bouts.nextId(), dynastyId, now, seed, ++place,
                        d.first().playerId(), d.first().name(), d.second().playerId(), d.second().name(),
                        d.configuration(), houseId, d.boutSeed(), BoutStatus.ANNOUNCED, null, null, null, null, null,
                        false);
                changes.insert(bouts, bout);
                made.add(bout);
                for (long id : new long[] {d.first().playerId(), d.second().playerId()}) {
                    // "When an Operator's Readiness is Ready and they are named in an Announcement Post then the
                    // Announcer should set their Readiness to Staging"; the Bout Count "includes announced bouts"
                    workshop.update(changes, dynastyId, id, l -> {
                        Loadout after = l.withReadiness(Readiness.STAGING, now).withBoutCount(l.boutCount() + 1);
                        return tournament ? applyTournamentList(after, dynastyId) : after;
                    });
                }
            }
            return new Announcement(made, post(dynastyId, made), seed);
        });
    }

    /** The Announcement Post's text: each Bout's names and its Configuration, as the rules want it detailed. */
    public String post(long dynastyId, List<AnnouncedBout> announced) {
        Catalogue catalogue = workshop.rules(dynastyId).catalogue();
        StringBuilder sb = new StringBuilder();
        sb.append("Announcement: ").append(announced.size()).append(announced.size() == 1 ? " Bout" : " Bouts")
                .append('\n');
        for (AnnouncedBout b : announced) {
            sb.append('\n').append("Bout ").append(b.place()).append(": ").append(b.firstOperator()).append(" v ")
                    .append(b.secondOperator()).append('\n');
            sb.append(configurationText(b.configuration(), catalogue));
        }
        return sb.toString();
    }

    /** "The specific Arena configuration for each Bout must be detailed in the Announcement for that Bout." */
    public static String configurationText(Configuration c, Catalogue catalogue) {
        StringBuilder sb = new StringBuilder();
        if (c.isStandard()) {
            return "  Configuration: the standard Arena, squares 1 to 19 In Bounds (no Configuration Variations)\n";
        }
        sb.append("  Configuration: squares 1 to 19 In Bounds, with\n");
        if (!c.obstacles().isEmpty()) {
            sb.append("  - Physical Obstacles: ");
            for (int i = 0; i < c.obstacles().size(); i++) {
                Configuration.Obstacle o = c.obstacles().get(i);
                sb.append(i == 0 ? "" : ", ").append((char) ('A' + i)).append(o.above() ? " above " : " below ")
                        .append("square ").append(o.square());
            }
            sb.append('\n');
        }
        if (!c.traps().isEmpty()) {
            sb.append("  - Trap panels: ");
            for (int i = 0; i < c.traps().size(); i++) {
                Configuration.Trap t = c.traps().get(i);
                sb.append(i == 0 ? "" : ", ").append(t.panel().name().toLowerCase(Locale.ROOT)).append(" panel on square ")
                        .append(t.square());
            }
            sb.append('\n');
        }
        if (c.bumperSides()) {
            sb.append("  - Bumper sides\n");
        }
        if (c.houseBot() != null) {
            Bot h = c.houseBot().bot();
            sb.append("  - House bot: ").append(h.name()).append(" (").append(h.engine().name()).append(" engine, ")
                    .append(h.chassis().name()).append(", ")
                    .append(String.join(", ", h.systems().stream().map(Part::name).toList()))
                    .append("; all components at 80%), starting in square 10 facing ")
                    .append(c.houseFacing().name().toLowerCase(Locale.ROOT)).append('\n');
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------------------------ requested Systems

    /**
     * The Operator privately asks for Systems from their Spare Parts Bin to be added to their Bot: in Tournament Mode
     * "any Operator whose Readiness is Workshop or Ready may privately message the Announcer with a list of Systems
     * they wish to be added to their Bot for their upcoming tournament Bout"; otherwise by Modular Breakpoint, one
     * System while Staging, "if they have enough spare Hardpoints to do so". The request replaces any earlier one.
     */
    public Loadout requestSystems(long dynastyId, String actor, long playerId, List<String> systems) {
        String who = transactor.inTransaction(() -> operatorName(dynastyId, playerId));
        return log.perform(dynastyId, actor, "bouts.request", who + " asked (privately) for Systems to be added",
                changes -> workshop.update(changes, dynastyId, playerId, l -> {
                    Catalogue catalogue = workshop.rules(dynastyId).catalogue();
                    if (systems.isEmpty()) {
                        return l.withRequests(List.of());
                    }
                    if (workshop.rules(dynastyId).tournamentMode()) {
                        if (l.readiness() != Readiness.WORKSHOP && l.readiness() != Readiness.READY) {
                            throw new Refusal(TOURNAMENT, "Only an Operator whose Readiness is Workshop or Ready may "
                                    + "privately message the Announcer with a list of Systems; " + who + "'s is "
                                    + l.readiness().word() + ".");
                        }
                        List<Part> wanted = new ArrayList<>();
                        for (String s : systems) {
                            wanted.add(l.bin().stream().filter(p -> p.name().equalsIgnoreCase(s)
                                    && p.kind() == ComponentKind.SYSTEM).findFirst()
                                    .orElseGet(() -> Part.system(s, 100)));
                        }
                        return l.withRequests(wanted);
                    }
                    if (l.readiness() != Readiness.STAGING) {
                        throw new Refusal(MODULAR_BREAKPOINT, "The Operator of the Actor may privately message the "
                                + "Announcer to add a System from their Spare Parts Bin to their Bot while their "
                                + "Readiness is Staging; " + who + "'s is " + l.readiness().word() + ".");
                    }
                    if (!l.bot().hasSystem(MODULAR_BREAKPOINT)) {
                        throw new Refusal(MODULAR_BREAKPOINT, "Only a Bot with Modular Breakpoint may ask for a System "
                                + "from the Spare Parts Bin; " + l.bot().name() + " has none.");
                    }
                    if (systems.size() > 1) {
                        throw new Refusal(MODULAR_BREAKPOINT, "Only one System may be added to a Bot in this way in a "
                                + "given Bout.");
                    }
                    Part part = binSystem(l, systems.get(0)).orElseThrow(() -> new Refusal(MODULAR_BREAKPOINT,
                            "The Operator may ask to add a System from their Spare Parts Bin; there is no "
                                    + systems.get(0) + " in " + who + "'s."));
                    if (BotFigures.of(l.bot(), catalogue).freeHardpoints() < 1) {
                        throw new Refusal(MODULAR_BREAKPOINT, "The Operator may ask to add a System if they have "
                                + "enough spare Hardpoints to do so; " + l.bot().name() + " has none spare.");
                    }
                    return l.withRequests(List.of(part));
                }));
    }

    private static Optional<Part> binSystem(Loadout l, String name) {
        return l.bin().stream().filter(p -> p.kind() == ComponentKind.SYSTEM
                && p.name().equalsIgnoreCase(name)).max(Comparator.comparingInt(Part::condition));
    }

    /**
     * "Once an Operator's Readiness is set to Staging, the Announcer should remove all the Systems in their list from
     * their Spare Parts Bin and add the Systems to their Bot, given their Bot has enough spare hardpoints to
     * accommodate all the Systems in their list and all the Systems in the list exist in their Spare Parts Bin."
     * All or nothing; the list is used up either way.
     */
    public Loadout applyTournamentList(Loadout l, long dynastyId) {
        if (l.requests().isEmpty()) {
            return l;
        }
        Catalogue catalogue = workshop.rules(dynastyId).catalogue();
        List<Part> bin = new ArrayList<>(l.bin());
        List<Part> systems = new ArrayList<>(l.bot().systems());
        for (Part want : l.requests()) {
            Optional<Part> found = bin.stream().filter(p -> p.kind() == want.kind() && p.sameAs(want))
                    .max(Comparator.comparingInt(Part::condition));
            if (found.isEmpty()) {
                return l.withRequests(List.of());
            }
            bin.remove(found.get());
            systems.add(found.get());
        }
        if (BotFigures.of(l.bot(), catalogue).freeHardpoints() < l.requests().size()) {
            return l.withRequests(List.of());
        }
        return l.withBin(bin).withBot(l.bot().withSystems(systems)).withRequests(List.of());
    }

    /**
     * Modular Breakpoint: "The Announcer should add that System to the Actor once its Operator's Readiness is Set, but
     * before processing the Bout", provided "Modular Breakpoint is present on the Bot at the time the chosen System
     * would be added", there is a spare Hardpoint and the System is still in the Bin. The request is used up.
     */
    private Loadout applyModularBreakpoint(Loadout l, Catalogue catalogue) {
        if (l.requests().isEmpty()) {
            return l;
        }
        Part want = l.requests().get(0);
        Optional<Part> found = binSystem(l, want.name());
        if (!l.bot().hasSystem(MODULAR_BREAKPOINT) || found.isEmpty()
                || BotFigures.of(l.bot(), catalogue).freeHardpoints() < 1) {
            return l.withRequests(List.of());
        }
        List<Part> bin = new ArrayList<>(l.bin());
        bin.remove(found.get());
        List<Part> systems = new ArrayList<>(l.bot().systems());
        systems.add(found.get());
        return l.withBin(bin).withBot(l.bot().withSystems(systems)).withRequests(List.of());
    }

    // ------------------------------------------------------------------------------------ running and forfeits

    /** An announced Bout run: the Bout as stored afterwards, the result and a replay to watch. */
    public record Ran(AnnouncedBout bout, BoutResult result, ArenaFiles.Replay replay,
                      List<AfterBout.Settled> settled) {
    }

    /**
     * Whether a Bout now is a Practice Bout. In Tournament Mode every Bout is one until the Bracket is posted
     * (another engine will tell when it is; until then: "bracket not yet posted").
     */
    public boolean isPractice(long dynastyId) {
        return practiceBouts.test(dynastyId);
    }

    private LongPredicate practiceBouts = this::inTournamentMode;

    private boolean inTournamentMode(long dynastyId) {
        return workshop.rules(dynastyId).tournamentMode();
    }

    /** Who tells when Bouts are Practice Bouts: the Tournament ("between the start of Tournament Mode and the posting of the Final Bracket"). */
    public void setPracticeBouts(LongPredicate practice) {
        this.practiceBouts = practice;
    }

    /**
     * Runs an announced Bout once both Operators are Set, with the Configuration and seed of its Announcement (the
     * House Bot drawn included), after adding any Modular Breakpoint System; then settles it like any Bout ("All
     * Operators who had Bots in the Bout gain ₩1,000, plus ₩500 for each Opponent", Readiness to Workshop, Red
     * Mist, LED Banner) without counting it again. One undoable action.
     */
    public Ran run(long dynastyId, String actor, long boutId) {
        AnnouncedBout shown = bout(dynastyId, boutId);
        return log.perform(dynastyId, actor, "bouts.run", "Ran the Bout " + shown.title(), changes -> {
            AnnouncedBout b = boutOf(dynastyId, boutId);
            if (!b.pending()) {
                throw new Refusal(BOUTS, "The Bout " + b.title() + " has already been " + b.status().word() + ".");
            }
            Catalogue catalogue = workshop.rules(dynastyId).catalogue();
            Loadout first = workshop.loadout(dynastyId, b.firstPlayerId());
            Loadout second = workshop.loadout(dynastyId, b.secondPlayerId());
            for (Object[] p : new Object[][] {{b.firstOperator(), first}, {b.secondOperator(), second}}) {
                Loadout l = (Loadout) p[1];
                if (l.readiness() != Readiness.SET) {
                    throw new Refusal(BOUTS, "The Announcer runs a Bout when its Operators are Set; " + p[0]
                            + "'s Readiness is " + l.readiness().word() + ".");
                }
            }
            first = workshop.update(changes, dynastyId, b.firstPlayerId(), l -> applyModularBreakpoint(l, catalogue));
            second = workshop.update(changes, dynastyId, b.secondPlayerId(),
                    l -> applyModularBreakpoint(l, catalogue));
            Entrant ea = Entrant.of(first.bot(), first.script(), b.firstOperator());
            Entrant eb = Entrant.of(second.bot(), second.script(), b.secondOperator());
            BoutResult result = new BoutEngine(catalogue).run(ea, eb, b.configuration(), b.boutSeed());
            boolean practice = isPractice(dynastyId);
            List<AfterBout.Settled> settled = arena.settleIn(changes, dynastyId, result, b.firstPlayerId(),
                    b.secondPlayerId(), b.firstOperator(), b.secondOperator(), practice, false);
            String winner = result.winner() == 0 ? b.firstOperator() : b.secondOperator();
            AnnouncedBout after = b.resolved(BoutStatus.FOUGHT, clock.now(), winner, result.ending().word() + ": "
                    + result.winnerName() + " wins (" + result.why() + ")", ea, eb, practice);
            changes.update(bouts, b, after);
            return new Ran(after, result, ArenaFiles.Replay.of(ea, eb, b.configuration(), b.boutSeed(), result),
                    settled);
        });
    }

    /** A resolved Bout's replay, re-simulated from its stored entrants, Configuration and seed. */
    public ArenaFiles.Replay replay(long dynastyId, long boutId) {
        AnnouncedBout b = bout(dynastyId, boutId);
        if (b.status() != BoutStatus.FOUGHT) {
            throw new Refusal(BOUTS, "The Bout " + b.title() + " has not been fought.");
        }
        Catalogue catalogue = workshop.rules(dynastyId).catalogue();
        BoutResult result = new BoutEngine(catalogue).run(b.firstEntrant(), b.secondEntrant(), b.configuration(),
                b.boutSeed());
        return ArenaFiles.Replay.of(b.firstEntrant(), b.secondEntrant(), b.configuration(), b.boutSeed(), result);
    }

    /** Who may be declared to forfeit a pending Bout, and from when. */
    public record Forfeit(long boutId, long winnerId, String winner, long loserId, String loser, Instant from) {
        public boolean due(Instant now) {
            return !now.isBefore(from);
        }
    }

    /**
     * "If, at any point during a Bout, one of the participating Operators has had their Readiness set to Set for the
     * last 48 hours and the other has not changed their Readiness from Staging since the Announcement Post for that
     * Bout, then the Operator whose Readiness is Staging forfeits the match and the other Operator is the Winner for
     * that Bout." Empty unless one is Set and the other still Staging; {@code from} may be in the future.
     */
    public Optional<Forfeit> forfeit(long dynastyId, long boutId) {
        return transactor.inTransaction(() -> forfeitOf(boutOf(dynastyId, boutId)));
    }

    private Optional<Forfeit> forfeitOf(AnnouncedBout b) {
        if (!b.pending()) {
            return Optional.empty();
        }
        Loadout first = workshop.loadout(b.dynastyId(), b.firstPlayerId());
        Loadout second = workshop.loadout(b.dynastyId(), b.secondPlayerId());
        if (first.readiness() == Readiness.SET && stagingSinceAnnouncement(second, b)) {
            return Optional.of(new Forfeit(b.id(), b.firstPlayerId(), b.firstOperator(), b.secondPlayerId(),
                    b.secondOperator(), first.readinessSince().plus(FORFEIT_WAIT)));
        }
        if (second.readiness() == Readiness.SET && stagingSinceAnnouncement(first, b)) {
            return Optional.of(new Forfeit(b.id(), b.secondPlayerId(), b.secondOperator(), b.firstPlayerId(),
                    b.firstOperator(), second.readinessSince().plus(FORFEIT_WAIT)));
        }
        return Optional.empty();
    }

    private static boolean stagingSinceAnnouncement(Loadout l, AnnouncedBout b) {
        return l.readiness() == Readiness.STAGING && !l.readinessSince().isAfter(b.announcedAt());
    }

    /**
     * Declares the Staging Operator's forfeit once it is due: the Set Operator is the Winner, and the Bout is settled
     * as one that ended (ruling: no Bout was fought, so the Bots keep their Conditions; the awards, Readiness to
     * Workshop and the Red Mist clause apply as for any concluded Bout; the House Bot drawn is not an Opponent).
     */
    public AnnouncedBout declareForfeit(long dynastyId, String actor, long boutId) {
        AnnouncedBout shown = bout(dynastyId, boutId);
        return log.perform(dynastyId, actor, "bouts.forfeit", "Declared a forfeit in the Bout " + shown.title(),
                changes -> {
                    AnnouncedBout b = boutOf(dynastyId, boutId);
                    Forfeit f = forfeitOf(b).orElseThrow(() -> new Refusal(BOUTS, "A forfeit needs one participating "
                            + "Operator Set and the other still Staging since the Announcement Post for that Bout; "
                            + "in " + b.title() + " that is not so."));
                    Instant now = clock.now();
                    if (!f.due(now)) {
                        throw new Refusal(BOUTS, "The Operator whose Readiness is Staging forfeits once the other has "
                                + "had their Readiness set to Set for the last 48 hours; " + f.loser()
                                + " may be declared forfeit from " + UtcCalendar.format(f.from()) + ".");
                    }
                    Loadout first = workshop.loadout(dynastyId, b.firstPlayerId());
                    Loadout second = workshop.loadout(dynastyId, b.secondPlayerId());
                    int winner = f.winnerId() == b.firstPlayerId() ? 0 : 1;
                    String why = f.loser() + " forfeits the match: still Staging while " + f.winner()
                            + " has been Set for 48 hours";
                    BoutResult result = new BoutResult(Ending.FORFEIT, winner,
                            winner == 0 ? first.bot().name() : second.bot().name(), false, why, 0, 0, false,
                            List.of(first.bot().name(), second.bot().name()), List.of(0, 0),
                            List.of(first.bot(), second.bot()), List.of());
                    boolean practice = isPractice(dynastyId);
                    arena.settleIn(changes, dynastyId, result, b.firstPlayerId(), b.secondPlayerId(), b.firstOperator(),
                            b.secondOperator(), practice, false);
                    AnnouncedBout after = b.resolved(BoutStatus.FORFEITED, now, f.winner(), "Forfeit: " + why, null,
                            null, practice);
                    return changes.update(bouts, b, after);
                });
    }

    // ------------------------------------------------------------------------------------ Taunt

    /** What a Taunt by one Operator of another may do now: which of the three conditions hold, and the top value. */
    public record TauntAllowance(boolean notRecently, boolean bothAtWorkshopOrReady, boolean sameUpcomingBout,
                                 int targetRedMist, int max) {
        public boolean allowed() {
            return notRecently || bothAtWorkshopOrReady || sameUpcomingBout;
        }

        public boolean bonus() {
            return notRecently && bothAtWorkshopOrReady && sameUpcomingBout;
        }
    }

    public TauntAllowance tauntAllowance(long dynastyId, long byPlayerId, long targetPlayerId) {
        return transactor.inTransaction(() -> allowance(dynastyId, byPlayerId, targetPlayerId));
    }

    private TauntAllowance allowance(long dynastyId, long by, long target) {
        Instant now = clock.now();
        Loadout me = workshop.loadout(dynastyId, by);
        Loadout them = workshop.loadout(dynastyId, target);
        boolean notRecently = taunts.findByDynasty(dynastyId).stream().noneMatch(t -> t.byPlayerId() == by
                && t.targetPlayerId() == target && t.at().isAfter(now.minus(TAUNT_MEMORY)));
        boolean calm = workshopOrReady(me) && workshopOrReady(them);
        boolean same = bouts.findByDynasty(dynastyId).stream().anyMatch(b -> b.pending() && b.involves(by)
                && b.involves(target)) && (me.readiness() == Readiness.STAGING || them.readiness() == Readiness.STAGING);
        boolean all = notRecently && calm && same;
        // "increase the Taunt Target's Red Mist to any value up to two higher than their own Red Mist"; "If all three
        // of the previous conditions are true, the operator taunting the Taunt target may add one the amount of red
        // mist given to the Taunt Target additionally."
        return new TauntAllowance(notRecently, calm, same, them.redMist(), me.redMist() + 2 + (all ? 1 : 0));
    }

    private static boolean workshopOrReady(Loadout l) {
        return l.readiness() == Readiness.WORKSHOP || l.readiness() == Readiness.READY;
    }

    /**
     * "An Operator may Taunt another Operator (the Taunt Target) at any time provided that any of the following are
     * true" (not Taunted in the past 48 hours; both Workshop or Ready; in the same upcoming Bout with one Staging):
     * the Target's Red Mist is increased to {@code value}, up to two higher than the taunter's own (three if all
     * three hold). "The rules Showboating and Taunt have no effect" in Tournament Mode.
     */
    public Loadout taunt(long dynastyId, String actor, long byPlayerId, long targetPlayerId, int value) {
        String summary = transactor.inTransaction(() -> operatorName(dynastyId, byPlayerId) + " taunted "
                + operatorName(dynastyId, targetPlayerId) + ": Red Mist " + value);
        return log.perform(dynastyId, actor, "bouts.taunt", summary, changes -> {
            if (workshop.rules(dynastyId).tournamentMode()) {
                throw new Refusal(TAUNT, "The rules Showboating and Taunt have no effect and are flavour text while "
                        + "the game is in Tournament Mode.");
            }
            if (byPlayerId == targetPlayerId) {
                throw new Refusal(TAUNT, "An Operator may Taunt another Operator, not themselves.");
            }
            String me = operatorName(dynastyId, byPlayerId);
            String them = operatorName(dynastyId, targetPlayerId);
            TauntAllowance a = allowance(dynastyId, byPlayerId, targetPlayerId);
            if (!a.allowed()) {
                throw new Refusal(TAUNT, "An Operator may Taunt another Operator provided that any of the following are "
                        + "true: they have not Taunted that Taunt target in the past 48 hours; both have their Readiness "
                        + "set to Workshop or Ready; they are Announced to be participants in the same upcoming Bout, "
                        + "and at least one of them has a Readiness of Staging. None is true for " + me + " and "
                        + them + ".");
            }
            if (value <= a.targetRedMist()) {
                throw new Refusal(TAUNT, "A Taunt increases the Taunt Target's Red Mist; " + them + "'s is already "
                        + a.targetRedMist() + ".");
            }
            if (value > a.max()) {
                throw new Refusal(TAUNT, "A Taunt increases the Taunt Target's Red Mist to any value up to two higher "
                        + "than their own Red Mist" + (a.bonus() ? " (plus one, as all three conditions are true)" : "")
                        + ": at most " + a.max() + " for " + me + ", not " + value + ".");
            }
            changes.insert(taunts, new Taunt(taunts.nextId(), dynastyId, byPlayerId, targetPlayerId, clock.now(),
                    a.targetRedMist(), value));
            return workshop.update(changes, dynastyId, targetPlayerId, l -> l.withRedMist(value));
        });
    }

    private String operatorName(long dynastyId, long playerId) {
        return workshop.operators(dynastyId).stream().filter(o -> o.playerId() == playerId).map(
                WorkshopService.Operator::name).findFirst().orElse("#" + playerId);
    }
}
