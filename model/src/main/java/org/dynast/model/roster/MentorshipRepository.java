package org.dynast.model.roster;

import java.util.List;
import org.dynast.model.log.EntityTable;

public interface MentorshipRepository extends EntityTable<Mentorship> {

    long nextId();

    List<Mentorship> findByDynasty(long dynastyId);

    default String keyOf(Mentorship mentorship) {
        return Long.toString(mentorship.id());
    }
}
