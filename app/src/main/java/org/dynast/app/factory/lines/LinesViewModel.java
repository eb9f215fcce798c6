package org.dynast.app.factory.lines;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.AskedFirst;
import org.dynast.model.factory.Bots;
import org.dynast.model.factory.Cancelled;
import org.dynast.model.factory.Chooser;
import org.dynast.model.factory.Client;
import org.dynast.model.factory.FactoryEngine;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.FactoryService.ActivationPreview;
import org.dynast.model.factory.FactoryService;
import org.dynast.model.factory.Heat;
import org.dynast.model.factory.MachineSlot;
import org.dynast.model.factory.MachineType;
import org.dynast.model.factory.TrackingText;
import org.dynast.model.factory.Wants;
import org.dynast.model.factory.WidgetType;
import org.dynast.model.factory.WorkerState;
import org.dynast.model.factory.explain.ClientExplanations;

/**
 * The Machine Lines tab: one Worker's Line of six slots, the palette of Machines, their inventory, the
 * Clients' verdicts, the Cycle with its preview, and the Factory Layout tracking text. Game actions ask
 * the Worker's choices (which Box pays, which Things to keep...) through the {@link DialogService} while
 * they run, so they run on the calling (UI) thread; each is one short embedded-database transaction.
 */
public final class LinesViewModel {

    public static final int SLOTS = WorkerState.MAX_MACHINES;

    private final Session session;
    private final DialogService dialogs;
    private final TabWork work;
    private final Messages messages;

    private final ReadOnlyBooleanWrapper factory = new ReadOnlyBooleanWrapper(this, "factory");
    private final ReadOnlyStringWrapper notFactory = new ReadOnlyStringWrapper(this, "notFactory", "");
    private final ObservableList<String> workers = FXCollections.observableArrayList();
    private final ObjectProperty<String> selectedWorker = new SimpleObjectProperty<>(this, "selectedWorker");
    private final ObservableList<SlotRow> slots = FXCollections.observableArrayList();
    private final ObservableList<String> palette = FXCollections.observableArrayList();
    private final ObjectProperty<String> selectedMachine = new SimpleObjectProperty<>(this, "selectedMachine");
    private final ReadOnlyStringWrapper paletteDetail = new ReadOnlyStringWrapper(this, "paletteDetail", "");
    private final ReadOnlyStringWrapper energy = new ReadOnlyStringWrapper(this, "energy", "");
    private final ReadOnlyStringWrapper cogs = new ReadOnlyStringWrapper(this, "cogs", "");
    private final ReadOnlyStringWrapper prototypes = new ReadOnlyStringWrapper(this, "prototypes", "");
    private final ReadOnlyStringWrapper clock = new ReadOnlyStringWrapper(this, "clock", "");
    private final ObservableList<String> boxes = FXCollections.observableArrayList();
    private final ObservableList<String> things = FXCollections.observableArrayList();
    private final ObservableList<String> techs = FXCollections.observableArrayList();
    private final ObservableList<String> clients = FXCollections.observableArrayList();
    private final ObservableList<String> cyclePreview = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper cycleAllowed = new ReadOnlyBooleanWrapper(this, "cycleAllowed");
    private final ReadOnlyBooleanWrapper clockedIn = new ReadOnlyBooleanWrapper(this, "clockedIn");
    private final ReadOnlyBooleanWrapper cogbotOn = new ReadOnlyBooleanWrapper(this, "cogbotOn");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper victory = new ReadOnlyStringWrapper(this, "victory", "");
    private final ObservableList<String> cyclePerformers = FXCollections.observableArrayList();
    private final ObjectProperty<String> cyclePerformer = new SimpleObjectProperty<>(this, "cyclePerformer");
    private final ReadOnlyStringWrapper overThingCap = new ReadOnlyStringWrapper(this, "overThingCap", "");
    private FactoryFloor floor;

    public LinesViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.work = new TabWork(executor, message::set, this::refresh);
        this.messages = messages;
        for (int i = 0; i < SLOTS; i++) {
            slots.add(SlotRow.empty(i));
        }
        selectedWorker.addListener((o, a, b) -> refresh());
        selectedMachine.addListener((o, a, b) -> paletteDetail.set(detailOf(b)));
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> message.set("")); // it spoke of what is now undone
        refresh();
    }

    // ---- loading ---------------------------------------------------------------------------------

    private record Loaded(Dynasty dynasty, boolean factory, FactoryFloor floor, List<String> cycle, boolean allowed,
                          List<MachineType> machines, Map<Integer, ActivationPreview> previews,
                          String previewsFor) {
    }

    private boolean visible = true;
    private boolean stale;

    /** Whether the tab is on screen: a hidden tab only notes that it is stale, and refreshes when shown. */
    public void setVisible(boolean value) {
        visible = value;
        if (visible && stale) {
            refresh();
        }
    }

    public void refresh() {
        if (!visible) {
            stale = true;
            return;
        }
        stale = false;
        Dynasty shown = session.dynasty();
        if (shown == null) {
            factory.set(false);
            notFactory.set(messages.get("lines.noDynasty"));
            return;
        }
        FactoryService service = FactoryEngine.in(session.store()).factory();
        String wanted = selectedWorker.get();
        work.act(() -> {
            boolean isFactory = service.isFactory(shown.id());
            if (!isFactory) {
                return new Loaded(shown, false, null, List.of(), false, List.of(), Map.of(), null);
            }
            FactoryFloor f = service.floor(shown.id());
            List<String> preview = service.previewCycle(shown.id());
            boolean allowed = service.cycleBar(shown.id()) == null;
            String who = wanted != null && f.worker(wanted).isPresent() ? wanted
                    : f.workers.isEmpty() ? null : f.workers.get(0).name;
            Map<Integer, ActivationPreview> previews = new HashMap<>();
            if (who != null) {
                WorkerState w = f.worker(who).orElseThrow();
                for (int i = 0; i < w.line.size(); i++) {
                    previews.put(i, service.previewActivation(shown.id(), who, i));
                }
            }
            return new Loaded(shown, true, f, preview, allowed, service.catalogue().machines(), previews, who);
        }, this::apply);
    }

    private Map<Integer, ActivationPreview> previews = Map.of();

    private void apply(Loaded l) {
        if (!l.dynasty().equals(session.dynasty())) {
            return;
        }
        factory.set(l.factory());
        if (!l.factory()) {
            notFactory.set(messages.get("lines.notFactory", l.dynasty().name(), l.dynasty().rulesetNumber()));
            floor = null;
            workers.clear();
            return;
        }
        notFactory.set("");
        floor = l.floor();
        previews = l.previews();
        List<String> names = floor.workers.stream().map(w -> w.name).toList();
        if (!workers.equals(names)) {
            String keep = selectedWorker.get();
            workers.setAll(names);
            selectedWorker.set(names.contains(keep) ? keep : l.previewsFor());
        }
        palette.setAll(l.machines().stream().map(MachineType::name).toList());
        cyclePreview.setAll(l.cycle());
        cycleAllowed.set(l.allowed());
        cogbotOn.set(floor.cogbotTurnedOn);
        victory.set(floor.victor == null ? "" : messages.get("lines.victory", floor.victor));
        List<String> performers = FactoryService.cyclePerformers(floor);
        if (!cyclePerformers.equals(performers)) {
            String keep = cyclePerformer.get();
            cyclePerformers.setAll(performers);
            cyclePerformer.set(performers.contains(keep) ? keep : null);
        }
        List<String> over = FactoryService.overTheThingCap(floor);
        overThingCap.set(over.isEmpty() ? "" : messages.get("lines.things.over", over.stream()
                .map(n -> messages.get("lines.things.overOne", n, floor.worker(n).orElseThrow().things.size()))
                .collect(Collectors.joining(", "))));
        clock.set(floor.lastCycle == null ? messages.get("lines.lastCycle.never")
                : messages.get("lines.lastCycle", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                        .withZone(ZoneOffset.UTC).format(floor.lastCycle)));
        if (selectedWorker.get() != null && !selectedWorker.get().equals(l.previewsFor())) {
            return; // the selection moved: its own refresh is on the way
        }
        show();
    }

    private void show() {
        WorkerState w = worker();
        if (w == null) {
            return;
        }
        for (int i = 0; i < SLOTS; i++) {
            if (i < w.line.size()) {
                MachineSlot m = w.line.get(i);
                ActivationPreview p = previews.get(i);
                String cost = p == null ? "" : p.cost();
                String result = p == null ? "" : m.heat == Heat.HOT
                        ? messages.get("lines.preview.hot") : p.problem() != null ? p.problem()
                        : messages.get("lines.preview.ok", p.heat(), p.effect());
                boolean canActivate = p != null && p.problem() == null;
                slots.set(i, new SlotRow(i, false, m.type, m.heat.label(), m.info == null ? "" : m.info,
                        m.widget == null ? "" : m.widget, cost, result, canActivate,
                        m.heat == Heat.COLD && !w.clockedOut));
            } else {
                slots.set(i, SlotRow.empty(i));
            }
        }
        energy.set(w.energy + (w.clockedOut ? " (" + messages.get("lines.clockedOut") + ")" : ""));
        cogs.set(Integer.toString(w.cogs));
        prototypes.set(Integer.toString(w.prototypes));
        boxes.setAll(w.boxes.stream().map(String::valueOf).toList());
        things.setAll(w.things);
        techs.setAll(w.techs);
        clockedIn.set(!w.clockedOut && !w.bot);
        List<String> verdicts = new ArrayList<>();
        for (Wants.Verdict v : Wants.verdicts(floor, w)) {
            verdicts.add(messages.get(v.satisfied() ? "lines.client.satisfied" : "lines.client.unsatisfied",
                    v.client().fullName(), v.cogs(), String.join(", ", v.reasons())));
        }
        clients.setAll(verdicts);
    }

    /**
     * "Why?" on the shown Worker's verdict of the Client at {@code index} of {@link #clients()}: each of the Client's
     * Wants with the Worker's numbers, and the Cogs a Report would earn.
     */
    public void explainClient(int index) {
        WorkerState w = worker();
        var dynasty = session.dynasty();
        Client[] all = Client.values();
        if (w == null || dynasty == null || index < 0 || index >= all.length) {
            return;
        }
        FactoryFloor shownFloor = floor;
        var rulesets = session.store().rulesets();
        work.act(() -> ClientExplanations.satisfaction(shownFloor, w,
                        all[index], rulesets.current(dynasty.id()).orElse(null)), dialogs::showExplanation);
    }

    private WorkerState worker() {
        return floor == null || selectedWorker.get() == null ? null : floor.worker(selectedWorker.get()).orElse(null);
    }

    private String detailOf(String machine) {
        if (machine == null || session.dynasty() == null) {
            return "";
        }
        return FactoryEngine.in(session.store()).factory().catalogue().machine(machine)
                .map(t -> messages.get("lines.palette.detail", t.name(), t.cost(), t.effect(),
                        t.highTech() ? messages.get("lines.highTech") : ""))
                .orElse("");
    }

    // ---- actions ---------------------------------------------------------------------------------

    /** Adds the palette's selected Machine at {@code position} (0-based), paying its Cost. */
    public void addMachine(int position) {
        String type = selectedMachine.get();
        if (type == null) {
            say(messages.get("lines.pickMachine"));
            return;
        }
        act((s, w, c) -> s.addMachine(id(), session.actor(), w, type, position, c));
    }

    /**
     * Whether the palette's Machine may go into a full Line: a Crusher's Cost spends one of the Line's Machines before
     * it is added ("the spending or payment step taking place before the effects step").
     */
    public boolean selectedMachineFitsAFullLine() {
        String type = selectedMachine.get();
        return type != null && session.dynasty() != null && FactoryEngine.in(session.store())
                .factory().catalogue().machine(type).map(t -> t.id().equals(MachineType.CRUSHER)).orElse(false);
    }

    public void activate(int index) {
        act((s, w, c) -> s.activate(id(), session.actor(), w, index, c));
    }

    /** The emperor's correction: moves the Machine at {@code index} one place left (-1) or right (+1). */
    public void move(int index, int delta) {
        act((s, w, c) -> s.correctOrder(id(), session.actor(), w, index, index + delta));
    }

    public void demolish(int index) {
        act((s, w, c) -> s.demolish(id(), session.actor(), w, index));
    }

    /** Asks which Widget to attach to the Machine at {@code index} and attaches it, replacing any old one. */
    public void attachWidget(int index) {
        if (floor == null) {
            return;
        }
        List<String> names = FactoryEngine.in(session.store()).factory().catalogue().widgets().stream()
                .map(w -> w.name() + " (" + w.cogs() + " Cogs)").toList();
        dialogs.askChoice(messages.get("lines.widget.title"), messages.get("lines.widget.header"), names)
                .ifPresent(choice -> {
                    WidgetType t = FactoryEngine.in(session.store()).factory().catalogue().widgets().get(names.indexOf(choice));
                    act((s, w, c) -> s.attachWidget(id(), session.actor(), w, index, t.name()));
                });
    }

    public void spendThing(String thing) {
        act((s, w, c) -> s.spendThing(id(), session.actor(), w, thing, c));
    }

    public void learnTech() {
        List<String> names = new ArrayList<>();
        FactoryEngine.in(session.store()).factory().catalogue().machines().stream().filter(MachineType::highTech)
                .forEach(m -> names.add(m.name()));
        FactoryEngine.in(session.store()).factory().catalogue().widgets().stream().filter(WidgetType::highTech)
                .forEach(m -> names.add(m.name()));
        dialogs.askChoice(messages.get("lines.tech.title"), messages.get("lines.tech.header"), names)
                .ifPresent(tech -> act((s, w, c) -> s.learnTech(id(), session.actor(), w, tech, c)));
    }

    public void clockOut() {
        act((s, w, c) -> s.clockOut(id(), session.actor(), w));
    }

    public void submitReport() {
        act((s, w, c) -> s.submitReport(id(), session.actor(), w));
    }

    public void turnOnCogbot() {
        act((s, w, c) -> s.turnOnCogbot(id(), session.actor(), w));
    }

    /** The Cycle, performed by the Worker picked to perform it ("any Worker may perform"), who rolls its dice. */
    public void cycle() {
        String performer = cyclePerformer.get();
        if (performer == null) {
            say(messages.get("lines.cycle.pickPerformer"));
            return;
        }
        execute((s, c) -> s.cycle(id(), session.actor(), performer));
    }

    /**
     * "If a worker has more than 10 Things, any Worker may random select one of that Worker's things and remove it":
     * the selected Worker (or a Bot they cause to act) removes one, at random, of the Things of a Worker over the cap
     * (asked which, when more than one is).
     */
    public void removeRandomThing() {
        if (floor == null) {
            return;
        }
        List<String> over = FactoryService.overTheThingCap(floor);
        if (over.isEmpty()) {
            say(messages.get("lines.things.noneOver"));
            return;
        }
        Optional<String> of = over.size() == 1 ? Optional.of(over.get(0))
                : dialogs.askChoice(messages.get("lines.things.removeTitle"), messages.get("lines.things.removeWhose"),
                        over);
        of.ifPresent(target -> act((s, w, c) -> s.removeRandomThing(id(), session.actor(), w, target)));
    }

    public void copyTrackingText() {
        if (floor != null) {
            dialogs.copyToClipboard(TrackingText.export(floor));
            say(messages.get("lines.tracking.copied"));
        }
    }

    public String trackingText() {
        return floor == null ? "" : TrackingText.export(floor);
    }

    public void importTrackingText() {
        if (floor == null) {
            return;
        }
        FactoryFloor shown = floor;
        dialogs.askPaste(messages.get("lines.tracking.import"), messages.get("lines.tracking.hint")).ifPresent(text ->
                execute((s, c) -> {
                    FactoryFloor read;
                    try {
                        read = TrackingText.read(text, shown, s.catalogue());
                    } catch (TrackingText.BadTrackingText e) {
                        throw new IllegalArgumentException(messages.get("lines.tracking.bad") + ": "
                                + e.getMessage(), e);
                    }
                    s.replace(id(), session.actor(), read);
                    return List.of(messages.get("lines.tracking.imported"));
                }));
    }

    /** A Machine Lines action: performed by {@code who}, asking its questions through {@code chooser}. */
    @FunctionalInterface
    private interface WorkerAction {
        List<String> run(FactoryService service, String who, Chooser chooser);
    }

    /** An action of the factory's own (the Cycle, an import), asking through {@code chooser}. */
    @FunctionalInterface
    private interface FactoryAction {
        List<String> run(FactoryService service, Chooser chooser);
    }

    private void act(WorkerAction action) {
        if (session.dynasty() == null || floor == null) {
            return;
        }
        String who = actingAs();
        if (who != null) {
            execute((s, c) -> action.run(s, who, c));
        }
    }

    private void execute(FactoryAction action) {
        if (session.dynasty() == null || floor == null) {
            return;
        }
        attempt(FactoryEngine.in(session.store()).factory(), action, List.of());
    }

    /** What one run of an action came to: its notes, or the question it stopped at (and kept nothing). */
    private record Attempt(List<String> notes, AskedFirst.Question question) {
    }

    /**
     * Ask first, then act: the action runs off the FX thread with the answers given so far; at a question it has no
     * answer for it stops and keeps nothing, the question is asked here (no transaction open), and it runs again
     * with the answer. An answer just given that does not fit is refused in the rule's words.
     */
    private void attempt(FactoryService service, FactoryAction action, List<String> answers) {
        work.act(() -> {
            try {
                return new Attempt(action.run(service, new AskedFirst(answers)), null);
            } catch (AskedFirst.Question q) {
                return new Attempt(List.of(), q);
            }
        }, done -> {
            AskedFirst.Question q = done.question();
            if (q == null) {
                say(String.join(" ", done.notes()));
            } else if (q.index() == answers.size() - 1) {
                work.failed(new Refusal("Choice", q.some()
                        ? "Choose " + (q.min() == q.max() ? Integer.toString(q.min()) : q.min() + " to " + q.max())
                        + ": " + q.question()
                        : answers.get(q.index()) + " is not one of " + String.join(", ", q.options()) + "."));
            } else {
                ask(q).ifPresentOrElse(a -> attempt(service, action, AskedFirst.answering(answers, q.index(), a)),
                        () -> say(new Cancelled(q.question()).getMessage()));
            }
        });
    }

    /** Asks the Worker through the dialogs; a multiple choice is typed as a comma-separated list. */
    private Optional<String> ask(AskedFirst.Question q) {
        if (!q.some()) {
            return dialogs.askChoice(messages.get("lines.choose.title", who()), q.question(), q.options());
        }
        return dialogs.askPaste(q.question(), messages.get("lines.choose.some", q.min(), q.max(),
                        String.join(", ", q.options())))
                .map(t -> Arrays.stream(t.split(",")).map(String::strip).filter(x -> !x.isEmpty())
                        .collect(Collectors.joining(", ")));
    }

    private void say(String text) {
        message.set(text);
    }

    private long id() {
        return session.dynasty().id();
    }

    private String who() {
        return selectedWorker.get();
    }

    /**
     * Who acts: the selected Worker; for Sharebot or Monkeybot, the Bot as caused by a Worker the user names
     * ("Bots": a Worker causes them to act). Null if the question is cancelled.
     */
    private String actingAs() {
        String w = who();
        if (floor == null || w == null) {
            return w;
        }
        if (!w.equals(Bots.SHAREBOT) && !w.equals(Bots.MONKEYBOT)) {
            return w;
        }
        List<String> causes = floor.workers.stream().filter(x -> !x.bot).map(x -> x.name).toList();
        return dialogs.askChoice(messages.get("lines.cause.title", w), messages.get("lines.cause.header", w), causes)
                .map(by -> FactoryService.causedBy(w, by)).orElse(null);
    }

    // ---- properties ------------------------------------------------------------------------------

    public ReadOnlyBooleanProperty factoryProperty() {
        return factory.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty notFactoryProperty() {
        return notFactory.getReadOnlyProperty();
    }

    public ObservableList<String> workers() {
        return workers;
    }

    public ObjectProperty<String> selectedWorkerProperty() {
        return selectedWorker;
    }

    public ObservableList<SlotRow> slots() {
        return slots;
    }

    public ObservableList<String> palette() {
        return palette;
    }

    public ObjectProperty<String> selectedMachineProperty() {
        return selectedMachine;
    }

    public ReadOnlyStringProperty paletteDetailProperty() {
        return paletteDetail.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty energyProperty() {
        return energy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty cogsProperty() {
        return cogs.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty prototypesProperty() {
        return prototypes.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty lastCycleProperty() {
        return clock.getReadOnlyProperty();
    }

    public ObservableList<String> boxes() {
        return boxes;
    }

    public ObservableList<String> things() {
        return things;
    }

    public ObservableList<String> techs() {
        return techs;
    }

    public ObservableList<String> clients() {
        return clients;
    }

    public ObservableList<String> cyclePreview() {
        return cyclePreview;
    }

    public ReadOnlyBooleanProperty cycleAllowedProperty() {
        return cycleAllowed.getReadOnlyProperty();
    }

    /** Whether Cogbot has been turned on since the last Cycle. */
    public ReadOnlyBooleanProperty cogbotOnProperty() {
        return cogbotOn.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty clockedInProperty() {
        return clockedIn.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The Workers who may perform the Cycle ("any Worker may perform"). */
    public ObservableList<String> cyclePerformers() {
        return cyclePerformers;
    }

    /** The Worker picked to perform the Cycle (none until the emperor picks one). */
    public ObjectProperty<String> cyclePerformerProperty() {
        return cyclePerformer;
    }

    /** Who has more than 10 Things, in plain words (empty when nobody does). */
    public ReadOnlyStringProperty overThingCapProperty() {
        return overThingCap.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty victoryProperty() {
        return victory.getReadOnlyProperty();
    }
}
