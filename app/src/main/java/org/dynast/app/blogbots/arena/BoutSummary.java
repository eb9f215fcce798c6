package org.dynast.app.blogbots.arena;

import java.util.List;
import org.dynast.model.blogbots.arena.ArenaFiles;
import org.dynast.model.blogbots.arena.ArenaFiles.BotFile;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEvent;

/** The summary post of a Bout, from its replay: who fought, where, how it ended, the Tallies and Conditions after. */
public final class BoutSummary {

    private BoutSummary() {
    }

    /**
     * The post for {@code replay}; {@code page} is the file name of its web page (published beside the replay), or
     * null when there is none.
     */
    public static String text(Replay replay, String page) {
        StringBuilder sb = new StringBuilder();
        List<BotFile> e = replay.entrants();
        sb.append("Bout: ").append(describe(e.get(0))).append(" v ").append(describe(e.get(1))).append("\n\n");
        sb.append("Configuration: ").append(replay.configuration().isStandard() ? "standard (spaces 1 to 19)"
                : String.join("; ", replay.variations())).append('\n');
        if (!replay.events().isEmpty()) {
            sb.append(replay.events().get(0).text()).append('\n');
        }
        ArenaFiles.Outcome o = replay.outcome();
        if (o != null) {
            sb.append('\n').append(o.ending()).append(" after ").append(o.turns()).append(" turns (").append(o.rounds())
                    .append(" rounds)").append(o.suddenDeath() ? ", in Sudden Death" : "").append(": ")
                    .append(o.winner()).append(" wins (").append(o.why()).append(")\n");
        }
        if (!replay.events().isEmpty()) {
            BoutEvent last = replay.events().get(replay.events().size() - 1);
            for (int i = 0; i < last.bots().size(); i++) {
                BotState s = last.bots().get(i);
                sb.append("  ").append(s.name()).append(": Engine ").append(s.engine()).append("%, Chassis ")
                        .append(s.chassis()).append('%');
                for (int k = 0; k < s.systems().size(); k++) {
                    sb.append(", System ").append(k + 1).append(' ').append(s.systems().get(k)).append('%');
                }
                if (o != null && i < o.tallies().size()) {
                    sb.append("; Tally ").append(o.tallies().get(i));
                }
                sb.append('\n');
            }
        }
        if (page != null) {
            sb.append("\nWatch the Bout in any browser: ").append(page)
                    .append(" (one page, nothing to install; it shows the result only at the end).\n");
        }
        sb.append("\nThe replay (player-safe: no Scripts) is attached; open it in Dynast to watch the Bout.\n");
        return sb.toString();
    }

    private static String describe(BotFile f) {
        return f.name() + (f.operator() == null ? "" : " (" + f.operator() + ")");
    }
}
