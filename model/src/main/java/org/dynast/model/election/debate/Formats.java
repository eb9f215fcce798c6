package org.dynast.model.election.debate;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import java.util.stream.Collectors;

/** How debate texts write a moment and a list of gains. */
final class Formats {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("d-M-yyyy 'at' HH:mm:ss 'GMT'")
            .withZone(ZoneOffset.UTC);

    private Formats() {
    }

    /** "8-8-2008 at 00:00:00 GMT", the rule's own way of writing a date. */
    static String when(Instant at) {
        return WHEN.format(at);
    }

    static String gains(Map<String, Integer> gains) {
        return gains.entrySet().stream().map(e -> e.getKey() + " +" + e.getValue()).collect(Collectors.joining(", "));
    }
}
