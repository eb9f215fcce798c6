package org.dynast.app.share;

import com.github.javakeyring.BackendNotSupportedException;
import com.github.javakeyring.Keyring;
import com.github.javakeyring.PasswordAccessException;
import java.util.Optional;
import org.dynast.model.store.ServerAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The desktop's own keyring through java-keyring: the Secret Service on Linux (GNOME Keyring, KWallet), the Keychain
 * on macOS, the Credential Manager on Windows. Where there is none (a desktop without a Secret Service, a headless
 * machine), {@link #available()} is false and passwords are asked each time.
 */
public final class DesktopKeyring implements Passwords {

    private static final Logger LOG = LoggerFactory.getLogger(DesktopKeyring.class);
    /** The service name passwords are kept under, each by {@link ServerAddress#keyringKey()}. */
    static final String SERVICE = "Dynast shared dynasty";

    private volatile Keyring keyring;
    private volatile boolean tried;

    private synchronized Keyring keyring() {
        if (!tried) {
            tried = true;
            try {
                Keyring k = Keyring.create();
                try {
                    // a Secret Service that is named but not running answers only when asked: asked once now
                    k.getPassword(SERVICE, "dynast-probe");
                } catch (PasswordAccessException noSuchEntry) {
                    // reachable; it holds no such entry
                }
                keyring = k;
            } catch (BackendNotSupportedException | RuntimeException | LinkageError e) {
                LOG.info("No desktop keyring ({}): shared dynasties' passwords are asked each time", e.toString());
                keyring = null;
            }
        }
        return keyring;
    }

    @Override
    public boolean available() {
        return keyring() != null;
    }

    @Override
    public Optional<String> read(ServerAddress address) {
        Keyring k = keyring();
        if (k == null) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(k.getPassword(SERVICE, address.keyringKey()));
        } catch (PasswordAccessException | RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public boolean keep(ServerAddress address, String password) {
        Keyring k = keyring();
        if (k == null) {
            return false;
        }
        try {
            k.setPassword(SERVICE, address.keyringKey(), password);
            return true;
        } catch (PasswordAccessException | RuntimeException e) {
            LOG.info("The keyring did not keep the password for {}: {}", address, e.toString());
            return false;
        }
    }

    @Override
    public void forget(ServerAddress address) {
        Keyring k = keyring();
        if (k != null) {
            try {
                k.deletePassword(SERVICE, address.keyringKey());
            } catch (PasswordAccessException | RuntimeException ignored) {
                // nothing kept
            }
        }
    }
}
