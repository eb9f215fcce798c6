package org.dynast.app.wizards;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.wizards.DuelService;
import org.dynast.model.wizards.WizardsState;
import org.dynast.model.wizards.rules.Tactic;

/**
 * The Duels panel's actions, each one logged action through the model's DuelService (and so undoable): announce a duel
 * (three of the current Battlefields, a valid opponent and judge, or anyone), accept it as a valid opponent on one of
 * its battlefields, judge it, force the one valid opponent, send a duelist's private plan to the judge (five slots,
 * each a creature of the duelist's Stable, a Tactic or empty), declare the Triumphant after the plan deadline, close a
 * duel with no opponent after seven days, and take a creature as the Triumphant. Only the choices the duel allows are
 * offered; a refusal is shown in the rule's words.
 */
public final class WizardsDuelViewModel extends WizardsPanelModel {

    /** How many slots a plan has: "an ordered list of 5 elements". */
    public static final int SLOTS = 5;

    private final String anyone;
    private final ObservableList<String> wizards = FXCollections.observableArrayList();
    private final ObservableList<String> fields = FXCollections.observableArrayList();
    private final ObjectProperty<String> challenger = new SimpleObjectProperty<>(this, "challenger");
    private final StringProperty title = new SimpleStringProperty(this, "title", "");
    private final List<ObjectProperty<String>> announceFields = List.of(new SimpleObjectProperty<>(this, "field1"),
            new SimpleObjectProperty<>(this, "field2"), new SimpleObjectProperty<>(this, "field3"));
    private final ObservableList<String> opponentChoices = FXCollections.observableArrayList();
    private final ObjectProperty<String> opponentChoice = new SimpleObjectProperty<>(this, "opponentChoice");
    private final ObservableList<String> judgeChoices = FXCollections.observableArrayList();
    private final ObjectProperty<String> judgeChoice = new SimpleObjectProperty<>(this, "judgeChoice");

    private final ObjectProperty<Integer> duel = new SimpleObjectProperty<>(this, "duel");
    private final ObservableList<String> acceptors = FXCollections.observableArrayList();
    private final ObjectProperty<String> acceptor = new SimpleObjectProperty<>(this, "acceptor");
    private final ObservableList<String> duelFields = FXCollections.observableArrayList();
    private final ObjectProperty<String> duelField = new SimpleObjectProperty<>(this, "duelField");
    private final ObservableList<String> judges = FXCollections.observableArrayList();
    private final ObjectProperty<String> judge = new SimpleObjectProperty<>(this, "judge");
    private final ObservableList<String> duelists = FXCollections.observableArrayList();
    private final ObjectProperty<String> duelist = new SimpleObjectProperty<>(this, "duelist");
    private final ObservableList<String> slotChoices = FXCollections.observableArrayList();
    private final List<StringProperty> plan = new ArrayList<>();
    private final ObservableList<String> takeable = FXCollections.observableArrayList();
    private final ObjectProperty<String> taking = new SimpleObjectProperty<>(this, "taking");
    private final ObservableList<String> removable = FXCollections.observableArrayList();
    private final ObjectProperty<String> removing = new SimpleObjectProperty<>(this, "removing");
    private final ReadOnlyBooleanWrapper canAccept = new ReadOnlyBooleanWrapper(this, "canAccept");
    private final ReadOnlyBooleanWrapper canJudge = new ReadOnlyBooleanWrapper(this, "canJudge");
    private final ReadOnlyBooleanWrapper canForce = new ReadOnlyBooleanWrapper(this, "canForce");
    private final ReadOnlyBooleanWrapper canPlan = new ReadOnlyBooleanWrapper(this, "canPlan");
    private final ReadOnlyBooleanWrapper canTimeout = new ReadOnlyBooleanWrapper(this, "canTimeout");
    private final ReadOnlyStringWrapper timeoutWhy =
            new ReadOnlyStringWrapper(this, "timeoutWhy", "");
    private final ReadOnlyBooleanWrapper canClose = new ReadOnlyBooleanWrapper(this, "canClose");
    private final ReadOnlyBooleanWrapper canTake = new ReadOnlyBooleanWrapper(this, "canTake");
    private final ObservableList<String> druidCreatures = FXCollections.observableArrayList();
    private final ObjectProperty<String> druidCreature = new SimpleObjectProperty<>(this, "druidCreature");
    private final ObservableList<String> spoilsWizards = FXCollections.observableArrayList();
    private final ObjectProperty<String> spoilsWizard = new SimpleObjectProperty<>(this, "spoilsWizard");
    private final ObservableList<String> spoilsCreatures = FXCollections.observableArrayList();
    private final ObjectProperty<String> spoilsCreature = new SimpleObjectProperty<>(this, "spoilsCreature");
    private final ReadOnlyBooleanWrapper canSpoil = new ReadOnlyBooleanWrapper(this, "canSpoil");

    /** The dynasty as last read: its Wizards, King, Battlefields and duels (plans included: the emperor's view). */
    private record Snapshot(List<String> wizards, String king, List<String> fields, WizardsState state,
                            Map<String, List<String>> stables) {
    }

    private Snapshot shown;
    /** The duel, duelist and plan the plan box was last filled from. */
    private String planShownFor;

    public WizardsDuelViewModel(Session session, TaskExecutor executor, Messages messages) {
        super(session, executor, messages);
        this.anyone = messages.get("wizards.duel.anyone");
        for (int i = 0; i < SLOTS; i++) {
            plan.add(new SimpleStringProperty(this, "slot" + (i + 1), ""));
        }
        challenger.addListener((o, a, b) -> announceChoices());
        duel.addListener((o, a, b) -> {
            message.set(""); // what was said was about the duel chosen before
            duelChoices();
        });
        duelist.addListener((o, a, b) -> planChoices());
        spoilsWizard.addListener((o, a, b) -> spoilsChoices());
        refresh();
    }

    @Override
    public void refresh() {
        if (!open()) {
            return;
        }
        long id = id();
        read(() -> {
            WizardsState state = engine().wizards().state(id);
            Map<String, List<String>> stables = new LinkedHashMap<>();
            engine().stables().realm(id).wizards().forEach(w -> stables.put(w.name(), w.stable().creatures().stream()
                    .map(c -> c.wording()).toList()));
            return new Snapshot(engine().wizards().wizards(id), engine().wizards().king(id),
                    state.battlefields.stream().map(f -> f.name).toList(), state, stables);
        }, this::show, message::set);
    }

    private void show(Snapshot s) {
        shown = s;
        if (!wizards.equals(s.wizards())) {
            wizards.setAll(s.wizards());
        }
        if (!fields.equals(s.fields())) {
            fields.setAll(s.fields());
        }
        if (challenger.get() == null || !wizards.contains(challenger.get())) {
            challenger.set(wizards.isEmpty() ? null : wizards.get(0));
        } else {
            announceChoices();
        }
        for (int i = 0; i < announceFields.size(); i++) {
            String f = announceFields.get(i).get();
            if (f == null || !fields.contains(f)) {
                announceFields.get(i).set(fields.size() > i ? fields.get(i) : null);
            }
        }
        duelChoices();
    }

    /** The valid opponents and judges for the challenger: anyone (the rule's default), or one of them. */
    private void announceChoices() {
        if (shown == null) {
            return;
        }
        String c = challenger.get();
        List<String> opponents = new ArrayList<>(List.of(anyone));
        shown.wizards().stream().filter(w -> !w.equals(c)).forEach(opponents::add);
        List<String> judging = new ArrayList<>(opponents);
        if (shown.king() != null) {
            judging.add(shown.king());
        }
        keep(opponentChoices, opponents, opponentChoice);
        keep(judgeChoices, judging, judgeChoice);
    }

    /** Sets {@code list} to {@code items}, keeping the choice if it is still among them, else the first. */
    private static void keep(ObservableList<String> list, List<String> items, ObjectProperty<String> choice) {
        if (!list.equals(items)) {
            list.setAll(items);
        }
        if (choice.get() == null || !list.contains(choice.get())) {
            choice.set(list.isEmpty() ? null : list.get(0));
        }
    }

    private WizardsState.Duel chosen() {
        Integer n = duel.get();
        return shown == null || n == null ? null : shown.state().duel(n).orElse(null);
    }

    /** What the chosen duel allows now: who may accept or judge it, its battlefields, its duelists, what may be taken. */
    private void duelChoices() {
        WizardsState.Duel d = chosen();
        Instant now = session.store().clock().now();
        boolean open = d != null && d.open();
        boolean waiting = open && d.opponent == null;
        List<String> may = new ArrayList<>();
        List<String> judging = new ArrayList<>();
        if (d != null) {
            for (String w : d.validOpponents.isEmpty() ? shown.wizards() : d.validOpponents) {
                if (!w.equals(d.challenger) && !w.equals(d.judge)) {
                    may.add(w);
                }
            }
            List<String> all = new ArrayList<>(shown.wizards());
            if (shown.king() != null) {
                all.add(shown.king());
            }
            for (String w : d.validJudges.isEmpty() ? all : d.validJudges) {
                if (!w.equals(d.challenger) && !w.equals(d.opponent)) {
                    judging.add(w);
                }
            }
        }
        keep(acceptors, waiting ? may : List.of(), acceptor);
        keep(judges, open && d.judge == null ? judging : List.of(), judge);
        keep(duelFields, waiting ? d.battlefields : List.of(), duelField);
        canAccept.set(waiting && !may.isEmpty());
        canJudge.set(open && d.judge == null && !judging.isEmpty());
        canForce.set(waiting && d.validOpponents.size() == 1 && d.judge != null && d.judge.equals(shown.king())
                && now.isAfter(DuelService.forceableAfter(d)));
        canClose.set(waiting && !now.isBefore(DuelService.closableFrom(d)));
        boolean begun = open && d.begun();
        keep(duelists, begun ? List.of(d.challenger, d.opponent) : List.of(), duelist);
        canPlan.set(begun);
        // "that Judge cannot take actions on any but the earliest of those Duels": off ahead of time, saying why
        Optional<WizardsState.Duel> first = begun
                ? DuelService.judgeMustFirstDecide(shown.state(), d) : Optional.empty();
        timeoutWhy.set(first.map(e -> messages.get("wizards.duel.timeout.earlier", d.judge, e.title)).orElse(""));
        canTimeout.set(begun && first.isEmpty() && (d.planOf(d.challenger).isEmpty() || d.planOf(d.opponent).isEmpty())
                && List.of(d.challenger, d.opponent).stream().filter(w -> d.planOf(w).isEmpty())
                .noneMatch(w -> now.isBefore(DuelService.planDue(d, w))));
        boolean take = d != null && d.triumphant != null && d.taken == null && d.decidedAt != null
                && !now.isAfter(DuelService.takeUntil(d));
        keep(takeable, take ? creatures(d.other(d.triumphant)) : List.of(), taking);
        List<String> room = new ArrayList<>(List.of(""));
        if (take) {
            room.addAll(creatures(d.triumphant));
        }
        keep(removable, room, removing);
        canTake.set(take && !takeable.isEmpty());
        // "If The Druid wins a duel, The King must as an atomic action remove a creature from The Druid's stable,
        // remove another creature from any Wizard's stable, and add that creature to The Druid's stable"
        boolean spoils = d != null && DuelService.spoilsDue(d);
        keep(druidCreatures, spoils ? creatures(d.triumphant) : List.of(), druidCreature);
        keep(spoilsWizards, spoils ? shown.stables().entrySet().stream()
                .filter(e -> !e.getKey().equalsIgnoreCase(d.triumphant) && !e.getValue().isEmpty())
                .map(Map.Entry::getKey).toList() : List.of(), spoilsWizard);
        spoilsChoices();
        canSpoil.set(spoils && !druidCreatures.isEmpty() && !spoilsWizards.isEmpty());
        planChoices();
    }

    /** The chosen Wizard's creatures, one of which the King moves to The Druid's Stable. */
    private void spoilsChoices() {
        String w = spoilsWizard.get();
        keep(spoilsCreatures, w == null || shown == null ? List.of() : creatures(w), spoilsCreature);
    }

    private List<String> creatures(String wizard) {
        return shown.stables().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(wizard))
                .map(Map.Entry::getValue).findFirst().orElse(List.of());
    }

    /** The duelist's creatures, then the Tactics, for each slot (or empty); the plan sent so far is shown. */
    private void planChoices() {
        WizardsState.Duel d = chosen();
        String w = duelist.get();
        List<String> choices = new ArrayList<>(List.of(""));
        if (d != null && w != null) {
            choices.addAll(creatures(w));
            for (Tactic t : Tactic.values()) {
                choices.add(t.wording());
            }
        }
        if (!slotChoices.equals(choices)) {
            slotChoices.setAll(choices);
        }
        List<String> sent = d == null || w == null ? List.of() : d.planOf(w).map(p -> p.slots).orElse(List.of());
        // the box shows the plan sent so far, but a plan being written survives a refresh that changed nothing of it
        String key = (d == null ? "" : d.number) + "/" + w + "/" + sent;
        if (key.equals(planShownFor)) {
            return;
        }
        planShownFor = key;
        for (int i = 0; i < SLOTS; i++) {
            plan.get(i).set(i < sent.size() ? sent.get(i) : "");
        }
    }

    // ---- actions ---------------------------------------------------------------------------------

    /** Announces a duel by the chosen challenger with its three battlefields, opponent and judge. */
    public void announce() {
        String c = challenger.get();
        List<String> three = announceFields.stream().map(ObjectProperty::get).filter(Objects::nonNull).toList();
        List<String> opponents = only(opponentChoice.get());
        List<String> judging = only(judgeChoice.get());
        String t = title.get();
        if (c == null) {
            message.set(messages.get("wizards.duel.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        act(() -> {
            int n = engine().duels().announce(id, actor, c, t, three, opponents, judging);
            return n;
        }, n -> {
            title.set("");
            duel.set(n);
            message.set(messages.get("wizards.duel.announced", c, n));
        });
    }

    private List<String> only(String choice) {
        return choice == null || choice.equals(anyone) ? List.of() : List.of(choice);
    }

    /** The chosen valid opponent accepts the chosen duel on one of its three battlefields. */
    public void accept() {
        String who = acceptor.get();
        String field = duelField.get();
        duelAct(() -> who == null ? null : messages.get("wizards.duel.accepted", who, field),
                (id, actor, n) -> engine().duels().accept(id, actor, n, who, field));
    }

    /** The chosen valid judge becomes the chosen duel's judge. */
    public void judge() {
        String who = judge.get();
        duelAct(() -> who == null ? null : messages.get("wizards.duel.judged", who),
                (id, actor, n) -> engine().duels().judge(id, actor, n, who));
    }

    /** The challenger makes the one valid opponent the opponent, on the chosen battlefield (the King judging). */
    public void force() {
        String field = duelField.get();
        duelAct(() -> messages.get("wizards.duel.forced", field),
                (id, actor, n) -> engine().duels().forceOpponent(id, actor, n, field));
    }

    /** The chosen duelist sends the plan in the five slots, privately, to the judge. */
    public void sendPlan() {
        String who = duelist.get();
        List<String> slots = plan.stream().map(p -> p.get() == null ? "" : p.get().strip()).toList();
        duelAct(() -> who == null ? null : messages.get("wizards.duel.plansent", who),
                (id, actor, n) -> engine().duels().plan(id, actor, n, who, slots));
    }

    /** The judge declares the Triumphant after the plan deadline (the one plan in, or a DICE2). */
    public void timeout() {
        WizardsState.Duel d = chosen();
        String who = d == null ? null : d.judge;
        duelAct(() -> who == null ? null : messages.get("wizards.duel.timedout", who),
                (id, actor, n) -> engine().duels().timeout(id, actor, n, who));
    }

    /** The King closes the chosen duel, seven days without an opponent. */
    public void close() {
        String king = shown == null ? null : shown.king();
        duelAct(() -> king == null ? null : messages.get("wizards.duel.closed", king),
                (id, actor, n) -> engine().duels().close(id, actor, n, king));
    }

    /** The Triumphant takes the chosen creature from the loser's Stable, removing one of their own if they choose. */
    public void take() {
        WizardsState.Duel d = chosen();
        String creature = taking.get();
        String remove = removing.get() == null || removing.get().isEmpty() ? null : removing.get();
        duelAct(() -> d == null || creature == null ? null : messages.get("wizards.duel.took", d.triumphant,
                creature), (id, actor, n) -> engine().duels().take(id, actor, n, creature, remove));
    }

    /** The King's spoils after the Druid's win: one of the Druid's creatures removed, one moved from a Wizard's. */
    public void druidSpoils() {
        String from = druidCreature.get();
        String w = spoilsWizard.get();
        String c = spoilsCreature.get();
        duelAct(() -> from == null || w == null || c == null ? null : messages.get("wizards.duel.spoiled", from, c, w),
                (id, actor, n) -> engine().duels().druidSpoils(id, actor, n, from, w, c));
    }

    private interface DuelAction {
        void run(long id, String actor, int number) throws Exception;
    }

    /** One action on the chosen duel: {@code done} says what was done, or null if a choice is missing. */
    private void duelAct(Supplier<String> done, DuelAction action) {
        Integer n = duel.get();
        String said = n == null ? null : done.get();
        if (said == null) {
            message.set(messages.get("wizards.duel.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        act(() -> {
            action.run(id, actor, n);
            return said;
        }, message::set);
    }

    // ---- properties ------------------------------------------------------------------------------

    /** The Wizards who may announce (the players' Wizards, then The Druid). */
    public ObservableList<String> wizards() {
        return wizards;
    }

    /** The current Battlefields, for the three a duel names. */
    public ObservableList<String> fields() {
        return fields;
    }

    public ObjectProperty<String> challengerProperty() {
        return challenger;
    }

    public StringProperty titleProperty() {
        return title;
    }

    /** The announcement's three battlefields (0, 1, 2). */
    public ObjectProperty<String> announceFieldProperty(int i) {
        return announceFields.get(i);
    }

    public ObservableList<String> opponentChoices() {
        return opponentChoices;
    }

    public ObjectProperty<String> opponentChoiceProperty() {
        return opponentChoice;
    }

    public ObservableList<String> judgeChoices() {
        return judgeChoices;
    }

    public ObjectProperty<String> judgeChoiceProperty() {
        return judgeChoice;
    }

    /** The number of the duel the actions are on (the board's chosen duel). */
    public ObjectProperty<Integer> duelProperty() {
        return duel;
    }

    public ObservableList<String> acceptors() {
        return acceptors;
    }

    public ObjectProperty<String> acceptorProperty() {
        return acceptor;
    }

    public ObservableList<String> duelFields() {
        return duelFields;
    }

    public ObjectProperty<String> duelFieldProperty() {
        return duelField;
    }

    public ObservableList<String> judges() {
        return judges;
    }

    public ObjectProperty<String> judgeProperty() {
        return judge;
    }

    public ObservableList<String> duelists() {
        return duelists;
    }

    public ObjectProperty<String> duelistProperty() {
        return duelist;
    }

    /** What a slot may hold: empty, the duelist's creatures, the Tactics (a Tactic's argument is typed after it). */
    public ObservableList<String> slotChoices() {
        return slotChoices;
    }

    /** The private plan box's slot {@code i} (0 to 4). */
    public StringProperty slotProperty(int i) {
        return plan.get(i);
    }

    public ObservableList<String> takeable() {
        return takeable;
    }

    public ObjectProperty<String> takingProperty() {
        return taking;
    }

    public ObservableList<String> removable() {
        return removable;
    }

    public ObjectProperty<String> removingProperty() {
        return removing;
    }

    public ReadOnlyBooleanProperty canAcceptProperty() {
        return canAccept.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canJudgeProperty() {
        return canJudge.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canForceProperty() {
        return canForce.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPlanProperty() {
        return canPlan.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canTimeoutProperty() {
        return canTimeout.getReadOnlyProperty();
    }

    /** Why the judge's Timeout is off although the plans are late: an earlier duel of the same judge comes first. */
    public ReadOnlyStringProperty timeoutWhyProperty() {
        return timeoutWhy.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canCloseProperty() {
        return canClose.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canTakeProperty() {
        return canTake.getReadOnlyProperty();
    }

    /** The Druid's creatures, one of which the King removes. */
    public ObservableList<String> druidCreatures() {
        return druidCreatures;
    }

    public ObjectProperty<String> druidCreatureProperty() {
        return druidCreature;
    }

    /** The Wizards with a creature the King may move to The Druid's Stable. */
    public ObservableList<String> spoilsWizards() {
        return spoilsWizards;
    }

    public ObjectProperty<String> spoilsWizardProperty() {
        return spoilsWizard;
    }

    public ObservableList<String> spoilsCreatures() {
        return spoilsCreatures;
    }

    public ObjectProperty<String> spoilsCreatureProperty() {
        return spoilsCreature;
    }

    public ReadOnlyBooleanProperty canSpoilProperty() {
        return canSpoil.getReadOnlyProperty();
    }
}
