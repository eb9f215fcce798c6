package org.dynast.app.walkthrough;

import java.time.Duration;
import java.util.Objects;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import org.dynast.app.common.Messages;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.explain.Citation;
import org.dynast.model.ruleset.Ruleset;

/**
 * A walkthrough at work: the step shown, its texts in the dynasty's terms, the sentence of the dynasty's ruleset it
 * quotes, and whether the learner has done what it asks (its named condition, read from the console's ViewModels).
 * When a step's condition becomes met the card says it is done and what to look at ("Done — see the tally change"),
 * and stays on that step until the learner presses Next, so the effect is seen before the next step takes the window
 * elsewhere; a step once done stays done while it is shown. Back, Skip and Leave work at every step.
 */
public final class WalkthroughViewModel {

    private final Walkthrough walkthrough;
    private final Ruleset ruleset;
    private final Terms terms;
    private final Messages messages;
    private final Function<String, StepConditions.Condition> conditions;
    private final Consumer<Duration> waiter;
    private final Runnable onLeave;

    private final ReadOnlyIntegerWrapper index = new ReadOnlyIntegerWrapper(this, "index", -1);
    private final ReadOnlyObjectWrapper<Walkthrough.Step> step = new ReadOnlyObjectWrapper<>(this, "step");
    private final ReadOnlyStringWrapper progress = new ReadOnlyStringWrapper(this, "progress", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper explain = new ReadOnlyStringWrapper(this, "explain", "");
    private final ReadOnlyStringWrapper quote = new ReadOnlyStringWrapper(this, "quote", "");
    private final ReadOnlyStringWrapper quoteSource = new ReadOnlyStringWrapper(this, "quoteSource", "");
    private final ReadOnlyStringWrapper todo = new ReadOnlyStringWrapper(this, "todo", "");
    private final ReadOnlyStringWrapper actionText = new ReadOnlyStringWrapper(this, "actionText", "");
    private final ReadOnlyStringWrapper doneText = new ReadOnlyStringWrapper(this, "doneText", "");
    private final ReadOnlyBooleanWrapper met = new ReadOnlyBooleanWrapper(this, "met");
    private final ReadOnlyBooleanWrapper canBack = new ReadOnlyBooleanWrapper(this, "canBack");
    private final ReadOnlyBooleanWrapper finished = new ReadOnlyBooleanWrapper(this, "finished");
    private StepConditions.Condition watching;
    private ChangeListener<Boolean> doneWhenMet;

    public WalkthroughViewModel(Walkthrough walkthrough, Ruleset ruleset, Terms terms, Messages messages,
                                Function<String, StepConditions.Condition> conditions, Consumer<Duration> waiter,
                                Runnable onLeave) {
        this.walkthrough = Objects.requireNonNull(walkthrough);
        this.ruleset = ruleset;
        this.terms = terms == null ? Terms.GENERIC : terms;
        this.messages = messages;
        this.conditions = conditions;
        this.waiter = waiter;
        this.onLeave = onLeave;
    }

    /** The number of the shipped ruleset quoted, where the cards quote one rather than the dynasty's own. */
    private Integer quotedRuleset;

    /** Says the cards quote Ruleset {@code number} as it ships (a window with no dynasty, such as the bout viewer). */
    public void quotesShippedRuleset(int number) {
        this.quotedRuleset = number;
    }

    /** Shows the first step. */
    public void start() {
        show(0);
    }

    private void show(int at) {
        stopWatching();
        if (at >= walkthrough.steps().size()) {
            index.set(walkthrough.steps().size());
            step.set(null);
            complete.set(skipped.isEmpty());
            finished.set(true);
            int total = walkthrough.steps().size();
            progress.set(skipped.isEmpty() ? messages.get("walkthrough.finished.progress", total)
                    : messages.get("walkthrough.finished.skipped", total - skipped.size(), total, skipped.size()));
            title.set(messages.get("walkthrough.finished.title", walkthrough.title()));
            explain.set(messages.get("walkthrough.finished.text"));
            quote.set("");
            quoteSource.set("");
            todo.set("");
            actionText.set("");
            doneText.set("");
            met.set(false);
            canBack.set(true);
            return;
        }
        finished.set(false);
        Walkthrough.Step s = walkthrough.steps().get(at);
        index.set(at);
        progress.set(messages.get("walkthrough.progress", at + 1, walkthrough.steps().size()));
        title.set(inTerms(s.title()));
        explain.set(inTerms(s.explain()));
        todo.set(inTerms(s.todo()));
        Citation.find(ruleset, s.rule(), s.keyword()).ifPresentOrElse(q -> {
            quote.set(q.sentence());
            quoteSource.set(quotedRuleset == null ? messages.get("walkthrough.quote.source", q.rule())
                    : messages.get("walkthrough.quote.source.shipped", q.rule(), quotedRuleset));
        }, () -> {
            quote.set("");
            quoteSource.set(s.keyword() == null ? "" : messages.get("walkthrough.quote.missing", s.keyword()));
        });
        actionText.set(s.action() == null ? "" : messages.get("walkthrough.action.wait",
                hours(Duration.parse(s.action().substring("wait:".length())))));
        canBack.set(at > 0);
        met.set(false);
        doneText.set("");
        step.set(s);
        watching = conditions.apply(s.done());
        if (watching.met().get()) {
            done(at, s);
        }
        // done once: the card says so and waits for Next (undoing what was done does not take it back)
        doneWhenMet = (obs, was, now) -> {
            if (now && index.get() == at) {
                done(at, s);
            }
        };
        watching.met().addListener(doneWhenMet);
    }

    private void done(int at, Walkthrough.Step s) {
        skipped.remove(at);
        if (!StepConditions.byNext(s.done())) {
            doneText.set(messages.get("walkthrough.done", s.seen() == null || s.seen().isBlank()
                    ? messages.get("walkthrough.done.look") : inTerms(s.seen())));
        }
        met.set(true);
    }

    private static String hours(Duration d) {
        long h = d.toHours();
        if (h % 24 == 0 && h >= 24) {
            return h == 24 ? "1 day" : (h / 24) + " days";
        }
        return h == 1 ? "1 hour" : h + " hours";
    }

    private void stopWatching() {
        if (watching != null) {
            watching.met().removeListener(doneWhenMet);
            watching.dispose().run();
            watching = null;
        }
    }

    private String inTerms(String text) {
        return inTerms(text, terms);
    }

    /**
     * A card's text in the dynasty's own terms, as its ruleset writes them ("an Operator", "a Wizard", "the City"):
     * the terms keep their capitals, and "a {player}" takes "an" before a vowel.
     */
    static String inTerms(String text, Terms terms) {
        if (text == null) {
            return "";
        }
        String player = terms.player();
        String players = terms.players();
        boolean vowel = !player.isEmpty() && "AEIOUaeiou".indexOf(player.charAt(0)) >= 0;
        return text.replace("a {player}", (vowel ? "an " : "a ") + player)
                .replace("A {player}", (vowel ? "An " : "A ") + player)
                .replace("{players}", players)
                .replace("{Players}", players)
                .replace("{player}", player)
                .replace("{Player}", player)
                .replace("{emperor}", terms.emperor());
    }

    public void next() {
        if (!finished.get()) {
            show(index.get() + 1);
        }
    }

    /** Goes on without doing the step: it counts as skipped, not done, until it is done. */
    public void skip() {
        if (!finished.get() && index.get() >= 0 && !met.get()) {
            skipped.add(index.get());
        }
        next();
    }

    /** The steps skipped and not done since. */
    private final SortedSet<Integer> skipped = new TreeSet<>();
    private final ReadOnlyBooleanWrapper complete = new ReadOnlyBooleanWrapper(this, "complete");

    /** Whether the walkthrough is finished with every step done (none skipped): only then is it recorded as done. */
    public ReadOnlyBooleanProperty completeProperty() {
        return complete.getReadOnlyProperty();
    }

    public void back() {
        if (index.get() > 0) {
            show(index.get() - 1);
        }
    }

    /** Runs the step's sandbox-only help (letting time pass). */
    public void runAction() {
        Walkthrough.Step s = step.get();
        if (s != null && s.action() != null) {
            waiter.accept(Duration.parse(s.action().substring("wait:".length())));
        }
    }

    public void leave() {
        stopWatching();
        onLeave.run();
    }

    /** Whether Next may be pressed: the step is read-only, or done. */
    public boolean nextAllowed() {
        Walkthrough.Step s = step.get();
        return s != null && (StepConditions.byNext(s.done()) || met.get());
    }

    public Walkthrough walkthrough() {
        return walkthrough;
    }

    public ReadOnlyIntegerProperty indexProperty() {
        return index.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Walkthrough.Step> stepProperty() {
        return step.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty explainProperty() {
        return explain.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty quoteProperty() {
        return quote.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty quoteSourceProperty() {
        return quoteSource.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty todoProperty() {
        return todo.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty actionTextProperty() {
        return actionText.getReadOnlyProperty();
    }

    /**
     * What the card says once the step is done: "Done — " and what to look at, then to press Next; empty while the
     * step is not done, and for a step done by pressing Next.
     */
    public ReadOnlyStringProperty doneTextProperty() {
        return doneText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty metProperty() {
        return met.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canBackProperty() {
        return canBack.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty finishedProperty() {
        return finished.getReadOnlyProperty();
    }
}
