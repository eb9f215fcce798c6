package org.dynast.app.matters;

import static org.assertj.core.api.Assertions.assertThat;

import org.dynast.app.matters.ProfileEditorViewModel.Section;
import org.dynast.model.matters.Clause;
import org.dynast.model.matters.ClauseType;
import org.dynast.model.matters.CoreRulesProfile.CooldownCondition;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.module.DynastyModules;
import org.junit.jupiter.api.Test;

/** The core-rules profile form, without a window: its settings, routes and clause picker, and its live preview. */
class ProfileEditorViewModelTest {

    private static CoreRulesProfile shipped(String id) {
        return ProfileCatalogue.shipped(DynastyModules.installed()).stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow()
                .copy("house", "House rules");
    }

    @Test
    void anUntouchedFormGivesBackTheSameProfile() {
        for (String id : new String[] {"ruleset-168", "ruleset-205", "ruleset-217", "early-era"}) {
            CoreRulesProfile p = shipped(id);
            ProfileEditorViewModel vm = new ProfileEditorViewModel(p);
            assertThat(vm.errorProperty().get()).as(id).isEmpty();
            CoreRulesProfile back = vm.result().orElseThrow();
            assertThat(back.era()).isEqualTo(p.era());
            assertThat(back.victory()).isEqualTo(p.victory());
            assertThat(back.popular()).isEqualTo(p.popular());
            for (MatterKind k : MatterKind.values()) {
                assertThat(back.authorVotesFor(k)).as(id + " " + k).isEqualTo(p.authorVotesFor(k));
                assertThat(back.deferentialFollowsEmperor(k)).isEqualTo(p.deferentialFollowsEmperor(k));
                assertThat(back.rulesFor(k).enact()).isEqualTo(p.rulesFor(k).enact());
                assertThat(back.rulesFor(k).statuses()).isEqualTo(p.rulesFor(k).statuses());
            }
        }
    }

    @Test
    void thePreviewShowsTheSampleVerdictAndFollowsEveryEdit() {
        ProfileEditorViewModel vm = new ProfileEditorViewModel(shipped("ruleset-205"));
        // 7 players (Quorum 4): the author's implicit FOR and 3 more, 1 AGAINST, open 24 hours
        assertThat(vm.previewProperty().get()).startsWith("Proposal by P2, open 24 h: 4 FOR, 1 AGAINST")
                .contains("Popular.", "May be Enacted:");
        // a Quorum of every player: the one AGAINST makes it Unpopular, and the 48-hour majority is a day away
        vm.quorumNumeratorProperty().set(1);
        vm.quorumDenominatorProperty().set(1);
        vm.quorumPlusProperty().set(0);
        assertThat(vm.previewProperty().get()).contains("(Quorum 7 of 7). Unpopular.", "May be Failed:",
                "Next: may be Enacted in 24 h");
        // the era setting: no implicit FOR for the author of a Proposal
        vm.quorumDenominatorProperty().set(2);
        vm.quorumPlusProperty().set(1);
        vm.kind(MatterKind.PROPOSAL).authorVotesForProperty().set(false);
        assertThat(vm.previewProperty().get()).contains("3 FOR, 1 AGAINST");
        assertThat(vm.result().orElseThrow().authorVotesFor(MatterKind.PROPOSAL)).isFalse();
        assertThat(vm.result().orElseThrow().authorVotesFor(MatterKind.CFJ)).isTrue();
    }

    @Test
    void theEarlyEraPreviewCountsAbstentionsAndTheHiatusDuration() {
        ProfileEditorViewModel vm = new ProfileEditorViewModel(shipped("early-era"));
        vm.sampleKindProperty().set(MatterKind.CFJ);
        vm.sampleHoursOpenProperty().set(50);
        vm.sampleForProperty().set(2);
        vm.sampleAgainstProperty().set(1);
        assertThat(vm.previewProperty().get()).contains("Cannot be resolved yet.", "open 50 h of the 96 h needed");
        vm.sampleOnHiatusProperty().set(true);
        assertThat(vm.previewProperty().get()).contains("May be Enacted:", "open 50 h ≥ 48 h (on Hiatus)");
        vm.sampleKindProperty().set(MatterKind.DOV);
        vm.sampleHoursOpenProperty().set(13);
        vm.sampleEmperorVoteProperty().set(VoteIcon.FOR);
        vm.sampleForProperty().set(3);
        assertThat(vm.previewProperty().get()).contains("the Emperor has voted on it");
    }

    @Test
    void routesAreBuiltFromPickedClausesAndAMistakeIsShownNotSaved() {
        ProfileEditorViewModel vm = new ProfileEditorViewModel(shipped("ruleset-205"));
        vm.sectionProperty().set(Section.CFJ_FAIL);
        int before = vm.routes(Section.CFJ_FAIL).size();
        vm.clauseTypeProperty().set(ClauseType.OPEN_AT_LEAST);
        vm.clauseHoursProperty().set(96);
        vm.clauseHiatusHoursProperty().set(48);
        ProfileEditorViewModel.RouteRow row = vm.addRoute("After four days, two during a hiatus").orElseThrow();
        vm.clauseTypeProperty().set(ClauseType.HALF_OR_FEWER_FOR);
        vm.addClause(row);
        assertThat(row.clauses()).extracting(ProfileEditorViewModel::describe)
                .containsExactly("OPEN_AT_LEAST 96 h (48 h on Hiatus)", "HALF_OR_FEWER_FOR");
        CoreRulesProfile p = vm.result().orElseThrow();
        assertThat(p.rulesFor(MatterKind.CFJ).fail()).hasSize(before + 1);
        assertThat(p.rulesFor(MatterKind.CFJ).fail().get(before).clauses().get(0))
                .isEqualTo(new Clause(ClauseType.OPEN_AT_LEAST, 96, null, null, null, 48));
        // a Popular route that uses Popularity would define it by itself: refused, shown, nothing to save
        vm.sectionProperty().set(Section.POPULAR);
        vm.clauseTypeProperty().set(ClauseType.POPULAR);
        vm.addRoute("Popular if Popular");
        assertThat(vm.errorProperty().get()).contains("The Popular routes cannot use POPULAR");
        assertThat(vm.result()).isEmpty();
        assertThat(vm.previewProperty().get()).startsWith("The profile is not valid");
        vm.removeRoute(vm.routes(Section.POPULAR).get(vm.routes(Section.POPULAR).size() - 1));
        assertThat(vm.errorProperty().get()).isEmpty();
        vm.removeClause(row, row.clauses().get(1));
        assertThat(vm.result().orElseThrow().rulesFor(MatterKind.CFJ).fail().get(before).clauses()).hasSize(1);
    }

    @Test
    void theEraSettingsAreFormFields() {
        ProfileEditorViewModel vm = new ProfileEditorViewModel(shipped("ruleset-217"));
        vm.kind(MatterKind.PROPOSAL).vetoedStatusProperty().set(true);
        vm.cooldownConditionProperty().set(CooldownCondition.AGAINST_ABOVE_QUORUM);
        vm.mantleToPreviousEmperorProperty().set(true);
        vm.staleProposalHoursProperty().set(0);
        vm.votingDuringHiatusProperty().set(false);
        vm.unidleBarHoursProperty().set(48);
        vm.dailySpacingHoursProperty().set(6);
        vm.abstentionsCountAsVotesProperty().set(true);
        vm.selfKillLocksProperty().set(false);
        vm.emperorMayDeferProperty().set(false);
        vm.kind(MatterKind.DOV).deferentialProperty().set(false);
        CoreRulesProfile p = vm.result().orElseThrow();
        assertThat(p.rulesFor(MatterKind.PROPOSAL).statuses()).containsExactly(MatterStatus.VETOED);
        assertThat(p.victory().cooldownCondition()).isEqualTo(CooldownCondition.AGAINST_ABOVE_QUORUM);
        assertThat(p.victory().mantleToPreviousEmperor()).isTrue();
        assertThat(p.era()).isEqualTo(new CoreRulesProfile.EraRules(0, false, 48, 6, 24));
        assertThat(p.voting().abstentionsCountAsVotes()).isTrue();
        assertThat(p.voting().selfKillLocks()).isFalse();
        assertThat(p.voting().emperorMayDefer()).isFalse();
        assertThat(p.deferentialFollowsEmperor(MatterKind.DOV)).isFalse();
        assertThat(p.deferentialFollowsEmperor(MatterKind.PROPOSAL)).isTrue();
        // and it survives its JSON
        assertThat(ProfileCatalogue.fromJson(ProfileCatalogue.toJson(p))).isEqualTo(p);
    }

    @Test
    void ruleset57sSettingsAreFormFields() {
        // Ruleset 57: "Proposals the author has voted against are considered self-killed unless the President Thog has
        // voted VETO on them, or they have fulfilled one of the other requirements to fail a proposal before the
        // author’s self-kill vote is placed"; DEFERENTIAL "will count as the same as the President Thog’s vote"
        ProfileEditorViewModel vm = new ProfileEditorViewModel(shipped("early-era"));
        assertThat(vm.selfKillUnlessFailingProperty().get()).isFalse();
        assertThat(vm.authorDeferentialAbstainsProperty().get()).isTrue();
        vm.selfKillUnlessFailingProperty().set(true);
        vm.authorDeferentialAbstainsProperty().set(false);
        // "It has been open for voting for at least 48 hours and has fewer than 2 valid votes."
        vm.sectionProperty().set(Section.PROPOSAL_FAIL);
        vm.clauseTypeProperty().set(ClauseType.VALID_VOTES_FEWER_THAN);
        vm.clauseCountProperty().set(2);
        ProfileEditorViewModel.RouteRow row = vm.addRoute("fewer than 2 valid votes").orElseThrow();
        assertThat(row.clauses()).extracting(ProfileEditorViewModel::describe)
                .containsExactly("VALID_VOTES_FEWER_THAN 2");
        // "any Admin may fail that Proposal from that moment on, even if it is not the oldest Pending proposal"
        vm.clauseTypeProperty().set(ClauseType.VETOED);
        vm.addRoute("When President Thog votes to VETO a Proposal").orElseThrow();
        // Ruleset 57 has no Popular: its conditions are written into the Enact and Fail rules
        vm.routes(Section.POPULAR).clear();
        CoreRulesProfile p = vm.result().orElseThrow();
        assertThat(vm.errorProperty().get()).isEmpty();
        assertThat(p.popular()).isEmpty();
        assertThat(p.voting().selfKillUnlessFailing()).isTrue();
        assertThat(p.voting().authorDeferentialAbstains()).isFalse();
        assertThat(p.rulesFor(MatterKind.PROPOSAL).fail()).extracting(r -> r.clauses().get(0).type())
                .contains(ClauseType.VALID_VOTES_FEWER_THAN, ClauseType.VETOED);
        assertThat(ProfileCatalogue.fromJson(ProfileCatalogue.toJson(p))).isEqualTo(p);
        // a route that needs Popular, with no Popular route: refused, shown, nothing to save
        vm.sectionProperty().set(Section.UNPOPULAR);
        vm.clauseTypeProperty().set(ClauseType.NOT_POPULAR);
        vm.addRoute("It is not Popular");
        assertThat(vm.errorProperty().get()).contains("has no Popular route");
        assertThat(vm.result()).isEmpty();
    }
}
