package org.dynast.model.store;

import java.nio.file.Path;
import java.util.List;

/** A dynasty file that cannot be read (damaged); the console offers to restore its newest backup. */
public final class DamagedFileException extends StoreException {

    private final transient Path file;

    DamagedFileException(Path file, String message, Throwable cause) {
        super(message, cause);
        this.file = file;
    }

    /** The damaged {@code .mv.db} file. */
    public Path file() {
        return file;
    }

    /** Its backups, newest first (none: the user can only open another file). */
    public List<Backups.Backup> backups() {
        return Backups.of(file);
    }
}
