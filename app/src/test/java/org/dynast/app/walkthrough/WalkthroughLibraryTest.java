package org.dynast.app.walkthrough;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.dynast.app.module.ModuleUis;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.election.ElectionModule;
import org.dynast.model.explain.Citation;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.ruleset.RulesetService;
import org.junit.jupiter.api.Test;

/**
 * The shipped walkthroughs read, and every sentence they quote is found in each shipped ruleset whose dynasties are
 * offered them, in that ruleset's own terms.
 */
class WalkthroughLibraryTest {

    private static Ruleset shipped(int number) {
        return RulesetService.preview(DynastyModules.installed().shippedRuleset(number).orElseThrow().text()).ruleset();
    }

    @Test
    void theEightWalkthroughsShipInOrder() {
        assertThat(WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).all()).extracting(Walkthrough::title).containsExactly(
                "How a dynasty works", "Your first Proposal", "How votes count", "CfJs and DoVs", "Your first Bot",
                "Watching a bout replay", "Your first Machine Line", "Run a campaign");
    }

    /**
     * A module brings its walkthroughs with its resources (issue 34): the core's index lists only the core's, and a
     * module's are listed only in a build that has the module.
     */
    @Test
    void aModulesWalkthroughsAreListedOnlyWhenTheModuleIsInstalled() {
        var installed = DynastyModules.installed();
        var uis = ModuleUis.discover();
        var withoutBlogBots = new DynastyModules(installed.all().stream()
                .filter(m -> !m.id().equals("blogbots")).toList());
        assertThat(WalkthroughLibrary.shipped(uis.forModules(withoutBlogBots).walkthroughs()).all()).extracting(Walkthrough::id)
                .containsExactly("dynasty", "proposal", "votes", "cfj-dov", "machine-line", "campaign");
        assertThat(WalkthroughLibrary.shipped(uis.forModules(new DynastyModules(List.of())).walkthroughs()).all())
                .extracting(Walkthrough::id).containsExactly("dynasty", "proposal", "votes", "cfj-dov");
        assertThat(WalkthroughLibrary.shipped(uis.forModules(installed).walkthroughs()).all()).extracting(Walkthrough::id)
                .contains("first-bot", "replay", "machine-line", "campaign");
        Dynasty bots = new Dynasty(1, "Bots", 205,
                Terms.GENERIC, null, LocalDate.of(2026, 11, 1), "205",
                DynastyPhase.ACTIVE, null, List.of("blogbots"));
        assertThat(WalkthroughLibrary.shipped(uis.forModules(withoutBlogBots).walkthroughs()).offeredFor(bots)).extracting(Walkthrough::id)
                .containsExactly("dynasty", "proposal", "votes", "cfj-dov");
    }

    /** The ruleset a module serves, whose dynasties are offered its walkthroughs. */
    private static final Map<String, Integer> MODULE_RULESET = Map.of("blogbots", 205,
            "factory", 190, "election", 57);

    @Test
    void everyQuotedSentenceIsInTheRulesetsOfTheDynastiesOfferedIt() {
        for (int number : new int[] {205, 190, 57}) {
            Ruleset ruleset = shipped(number);
            for (Walkthrough w : WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).all()) {
                if (!w.modules().stream().allMatch(m -> MODULE_RULESET.get(m) == number)) {
                    continue;
                }
                if (number == 57 && w.modules().isEmpty()) {
                    continue; // the core's walkthroughs quote the later core rules (four sections), not the 2008 text
                }
                for (Walkthrough.Step step : w.steps()) {
                    if (step.keyword() != null) {
                        assertThat(Citation.find(ruleset, step.rule(), step.keyword()))
                                .as("Ruleset %d, %s: %s", number, w.title(), step.title()).isPresent();
                    }
                }
            }
        }
    }

    @Test
    void aQuoteFollowsTheDynastysOwnTerms() {
        // Rule "Proposals": "Any Operator may submit a Proposal to change the Ruleset or Gamestate, by posting an entry
        // in the “Proposal” category that describes those changes (unless the Operator already has 2 Proposals
        // pending or has already made 3 Proposals that day)."
        Citation bots = Citation.find(shipped(205), "Proposals", "2 Proposals pending").orElseThrow();
        assertThat(bots.sentence()).startsWith("Any Operator may submit a Proposal to change the Ruleset or Gamestate")
                .endsWith("has already made 3 Proposals that day).");
        Citation factory = Citation.find(shipped(190), "Proposals", "2 Proposals pending").orElseThrow();
        assertThat(factory.sentence()).startsWith("Any Worker may submit a Proposal");
        // Rule "Ruleset and Gamestate": "Quorum of a subset of Operators is half the number of Operators in that
        // subset, rounded down, plus one."
        assertThat(Citation.find(shipped(205), null, "Quorum of a subset").orElseThrow().sentence())
                .isEqualTo("Quorum of a subset of Operators is half the number of Operators in that subset, rounded "
                        + "down, plus one.");
    }

    @Test
    void walkthroughsForAModuleADynastyDoesNotRunAreNotOfferedThere() {
        WalkthroughLibrary library = WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs());
        Terms terms = Terms.GENERIC;
        LocalDate day = LocalDate.of(2026, 11, 1);
        Dynasty bots = new Dynasty(1, "Bots", 205, terms, null, day,
                "205", DynastyPhase.ACTIVE, null, List.of("blogbots"));
        Dynasty factory = new Dynasty(2, "Works", 190, terms, null,
                day, "190", DynastyPhase.ACTIVE, null, List.of("factory"));
        Dynasty plain = new Dynasty(3, "Wizards", 168, terms, null,
                day, "168", DynastyPhase.ACTIVE, null, List.of());
        assertThat(library.offeredFor(bots)).extracting(Walkthrough::id).containsExactly("dynasty", "proposal",
                "votes", "cfj-dov", "first-bot", "replay");
        assertThat(library.offeredFor(factory)).extracting(Walkthrough::id).containsExactly("dynasty", "proposal",
                "votes", "cfj-dov", "machine-line");
        assertThat(library.offeredFor(plain)).extracting(Walkthrough::id).containsExactly("dynasty", "proposal",
                "votes", "cfj-dov");
        Dynasty election = new Dynasty(4, "The Election", 57,
                terms, null, day, "57", DynastyPhase.ACTIVE, null, List.of("election"));
        assertThat(library.offeredFor(election)).extracting(Walkthrough::id).containsExactly("dynasty", "proposal",
                "votes", "cfj-dov", "campaign");
    }

    @Test
    void theViewerOnlyWindowIsOfferedTheReplayWalkthroughWithoutItsConsoleSteps() {
        WalkthroughLibrary library = WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs());
        assertThat(library.all().stream().filter(Walkthrough::viewer)).extracting(Walkthrough::id)
                .containsExactly("replay");
        Walkthrough replay = library.find("replay").orElseThrow();
        assertThat(replay.in(Walkthrough.CONSOLE).steps()).hasSize(6);
        assertThat(replay.in(Walkthrough.VIEWER).steps()).extracting(Walkthrough.Step::title)
                .containsExactly("The Arena", "Play", "Step back", "What just happened", "The result");
    }

    @Test
    void thePickerListsEachWalkthroughWithItsSummaryInTheDynastysTermsAndItsSteps() {
        WalkthroughLibrary library = WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs());
        var choices = WalkthroughLibrary.choices(library.all(),
                new Terms("Operator", "Operators", "Announcer"));
        assertThat(choices).extracting(c -> c.title() + " \u00b7 " + c.steps()).containsExactly(
                "How a dynasty works \u00b7 7", "Your first Proposal \u00b7 5", "How votes count \u00b7 6",
                "CfJs and DoVs \u00b7 5", "Your first Bot \u00b7 10", "Watching a bout replay \u00b7 6",
                "Your first Machine Line \u00b7 7", "Run a campaign \u00b7 6");
        assertThat(choices.get(0).summary()).isEqualTo("The ruleset's four sections, the Core and the Dynastic rules,"
                + " the Announcer, the Operators, Idle and Quorum.");
        assertThat(choices).allSatisfy(c -> assertThat(c.summary()).isNotBlank().doesNotContain("{"));
    }

    @Test
    void aScenarioTheBuildDoesNotKnowIsRefused() {
        Walkthrough bad = new Walkthrough("x", "X", "", List.of(), false, "crowded", List.of(new Walkthrough.Step(
                "mattersTab", "newMatterButton", "T", "E", null, null, "Do", "next", null, null, null)));
        assertThatThrownBy(() -> WalkthroughLibrary.check("x.json", bad))
                .hasMessageStartingWith("x.json: no scenario named \"crowded\"");
        assertThat(WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs()).all()).extracting(Scenario::of).containsExactly("newcomer", "newcomer",
                "newcomer", "newcomer", "demo", "demo", "demo", "demo");
    }

    /** The election's walkthrough speaks Ruleset 57's own terms, with the articles they take. */
    @Test
    void runACampaignSpeaksOfCandidatesAndThePresidentThog() {
        Walkthrough campaign = WalkthroughLibrary.shipped(ModuleUis.discover().walkthroughs())
                .find("campaign").orElseThrow();
        Terms terms = ElectionModule.RULESET_57.terms();
        assertThat(terms.emperor()).isEqualTo("President Thog");
        assertThat(WalkthroughViewModel.inTerms(campaign.steps().get(0).explain(), terms))
                .startsWith("Each row is a Candidate (the President Thog is not one): their Supporters, the Candidate"
                        + " they Endorse");
        assertThat(WalkthroughViewModel.inTerms(campaign.summary(), terms)).isEqualTo("Read the Candidates'"
                + " statistics, preview and take a Fundraiser, donate to the Candidate you endorse, and see who may"
                + " start the next Debate.");
        for (Walkthrough.Step step : campaign.steps()) {
            assertThat(WalkthroughViewModel.inTerms(step.title() + " " + step.explain() + " " + step.todo(), terms))
                    .as(step.title()).doesNotContain("{").doesNotContainIgnoringCase("player")
                    .doesNotContain(" a Operator").doesNotContain("an Candidate");
        }
    }

    @Test
    void aSentenceNotInTheRulesetIsNotMadeUp() {
        assertThat(Citation.find(shipped(205), "Proposals", "no such words anywhere")).isEmpty();
    }

    @Test
    void aStepNamingAnUnknownConditionIsRefusedWithItsPlace() {
        Walkthrough bad = new Walkthrough("x", "X", "", List.of(), false, null, List.of(new Walkthrough.Step("mattersTab",
                "enactButton", "T", "E", null, null, "Do", "wishfulThinking", null, null, null)));
        assertThatThrownBy(() -> WalkthroughLibrary.check("x.json", bad))
                .hasMessageStartingWith("x.json, step 1: no condition named \"wishfulThinking\"");
    }
}
