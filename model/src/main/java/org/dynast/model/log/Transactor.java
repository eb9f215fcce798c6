package org.dynast.model.log;

import java.util.function.Supplier;

/** Runs work in one database transaction: all of it is committed, or none of it. */
public interface Transactor {

    <T> T inTransaction(Supplier<T> work);

    default void inTransaction(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }
}
