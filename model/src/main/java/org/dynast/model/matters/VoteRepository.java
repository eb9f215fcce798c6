package org.dynast.model.matters;

import java.util.List;
import org.dynast.model.log.EntityTable;

public interface VoteRepository extends EntityTable<Vote> {

    long nextId();

    /** The first of {@code count} consecutive new ids, taken at once (for a bulk write: an import). */
    long reserveIds(int count);

    /** Every vote on the dynasty's matters, in the order they were cast. */
    List<Vote> findByDynasty(long dynastyId);

    default String keyOf(Vote vote) {
        return Long.toString(vote.id());
    }
}
