package org.dynast.model.matters;

import java.util.List;
import org.dynast.model.log.EntityTable;

public interface VoteRepository extends EntityTable<Vote> {

    long nextId();

    /** Every vote on the dynasty's matters, in the order they were cast. */
    List<Vote> findByDynasty(long dynastyId);

    default String keyOf(Vote vote) {
        return Long.toString(vote.id());
    }
}
