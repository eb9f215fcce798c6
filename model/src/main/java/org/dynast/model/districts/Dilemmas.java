package org.dynast.model.districts;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.dynast.model.districts.rules.Dilemma;
import org.dynast.model.districts.rules.Posing;

/** Ruleset 217, "Reactions" and "The Conclave": when a Dilemma is Ongoing, and whether a Conclave is. */
public final class Dilemmas {

    /** "A Dilemma is Ongoing if it is less than 48 hours old and some Districts are yet to React to it." */
    public static final Duration ONGOING_FOR = Dilemma.ONGOING_FOR;

    /** "If the most recently posted Dilemma's number is 30 or higher, a Conclave is ongoing." */
    public static final int CONCLAVE_FROM = Posing.CONCLAVE_FROM;

    private Dilemmas() {
    }

    public static boolean ongoing(DistrictsState.Dilemma d, List<District> districts, Instant now) {
        return Bridge.toRules(d).ongoing(districts.stream().map(District::name).toList(), now);
    }

    /** When the Dilemma stops being Ongoing by age (it may stop sooner, when every District has reacted). */
    public static Instant closes(DistrictsState.Dilemma d) {
        return d.postedAt.plus(ONGOING_FOR);
    }

    public static Optional<DistrictsState.Dilemma> latest(DistrictsState s) {
        return s.dilemmas.stream().reduce((a, b) -> b);
    }

    /** "If the most recently posted Dilemma's number is 30 or higher, a Conclave is ongoing." */
    public static boolean conclaveOngoing(DistrictsState s) {
        return Posing.conclaveOngoing(Bridge.dilemmas(s));
    }
}
