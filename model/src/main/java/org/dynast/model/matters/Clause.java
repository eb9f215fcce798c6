package org.dynast.model.matters;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/** One condition of a route, with its numbers: {"type": "OPEN_AT_LEAST", "hours": 48}. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Clause(ClauseType type, Integer hours, Integer count, Integer numerator, Integer denominator) {

    public Clause {
        Objects.requireNonNull(type, "type");
        switch (type) {
            case OPEN_AT_LEAST, OLDER_THAN, PENDING_MORE_THAN -> require(hours != null && hours >= 0, type, "hours");
            case VALID_VOTES_MORE_THAN -> require(count != null && count >= 0, type, "count");
            case FOR_ABOVE_FRACTION_OF_PLAYERS -> require(numerator != null && denominator != null && denominator > 0
                    && numerator >= 0, type, "numerator and denominator");
            default -> {
            }
        }
    }

    public static Clause of(ClauseType type) {
        return new Clause(type, null, null, null, null);
    }

    public static Clause hours(ClauseType type, int hours) {
        return new Clause(type, hours, null, null, null);
    }

    private static void require(boolean ok, ClauseType type, String what) {
        if (!ok) {
            throw new IllegalArgumentException("The clause " + type + " needs " + what + ".");
        }
    }
}
