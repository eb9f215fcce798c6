package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.UnsavedWork;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.Disposal;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.Source;
import org.dynast.model.blogbots.bots.WorkshopRules;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.explain.BotExplanations;
import org.dynast.model.explain.Explanation;
import org.dynast.model.ruleset.Ruleset;

/**
 * The Workshop tab (Ruleset 205): pick an Operator, see their Bot front to back with its Conditions,
 * buy, bin, sell and reorder Systems, replace the Engine or Chassis, repair, move Readiness, and edit
 * the Bot's private Script with a live reading of every line. Every figure is derived live; a
 * catalogue System's effect on the Bot is previewed before it is added.
 * <p>It acts and keeps the shown Operator; its collaborators read: {@link BotSheet} the shown Bot's figures, strip
 * and bin, {@link CatalogueShelf} the filtered catalogue, {@link FitPreview} what a buy or a removal would do, and
 * {@link ScriptDraft} the Script being edited against the saved one.
 */
public final class WorkshopViewModel {

    /** One System on the strip, front (0) to back. */
    public record SlotRow(int index, String name, int condition, int consumption, int effectiveCost, boolean exposed) {
    }

    /** One catalogue System with its Effective Cost at the chosen Condition. */
    public record CatalogueRow(String name, int cost, int consumption, int effectiveCost, boolean affordable,
                               String flags, String effect) {
    }

    /** One part in the Spare Parts Bin. */
    public record BinRow(int index, Part part, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;

    private final ObservableList<String> operators = FXCollections.observableArrayList();
    private final StringProperty operator = new SimpleStringProperty(this, "operator");
    private final IntegerProperty selectedSlot = new SimpleIntegerProperty(this, "selectedSlot", -1);
    private final ObjectProperty<BinRow> selectedBin = new SimpleObjectProperty<>(this, "selectedBin");
    private final BooleanProperty binOld = new SimpleBooleanProperty(this, "binOld", false);
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper(this, "preview", "");
    private final ReadOnlyBooleanWrapper previewIsBad = new ReadOnlyBooleanWrapper(this, "previewIsBad");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyBooleanWrapper tournamentMode = new ReadOnlyBooleanWrapper(this, "tournamentMode");
    private final Feedback feedback;
    private final TabWork work;
    private final BotSheet sheet;
    private final CatalogueShelf shelf = new CatalogueShelf();
    private final ScriptDraft draft;

    private Snapshot current;
    private Loadout shown;

    /**
     * {@code namesInPlay}: the dynasty's Bots' and House Bots' names, which a Script may name ("Y is the name of a
     * single Opponent").
     */
    record Snapshot(long dynastyId, WorkshopRules rules, List<WorkshopService.Operator> operators,
                    List<String> namesInPlay) {
        Optional<WorkshopService.Operator> named(String name) {
            return operators.stream().filter(o -> o.name().equals(name)).findFirst();
        }
    }

    public WorkshopViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        this.sheet = new BotSheet(messages);
        this.draft = new ScriptDraft(messages);
        operator.addListener((o, a, b) -> {
            selectedSlot.set(-1);
            show(true);
        });
        selectedSlot.addListener((o, a, b) -> updatePreview());
        shelf.selectedProperty().addListener((o, a, b) -> updatePreview());
        shelf.conditionProperty().addListener((o, a, b) -> {
            fillCatalogue();
            updatePreview();
        });
        shelf.maxCostProperty().addListener((o, a, b) -> fillCatalogue());
        shelf.maxConsumptionProperty().addListener((o, a, b) -> fillCatalogue());
        shelf.affordableOnlyProperty().addListener((o, a, b) -> fillCatalogue());
        draft.textProperty().addListener((o, a, b) -> readScript());
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        refresh();
    }

    public void refresh() {
        var dynasty = session.dynasty();
        if (dynasty == null || dynasty.rulesetNumber() != 205) {
            available.set(false);
            operators.clear();
            return;
        }
        var blogBots = BlogBots.in(session.store());
        WorkshopService ws = blogBots.workshop();
        var bouts = blogBots.bouts();
        long id = dynasty.id();
        work.act(() -> {
            List<WorkshopService.Operator> ops = ws.operators(id);
            List<String> names = new ArrayList<>();
            ops.forEach(o -> names.add(o.loadout().bot().name()));
            bouts.houseBots(id).forEach(h -> names.add(h.name()));
            return new Snapshot(id, ws.rules(id), ops, List.copyOf(names));
        }, this::apply);
    }

    private void apply(Snapshot s) {
        current = s;
        available.set(true);
        tournamentMode.set(s.rules().tournamentMode());
        List<String> names = s.operators().stream().map(WorkshopService.Operator::name).toList();
        String keep = operator.get();
        if (!operators.equals(names)) {
            operators.setAll(names); // a ComboBox bound to the operator may clear it meanwhile
        }
        String wanted = keep != null && names.contains(keep) ? keep : names.isEmpty() ? null : names.get(0);
        if (!Objects.equals(operator.get(), wanted)) {
            operator.set(wanted); // shows it
        } else {
            show(false);
        }
    }

    /** "Why?" on the shown Bot's Shove Power. */
    public void explainShovePower() {
        explain(BotExplanations::shovePower);
    }

    /** "Why?" on whether the shown Bot is Defunct. */
    public void explainDefunct() {
        explain(BotExplanations::defunct);
    }

    private interface BotExplainer {
        Explanation explain(Bot bot, Catalogue catalogue,
                                                     Ruleset ruleset);
    }

    private void explain(BotExplainer which) {
        Loadout l = shown;
        var dynasty = session.dynasty();
        if (l == null || dynasty == null) {
            return;
        }
        Bot bot = l.bot();
        Catalogue catalogue = cat();
        var rulesets = session.store().rulesets();
        work.act(() -> which.explain(bot, catalogue, rulesets.current(dynasty.id()).orElse(null)),
                dialogs::showExplanation);
    }

    private Catalogue cat() {
        return current.rules().catalogue();
    }

    private void show(boolean operatorChanged) {
        if (current == null) {
            return;
        }
        Optional<WorkshopService.Operator> op = current.named(operator.get());
        if (op.isEmpty()) {
            shown = null;
            sheet.clear();
            return;
        }
        Loadout l = op.get().loadout();
        shown = l;
        int keepSlot = selectedSlot.get();
        sheet.show(l, cat());
        int systems = l.bot().systems().size();
        if (keepSlot >= systems) {
            selectedSlot.set(systems - 1);
        }
        fillCatalogue();
        draft.load(l.script(), operatorChanged);
        readScript();
        updatePreview();
    }

    private void fillCatalogue() {
        if (current == null) {
            return;
        }
        shelf.fill(cat(), shown == null ? 0 : shown.money());
    }

    /** "adding Axe would make this bot Defunct: 750 > 550", before it happens. */
    private void updatePreview() {
        if (shown == null || current == null) {
            preview.set("");
            return;
        }
        FitPreview p = FitPreview.of(shown.bot(), cat(), shown.money(), shelf.selectedProperty().get(),
                shelf.conditionProperty().get(), selectedSlot.get(), messages);
        previewIsBad.set(p.bad());
        preview.set(p.text());
    }

    private void readScript() {
        if (shown == null || current == null) {
            draft.clear();
            return;
        }
        draft.read(shown.bot(), cat(), current.namesInPlay());
    }

    // ---------------------------------------------------------------- commands

    private interface Act {
        Loadout run(WorkshopService ws, long dynastyId, String actor, long playerId);
    }

    private void act(Act action, String done) {
        act(action, done, () -> { });
    }

    private void act(Act action, String done, Runnable then) {
        if (current == null || shown == null) {
            return;
        }
        WorkshopService ws = BlogBots.in(session.store()).workshop();
        long id = current.dynastyId();
        long player = shown.playerId();
        String actor = session.actor();
        work.act(() -> action.run(ws, id, actor, player), l -> {
            then.run();
            feedback.say(done);
        });
    }

    /** Buys the selected catalogue System at the chosen Condition and mounts it at the back. */
    public void addSelected() {
        CatalogueRow row = shelf.selectedProperty().get();
        if (row == null) {
            feedback.complain(messages.get("workshop.pickSystem"));
            return;
        }
        int cond = shelf.conditionProperty().get();
        act((ws, id, actor, p) -> ws.addSystem(id, actor, p, row.name(), cond, Source.MONEY, Integer.MAX_VALUE),
                messages.get("workshop.added", row.name(), WorkshopService.money(row.effectiveCost())));
    }

    /** Takes the selected bin part out of the bin: a System is mounted at the back, an Engine or Chassis replaces the fitted one (which goes to the bin). */
    public void fitFromBin() {
        BinRow row = selectedBin.get();
        if (row == null) {
            feedback.complain(messages.get("workshop.pickBin"));
            return;
        }
        Part p = row.part();
        switch (p.kind()) {
            case SYSTEM -> act((ws, id, actor, pl) -> ws.addSystem(id, actor, pl, p.name(), p.condition(), Source.BIN,
                    Integer.MAX_VALUE), messages.get("workshop.fitted", p.toString()));
            case ENGINE -> act((ws, id, actor, pl) -> ws.replaceEngine(id, actor, pl, Disposal.BIN, p.name(),
                    p.condition(), Source.BIN), messages.get("workshop.fitted", p.toString()));
            case CHASSIS -> act((ws, id, actor, pl) -> ws.replaceChassis(id, actor, pl, Disposal.BIN, p.name(),
                    p.condition(), Source.BIN), messages.get("workshop.fitted", p.toString()));
            default -> throw new IllegalStateException();
        }
    }

    public void sellSelected() {
        removeSelected(Disposal.SELL);
    }

    public void binSelected() {
        removeSelected(Disposal.BIN);
    }

    private void removeSelected(Disposal disposal) {
        int slot = selectedSlot.get();
        if (slot < 0 || slot >= sheet.slots().size()) {
            feedback.complain(messages.get("workshop.pickSlot"));
            return;
        }
        String name = sheet.slots().get(slot).name();
        act((ws, id, actor, p) -> ws.removeSystem(id, actor, p, slot, disposal),
                messages.get(disposal == Disposal.SELL ? "workshop.sold" : "workshop.binned", name));
    }

    /** Moves the System at {@code from} to position {@code to} (a drag on the strip). */
    public void move(int from, int to) {
        if (from == to || from < 0 || to < 0 || from >= sheet.slots().size() || to >= sheet.slots().size()) {
            return;
        }
        String name = sheet.slots().get(from).name();
        selectedSlot.set(to);
        act((ws, id, actor, p) -> ws.moveSystem(id, actor, p, from, to), messages.get("workshop.moved", name, to + 1));
    }

    /** The Readiness this Operator would normally move to next. */
    public Readiness nextReadiness() {
        if (shown == null) {
            return null;
        }
        return switch (shown.readiness()) {
            case WORKSHOP -> Readiness.READY;
            case READY -> Readiness.STAGING;
            case STAGING -> Readiness.SET;
            case SET -> Readiness.WORKSHOP;
        };
    }

    /** Moves the selected System one place towards the front ({@code -1}) or the back ({@code +1}). */
    public void moveSelected(int step) {
        int slot = selectedSlot.get();
        int to = slot + step;
        if (slot < 0 || slot >= sheet.slots().size() || to < 0 || to >= sheet.slots().size()) {
            return;
        }
        selectedSlot.set(to);
        act((ws, id, actor, p) -> ws.moveSystem(id, actor, p, slot, to),
                messages.get("workshop.moved", sheet.slots().get(slot).name(), to + 1));
    }

    /** "A name, which may be freely selected by the Bot's Operator" (in the Workshop). */
    public void rename(String name) {
        String clean = name == null ? "" : name.strip();
        if (clean.isEmpty() || shown == null || clean.equals(shown.bot().name())) {
            return;
        }
        act((ws, id, actor, p) -> ws.renameBot(id, actor, p, clean), messages.get("workshop.renamed", clean));
    }

    public void repair() {
        act(WorkshopService::repair, messages.get("workshop.repairedDone"));
    }

    /**
     * "If the game is in Tournament Mode then each Operator may, once after each Bout, award themselves ₩1,000": the
     * shown Operator takes it (logged, undoable; refused in the rule's words outside Tournament Mode, twice after one
     * Bout, or over ₩20,000).
     */
    public void awardTournamentMoney() {
        act(WorkshopService::awardTournamentMoney, messages.get("workshop.tournamentAwardDone"));
    }

    /** The Weekly Communal ₩3,000 for all, taken by the emperor. */
    public void weeklyMoney() {
        if (current == null) {
            return;
        }
        var dynasty = session.dynasty();
        Long by = dynasty.emperorId();
        if (by == null) {
            feedback.complain(messages.get("workshop.noEmperor"));
            return;
        }
        WorkshopService ws = BlogBots.in(session.store()).workshop();
        work.act(() -> ws.weeklyMoney(dynasty.id(), session.actor(), by),
                r -> feedback.say(messages.get("workshop.weeklyDone")));
    }

    public void setReadiness(Readiness target) {
        if (target == null) {
            return;
        }
        act((ws, id, actor, p) -> ws.setReadiness(id, actor, p, target),
                messages.get("workshop.readinessDone", target.word()));
    }

    public void saveScript() {
        saveScript(() -> { }, () -> { });
    }

    private void saveScript(Runnable saved, Runnable refused) {
        if (current == null || shown == null) {
            refused.run();
            return;
        }
        String text = draft.textProperty().get();
        WorkshopService ws = BlogBots.in(session.store()).workshop();
        long id = current.dynastyId();
        long player = shown.playerId();
        String actor = session.actor();
        work.act(() -> ws.setScript(id, actor, player, text), l -> {
            draft.saved(text);
            feedback.say(messages.get("workshop.scriptSaved"));
            saved.run();
        }, why -> {
            feedback.complain(why);
            refused.run();
        });
    }

    /**
     * Shows another Operator, as the Operator list does: unsaved Script text is asked about first (Save / Discard /
     * Cancel); on Cancel, or a refused save, the shown Operator stays.
     */
    public void chooseOperator(String name) {
        if (name == null || name.equals(operator.get())) {
            return;
        }
        UnsavedWork.guard(dialogs, messages, List.of(unsavedWork), () -> operator.set(name), () -> { });
    }

    /** The Script editor's unsaved text, for the console to ask about before the tab is dropped or it quits. */
    public UnsavedWork unsavedWork() {
        return unsavedWork;
    }

    private final UnsavedWork unsavedWork = new UnsavedWork() {
        @Override
        public Optional<String> unsaved() {
            return draft.isDirty() && shown != null && operator.get() != null
                    ? Optional.of(messages.get("workshop.unsaved", operator.get())) : Optional.empty();
        }

        @Override
        public void save(Runnable saved, Runnable refused) {
            saveScript(saved, refused);
        }

        @Override
        public void discard() {
            draft.discard();
        }
    };

    /** Replaces the Engine (old one sold) with one chosen from the catalogue, bought at the chosen Condition. */
    public void replaceEngine() {
        if (current == null || shown == null) {
            return;
        }
        int cond = shelf.conditionProperty().get();
        List<String> options = cat().engines().stream().map(e -> e.name() + " \u2014 "
                + WorkshopService.money(BotFigures.effective(e.cost(), cond)) + ", " + e.powerOutput()).toList();
        dialogs.askChoice(messages.get("workshop.replaceEngine.title"), messages.get("workshop.replace.header", cond),
                options).ifPresent(choice -> {
                    EngineType e = cat().engines().get(options.indexOf(choice));
                    Disposal old = binOld.get() ? Disposal.BIN : Disposal.SELL;
                    act((ws, id, actor, p) -> ws.replaceEngine(id, actor, p, old, e.name(), cond, Source.MONEY),
                            messages.get("workshop.replaced", e.name()));
                });
    }

    public void replaceChassis() {
        if (current == null || shown == null) {
            return;
        }
        int cond = shelf.conditionProperty().get();
        List<String> options = cat().chassis().stream().map(c -> c.name() + " \u2014 "
                + WorkshopService.money(BotFigures.effective(c.cost(), cond)) + ", " + c.hardpoints() + " hardpoints, "
                + c.consumption()).toList();
        dialogs.askChoice(messages.get("workshop.replaceChassis.title"), messages.get("workshop.replace.header", cond),
                options).ifPresent(choice -> {
                    ChassisModel c = cat().chassis().get(options.indexOf(choice));
                    Disposal old = binOld.get() ? Disposal.BIN : Disposal.SELL;
                    act((ws, id, actor, p) -> ws.replaceChassis(id, actor, p, old, c.name(), cond, Source.MONEY),
                            messages.get("workshop.replaced", c.name()));
                });
    }

    /** A completion: replace the last {@code replace} characters before the caret with {@code text}. */
    public record Completion(int replace, String text) {
        @Override
        public String toString() {
            return text.strip();
        }
    }

    /**
     * Trigger forms at the start of a line, Reaction forms (with the Bot's own Systems) after the
     * Trigger's comma, filtered by what is typed; Advanced forms only with an Advanced Logic Module.
     */
    public List<Completion> completions(String linePrefix) {
        if (shown == null || current == null) {
            return List.of();
        }
        return ScriptAssist.completions(shown.bot(), current.namesInPlay(), cat(), linePrefix);
    }

    /** The emperor edits the catalogue's JSON when a Proposal changes a number. */
    public void editCatalogue() {
        if (current == null) {
            return;
        }
        long id = current.dynastyId();
        dialogs.editText(messages.get("workshop.catalogue.edit"), cat().toJson()).ifPresent(json -> {
            WorkshopService ws = BlogBots.in(session.store()).workshop();
            work.act(() -> {
                Catalogue edited = Catalogue.fromJson(json);
                return ws.updateRules(id, session.actor(), r -> r.with(edited), messages.get("workshop.catalogue.log"));
            }, r -> feedback.say(messages.get("workshop.catalogue.done")));
        });
    }

    /** The emperor switches Tournament Mode (it makes a repair +20 % instead of +5 %). */
    public void setTournamentMode(boolean on) {
        if (current == null || current.rules().tournamentMode() == on) {
            return;
        }
        long id = current.dynastyId();
        WorkshopService ws = BlogBots.in(session.store()).workshop();
        work.act(() -> ws.updateRules(id, session.actor(), r -> r.withTournamentMode(on),
                messages.get(on ? "workshop.tournament.on" : "workshop.tournament.off")),
                r -> feedback.say(messages.get(on ? "workshop.tournament.on" : "workshop.tournament.off")));
    }




    // ---------------------------------------------------------------- properties

    public ObservableList<String> operators() {
        return operators;
    }

    public ObservableList<SlotRow> slots() {
        return sheet.slots();
    }

    public ObservableList<CatalogueRow> catalogue() {
        return shelf.rows();
    }

    public ObservableList<BinRow> bin() {
        return sheet.bin();
    }

    public ObservableList<String> diagnostics() {
        return draft.diagnostics();
    }

    public ObservableList<String> readBack() {
        return draft.readBack();
    }

    public StringProperty operatorProperty() {
        return operator;
    }

    public IntegerProperty selectedSlotProperty() {
        return selectedSlot;
    }

    public ObjectProperty<CatalogueRow> selectedCatalogueProperty() {
        return shelf.selectedProperty();
    }

    public ObjectProperty<BinRow> selectedBinProperty() {
        return selectedBin;
    }

    public IntegerProperty conditionProperty() {
        return shelf.conditionProperty();
    }

    public StringProperty maxCostProperty() {
        return shelf.maxCostProperty();
    }

    public StringProperty maxConsumptionProperty() {
        return shelf.maxConsumptionProperty();
    }

    public BooleanProperty affordableOnlyProperty() {
        return shelf.affordableOnlyProperty();
    }

    /** Whether a replaced Engine or Chassis goes to the Spare Parts Bin instead of being sold. */
    public BooleanProperty binOldProperty() {
        return binOld;
    }

    public StringProperty scriptProperty() {
        return draft.textProperty();
    }

    public ReadOnlyStringProperty botNameProperty() {
        return sheet.botNameProperty();
    }

    public ReadOnlyStringProperty moneyProperty() {
        return sheet.moneyProperty();
    }

    public ReadOnlyIntegerProperty moneyValueProperty() {
        return sheet.moneyValueProperty();
    }

    public ReadOnlyStringProperty engineProperty() {
        return sheet.engineProperty();
    }

    public ReadOnlyStringProperty chassisProperty() {
        return sheet.chassisProperty();
    }

    public ReadOnlyStringProperty readinessProperty() {
        return sheet.readinessProperty();
    }

    public ReadOnlyDoubleProperty gaugeProperty() {
        return sheet.gaugeProperty();
    }

    public ReadOnlyStringProperty gaugeTextProperty() {
        return sheet.gaugeTextProperty();
    }

    /** The publicly tracked Bout Count, Red Mist and LED Banner names of the shown Operator. */
    public ReadOnlyStringProperty standingProperty() {
        return sheet.standingProperty();
    }

    public ReadOnlyStringProperty figuresProperty() {
        return sheet.figuresProperty();
    }

    public ReadOnlyStringProperty warningProperty() {
        return sheet.warningProperty();
    }

    public ReadOnlyBooleanProperty defunctProperty() {
        return sheet.defunctProperty();
    }

    public ReadOnlyStringProperty previewProperty() {
        return preview.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty previewIsBadProperty() {
        return previewIsBad.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty scriptSummaryProperty() {
        return draft.summaryProperty();
    }

    public ReadOnlyBooleanProperty scriptDirtyProperty() {
        return draft.dirtyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return feedback.errorProperty();
    }

    public ReadOnlyBooleanProperty tournamentModeProperty() {
        return tournamentMode.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }
}
