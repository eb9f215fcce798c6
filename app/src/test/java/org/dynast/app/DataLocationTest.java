package org.dynast.app;

import org.dynast.app.cli.WindowOptions;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DataLocationTest {

    @Test
    void theDefaultFileLivesInTheUsersHome() {
        assertThat(DataLocation.resolve(WindowOptions.parse(List.of()), Map.of(), "/home/emperor"))
                .isEqualTo(Path.of("/home/emperor/.dynast/dynast.mv.db"));
    }

    @Test
    void dynastHomeAndThenTheFileArgumentOverrideIt() {
        assertThat(DataLocation.resolve(WindowOptions.parse(List.of()), Map.of("DYNAST_HOME", "/srv/game"), "/home/emperor"))
                .isEqualTo(Path.of("/srv/game/dynast.mv.db"));
        assertThat(DataLocation.resolve(WindowOptions.parse(List.of("--file=/tmp/x.mv.db")), Map.of("DYNAST_HOME", "/srv/game"), "/h"))
                .isEqualTo(Path.of("/tmp/x.mv.db"));
    }

    @Test
    void homeNamesTheFoldersFileAndSettingsUnlessTheFileIsGiven() {
        WindowOptions home = WindowOptions.parse(List.of("--home=/srv/game"));
        assertThat(DataLocation.resolve(home, Map.of("DYNAST_HOME", "/x"), "/h")).isEqualTo(Path.of("/srv/game/dynast.mv.db"));
        assertThat(DataLocation.settings(home, Map.of(), "/h")).isEqualTo(Path.of("/srv/game/settings.properties"));
        assertThat(DataLocation.resolve(WindowOptions.parse(List.of("--home=/srv/game", "/tmp/y.mv.db")), Map.of(), "/h"))
                .isEqualTo(Path.of("/tmp/y.mv.db"));
        assertThat(DataLocation.settings(WindowOptions.parse(List.of()), Map.of(), "/home/emperor"))
                .isEqualTo(Path.of("/home/emperor/.dynast/settings.properties"));
    }
}
