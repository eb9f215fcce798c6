package org.dynast.model.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.dynast.model.Refusal;
import org.junit.jupiter.api.Test;

/** Where a shared dynasty lives, as a user types it in File › Open Shared Dynasty… (issue 36). */
class ServerAddressTest {

    @Test
    void aServerWithoutAPortIsOnPostgresqlsOwnPortAndThePasswordGoesOnlyIntoTheUrl() {
        ServerAddress a = ServerAddress.of(" DB.Example.org ", "thog", "ferrous");
        assertThat(a.port()).isEqualTo(5432);
        assertThat(a.server()).isEqualTo("db.example.org");
        assertThat(a.toString()).isEqualTo("thog on db.example.org (as ferrous)").doesNotContain("password");
        assertThat(a.keyringKey()).isEqualTo("ferrous@db.example.org/thog");
        assertThat(a.url("s3cr&t=")).startsWith("jdbc:postgresql://db.example.org:5432/thog?user=ferrous")
                .contains("password=s3cr%26t%3D");
        assertThat(a.url("")).doesNotContain("password");
    }

    @Test
    void aPortIsReadAndTheDescriptionOfTheStoreNamesTheSamePlace() {
        ServerAddress a = ServerAddress.of("localhost:5433", "team", "cogsworth");
        assertThat(a.port()).isEqualTo(5433);
        assertThat(a.server()).isEqualTo("localhost:5433");
        assertThat(ServerAddress.describe(a.url("pw"))).isEqualTo("team on localhost:5433 (as cogsworth)");
        assertThat(ServerAddress.describe(ServerAddress.of("localhost", "team", "x").url("pw")))
                .isEqualTo("team on localhost (as x)");
    }

    @Test
    void everythingWrongIsSaidAtOnceInPlainWords() {
        assertThatThrownBy(() -> ServerAddress.of("db host:99999", "", "a b"))
                .isInstanceOf(Refusal.class)
                .hasMessageContaining("the port 99999 is not between 1 and 65535")
                .hasMessageContaining("the server 'db host' is not a host name or address")
                .hasMessageContaining("the database is empty")
                .hasMessageContaining("the login 'a b' is not a login name");
        assertThatThrownBy(() -> ServerAddress.of("db:port", "x", "y")).hasMessageContaining(
                "the port 'port' is not a number");
        assertThatThrownBy(() -> ServerAddress.of("", "x", "y")).hasMessageContaining("the server is empty");
    }
}
