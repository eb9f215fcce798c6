package org.dynast.model.roster;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a mentor sees of one Mentorship (rule "Mentors"): the mentee's walkthroughs done, the "must do" checklist with
 * the day each duty was ticked, the Mentorship's age against "four weeks or until the next Ascension Address,
 * whichever occurs latest", and whether the mentee is close to going Idle.
 *
 * @param ticks the day each ticked duty was done
 * @param nextAscension the first Ascension Address since the Mentorship began (empty: none posted yet)
 * @param nudge set when the mentee is close to going Idle (or may already be rendered Idle)
 */
public record MentorshipProgress(Mentorship mentorship, String mentor, String mentee, List<WalkthroughDone> walkthroughs,
                                 Map<MentorDuty, LocalDate> ticks, LocalDate today, Optional<LocalDate> nextAscension,
                                 Optional<Nudge> nudge) {

    /** "The Mentorship lasts for four weeks". */
    public static final int FOUR_WEEKS_DAYS = 28;

    public MentorshipProgress {
        walkthroughs = List.copyOf(walkthroughs);
        ticks = Map.copyOf(ticks);
    }

    /**
     * The mentee has not posted for {@code silence} (since {@code lastPost}, or since they joined or came back); an
     * Admin may render them Idle once it reaches {@code limit} ("has not posted an entry or comment in the past 168
     * Hours"), at {@code idleFrom}.
     */
    public record Nudge(Instant lastPost, Duration silence, Duration limit, Instant idleFrom) {

        public boolean overdue() {
            return silence.compareTo(limit) >= 0;
        }
    }

    public long ageDays() {
        return ChronoUnit.DAYS.between(mentorship.startedOn(), endOrToday());
    }

    /** The day four weeks after the Mentorship began. */
    public LocalDate fourWeeksOn() {
        return mentorship.startedOn().plusDays(FOUR_WEEKS_DAYS);
    }

    /**
     * The day the mentor stops being bound ("whichever occurs latest"): four weeks on, or the next Ascension Address
     * if that is later; empty while no Ascension Address has been posted since it began (it may still come later).
     */
    public Optional<LocalDate> bindingUntil() {
        return nextAscension.map(a -> a.isAfter(fourWeeksOn()) ? a : fourWeeksOn());
    }

    /** Whether the mentor is still bound by the rule's conditions (past the threshold it "can continue informally"). */
    public boolean binding() {
        if (!mentorship.active()) {
            return false;
        }
        return bindingUntil().map(until -> endOrToday().isBefore(until)).orElse(true);
    }

    public boolean ticked(MentorDuty duty) {
        return ticks.containsKey(duty);
    }

    private LocalDate endOrToday() {
        return mentorship.active() ? today : mentorship.endedOn();
    }
}
