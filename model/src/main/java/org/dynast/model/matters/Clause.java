package org.dynast.model.matters;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * One condition of a route, with its numbers: {"type": "OPEN_AT_LEAST", "hours": 48}. A duration may depend on
 * Hiatus: {"type": "OPEN_AT_LEAST", "hours": 96, "hiatusHours": 48} ("if there is no hiatus going on, until four days
 * have passed ..., and if there is a hiatus going on until two days").
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Clause(ClauseType type, Integer hours, Integer count, Integer numerator, Integer denominator,
                     Integer hiatusHours) {

    public Clause {
        Objects.requireNonNull(type, "type");
        if (hiatusHours != null && (hiatusHours < 0 || !type.timed())) {
            throw new IllegalArgumentException("The clause " + type + " cannot have hiatusHours"
                    + (type.timed() ? " below 0." : ": it is not a duration."));
        }
        switch (type) {
            case OPEN_AT_LEAST, OLDER_THAN, PENDING_MORE_THAN -> require(hours != null && hours >= 0, type, "hours");
            case VALID_VOTES_MORE_THAN, VALID_VOTES_FEWER_THAN -> require(count != null && count >= 0, type, "count");
            case FOR_ABOVE_FRACTION_OF_PLAYERS -> require(numerator != null && denominator != null && denominator > 0
                    && numerator >= 0, type, "numerator and denominator");
            default -> {
            }
        }
    }

    public Clause(ClauseType type, Integer hours, Integer count, Integer numerator, Integer denominator) {
        this(type, hours, count, numerator, denominator, null);
    }

    public static Clause of(ClauseType type) {
        return new Clause(type, null, null, null, null, null);
    }

    public static Clause hours(ClauseType type, int hours) {
        return new Clause(type, hours, null, null, null, null);
    }

    /** The hours this clause needs at a moment when BlogNomic is or is not on Hiatus. */
    public int hoursWhen(boolean onHiatus) {
        return onHiatus && hiatusHours != null ? hiatusHours : hours;
    }

    private static void require(boolean ok, ClauseType type, String what) {
        if (!ok) {
            throw new IllegalArgumentException("The clause " + type + " needs " + what + ".");
        }
    }
}
