package org.dynast.model.dynasty;

import java.util.List;
import org.dynast.model.log.EntityTable;

public interface DynastyRepository extends EntityTable<Dynasty> {

    long nextId();

    List<Dynasty> all();

    default String keyOf(Dynasty dynasty) {
        return Long.toString(dynasty.id());
    }
}
