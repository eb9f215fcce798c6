package org.dynast.model.time;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/** A clock that only moves when told to: for tests, replays and walkthroughs. */
public final class ManualGameClock implements GameClock {

    private volatile Instant now;

    public ManualGameClock(Instant start) {
        this.now = Objects.requireNonNull(start);
    }

    public static ManualGameClock at(String isoInstant) {
        return new ManualGameClock(Instant.parse(isoInstant));
    }

    @Override
    public Instant now() {
        return now;
    }

    public void set(Instant instant) {
        now = Objects.requireNonNull(instant);
    }

    public void advance(Duration duration) {
        now = now.plus(duration);
    }
}
