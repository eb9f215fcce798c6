package org.dynast.model.dice;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.Numbers;
import org.dynast.model.Refusal;

/**
 * A Dice Roller command: {@code DICEX} and {@code YDICEX} ("References to 'YDICEX' refer to Y
 * X-sided dice"), and the other Random Generators of Ruleset 217: FRUIT, COLOUR (or COLOR), CARD and
 * a list of values in curly brackets. Case and spaces do not matter: "dice20", "3 DICE 6".
 */
public sealed interface RollExpression {

    /** The expression as the roll log writes it: "DICE6", "3DICE6", "COLOUR", "{x,y}". */
    String canonical();

    /** {@code count} dice of {@code sides} sides; a die of zero or fewer sides always yields 0. */
    record Dice(long count, long sides) implements RollExpression {
        @Override
        public String canonical() {
            return (count == 1 ? "" : Long.toString(count)) + "DICE" + sides;
        }
    }

    /** One of {@code options} at random: FRUIT, COLOUR or a list in curly brackets. */
    record Pick(String command, List<String> options) implements RollExpression {
        public Pick {
            options = List.copyOf(options);
        }

        @Override
        public String canonical() {
            return command;
        }
    }

    /** "a card with a random suit ... and a random value". */
    record Card(List<String> suits, List<String> values) implements RollExpression {
        public Card {
            suits = List.copyOf(suits);
            values = List.copyOf(values);
        }

        @Override
        public String canonical() {
            return "CARD";
        }
    }

    /** Longest expression read (a long list of values). */
    int MAX_LENGTH = 2000;

    String COMMANDS = "DICEX (e.g. DICE6), YDICEX (e.g. 3DICE6), FRUIT, COLOUR, CARD or a list such as {x,y}";

    /**
     * Reads an expression. Throws {@link BadRollExpression} saying what is wrong when it is not one,
     * and a {@link Refusal} of rule "Random Generators" when the rules do not allow the die.
     */
    static RollExpression parse(String text, DiceRules rules) {
        String raw = text == null ? "" : text.strip();
        if (raw.isEmpty()) {
            throw new BadRollExpression("A roll needs an expression: " + COMMANDS + ".");
        }
        if (raw.length() > MAX_LENGTH) {
            throw new BadRollExpression("A roll expression is at most " + MAX_LENGTH + " characters long.");
        }
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            // issue 33: expressions holding control characters were rolled (a {a,b} list kept them in its values)
            if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT
                    || Character.getType(c) == Character.SURROGATE && !validPair(raw, i)) {
                throw new BadRollExpression("A roll expression is text to read: character " + (i + 1) + " is a control "
                        + "character (" + String.format(Locale.ROOT, "U+%04X", (int) c) + "), which none "
                        + "holds.");
            }
        }
        if (raw.startsWith("{") || raw.endsWith("}")) {
            return list(raw);
        }
        String compact = raw.replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
        switch (compact) {
            case "FRUIT":
                return new Pick("FRUIT", rules.fruits());
            case "COLOUR":
            case "COLOR":
                return new Pick("COLOUR", rules.colours());
            case "CARD":
                return new Card(rules.suits(), rules.cardValues());
            default:
                break;
        }
        Matcher dice = Parts.DICE.matcher(compact);
        if (dice.matches()) {
            return dice(raw, dice.group(1), dice.group(2), rules);
        }
        Matcher counted = Parts.COUNTED_COMMAND.matcher(compact);
        if (counted.matches()) {
            throw new BadRollExpression("'" + raw + "': only dice take a number in front, as in 3DICE6; write "
                    + counted.group(2) + " alone.");
        }
        Matcher shorthand = Parts.SHORTHAND.matcher(compact);
        if (shorthand.matches()) {
            throw new BadRollExpression("'" + raw + "' is not a Dice Roller command: write " + shorthand.group(1)
                    + "DICE" + shorthand.group(2) + ".");
        }
        throw new BadRollExpression("'" + raw + "' is not a Dice Roller command: write " + COMMANDS + ".");
    }

    /** Whether the surrogate at {@code i} is half of a pair (an emoji in a list is text; a lone half is not). */
    private static boolean validPair(String s, int i) {
        char c = s.charAt(i);
        return Character.isHighSurrogate(c) ? i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))
                : i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
    }

    private static RollExpression dice(String raw, String countText, String sidesText, DiceRules rules) {
        String example = (countText.isEmpty() ? "" : countText.replace("-", "")) + "DICE6";
        if (sidesText.isEmpty()) {
            throw new BadRollExpression("'" + raw + "' needs a number of sides: " + example);
        }
        if (!Parts.INTEGER.matcher(sidesText).matches()) {
            throw new BadRollExpression("'" + raw + "': the number of sides must be a whole number, as in "
                    + example + ".");
        }
        if (countText.startsWith("-")) {
            throw new BadRollExpression("'" + raw + "': the number of dice cannot be negative.");
        }
        BigInteger count = countText.isEmpty() ? BigInteger.ONE : new BigInteger(countText);
        if (count.compareTo(BigInteger.valueOf(rules.maxDice())) > 0) {
            throw new BadRollExpression("'" + raw + "' asks for " + count + " dice; this Dice Roller rolls at most "
                    + rules.maxDice() + " at once.");
        }
        BigInteger sides = new BigInteger(sidesText);
        if (sides.compareTo(BigInteger.valueOf(rules.maxSides())) > 0) {
            throw new Refusal("Random Generators", "DICEN cannot be rolled in the Dice Roller if N is greater than "
                    + Parts.grouped(rules.maxSides()) + "; '" + raw + "' has " + Parts.grouped(sides) + " sides.");
        }
        if (sides.bitLength() > 62) {
            throw new BadRollExpression("'" + raw + "': " + sides + " is not a number of sides a die can have.");
        }
        // "Any situation which would require a roll of DiceX when X is zero or lower always yields a value
        // of 0": such a die is kept as asked for, and the roller makes it yield 0.
        long side = sides.longValue();
        return new Dice(count.longValue(), side);
    }

    private static RollExpression list(String raw) {
        if (!raw.startsWith("{") || !raw.endsWith("}") || raw.length() < 2) {
            throw new BadRollExpression("'" + raw + "': a list of values goes between curly brackets, as in {x,y}.");
        }
        String inside = raw.substring(1, raw.length() - 1);
        if (inside.isBlank()) {
            throw new BadRollExpression("'" + raw + "' lists no values: put them between the brackets, separated by "
                    + "commas, as in {x,y}.");
        }
        List<String> options = new ArrayList<>();
        for (String part : inside.split(",", -1)) {
            String option = part.strip();
            if (option.isEmpty()) {
                throw new BadRollExpression("'" + raw + "' has an empty value: separate the values with single commas,"
                        + " as in {x,y}.");
            }
            if (option.contains("{") || option.contains("}")) {
                throw new BadRollExpression("'" + raw + "': a value cannot hold a curly bracket.");
            }
            options.add(option);
        }
        return new Pick("{" + String.join(",", options) + "}", options);
    }

    /** Patterns and formatting for {@link #parse}. */
    final class Parts {
        static final Pattern DICE = Pattern.compile("(-?\\d*)DICE(.*)");
        static final Pattern INTEGER = Pattern.compile("[-+]?\\d+");
        static final Pattern COUNTED_COMMAND = Pattern.compile("(-?\\d+)(FRUIT|COLOUR|COLOR|CARD)");
        static final Pattern SHORTHAND = Pattern.compile("(\\d*)D(\\d+)");

        private Parts() {
        }

        static String grouped(long n) {
            return Numbers.count(n);
        }

        static String grouped(BigInteger n) {
            return String.format(Locale.ROOT, "%,d", n);
        }
    }
}
