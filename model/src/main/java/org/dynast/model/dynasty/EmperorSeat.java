package org.dynast.model.dynasty;

import java.time.LocalDate;
import java.util.Optional;
import org.dynast.model.log.Changes;

/**
 * How a founded dynasty gets its emperor: the roster seats the emperor as the dynasty's first player, an Admin
 * (the roster's {@code FoundingEmperor}). The dynasty package owns this so that it names no roster type and
 * the roster, which reads its dynasty, sits above it (issue 34).
 */
public interface EmperorSeat {

    /** Why this name cannot be a player's, in plain words, if it cannot. */
    Optional<String> nameProblem(String name);

    /** Seats {@code name} as the dynasty's first player, an Admin, among the founding's changes; returns its id. */
    long seat(Changes changes, long dynastyId, String name, LocalDate joinedOn);
}
