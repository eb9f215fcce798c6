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
     * The machine's clock, read in UTC, to the microsecond: the precision the dynasty file stores
     * times at, so a stored time reads back exactly as the log recorded it (else undo sees the entity
     * as "changed since").
     */
    static GameClock system() {
        Clock utc = Clock.systemUTC();
        return () -> utc.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
