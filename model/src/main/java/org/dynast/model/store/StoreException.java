package org.dynast.model.store;

/** The store could not do what was asked; the message says why in words a user can act on. */
public class StoreException extends RuntimeException {

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    public StoreException(String message) {
        super(message);
    }

    /** A write refused for lack of space on the disk: nothing was changed. */
    public static StoreException diskFull(Throwable cause) {
        return new StoreException("The disk is full: Dynast could not write to the file, so nothing was changed. "
                + "Everything saved before is safe in it. Free some space on the disk, then try again.", cause);
    }

    /** A write to a file open read-only. */
    public static StoreException readOnly(Throwable cause) {
        return new StoreException("The dynasty file is open read-only (its file or folder may not be written): "
                + "nothing can be changed in it.", cause);
    }
}
