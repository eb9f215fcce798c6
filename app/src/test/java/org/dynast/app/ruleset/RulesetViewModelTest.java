package org.dynast.app.ruleset;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.assertj.core.groups.Tuple;
import org.dynast.app.FakeDialogs;
import org.dynast.app.common.DialogService.RulesetText;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.ruleset.RulesetRows.Badge;
import org.dynast.app.ruleset.RulesetRows.OutlineNode;
import org.dynast.app.ruleset.RulesetRows.Para;
import org.dynast.app.ruleset.RulesetRows.Seg;
import org.dynast.app.ruleset.RulesetRows.Span;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.ruleset.TextDiff;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Ruleset tab's behaviour, without a window or the FX toolkit. */
class RulesetViewModelTest {

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final GameStore store = GameStore.inMemory("ruleset-vm-" + UUID.randomUUID(), clock);
    private final Dynasty demo = store.dynasties().found("Ferrous", "Bots", 205,
                new Terms("Operator", "Operators", "Announcer"), "Ferrous",
                LocalDate.of(2026, 11, 1));
    private final FakeDialogs dialogs = new FakeDialogs();
    private final Session session = new Session(TaskExecutor.immediate(), store, demo);
    private final RulesetViewModel vm = new RulesetViewModel(session, dialogs, TaskExecutor.immediate(),
            Messages.load(DynastyModules.installed()));
    @TempDir
    Path files;

    @AfterEach
    void close() {
        session.close();
    }

    private void import205() {
        dialogs.files.add(RulesetFiles.copy("ruleset-205-bots.txt", files));
        vm.importFile();
    }

    @Test
    void aFileThatIsNotUtf8IsImportedAsWindows1252AndTheMessageSaysSo() throws Exception {
        Path utf8 = RulesetFiles.copy("ruleset-205-bots.txt", files);
        String text = Files.readString(utf8, StandardCharsets.UTF_8);
        assertThat(text).contains("\u2019");
        Path old = Files.write(files.resolve("bots-1252.txt"), text.getBytes(Charset.forName(
                "windows-1252")));
        dialogs.files.add(old);
        vm.importFile();
        assertThat(vm.revisions()).hasSize(1);
        assertThat(vm.messageProperty().get()).startsWith("Imported revision 1: ")
                .contains("bots-1252.txt: not UTF-8: read as Windows-1252 (line ");
        assertThat(vm.messageProperty().get()).contains("4 sections, 70 rules");
    }

    @Test
    void withoutARulesetTheTabSaysHowToImportOne() {
        assertThat(vm.hasRulesetProperty().get()).isFalse();
        assertThat(vm.textProperty().get().note()).startsWith("No ruleset has been imported for this dynasty yet.");
        assertThat(vm.outlineProperty().get()).isEmpty();
    }

    @Test
    void anImportedFileIsRevisionOneShownAsATreeOfSectionsAndRules() {
        import205();
        assertThat(vm.revisions()).hasSize(1);
        assertThat(vm.revisions().get(0).title()).isEqualTo("r1 \u00b7 2026-11-20 12:00 UTC");
        assertThat(vm.messageProperty().get()).startsWith("Imported revision 1: Imported the ruleset (Ruleset 205: "
                + "4 sections, 70 rules) from ruleset-205-bots.txt");
        List<OutlineNode> sections = vm.outlineProperty().get();
        assertThat(sections).extracting(OutlineNode::label)
                .containsExactly("Core Rules", "Dynastic Rules", "Special Case", "Appendix");
        assertThat(sections).extracting(n -> n.children().size()).containsExactly(14, 23, 11, 22);
        // the shipped copy has every section heading (issue 31 restored the Appendix's): none is badged inferred
        assertThat(sections).allSatisfy(section -> assertThat(section.badges()).isEmpty());
        assertThat(vm.headingProperty().get()).isEqualTo("Ruleset 205: 4 sections, 70 rules (revision 1)");
        assertThat(vm.textProperty().get().title()).isEqualTo("Ruleset and Gamestate");
        assertThat(vm.textProperty().get().paras().get(0).text())
                .isEqualTo("This is the Ruleset for BlogNomic; all Operators shall obey it.");
        assertThat(vm.reportTextProperty().get()).contains("every character of the source is in the tree")
                .contains("line 437: A heading was lost in the copy");
        assertThat(vm.wikiTextProperty().get()).startsWith("== Ruleset and Gamestate ==");
    }

    /** The new-user report, Journey 3 item 7: the Ruleset search text followed the user into another dynasty. */
    @Test
    void aSearchTypedInOneDynastyIsNotCarriedIntoAnother() {
        import205();
        vm.queryProperty().set("mantle");
        assertThat(vm.searchStatusProperty().get()).isEqualTo("8 hits in 4 rules");
        Dynasty other = store.dynasties().found("Kevan", "Works", 190,
                new Terms("Worker", "Workers", "Factory"), "Kevan",
                LocalDate.of(2026, 11, 1));
        session.show(other);
        assertThat(vm.queryProperty().get()).isEmpty();
        assertThat(vm.searchStatusProperty().get()).isEmpty();
    }

    @Test
    void searchMarksHitsInTheTreeAndTheText() {
        import205();
        vm.queryProperty().set("mantle");
        assertThat(vm.searchStatusProperty().get()).isEqualTo("8 hits in 4 rules");
        assertThat(vm.hitCountsProperty().get()).hasSize(4);
        vm.nextHit();
        assertThat(vm.textProperty().get().title()).isEqualTo("Victory and Ascension");
        assertThat(spans(vm.textProperty().get().paras())).filteredOn(Span::hit).extracting(Span::text)
                .containsExactly("Mantle");
        vm.nextHit();
        vm.nextHit();
        // a title's hits are marked too
        assertThat(vm.textProperty().get().titleSpans()).filteredOn(Span::hit).extracting(Span::text)
                .containsExactly("Mantle");
        vm.queryProperty().set("");
        assertThat(vm.hitCountsProperty().get()).isEmpty();
        assertThat(spans(vm.textProperty().get().paras())).noneMatch(Span::hit);
    }

    @Test
    void definedTermsLinkToTheirDefinitionInTheGlossary() {
        import205();
        String voting = ruleTitled("Votes"); // "Each Operator may cast one Vote" (a heading restored in issue 31)
        vm.selectedIdProperty().set(voting);
        assertThat(spans(vm.textProperty().get().paras())).filteredOn(s -> s.term() != null)
                .extracting(Span::text, Span::term).contains(Tuple.tuple("voting icons",
                        "Voting Icons"));
        vm.followTerm("Voting Icons");
        assertThat(vm.selectedIdProperty().get()).isNotEqualTo(voting);
        List<Para> focused = vm.textProperty().get().paras().stream().filter(Para::focus).toList();
        assertThat(focused).extracting(Para::text).containsExactly("Voting Icons",
                "For use in voting, a check box shall represent a Vote FOR, an X shall represent a Vote AGAINST, a DEF "
                        + "shall represent a Vote of DEFERENTIAL, and a crossed-out circle shall represent a vote to VETO.");
        assertThat(focused.get(0).kind()).isEqualTo(Para.Kind.TERM);
    }

    @Test
    void specialCaseRulesWearTheirStatusAndSettingItIsARevisionWithItsCause() {
        import205();
        vm.selectedIdProperty().set(ruleTitled("Malign Emperors"));
        assertThat(vm.textProperty().get().badges()).extracting(Badge::text).containsExactly("Inactive", "Rare");
        assertThat(vm.textProperty().get().note()).startsWith("Inactive: \u201c[Inactive]\u201d in its title.");
        assertThat(vm.canSetStatusProperty().get()).isTrue();
        assertThat(vm.selectedActiveProperty().get()).isFalse();

        dialogs.lines.add("Proposal: Tyranny");
        vm.setSelectedStatus(true);
        assertThat(vm.revisions()).extracting(r -> r.cause()).containsExactly("(no causing matter named)",
                "Proposal: Tyranny");
        assertThat(vm.textProperty().get().badges()).extracting(Badge::text).containsExactly("Active", "Rare");
        assertThat(vm.messageProperty().get()).isEqualTo("Revision 2: Set \u201cMalign Emperors\u201d Active "
                + "(Proposal: Tyranny)");
        // the tree's badge too
        OutlineNode special = vm.outlineProperty().get().get(2);
        assertThat(special.children().get(4).badges()).extracting(Badge::text).containsExactly("Active", "Rare");
    }

    @Test
    void whatARevisionChangedIsOneClickOnIt() {
        import205();
        vm.selectedIdProperty().set(ruleTitled("Malign Emperors"));
        dialogs.lines.add("Proposal: Tyranny");
        vm.setSelectedStatus(true);

        vm.showChangesOf(vm.revisions().get(1));
        assertThat(vm.diffSummaryProperty().get()).isEqualTo("r1 \u2192 r2: 1 changed, 0 added, 0 removed");
        assertThat(vm.changes()).extracting(c -> c.label()).containsExactly(
                "Changed: Malign Emperors [Active] [Rare] \u2190 Malign Emperors [Inactive] [Rare] (Special Case)");
        RulesetRows.DiffLine title = vm.diffLines().get(0);
        assertThat(title.changed()).isTrue();
        assertThat(title.left()).filteredOn(s -> s.op() == TextDiff.Op.DELETE).extracting(Seg::text)
                .containsExactly("[Inactive] ");
        assertThat(title.right()).filteredOn(s -> s.op() == TextDiff.Op.INSERT).extracting(Seg::text)
                .containsExactly("[Active] ");
        assertThat(title.inline()).extracting(Seg::text).containsExactly("Malign Emperors ", "[Inactive] ",
                "[Active] ", "[Rare]");

        vm.showChangesOf(vm.revisions().get(0));
        assertThat(vm.diffSummaryProperty().get()).isEqualTo("Revision 1 is the first: its import brought in every rule.");
        assertThat(vm.changes()).isEmpty();
        // any two revisions can be compared
        vm.diffFromProperty().set(vm.revisions().get(1));
        vm.diffToProperty().set(vm.revisions().get(0));
        assertThat(vm.diffSummaryProperty().get()).isEqualTo("r2 \u2192 r1: 1 changed, 0 added, 0 removed");
    }

    /**
     * Ruleset 205, "Standardised Rule Books": "The link to the governing ruleset is:" a revision, and "all players are to
     * follow the dynastic rules of the governing ruleset as if they are the current dynastic rules": the revision the
     * Tournament links to says so in the list, and keeps saying so when later revisions are made.
     */
    @Test
    void theRevisionTheTournamentLinksToIsMarkedAsTheGoverningRuleset() {
        import205();
        assertThat(vm.revisions()).allSatisfy(r -> assertThat(r.notes()).isEmpty());
        vm.selectedIdProperty().set(ruleTitled("Malign Emperors"));
        dialogs.lines.add("Proposal: Tyranny");
        vm.setSelectedStatus(true);
        BlogBots.in(store).tournament().linkGoverningRuleset(demo.id(), "Ferrous");
        assertThat(vm.revisions()).hasSize(2);
        assertThat(vm.revisions().get(0).notes()).isEmpty();
        assertThat(vm.revisions().get(1).notes()).containsExactly("The governing ruleset (Standardised Rule Books): "
                + "its dynastic rules govern the Tournament\u2019s Bouts; linked: the rule entered the ruleset");

        vm.selectedIdProperty().set(ruleTitled("Malign Emperors"));
        dialogs.lines.add("Proposal: Clemency");
        vm.setSelectedStatus(false);
        assertThat(vm.revisions()).hasSize(3);
        assertThat(vm.revisions().get(1).notes()).hasSize(1);
        assertThat(vm.revisions().get(2).notes()).isEmpty();
    }

    @Test
    void editingARuleOffersItsOwnTextAndMakesAnUndoableRevision() {
        import205();
        vm.selectedIdProperty().set(ruleTitled("Fair Play"));
        dialogs.rulesetTexts.add(new RulesetText("Fair Play\n\nPlay fair.", "Proposal: Brevity"));
        vm.editSelectedRule();
        assertThat(dialogs.offeredTexts.get(0)).startsWith("Fair Play\n\nThe following are BlogNomic\u2019s rules")
                .endsWith("are encouraged to commit to upholding them to whatever extent is possible.");
        assertThat(vm.revisions()).hasSize(2);
        assertThat(vm.revisions().get(1).summary()).isEqualTo("Edited rule \u201cFair Play\u201d (Proposal: Brevity)");
        assertThat(vm.textProperty().get().title()).isEqualTo("Fair Play");
        assertThat(vm.textProperty().get().paras()).extracting(Para::text).containsExactly("Play fair.");

        store.log().undo(demo.id(), "Ferrous");
        assertThat(vm.revisions()).hasSize(1);
        assertThat(vm.textProperty().get().paras().get(0).text()).startsWith("The following are BlogNomic");
    }

    @Test
    void theEmperorCorrectsAnInferredSectionAndARulesNumberAsUndoableRevisions() {
        // issue 16: the copy of Ruleset 205 lost the Appendix heading; the tab badges the section as inferred
        dialogs.files.add(RulesetFiles.copy205AsCopied(files));
        vm.importFile();
        String appendix = vm.outlineProperty().get().get(3).id();
        vm.selectedIdProperty().set(appendix);
        assertThat(vm.canCorrectProperty().get()).isTrue();
        dialogs.headings.add(new DialogService.HeadingCorrection("Appendix", ""));
        vm.correctSelectedHeading();
        assertThat(vm.revisions()).hasSize(2);
        assertThat(vm.revisions().get(1).summary()).isEqualTo("Corrected the section heading \u201cAppendix\u201d to "
                + "\u201cAppendix\u201d");
        assertThat(vm.revisions().get(1).revision().cause()).as("a correction of the copy may name no matter").isEmpty();
        assertThat(vm.outlineProperty().get().get(3).badges()).isEmpty();

        vm.selectedIdProperty().set(ruleTitled("Fair Play"));
        dialogs.headings.add(new DialogService.HeadingCorrection("1.9 Fair Play", "CfJ: Fair Play is Rule 1.9"));
        vm.correctSelectedHeading();
        assertThat(dialogs.offeredHeadings).last().isEqualTo("Fair Play");
        assertThat(vm.revisions()).hasSize(3);
        assertThat(vm.textProperty().get().title()).isEqualTo("1.9 Fair Play");
        assertThat(vm.revisions().get(2).revision().cause()).as("the matter named, as other revisions")
                .isEqualTo("CfJ: Fair Play is Rule 1.9");
        assertThat(vm.revisions().get(2).summary()).contains("CfJ: Fair Play is Rule 1.9");

        store.log().undo(demo.id(), "Ferrous");
        store.log().undo(demo.id(), "Ferrous");
        assertThat(vm.revisions()).hasSize(1);
        assertThat(vm.outlineProperty().get().get(3).badges()).extracting(Badge::text).containsExactly("inferred section");
    }

    @Test
    void aRuleNamedByNumberInTheTextIsALinkToIt() throws Exception {
        // issue 16: "Rule 2.4" in the text becomes a link; here the numbers are inferred from "Rule 1.1"
        Path file = Files.writeString(files.resolve("ruleset-36.txt"), "Ruleset 36\n\nCore Rules\n\n"
                + "Ruleset and Gamestate\n\nThis Rule may be referred to as Rule 1.1.\n\nTravellers\n\n"
                + "Travellers obey Rule 1.1.\n");
        dialogs.files.add(file);
        vm.importFile();
        vm.selectedIdProperty().set(ruleTitled("1.2 Travellers"));
        Span link = vm.textProperty().get().paras().get(0).spans().stream().filter(sp -> sp.term() != null)
                .findFirst().orElseThrow();
        assertThat(link.text()).isEqualTo("1.1");
        vm.followTerm(link.term());
        assertThat(vm.textProperty().get().title()).isEqualTo("1.1 Ruleset and Gamestate");
    }

    @Test
    void olderRevisionsAreReadOnly() {
        import205();
        vm.selectedIdProperty().set(ruleTitled("Fair Play"));
        dialogs.rulesetTexts.add(new RulesetText("Fair Play\n\nPlay fair.", ""));
        vm.editSelectedRule();
        vm.selectedRevisionProperty().set(vm.revisions().get(0));
        assertThat(vm.headingProperty().get()).endsWith("(revision 1)");
        assertThat(vm.canEditProperty().get()).isFalse();
        assertThat(vm.textProperty().get().paras().get(0).text()).startsWith("The following are BlogNomic");
    }

    @Test
    void theTermsTheRulesetUsesAreOfferedToTheDynasty() {
        import205();
        assertThat(vm.termsOfferProperty().get()).isEmpty(); // the demo dynasty already says Operator and Announcer
        dialogs.rulesetTexts.add(new RulesetText(RulesetFiles.read("ruleset-168-wizards.txt"), "Ascension Address"));
        dialogs.rulesetConfirms.add(true); // over the Ruleset 205 text: its changes are shown, and accepted
        vm.pasteRuleset();
        assertThat(vm.termsOfferProperty().get()).startsWith("This ruleset calls its players Wizards and its emperor the "
                + "King (\u201cThis is the Ruleset for BlogNomic; all Wizards shall obey it.\u201d).")
                .endsWith("uses Operators and Announcer: use the ruleset's terms?");
        vm.acceptTerms();
        assertThat(store.dynasties().get(demo.id()).terms().emperor()).isEqualTo("King");
        assertThat(vm.termsOfferProperty().get()).isEmpty();
        assertThat(vm.messageProperty().get()).isEqualTo("The dynasty now calls its players Wizards and its emperor the King.");
        store.log().undo(demo.id(), "Ferrous");
        assertThat(store.dynasties().get(demo.id()).terms().player()).isEqualTo("Operator");
    }

    @Test
    void importingOverAnExistingRulesetShowsWhatWillChangeAndRecordsARevisionOnlyOnYes() {
        import205();
        assertThat(dialogs.rulesetChangeHeaders).isEmpty(); // the first ruleset replaces nothing: no question
        assertThat(vm.revisions()).hasSize(1);

        // declined: the changes were shown, nothing is imported
        dialogs.rulesetTexts.add(new RulesetText(RulesetFiles.read("ruleset-168-wizards.txt"), "Ascension Address"));
        vm.pasteRuleset();
        assertThat(dialogs.rulesetChangeHeaders).singleElement().asString()
                .startsWith("Importing makes revision r2 from this text in place of r1: ")
                .containsPattern("\\d+ rules changed, \\d+ added, \\d+ removed");
        assertThat(dialogs.rulesetChangesShown.get(0)).isNotEmpty();
        assertThat(vm.revisions()).hasSize(1);
        assertThat(vm.messageProperty().get()).isEqualTo("Nothing imported: revision 1 stays the current ruleset.");

        // accepted: a new revision, the old one kept in the history
        dialogs.rulesetTexts.add(new RulesetText(RulesetFiles.read("ruleset-168-wizards.txt"), "Ascension Address"));
        dialogs.rulesetConfirms.add(true);
        vm.pasteRuleset();
        assertThat(vm.revisions()).hasSize(2);
        assertThat(store.rulesets().revisions(demo.id())).extracting(r -> r.number()).containsExactlyInAnyOrder(1, 2);
    }

    @Test
    void badTextIsRefusedWithWhyAndChangesNothing() {
        dialogs.rulesetTexts.add(new RulesetText("   \n", ""));
        vm.pasteRuleset();
        assertThat(vm.messageIsErrorProperty().get()).isTrue();
        assertThat(vm.messageProperty().get()).isEqualTo("The text is empty: there is no ruleset to import.");
        dialogs.rulesetTexts.add(new RulesetText("hello there.", ""));
        vm.pasteRuleset();
        assertThat(vm.messageProperty().get()).startsWith("No section or rule heading was found anywhere in the text");
        assertThat(vm.revisions()).isEmpty();
        assertThat(dialogs.errors).isEmpty(); // a refusal is said inline, not in a dialog
    }

    @Test
    void aRuleOrTheWholeRulesetIsExportedAsMediaWiki(@TempDir Path dir) throws Exception {
        import205();
        Path rule = dir.resolve("rule.wiki");
        dialogs.files.add(rule);
        vm.exportSelected();
        assertThat(Files.readString(rule, StandardCharsets.UTF_8)).startsWith("== Ruleset and Gamestate ==\n\nThis is the");
        Path all = dir.resolve("all.wiki");
        dialogs.files.add(all);
        vm.exportRuleset();
        assertThat(Files.readString(all, StandardCharsets.UTF_8)).startsWith("= Core Rules =\n\n== Ruleset and Gamestate ==");
        assertThat(vm.messageProperty().get()).startsWith("Exported Ruleset 205 to ");
    }

    private String ruleTitled(String title) {
        return find(vm.outlineProperty().get(), n -> n.label().equals(title));
    }

    private static String find(List<OutlineNode> nodes, Predicate<OutlineNode> test) {
        for (OutlineNode n : nodes) {
            if (test.test(n)) {
                return n.id();
            }
            String inside = find(n.children(), test);
            if (inside != null) {
                return inside;
            }
        }
        return null;
    }

    private static List<Span> spans(List<Para> paras) {
        return paras.stream().flatMap(p -> Stream.concat(p.spans().stream(),
                p.cells().stream().flatMap(List::stream))).filter(Objects::nonNull).toList();
    }
}
