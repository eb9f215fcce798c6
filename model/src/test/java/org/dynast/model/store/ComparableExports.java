package org.dynast.model.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import org.dynast.model.dynasty.Dynasty;

/**
 * A dynasty's export as two copies of it are compared (a share, a backup, a restore): without the time it was made and
 * the log lines of the copies' own imports, which differ by nature.
 */
public final class ComparableExports {

    private ComparableExports() {
    }

    /** The export of {@code dynasty} in {@code store}, comparable (see the class comment). */
    public static JsonNode of(GameStore store, Dynasty dynasty) throws IOException {
        return of(store, dynasty.id());
    }

    /** The export of dynasty {@code dynastyId} in {@code store}, comparable (see the class comment). */
    public static JsonNode of(GameStore store, long dynastyId) throws IOException {
        StringWriter text = new StringWriter();
        store.exchange().export(dynastyId, text);
        ObjectNode tree = (ObjectNode) new ObjectMapper().readTree(text.toString());
        tree.remove("exportedAt");
        var kept = tree.arrayNode();
        tree.path("history").forEach(h -> {
            if (!"dynasty.import".equals(h.path("kind").asText())) {
                kept.add(h);
            }
        });
        tree.set("history", kept);
        return tree;
    }
}
