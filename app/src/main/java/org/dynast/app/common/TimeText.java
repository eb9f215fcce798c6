package org.dynast.app.common;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Times as the emperor types them, always UTC: "2026-11-20 14:03" or an ISO instant. */
public final class TimeText {

    public static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneOffset.UTC);
    private static final DateTimeFormatter INPUT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm[:ss]");

    private TimeText() {
    }

    public static Optional<Instant> parse(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String t = text.strip().replace('T', ' ').replaceAll("\\s*(UTC|Z)$", "");
        try {
            return Optional.of(LocalDateTime.parse(t, INPUT).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    public static String format(Instant instant) {
        return instant == null ? "" : FORMAT.format(instant);
    }
}
