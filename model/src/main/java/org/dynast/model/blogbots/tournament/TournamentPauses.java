package org.dynast.model.blogbots.tournament;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.VotableMatter;

/**
 * When "Formalised Disputes" pauses the schedule of {@link TournamentService} (split out of it): the stretches the
 * marked CfJs pause it, whether it is paused now, and when a step falls due with the paused time not counted.
 */
final class TournamentPauses {

    /** The Votable Matters, once attached (null before). */
    private final Supplier<MattersService> mattersService;

    TournamentPauses(Supplier<MattersService> mattersService) {
        this.mattersService = mattersService;
    }

    /** A stretch of time the schedule was paused; {@code to} is null while a CfJ is still pending. */
    record Interval(Instant from, Instant to) {
    }

    /** The schedule paused now: since when, and by which pending CfJs. */
    record Pause(Instant since, String names) {
    }

    /**
     * The stretches the schedule is paused, merged: each marked CfJ from its posting until it is resolved ("Where
     * multiple open calls for judgement each request a pause, that pause lasts until all of them have been
     * resolved").
     */
    List<Interval> pauseIntervals(Tournament t) {
        MattersService matters = mattersService.get();
        if (matters == null || t.pauses().isEmpty()) {
            return List.of();
        }
        List<Interval> raw = matters.state(t.dynastyId()).matters().stream().filter(m -> t.pauses().contains(m.id()))
                .map(m -> new Interval(m.postedAt(), m.pending() ? null : m.resolvedAt()))
                .sorted(Comparator.comparing(Interval::from)).toList();
        List<Interval> merged = new ArrayList<>();
        for (Interval x : raw) {
            Interval last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && (last.to() == null || !x.from().isAfter(last.to()))) {
                Instant to = last.to() == null || x.to() == null ? null
                        : (x.to().isAfter(last.to()) ? x.to() : last.to());
                merged.set(merged.size() - 1, new Interval(last.from(), to));
            } else {
                merged.add(x);
            }
        }
        return merged;
    }

    Optional<Pause> pausedNow(Tournament t) {
        MattersService matters = mattersService.get();
        if (matters == null || t.pauses().isEmpty()) {
            return Optional.empty();
        }
        List<VotableMatter> open = matters.state(t.dynastyId()).matters().stream()
                .filter(m -> t.pauses().contains(m.id()) && m.pending())
                .sorted(Comparator.comparing(VotableMatter::postedAt)).toList();
        if (open.isEmpty()) {
            return Optional.empty();
        }
        Instant since = pauseIntervals(t).stream().filter(x -> x.to() == null).map(Interval::from).findFirst()
                .orElse(open.get(0).postedAt());
        return Optional.of(new Pause(since, open.stream().map(m -> "CfJ '" + m.title() + "'")
                .collect(Collectors.joining(", "))));
    }

    /**
     * When {@code after} of unpaused time has passed since {@code base}: "time spent with the tournament being paused
     * is not counted towards the 12 hour and 24 hour thresholds in the schedule".
     */
    static Instant due(Instant base, Duration after, List<Interval> pauses) {
        Instant at = base;
        Duration left = after;
        for (Interval p : pauses) {
            if (p.to() != null && !p.to().isAfter(at)) {
                continue;
            }
            if (p.from().isAfter(at)) {
                Duration gap = Duration.between(at, p.from());
                if (gap.compareTo(left) >= 0) {
                    break;
                }
                left = left.minus(gap);
            }
            if (p.to() == null) {
                return Instant.MAX;
            }
            at = p.to();
        }
        return at.plus(left);
    }
}
