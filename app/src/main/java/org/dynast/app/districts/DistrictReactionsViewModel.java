package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.model.districts.DistrictsService;
import org.dynast.model.districts.Position;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.time.UtcCalendar;

/**
 * The Reactions panel: each Dilemma's 48 h clock and who has decided, passed or not yet reacted, and Apply a reaction
 * for the chosen District with every choice it needs — the Outcome, Govern's Gather / Innovate (which Innovation) /
 * +1 Order, Socialize with the Culture it sends the City, and whether it Moots when Stormbrow Peak lets it.
 */
public final class DistrictReactionsViewModel {

    private final DistrictsContext c;
    private final ObjectProperty<String> district;
    private final ObservableList<String> reactions = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper reactTo = new ReadOnlyStringWrapper(this, "reactTo", "");
    private final IntegerProperty outcome = new SimpleIntegerProperty(this, "outcome", 1);
    private final ObjectProperty<GovernChoice> govern = new SimpleObjectProperty<>(this, "govern",
            GovernChoice.GATHER);
    private final ObservableList<String> innovations = FXCollections.observableArrayList();
    private final ObjectProperty<String> innovation = new SimpleObjectProperty<>(this, "innovation");
    private final BooleanProperty socialize = new SimpleBooleanProperty(this, "socialize", false);
    private final List<ObjectProperty<String>> culture = new ArrayList<>();
    private final BooleanProperty moot = new SimpleBooleanProperty(this, "moot", true);
    private final ObservableList<String> steps = FXCollections.observableArrayList();

    DistrictReactionsViewModel(DistrictsContext c, ObjectProperty<String> district) {
        this.c = c;
        this.district = district;
        for (int pair = 0; pair < 4; pair++) {
            culture.add(new SimpleObjectProperty<>(this, "culture" + pair, Position.sides(pair).get(0).word()));
        }
    }

    void show(DistrictsContext.Snapshot s) {
        reactions.setAll(s.reactions().stream().map(this::line).toList());
    }

    private String line(DistrictsService.ReactionState r) {
        return c.messages.get("districts.reactions.line", r.number(), r.ongoing()
                        ? c.messages.get("districts.reactions.closes", UtcCalendar.format(r.closes()))
                        : c.messages.get("districts.reactions.closed"),
                names(r.decided()), names(r.passed()), names(r.waiting()));
    }

    private static String names(List<String> names) {
        return names.isEmpty() ? "\u2014" : String.join(", ", names);
    }

    /** What the chosen District would react to, and what it could Innovate. */
    void onDistrict() {
        String who = district.get();
        if (who == null || !c.shown()) {
            reactTo.set("");
            innovations.clear();
            return;
        }
        long id = c.id();
        record Next(String reactTo, List<String> innovations) {
        }
        c.work.read(() -> {
            var districts = c.engine().districts();
            String to = districts.reactableDilemma(id, who).flatMap(n -> districts.state(id).dilemma(n)).map(x ->
                    c.messages.get("districts.react.to", x.number, x.upsides.get(0), x.downsides.get(0),
                            x.upsides.get(1), x.downsides.get(1))).orElse(c.messages.get("districts.react.none", who));
            return new Next(to, districts.innovations(id, who).stream().map(Innovation::name).toList());
        }, n -> {
            reactTo.set(n.reactTo());
            String kept = innovation.get();
            innovations.setAll(n.innovations());
            innovation.set(kept != null && innovations.contains(kept) ? kept
                    : innovations.isEmpty() ? null : innovations.get(0));
        });
    }

    /** The choices as the panel holds them. */
    Choices choices() {
        Choices choices = Choices.outcome(outcome.get());
        GovernChoice g = govern.get();
        choices = g == GovernChoice.INNOVATE ? choices.withInnovate(innovation.get()) : choices.withGovern(g);
        return choices.withSocialize(socialize.get());
    }

    /** Applies a Decide for the chosen District with the panel's choices. */
    public void decide() {
        String who = district.get();
        long id = c.id();
        String actor = c.actor();
        Choices chosen = choices();
        List<String> sent = socialize.get() ? culture.stream().map(ObjectProperty::get)
                .filter(java.util.Objects::nonNull).toList() : List.of();
        boolean mooting = moot.get();
        c.work.run(() -> c.engine().districts().decide(id, actor, who, chosen, sent, mooting), this::reacted);
    }

    public void pass() {
        String who = district.get();
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().districts().pass(id, actor, who), this::reacted);
    }

    private String reacted(DistrictsService.Reacted r) {
        steps.setAll(r.steps().stream().map(s -> s.text + (s.roll == null || s.roll.isEmpty() ? ""
                : "  [" + s.roll + "]")).toList());
        String said = c.messages.get("districts.reacted", r.district(), r.kind(), r.dilemma());
        if (r.socializeMessage() != null) {
            said += " " + c.messages.get("districts.reacted.socialized", r.socializeMessage());
        }
        if (r.mootMessage() != null) {
            said += " " + c.messages.get("districts.reacted.mooted", r.mootMessage());
        }
        return said;
    }

    void clearSteps() {
        steps.clear();
    }

    /** The two sides of Culture statement {@code pair} (0..3; Loyal or Disloyal is never sent). */
    public static List<String> sides(int pair) {
        return Position.sides(pair).stream().map(Position::word).toList();
    }

    // ---- properties --------------------------------------------------------------------------------

    public ObservableList<String> reactions() {
        return reactions;
    }

    public ReadOnlyStringProperty reactToProperty() {
        return reactTo.getReadOnlyProperty();
    }

    public IntegerProperty outcomeProperty() {
        return outcome;
    }

    public ObjectProperty<GovernChoice> governProperty() {
        return govern;
    }

    /** The Innovations the chosen District could Innovate now, in table order. */
    public ObservableList<String> innovations() {
        return innovations;
    }

    public ObjectProperty<String> innovationProperty() {
        return innovation;
    }

    public BooleanProperty socializeProperty() {
        return socialize;
    }

    /** The side of Culture statement {@code pair} (0..3) the District sends when it Socializes. */
    public ObjectProperty<String> cultureProperty(int pair) {
        return culture.get(pair);
    }

    public BooleanProperty mootProperty() {
        return moot;
    }

    public ObservableList<String> steps() {
        return steps;
    }
}
