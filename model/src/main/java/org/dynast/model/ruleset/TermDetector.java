package org.dynast.model.ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the dynasty's words for "Player" and "Emperor" in the ruleset's own sentences, strongest
 * first: the synonyms list ("Operator (Player)", "Announcer (Emperor)"), "The terms "Wizard" and
 * "Player" are synonyms", "headed by a single Worker, known as the Factory", and "all Districts
 * shall obey it" for the plural. Nothing here knows any dynasty's words.
 */
public final class TermDetector {

    private static final String WORD = "\\p{Lu}[\\p{L}\\p{M}'\u2019-]*(?:\\s\\p{Lu}[\\p{L}\\p{M}'\u2019-]*){0,2}";
    private static final Pattern SYNONYM = Pattern.compile("^[\"\u201c]?(" + WORD + ")[\"\u201d]?\\s*\\((Player|Emperor)s?\\)[.;,]?$");
    private static final Pattern PLAYER_SYNONYM = Pattern.compile(
            "(?i:the\\s+terms?)\\s+[\"\u201c](" + WORD + ")[\"\u201d]\\s+and\\s+[\"\u201c]Players?[\"\u201d]\\s+are\\s+synonym");
    private static final Pattern HEADED = Pattern.compile(
            "headed\\s+by\\s+(?:a\\s+single|one|an?)\\s+(" + WORD + "),\\s+known\\s+as\\s+(?:the\\s+)?(" + WORD + ")");
    private static final Pattern KNOWN_AS = Pattern.compile("known\\s+as\\s+the\\s+(" + WORD + ")");
    private static final Pattern OBEY = Pattern.compile("\\ball\\s+(" + WORD + ")\\s+shall\\s+obey\\b");

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
                Matcher m = KNOWN_AS.matcher(l);
                if (m.find()) {
                    emperor = m.group(1);
                    evidence.add(sentence(l, m));
                    break;
                }
            }
        }
        if (player == null && plural != null) {
            player = singular(plural);
        }
        if (player == null) {
            return Optional.empty();
        }
        String players = plural != null && plural.toLowerCase(Locale.ROOT).startsWith(player.toLowerCase(Locale.ROOT))
                ? plural : player.endsWith("s") ? player + "es" : player + "s";
        if (emperor == null) {
            emperor = "Emperor";
            evidence.add("no emperor word found: \u201cEmperor\u201d assumed");
        }
        return Optional.of(new DetectedTerms(player, players, emperor, evidence));
    }

    private static String singular(String plural) {
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
