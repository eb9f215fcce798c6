package org.dynast.model.matters;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What the core rules say of one matter at one moment: Popular or Unpopular, whether an Admin may
 * Enact or Fail it now, each route's checks in the rule's words, and when that next changes.
 */
public record Verdict(long matterId, Instant at, Tally tally, boolean popular, boolean unpopular,
                      List<RouteResult> enactRoutes, List<RouteResult> failRoutes, Optional<NextChange> nextChange) {

    /** One check of a clause: whether it holds and why, with the numbers. */
    public record Check(boolean passed, String text) {
    }

    /** One route of a rule (all its clauses must hold), with the rule's sentence. */
    public record RouteResult(String rule, List<Check> checks) {
        public boolean passed() {
            return checks.stream().allMatch(Check::passed);
        }

        /** The checks that say something (routine passes such as "not on Hiatus" have no text). */
        public String reasons() {
            return checks.stream().map(Check::text).filter(t -> !t.isEmpty()).collect(Collectors.joining("; "));
        }

        /** Only what stops this route. */
        public String blockers() {
            return checks.stream().filter(c -> !c.passed()).map(Check::text).collect(Collectors.joining("; "));
        }
    }

    /** The next moment something changes with the votes as they are, e.g. "may be Enacted in 5 h". */
    public record NextChange(Instant at, String description) {
    }

    public Verdict {
        enactRoutes = List.copyOf(enactRoutes);
        failRoutes = List.copyOf(failRoutes);
    }

    public boolean enactable() {
        return enactRoutes.stream().anyMatch(RouteResult::passed);
    }

    public boolean failable() {
        return failRoutes.stream().anyMatch(RouteResult::passed);
    }

    public Optional<RouteResult> enactingRoute() {
        return enactRoutes.stream().filter(RouteResult::passed).findFirst();
    }

    public Optional<RouteResult> failingRoute() {
        return failRoutes.stream().filter(RouteResult::passed).findFirst();
    }

    /** One paragraph: what an Admin may do now and why, in the rule's words. */
    public String explanation() {
        StringBuilder text = new StringBuilder();
        enactingRoute().ifPresent(r -> text.append("May be Enacted: ").append(r.rule()).append(" (")
                .append(r.reasons()).append(")"));
        failingRoute().ifPresent(r -> text.append(text.isEmpty() ? "" : "\n").append("May be Failed: ")
                .append(r.rule()).append(" (").append(r.reasons()).append(")"));
        if (text.isEmpty()) {
            text.append("Cannot be resolved yet.");
            enactRoutes.forEach(r -> text.append("\nNot Enactable: ").append(r.blockers()));
            failRoutes.forEach(r -> text.append("\nNot Failable: ").append(r.blockers()));
        }
        return text.toString();
    }
}
