package org.dynast.model.store;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.ContextualDeserializer;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * Reads a dynasty file's times ({@code 2016-01-04T09:30:00Z}, with up to nine digits of a second's fraction) without
 * Java's general date-time parser, which took two thirds of turning a ten-year dynasty's parsed file into its records
 * (its 250,000 votes each have a time). Anything else, a wrong time included, goes to Jackson's own reader, so it is
 * read, or refused, in the very same words as before.
 */
final class InstantReader extends StdScalarDeserializer<Instant> implements ContextualDeserializer {

    private final JsonDeserializer<Instant> standard;

    private InstantReader(JsonDeserializer<Instant> standard) {
        super(Instant.class);
        this.standard = standard;
    }

    /** A module that reads {@link Instant}s so; register it after Jackson's Java time module. */
    static SimpleModule module() {
        return new SimpleModule("dynast-instants").addDeserializer(Instant.class,
                new InstantReader(InstantDeserializer.INSTANT));
    }

    @Override
    @SuppressWarnings("unchecked")
    public JsonDeserializer<?> createContextual(DeserializationContext context, BeanProperty property)
            throws JsonMappingException {
        JsonDeserializer<Instant> configured = standard instanceof ContextualDeserializer contextual
                ? (JsonDeserializer<Instant>) contextual.createContextual(context, property) : standard;
        return configured == standard ? this : new InstantReader(configured);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.hasToken(JsonToken.VALUE_STRING)) {
            Instant instant = parse(parser.getText());
            if (instant != null) {
                return instant;
            }
        }
        return standard.deserialize(parser, context);
    }

    /**
     * {@code yyyy-MM-ddTHH:mm:ss[.f…]Z} (UTC, one to nine digits of fraction) as an instant, or null if the text is not
     * exactly that, or names no real time (a 31 April, a 25th hour, a leap second): those are for Jackson's reader.
     */
    static Instant parse(String text) {
        int length = text.length();
        if (length < 20 || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || text.charAt(13) != ':' || text.charAt(16) != ':' || text.charAt(length - 1) != 'Z') {
            return null;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        int hour = digits(text, 11, 13);
        int minute = digits(text, 14, 16);
        int second = digits(text, 17, 19);
        int nanos = 0;
        if (length > 20) {
            int fraction = length - 21;
            if (text.charAt(19) != '.' || fraction < 1 || fraction > 9) {
                return null;
            }
            nanos = digits(text, 20, length - 1);
            if (nanos < 0) {
                return null;
            }
            for (int i = fraction; i < 9; i++) {
                nanos *= 10;
            }
        }
        if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59
                || second < 0 || second > 59) {
            return null;
        }
        LocalDate date;
        try {
            date = LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null;
        }
        return Instant.ofEpochSecond(date.toEpochDay() * 86_400L + hour * 3_600L + minute * 60L + second, nanos);
    }

    /** The number the ASCII digits from {@code from} to {@code to} spell, or -1 if one is not a digit. */
    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
