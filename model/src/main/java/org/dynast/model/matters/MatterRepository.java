package org.dynast.model.matters;

import java.util.List;
import org.dynast.model.log.EntityTable;

public interface MatterRepository extends EntityTable<VotableMatter> {

    long nextId();

    /** The first of {@code count} consecutive new ids, taken at once (for a bulk write: an import). */
    long reserveIds(int count);

    List<VotableMatter> findByDynasty(long dynastyId);

    /**
     * The dynasty's matters as {@link #findByDynasty} gives them, each without its body (empty): a list of them and
     * their verdicts need no body, and a long history's bodies are most of what would be read.
     */
    List<VotableMatter> findByDynastyWithoutBodies(long dynastyId);

    /** The dynasty's pending matters, in the order of {@link #findByDynasty}. */
    List<VotableMatter> findPendingByDynasty(long dynastyId);

    default String keyOf(VotableMatter matter) {
        return Long.toString(matter.id());
    }
}
