package org.dynast.model.dynasty;

import java.util.Objects;

/**
 * What a dynasty's ruleset calls its players and its emperor: Operator/Announcer in Ruleset 205,
 * Worker/Factory in 190, Wizard/King in 168, District/City in 217. The UI shows these words
 * everywhere instead of fixed ones.
 */
public record Terms(String player, String players, String emperor) {

    public static final Terms GENERIC = new Terms("Player", "Players", "Emperor");

    public Terms {
        player = requireWord(player, "player term");
        players = requireWord(players, "plural player term");
        emperor = requireWord(emperor, "emperor term");
    }

    /** Terms with the regular English plural of the player word. */
    public static Terms of(String player, String emperor) {
        String p = requireWord(player, "player term");
        return new Terms(p, p.endsWith("s") ? p + "es" : p + "s", emperor);
    }

    /** "an Operator", "a Worker": the player term with its indefinite article. */
    public String aPlayer() {
        return ("AEIOUaeiou".indexOf(player.charAt(0)) >= 0 ? "an " : "a ") + player;
    }

    /** "An Operator", "A Worker": for the start of a sentence. */
    public String APlayer() {
        String a = aPlayer();
        return Character.toUpperCase(a.charAt(0)) + a.substring(1);
    }

    private static String requireWord(String word, String what) {
        Objects.requireNonNull(word, what);
        String trimmed = word.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("The " + what + " cannot be empty.");
        }
        return trimmed;
    }
}
