package org.dynast.model.dice;

import java.util.List;
import org.dynast.model.log.EntityTable;

/** The stored roll log. */
public interface RollRepository extends EntityTable<Roll> {

    long nextId();

    /** The dynasty's rolls, secret ones included, oldest first. */
    List<Roll> findByDynasty(long dynastyId);

    default String keyOf(Roll roll) {
        return Long.toString(roll.id());
    }
}
