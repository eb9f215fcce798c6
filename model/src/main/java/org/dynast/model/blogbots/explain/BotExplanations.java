package org.dynast.model.blogbots.explain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.dynast.model.blogbots.arena.BotState;
import org.dynast.model.blogbots.arena.BoutEngine;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.explain.Citation;
import org.dynast.model.explain.Explanation;
import org.dynast.model.ruleset.Ruleset;

/**
 * "Why?" on the BlogBots figures (Ruleset 205): a Bot's Shove Power and Defunct state, worked out from the same
 * {@link BotFigures} the Workshop shows, and a Bot's Tally in a Bout, added up from the Bout's own events. Each quotes
 * its sentence from the dynasty's ruleset where it has one.
 */
public final class BotExplanations {

    /** "... where Shove Power is Effective Power Output minus 50% of the consumption of the chassis and every system". */
    static final String SHOVE = "The Shove Power of the actor and opponent is calculated, where Shove Power is Effective "
            + "Power Output minus 50% of the consumption of the chassis and every system on the bot.";
    static final String DEFUNCT = "If a Bot has Systems and a Chassis whose combined Consumption exceeds its Engine’s "
            + "Effective Power Output, the Bot is considered to be Defunct.";
    static final String TALLY = "Whenever an action by a Bot in a Bout causes the Condition of another Bot’s Engine, "
            + "Chassis or System to be reduced by any means other than Scratch Damage, the Tally of the Bot that took "
            + "the action, for that Bout, increases by the same amount.";

    /** "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by at least 10% ...". */
    static final String DOMINATION = "If, after sixty turns, one Bot has a Tally that is higher than its Opponent by "
            + "at least 10% then that Bot is the Winner.";

    private BotExplanations() {
    }

    public static Explanation shovePower(Bot bot, Catalogue catalogue, Ruleset ruleset) {
        BotFigures f = BotFigures.of(bot, catalogue);
        List<String> lines = new ArrayList<>(power(bot, catalogue, f));
        lines.addAll(consumption(bot, catalogue, f));
        int half = f.consumption() / 2;
        boolean exact = f.consumption() % 2 == 0;
        lines.add("Shove Power = " + f.effectivePowerOutput() + " − 50% of " + f.consumption() + " = "
                + f.effectivePowerOutput() + " − " + (exact ? Integer.toString(half) : half + ".5") + " = "
                + f.shovePower() + (exact ? "" : " (rounded towards 0)"));
        return new Explanation("Shove Power of " + bot.name(), Integer.toString(f.shovePower()), lines,
                Citation.of(ruleset, "When Push Comes to Shove", SHOVE, "where Shove Power is"));
    }

    public static Explanation defunct(Bot bot, Catalogue catalogue, Ruleset ruleset) {
        BotFigures f = BotFigures.of(bot, catalogue);
        List<String> lines = new ArrayList<>(power(bot, catalogue, f));
        lines.addAll(consumption(bot, catalogue, f));
        lines.add(f.consumption() + (f.defunct() ? " > " : " ≤ ") + f.effectivePowerOutput() + ": the combined "
                + "Consumption " + (f.defunct() ? "exceeds" : "does not exceed") + " the Engine’s Effective Power Output");
        return new Explanation(bot.name() + " Defunct?", f.defunct() ? "Defunct" : "Not Defunct", lines,
                Citation.of(ruleset, "Bot Loadout", DEFUNCT, "considered to be Defunct"));
    }

    private static List<String> power(Bot bot, Catalogue catalogue, BotFigures f) {
        int output = catalogue.engine(bot.engine().name()).map(EngineType::powerOutput).orElse(0);
        List<String> lines = new ArrayList<>();
        String condition = f.engineCondition() == bot.engine().condition() ? f.engineCondition() + "%"
                : f.engineCondition() + "% (" + bot.engine().condition() + "% + 25% of the Back-up Battery's, at most "
                + "100%)";
        lines.add("Engine " + bot.engine().name() + ": Power Output " + output + " at Condition " + condition
                + " = Effective Power Output " + f.effectivePowerOutput() + " (rounded down)");
        return lines;
    }

    private static List<String> consumption(Bot bot, Catalogue catalogue, BotFigures f) {
        List<String> parts = new ArrayList<>();
        parts.add(bot.chassis().name() + " " + catalogue.chassis(bot.chassis().name()).map(ChassisModel::consumption)
                .orElse(0));
        for (Part s : bot.systems()) {
            parts.add(s.name() + " " + catalogue.system(s.name()).map(SystemType::consumption).orElse(0));
        }
        return List.of("Consumption = " + String.join(" + ", parts) + " = " + f.consumption());
    }

    /**
     * A Bot's Tally after event {@code upTo} of a Bout: each event that raised it, and the sum, from the Bout's own
     * events ("starts the Bout at zero", or at the Tally a Bout Setup gave it).
     */
    public static Explanation tally(List<BoutEvent> events, int upTo, String bot, Ruleset ruleset) {
        List<String> lines = new ArrayList<>();
        Map<String, Integer> last = new HashMap<>();
        Integer start = null;
        int value = 0;
        for (int i = 0; i <= upTo && i < events.size(); i++) {
            BoutEvent e = events.get(i);
            for (BotState s : e.bots()) {
                if (!s.name().equals(bot)) {
                    continue;
                }
                if (start == null) {
                    start = s.tally();
                    lines.add("Starts the Bout at " + start);
                } else if (s.tally() != last.getOrDefault(bot, start)) {
                    int delta = s.tally() - last.getOrDefault(bot, start);
                    lines.add("Turn " + e.turn() + ": " + (delta > 0 ? "+" : "") + delta + " — " + e.text());
                }
                last.put(bot, s.tally());
                value = s.tally();
            }
        }
        if (start == null) {
            lines.add("Starts the Bout at 0");
        }
        lines.add("Tally = " + value);
        return new Explanation("Tally of " + bot, Integer.toString(value), lines,
                Citation.of(ruleset, "Bouts", TALLY, "the Tally of the Bot that took the action"));
    }

    /**
     * Both Bots' Tallies after event {@code upTo} of a Bout, each added up from the Bout's events as {@link #tally}
     * does, and how they stand against the Domination rule ("higher than its Opponent by at least 10%", which decides
     * the Bout after sixty turns).
     */
    public static Explanation tallies(List<BoutEvent> events, int upTo, Ruleset ruleset) {
        List<String> names = events.isEmpty() ? List.of()
                : events.get(0).bots().stream().map(BotState::name).toList();
        List<String> lines = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        Citation citation = null;
        for (String name : names) {
            Explanation one = tally(events, upTo, name, ruleset);
            lines.add(name + ":");
            one.arithmetic().forEach(l -> lines.add("    " + l));
            values.add(Integer.parseInt(one.value()));
            citation = one.citation();
        }
        int last = events.isEmpty() ? 0 : events.get(Math.max(0, Math.min(upTo, events.size() - 1))).turn();
        if (values.size() == 2) {
            boolean over = upTo >= events.size() - 1;
            lines.add(standing(names.get(0), values.get(0), names.get(1), values.get(1), last, over));
            citation = last >= BoutEngine.DOMINATION_TURNS
                    ? Citation.of(ruleset, "Bouts", DOMINATION, "after sixty turns, one Bot has a Tally")
                    : citation;
        }
        StringBuilder value = new StringBuilder();
        for (int i = 0; i < names.size(); i++) {
            value.append(i == 0 ? "" : " · ").append(names.get(i)).append(' ').append(values.get(i));
        }
        return new Explanation("Tallies after turn " + last, value.toString(), lines, citation == null
                ? Citation.of(ruleset, "Bouts", TALLY, "the Tally of the Bot that took the action") : citation);
    }

    /** How two Tallies stand against "higher than its Opponent by at least 10%", in plain words. */
    private static String standing(String a, int ta, String b, int tb, int turn, boolean over) {
        int sixty = BoutEngine.DOMINATION_TURNS;
        String when = turn >= sixty ? "after " + turn + " turns"
                : over ? "at the end, turn " + turn + " (it ended before " + sixty + " turns: the Tallies did not "
                + "decide it)"
                : "at turn " + turn + " (Domination is decided after " + sixty + " turns)";
        if (ta == tb) {
            return "Level at " + ta + " " + when + ": neither is ahead";
        }
        String hi = ta > tb ? a : b;
        String lo = ta > tb ? b : a;
        int high = Math.max(ta, tb);
        int low = Math.min(ta, tb);
        boolean dominates = BoutEngine.dominates(high, low);
        String needed = low == 0 ? "any Tally above 0" : "110% of " + low + " = " + (low * 11 % 10 == 0
                ? Integer.toString(low * 11 / 10) : String.format(Locale.ROOT, "%.1f", low * 1.1));
        return hi + " " + high + " vs " + lo + " " + low + " " + when + ": " + hi + " is "
                + (dominates ? "" : "not ") + "at least 10% higher (" + needed + ")";
    }
}
