package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Ruleset 168's creature: "A creature is a creature type proceeded by a list of zero or more qualities."
 * Written as the wiki writes it, qualities first in the order given, then the type: "Winged Fire breathing
 * Horse". Two records are equal when their wording is; {@link #equivalent} is the rule's Equivalence (order
 * of qualities and case of the type ignored).
 */
public record Creature(String type, List<Quality> qualities) {

    static final String RULE = "Creature";
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}][\\p{L}\\p{N}'’.\\-]*");

    public Creature {
        Objects.requireNonNull(type, "type");
        type = type.trim().replaceAll("\\s+", " ");
        if (type.isEmpty()) {
            throw new IllegalArgumentException("A creature needs a creature type");
        }
        qualities = List.copyOf(qualities);
        if (EnumSet.copyOf(qualities.isEmpty() ? EnumSet.noneOf(Quality.class) : qualities).size()
                != qualities.size()) {
            throw new IllegalArgumentException("A Creature may not have more than one of the same Quality: "
                    + qualities);
        }
    }

    public static Creature of(String type, Quality... qualities) {
        return new Creature(type, List.of(qualities));
    }

    /**
     * Reads a creature's wording ("Winged Fire breathing Horse"): qualities, each named as the rule lists it
     * (case, spaces and hyphens ignored), then the creature type. A wording the rules cannot hold is refused
     * with the word and the reason; nothing else is guessed.
     */
    public static Outcome<Creature> parse(String wording) {
        String text = wording == null ? "" : wording.trim();
        if (text.isEmpty()) {
            return Outcome.refused(RULE, "An empty wording is not a creature: \"A creature is a creature type"
                    + " proceeded by a list of zero or more qualities\", and it needs a creature type.");
        }
        String[] words = text.split("\\s+");
        for (String w : words) {
            if (!WORD.matcher(w).matches()) {
                return Outcome.refused(RULE, "\"" + w + "\" in \"" + text + "\" is not a word of a creature's"
                        + " wording (a creature is its qualities and its type, letters and digits; a Stable"
                        + " separates creatures with \";\").");
            }
        }
        List<Quality> found = new ArrayList<>();
        int i = 0;
        while (i < words.length) {
            Match m = qualityAt(words, i);
            if (m == null) {
                break;
            }
            if (i + m.width >= words.length) {
                return Outcome.refused(RULE, "\"" + m.text + "\" is a quality, not a creature type: \"" + text
                        + "\" names no creature type (\"A creature is a creature type proceeded by a list of"
                        + " zero or more qualities\").");
            }
            if (found.contains(m.quality)) {
                return Outcome.refused(RULE, "\"" + m.text + "\" is listed twice in \"" + text
                        + "\": \"A Creature may not have more than one of the same Quality.\"");
            }
            for (Quality q : found) {
                if (q.incompatible().contains(m.quality)) {
                    return Outcome.refused(RULE, "\"" + m.text + "\" cannot go with " + q.wording() + " in \""
                            + text + "\": " + incompatibleSentence(q, m.quality));
                }
            }
            found.add(m.quality);
            i += m.width;
        }
        int typeStart = i;
        for (int j = typeStart; j < words.length; j++) {
            Match m = qualityAt(words, j);
            if (m != null) {
                String typeSoFar = String.join(" ", Arrays.copyOfRange(words, typeStart, j));
                return Outcome.refused(RULE, "\"" + m.text + "\" is a quality, but it comes "
                        + (typeSoFar.isEmpty() ? "as the creature type" : "after \"" + typeSoFar
                        + "\", part of the creature type") + " in \"" + text + "\": qualities come before the"
                        + " type (\"A creature is a creature type proceeded by a list of zero or more"
                        + " qualities\"), and a type may not be a quality's name.");
            }
        }
        String type = String.join(" ", Arrays.copyOfRange(words, typeStart, words.length));
        return Outcome.of(new Creature(type, found));
    }

    /** The rule's sentence that makes {@code a} and {@code b} incompatible. */
    static String incompatibleSentence(Quality a, Quality b) {
        Set<Quality> pair = EnumSet.of(a, b);
        if (pair.equals(EnumSet.of(Quality.OBEDIENT, Quality.WILD))) {
            return "\"A Creature with the Wild quality cannot have the Obedient quality added to it and vice"
                    + " versa.\"";
        }
        String first = pair.contains(Quality.DIGGING) ? "Digging and Winged" : "Winged and Leaping";
        return "\"" + first + " are a set of incompatible qualities.\" \"Creatures with one of a set of"
                + " incompatible qualities may not have another quality from that set added to it.\"";
    }

    private record Match(Quality quality, int width, String text) {
    }

    private static Match qualityAt(String[] words, int i) {
        if (i + 1 < words.length) {
            String two = words[i] + " " + words[i + 1];
            Optional<Quality> q = Quality.named(two);
            if (q.isPresent()) {
                return new Match(q.get(), 2, two);
            }
        }
        return Quality.named(words[i]).map(q -> new Match(q, 1, words[i])).orElse(null);
    }

    /** The wiki's wording: the qualities in order, then the type ("Winged Fire breathing Horse"). */
    public String wording() {
        if (qualities.isEmpty()) {
            return type;
        }
        return qualities.stream().map(Quality::wording).collect(Collectors.joining(" ")) + " " + type;
    }

    public boolean has(Quality quality) {
        return qualities.contains(quality);
    }

    /**
     * "Two creatures with the same qualities (not considering order) and creature type are considered to be
     * Equivalent." The type is compared ignoring case.
     */
    public boolean equivalent(Creature other) {
        return other != null && type.toLowerCase(Locale.ROOT).equals(other.type.toLowerCase(Locale.ROOT))
                && qualitySet().equals(other.qualitySet());
    }

    public Set<Quality> qualitySet() {
        return qualities.isEmpty() ? EnumSet.noneOf(Quality.class) : EnumSet.copyOf(qualities);
    }

    /**
     * This creature with {@code quality} added, or the refusal: no quality twice, none from an incompatible
     * set ("Creatures with one of a set of incompatible qualities may not have another quality from that set
     * added to it.").
     */
    public Outcome<Creature> adding(Quality quality) {
        if (has(quality)) {
            return Outcome.refused(RULE, wording() + " already has " + quality.wording()
                    + ": \"A Creature may not have more than one of the same Quality.\"");
        }
        for (Quality q : qualities) {
            if (q.incompatible().contains(quality)) {
                return Outcome.refused(RULE, quality.wording() + " cannot be added to " + wording() + ": "
                        + incompatibleSentence(q, quality));
            }
        }
        List<Quality> more = new ArrayList<>(qualities);
        more.add(quality);
        return Outcome.of(new Creature(type, more));
    }

    /** This creature without {@code quality} (the same creature if it has none). */
    public Creature without(Quality quality) {
        List<Quality> fewer = new ArrayList<>(qualities);
        fewer.remove(quality);
        return new Creature(type, fewer);
    }

    @Override
    public String toString() {
        return wording();
    }
}
