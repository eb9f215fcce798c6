package org.dynast.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Collectors;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.RulesetText;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * A ruleset named on the command line: a number names a ruleset that ships inside the app
 * ({@code 205}), anything else a file, found as {@link CommandFiles#find} finds it (a file whose name
 * is all digits is named with a folder, e.g. {@code ./205}).
 *
 * @param label what the command prints for it: the file's absolute path, or "shipped" and the shipped
 *              text's file name
 * @param text  the whole text
 * @param warning how the file's bytes were read, if the reader should know (e.g. "not UTF-8: read as
 *              Windows-1252"), already printed to {@code err} by {@link #resolve}
 */
record RulesetArgument(String label, String text, Optional<String> warning) {

    /** The numbers of the shipped rulesets, for a usage line: "217, 205, 190, 168". */
    static String shippedNumbers(DynastyModules modules) {
        return modules.shippedRulesets().stream().map(r -> String.valueOf(r.number())).collect(Collectors.joining(", "));
    }

    static RulesetArgument shipped(ShippedRuleset r) {
        return new RulesetArgument("shipped " + r.fileName(), r.text(), Optional.empty());
    }

    /** The ruleset {@code arg} names, or empty after telling {@code err} why there is none. */
    static Optional<RulesetArgument> resolve(String command, String arg, PrintStream err,
                                             DynastyModules modules) throws IOException {
        if (arg.matches("\\d{1,9}")) {
            Optional<ShippedRuleset> shipped = modules.shippedRuleset(Integer.parseInt(arg));
            if (shipped.isEmpty()) {
                err.println("dynast " + command + ": no shipped ruleset " + arg + " (shipped: " + shippedNumbers(modules)
                        + ")");
            }
            return shipped.map(RulesetArgument::shipped);
        }
        Optional<Path> file = CommandFiles.find(arg);
        if (file.isEmpty()) {
            err.println("dynast " + command + ": no file " + arg);
            return Optional.empty();
        }
        String label = file.get().toAbsolutePath().normalize().toString();
        RulesetText text;
        try {
            text = RulesetText.read(file.get());
        } catch (IllegalArgumentException e) {
            err.println("dynast " + command + ": " + e.getMessage());
            return Optional.empty();
        }
        text.warning().ifPresent(w -> err.println("dynast " + command + ": warning: " + label + ": " + w));
        return Optional.of(new RulesetArgument(label, text.text(), text.warning()));
    }
}
