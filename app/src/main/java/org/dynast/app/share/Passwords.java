package org.dynast.app.share;

import java.util.Optional;
import org.dynast.model.store.ServerAddress;

/**
 * Where a shared dynasty's password may be kept: the desktop's keyring ({@link DesktopKeyring}), or nowhere (then it
 * is asked each time). Never a plain file. Every call may be slow (the keyring may ask the user to unlock it): call it
 * off the FX thread.
 */
public interface Passwords {

    /** Whether passwords can be kept here at all. */
    boolean available();

    /** The password kept for {@code address}, if any. */
    Optional<String> read(ServerAddress address);

    /** Keeps {@code password} for {@code address}; false (and nothing kept) if the keyring refused. */
    boolean keep(ServerAddress address, String password);

    /** Forgets the password kept for {@code address}, if any. */
    void forget(ServerAddress address);

    /** Keeps nothing: the password is asked each time. */
    Passwords NONE = new Passwords() {
        @Override
        public boolean available() {
            return false;
        }

        @Override
        public Optional<String> read(ServerAddress address) {
            return Optional.empty();
        }

        @Override
        public boolean keep(ServerAddress address, String password) {
            return false;
        }

        @Override
        public void forget(ServerAddress address) {
        }
    };
}
