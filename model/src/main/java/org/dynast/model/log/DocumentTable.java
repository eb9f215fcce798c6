package org.dynast.model.log;

/** A table of JSON documents, one per entity, each belonging to a dynasty, with ids from a sequence. */
public interface DocumentTable<T> extends JsonDocuments<T> {

    /** A fresh id from the table's sequence. */
    long nextId();
}
