package org.dynast.app.walkthrough;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableValue;
import org.dynast.app.matters.MatterRow;
import org.dynast.app.matters.MattersViewModel;
import org.dynast.app.roster.RosterViewModel;
import org.dynast.app.ruleset.RulesetViewModel;
import org.dynast.model.matters.MatterKind;

/**
 * The named conditions a walkthrough step waits for, each read from the console's ViewModels (never a timer). A
 * condition is made when its step is shown, so "a new Proposal" means one posted since then. A name may carry an
 * argument after a colon: {@code matterPosted:CFJ}.
 */
public final class StepConditions {

    /** A condition at work on one step: whether it is met, and how to stop watching. */
    public record Condition(ObservableBooleanValue met, Runnable dispose) {

        public static Condition of(ObservableBooleanValue met) {
            return new Condition(met, () -> { });
        }
    }

    /**
     * The ViewModels a condition may read: the core tabs' (null in the viewer-only window, which has none) and, by
     * type, those of the shown dynasty's module tabs.
     */
    public record Target(RulesetViewModel ruleset, MattersViewModel matters, RosterViewModel roster,
                         ModuleViewModels modules) {

        /** The module tab's ViewModel of this type; a step that needs a tab the window does not have says so. */
        public <T> T module(Class<T> type) {
            return modules.find(type).orElseThrow(() -> new IllegalStateException(
                    "This window has no tab with a " + type.getSimpleName()));
        }
    }

    /** The module tabs' ViewModels, found by type (the console's {@code moduleViewModel}). */
    @FunctionalInterface
    public interface ModuleViewModels {
        <T> Optional<T> find(Class<T> type);
    }

    /** How a condition is made: from the ViewModels and the argument after the colon (null if none). */
    @FunctionalInterface
    public interface Factory extends BiFunction<Target, String, Condition> {
    }

    private static final Map<String, BiFunction<Target, String, Condition>> CONDITIONS = Map.ofEntries(
            Map.entry("next", (t, arg) -> Condition.of(new SimpleBooleanProperty(false))),
            Map.entry("ruleChosen", (t, arg) -> changed(t.ruleset().selectedIdProperty())),
            Map.entry("searched", (t, arg) -> Condition.of(Bindings.createBooleanBinding(
                    () -> contains(t.ruleset().queryProperty().get(), arg)
                            && !t.ruleset().searchStatusProperty().get().isBlank(),
                    t.ruleset().queryProperty(), t.ruleset().searchStatusProperty()))),
            Map.entry("playerChosen", (t, arg) -> Condition.of(t.roster().selectedProperty().isNotNull())),
            Map.entry("idleToggled", (t, arg) -> changed(t.roster().showIdleProperty())),
            Map.entry("matterPosted", StepConditions::matterPosted),
            Map.entry("matterChosen", (t, arg) -> Condition.of(Bindings.createBooleanBinding(
                    () -> t.matters().selectedProperty().get() != null
                            && (arg == null || t.matters().selectedProperty().get().kind() == kind(arg)),
                    t.matters().selectedProperty()))),
            Map.entry("popular", (t, arg) -> Condition.of(Bindings.createBooleanBinding(
                    () -> t.matters().selectedPendingProperty().get() && t.matters().quorumProperty().get() > 0
                            && t.matters().forCountProperty().get() >= t.matters().quorumProperty().get(),
                    t.matters().selectedPendingProperty(), t.matters().forCountProperty(),
                    t.matters().quorumProperty()))),
            Map.entry("againstCast", (t, arg) -> Condition.of(Bindings.createBooleanBinding(
                    () -> t.matters().againstCountProperty().get() > 0, t.matters().againstCountProperty()))),
            Map.entry("canEnact", (t, arg) -> Condition.of(t.matters().canEnactProperty())),
            Map.entry("enacted", (t, arg) -> countRises(t, r -> r.status().contains("Enacted"))),
            Map.entry("resolved", (t, arg) -> countRises(t, r -> !r.pending())),
            Map.entry("hiatus", (t, arg) -> Condition.of(Bindings.createBooleanBinding(
                    () -> !t.matters().hiatusProperty().get().isBlank(), t.matters().hiatusProperty()))));

    private StepConditions() {
    }

    /** The core's conditions and those the modules' console parts add ({@code ModuleUi.walkthroughConditions}). */
    public static Set<String> names(ModuleWalkthroughs modules) {
        Set<String> all = new TreeSet<>(CONDITIONS.keySet());
        all.addAll(modules.conditions().keySet());
        return all;
    }

    /** The condition's name without its argument. */
    static String name(String done) {
        if (done == null) {
            return "";
        }
        int colon = done.indexOf(':');
        return colon < 0 ? done : done.substring(0, colon);
    }

    /** Starts watching the condition a step names: the core's, or one of {@code modules}'. */
    public static Condition watch(ModuleWalkthroughs modules, Target target, String done) {
        int colon = done.indexOf(':');
        String arg = colon < 0 ? null : done.substring(colon + 1);
        BiFunction<Target, String, Condition> made = CONDITIONS.get(name(done));
        if (made == null) {
            made = modules.conditions().get(name(done));
        }
        if (made == null) {
            throw new IllegalArgumentException("No condition named \"" + done + "\"");
        }
        return made.apply(target, arg);
    }

    /** Whether a step is done only when the learner presses Next. */
    public static boolean byNext(String done) {
        return "next".equals(done);
    }

    /** Met once {@code value} holds something other than what it held when the step was shown. */
    public static Condition changed(ObservableValue<?> value) {
        SimpleBooleanProperty met = new SimpleBooleanProperty(false);
        Object start = value.getValue();
        ChangeListener<Object> listener = (obs, o, n) -> {
            if (n != null && !Objects.equals(n, start)) {
                met.set(true);
            }
        };
        value.addListener(listener);
        return new Condition(met, () -> value.removeListener(listener));
    }

    private static Condition matterPosted(Target t, String arg) {
        MatterKind kind = arg == null ? MatterKind.PROPOSAL : kind(arg);
        return countRises(t, r -> r.kind() == kind);
    }

    /** Met once more matters pass the test than when the step was shown. */
    private static Condition countRises(Target t, Predicate<MatterRow> test) {
        long start = t.matters().allMatters().stream().filter(test).count();
        return Condition.of(Bindings.createBooleanBinding(
                () -> t.matters().allMatters().stream().filter(test).count() > start, t.matters().matters()));
    }

    private static MatterKind kind(String arg) {
        return MatterKind.valueOf(arg.toUpperCase(Locale.ROOT));
    }

    private static boolean contains(String text, String wanted) {
        return text != null && !text.isBlank()
                && (wanted == null || text.toLowerCase(Locale.ROOT).contains(wanted.toLowerCase(Locale.ROOT)));
    }
}
