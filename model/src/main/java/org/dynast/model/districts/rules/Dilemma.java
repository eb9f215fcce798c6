package org.dynast.model.districts.rules;

import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A posted Dilemma: its number, when it was posted, its two Outcomes, and when each District Reacted to it (Decided or
 * Passed).
 */
public record Dilemma(int number, Instant postedAt, List<Outcome> outcomes, Map<String, Instant> reactions) {

    /** "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to React to it." */
    public static final Duration ONGOING_FOR = Duration.ofHours(48);

    public Dilemma {
        if (number < 1) {
            throw new IllegalArgumentException("A Dilemma's number is at least 1");
        }
        if (postedAt == null) {
            throw new IllegalArgumentException("A Dilemma needs the time it was posted");
        }
        outcomes = List.copyOf(outcomes);
        if (outcomes.size() != 2) {
            throw new IllegalArgumentException("A Dilemma has two Outcomes");
        }
        reactions = Map.copyOf(reactions == null ? Map.of() : reactions);
    }

    public boolean reacted(String district) {
        return reactions.keySet().stream().anyMatch(k -> k.equalsIgnoreCase(district));
    }

    /** This Dilemma with {@code district}'s Reaction at {@code at}. */
    public Dilemma withReaction(String district, Instant at) {
        Map<String, Instant> r = new LinkedHashMap<>(reactions);
        r.put(district, at);
        return new Dilemma(number, postedAt, outcomes, r);
    }

    /** "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to React to it." */
    public boolean ongoing(Collection<String> districts, Instant now) {
        return now.isBefore(postedAt.plus(ONGOING_FOR)) && districts.stream().anyMatch(d -> !reacted(d));
    }

    /**
     * When it ceased (or will cease) to be Ongoing with these Districts: 48 hours after its posting, or when the last
     * of them Reacted if that was sooner.
     */
    public Instant ceasesAt(Collection<String> districts) {
        Instant limit = postedAt.plus(ONGOING_FOR);
        if (districts.stream().allMatch(this::reacted)) {
            Optional<Instant> last = districts.stream().map(d -> reactions.entrySet().stream()
                            .filter(e -> e.getKey().equalsIgnoreCase(d)).map(Map.Entry::getValue).findFirst().orElseThrow())
                    .max(Instant::compareTo);
            if (last.isPresent() && last.get().isBefore(limit)) {
                return last.get().isBefore(postedAt) ? postedAt : last.get();
            }
        }
        return limit;
    }

    public Outcome outcome(int n) {
        if (n != 1 && n != 2) {
            throw new IllegalArgumentException("A Dilemma's Outcomes are 1 and 2, not " + n);
        }
        return outcomes.get(n - 1);
    }

    @Override
    public String toString() {
        return "Dilemma #" + number + " " + outcomes;
    }
}
