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

    /** Refuses the file unless {@code ok}: {@code where} is the field path or place, {@code why} the reason. */
    public static void require(boolean ok, String where, String why) {
        if (!ok) {
            throw new ImportException(where, why);
        }
    }

    public String where() {
        return where;
    }
}
