package org.dynast.app.roster;

import java.time.LocalDate;

/** One active Mentorship as the roster tab lists it. */
public record MentorshipRow(long id, String mentor, String mentee, LocalDate startedOn, String text) {

    @Override
    public String toString() {
        return text;
    }
}
