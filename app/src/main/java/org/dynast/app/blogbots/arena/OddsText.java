package org.dynast.app.blogbots.arena;

import java.util.Locale;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.arena.Odds;

/** The Arena's Odds… result in words: each Bot's share of wins with its 95% interval, and the tie-breaks. */
final class OddsText {

    private OddsText() {
    }

    static String of(Messages messages, Odds.Tally t, String first, String second, boolean cancelled) {
        double[] a = Odds.wilson(t.firstWins(), t.bouts());
        double[] b = Odds.wilson(t.secondWins(), t.bouts());
        return messages.get("arena.odds.result", t.bouts(), first, percent(t.firstWins(), t.bouts()), percent(a[0]),
                percent(a[1]), second, percent(t.secondWins(), t.bouts()), percent(b[0]), percent(b[1]),
                percent(t.tieBreaks(), t.bouts())) + (cancelled ? " " + messages.get("arena.odds.partial") : "");
    }

    private static String percent(int part, int whole) {
        return percent(whole == 0 ? 0 : (double) part / whole);
    }

    private static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * fraction);
    }
}
