package org.dynast.app.welcome;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The welcome page: shown at start until turned off (kept in settings.properties), its dynasties and its buttons. */
class WelcomeViewModelTest {

    @TempDir
    Path home;

    private final List<String> done = new ArrayList<>();
    private final ObservableList<Dynasty> dynasties = FXCollections.observableArrayList();

    private WelcomeViewModel vm(Settings settings, boolean replays) {
        return new WelcomeViewModel(settings, dynasties, Messages.load(DynastyModules.installed()), new WelcomeViewModel.Actions(
                () -> done.add("walkthrough"), replays ? () -> done.add("replay") : null, () -> done.add("new"),
                d -> done.add("show " + d.name())), () -> done.add("closed"));
    }

    private static Dynasty dynasty(long id, String name, int ruleset, Terms terms) {
        return new Dynasty(id, name, ruleset, terms, null, LocalDate.of(2026, 11, 1), Integer.toString(ruleset),
                DynastyPhase.ACTIVE, null, List.of());
    }

    @Test
    void shownAtStartUntilTurnedOffWhichIsKeptInTheSettingsFile() throws Exception {
        Path file = home.resolve(Settings.FILE_NAME);
        assertThat(WelcomeViewModel.showAtStart(Settings.in(file))).as("a first launch").isTrue();
        WelcomeViewModel vm = vm(Settings.in(file), true);
        assertThat(vm.showAtStartProperty().get()).isTrue();
        vm.showAtStartProperty().set(false);
        assertThat(Files.readString(file)).contains("welcome.showAtStart=false");
        assertThat(WelcomeViewModel.showAtStart(Settings.in(file))).as("the next launch").isFalse();
        vm(Settings.in(file), true).showAtStartProperty().set(true);
        assertThat(WelcomeViewModel.showAtStart(Settings.in(file))).isTrue();
    }

    @Test
    void itListsTheFilesDynastiesInTheirOwnTermsAndShowsTheOneChosen() {
        WelcomeViewModel vm = vm(Settings.inMemory(), true);
        assertThat(vm.demos()).isEmpty();
        dynasties.setAll(dynasty(1, "Brass Bots", 205, new Terms("Operator", "Operators", "Announcer")),
                dynasty(2, "Widget Works", 190, new Terms("Worker", "Workers", "Factory")));
        assertThat(vm.demos()).containsExactly("Brass Bots \u2014 Ruleset 205, its Operators and their Announcer",
                "Widget Works \u2014 Ruleset 190, its Workers and their Factory");
        vm.showDynasty(1);
        assertThat(done).containsExactly("closed", "show Widget Works");
    }

    @Test
    void itsButtonsCloseThePageAndStartAWalkthroughOpenAReplayOrFoundADynasty() {
        WelcomeViewModel vm = vm(Settings.inMemory(), true);
        assertThat(vm.canOpenReplay()).isTrue();
        vm.startWalkthrough();
        vm.openReplay();
        vm.newDynasty();
        assertThat(done).containsExactly("closed", "walkthrough", "closed", "replay", "closed", "new");
        done.clear();
        WelcomeViewModel noReplays = vm(Settings.inMemory(), false);
        assertThat(noReplays.canOpenReplay()).isFalse();
        noReplays.openReplay();
        assertThat(done).isEmpty();
    }
}
