package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A dynasty file's times are read by a short path (issue 22: Java's parser took two thirds of reading a long dynasty's
 * records); every time it reads is the instant Java's ISO reading gives, and what it does not read is left to that.
 */
class InstantReaderTest {

    /** The text as Java's ISO reading reads it, or null where it refuses it. */
    private static Instant iso(String text) {
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    @Test
    void everyTimeTheShortPathReadsIsTheInstantJavasIsoReadingGives() {
        List<String> texts = new ArrayList<>(List.of("2016-01-04T09:30:00Z", "2016-02-29T23:59:59Z",
                "2000-02-29T00:00:00Z", "1970-01-01T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59Z",
                "2026-11-20T14:03:00.5Z", "2026-11-20T14:03:00.123456789Z", "2026-11-20T14:03:00.000001Z"));
        Random random = new Random(22);
        for (int i = 0; i < 20_000; i++) {
            Instant at = Instant.ofEpochSecond(random.nextLong(-62_000_000_000L, 253_000_000_000L),
                    random.nextBoolean() ? 0 : random.nextInt(1_000_000_000));
            texts.add(at.toString());
        }
        for (String text : texts) {
            assertThat(InstantReader.parse(text)).as(text).isNotNull().isEqualTo(iso(text));
        }
    }

    @Test
    void whatIsNotExactlyAUtcTimeOfThatFormIsLeftToJacksonsReader() {
        for (String text : List.of("2016-02-30T10:00:00Z", "2015-02-29T10:00:00Z", "2016-04-31T10:00:00Z",
                "2016-13-01T10:00:00Z", "2016-00-01T10:00:00Z", "2016-01-04T24:00:00Z", "2016-01-04T10:60:00Z",
                "2016-01-04T23:59:60Z", "2016-01-04T10:00:00", "2016-01-04T10:00:00+01:00", "2016-01-04 10:00:00Z",
                "2016-01-04T10:00Z", "2016-01-04T10:00:00.Z", "2016-01-04T10:00:00.1234567891Z", " 2016-01-04T10:00:00Z",
                "2016-01-04T10:00:00Z ", "+2016-01-04T10:00:00Z", "2016-1-04T10:00:00Z", "2016-01-04t10:00:00z",
                "２016-01-04T10:00:00Z", "1451899800", "")) {
            assertThat(InstantReader.parse(text)).as(text).isNull();
        }
    }
}
