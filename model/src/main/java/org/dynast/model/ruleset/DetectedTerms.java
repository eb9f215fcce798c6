package org.dynast.model.ruleset;

import java.util.List;
import org.dynast.model.dynasty.Terms;

/** The player and emperor words a ruleset uses, with the sentences that show them. */
public record DetectedTerms(String player, String players, String emperor, List<String> evidence) {

    public DetectedTerms {
        evidence = List.copyOf(evidence);
    }

    public Terms terms() {
        return new Terms(player, players, emperor);
    }
}
