package org.dynast.model.roster;

import java.util.List;
import org.dynast.model.log.EntityTable;

/** The walkthroughs each player finished. */
public interface WalkthroughDoneRepository extends EntityTable<WalkthroughDone> {

    long nextId();

    /** The dynasty's finished walkthroughs, oldest first. */
    List<WalkthroughDone> findByDynasty(long dynastyId);

    default String keyOf(WalkthroughDone done) {
        return Long.toString(done.id());
    }
}
