package org.dynast.model.store;

/** An import file that cannot be read: the message says where (line and column, or field) and why. */
public class ImportException extends StoreException {

    private final String where;

    public ImportException(String where, String why, Throwable cause) {
        super(where + ": " + why, cause);
        this.where = where;
    }

    public ImportException(String where, String why) {
        this(where, why, null);
    }

    public String where() {
        return where;
    }
}
