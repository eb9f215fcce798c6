package org.dynast.model.store;

import java.nio.file.Path;

/** The dynasty file is held by another running Dynast console (or another program). */
public class FileInUseException extends StoreException {

    private final Path file;

    public FileInUseException(Path file, Throwable cause) {
        super("The dynasty file " + file + " is already open in another Dynast console. "
                + "Close that console first, or open another file.", cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }
}
