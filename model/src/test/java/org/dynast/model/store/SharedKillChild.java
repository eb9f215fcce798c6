package org.dynast.model.store;

import java.util.List;
import java.util.SplittableRandom;
import org.dynast.model.Refusal;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ManualGameClock;

/**
 * A console on a shared dynasty for {@link SharedDynastyKillTest}: opens the PostgreSQL database named by its first
 * argument and takes random actions in the Bots dynasty forever — Votes, Proposals, players joining the roster and
 * Scripts set in the Workshop (a module action) — until it is killed. Before each action it prints
 * {@code begin <action>} (as {@link #take} reads it back), and after it {@code done} once committed or
 * {@code refused} if the rules refused it (nothing changed); so a kill between the two lines came mid-action.
 */
public final class SharedKillChild {

    /** The Scripts the Workshop action sets, by index. */
    static final List<String> SCRIPTS = List.of("move forward 1", "block", "move forwards 2 times", "");
    /** The one time every console of the trials acts at, so the replay's log and state are the same. */
    static final String AT = "2026-11-20T12:00:00Z";
    static final String ACTOR = "Ferrous";

    private SharedKillChild() {
    }

    public static void main(String[] args) {
        String url = args[0];
        String trial = args[1];
        SplittableRandom rnd = new SplittableRandom(Long.parseLong(args[2]));
        try (GameStore store = GameStore.onServer(url, ManualGameClock.at(AT), null, DynastyModules.installed())) {
            Dynasty bots = store.dynasties().all().getFirst();
            System.out.println("open");
            System.out.flush();
            for (int n = 0; ; n++) {
                String action = next(store, bots.id(), trial + "-" + n, rnd);
                System.out.println("begin " + action);
                System.out.flush();
                try {
                    take(store, bots.id(), action);
                    System.out.println("done");
                } catch (Refusal r) {
                    System.out.println("refused");
                }
                System.out.flush();
            }
        }
    }

    /** A random action, as a line: {@code vote|title|voter|FOR}, {@code post|title|proposer}, … */
    private static String next(GameStore store, long id, String tag, SplittableRandom rnd) {
        List<String> active = store.roster().roster(id).active().stream().map(Player::name).toList();
        String who = active.get(rnd.nextInt(active.size()));
        int roll = rnd.nextInt(10);
        if (roll < 5) {
            List<String> pending = store.matters().state(id).matters().stream()
                    .filter(m -> m.kind() == MatterKind.PROPOSAL && m.pending()).map(VotableMatter::title).toList();
            if (!pending.isEmpty()) {
                return "vote|" + pending.get(rnd.nextInt(pending.size())) + "|" + who + "|"
                        + (rnd.nextBoolean() ? "FOR" : "AGAINST");
            }
        }
        if (roll < 7) {
            return "post|[Core] Shared trial " + tag + "|" + who;
        }
        if (roll < 8) {
            return "join|Joiner-" + tag;
        }
        List<WorkshopService.Operator> operators = BlogBots.in(store).workshop().operators(id);
        return "script|" + operators.get(rnd.nextInt(operators.size())).name() + "|" + rnd.nextInt(SCRIPTS.size());
    }

    /** Takes the action {@code line} names in dynasty {@code id} of {@code store}, as {@link #ACTOR}. */
    static void take(GameStore store, long id, String line) {
        String[] p = line.split("\\|");
        var roster = store.roster().roster(id);
        switch (p[0]) {
            case "vote" -> {
                VotableMatter m = store.matters().state(id).matters().stream().filter(x -> x.title().equals(p[1]))
                        .findFirst().orElseThrow();
                store.matters().vote(id, ACTOR, m.id(), roster.byName(p[2]).orElseThrow().id(),
                        org.dynast.model.matters.VoteIcon.valueOf(p[3]), null);
            }
            case "post" -> store.matters().post(id, ACTOR, MatterKind.PROPOSAL, p[1],
                    roster.byName(p[2]).orElseThrow().id(), null, "Taken by a console that was then killed.");
            case "join" -> store.roster().addPlayer(id, ACTOR, p[1], false, null);
            case "script" -> BlogBots.in(store).workshop().setScript(id, ACTOR,
                    roster.byName(p[1]).orElseThrow().id(), SCRIPTS.get(Integer.parseInt(p[2])));
            default -> throw new IllegalArgumentException(line);
        }
    }
}
