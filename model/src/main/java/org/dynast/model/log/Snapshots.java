package org.dynast.model.log;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

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
