package org.dynast.model.election.debate;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a debate action does: the debate after it, the Money it moves, the Supporters it gives, and its summary — the
 * log's text, which players see, so it never names who wrote which entry nor quotes a PM.
 */
public record DebateChange(Debate debate, List<Payment> payments, Map<String, Integer> supporters, String summary) {

    public DebateChange {
        payments = List.copyOf(payments);
        supporters = Collections.unmodifiableMap(new LinkedHashMap<>(supporters));
    }

    static DebateChange of(Debate debate, String summary) {
        return new DebateChange(debate, List.of(), Map.of(), summary);
    }
}
