package org.dynast.model.log;

import java.util.List;

/** Entities stored one JSON document each, every one belonging to a dynasty. */
public interface JsonDocuments<T> extends EntityTable<T> {

    /** The dynasty's entities in key order. */
    List<T> findByDynasty(long dynastyId);
}
