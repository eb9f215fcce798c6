package org.dynast.model.log;

import java.util.List;

/** A table of JSON documents, one per entity, each belonging to a dynasty, with ids from a sequence. */
public interface DocumentTable<T> extends EntityTable<T> {

    /** The dynasty's entities, oldest (lowest id) first. */
    List<T> findByDynasty(long dynastyId);

    /** A fresh id from the table's sequence. */
    long nextId();
}
