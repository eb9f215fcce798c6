package org.dynast.model.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Revisions: each import or edit is a revision with its date and the matter that caused it, through the log. */
class RulesetServiceTest {

    private final ManualGameClock clock = TestStores.clock();
    private final GameStore store = TestStores.store(clock);
    private final Dynasty dynasty = TestStores.operatorsDynasty(store);
    private final RulesetService rulesets = store.rulesets();
    private final long id = dynasty.id();
    private final String bots = RulesetTexts.read(RulesetTexts.BOTS);

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void anImportIsRevisionOneWithItsDateSourceAndCause() {
        RulesetRevision r1 = rulesets.importText(id, "Ferrous", bots, "ruleset-205-bots.txt",
                MatterRef.of("Ascension Address: Bots"));
        assertThat(r1.number()).isEqualTo(1);
        assertThat(r1.createdAt()).isEqualTo(clock.now());
        assertThat(r1.kind()).isEqualTo(RulesetRevision.Kind.IMPORT);
        assertThat(r1.cause()).isEqualTo("Ascension Address: Bots");
        assertThat(r1.matterId()).isNull();
        assertThat(r1.summary()).isEqualTo("Imported the ruleset (Ruleset 205: 4 sections, 70 rules) from "
                + "ruleset-205-bots.txt (Ascension Address: Bots)");
        RulesetReading reading = rulesets.read(r1);
        assertThat(reading.ruleset().ruleCount()).isEqualTo(70);
        assertThat(reading.terms()).get().extracting(DetectedTerms::emperor).isEqualTo("Announcer");
        assertThat(store.log().history(id)).last().extracting(e -> e.kind()).isEqualTo("ruleset.import");
    }

    @Test
    void whatDidAProposalChangeIsTheDiffOfItsRevisionAgainstTheOneBefore() {
        RulesetRevision r1 = rulesets.importText(id, "Ferrous", bots, "ruleset-205-bots.txt", MatterRef.NONE);
        Rule dormancy = rulesets.read(r1).ruleset().ruleTitled("Dormancy").orElseThrow();
        clock.advance(Duration.ofDays(2));
        RulesetRevision r2 = rulesets.editRule(id, "Ferrous", r1.id(), dormancy.id(),
                "Dormancy [Active]\n\nIf there are fewer than three Operators, BlogNomic is Dormant.",
                MatterRef.of("Proposal: Wake Up"));
        assertThat(r2.number()).isEqualTo(2);
        assertThat(r2.kind()).isEqualTo(RulesetRevision.Kind.EDIT);
        assertThat(r2.createdAt()).isEqualTo(clock.now());
        assertThat(r2.summary()).isEqualTo("Edited rule \u201cDormancy\u201d (Proposal: Wake Up)");

        List<RulesetRevision> caused = rulesets.causedBy(id, "wake up");
        assertThat(caused).extracting(RulesetRevision::number).containsExactly(2);
        RulesetDiff diff = rulesets.diff(rulesets.previous(caused.get(0)).orElseThrow(), caused.get(0));
        assertThat(diff.changes()).extracting(RuleChange::title).containsExactly("Dormancy [Active]");
        assertThat(rulesets.read(r2).ruleset().ruleTitled("Dormancy").orElseThrow().text())
                .isEqualTo("If there are fewer than three Operators, BlogNomic is Dormant.");
        // only that rule's lines changed: the rest of the text is as it was
        assertThat(rulesets.read(r2).ruleset().ruleCount()).isEqualTo(70);
        assertThat(rulesets.read(r2).report().verified()).isTrue();
    }

    @Test
    void revisionsAreUndoneAndRedoneThroughTheLog() {
        RulesetRevision r1 = rulesets.importText(id, "Ferrous", bots, "a.txt", MatterRef.NONE);
        Rule malign = rulesets.read(r1).ruleset().ruleTitled("Malign Emperors").orElseThrow();
        RulesetRevision r2 = rulesets.setSpecialCaseStatus(id, "Ferrous", r1.id(), malign.id(), true,
                MatterRef.of("Proposal: Tyranny"));
        Rule turned = rulesets.read(r2).ruleset().ruleTitled("Malign Emperors").orElseThrow();
        assertThat(turned.title()).isEqualTo("Malign Emperors [Active] [Rare]");
        assertThat(rulesets.read(r2).specialCases().statusOf(turned).orElseThrow().active()).isTrue();

        store.log().undo(id, "Ferrous");
        assertThat(rulesets.revisions(id)).extracting(RulesetRevision::number).containsExactly(1);
        store.log().redo(id, "Ferrous");
        assertThat(rulesets.latest(id)).get().extracting(RulesetRevision::cause).isEqualTo("Proposal: Tyranny");
        assertThat(rulesets.read(rulesets.latest(id).orElseThrow()).ruleset().ruleTitled("Malign Emperors")
                .orElseThrow().title()).isEqualTo("Malign Emperors [Active] [Rare]");
    }

    @Test
    void theCauseOfARevisionCanBeNamedLaterWithTheMattersId() {
        RulesetRevision r1 = rulesets.importText(id, "Ferrous", bots, "a.txt", MatterRef.NONE);
        RulesetRevision named = rulesets.setCause(id, "Ferrous", r1.id(), new MatterRef("Proposal: Fix Quorum", 42L));
        assertThat(named.cause()).isEqualTo("Proposal: Fix Quorum");
        assertThat(named.matterId()).isEqualTo(42L);
        store.log().undo(id, "Ferrous");
        assertThat(rulesets.latest(id)).get().extracting(RulesetRevision::cause).isEqualTo("");
    }

    @Test
    void aRepealedRuleIsGoneAndTheRestReadsAsBefore() {
        RulesetRevision r1 = rulesets.importText(id, "Ferrous", bots, "a.txt", MatterRef.NONE);
        Rule taunt = rulesets.read(r1).ruleset().allRules().stream()
                .filter(r -> r.text().startsWith("Each Operator has a value for Red Mist")).findFirst().orElseThrow();
        RulesetRevision r2 = rulesets.repealRule(id, "Ferrous", r1.id(), taunt.id(), MatterRef.of("Proposal: Calm"));
        RulesetDiff diff = rulesets.diff(r1, r2);
        assertThat(diff.changes()).extracting(RuleChange::kind).containsExactly(RuleChange.Kind.REMOVED);
        assertThat(rulesets.read(r2).ruleset().ruleCount()).isEqualTo(69);
        assertThat(rulesets.read(r2).report().headingsLost()).isEqualTo(rulesets.read(r1).report().headingsLost() - 1);
    }

    @Test
    void badInputIsRefusedWithWhyAndChangesNothing() {
        assertThatThrownBy(() -> rulesets.importText(id, "Ferrous", "  \n\n", "x", MatterRef.NONE))
                .isInstanceOf(Refusal.class).hasMessage("The text is empty: there is no ruleset to import.");
        assertThatThrownBy(() -> rulesets.importText(id, "Ferrous", "just some words.", "x", MatterRef.NONE))
                .hasMessageContaining("No section or rule heading was found").hasMessageContaining("just some words.");
        assertThatThrownBy(() -> rulesets.importText(id, "Ferrous", bots, "x", MatterRef.of("P".repeat(301))))
                .hasMessage("The name of the causing matter is 301 characters long; at most 300.");
        assertThat(rulesets.revisions(id)).isEmpty();

        RulesetRevision r1 = rulesets.importText(id, "Ferrous", bots, "a.txt", MatterRef.NONE);
        assertThatThrownBy(() -> rulesets.importText(id, "Ferrous", bots.replace("\n", "\r\n"), "b.txt", MatterRef.NONE))
                .hasMessage("This text is the same as the latest revision's: nothing to import.");
        Rule fairPlay = rulesets.read(r1).ruleset().ruleTitled("Fair Play").orElseThrow();
        RulesetRevision r2 = rulesets.editRule(id, "Ferrous", r1.id(), fairPlay.id(), "Fair Play\n\nPlay fair.", null);
        assertThatThrownBy(() -> rulesets.editRule(id, "Ferrous", r1.id(), fairPlay.id(), "Fair Play\n\nNo.", null))
                .hasMessageContaining("Revision 1 is not the latest (revision 2 is)");
        Rule newFairPlay = rulesets.read(r2).ruleset().ruleTitled("Fair Play").orElseThrow();
        assertThatThrownBy(() -> rulesets.editRule(id, "Ferrous", r2.id(), newFairPlay.id(), " \n", null))
                .hasMessageContaining("is empty: to take a rule out of the ruleset, repeal it");
        assertThatThrownBy(() -> rulesets.editRule(id, "Ferrous", r2.id(), newFairPlay.id(), "Fair Play\n\nPlay fair.", null))
                .hasMessage("That leaves the ruleset as it is in revision 2: nothing to change.");
        assertThatThrownBy(() -> rulesets.setSpecialCaseStatus(id, "Ferrous", r2.id(), newFairPlay.id(), true, null))
                .hasMessage("\u201cFair Play\u201d is not a Special Case rule: only those have a status.");
        assertThat(rulesets.revisions(id)).hasSize(2);
    }

    @Test
    void theEmperorCorrectsALostHeadingAnInferredNumberAndAnInferredSectionAsUndoableRevisions() throws Exception {
        // issue 16: a 2006 copy that lost its section-less rule numbers and the heading of rule 1.2
        String text = "Ruleset 35\n\nRuleset and Gamestate\n\nThis is the Ruleset for BlogNomic; all Monks must "
                + "obey it. This Rule may be referred to as Rule 1.1.\n\n\nAnybody may apply, and e becomes a Monk.\n";
        RulesetRevision r1 = rulesets.importText(id, "Ferrous", text, "ruleset-35.txt", MatterRef.NONE);
        Ruleset before = rulesets.read(r1).ruleset();
        Rule lost = before.allRules().get(1);
        assertThat(lost.untitled()).isTrue();
        assertThat(lost.number()).isEqualTo("1.2");
        assertThat(lost.numberInferred()).isTrue();

        RulesetRevision r2 = rulesets.correctHeading(id, "Ferrous", r1.id(), lost.id(), "1.2", "Monks", null);
        assertThat(r2.summary()).startsWith("Corrected the heading of").endsWith("to \u201c1.2 Monks\u201d");
        Rule monks = rulesets.read(r2).ruleset().ruleTitled("Monks").orElseThrow();
        assertThat(monks.number()).isEqualTo("1.2");
        assertThat(monks.numberInferred()).isFalse();
        assertThat(monks.text()).isEqualTo("Anybody may apply, and e becomes a Monk.");
        assertThat(rulesets.read(r2).report().verified()).isTrue();

        Section core = rulesets.read(r2).ruleset().sections().get(0);
        assertThat(core.inferred()).isTrue();
        RulesetRevision r3 = rulesets.correctSection(id, "Ferrous", r2.id(), core.id(), "Core Rules", null);
        Section named = rulesets.read(r3).ruleset().sections().get(0);
        assertThat(named.inferred()).isFalse();
        assertThat(named.rules()).extracting(Rule::title).containsExactly("Ruleset and Gamestate", "Monks");

        assertThatThrownBy(() -> rulesets.correctHeading(id, "Ferrous", r3.id(), named.rules().get(1).id(), "one",
                "Monks", null)).hasMessageContaining("is not a rule number");
        store.log().undo(id, "Ferrous");
        store.log().undo(id, "Ferrous");
        assertThat(rulesets.revisions(id)).hasSize(1);
    }

    @Test
    void revisionsAndTheirTextsAreKeptInTheDynastyFile(@TempDir Path dir) {
        Path file = dir.resolve("game.mv.db");
        long dynastyId;
        try (GameStore first = GameStore.open(file, clock)) {
            dynastyId = TestStores.operatorsDynasty(first).id();
            first.rulesets().importText(dynastyId, "Ferrous", bots, "ruleset-205-bots.txt", MatterRef.of("Proposal: A"));
        }
        try (GameStore again = GameStore.open(file, clock)) {
            RulesetRevision r1 = again.rulesets().latest(dynastyId).orElseThrow();
            assertThat(r1.cause()).isEqualTo("Proposal: A");
            assertThat(again.rulesets().read(r1).ruleset().ruleCount()).isEqualTo(70);
            // stored with its line endings made LF and one final newline
            assertThat(again.rulesets().text(r1)).isEqualTo(bots.stripTrailing() + "\n");
        }
    }
}
