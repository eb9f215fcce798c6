package org.dynast.app.help;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.dynast.app.common.Messages;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/**
 * Help › User Guide: the app carries the repository's README (copied at build) and shows its usage sections as
 * text with styles; the find box finds every hit, case aside, and goes round them.
 */
class UserGuideTest {

    private static String readme() throws Exception {
        return Files.readString(Path.of("..", "README.md"));
    }

    @Test
    void theGuideTheAppCarriesIsTheReadmesUsageSections() throws Exception {
        UserGuide shipped = UserGuide.shipped();
        assertThat(shipped.text()).isEqualTo(UserGuide.of(readme()).text());
        assertThat(shipped.headings()).startsWith("Using the console")
                .contains("Walkthroughs (for newcomers and their mentors)", "The arena viewer")
                .doesNotContain("Set up", "Packaging");
        // Markdown read, not shown raw: no "**", the link's text without its address, a picture named
        assertThat(shipped.text()).contains("Dynasty switcher (toolbar) and File \u203a New Dynasty")
                .doesNotContain("**Dynasty switcher**").doesNotContain("](docs/")
                .contains("[Picture: A walkthrough step");
        String strong = "Dynasty switcher";
        int at = shipped.text().indexOf(strong);
        assertThat(shipped.spans()).anyMatch(s -> s.styleClass().equals("guide-strong") && s.start() == at
                && s.end() == at + strong.length());
        assertThat(shipped.spans()).anyMatch(s -> s.styleClass().equals("guide-h2")
                && shipped.text().substring(s.start(), s.end()).equals("Using the console"));
    }

    @Test
    void aReadmeWithoutAUsageSectionIsRefusedSayingWhich() {
        assertThatThrownBy(() -> UserGuide.of("# Dynast\n\n## Using the console\n\nText.\n"))
                .hasMessage("The README has no section \"## The arena viewer\" for the user guide");
    }

    @Test
    void theFindBoxFindsEveryHitAndGoesRound() {
        UserGuideViewModel vm = new UserGuideViewModel(UserGuide.shipped(), Messages.load(DynastyModules.installed()));
        vm.queryProperty().set("quorum");
        int n = vm.hitsProperty().get().size();
        assertThat(n).isGreaterThan(1);
        String text = vm.guide().text();
        assertThat(vm.hitsProperty().get()).allMatch(h -> text.substring(h.start(), h.end()).equalsIgnoreCase("quorum"));
        assertThat(vm.statusProperty().get()).isEqualTo("1 of " + n);
        vm.previous();
        assertThat(vm.statusProperty().get()).isEqualTo(n + " of " + n);
        vm.next();
        assertThat(vm.currentProperty().get()).isZero();
        vm.queryProperty().set("zzqx");
        assertThat(vm.hitsProperty().get()).isEmpty();
        assertThat(vm.statusProperty().get()).isEqualTo("No \u201czzqx\u201d in the guide");
        vm.queryProperty().set("");
        assertThat(vm.statusProperty().get()).isEmpty();
        // the contents go to the heading, not to the first mention of its words
        int heading = vm.offsetOf("The arena viewer");
        assertThat(text.substring(heading)).startsWith("The arena viewer\n");
        assertThat(heading).isGreaterThan(text.indexOf("The arena viewer"));
    }
}
