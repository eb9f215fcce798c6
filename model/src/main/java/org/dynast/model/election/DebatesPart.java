package org.dynast.model.election;

import java.util.Optional;
import org.dynast.model.module.ModuleExchange;

/**
 * The Debates (rule "Debates", built in {@code org.dynast.model.election.debate}) as the rest of the election sees
 * them: the victory rule asks whether any is Active ("provided there are no active debates"), and the engine adds
 * their part of the dynasty file, their pages' reads and their demo to its own.
 */
public interface DebatesPart {

    /** Whether any Debate of the dynasty is Active now (Upcoming and Finished ones are not). */
    boolean anyActive(long dynastyId);

    /** The Debates' part of the dynasty file, beside the election's own field. */
    default Optional<ModuleExchange> exchange() {
        return Optional.empty();
    }

    /** Reads what the Debates board reads (an import is refused if a page could not show it). */
    default void readPages(long dynastyId) {
    }

    /**
     * The Debates' section of the players' page (MediaWiki), nothing private in it (no PM, no author behind an
     * entry's numeric); empty when there is nothing to show.
     */
    default String playersPage(long dynastyId) {
        return "";
    }

    /** Seeds the demo's Debates, after the election's demo gamestate is seeded. */
    default void seedDemo(long dynastyId, String actor) {
    }
}
