package org.dynast.app.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.dice.DiceRoller;
import org.dynast.model.dice.DiceRules;
import org.dynast.model.dice.RollResult;

/**
 * {@code dynast roll EXPR [--seed=N]}: rolls a Dice Roller expression and prints the result with its
 * seed, without opening a dynasty file. With {@code --seed} it draws that roll again exactly, which
 * is how anyone can check a roll from its logged seed.
 */
final class RollCommand implements Command {

    @Override
    public String name() {
        return "roll";
    }

    @Override
    public String usage() {
        return "EXPR [--seed=N]  roll DICE6, 3DICE6, FRUIT, COLOUR, CARD or {x,y}; --seed draws a logged roll again";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Long seed = null;
        List<String> words = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("--seed=")) {
                try {
                    seed = Long.parseLong(arg.substring("--seed=".length()).strip());
                } catch (NumberFormatException e) {
                    err.println("dynast roll: the seed must be a whole number, as in --seed=42; got '"
                            + arg.substring("--seed=".length()) + "'.");
                    return 2;
                }
            } else if (arg.startsWith("--")) {
                err.println("dynast roll: no option '" + arg + "'. Usage: dynast roll " + usage());
                return 2;
            } else {
                words.add(arg);
            }
        }
        if (words.isEmpty()) {
            err.println("dynast roll: what to roll? Usage: dynast roll " + usage());
            return 2;
        }
        DiceRoller roller = DiceRoller.secure(DiceRules.DICE_ROLLER);
        String expression = String.join(" ", words);
        RollResult result;
        try {
            result = seed == null ? roller.roll(expression) : roller.roll(expression, seed);
        } catch (IllegalArgumentException | Refusal e) {
            err.println("dynast roll: " + e.getMessage());
            return 2;
        }
        out.println(result.line());
        out.println("seed " + result.seed() + " (" + result.generator() + "); dynast roll \"" + result.expression()
                + "\" --seed=" + result.seed() + " draws it again");
        return 0;
    }
}
