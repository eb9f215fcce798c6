package org.dynast.model.ruleset;

import java.util.List;
import java.util.Optional;
import org.dynast.model.log.EntityTable;

/**
 * The stored revisions of each dynasty's ruleset (undoable through the log like any gamestate), and
 * the texts they point to, stored once by their SHA-256 and never changed or removed.
 */
public interface RulesetRepository extends EntityTable<RulesetRevision> {

    long nextId();

    /** The dynasty's revisions, oldest (number 1) first. */
    List<RulesetRevision> findByDynasty(long dynastyId);

    /** Stores a text if it is not stored yet; returns its SHA-256 in hex. */
    String storeText(String text);

    Optional<String> text(String hash);

    default String keyOf(RulesetRevision revision) {
        return Long.toString(revision.id());
    }
}
