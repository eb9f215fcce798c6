package org.dynast.app.welcome;

import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.model.dynasty.Dynasty;

/**
 * The welcome page a first launch opens on: what Dynast is, the file's (demo) dynasties to look at, and the ways in
 * (start a walkthrough, open a replay, found a new dynasty). "Show at start" is kept in the console's settings
 * ({@value #SETTING}); unticked, the page is not shown at start again (Help › Welcome still shows it).
 */
public final class WelcomeViewModel {

    public static final String SETTING = "welcome.showAtStart";

    /** What the page's buttons do; {@code openReplay} is null when no installed module opens replays. */
    public record Actions(Runnable startWalkthrough, Runnable openReplay, Runnable newDynasty,
                          Consumer<Dynasty> showDynasty) {
    }

    private final Settings settings;
    private final Actions actions;
    private final Runnable close;
    private final ObservableList<Dynasty> dynasties;
    private final Messages messages;
    private final ObservableList<String> demos = FXCollections.observableArrayList();
    private final BooleanProperty showAtStart = new SimpleBooleanProperty(this, "showAtStart");

    /** {@code dynasties}: the file's dynasties as the console lists them (the page follows the list). */
    public WelcomeViewModel(Settings settings, ObservableList<Dynasty> dynasties, Messages messages, Actions actions,
                            Runnable close) {
        this.settings = settings;
        this.actions = actions;
        this.close = close;
        this.dynasties = dynasties;
        this.messages = messages;
        describe();
        dynasties.addListener((ListChangeListener<Dynasty>) c -> describe());
        showAtStart.set(showAtStart(settings));
        showAtStart.addListener((o, a, b) -> {
            settings.put(SETTING, Boolean.toString(b));
            settings.save();
        });
    }

    private void describe() {
        demos.setAll(dynasties.stream().map(d -> messages.get("welcome.dynasty", d.name(), d.rulesetNumber(),
                d.terms().players(), d.terms().emperor())).toList());
    }

    /** Whether the console opens on the welcome page: yes until it is turned off. */
    public static boolean showAtStart(Settings settings) {
        return !"false".equals(settings.get(SETTING, "true"));
    }

    public void startWalkthrough() {
        close.run();
        actions.startWalkthrough().run();
    }

    public boolean canOpenReplay() {
        return actions.openReplay() != null;
    }

    public void openReplay() {
        if (canOpenReplay()) {
            close.run();
            actions.openReplay().run();
        }
    }

    public void newDynasty() {
        close.run();
        actions.newDynasty().run();
    }

    /** Shows the dynasty at {@code index} of {@link #demos()} in the console. */
    public void showDynasty(int index) {
        if (index >= 0 && index < dynasties.size()) {
            close.run();
            actions.showDynasty().accept(dynasties.get(index));
        }
    }

    public ObservableList<String> demos() {
        return demos;
    }

    public BooleanProperty showAtStartProperty() {
        return showAtStart;
    }
}
