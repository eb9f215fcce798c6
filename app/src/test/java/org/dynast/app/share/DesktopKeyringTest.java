package org.dynast.app.share;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.dynast.model.store.ServerAddress;
import org.junit.jupiter.api.Test;

/**
 * The desktop's keyring answers, or says there is none, and never takes the console down: on a machine with no Secret
 * Service (CI, a bare X session) the password is simply asked each time, and nothing is kept anywhere.
 */
class DesktopKeyringTest {

    @Test
    void withoutASecretServiceNothingIsKeptAndNothingFails() throws Exception {
        DesktopKeyring keyring = new DesktopKeyring();
        boolean available = CompletableFuture.supplyAsync(keyring::available).get(60, TimeUnit.SECONDS);
        ServerAddress address = ServerAddress.of("localhost", "dynast_keyring_test", "nobody");
        if (System.getenv("DBUS_SESSION_BUS_ADDRESS") == null) {
            assertThat(available).as("no session bus: no keyring").isFalse();
        }
        if (!available) {
            assertThat(keyring.keep(address, "secret")).isFalse();
            assertThat(keyring.read(address)).isEmpty();
            keyring.forget(address); // no-op, no failure
        } else {
            try {
                assertThat(keyring.keep(address, "secret")).isTrue();
                assertThat(keyring.read(address)).contains("secret");
            } finally {
                keyring.forget(address);
            }
            assertThat(keyring.read(address)).isEmpty();
        }
    }
}
