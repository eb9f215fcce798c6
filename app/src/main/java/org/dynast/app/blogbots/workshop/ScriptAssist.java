package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.app.blogbots.workshop.WorkshopViewModel.Completion;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.script.Diagnostic;
import org.dynast.model.blogbots.bots.script.ScriptReport;

/**
 * The Script editor's helpers, split from {@link WorkshopViewModel}: completions of Trigger and Reaction forms,
 * the read-back of each line, the summary and diagnostics as shown, and a diagnostic's place in the text.
 */
public final class ScriptAssist {

    private ScriptAssist() {
    }

    /** See {@link WorkshopViewModel#completions(String)}; {@code namesInPlay} as the Workshop's snapshot holds them. */
    static List<Completion> completions(Bot bot, List<String> namesInPlay, Catalogue catalogue, String linePrefix) {
        boolean advanced = bot.hasSystem("Advanced Logic Module");
        List<String> systems = bot.systems().stream().map(Part::name).distinct().toList();
        // "Y is the name of a single Opponent": the other Bots and House Bots of the dynasty, as they are written
        List<String> opponents = namesInPlay.stream().filter(n -> !n.equalsIgnoreCase(bot.name())).toList();
        int comma = linePrefix.lastIndexOf(',');
        boolean reaction = linePrefix.stripLeading().toLowerCase(Locale.ROOT).startsWith("if") && comma >= 0;
        String fragment = reaction ? linePrefix.substring(comma + 1).stripLeading() : linePrefix.stripLeading();
        List<String> forms = new ArrayList<>();
        if (reaction) {
            forms.addAll(List.of("move forwards 1 times", "move backwards 1 times", "turn to face the other way",
                    "evade", "block", "bypass forwards 2 times", "bypass backwards 2 times"));
            for (String sys : systems) {
                forms.add("use the following System: " + sys);
                forms.add("use the following System on the second closest Opponent: " + sys);
                forms.add("then Use system " + sys + " the bot that inflicted Flipped status");
            }
            forms.add("then Move 2 spaces away from the bot that inflicted Scorched status");
            if (advanced) {
                forms.add("increase Token A by 1 and ");
                forms.add("decrease Token A by 1 and ");
                forms.add("then move 2 times towards opponent ");
                opponents.forEach(n -> forms.add("then move 2 times towards opponent " + n));
            }
        } else {
            forms.addAll(List.of("If the 1 space in front of the Actor are empty, ",
                    "If the 2 spaces behind the Actor are empty, ",
                    "If the space in front of the Actor are occupied by an Opponent, ",
                    "If any of the 3 spaces in front of the Actor are occupied by an Opponent, ",
                    "If the space behind the Actor are occupied by a House Bot, ",
                    "If the space in front of the Actor are occupied by a Bot that is not a House Bot, ",
                    "If the Actor has Flipped, ", "If the Actor does not have Scorched, ",
                    "If the first closest Opponent has Loose, ", "If the first closest Opponent is evading, ",
                    "If the current turn is 1, ", "If the current round is 3 or more, ",
                    "If the current turn number is odd, ", "If the Actor is in the space numbered 10 or higher, ",
                    "If the Actor is in the space lettered A or later, "));
            for (String sys : catalogue.systems().stream().map(SystemType::name).toList()) {
                forms.add("If the first closest Opponent has " + sys + ", ");
            }
            if (advanced) {
                forms.addAll(List.of("If the value of Token A is greater than 0, ",
                        "If the Actor's chassis has a Condition that is less than 50%, ",
                        "If line #1 of this script was the trigger that took effect in the Actor's most recent round "
                                + "preceding this one, ",
                        "If on the Opponent's last turn they uses system Axe, "));
                opponents.forEach(n -> forms.add("If " + n + "'s chassis has a Condition that is less than 50%, "));
            }
        }
        String typed = fragment.toLowerCase(Locale.ROOT);
        return forms.stream().filter(f -> f.toLowerCase(Locale.ROOT).startsWith(typed))
                .map(f -> new Completion(fragment.length(), f)).toList();
    }

    public static List<String> readBack(String text, ScriptReport report, Messages messages) {
        List<String> lines = new ArrayList<>();
        String[] rows = text.split("\\R", -1);
        for (int i = 0; i < rows.length; i++) {
            if (rows[i].isBlank()) {
                continue;
            }
            int textLine = i + 1;
            Optional<ScriptReport.Checked> c = report.lineAt(textLine);
            if (c.isPresent()) {
                lines.add(messages.get(c.get().resolvable() ? "workshop.readBack.line" : "workshop.readBack.unresolvable",
                        textLine, c.get().line().entry(), c.get().line().wording()));
            } else {
                lines.add(messages.get("workshop.readBack.ignored", textLine));
            }
        }
        return lines;
    }

    public static String summary(ScriptReport report, Messages messages) {
        return messages.get("workshop.script.summary", report.effectiveLines().size(), report.limit(),
                report.errors(), report.warnings());
    }

    public static String describe(Diagnostic d) {
        String mark = switch (d.severity()) {
            case ERROR -> "\u2716";
            case WARNING -> "\u26a0";
            case INFO -> "\u2139";
        };
        return mark + " " + d.line() + ":" + d.column() + "  " + d.message();
    }

    public static int offsetOf(String text, String diagnostic) {
        Matcher m = Pattern.compile("^\\S+ (\\d+):(\\d+)").matcher(diagnostic);
        if (!m.find()) {
            return -1;
        }
        int line = Integer.parseInt(m.group(1));
        int column = Integer.parseInt(m.group(2));
        int offset = 0;
        String[] rows = text.split("\\n", -1);
        for (int i = 0; i < Math.min(line - 1, rows.length); i++) {
            offset += rows[i].length() + 1;
        }
        return Math.min(text.length(), offset + column - 1);
    }
}
