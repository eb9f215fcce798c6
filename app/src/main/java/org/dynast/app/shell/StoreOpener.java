package org.dynast.app.shell;

import java.nio.file.Path;
import org.dynast.model.store.GameStore;

/** Opens a dynasty file (creating it if new): {@code path -> GameStore.open(path, clock)} in the app. */
@FunctionalInterface
public interface StoreOpener {

    GameStore open(Path file);
}
