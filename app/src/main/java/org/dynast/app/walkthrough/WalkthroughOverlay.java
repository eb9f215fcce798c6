package org.dynast.app.walkthrough;

import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import org.dynast.app.common.Messages;
import org.dynast.model.ruleset.RulesetService;
import org.dynast.model.ruleset.ShippedRuleset;

/**
 * A walkthrough over a window that has no dynasty and saves nothing (the viewer-only window of a replay): its layer
 * is laid over the window's content, its quotes come from the shipped ruleset the window's game follows, and only
 * the steps meant for that window are shown. Leaving takes the layer away; the window stays.
 */
public final class WalkthroughOverlay {

    private WalkthroughOverlay() {
    }

    /** Lays {@code walkthrough}'s steps for {@code where} over {@code stack}'s content and shows the first. */
    public static WalkthroughViewModel start(StackPane stack, Walkthrough walkthrough, String where,
                                             ShippedRuleset rules, StepConditions.Target target, Messages messages,
                                             ModuleWalkthroughs modules) {
        Node content = stack.getChildren().get(0);
        Node[] layerHolder = new Node[1];
        WalkthroughViewModel vm = new WalkthroughViewModel(walkthrough.in(where),
                RulesetService.preview(rules.text()).ruleset(), rules.terms(), messages,
                done -> StepConditions.watch(modules, target, done), by -> { },
                () -> stack.getChildren().remove(layerHolder[0]));
        WalkthroughView view = new WalkthroughView(vm, messages, step -> step.control() == null ? null
                : content.lookup("#" + step.control()));
        layerHolder[0] = view.layer();
        if (!stack.getStylesheets().contains(css())) {
            stack.getStylesheets().add(css());
        }
        stack.getChildren().add(layerHolder[0]);
        vm.quotesShippedRuleset(rules.number());
        vm.start();
        return vm;
    }

    private static String css() {
        return WalkthroughOverlay.class.getResource("walkthrough.css").toExternalForm();
    }
}
