package org.dynast.model.store;

/** An import file that cannot be read: the message says where (line and column, or field) and why. */
public class ImportException extends StoreException {

    private final String where;

    /** The longest reason shown: a value quoted from the file is cut, so the message stays one short line. */
    private static final int LONGEST = 400;

    public ImportException(String where, String why, Throwable cause) {
        super(oneLine(where) + ": " + oneLine(why), cause);
        this.where = oneLine(where);
    }

    /** Text from the file may hold line breaks and control characters: a message is one line of plain text. */
    private static String oneLine(String text) {
        String line = (text == null ? "" : text).replaceAll("\\p{Cntrl}+", " ").strip();
        return line.length() <= LONGEST ? line : line.substring(0, LONGEST - 1) + "\u2026";
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
