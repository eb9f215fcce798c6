package org.dynast.app.shell;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.dynast.app.common.Frames;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.dynasty.Dynasty;

/**
 * {@code --exit-after-shown --tour}: the AOT cache's training launch (issue 31). Once the console is ready it goes
 * through the file's dynasties with the switcher, as a user does, and shows each one's tabs in turn, each with its
 * data (the worker's reads done, then a frame), then returns to the dynasty and tab it started on and runs
 * {@code then}. The cache the JVM makes from such a launch holds the classes, and the method profiles, of switching
 * dynasty and of every tab, not only of start-up: the first switch to a dynasty and the first visit of a tab then
 * start with them loaded and linked, and the JIT compiler with their profiles.
 */
public final class TrainingTour {

    /** How many frames to wait at most for a chosen dynasty to be shown (the switcher may keep the shown one). */
    private static final int SWITCH_FRAMES = 600;

    private final Scene scene;
    private final TaskExecutor executor;
    private final ComboBox<Dynasty> switcher;
    private final TabPane tabs;
    private final Supplier<Dynasty> shownDynasty;
    private final Deque<Runnable> steps = new ArrayDeque<>();
    private final Runnable then;
    private final long started = System.nanoTime();
    private int dynasties;
    private int tabsShown;

    private TrainingTour(Scene scene, TaskExecutor executor, Supplier<Dynasty> shownDynasty, Runnable then) {
        this.scene = scene;
        this.executor = executor;
        this.shownDynasty = shownDynasty;
        this.then = then;
        @SuppressWarnings("unchecked")
        ComboBox<Dynasty> found = (ComboBox<Dynasty>) scene.lookup("#dynastySwitcher");
        this.switcher = found;
        this.tabs = (TabPane) scene.lookup("#tabs");
    }

    /**
     * Tours the console shown in {@code scene}, whose shown dynasty {@code shownDynasty} tells, then runs
     * {@code then} (at once when the scene has no switcher).
     */
    public static void run(Scene scene, TaskExecutor executor, Supplier<Dynasty> shownDynasty, Runnable then) {
        new TrainingTour(scene, executor, shownDynasty, then).start();
    }

    private void start() {
        if (switcher == null || tabs == null) {
            then.run();
            return;
        }
        Dynasty first = switcher.getValue();
        Tab firstTab = tabs.getSelectionModel().getSelectedItem();
        List<Dynasty> order = new ArrayList<>(switcher.getItems());
        order.remove(first);
        order.addFirst(first);
        for (Dynasty dynasty : order) {
            steps.add(() -> show(dynasty, this::visitTabs));
        }
        steps.add(() -> show(first, () -> {
            if (firstTab != null && tabs.getTabs().contains(firstTab)) {
                tabs.getSelectionModel().select(firstTab);
            }
            settled(this::next);
        }));
        next();
    }

    private void next() {
        Runnable step = steps.poll();
        if (step == null) {
            System.out.printf(Locale.ROOT, "Dynast: tour done: %d dynasties, %d tabs shown in %.1f s%n", dynasties,
                    tabsShown, (System.nanoTime() - started) / 1e9);
            then.run();
        } else {
            step.run();
        }
    }

    /** Chooses {@code dynasty} in the switcher and waits until it is shown with its data. */
    private void show(Dynasty dynasty, Runnable shown) {
        if (!isShown(dynasty)) {
            switcher.setValue(dynasty);
        }
        waitFor(dynasty, SWITCH_FRAMES, shown);
    }

    private void waitFor(Dynasty dynasty, int frames, Runnable shown) {
        settled(() -> {
            if (isShown(dynasty) || frames <= 0) {
                settled(shown);
            } else {
                waitFor(dynasty, frames - 1, shown);
            }
        });
    }

    private boolean isShown(Dynasty dynasty) {
        Dynasty shown = shownDynasty.get();
        return dynasty == null || shown != null && shown.id() == dynasty.id();
    }

    /** Shows each of the shown dynasty's tabs with its data, one after another, then goes on with the tour. */
    private void visitTabs() {
        dynasties++;
        Deque<Tab> each = new ArrayDeque<>(tabs.getTabs().stream().filter(t -> !t.isDisable()).toList());
        visit(each);
    }

    private void visit(Deque<Tab> each) {
        Tab tab = each.poll();
        if (tab == null) {
            next();
            return;
        }
        tabs.getSelectionModel().select(tab);
        tabsShown++;
        settled(() -> visit(each));
    }

    /** Once the worker has done what was asked of it so far, and two frames went by. */
    private void settled(Runnable then) {
        Platform.runLater(() -> Frames.afterWork(executor, scene, then));
    }
}
