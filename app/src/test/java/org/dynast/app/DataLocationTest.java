package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataLocationTest {

    @Test
    void theDefaultFileLivesInTheUsersHome() {
        assertThat(DataLocation.resolve(List.of(), Map.of(), "/home/emperor"))
                .isEqualTo(Path.of("/home/emperor/.dynast/dynast.mv.db"));
    }

    @Test
    void dynastHomeAndThenTheFileArgumentOverrideIt() {
        assertThat(DataLocation.resolve(List.of(), Map.of("DYNAST_HOME", "/srv/game"), "/home/emperor"))
                .isEqualTo(Path.of("/srv/game/dynast.mv.db"));
        assertThat(DataLocation.resolve(List.of("--file=/tmp/x.mv.db"), Map.of("DYNAST_HOME", "/srv/game"), "/h"))
                .isEqualTo(Path.of("/tmp/x.mv.db"));
    }
}
