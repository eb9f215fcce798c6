package org.dynast.app.cli;

import org.dynast.app.module.Command;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.dice.DiceRoller;
import org.dynast.model.dice.DiceRules;
import org.dynast.model.dice.RollResult;
import picocli.CommandLine;

/**
 * {@code dynast roll EXPR [--seed=N]}: rolls a Dice Roller expression and prints the result with its
 * seed, without opening a dynasty file. With {@code --seed} it draws that roll again exactly, which
 * is how anyone can check a roll from its logged seed.
 */
@CommandLine.Command(name = "roll", description = "Roll DICE6, 3DICE6, FRUIT, COLOUR, CARD or {x,y} as the Dice "
        + "Roller does; --seed draws a logged roll again.")
final class RollCommand extends Command {

    @CommandLine.Parameters(paramLabel = "EXPR", arity = "1..*", description = "what to roll, e.g. 3DICE6")
    List<String> words;

    @CommandLine.Option(names = "--seed", paramLabel = "N", description = "the logged seed of a roll to draw again")
    Long seed;

    @Override
    protected int run() {
        DiceRoller roller = DiceRoller.secure(DiceRules.DICE_ROLLER);
        String expression = String.join(" ", words);
        RollResult result;
        try {
            result = seed == null ? roller.roll(expression) : roller.roll(expression, seed);
        } catch (IllegalArgumentException | Refusal e) {
            return badArguments(e.getMessage());
        }
        out.println(result.line());
        out.println("seed " + result.seed() + " (" + result.generator() + "); dynast roll \"" + result.expression()
                + "\" --seed=" + result.seed() + " draws it again");
        return 0;
    }
}
