package org.dynast.model.roster;

import java.time.LocalDate;
import java.util.Objects;

/** Rule "Mentors": a Mentorship between a (Tenured) mentor and a mentee, with its start and end dates. */
public record Mentorship(long id, long dynastyId, long mentorId, long menteeId, LocalDate startedOn, LocalDate endedOn) {

    public Mentorship {
        Objects.requireNonNull(startedOn, "startedOn");
        if (mentorId == menteeId) {
            throw new IllegalArgumentException("A player cannot mentor themselves.");
        }
    }

    public boolean active() {
        return endedOn == null;
    }

    public Mentorship dissolved(LocalDate on) {
        return new Mentorship(id, dynastyId, mentorId, menteeId, startedOn, on);
    }
}
