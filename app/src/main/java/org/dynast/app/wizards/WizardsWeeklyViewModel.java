package org.dynast.app.wizards;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.wizards.WizardsService.Weekly;
import org.dynast.model.wizards.rules.Feeding;
import org.dynast.model.wizards.rules.Quality;
import org.dynast.model.wizards.rules.Wizard;

/**
 * The weekly actions with their previews: the Weekly Communal feeding (Wizard by Wizard, term by term), the Soup
 * Kitchen (the Food the visit gives), the Underling Type (its cost and the Food after) and Raise trust (ally by ally).
 * Each shows what it would do, and whether the taker has taken it this week, before it is done.
 */
public final class WizardsWeeklyViewModel extends WizardsPanelModel {

    /** The actions, in the order the panel lists them. */
    public enum Action { FEED, SOUP_KITCHEN, UNDERLING, RAISE_TRUST }

    /** The preview: a headline, its lines, and whether the action may be taken now. */
    private record Preview(String head, List<String> lines, boolean possible) {
    }

    private final ObservableList<Action> actions = FXCollections.observableArrayList(Action.values());
    private final ObjectProperty<Action> action = new SimpleObjectProperty<>(this, "action", Action.FEED);
    private final ObservableList<String> takers = FXCollections.observableArrayList();
    private final ObjectProperty<String> taker = new SimpleObjectProperty<>(this, "taker");
    private final ObservableList<String> qualities = FXCollections.observableArrayList(
            Arrays.stream(Quality.values()).map(Quality::wording).toList());
    private final ObjectProperty<String> quality = new SimpleObjectProperty<>(this, "quality",
            Quality.values()[0].wording());
    private final ReadOnlyStringWrapper head = new ReadOnlyStringWrapper(this, "head", "");
    private final ObservableList<String> lines = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper possible = new ReadOnlyBooleanWrapper(this, "possible");

    public WizardsWeeklyViewModel(Session session, TaskExecutor executor, Messages messages) {
        super(session, executor, messages);
        action.addListener((o, a, b) -> preview());
        taker.addListener((o, a, b) -> preview());
        quality.addListener((o, a, b) -> preview());
        refresh();
    }

    /** The action's name as the panel lists it. */
    public String label(Action a) {
        return messages.get("wizards.weekly." + a.name().toLowerCase(Locale.ROOT));
    }

    @Override
    public void refresh() {
        if (!open()) {
            return;
        }
        long id = id();
        read(() -> {
            List<String> names = new ArrayList<>(engine().wizards().wizards(id));
            names.removeIf(n -> n.equalsIgnoreCase(Wizard.DRUID));
            String king = engine().wizards().king(id);
            if (king != null) {
                names.add(king);
            }
            return names;
        }, names -> {
            if (!takers.equals(names)) {
                takers.setAll(names);
            }
            if (taker.get() == null || !takers.contains(taker.get())) {
                taker.set(takers.isEmpty() ? null : takers.get(0));
            } else {
                preview();
            }
        }, message::set);
    }

    /** Works out what the chosen action would do now, taken by the chosen Wizard. */
    public void preview() {
        Action a = action.get();
        String t = taker.get();
        String q = quality.get();
        if (!open() || a == null || t == null) {
            show(new Preview("", List.of(), false));
            return;
        }
        long id = id();
        read(() -> previewOf(id, a, t, q), this::show, why -> show(new Preview(messages.get("wizards.refused", why),
                List.of(), false)));
    }

    private Preview previewOf(long id, Action a, String t, String q) {
        var engine = engine();
        switch (a) {
            case FEED: {
                List<String> out = engine.stables().feedingPreview(id, t).stream().map(Feeding.Line::explain)
                        .toList();
                boolean king = t.equalsIgnoreCase(String.valueOf(engine.wizards().king(id)));
                return taken(id, Weekly.FEED, t, messages.get(king ? "wizards.weekly.feed.king"
                        : "wizards.weekly.feed.head", t), out);
            }
            case SOUP_KITCHEN: {
                int food = engine.stables().soupKitchenPreview(id, t);
                int before = engine.stables().realm(id).wizard(t).map(Wizard::food).orElse(0);
                return new Preview(messages.get("wizards.weekly.soup.head", t, food, before, before + food),
                        List.of(), true);
            }
            case UNDERLING: {
                int before = engine.stables().realm(id).wizard(t).map(Wizard::food).orElse(0);
                Wizard after = engine.stables().underlingPreview(id, t, q);
                return taken(id, Weekly.UNDERLING, t, messages.get("wizards.weekly.underling.head", t, q,
                        before - after.food(), before, after.food()), List.of(messages.get(
                        "wizards.weekly.underling.upkeep", q, t)));
            }
            default: {
                List<String> out = engine.wizards().raiseTrustPreview(id).stream().map(r -> messages.get(
                        "wizards.weekly.trust.line", r.wizard(), r.identity().wording(), r.before(), r.after()))
                        .toList();
                return taken(id, Weekly.RAISE_TRUST, t, messages.get("wizards.weekly.trust.head", t, out.size()),
                        out);
            }
        }
    }

    /** The preview, headed by why {@code t} may not take it this week if they may not. */
    private Preview taken(long id, Weekly w, String t, String headline, List<String> out) {
        Optional<String> why = engine().wizards().weeklyRefusal(id, w, t);
        return why.map(r -> new Preview(messages.get("wizards.refused", r), prefixed(headline, out), false))
                .orElse(new Preview(headline, out, true));
    }

    private static List<String> prefixed(String headline, List<String> out) {
        List<String> all = new ArrayList<>();
        all.add(headline);
        all.addAll(out);
        return all;
    }

    private void show(Preview p) {
        head.set(p.head());
        lines.setAll(p.lines());
        possible.set(p.possible());
    }

    /** Takes the chosen action (one logged action). */
    public void take() {
        Action a = action.get();
        String t = taker.get();
        String q = quality.get();
        if (a == null || t == null) {
            message.set(messages.get("wizards.weekly.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        act(() -> {
            switch (a) {
                case FEED:
                    engine().stables().feed(id, actor, t);
                    break;
                case SOUP_KITCHEN:
                    engine().stables().soupKitchen(id, actor, t);
                    break;
                case UNDERLING:
                    engine().stables().underlingType(id, actor, t, q);
                    break;
                default:
                    engine().wizards().raiseTrust(id, actor, t);
            }
            return messages.get("wizards.weekly.done", t, label(a));
        }, message::set);
    }

    public ObservableList<Action> actions() {
        return actions;
    }

    public ObjectProperty<Action> actionProperty() {
        return action;
    }

    public ObservableList<String> takers() {
        return takers;
    }

    public ObjectProperty<String> takerProperty() {
        return taker;
    }

    public ObservableList<String> qualities() {
        return qualities;
    }

    public ObjectProperty<String> qualityProperty() {
        return quality;
    }

    public ReadOnlyStringProperty headProperty() {
        return head.getReadOnlyProperty();
    }

    public ObservableList<String> lines() {
        return lines;
    }

    public ReadOnlyBooleanProperty possibleProperty() {
        return possible.getReadOnlyProperty();
    }
}
