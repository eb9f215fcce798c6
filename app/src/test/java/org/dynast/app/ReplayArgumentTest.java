package org.dynast.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReplayArgumentTest {

    @Test
    void aReplayFlagOrABareJsonPathOpensTheViewerOnly() {
        assertThat(ReplayArgument.find(List.of("--replay=/tmp/bout.json"))).contains(Path.of("/tmp/bout.json"));
        assertThat(ReplayArgument.find(List.of("/home/bea/Downloads/Bout 12.JSON"))).contains(
                Path.of("/home/bea/Downloads/Bout 12.JSON"));
        assertThat(ReplayArgument.find(List.of("--file=x.mv.db"))).isEmpty();
        assertThat(ReplayArgument.find(List.of("bout", "a.json", "b.json"))).isEmpty();
        assertThat(ReplayArgument.find(List.of("bout", "a.json", "b.json", "--replay=r.json"))).isEmpty();
        assertThat(ReplayArgument.find(List.of("--exit-after-shown", "b.json"))).contains(Path.of("b.json"));
        assertThat(ReplayArgument.find(List.of())).isEmpty();
    }

    @Test
    void aBareBoutPathTheDesktopPassesOpensTheViewerOnly() {
        // the installers register .bout, replays' own extension; a double-click runs "Dynast FILE"
        assertThat(ReplayArgument.find(List.of("/home/bea/Bout 12.bout"))).contains(Path.of("/home/bea/Bout 12.bout"));
        assertThat(ReplayArgument.find(List.of("FINAL.BOUT", "--exit-after-shown"))).contains(Path.of("FINAL.BOUT"));
        assertThat(ReplayArgument.find(List.of("--replay=r.bout"))).contains(Path.of("r.bout"));
        assertThat(ReplayArgument.find(List.of("bout", "a.json", "b.json", "--replay=r.bout"))).isEmpty();
        assertThat(ReplayArgument.find(List.of("notes.txt"))).isEmpty();
    }
}
