package org.dynast.model.roster;

import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The rule for a player's name: 4 to 30 characters, each a Latin letter, a digit, an underscore, a
 * hyphen, a full stop or an apostrophe.
 */
public final class PlayerName {

    public static final int MIN_LENGTH = 4;
    public static final int MAX_LENGTH = 30;
    private static final Pattern ALLOWED = Pattern.compile("[A-Za-z0-9_.'-]*");

    private PlayerName() {
    }

    /** Why {@code name} is not a legal name, or empty if it is one. */
    public static Optional<String> problem(String name) {
        if (name == null || name.isEmpty()) {
            return Optional.of("A name is needed: 4 to 30 characters.");
        }
        int length = name.codePointCount(0, name.length());
        if (length < MIN_LENGTH || length > MAX_LENGTH) {
            return Optional.of("A name must be 4 to 30 characters long; \"" + name + "\" has " + length + ".");
        }
        if (!ALLOWED.matcher(name).matches()) {
            String bad = name.codePoints()
                    .filter(c -> !ALLOWED.matcher(Character.toString(c)).matches())
                    .mapToObj(PlayerName::describe)
                    .distinct()
                    .reduce((a, b) -> a + ", " + b)
                    .orElse("");
            return Optional.of("A name may use only Latin letters, digits, underscores, hyphens, full stops and "
                    + "apostrophes; \"" + name + "\" has " + bad + ".");
        }
        return Optional.empty();
    }

    public static boolean isValid(String name) {
        return problem(name).isEmpty();
    }

    private static String describe(int codePoint) {
        if (codePoint == ' ') {
            return "a space";
        }
        if (Character.isWhitespace(codePoint) || Character.isISOControl(codePoint)) {
            return String.format("U+%04X", codePoint);
        }
        return "\"" + Character.toString(codePoint) + "\"";
    }
}
