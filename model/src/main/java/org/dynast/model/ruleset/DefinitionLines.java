package org.dynast.model.ruleset;

import java.util.List;

/**
 * Which lines of a line-by-line block are defined words: the glossary's "Daily Action" above "If a
 * game action is a Daily Action, each Operator...". A term is a short line that does not end like a
 * sentence, directly followed by a line that is not (its definition). Copies lose some term lines; their
 * definitions then stand alone and are not paired with anything. A block where few lines pair up
 * this way is not a glossary (a table whose column breaks were lost has a header line, then rows).
 */
final class DefinitionLines {

    static final int MAX_TERM_WORDS = 6;

    private DefinitionLines() {
    }

    static boolean[] terms(List<Line> lines) {
        boolean[] terms = new boolean[lines.size()];
        if (lines.stream().anyMatch(Line::term)) {
            for (int i = 0; i < lines.size(); i++) {
                terms[i] = lines.get(i).term();
            }
            return terms;
        }
        int pairs = 0;
        for (int i = 0; i + 1 < lines.size(); i++) {
            if (termLike(lines.get(i).text()) && !termLike(lines.get(i + 1).text())) {
                terms[i] = true;
                pairs++;
                i++;
            }
        }
        // a glossary alternates terms and definitions; a table whose columns were lost does not
        if (pairs == 0 || pairs * 2 < 0.4 * lines.size()) {
            return new boolean[lines.size()];
        }
        return terms;
    }

    static boolean termLike(String text) {
        String t = text.strip();
        if (t.isEmpty() || t.length() > 50 || words(t) > MAX_TERM_WORDS) {
            return false;
        }
        char last = t.charAt(t.length() - 1);
        if (".,;:!?".indexOf(last) >= 0 || t.contains("://")) {
            return false;
        }
        int first = t.codePointAt(0);
        return Character.isUpperCase(first) || Character.isDigit(first);
    }

    static int words(String text) {
        String t = text.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }
}
