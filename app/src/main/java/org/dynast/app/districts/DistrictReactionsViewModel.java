package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.dynast.model.districts.DistrictsService;
import org.dynast.model.districts.Position;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.Consequence;
import org.dynast.model.districts.rules.GovernChoice;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.districts.rules.Upside;
import org.dynast.model.time.UtcCalendar;

/**
 * The Reactions panel: each Dilemma's 48 h clock and who has decided, passed or not yet reacted, and Apply a reaction
 * for the chosen District with every choice it needs — the Outcome, Govern's Gather / Innovate (which Innovation) /
 * +1 Order, Socialize with the Culture it sends the City, and whether it Moots when Stormbrow Peak lets it; and, each
 * only when it applies to the District and Dilemma ({@link ReactionOptions}): which Work effects it Labours (in the
 * order ticked) with Gadget Repository's Upside, Improvised Shields, raising or lowering the Solar Field (The Silicon
 * Lake), Community Food Banks' re-roll and Communal Sway's consequence. In Chaos the Outcome is shown as drawn.
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
    private Optional<DistrictsService.Reacting> reacting = Optional.empty();
    private final ReadOnlyObjectWrapper<ReactionOptions> options = new ReadOnlyObjectWrapper<>(this, "options",
            ReactionOptions.NONE);
    private final ReadOnlyStringWrapper chaos = new ReadOnlyStringWrapper(this, "chaos", "");
    private final ObservableList<String> labourOptions = FXCollections.observableArrayList();
    private final ObservableList<String> labour = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper governs = new ReadOnlyBooleanWrapper(this, "governs");
    private final ReadOnlyBooleanWrapper mootApplies = new ReadOnlyBooleanWrapper(this, "mootApplies");
    private final ReadOnlyBooleanWrapper gadgetApplies = new ReadOnlyBooleanWrapper(this, "gadgetApplies");
    private final ObjectProperty<Upside> gadgetUpside = new SimpleObjectProperty<>(this, "gadgetUpside");
    private final ReadOnlyBooleanWrapper shieldsApply = new ReadOnlyBooleanWrapper(this, "shieldsApply");
    private final BooleanProperty improvisedShields = new SimpleBooleanProperty(this, "improvisedShields", true);
    private final ReadOnlyBooleanWrapper solarFieldApplies = new ReadOnlyBooleanWrapper(this, "solarFieldApplies");
    private final ReadOnlyStringWrapper solarField = new ReadOnlyStringWrapper(this, "solarField", "");
    private final BooleanProperty raiseSolarField = new SimpleBooleanProperty(this, "raiseSolarField", true);
    private final ReadOnlyBooleanWrapper foodBanksApply = new ReadOnlyBooleanWrapper(this, "foodBanksApply");
    private final BooleanProperty foodBanksReroll = new SimpleBooleanProperty(this, "foodBanksReroll", true);
    private final ReadOnlyBooleanWrapper communalSwayApplies = new ReadOnlyBooleanWrapper(this, "communalSwayApplies");
    private final ObjectProperty<Consequence> communalSway = new SimpleObjectProperty<>(this, "communalSway");

    DistrictReactionsViewModel(DistrictsContext c, ObjectProperty<String> district) {
        this.c = c;
        this.district = district;
        for (int pair = 0; pair < 4; pair++) {
            culture.add(new SimpleObjectProperty<>(this, "culture" + pair, Position.sides(pair).get(0).word()));
        }
        outcome.addListener((o, a, b) -> offer());
        govern.addListener((o, a, b) -> offer());
        labour.addListener((ListChangeListener<String>) ch -> gadgetApplies.set(
                options.get().gadget() && labour.stream().anyMatch(n -> n.equalsIgnoreCase(
                        Innovation.GADGET_REPOSITORY))));
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
            reacting = Optional.empty();
            offer();
            return;
        }
        long id = c.id();
        record Next(String reactTo, List<String> innovations, Optional<DistrictsService.Reacting> reacting) {
        }
        c.work.read(() -> {
            var districts = c.engine().districts();
            String to = districts.reactableDilemma(id, who).flatMap(n -> districts.state(id).dilemma(n)).map(x ->
                    c.messages.get("districts.react.to", x.number, x.upsides.get(0), x.downsides.get(0),
                            x.upsides.get(1), x.downsides.get(1))).orElse(c.messages.get("districts.react.none", who));
            return new Next(to, districts.innovations(id, who).stream().map(Innovation::name).toList(),
                    districts.reacting(id, who));
        }, n -> {
            reactTo.set(n.reactTo());
            reacting = n.reacting();
            offer();
            String kept = innovation.get();
            innovations.setAll(n.innovations());
            innovation.set(kept != null && innovations.contains(kept) ? kept
                    : innovations.isEmpty() ? null : innovations.get(0));
        });
    }

    /** Which choices apply to the chosen District, its Dilemma, the Outcome and Govern choice held now. */
    private void offer() {
        ReactionOptions o = reacting.map(r -> ReactionOptions.of(r, outcome.get(), govern.get()))
                .orElse(ReactionOptions.NONE);
        options.set(o);
        chaos.set(o.chaos() ? c.messages.get("districts.react.chaos", reacting.get().district().name()) : "");
        List<String> can = o.labour().stream().map(Innovation::name).toList();
        labour.removeIf(n -> !can.contains(n));
        labourOptions.setAll(can);
        gadgetApplies.set(o.gadget() && labour.contains(Innovation.GADGET_REPOSITORY));
        governs.set(o.governs());
        mootApplies.set(o.moot());
        shieldsApply.set(o.shields());
        solarFieldApplies.set(o.siliconLake());
        solarField.set(o.siliconLake() ? c.messages.get("districts.react.solarField", o.siliconLakeEffect(),
                o.solarField()) : "");
        foodBanksApply.set(o.foodBanks());
        communalSwayApplies.set(o.communalSway());
    }

    /** Ticks (or unticks) {@code innovation} for Labour; its Work effect is performed in the order ticked. */
    public void labour(String innovation, boolean on) {
        if (!on) {
            labour.remove(innovation);
        } else if (labourOptions.contains(innovation) && !labour.contains(innovation)) {
            labour.add(innovation);
        }
    }

    /** The rule's words for Innovation {@code name}, for its label's tooltip. */
    public String rule(String name) {
        return options.get().effect(name);
    }

    /** The choices as the panel holds them; a choice that does not apply is left as the rules' default. */
    Choices choices() {
        ReactionOptions o = options.get();
        Choices choices = Choices.outcome(outcome.get());
        GovernChoice g = govern.get();
        choices = g == GovernChoice.INNOVATE ? choices.withInnovate(innovation.get()) : choices.withGovern(g);
        choices = choices.withSocialize(socialize.get()).withLabour(List.copyOf(labour));
        if (gadgetApplies.get()) {
            choices = choices.withGadgetUpside(gadgetUpside.get());
        }
        if (o.shields()) {
            choices = choices.withImprovisedShields(improvisedShields.get());
        }
        if (o.siliconLake()) {
            choices = choices.withRaiseSolarField(raiseSolarField.get());
        }
        if (o.foodBanks()) {
            choices = choices.withFoodBanksReroll(foodBanksReroll.get());
        }
        if (o.communalSway()) {
            choices = choices.withCommunalSway(communalSway.get());
        }
        return choices;
    }

    /** Applies a Decide for the chosen District with the panel's choices. */
    public void decide() {
        String who = district.get();
        long id = c.id();
        String actor = c.actor();
        Choices chosen = choices();
        List<String> sent = socialize.get() ? culture.stream().map(ObjectProperty::get)
                .filter(Objects::nonNull).toList() : List.of();
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

    /** "Whenever a District that is in Chaos Decides on a Dilemma, it must make the selection between Outcomes at
     * random": said when the chosen District is in Chaos (empty otherwise). */
    public ReadOnlyStringProperty chaosProperty() {
        return chaos.getReadOnlyProperty();
    }

    /** The understood Innovations whose Work effect applies to the chosen District now, in table order. */
    public ObservableList<String> labourOptions() {
        return labourOptions;
    }

    /** The Innovations ticked for Labour, in the order their Work effects are performed. */
    public ObservableList<String> labour() {
        return labour;
    }

    /** Whether an Outcome that may be applied Governs (Gather / Innovate / +1 Order and Socialize are asked then). */
    public ReadOnlyBooleanProperty governsProperty() {
        return governs.getReadOnlyProperty();
    }

    /** Whether it would Gather with a Connection to Stormbrow Peak (so it may Moot). */
    public ReadOnlyBooleanProperty mootAppliesProperty() {
        return mootApplies.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty gadgetAppliesProperty() {
        return gadgetApplies.getReadOnlyProperty();
    }

    /** Gadget Repository: the Upside it pays 1 Ingenuity to add to the Prospect (null: it spends nothing). */
    public ObjectProperty<Upside> gadgetUpsideProperty() {
        return gadgetUpside;
    }

    public ReadOnlyBooleanProperty shieldsApplyProperty() {
        return shieldsApply.getReadOnlyProperty();
    }

    public BooleanProperty improvisedShieldsProperty() {
        return improvisedShields;
    }

    public ReadOnlyBooleanProperty solarFieldAppliesProperty() {
        return solarFieldApplies.getReadOnlyProperty();
    }

    /** The Silicon Lake's Connection Effect and the Solar Field now, when it applies. */
    public ReadOnlyStringProperty solarFieldProperty() {
        return solarField.getReadOnlyProperty();
    }

    /** The Silicon Lake: increase (true) or decrease (false) the Solar Field by 1. */
    public BooleanProperty raiseSolarFieldProperty() {
        return raiseSolarField;
    }

    public ReadOnlyBooleanProperty foodBanksApplyProperty() {
        return foodBanksApply.getReadOnlyProperty();
    }

    public BooleanProperty foodBanksRerollProperty() {
        return foodBanksReroll;
    }

    public ReadOnlyBooleanProperty communalSwayAppliesProperty() {
        return communalSwayApplies.getReadOnlyProperty();
    }

    /** Communal Sway: the consequence it adds to the Prospect before it Governs (null: none). */
    public ObjectProperty<Consequence> communalSwayProperty() {
        return communalSway;
    }
}
