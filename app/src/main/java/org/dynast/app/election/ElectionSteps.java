package org.dynast.app.election;

import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.app.walkthrough.StepConditions.Condition;
import org.dynast.app.walkthrough.StepConditions.Factory;
import org.dynast.model.election.CampaignAction;

/**
 * The walkthrough conditions of the Election tab (docs/walkthroughs.md), read from its ViewModels, that is from what
 * the sandbox's election holds as the tab shows it: a Candidate chosen in the Campaign box, a Campaign Action
 * previewed with nothing barring it, taken (the Candidate's Action time changed), a donation made (the donor's Money
 * down, their endorsee's up), a debate chosen on the Debates board.
 */
final class ElectionSteps {

    /** The last line of every preview that may be done ({@code CampaignService.preview}). */
    private static final String PREVIEW_END = "'s Action becomes the time it is done.";

    private ElectionSteps() {
    }

    static Map<String, Factory> conditions() {
        return Map.of(
                "candidateChosen", (t, arg) -> {
                    ElectionViewModel vm = t.module(ElectionViewModel.class);
                    return arg == null ? StepConditions.changed(vm.candidateProperty())
                            : Condition.of(Bindings.createBooleanBinding(
                                    () -> arg.equalsIgnoreCase(vm.candidateProperty().get()), vm.candidateProperty()));
                },
                "previewed", (t, arg) -> {
                    ElectionViewModel vm = t.module(ElectionViewModel.class);
                    CampaignAction wanted = arg == null ? null : CampaignAction.valueOf(arg);
                    return Condition.of(Bindings.createBooleanBinding(
                            () -> vm.actionProperty().get() != null
                                    && (wanted == null || vm.actionProperty().get() == wanted)
                                    && !vm.preview().isEmpty()
                                    && vm.preview().stream().noneMatch(l -> l.startsWith("Not now:"))
                                    && vm.preview().get(vm.preview().size() - 1).endsWith(PREVIEW_END),
                            vm.preview(), vm.actionProperty()));
                },
                "campaignTaken", (t, arg) -> {
                    ElectionViewModel vm = t.module(ElectionViewModel.class);
                    String who = vm.candidateProperty().get();
                    String before = row(vm, who).map(ElectionViewModel.Row::action).orElse(null);
                    return Condition.of(Bindings.createBooleanBinding(() -> row(vm, who)
                            .map(r -> !r.action().equals(before)).orElse(false), vm.rows()));
                },
                "donated", (t, arg) -> {
                    ElectionViewModel vm = t.module(ElectionViewModel.class);
                    String who = vm.candidateProperty().get();
                    Optional<ElectionViewModel.Row> donor = row(vm, who);
                    String endorsee = donor.map(ElectionViewModel.Row::endorses).orElse(null);
                    long gave = donor.map(ElectionViewModel.Row::money).orElse(0L);
                    long got = row(vm, endorsee).map(ElectionViewModel.Row::money).orElse(0L);
                    return Condition.of(Bindings.createBooleanBinding(
                            () -> donor.isPresent() && !who.equalsIgnoreCase(endorsee)
                                    && row(vm, who).map(r -> r.money() < gave).orElse(false)
                                    && row(vm, endorsee).map(r -> r.money() > got).orElse(false),
                            vm.rows()));
                },
                "debateChosen", (t, arg) -> {
                    var board = t.module(ElectionViewModel.class).debates();
                    return arg == null ? StepConditions.changed(board.selectedProperty())
                            : Condition.of(Bindings.createBooleanBinding(
                                    () -> Integer.valueOf(arg).equals(board.selectedProperty().get()),
                                    board.selectedProperty()));
                });
    }

    private static Optional<ElectionViewModel.Row> row(ElectionViewModel vm, String name) {
        return name == null ? Optional.empty()
                : vm.rows().stream().filter(r -> r.name().equalsIgnoreCase(name)).findFirst();
    }
}
