package org.dynast.model.store;

import java.util.function.ToLongFunction;
import org.dynast.model.log.DocumentTable;
import org.dynast.model.log.Snapshots;

/** Entities as JSON documents keyed by a numeric {@code id} from the table's sequence, each in a dynasty. */
final class H2DocumentTable<T> extends H2JsonDocuments<T> implements DocumentTable<T> {

    H2DocumentTable(Jdbc jdbc, Snapshots snapshots, String table, Class<T> type, ToLongFunction<T> id,
                    ToLongFunction<T> dynasty) {
        super(jdbc, snapshots, table, "id", type, id, dynasty);
    }

    @Override
    public long nextId() {
        return jdbc().nextValue(table() + "_seq");
    }
}
