package org.dynast.app.newdynasty;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.newdynasty.NewDynastyViewModel.ModuleOption;
import org.dynast.app.newdynasty.NewDynastyViewModel.Result;
import org.dynast.app.newdynasty.NewDynastyViewModel.Source;
import org.dynast.app.newdynasty.NewDynastyViewModel.Step;
import org.dynast.model.Demos;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The New Dynasty wizard without a window: the ruleset, then the dynasty, and when Finish is allowed. */
class NewDynastyViewModelTest {

    @TempDir
    Path dir;

    private final FakeDialogs dialogs = new FakeDialogs();
    private final List<StoredProfile> profiles = profiles();
    private final NewDynastyViewModel vm = new NewDynastyViewModel(profiles, DynastyModules.installed(), dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));

    private static List<StoredProfile> profiles() {
        List<StoredProfile> all = new ArrayList<>(ProfileCatalogue.shipped(DynastyModules.installed()).stream()
                .map(p -> StoredProfile.of(p, true)).toList());
        all.add(StoredProfile.of(ProfileCatalogue.shipped(DynastyModules.installed()).get(0).copy("house-rules", "House rules"), false));
        return all;
    }

    /**
     * The profile list names the early era's wording by the years its own data gives (the rules it cites are of
     * 2006–2011), and the README says the same.
     */
    @Test
    void theEarlyErasYearsInTheListAgreeWithTheReadme() throws IOException {
        NewDynastyViewModel.ProfileOption early = vm.profiles().stream().filter(p -> p.id().equals("early-era"))
                .findFirst().orElseThrow();
        assertThat(vm.profileLabel(early)).isEqualTo("Early era core rules (2006\u20132011 wording) (early-era, "
                + "shipped)");
        String readme = Files.readString(Path.of("..", "README.md"), StandardCharsets.UTF_8);
        assertThat(readme.replaceAll("\\s+", " ")).contains("`early-era`, the core rules in their 2006\u20132011 wording")
                .doesNotContain("wording of 2003\u20132013");
    }

    @Test
    void itStartsOnTheRulesetWithTheNewestShippedOnePickedAndFinishDisabled() {
        assertThat(vm.stepProperty().get()).isEqualTo(Step.RULESET);
        assertThat(vm.sourceProperty().get()).isEqualTo(Source.SHIPPED);
        // every installed module's ruleset text, newest first (the newest picked)
        var installed = DynastyModules.installed();
        assertThat(vm.shippedRulesets()).extracting(r -> r.number()).containsExactlyElementsOf(
                installed.shippedRulesets().stream().map(r -> r.number()).toList());
        assertThat(vm.shippedProperty().get().number()).isEqualTo(217);
        assertThat(vm.shippedLabel(vm.shippedProperty().get()))
                .isEqualTo("Ruleset 217 \u2014 Districts \u00b7 District/Districts, City");
        assertThat(vm.nextDisabledProperty().get()).isFalse();
        assertThat(vm.backDisabledProperty().get()).isTrue();
        assertThat(vm.finishDisabledProperty().get()).isTrue();
        assertThat(vm.result()).isEmpty();
        // every installed module's core-rules profile in ruleset order, then the era's and the house's
        List<String> offered = new ArrayList<>(installed.coreRulesProfiles().keySet().stream()
                .map(n -> "ruleset-" + n).toList());
        offered.addAll(List.of("early-era", "house-rules"));
        assertThat(vm.profiles()).extracting(NewDynastyViewModel.ProfileOption::id).containsExactlyElementsOf(offered)
                .contains("ruleset-217");
        // every installed module offered, in registry order
        assertThat(vm.modules()).extracting(ModuleOption::id).containsExactlyElementsOf(
                installed.all().stream().map(DynastyModule::id).toList());
    }

    @Test
    void shipped168FillsWizardsAndTheKingItsProfileAndTheTracker() {
        vm.pickShipped(168);
        vm.next();
        assertThat(vm.stepProperty().get()).isEqualTo(Step.DYNASTY);
        assertTerms("Wizard", "Wizards", "King");
        assertThat(vm.rulesetNumberProperty().get()).isEqualTo("168");
        assertThat(vm.nameProperty().get()).isEqualTo("Wizards");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-168");
        assertThat(vm.profileNoteProperty().get()).isEqualTo("The profile that ships for Ruleset 168.");
        assertThat(ticked()).containsExactly("tracker", "wizards");
        assertThat(vm.modulesNoteProperty().get()).isEqualTo("Suggested for Ruleset 168.");
        assertThat(vm.rulesetLineProperty().get()).startsWith("ruleset-168-wizards.txt (shipped with Dynast): "
                + "Ruleset 168, ").endsWith("; Wizard/Wizards and King.");

        vm.emperorNameProperty().set("Merlin");
        assertThat(vm.finishDisabledProperty().get()).isFalse();
        assertThat(vm.finishProblemProperty().get()).isEmpty();
        Result r = vm.result().orElseThrow();
        assertThat(r.name()).isEqualTo("Wizards");
        assertThat(r.rulesetNumber()).isEqualTo(168);
        assertThat(r.terms()).isEqualTo(new Terms("Wizard", "Wizards", "King"));
        assertThat(r.emperorName()).isEqualTo("Merlin");
        assertThat(r.profileId()).isEqualTo("ruleset-168");
        assertThat(r.modules()).containsExactly("tracker", "wizards");
        assertThat(r.rulesetText()).hasValueSatisfying(t -> {
            assertThat(t.text()).isEqualTo(DynastyModules.installed().shippedRuleset(168).orElseThrow().text());
            assertThat(t.sourceName()).isEqualTo("ruleset-168-wizards.txt (shipped with Dynast)");
        });
    }

    @Test
    void shipped205FillsOperatorsAndTheAnnouncerItsProfileAndBlogBots() {
        vm.pickShipped(205);
        vm.next();
        assertTerms("Operator", "Operators", "Announcer");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-205");
        assertThat(ticked()).containsExactly("blogbots");
        assertThat(vm.modulesNoteProperty().get()).isEqualTo("Suggested for Ruleset 205.");
        assertThat(vm.result().orElseThrow().modules()).containsExactly("blogbots");
    }

    @Test
    void shipped217FillsDistrictsAndTheCity() {
        vm.pickShipped(217);
        vm.next();
        assertTerms("District", "Districts", "City");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-217");
        assertThat(ticked()).containsExactly("tracker", "districts");
        // no emperor: a Metadynasty, which may be founded
        assertThat(vm.emperorNoteProperty().get()).isEqualTo("Left empty, the dynasty is a Metadynasty: it has no City.");
        assertThat(vm.result().orElseThrow().emperorName()).isEmpty();
    }

    @Test
    void anUnknownNumberLeavesTheProfileUnchosenAndFinishDisabledUntilOneIsChosen() {
        vm.pickShipped(205);
        vm.next();
        vm.rulesetNumberProperty().set("42");
        assertThat(vm.profileProperty().get()).isNull();
        assertThat(vm.profileNoteProperty().get())
                .isEqualTo("No core-rules profile ships for Ruleset 42: choose the one its votes are judged by.");
        assertThat(vm.finishDisabledProperty().get()).isTrue();
        assertThat(vm.finishProblemProperty().get())
                .isEqualTo("Finish needs a core-rules profile: none ships for Ruleset 42, so choose one.");
        assertThat(vm.result()).isEmpty();
        // the modules are suggested again for the new number: no engine serves 42, so the generic tracker
        assertThat(ticked()).containsExactly("tracker");
        assertThat(vm.modulesNoteProperty().get())
                .isEqualTo("No engine serves Ruleset 42: the module for any ruleset is suggested.");

        vm.chooseProfile("house-rules");
        assertThat(vm.profileNoteProperty().get()).isEqualTo("Your choice: changing the ruleset number keeps it.");
        assertThat(vm.finishDisabledProperty().get()).isFalse();
        assertThat(vm.finishProblemProperty().get()).isEmpty();
        assertThat(vm.result().orElseThrow().profileId()).isEqualTo("house-rules");
        assertThat(vm.result().orElseThrow().rulesetNumber()).isEqualTo(42);

        // the emperor's choice stays when the number changes again
        vm.rulesetNumberProperty().set("205");
        assertThat(vm.profileProperty().get().id()).isEqualTo("house-rules");
    }

    @Test
    void changingTheNumberSuggestsItsProfileAndModulesUntilTheEmperorTicksOne() {
        vm.pickShipped(168);
        vm.next();
        vm.rulesetNumberProperty().set("190");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-190");
        assertThat(ticked()).containsExactly("factory");
        vm.rulesetNumberProperty().set("205");
        assertThat(ticked()).containsExactly("blogbots");

        vm.chooseModules(List.of("blogbots", "factory"));
        assertThat(vm.modulesNoteProperty().get()).isEqualTo("Your choice: changing the ruleset number keeps it.");
        vm.rulesetNumberProperty().set("217");
        assertThat(ticked()).containsExactly("blogbots", "factory");
        assertThat(vm.modulesNoteProperty().get()).isEqualTo("Your choice: changing the ruleset number keeps it.");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-217");
    }

    @Test
    void aBadNumberOrNameOrTermDisablesFinishWithTheReason() {
        vm.pickShipped(217);
        vm.next();
        vm.rulesetNumberProperty().set("x1");
        assertThat(vm.finishProblemProperty().get())
                .isEqualTo("\u201cx1\u201d is not a ruleset number: a whole number, 1 or more.");
        vm.rulesetNumberProperty().set("0");
        assertThat(vm.finishDisabledProperty().get()).isTrue();
        vm.rulesetNumberProperty().set("217");
        vm.nameProperty().set("  ");
        assertThat(vm.finishProblemProperty().get()).isEqualTo("Finish needs the dynasty's name.");
        // the new-user report's 127-character name, which pushed the status bar's Quorum out of sight
        vm.nameProperty().set("D".repeat(127));
        assertThat(vm.finishProblemProperty().get())
                .isEqualTo("A dynasty's name is at most 60 characters; this one has 127.");
        assertThat(vm.finishDisabledProperty().get()).isTrue();
        vm.nameProperty().set("The Second Dynasty of Kevan, Lord of the Districts and City");
        assertThat(vm.finishProblemProperty().get()).isEmpty();
        vm.nameProperty().set("Districts");
        vm.emperorTermProperty().set("");
        assertThat(vm.finishProblemProperty().get())
                .isEqualTo("Finish needs the player term, its plural and the emperor term.");
        vm.emperorTermProperty().set("City");
        assertThat(vm.finishDisabledProperty().get()).isFalse();
    }

    @Test
    void aBadEmperorNameDisablesFinish() {
        vm.pickShipped(205);
        vm.next();
        vm.emperorNameProperty().set("Al B");
        assertThat(vm.finishDisabledProperty().get()).isTrue();
        assertThat(vm.emperorNoteProperty().get()).isEqualTo("A name may use only Latin letters, digits, underscores, "
                + "hyphens, full stops and apostrophes; \"Al B\" has a space.");
        assertThat(vm.finishProblemProperty().get())
                .isEqualTo("Finish needs a legal name for the Announcer, or none for a Metadynasty.");
        assertThat(vm.result()).isEmpty();
        vm.emperorNameProperty().set("Ferrous");
        assertThat(vm.finishDisabledProperty().get()).isFalse();
        assertThat(vm.emperorNoteProperty().get()).isEqualTo("Ferrous joins the roster as its Announcer and an Admin.");
    }

    @Test
    void pastedTextOfARealRulesetFillsItsTermsAndNumber() {
        vm.pastedTextProperty().set(DynastyModules.installed().shippedRuleset(190).orElseThrow().text());
        assertThat(vm.sourceProperty().get()).isEqualTo(Source.PASTE);
        vm.next();
        assertThat(vm.stepProperty().get()).isEqualTo(Step.DYNASTY);
        assertTerms("Worker", "Workers", "Factory");
        assertThat(vm.rulesetNumberProperty().get()).isEqualTo("190");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-190");
        assertThat(ticked()).containsExactly("factory");
        assertThat(vm.nameProperty().get()).isEmpty();
        assertThat(vm.finishProblemProperty().get()).isEqualTo("Finish needs the dynasty's name.");
        vm.nameProperty().set("Factory Floor");
        assertThat(vm.result().orElseThrow().rulesetText()).hasValueSatisfying(t ->
                assertThat(t.sourceName()).isEqualTo("pasted text"));
    }

    @Test
    void pastedTextThatStatesNoNumberAsksForIt() {
        String text = DynastyModules.installed().shippedRuleset(168).orElseThrow().text();
        vm.pastedTextProperty().set(text.substring(text.indexOf('\n') + 1)); // without its "Ruleset 168" line
        vm.next();
        assertTerms("Wizard", "Wizards", "King");
        assertThat(vm.rulesetNumberProperty().get()).isEmpty();
        assertThat(vm.numberNoteProperty().get()).isEqualTo("The text does not state its number: type it.");
        assertThat(vm.profileProperty().get()).isNull();
        vm.nameProperty().set("Wizards");
        assertThat(vm.finishProblemProperty().get()).isEqualTo("Finish needs the ruleset number.");
        vm.rulesetNumberProperty().set("168");
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-168");
        assertThat(vm.finishDisabledProperty().get()).isFalse();
    }

    @Test
    void pastedTextThatIsNoRulesetStaysOnTheFirstStepWithTheReason() {
        vm.pastedTextProperty().set("Hello, Wizards!\nNothing to see here.");
        vm.next();
        assertThat(vm.stepProperty().get()).isEqualTo(Step.RULESET);
        assertThat(vm.nextProblemProperty().get()).startsWith("No section or rule heading was found in pasted text");
        assertThat(vm.nextDisabledProperty().get()).isTrue();
        vm.pastedTextProperty().set(DynastyModules.installed().shippedRuleset(217).orElseThrow().text());
        assertThat(vm.nextDisabledProperty().get()).isFalse();
        assertThat(vm.nextProblemProperty().get()).isEmpty();
    }

    @Test
    void aFileIsReadWhenChosenAndFillsTheDynasty() throws IOException {
        Path file = Files.writeString(dir.resolve("bots.txt"), DynastyModules.installed().shippedRuleset(205).orElseThrow().text(),
                StandardCharsets.UTF_8);
        vm.sourceProperty().set(Source.FILE);
        assertThat(vm.nextDisabledProperty().get()).isTrue();
        assertThat(vm.nextProblemProperty().get()).isEqualTo("Choose a ruleset file.");
        dialogs.files.add(file);
        vm.chooseFile();
        assertThat(vm.fileLineProperty().get()).startsWith("bots.txt: Ruleset 205, ")
                .endsWith("; Operator/Operators and Announcer.");
        assertThat(vm.nextDisabledProperty().get()).isFalse();
        vm.next();
        assertTerms("Operator", "Operators", "Announcer");
        assertThat(vm.result()).isEmpty(); // no name yet
        vm.nameProperty().set("Tin Announcers");
        assertThat(vm.result().orElseThrow().rulesetText().orElseThrow().sourceName()).isEqualTo("bots.txt");
    }

    @Test
    void aFileThatCannotBeReadIsReported() {
        dialogs.files.add(dir.resolve("missing.txt"));
        vm.chooseFile();
        assertThat(vm.fileLineProperty().get()).isEqualTo("Could not read missing.txt (NoSuchFileException).");
        assertThat(vm.nextDisabledProperty().get()).isTrue();
    }

    @Test
    void noRulesetTextLeavesTheGenericTermsAndNumberToType() {
        vm.sourceProperty().set(Source.NONE);
        vm.next();
        assertThat(vm.stepProperty().get()).isEqualTo(Step.DYNASTY);
        assertTerms("Player", "Players", "Emperor");
        assertThat(vm.rulesetLineProperty().get()).isEqualTo("No ruleset text: import one later from the Ruleset tab.");
        vm.nameProperty().set("Blank Slate");
        vm.rulesetNumberProperty().set("300");
        vm.playerTermProperty().set("Gardener");
        assertThat(vm.playersTermProperty().get()).isEqualTo("Gardeners");
        vm.chooseProfile("ruleset-217");
        Result r = vm.result().orElseThrow();
        assertThat(r.rulesetText()).isEmpty();
        assertThat(r.terms()).isEqualTo(new Terms("Gardener", "Gardeners", "Emperor"));
    }

    @Test
    void goingBackKeepsTheEditsUnlessAnotherRulesetIsPicked() {
        vm.pickShipped(205);
        vm.next();
        vm.nameProperty().set("The Tin Announcer's Workshop");
        vm.emperorTermProperty().set("Host");
        vm.back();
        assertThat(vm.stepProperty().get()).isEqualTo(Step.RULESET);
        assertThat(vm.finishDisabledProperty().get()).isTrue();
        vm.next();
        assertThat(vm.emperorTermProperty().get()).isEqualTo("Host");
        assertThat(vm.nameProperty().get()).isEqualTo("The Tin Announcer's Workshop");

        vm.back();
        vm.pickShipped(168);
        vm.next();
        assertTerms("Wizard", "Wizards", "King");
        assertThat(vm.nameProperty().get()).isEqualTo("The Tin Announcer's Workshop"); // typed, so kept
        assertThat(vm.profileProperty().get().id()).isEqualTo("ruleset-168");
    }

    @Test
    void theRulesetIsReadOffTheUiThroughTheExecutor() {
        List<Runnable> pending = new ArrayList<>();
        TaskExecutor later = new TaskExecutor() {
            @Override
            public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess,
                                   Consumer<? super Throwable> onFailure) {
                pending.add(() -> {
                    try {
                        onSuccess.accept(work.call());
                    } catch (Exception e) {
                        onFailure.accept(e);
                    }
                });
            }

            @Override
            public void ui(Runnable action) {
                action.run();
            }
        };
        NewDynastyViewModel wizard = new NewDynastyViewModel(profiles, DynastyModules.installed(), dialogs, later, Messages.load(DynastyModules.installed()));
        wizard.pickShipped(190);
        wizard.next();
        assertThat(wizard.busyProperty().get()).isTrue();
        assertThat(wizard.nextDisabledProperty().get()).isTrue();
        assertThat(wizard.nextProblemProperty().get()).isEqualTo("Reading the ruleset\u2026");
        assertThat(wizard.stepProperty().get()).isEqualTo(Step.RULESET);
        pending.forEach(Runnable::run);
        assertThat(wizard.busyProperty().get()).isFalse();
        assertThat(wizard.stepProperty().get()).isEqualTo(Step.DYNASTY);
        assertThat(wizard.emperorTermProperty().get()).isEqualTo("Factory");
    }

    private void assertTerms(String player, String players, String emperor) {
        assertThat(vm.playerTermProperty().get()).isEqualTo(player);
        assertThat(vm.playersTermProperty().get()).isEqualTo(players);
        assertThat(vm.emperorTermProperty().get()).isEqualTo(emperor);
    }

    private List<String> ticked() {
        return vm.modules().stream().filter(ModuleOption::isSelected).map(ModuleOption::id).toList();
    }
}
