package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the dynasty's words for "Player" and "Emperor" in the ruleset's own sentences, strongest
 * first: the synonyms list ("Operator (Player)", "Announcer (Emperor)"), "The terms "Wizard" and
 * "Player" are synonyms", "headed by a single Worker, known as the Factory", and "all Districts
 * shall obey it" (until about 2007: "all Voices must obey it") for the plural. The singular is the
 * text's own where it shows one ("becomes a Voice", "an Monk (plural form Monks)", "any Thief may"), so
 * "all Thieves" gives "Thief" and "all People" "Person"; only failing that is a suffix stripped.
 * Nothing here knows any dynasty's words.
 */
public final class TermDetector {

    private static final String WORD = "\\p{Lu}[\\p{L}\\p{M}'\u2019-]*(?:\\s\\p{Lu}[\\p{L}\\p{M}'\u2019-]*){0,2}";
    private static final Pattern SYNONYM = Pattern.compile("^[\"\u201c]?(" + WORD + ")[\"\u201d]?\\s*\\((Player|Emperor)s?\\)[.;,]?$");
    private static final Pattern PLAYER_SYNONYM = Pattern.compile(
            "(?i:the\\s+terms?)\\s+[\"\u201c](" + WORD + ")[\"\u201d]\\s+and\\s+[\"\u201c]Players?[\"\u201d]\\s+are\\s+synonym");
    private static final Pattern HEADED = Pattern.compile(
            "headed\\s+by\\s+(?:a\\s+single|one|an?)\\s+(" + WORD + "),\\s+known\\s+as\\s+(?:the\\s+)?(" + WORD + ")");
    private static final Pattern KNOWN_AS = Pattern.compile("known\\s+as\\s+the\\s+(" + WORD + ")");
    private static final Pattern OBEY = Pattern.compile("\\ball\\s+(" + WORD + ")\\s+(?:shall|must)\\s+obey\\b");
    private static final Pattern PLURAL_FORM = Pattern.compile(
            "(" + WORD + ")['\u2019]*\\s*\\(plural\\s+form\\s+['\u2019]*(" + WORD + ")['\u2019]*\\)");
    private static final Pattern SINGULAR_USE = Pattern.compile(
            "(?i:\\b(?:becomes?|be|any|an?|each|every|one)\\s+)(" + WORD + ")");

    private TermDetector() {
    }

    public static Optional<DetectedTerms> detect(Ruleset ruleset) {
        String player = null;
        String emperor = null;
        String plural = null;
        List<String> evidence = new ArrayList<>();
        List<String> lines = lines(ruleset);
        for (String l : lines) {
            Matcher m = SYNONYM.matcher(l.strip());
            if (m.matches()) {
                if (m.group(2).equals("Player") && player == null) {
                    player = m.group(1);
                    evidence.add("\u201c" + l.strip() + "\u201d");
                } else if (m.group(2).equals("Emperor") && emperor == null) {
                    emperor = m.group(1);
                    evidence.add("\u201c" + l.strip() + "\u201d");
                }
            }
        }
        for (String l : lines) {
            Matcher m = PLAYER_SYNONYM.matcher(l);
            if (player == null && m.find() && !m.group(1).equals("Player")) {
                player = m.group(1);
                evidence.add(sentence(l, m));
            }
            m = HEADED.matcher(l);
            if (m.find() && (player == null || emperor == null)) {
                player = player == null ? m.group(1) : player;
                emperor = emperor == null ? m.group(2) : emperor;
                evidence.add(sentence(l, m));
            }
            m = OBEY.matcher(l);
            if (plural == null && m.find()) {
                plural = m.group(1);
                evidence.add(sentence(l, m));
            }
        }
        if (emperor == null) {
            for (String l : lines) {
                if (!l.contains("Dynast") && !l.contains("headed by")) {
                    continue; // "known as the X" elsewhere names anything, not the emperor
                }
                Matcher m = KNOWN_AS.matcher(l);
                if (m.find()) {
                    emperor = m.group(1);
                    evidence.add(sentence(l, m));
                    break;
                }
            }
        }
        if (player == null && plural != null) {
            player = textsSingular(plural, lines, evidence);
        }
        if (player == null) {
            return Optional.empty();
        }
        String players = plural != null && (plural.toLowerCase(Locale.ROOT).startsWith(player.toLowerCase(Locale.ROOT))
                || pluralOf(player, plural)) ? plural : player.endsWith("s") ? player + "es" : player + "s";
        if (emperor == null) {
            emperor = "Emperor";
            evidence.add("no emperor word found: \u201cEmperor\u201d assumed");
        }
        return Optional.of(new DetectedTerms(player, players, emperor, evidence));
    }

    /** The singular the text itself uses for {@code plural}, else one made by stripping a suffix. */
    private static String textsSingular(String plural, List<String> lines, List<String> evidence) {
        for (String l : lines) {
            Matcher m = PLURAL_FORM.matcher(l);
            while (m.find()) {
                if (m.group(2).equals(plural)) {
                    String s = lastWords(m.group(1), plural);
                    evidence.add(sentence(l, m));
                    return s;
                }
            }
        }
        for (String l : lines) {
            Matcher m = SINGULAR_USE.matcher(l);
            while (m.find()) {
                String candidate = lastWords(m.group(1), plural);
                if (pluralOf(candidate, plural)) {
                    evidence.add(sentence(l, m));
                    return candidate;
                }
            }
        }
        return singular(plural);
    }

    /** As many of the words as the plural has ("Mini Figure" for "Mini Figures"). */
    private static String lastWords(String words, String plural) {
        String[] w = words.strip().split("\\s+");
        int n = Math.min(w.length, plural.strip().split("\\s+").length);
        return String.join(" ", Arrays.copyOfRange(w, 0, n));
    }

    /** Whether {@code plural} is an English plural of {@code single}: Voice/Voices, Thief/Thieves, Person/People. */
    static boolean pluralOf(String single, String plural) {
        int cut = single.lastIndexOf(' ') + 1;
        if (!plural.startsWith(single.substring(0, cut))) {
            return false;
        }
        String s = single.substring(cut);
        String p = plural.substring(cut);
        if (s.isEmpty() || p.equals(s)) {
            return false;
        }
        List<String> forms = new ArrayList<>(List.of(s + "s", s + "es"));
        if (s.endsWith("y")) {
            forms.add(s.substring(0, s.length() - 1) + "ies");
        }
        if (s.endsWith("f")) {
            forms.add(s.substring(0, s.length() - 1) + "ves");
        }
        if (s.endsWith("fe")) {
            forms.add(s.substring(0, s.length() - 2) + "ves");
        }
        if (s.endsWith("person")) {
            forms.add(s.substring(0, s.length() - 6) + "people");
        }
        if (s.endsWith("Person")) {
            forms.add(s.substring(0, s.length() - 6) + "People");
        }
        if (s.endsWith("man")) {
            forms.add(s.substring(0, s.length() - 3) + "men");
        }
        return forms.contains(p);
    }

    private static String singular(String plural) {
        // irregular plurals: "all People shall obey it" (Person), "Thieves" (Thief), "Watchmen" (Watchman)
        if (plural.endsWith("People") || plural.endsWith("people")) {
            return plural.substring(0, plural.length() - 6) + (plural.endsWith("People") ? "Person" : "person");
        }
        if (plural.endsWith("Children") || plural.endsWith("children")) {
            return plural.substring(0, plural.length() - 3);
        }
        if (plural.endsWith("men")) {
            return plural.substring(0, plural.length() - 3) + "man";
        }
        if (plural.endsWith("ves")) {
            String stem = plural.substring(0, plural.length() - 3);
            String last = stem.substring(stem.lastIndexOf(' ') + 1).toLowerCase(Locale.ROOT);
            if (last.endsWith("ie") || last.endsWith("l") || last.endsWith("ar") || last.endsWith("ea")
                    || last.endsWith("oa")) {
                return stem + "f"; // Thieves, Wolves, Elves, Dwarves, Leaves, Loaves
            }
            if (last.equals("kni") || last.equals("wi") || last.equals("li")) {
                return stem + "fe"; // Knives, Wives, Lives
            }
            return stem + "ve"; // Detectives, Slaves, Doves
        }
        if (plural.endsWith("ies")) {
            return plural.substring(0, plural.length() - 3) + "y";
        }
        if (plural.endsWith("sses") || plural.endsWith("ches") || plural.endsWith("shes") || plural.endsWith("xes")) {
            return plural.substring(0, plural.length() - 2);
        }
        return plural.endsWith("s") ? plural.substring(0, plural.length() - 1) : plural;
    }

    private static String sentence(String line, Matcher m) {
        int start = Math.max(line.lastIndexOf(". ", m.start()) + 2, 0);
        if (line.lastIndexOf(". ", m.start()) < 0) {
            start = 0;
        }
        int end = line.indexOf(". ", m.end());
        String s = line.substring(start, end < 0 ? line.length() : end + 1).strip();
        return "\u201c" + (s.length() > 160 ? s.substring(0, 160) + "\u2026" : s) + "\u201d";
    }

    private static List<String> lines(Ruleset ruleset) {
        List<String> out = new ArrayList<>();
        for (Section s : ruleset.sections()) {
            s.intro().forEach(b -> b.lines().forEach(l -> out.add(l.text())));
            for (Rule r : s.allRules()) {
                r.blocks().forEach(b -> b.lines().forEach(l -> out.add(l.text())));
            }
        }
        return out;
    }
}
