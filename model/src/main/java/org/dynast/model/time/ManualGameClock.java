package org.dynast.model.time;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/**
 * A clock that only moves when told to: for tests, replays and walkthroughs. Like {@link GameClock#system()} it tells
 * time to the microsecond, the precision both stores keep (PostgreSQL keeps no finer), so a time it gives is stored
 * and read back exactly as the log recorded it, on either engine.
 */
public final class ManualGameClock implements GameClock {

    private volatile Instant now;

    public ManualGameClock(Instant start) {
        this.now = micros(Objects.requireNonNull(start));
    }

    public static ManualGameClock at(String isoInstant) {
        return new ManualGameClock(Instant.parse(isoInstant));
    }

    @Override
    public Instant now() {
        return now;
    }

    public void set(Instant instant) {
        now = micros(Objects.requireNonNull(instant));
    }

    public void advance(Duration duration) {
        now = micros(now.plus(duration));
    }

    private static Instant micros(Instant instant) {
        return instant.truncatedTo(ChronoUnit.MICROS);
    }
}
