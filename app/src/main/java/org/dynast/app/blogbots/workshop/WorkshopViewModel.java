package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
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
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.UnsavedWork;
import org.dynast.app.shell.Session;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.ComponentKind;
import org.dynast.model.blogbots.bots.Disposal;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.Source;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.WorkshopRules;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.bots.script.Diagnostic;
import org.dynast.model.blogbots.bots.script.ScriptReport;

/**
 * The Workshop tab (Ruleset 205): pick an Operator, see their Bot front to back with its Conditions,
 * buy, bin, sell and reorder Systems, replace the Engine or Chassis, repair, move Readiness, and edit
 * the Bot's private Script with a live reading of every line. Every figure is derived live; a
 * catalogue System's effect on the Bot is previewed before it is added.
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
    private final ObservableList<SlotRow> slots = FXCollections.observableArrayList();
    private final ObservableList<CatalogueRow> catalogue = FXCollections.observableArrayList();
    private final ObservableList<BinRow> bin = FXCollections.observableArrayList();
    private final ObservableList<String> diagnostics = FXCollections.observableArrayList();
    private final ObservableList<String> readBack = FXCollections.observableArrayList();

    private final StringProperty operator = new SimpleStringProperty(this, "operator");
    private final IntegerProperty selectedSlot = new SimpleIntegerProperty(this, "selectedSlot", -1);
    private final ObjectProperty<CatalogueRow> selectedCatalogue = new SimpleObjectProperty<>(this, "selectedCatalogue");
    private final ObjectProperty<BinRow> selectedBin = new SimpleObjectProperty<>(this, "selectedBin");
    private final IntegerProperty condition = new SimpleIntegerProperty(this, "condition", 100);
    private final StringProperty maxCost = new SimpleStringProperty(this, "maxCost", "");
    private final StringProperty maxConsumption = new SimpleStringProperty(this, "maxConsumption", "");
    private final BooleanProperty affordableOnly = new SimpleBooleanProperty(this, "affordableOnly", false);
    private final StringProperty script = new SimpleStringProperty(this, "script", "");
    private final BooleanProperty binOld = new SimpleBooleanProperty(this, "binOld", false);

    private final ReadOnlyStringWrapper botName = new ReadOnlyStringWrapper(this, "botName", "");
    private final ReadOnlyStringWrapper money = new ReadOnlyStringWrapper(this, "money", "");
    private final ReadOnlyIntegerWrapper moneyValue = new ReadOnlyIntegerWrapper(this, "moneyValue");
    private final ReadOnlyStringWrapper engine = new ReadOnlyStringWrapper(this, "engine", "");
    private final ReadOnlyStringWrapper chassis = new ReadOnlyStringWrapper(this, "chassis", "");
    private final ReadOnlyStringWrapper readiness = new ReadOnlyStringWrapper(this, "readiness", "");
    private final ReadOnlyDoubleWrapper gauge = new ReadOnlyDoubleWrapper(this, "gauge");
    private final ReadOnlyStringWrapper gaugeText = new ReadOnlyStringWrapper(this, "gaugeText", "");
    private final ReadOnlyStringWrapper figures = new ReadOnlyStringWrapper(this, "figures", "");
    private final ReadOnlyStringWrapper standing = new ReadOnlyStringWrapper(this, "standing", "");
    private final ReadOnlyStringWrapper warning = new ReadOnlyStringWrapper(this, "warning", "");
    private final ReadOnlyBooleanWrapper defunct = new ReadOnlyBooleanWrapper(this, "defunct");
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper(this, "preview", "");
    private final ReadOnlyBooleanWrapper previewIsBad = new ReadOnlyBooleanWrapper(this, "previewIsBad");
    private final ReadOnlyStringWrapper scriptSummary = new ReadOnlyStringWrapper(this, "scriptSummary", "");
    private final ReadOnlyBooleanWrapper scriptDirty = new ReadOnlyBooleanWrapper(this, "scriptDirty");
    private final Feedback feedback;
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyBooleanWrapper tournamentMode = new ReadOnlyBooleanWrapper(this, "tournamentMode");

    private Snapshot current;
    private Loadout shown;
    private String savedScript = "";

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
        this.feedback = new Feedback(dialogs, messages).clearOn(session.rewindsProperty());
        operator.addListener((o, a, b) -> {
            selectedSlot.set(-1);
            show(true);
        });
        selectedSlot.addListener((o, a, b) -> updatePreview());
        selectedCatalogue.addListener((o, a, b) -> updatePreview());
        condition.addListener((o, a, b) -> {
            fillCatalogue();
            updatePreview();
        });
        maxCost.addListener((o, a, b) -> fillCatalogue());
        maxConsumption.addListener((o, a, b) -> fillCatalogue());
        affordableOnly.addListener((o, a, b) -> fillCatalogue());
        script.addListener((o, a, b) -> readScript());
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
        var blogBots = org.dynast.model.blogbots.BlogBots.in(session.store());
        WorkshopService ws = blogBots.workshop();
        var bouts = blogBots.bouts();
        long id = dynasty.id();
        executor.submit(() -> {
            List<WorkshopService.Operator> ops = ws.operators(id);
            List<String> names = new ArrayList<>();
            ops.forEach(o -> names.add(o.loadout().bot().name()));
            bouts.houseBots(id).forEach(h -> names.add(h.name()));
            return new Snapshot(id, ws.rules(id), ops, List.copyOf(names));
        }, this::apply, this::fail);
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
        if (!java.util.Objects.equals(operator.get(), wanted)) {
            operator.set(wanted); // shows it
        } else {
            show(false);
        }
    }

    /** "Why?" on the shown Bot's Shove Power. */
    public void explainShovePower() {
        explain(org.dynast.model.blogbots.explain.BotExplanations::shovePower);
    }

    /** "Why?" on whether the shown Bot is Defunct. */
    public void explainDefunct() {
        explain(org.dynast.model.blogbots.explain.BotExplanations::defunct);
    }

    private interface BotExplainer {
        org.dynast.model.explain.Explanation explain(Bot bot, Catalogue catalogue,
                                                     org.dynast.model.ruleset.Ruleset ruleset);
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
        executor.submit(() -> which.explain(bot, catalogue, rulesets.current(dynasty.id()).orElse(null)),
                dialogs::showExplanation, e -> dialogs.showError(messages.get("explain.title"),
                        org.dynast.app.common.Failures.message(e)));
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
            slots.clear();
            bin.clear();
            return;
        }
        Loadout l = op.get().loadout();
        shown = l;
        Bot bot = l.bot();
        BotFigures f = BotFigures.of(bot, cat());
        botName.set(bot.name());
        money.set(WorkshopService.money(l.money()));
        moneyValue.set(l.money());
        engine.set(messages.get("workshop.engine", bot.engine().name(), bot.engine().condition(),
                f.engineCondition() != bot.engine().condition() ? " " + messages.get("workshop.engine.battery",
                        f.engineCondition()) : "", f.effectivePowerOutput()));
        chassis.set(messages.get("workshop.chassis", bot.chassis().name(), bot.chassis().condition(), f.hardpoints()));
        readiness.set(l.readiness().word() + (l.repairedSinceBout() ? " " + messages.get("workshop.repaired") : ""));
        Optional<Part> front = BotFigures.exposedSystem(bot, true, false);
        List<SlotRow> rows = new ArrayList<>();
        for (int i = 0; i < bot.systems().size(); i++) {
            Part p = bot.systems().get(i);
            int cons = cat().system(p.name()).map(SystemType::consumption).orElse(0);
            rows.add(new SlotRow(i, p.name(), p.condition(), cons, BotFigures.effectiveCost(p, cat()),
                    front.isPresent() && front.get() == p));
        }
        int keepSlot = selectedSlot.get();
        slots.setAll(rows);
        if (keepSlot >= rows.size()) {
            selectedSlot.set(rows.size() - 1);
        }
        gauge.set(f.effectivePowerOutput() == 0 ? 1 : Math.min(1.0, f.consumption() / (double) f.effectivePowerOutput()));
        gaugeText.set(messages.get("workshop.gauge", f.consumption(), f.effectivePowerOutput()));
        defunct.set(f.defunct());
        figures.set(messages.get("workshop.figures", f.shovePower(), WorkshopService.money(f.botValue()),
                bot.systems().size(), f.hardpoints()));
        standing.set(messages.get("workshop.standing", l.boutCount(), l.redMist(), l.hasBanner()
                ? (l.bannerNames().isEmpty() ? "-" : String.join(", ", l.bannerNames()))
                : messages.get("workshop.standing.noBanner")));
        List<String> warnings = new ArrayList<>();
        if (f.defunct()) {
            warnings.add(messages.get("workshop.defunct", f.consumption(), f.effectivePowerOutput()));
        }
        if (f.trashed()) {
            warnings.add(messages.get("workshop.trashed", String.join(", ", f.trashedWhy())));
        }
        warning.set(String.join("  ", warnings));
        List<BinRow> binRows = new ArrayList<>();
        for (int i = 0; i < l.bin().size(); i++) {
            Part p = l.bin().get(i);
            binRows.add(new BinRow(i, p, p.kind().word() + ": " + p + " \u2014 "
                    + WorkshopService.money(BotFigures.effectiveCost(p, cat()))));
        }
        bin.setAll(binRows);
        fillCatalogue();
        if (operatorChanged || !scriptDirty.get()) {
            savedScript = l.script();
            script.set(l.script());
        }
        readScript();
        updatePreview();
    }

    private void fillCatalogue() {
        if (current == null) {
            return;
        }
        int have = shown == null ? 0 : shown.money();
        Integer costCap = parse(maxCost.get());
        Integer consCap = parse(maxConsumption.get());
        CatalogueRow keep = selectedCatalogue.get();
        List<CatalogueRow> rows = new ArrayList<>();
        for (SystemType s : cat().systems()) {
            int eff = BotFigures.effective(s.cost(), condition.get());
            boolean affordable = eff <= have;
            if ((costCap != null && eff > costCap) || (consCap != null && s.consumption() > consCap)
                    || (affordableOnly.get() && !affordable)) {
                continue;
            }
            String flags = (s.passive() ? "Passive " : "") + (s.melee() ? "Melee" : "");
            rows.add(new CatalogueRow(s.name(), s.cost(), s.consumption(), eff, affordable, flags.strip(), s.effect()));
        }
        catalogue.setAll(rows);
        if (keep != null) {
            selectedCatalogue.set(rows.stream().filter(r -> r.name().equals(keep.name())).findFirst().orElse(null));
        }
    }

    private static Integer parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(text.strip().replace(",", "").replace("\u20a9", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** "adding Axe would make this bot Defunct: 750 > 550", before it happens. */
    private void updatePreview() {
        if (shown == null || current == null) {
            preview.set("");
            return;
        }
        Bot bot = shown.bot();
        BotFigures now = BotFigures.of(bot, cat());
        CatalogueRow row = selectedCatalogue.get();
        List<String> notes = new ArrayList<>();
        boolean bad = false;
        if (row != null) {
            Bot after = bot.withSystemAt(bot.systems().size(), Part.system(row.name(), condition.get()));
            BotFigures f = BotFigures.of(after, cat());
            if (now.freeHardpoints() == 0) {
                notes.add(messages.get("workshop.preview.noHardpoint", row.name(), now.hardpoints()));
                bad = true;
            }
            if (row.effectiveCost() > shown.money()) {
                notes.add(messages.get("workshop.preview.money", row.name(), WorkshopService.money(row.effectiveCost()),
                        WorkshopService.money(shown.money())));
                bad = true;
            }
            if (f.defunct() && !now.defunct()) {
                notes.add(messages.get("workshop.preview.defunct", row.name(), f.consumption(), f.effectivePowerOutput()));
                bad = true;
            }
            if (f.trashed() && !now.trashed()) {
                notes.add(messages.get("workshop.preview.trashed", row.name(), String.join(", ", f.trashedWhy())));
                bad = true;
            }
            if (notes.isEmpty()) {
                notes.add(messages.get("workshop.preview.ok", row.name(), WorkshopService.money(row.effectiveCost()),
                        f.consumption(), f.effectivePowerOutput()));
            }
        }
        int slot = selectedSlot.get();
        if (slot >= 0 && slot < bot.systems().size()) {
            BotFigures f = BotFigures.of(bot.withoutSystemAt(slot), cat());
            if (f.defunct() && !now.defunct()) {
                notes.add(messages.get("workshop.preview.removeDefunct", bot.systems().get(slot).name(), f.consumption(),
                        f.effectivePowerOutput()));
                bad = true;
            }
        }
        previewIsBad.set(bad);
        preview.set(String.join("\n", notes));
    }

    private void readScript() {
        if (shown == null || current == null) {
            diagnostics.clear();
            readBack.clear();
            return;
        }
        String text = script.get() == null ? "" : script.get();
        scriptDirty.set(!text.equals(savedScript));
        ScriptReport report = ScriptReport.read(text, shown.bot(), cat(), current.namesInPlay());
        readBack.setAll(ScriptAssist.readBack(text, report, messages));
        diagnostics.setAll(report.diagnostics().stream().map(ScriptAssist::describe).toList());
        scriptSummary.set(ScriptAssist.summary(report, messages));
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
        WorkshopService ws = org.dynast.model.blogbots.BlogBots.in(session.store()).workshop();
        long id = current.dynastyId();
        long player = shown.playerId();
        String actor = session.actor();
        executor.submit(() -> action.run(ws, id, actor, player), l -> {
            then.run();
            say(done);
        }, this::fail);
    }

    /** Buys the selected catalogue System at the chosen Condition and mounts it at the back. */
    public void addSelected() {
        CatalogueRow row = selectedCatalogue.get();
        if (row == null) {
            complain(messages.get("workshop.pickSystem"));
            return;
        }
        int cond = condition.get();
        act((ws, id, actor, p) -> ws.addSystem(id, actor, p, row.name(), cond, Source.MONEY, Integer.MAX_VALUE),
                messages.get("workshop.added", row.name(), WorkshopService.money(row.effectiveCost())));
    }

    /** Takes the selected bin part out of the bin: a System is mounted at the back, an Engine or Chassis replaces the fitted one (which goes to the bin). */
    public void fitFromBin() {
        BinRow row = selectedBin.get();
        if (row == null) {
            complain(messages.get("workshop.pickBin"));
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
        if (slot < 0 || slot >= slots.size()) {
            complain(messages.get("workshop.pickSlot"));
            return;
        }
        String name = slots.get(slot).name();
        act((ws, id, actor, p) -> ws.removeSystem(id, actor, p, slot, disposal),
                messages.get(disposal == Disposal.SELL ? "workshop.sold" : "workshop.binned", name));
    }

    /** Moves the System at {@code from} to position {@code to} (a drag on the strip). */
    public void move(int from, int to) {
        if (from == to || from < 0 || to < 0 || from >= slots.size() || to >= slots.size()) {
            return;
        }
        String name = slots.get(from).name();
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
        if (slot < 0 || slot >= slots.size() || to < 0 || to >= slots.size()) {
            return;
        }
        selectedSlot.set(to);
        act((ws, id, actor, p) -> ws.moveSystem(id, actor, p, slot, to),
                messages.get("workshop.moved", slots.get(slot).name(), to + 1));
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
            complain(messages.get("workshop.noEmperor"));
            return;
        }
        WorkshopService ws = org.dynast.model.blogbots.BlogBots.in(session.store()).workshop();
        executor.submit(() -> ws.weeklyMoney(dynasty.id(), session.actor(), by),
                r -> say(messages.get("workshop.weeklyDone")), this::fail);
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
        String text = script.get();
        WorkshopService ws = org.dynast.model.blogbots.BlogBots.in(session.store()).workshop();
        long id = current.dynastyId();
        long player = shown.playerId();
        String actor = session.actor();
        executor.submit(() -> ws.setScript(id, actor, player, text), l -> {
            savedScript = text;
            scriptDirty.set(!text.equals(script.get()));
            say(messages.get("workshop.scriptSaved"));
            saved.run();
        }, e -> {
            fail(e);
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
            return scriptDirty.get() && shown != null && operator.get() != null
                    ? Optional.of(messages.get("workshop.unsaved", operator.get())) : Optional.empty();
        }

        @Override
        public void save(Runnable saved, Runnable refused) {
            saveScript(saved, refused);
        }

        @Override
        public void discard() {
            script.set(savedScript);
        }
    };

    /** Replaces the Engine (old one sold) with one chosen from the catalogue, bought at the chosen Condition. */
    public void replaceEngine() {
        if (current == null || shown == null) {
            return;
        }
        int cond = condition.get();
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
        int cond = condition.get();
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
            WorkshopService ws = org.dynast.model.blogbots.BlogBots.in(session.store()).workshop();
            executor.submit(() -> {
                Catalogue edited = Catalogue.fromJson(json);
                return ws.updateRules(id, session.actor(), r -> r.with(edited), messages.get("workshop.catalogue.log"));
            }, r -> say(messages.get("workshop.catalogue.done")), this::fail);
        });
    }

    /** The emperor switches Tournament Mode (it makes a repair +20 % instead of +5 %). */
    public void setTournamentMode(boolean on) {
        if (current == null || current.rules().tournamentMode() == on) {
            return;
        }
        long id = current.dynastyId();
        WorkshopService ws = org.dynast.model.blogbots.BlogBots.in(session.store()).workshop();
        executor.submit(() -> ws.updateRules(id, session.actor(), r -> r.withTournamentMode(on),
                messages.get(on ? "workshop.tournament.on" : "workshop.tournament.off")),
                r -> say(messages.get(on ? "workshop.tournament.on" : "workshop.tournament.off")), this::fail);
    }

    private void say(String text) {
        feedback.say(text);
    }

    private void complain(String text) {
        feedback.complain(text);
    }

    private void fail(Throwable e) {
        feedback.fail(e);
    }

    // ---------------------------------------------------------------- properties

    public ObservableList<String> operators() {
        return operators;
    }

    public ObservableList<SlotRow> slots() {
        return slots;
    }

    public ObservableList<CatalogueRow> catalogue() {
        return catalogue;
    }

    public ObservableList<BinRow> bin() {
        return bin;
    }

    public ObservableList<String> diagnostics() {
        return diagnostics;
    }

    public ObservableList<String> readBack() {
        return readBack;
    }

    public StringProperty operatorProperty() {
        return operator;
    }

    public IntegerProperty selectedSlotProperty() {
        return selectedSlot;
    }

    public ObjectProperty<CatalogueRow> selectedCatalogueProperty() {
        return selectedCatalogue;
    }

    public ObjectProperty<BinRow> selectedBinProperty() {
        return selectedBin;
    }

    public IntegerProperty conditionProperty() {
        return condition;
    }

    public StringProperty maxCostProperty() {
        return maxCost;
    }

    public StringProperty maxConsumptionProperty() {
        return maxConsumption;
    }

    public BooleanProperty affordableOnlyProperty() {
        return affordableOnly;
    }

    /** Whether a replaced Engine or Chassis goes to the Spare Parts Bin instead of being sold. */
    public BooleanProperty binOldProperty() {
        return binOld;
    }

    public StringProperty scriptProperty() {
        return script;
    }

    public ReadOnlyStringProperty botNameProperty() {
        return botName.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty moneyProperty() {
        return money.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty moneyValueProperty() {
        return moneyValue.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty engineProperty() {
        return engine.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty chassisProperty() {
        return chassis.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty readinessProperty() {
        return readiness.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty gaugeProperty() {
        return gauge.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty gaugeTextProperty() {
        return gaugeText.getReadOnlyProperty();
    }

    /** The publicly tracked Bout Count, Red Mist and LED Banner names of the shown Operator. */
    public ReadOnlyStringProperty standingProperty() {
        return standing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty figuresProperty() {
        return figures.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty warningProperty() {
        return warning.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty defunctProperty() {
        return defunct.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty previewProperty() {
        return preview.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty previewIsBadProperty() {
        return previewIsBad.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty scriptSummaryProperty() {
        return scriptSummary.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty scriptDirtyProperty() {
        return scriptDirty.getReadOnlyProperty();
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
