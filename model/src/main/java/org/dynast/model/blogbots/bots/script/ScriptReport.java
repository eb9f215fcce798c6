package org.dynast.model.blogbots.bots.script;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.Diagnostic.Severity;

/**
 * A Script read for one Bot: the lines within the Script's limit with whether each is Resolvable,
 * and every diagnostic, sorted by line and column. The arena runs {@link #effectiveLines()}.
 *
 * <ul>
 *   <li>"a list of up to ten Triggers"; an Advanced Logic Module: "The Script of a bot with this system
 *   may be a list of up to 25 Triggers".</li>
 *   <li>"The Script of a Defunct Bot is always considered to be blank."</li>
 *   <li>"All otherwise-legal Reactions are Resolvable, except if that Reaction: attempts to use a System
 *   the Actor has and the System's Effect is “No effect.”; is marked Advanced (or has its Trigger marked
 *   as Advanced), but the Actor has no Advanced Logic Module with a Condition of greater than 0%".</li>
 * </ul>
 */
public record ScriptReport(List<Checked> lines, List<Diagnostic> diagnostics, int limit, boolean defunct) {

    public static final int LIMIT = 10;
    public static final int ADVANCED_LIMIT = 25;

    /** One line as it will run: Resolvable or not, and why not. */
    public record Checked(ScriptLine line, boolean resolvable, String why) {
    }

    public ScriptReport {
        lines = List.copyOf(lines);
        diagnostics = List.copyOf(diagnostics);
    }

    /** The lines the arena runs: none for a Defunct Bot. */
    public List<Checked> effectiveLines() {
        return defunct ? List.of() : lines;
    }

    public long errors() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.ERROR).count();
    }

    public long warnings() {
        return diagnostics.stream().filter(d -> d.severity() == Severity.WARNING).count();
    }

    /** The diagnostics of one text line. */
    public List<Diagnostic> on(int textLine) {
        return diagnostics.stream().filter(d -> d.line() == textLine).toList();
    }

    public Optional<Checked> lineAt(int textLine) {
        return lines.stream().filter(c -> c.line().textLine() == textLine).findFirst();
    }

    /** Reads {@code text} as {@code bot}'s Script. */
    public static ScriptReport read(String text, Bot bot, Catalogue catalogue) {
        return read(text, bot, catalogue, new BotScriptParser(catalogue));
    }

    /**
     * Reads {@code text} as {@code bot}'s Script knowing the names of the Bots in play ({@code names}, see
     * {@link BotScriptParser#parse(String, Collection)}; null when not known).
     */
    public static ScriptReport read(String text, Bot bot, Catalogue catalogue, Collection<String> names) {
        return read(text, bot, catalogue, new BotScriptParser(catalogue), names);
    }

    /** Reads {@code text} as {@code bot}'s Script with a parser built once for {@code catalogue} (for many reads). */
    public static ScriptReport read(String text, Bot bot, Catalogue catalogue, BotScriptParser parser) {
        return read(text, bot, catalogue, parser, null);
    }

    /** As {@link #read(String, Bot, Catalogue, BotScriptParser)}, knowing the names of the Bots in play (or null). */
    public static ScriptReport read(String text, Bot bot, Catalogue catalogue, BotScriptParser parser,
                                    Collection<String> names) {
        BotScriptParser.Parsed parsed = parser.parse(text, names);
        List<Diagnostic> diagnostics = new ArrayList<>(parsed.diagnostics());
        boolean hasModule = bot.hasSystem("Advanced Logic Module");
        boolean advanced = BotFigures.advancedLogic(bot);
        int limit = hasModule ? ADVANCED_LIMIT : LIMIT;
        boolean defunct = BotFigures.of(bot, catalogue).defunct();
        List<Checked> checked = new ArrayList<>();
        for (ScriptLine line : parsed.lines()) {
            if (line.entry() > limit) {
                diagnostics.add(new Diagnostic(Severity.ERROR, line.textLine(), 1, "A Script is a list of up to "
                        + (hasModule ? "25 Triggers with an Advanced Logic Module" : "ten Triggers (25 with an "
                        + "Advanced Logic Module)") + "; this is Trigger " + line.entry() + ", so it is ignored.", null));
                continue;
            }
            String why = null;
            if (line.advanced() && !advanced) {
                why = "it is Advanced, and the Bot has no Advanced Logic Module with a Condition of greater than 0%";
            } else {
                why = systemProblem(line.reaction(), bot, catalogue);
            }
            if (why == null && namesTheActor(line.reaction(), bot.name())) {
                why = "it moves towards " + bot.name() + ", the Actor itself, and Y is the name of a single Opponent";
            }
            if (line.trigger() instanceof Trigger.Both both ? selfTest(both.first(), bot) || selfTest(both.second(), bot)
                    : selfTest(line.trigger(), bot)) {
                diagnostics.add(new Diagnostic(Severity.WARNING, line.textLine(), 1, bot.name() + " is the Actor itself, "
                        + "and Y is the name of a single Opponent, so this Trigger is never true.", null));
            }
            if (why == null && line.trigger() instanceof Trigger.LineTookEffect t && t.line() > parsed.lines().size()) {
                diagnostics.add(new Diagnostic(Severity.WARNING, line.textLine(), 1, "This Script has no line #"
                        + t.line() + ", so this Trigger is never true.", null));
            }
            if (why == null) {
                passiveUse(line.reaction(), catalogue).ifPresent(n -> diagnostics.add(new Diagnostic(Severity.INFO,
                        line.textLine(), 1, n + " is Passive: \"it has no effect when used\", yet this line ends the "
                        + "run of the Script when its Trigger is true.", null)));
            }
            if (why != null) {
                diagnostics.add(new Diagnostic(Severity.WARNING, line.textLine(), 1, "Not Resolvable: " + why + ".",
                        null));
            }
            checked.add(new Checked(line, why == null, why));
        }
        if (defunct && !checked.isEmpty()) {
            BotFigures f = BotFigures.of(bot, catalogue);
            diagnostics.add(new Diagnostic(Severity.INFO, checked.get(0).line().textLine(), 1, "The Bot is Defunct ("
                    + f.consumption() + " > " + f.effectivePowerOutput() + "): the Script of a Defunct Bot is always "
                    + "considered to be blank.", null));
        }
        diagnostics.sort(Comparator.comparingInt(Diagnostic::line).thenComparingInt(Diagnostic::column));
        return new ScriptReport(checked, diagnostics, limit, defunct);
    }

    /** "... then move X times towards opponent Y" naming the Actor's own Bot. */
    private static boolean namesTheActor(Reaction reaction, String self) {
        if (reaction instanceof Reaction.Both both) {
            return namesTheActor(both.first(), self) || namesTheActor(both.second(), self);
        }
        return reaction instanceof Reaction.MoveTowardsOpponent m && m.opponent().equalsIgnoreCase(self.strip());
    }

    /** "If [the Actor's / Y's] ... has a Condition ..." with Y the Actor's own Bot. */
    private static boolean selfTest(Trigger trigger, Bot bot) {
        return trigger instanceof Trigger.ConditionTest c && c.opponent() != null
                && c.opponent().equalsIgnoreCase(bot.name().strip());
    }

    private static Optional<String> passiveUse(Reaction reaction, Catalogue catalogue) {
        if (reaction instanceof Reaction.Both both) {
            return passiveUse(both.first(), catalogue).or(() -> passiveUse(both.second(), catalogue));
        }
        String name = reaction instanceof Reaction.UseSystem u ? u.system()
                : reaction instanceof Reaction.UseOnInflicter u ? u.system() : null;
        return Optional.ofNullable(name).flatMap(catalogue::system).filter(SystemType::passive).map(SystemType::name);
    }

    private static String systemProblem(Reaction reaction, Bot bot, Catalogue catalogue) {
        if (reaction instanceof Reaction.Both both) {
            String first = systemProblem(both.first(), bot, catalogue);
            return first != null ? first : systemProblem(both.second(), bot, catalogue);
        }
        String name = reaction instanceof Reaction.UseSystem u ? u.system()
                : reaction instanceof Reaction.UseOnInflicter u ? u.system() : null;
        if (name == null) {
            return null;
        }
        Optional<Part> part = bot.systems().stream().filter(s -> s.name().equalsIgnoreCase(name)).findFirst();
        if (part.isEmpty()) {
            return "the Actor has no " + name + " (a Reaction uses \"a System that the Actor has\")";
        }
        Optional<SystemType> type = catalogue.system(name);
        if (part.get().condition() == 0) {
            return name + " has a Condition of 0%, so its Effect is considered to be \"No effect.\"";
        }
        if (type.isPresent() && type.get().noEffect()) {
            return name + "'s Effect is \"No effect.\"";
        }
        return null;
    }
}
