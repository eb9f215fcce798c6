package org.dynast.model.roster;

import java.time.LocalDate;
import java.util.Objects;

/** A mentor ticked one duty of the "must do" list of rule "Mentors" for a Mentorship, on a day. */
public record DutyTick(long id, long dynastyId, long mentorshipId, MentorDuty duty, LocalDate doneOn) {

    public DutyTick {
        Objects.requireNonNull(duty, "duty");
        Objects.requireNonNull(doneOn, "doneOn");
    }
}
