package org.dynast.model;

/**
 * Data Dynast wrote into a dynasty file that cannot be read back as it was written: the file is damaged (issue 33, "20
 * flipped bytes"). A file database reports it as a {@code DamagedFileException}, with the offer of its backups.
 */
public class StoredDataException extends IllegalStateException {

    public StoredDataException(String message, Throwable cause) {
        super(message, cause);
    }
}
