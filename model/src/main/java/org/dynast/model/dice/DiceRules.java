package org.dynast.model.dice;

import java.util.List;
import java.util.Objects;

/**
 * What the era's Random Generators rule lets the Dice Roller do: the largest die and the outcome lists
 * of its other commands. "Any changes to the potential outcomes of the Dice Roller's random result
 * commands must be made by Votable Matter", so these are data that a core-rules profile holds.
 *
 * @param maxSides   "DICEN cannot be rolled in the Dice Roller if N is greater than one million" (217)
 * @param maxDice    how many dice one roll may hold: a limit of this console, not of any rule
 * @param fruits     "The FRUIT command will return a random result from the following options: ..."
 * @param colours    "The COLOUR (or COLOR) command will return a random result from the following: ..."
 * @param suits      the CARD command's suits
 * @param cardValues the CARD command's values
 */
public record DiceRules(long maxSides, int maxDice, List<String> fruits, List<String> colours, List<String> suits,
                        List<String> cardValues) {

    /** Ruleset 217's Random Generators (the Dice Roller at blognomic.com/dice). */
    public static final DiceRules DICE_ROLLER = new DiceRules(1_000_000L, 1000,
            List.of("Lemon", "Orange", "Kiwi", "Grape", "Cherry", "Tangelo"),
            List.of("White", "Red", "Green", "Silver", "Yellow", "Turquoise", "Magenta", "Orange", "Purple", "Black"),
            List.of("Hearts", "Diamonds", "Spades", "Clubs"),
            List.of("Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"));

    public DiceRules {
        if (maxSides < 1) {
            throw new IllegalArgumentException("The largest die has at least one side.");
        }
        if (maxDice < 1) {
            throw new IllegalArgumentException("A roll may hold at least one die.");
        }
        fruits = List.copyOf(Objects.requireNonNull(fruits, "fruits"));
        colours = List.copyOf(Objects.requireNonNull(colours, "colours"));
        suits = List.copyOf(Objects.requireNonNull(suits, "suits"));
        cardValues = List.copyOf(Objects.requireNonNull(cardValues, "cardValues"));
    }

    public DiceRules withMaxSides(long sides) {
        return new DiceRules(sides, maxDice, fruits, colours, suits, cardValues);
    }
}
