package org.dynast.model.matters;

import java.util.List;
import java.util.Map;
import org.dynast.model.log.EntityTable;

public interface VoteRepository extends EntityTable<Vote> {

    long nextId();

    /** The first of {@code count} consecutive new ids, taken at once (for a bulk write: an import). */
    long reserveIds(int count);

    /** Every vote on the dynasty's matters, in the order they were cast. */
    List<Vote> findByDynasty(long dynastyId);

    /**
     * The votes of {@link #findByDynasty} by matter (a matter without votes is absent), each matter's in the order
     * they were cast: what judging reads, without putting every vote of a long history in one order.
     */
    Map<Long, List<Vote>> findByDynastyByMatter(long dynastyId);

    default String keyOf(Vote vote) {
        return Long.toString(vote.id());
    }
}
