package org.dynast.app.shell;

import java.time.Duration;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Placement;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.walkthrough.Sandbox;
import org.dynast.app.walkthrough.Scenario;
import org.dynast.app.walkthrough.StepConditions;
import org.dynast.app.walkthrough.Walkthrough;
import org.dynast.app.walkthrough.WalkthroughView;
import org.dynast.app.walkthrough.WalkthroughViewModel;
import org.dynast.model.store.GameStore;

/**
 * A walkthrough in its own window: a whole console on a {@link Sandbox} built from the walkthrough's {@link Scenario}
 * (so the learner uses the real tabs, and every step can be done whatever the live dynasty holds), the banner
 * "Walkthrough — nothing here is saved" above it (naming the player it is run for) and the walkthrough's layer over
 * it. Leaving (or closing the window) closes the sandbox, discarding everything done in it.
 */
public final class WalkthroughWindow {

    private final Stage stage;
    private final Console console;
    private final WalkthroughViewModel vm;
    private final Sandbox sandbox;

    private WalkthroughWindow(Walkthrough walkthrough, Sandbox sandbox, TaskExecutor executor, DialogService dialogs,
                              Messages messages, Window owner, Learner learner, Console real) {
        this.sandbox = sandbox;
        this.stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        console = real.sandboxed(stage, sandbox.store(), sandbox.dynasty(), sandbox.clock(), path -> {
            throw new IllegalStateException(messages.get("walkthrough.noFiles"));
        });
        console.view().offerWalkthroughs(false);
        console.matters().preferAuthor(sandbox.learner());
        StepConditions.Target target = new StepConditions.Target(console.ruleset(), console.matters(),
                console.roster(), console::moduleViewModel);
        vm = new WalkthroughViewModel(walkthrough.in(Walkthrough.CONSOLE), sandbox.ruleset(), sandbox.dynasty().terms(), messages,
                done -> StepConditions.watch(real.walkthroughModules(), target, done), this::letTimePass, stage::close);
        if (learner != null) {
            // the finished walkthrough is recorded in the real file, for the learner's mentor to see; one with skipped
            // steps is not finished, and is not recorded as if it were
            vm.finishedProperty().addListener((obs, was, now) -> {
                if (now && !was && vm.completeProperty().get()) {
                    executor.submit(() -> learner.store().mentoring().recordWalkthrough(learner.dynastyId(),
                                    learner.actor(), learner.playerId(), walkthrough.id(), walkthrough.title()),
                            done -> { }, e -> dialogs.showError(messages.get("walkthrough.failed"),
                                    Failures.message(e)));
                }
            });
        }
        Scene scene = stage.getScene();
        BorderPane consoleRoot = (BorderPane) scene.getRoot();
        String runFor = learner == null ? null : learner.name();
        Label banner = new Label(runFor == null ? messages.get("walkthrough.banner")
                : messages.get("walkthrough.banner.for", runFor));
        banner.setId("walkthroughBanner");
        banner.getStyleClass().add("walkthrough-banner");
        banner.setMaxWidth(Double.MAX_VALUE);
        VBox framed = new VBox(banner, consoleRoot);
        VBox.setVgrow(consoleRoot, Priority.ALWAYS);
        WalkthroughView view = new WalkthroughView(vm, messages, step -> locate(consoleRoot, step));
        StackPane stack = new StackPane();
        scene.setRoot(stack);
        stack.getChildren().addAll(framed, view.layer());
        scene.getStylesheets().add(WalkthroughView.class.getResource("walkthrough.css").toExternalForm());
        stage.titleProperty().unbind();
        stage.setTitle(runFor == null ? messages.get("walkthrough.window", walkthrough.title(),
                sandbox.dynasty().name()) : messages.get("walkthrough.window.for", walkthrough.title(), runFor,
                sandbox.dynasty().name()));
        stage.setWidth(1280);
        stage.setHeight(800);
        // the banner adds to the console's own height: the window grows to both where the screen has room (on a
        // 1920×1080 screen the console's foot was cut by the banner's 29 px)
        if (stage.isShowing()) {
            Platform.runLater(() -> Placement.refit(stage));
        } else {
            Placement.onShown(stage, null);
        }
        stage.setOnHidden(e -> console.session().close());
    }

    /**
     * Builds the walkthrough's scenario from the shown dynasty (off the FX thread) and opens the walkthrough on it;
     * {@code opened} gets the window once shown.
     */
    public static void start(Walkthrough walkthrough, Console real, TaskExecutor executor, DialogService dialogs,
                             Messages messages, Window owner, Consumer<WalkthroughWindow> opened) {
        start(walkthrough, real, null, executor, dialogs, messages, owner, opened);
    }

    /**
     * The player a walkthrough is done by (a mentee), in the real file: finishing it records it there ("the mentee's
     * walkthroughs done and when").
     */
    public record Learner(GameStore store, long dynastyId, long playerId, String name,
                          String actor) {
    }

    /** As {@link #start(Walkthrough, Console, TaskExecutor, DialogService, Messages, Window, java.util.function.Consumer)},
     * recording the finished walkthrough for {@code learnerId} (a player of the shown dynasty; null: nobody). */
    public static void start(Walkthrough walkthrough, Console real, Long learnerId, TaskExecutor executor,
                             DialogService dialogs, Messages messages, Window owner,
                             Consumer<WalkthroughWindow> opened) {
        var store = real.session().store();
        var shown = real.session().dynasty();
        var now = store.clock().now();
        Learner learner = learnerId == null || shown == null ? null
                : new Learner(store, shown.id(), learnerId, store.roster().roster(shown.id()).nameOf(learnerId),
                real.session().actor());
        executor.submit(() -> Scenario.build(store, shown, walkthrough, learner == null ? null : learner.name(), now),
                box -> {
            WalkthroughWindow window = new WalkthroughWindow(walkthrough, box, executor, dialogs, messages, owner,
                    learner, real);
            window.stage.show();
            // the one worker answers in order: the console's first reads are in before the first step is shown
            executor.submit(() -> null, nothing -> {
                window.vm.start();
                opened.accept(window);
            }, e -> { });
        }, e -> dialogs.showError(messages.get("walkthrough.failed"), Failures.message(e)));
    }

    /** Shows a step's tab and finds its control there (or anywhere in the window for a tab-less step). */
    private static Node locate(Parent root, Walkthrough.Step step) {
        TabPane tabs = (TabPane) root.lookup("#tabs");
        Tab tab = step.tab() == null ? null
                : tabs.getTabs().stream().filter(t -> step.tab().equals(t.getId())).findFirst().orElse(null);
        if (tab != null) {
            tabs.getSelectionModel().select(tab);
            tabs.applyCss();
            tabs.layout();
        }
        if (step.control() == null) {
            return null;
        }
        Node in = tab != null && tab.getContent() != null ? tab.getContent() : root;
        return in.lookup("#" + step.control());
    }

    private void letTimePass(Duration by) {
        sandbox.clock().advance(by);
        console.session().clockMoved();
        console.main().refresh();
        console.matters().refresh();
        console.roster().refresh();
    }

    public Stage stage() {
        return stage;
    }

    public Console console() {
        return console;
    }

    public WalkthroughViewModel viewModel() {
        return vm;
    }

    public Sandbox sandbox() {
        return sandbox;
    }
}
