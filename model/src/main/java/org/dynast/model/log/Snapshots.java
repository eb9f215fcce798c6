package org.dynast.model.log;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.dynast.model.StoredDataException;

/** JSON snapshots of entities for the log, and the one ObjectMapper configuration Dynast uses. */
public final class Snapshots {

    private final ObjectMapper mapper;

    public Snapshots() {
        this(standardMapper());
    }

    public Snapshots(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    public static ObjectMapper standardMapper() {
        return JsonMapper.builder()
                .addModule(new JavaTimeModule())
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .build();
    }

    public String write(Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Cannot snapshot " + value.getClass().getSimpleName(), e);
        }
    }

    public <T> T read(String json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A logged " + type.getSimpleName() + " cannot be read back", e);
        }
    }

    /**
     * Reads a value Dynast stored in the file (a module's document, a log entry's snapshot): one that no longer reads
     * is a damaged file ({@link org.dynast.model.StoredDataException}), reported with the offer of its backups.
     */
    public <T> T readStored(String json, Class<T> type) {
        try {
            return mapper.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw new StoredDataException("A stored " + type.getSimpleName() + " cannot be read back",
                    e);
        }
    }

    /** One field that an action changed, with its values as JSON text ("null" where absent). */
    public record FieldChange(String field, String before, String after) {
    }

    /**
     * The fields whose values differ between two snapshots of one entity; every field of the one
     * that exists when the other is null (a creation or a deletion).
     */
    public List<FieldChange> differences(String before, String after) {
        JsonNode left = tree(before);
        JsonNode right = tree(after);
        Set<String> fields = new LinkedHashSet<>();
        left.fieldNames().forEachRemaining(fields::add);
        right.fieldNames().forEachRemaining(fields::add);
        List<FieldChange> changes = new ArrayList<>();
        for (String field : fields) {
            JsonNode a = left.path(field);
            JsonNode b = right.path(field);
            if (!a.equals(b)) {
                changes.add(new FieldChange(field, text(a), text(b)));
            }
        }
        return changes;
    }

    private JsonNode tree(String json) {
        if (json == null) {
            return mapper.createObjectNode();
        }
        try {
            return mapper.readTree(json);
        } catch (JsonProcessingException e) {
            throw new StoredDataException("A logged snapshot cannot be read back", e);
        }
    }

    private static String text(JsonNode node) {
        return node.isMissingNode() ? "null" : node.isTextual() ? node.asText() : node.toString();
    }

    /** Whether two snapshots hold the same values (field order and formatting aside). */
    public boolean same(String a, String b) {
        if (a == null || b == null) {
            return a == b;
        }
        try {
            JsonNode left = mapper.readTree(a);
            JsonNode right = mapper.readTree(b);
            return left.equals(right);
        } catch (JsonProcessingException e) {
            return false;
        }
    }
}
