package org.dynast.model.store;

/** The store could not do what was asked; the message says why in words a user can act on. */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }
}
