package org.dynast.model.store;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.Disposal;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.Source;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.tournament.Tournament;
import org.dynast.model.blogbots.tournament.TournamentService;
import org.dynast.model.matters.MatterKind;

/**
 * Ruleset 205's actions for {@link ExportImportRoundTripTest}: the Workshop (Scripts, Systems, engines, chassis,
 * repairs, Readiness, money), House Bots, announced Bouts run through the engine, forfeits and Taunts, and the
 * Tournament from Tournament Mode through the seed lists and the Bracket to its Bouts (after {@code tournamentFrom}
 * accepted actions: it holds every Readiness once it is under way).
 */
final class BlogBotsRandomActions {

    private static final List<String> SCRIPTS = List.of("move forward 1", "move forwards 2 times\nturn to face the "
            + "other way", "If the space in front of the Actor is occupied by an opponent, use Flipper\nmove backwards 1",
            "If the current turn number is odd, increase Token RAGE by 1 and move forwards 1 times", "block", "");

    private BlogBotsRandomActions() {
    }

    static void add(RandomActions x, int tournamentFrom) {
        BlogBots bots = BlogBots.in(x.store);
        WorkshopService ws = bots.workshop();
        Catalogue catalogue = Catalogue.shipped();
        long id = x.id;
        String a = x.actor;
        Supplier<Long> op = () -> x.pick(ws.operators(id)).playerId();
        // "changes to any of a Bot's physical hardware components may only be made when the Operator's Readiness is
        // Workshop": such an Operator mostly
        Supplier<Long> atWorkshop = () -> x.rnd.nextInt(4) == 0 ? op.get() : x.pick(ws.operators(id).stream()
                .filter(o -> o.loadout().readiness() == Readiness.WORKSHOP).toList()).playerId();
        Supplier<String> system = () -> x.pick(catalogue.systems()).name();
        // "An Operator's Money can not surpass ₩20,000": Operators at the cap (a new one starts there) are corrected
        // down first (each a correction of its own), or the weekly ₩3,000 would be refused for them all
        x.add("workshop.weeklyMoney", 2, () -> {
            for (WorkshopService.Operator o : ws.operators(id)) {
                if (o.loadout().money() > 17_000) {
                    int money = x.rnd.nextInt(15_001);
                    x.attempt("workshop.correct", () -> ws.correct(id, a, o.playerId(), "Money corrected",
                            l -> l.withMoney(money)));
                }
            }
            ws.weeklyMoney(id, a, op.get());
        });
        x.add("workshop.setScript", 3, () -> ws.setScript(id, a, op.get(), x.pick(SCRIPTS)));
        x.add("workshop.repair", 2, () -> ws.repair(id, a, op.get()));
        x.add("workshop.setReadiness", 8, () -> {
            WorkshopService.Operator o = x.pick(ws.operators(id));
            Readiness[] all = Readiness.values();
            Readiness now = o.loadout().readiness();
            ws.setReadiness(id, a, o.playerId(), x.rnd.nextInt(4) == 0 ? all[x.rnd.nextInt(all.length)]
                    : all[(now.ordinal() + 1) % all.length]);
        });
        x.add("workshop.addSystem", 2, () -> ws.addSystem(id, a, atWorkshop.get(), system.get(), condition(x),
                x.rnd.nextBoolean() ? Source.MONEY : Source.BIN, x.rnd.nextInt(4)));
        x.add("workshop.removeSystem", 1, () -> ws.removeSystem(id, a, atWorkshop.get(), x.rnd.nextInt(4),
                x.rnd.nextBoolean() ? Disposal.SELL : Disposal.BIN));
        x.add("workshop.moveSystem", 1, () -> ws.moveSystem(id, a, atWorkshop.get(), x.rnd.nextInt(3), x.rnd.nextInt(3)));
        x.add("workshop.replaceEngine", 2, () -> ws.replaceEngine(id, a, atWorkshop.get(),
                x.rnd.nextBoolean() ? Disposal.SELL : Disposal.BIN, x.pick(catalogue.engines()).name(), condition(x),
                x.rnd.nextBoolean() ? Source.MONEY : Source.BIN));
        x.add("workshop.replaceChassis", 2, () -> ws.replaceChassis(id, a, atWorkshop.get(),
                x.rnd.nextInt(3) == 0 ? Disposal.SELL : Disposal.BIN, x.pick(catalogue.chassis()).name(), condition(x),
                x.rnd.nextBoolean() ? Source.MONEY : Source.BIN));
        x.add("workshop.renameBot", 1, () -> ws.renameBot(id, a, op.get(), "Bot " + x.rnd.nextInt(1000)));
        // House Bots, Announcements, Bouts, Taunts
        x.add("bouts.createHouseBot", 1, () -> bots.bouts().createHouseBot(id, a, randomBot(x, catalogue),
                x.pick(SCRIPTS)));
        x.add("bouts.amendHouseBot", 1, () -> bots.bouts().amendHouseBot(id, a,
                x.pick(bots.bouts().houseBots(id)).id(), randomBot(x, catalogue), x.pick(SCRIPTS)));
        x.add("bouts.removeHouseBot", 1, () -> bots.bouts().removeHouseBot(id, a,
                x.pick(bots.bouts().houseBots(id)).id()));
        x.add("bouts.announce", 3, () -> bots.bouts().announce(id, a, 1 + x.rnd.nextInt(3)));
        x.add("bouts.run", 6, () -> {
            // the Operators of a pending Bout are set to Set first (each a Workshop action of its own)
            AnnouncedBout bout = x.pick(bots.bouts().bouts(id).stream().filter(AnnouncedBout::pending).toList());
            for (long player : List.of(bout.firstPlayerId(), bout.secondPlayerId())) {
                if (ws.loadout(id, player).readiness() == Readiness.STAGING) {
                    x.attempt("workshop.setReadiness", () -> ws.setReadiness(id, a, player, Readiness.SET));
                }
            }
            bots.bouts().run(id, a, bout.id());
        });
        // a forfeit: "one participating Operator Set and the other still Staging" 48 hours after the Announcement
        x.add("bouts.forfeit", 3, () -> {
            AnnouncedBout bout = x.pick(bots.bouts().bouts(id).stream().filter(AnnouncedBout::pending).toList());
            long set = x.rnd.nextBoolean() ? bout.firstPlayerId() : bout.secondPlayerId();
            if (ws.loadout(id, set).readiness() == Readiness.STAGING) {
                x.attempt("workshop.setReadiness", () -> ws.setReadiness(id, a, set, Readiness.SET));
            }
            x.clock.advance(Duration.ofHours(40 + x.rnd.nextInt(20)));
            bots.bouts().declareForfeit(id, a, bout.id());
        });
        x.add("bouts.taunt", 2, () -> {
            long by = op.get();
            long target = x.pick(ws.operators(id).stream().map(WorkshopService.Operator::playerId)
                    .filter(p -> p != by).toList());
            bots.bouts().taunt(id, a, by, target, x.rnd.nextInt(6));
        });
        x.add("bouts.requestSystems", 1, () -> bots.bouts().requestSystems(id, a, op.get(),
                x.rnd.nextBoolean() ? List.of() : List.of(system.get())));
        tournament(x, bots.tournament(), tournamentFrom);
    }

    private static void tournament(RandomActions x, TournamentService t, int from) {
        long id = x.id;
        String a = x.actor;
        x.later("tournament.setEligibleFrom", 1, from, () -> t.setEligibleFrom(id, a, x.clock.today()
                .plusDays(x.rnd.nextInt(3) - 1)));
        x.later("tournament.start", 3, from, () -> {
            // "If no Operator have had their readiness changed in the last 96 hours": the days pass
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(100)));
            t.start(id, a);
            // "the Announcer should post a Provisional Seed List": at once
            x.attempt("tournament.provisional", () -> t.postProvisional(id, a, seedOrder(x, t, false)));
        });
        x.later("tournament.provisional", 2, from, () -> t.postProvisional(id, a, seedOrder(x, t, false)));
        x.later("tournament.final", 3, from, () -> {
            x.clock.advance(Duration.ofHours(x.rnd.nextInt(80)));
            t.postFinal(id, a, seedOrder(x, t, x.rnd.nextInt(4) == 0));
        });
        x.later("tournament.bracket", 3, from, () -> t.postBracket(id, a));
        x.later("tournament.applyStep", 3, from, () -> t.applyStep(id, a));
        x.later("tournament.bringForward", 3, from, () -> {
            TournamentService.Step step = t.nextStep(id).orElseThrow(RandomActions.Skip::new);
            if (step.kind() != TournamentService.StepKind.STAGING && step.kind() != TournamentService.StepKind.SET
                    && x.rnd.nextInt(4) > 0) {
                throw new RandomActions.Skip(); // a Readiness deadline mostly, the only step brought forward
            }
            t.bringForward(id, a);
        });
        x.later("tournament.runBout", 6, from, () -> {
            String bout = bracketBout(x, t, false).id();
            t.runBout(id, a, bout);
            // "The Announcer is permitted to recalculate the results of that bout ... so long as less than 24 hours
            // have passed since the end of that bout"
            if (x.rnd.nextInt(3) == 0) {
                x.attempt("tournament.recalculate", () -> t.recalculate(id, a, bout));
            }
        });
        x.later("tournament.recalculate", 3, from, () -> t.recalculate(id, a, bracketBout(x, t, true).id()));
        x.later("tournament.pause", 1, from, () -> t.setPauseRequest(id, a, x.pick(x.store.matters().state(id)
                .matters().stream().filter(m -> m.kind() == MatterKind.CFJ).toList()).id(), x.rnd.nextInt(4) == 0));
    }

    private static int condition(RandomActions x) {
        return x.rnd.nextInt(12) == 0 ? 101 : x.rnd.nextInt(101);
    }

    private static Bot randomBot(RandomActions x, Catalogue catalogue) {
        EngineType engine = x.pick(catalogue.engines());
        ChassisModel chassis = x.pick(catalogue.chassis());
        List<Part> systems = new ArrayList<>();
        for (int i = 1 + x.rnd.nextInt(2); i > 0; i--) { // "at least one system"
            SystemType s = x.pick(catalogue.systems());
            systems.add(Part.system(s.name(), x.rnd.nextInt(101)));
        }
        return new Bot("House " + x.rnd.nextInt(100), Part.engine(engine.name(), x.rnd.nextInt(101)),
                Part.chassis(chassis.name(), x.rnd.nextInt(101)), systems);
    }

    private static List<Long> seedOrder(RandomActions x, TournamentService t, boolean shuffled) {
        List<Long> order = new ArrayList<>(t.seedOrder(x.id).stream().map(Tournament.Seed::playerId).toList());
        if (shuffled) {
            Collections.shuffle(order, x.rnd);
        }
        return order;
    }

    private static Tournament.Bout bracketBout(RandomActions x, TournamentService t, boolean fought) {
        Tournament.Bracket bracket = t.tournament(x.id).bracket();
        if (bracket == null) {
            throw new RandomActions.Skip();
        }
        return x.pick(bracket.tiers().stream().flatMap(b -> b.bouts().stream())
                .filter(b -> fought ? b.fought() : b.placed() && !b.fought()).toList());
    }
}
