package org.dynast.model.time;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;

/**
 * The one source of "now" for the whole game. All BlogNomic time is UTC, so every derived date or
 * time is computed in {@link ZoneOffset#UTC}. Inject a {@link ManualGameClock} in tests.
 */
public interface GameClock {

    Instant now();

    default ZonedDateTime nowUtc() {
        return now().atZone(ZoneOffset.UTC);
    }

    default LocalDate today() {
        return nowUtc().toLocalDate();
    }

    /**
     * The machine's clock, read in UTC, to the microsecond: the dynasty file keeps times to the
     * microsecond, and a time must read back as it was written for undo to recognise it.
     */
    static GameClock system() {
        Clock utc = Clock.systemUTC();
        return () -> utc.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
