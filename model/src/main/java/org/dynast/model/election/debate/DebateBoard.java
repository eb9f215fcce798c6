package org.dynast.model.election.debate;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the Debates board says of a debate now: its state by the clock and the timer of the window that matters next
 * ("Entries close in 2 d 3 h 12 min"). Public: it reads nothing private.
 */
public final class DebateBoard {

    private DebateBoard() {
    }

    /** The board's line for the debate at {@code now}. */
    public static String status(Debate d, Instant now) {
        DebateState state = DebateActions.state(d, now);
        if (d.state() == DebateState.UPCOMING) {
            return now.isAfter(d.startDate()) ? "Upcoming: may be started now"
                    : "Upcoming: may be started in " + span(now, d.startDate());
        }
        if (d.state() == DebateState.FINISHED) {
            return "Finished " + Formats.when(d.finishedAt()) + ": " + d.ending().text();
        }
        Optional<Ending> missed = DebateActions.missed(d, now);
        if (state == DebateState.FINISHED && missed.isPresent()) {
            return "Finished " + Formats.when(DebateActions.missedAt(d, now).orElseThrow()) + ": "
                    + missed.get().text().replace("the moderator paid", "the moderator must pay")
                    + " — record the penalty";
        }
        Instant entriesClose = d.postedAt().plus(DebateRules.ENTRY_WINDOW);
        if (d.resolutionPostedAt() == null) {
            if (now.isBefore(entriesClose)) {
                return "Active: entries close in " + span(now, entriesClose);
            }
            return "Active: the Debate resolution is due within "
                    + span(now, d.postedAt().plus(DebateRules.RESOLUTION_POST_CLOSES));
        }
        Instant opens = d.resolutionPostedAt().plus(DebateRules.RESOLVE_OPENS);
        if (now.isBefore(opens)) {
            return "Active: numeric replies; resolving possible in " + span(now, opens);
        }
        return "Active: numeric replies; resolving due within "
                + span(now, d.resolutionPostedAt().plus(DebateRules.RESOLVE_CLOSES));
    }

    /**
     * Who may start the Upcoming debate {@code number} now, in the board's words (empty once it is Active or
     * Finished): "If the current time is after the start date of a debate and the debate is still Upcoming, all debates
     * whose number is less than the debate are Active or Finished, and e did not moderate the debate whose number is
     * one less than the debate in question, a candidate may choose to start a debate".
     */
    public static Optional<String> whoMayStart(List<Debate> debates, int number, Instant now) {
        Debate d = DebateActions.find(debates, number);
        if (d.state() != DebateState.UPCOMING) {
            return Optional.empty();
        }
        if (!now.isAfter(d.startDate())) {
            return Optional.of("No one before its start date, " + Formats.when(d.startDate()) + ".");
        }
        for (int n = 1; n < number; n++) {
            if (DebateActions.find(debates, n).state() == DebateState.UPCOMING) {
                return Optional.of("No one until Debate " + n + " is Active or Finished.");
            }
        }
        String previous = number > 1 ? DebateActions.find(debates, number - 1).moderator() : null;
        return Optional.of(previous == null ? "Any Candidate, now."
                : "Any Candidate but " + previous + ", who moderated Debate " + (number - 1) + ", now.");
    }

    /** "2 d 3 h 12 min", "3 h 12 min", "12 min", "less than a minute". */
    public static String span(Instant from, Instant to) {
        Duration left = Duration.between(from, to);
        if (left.isNegative() || left.toMinutes() < 1) {
            return "less than a minute";
        }
        long days = left.toDays();
        long hours = left.toHoursPart();
        long minutes = left.toMinutesPart();
        StringBuilder b = new StringBuilder();
        if (days > 0) {
            b.append(days).append(" d ");
        }
        if (days > 0 || hours > 0) {
            b.append(hours).append(" h ");
        }
        b.append(minutes).append(" min");
        return b.toString();
    }
}
