package org.dynast.app.blogbots.bouts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.Observable;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.blogbots.workshop.ScriptAssist;
import org.dynast.app.common.Messages;
import org.dynast.model.Numbers;
import org.dynast.model.blogbots.arena.BoutsService;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ChassisModel;
import org.dynast.model.blogbots.bots.EngineType;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.blogbots.bots.script.ScriptReport;

/**
 * The House Bot editor (rule "House Bots"): a name, an Engine and a Chassis from the dynasty's catalogue, the Systems
 * front to back (no more than the Chassis has hardpoints), and the Script with its read-back and diagnostics. A live
 * line gives the Bot Value against the limit that applies beside the other House Bots ("One House Bot may have a Bot
 * Value of up to ₩15,000; the other two must have Bot Values that do not exceed ₩12,000") and whether it would be
 * Defunct. OK is disabled, with the model's reason, while {@link BoutsService#houseBotProblem} refuses the House Bot.
 */
public final class HouseBotEditorViewModel {

    /** What OK gives back: the House Bot's Bot and Script. */
    public record Edited(Bot bot, String script) {
    }

    private final Catalogue catalogue;
    private final List<HouseBot> others;
    /** The Operators' Bots' names, which a House Bot's Script may name (null: not known). */
    private final List<String> operatorsBots;
    private final HouseBot editing;
    private final long dynastyId;
    private final Messages messages;

    private final StringProperty name = new SimpleStringProperty(this, "name", "");
    private final ObjectProperty<EngineType> engine = new SimpleObjectProperty<>(this, "engine");
    private final ObjectProperty<ChassisModel> chassis = new SimpleObjectProperty<>(this, "chassis");
    private final ObservableList<String> systems = FXCollections.observableArrayList();
    private final IntegerProperty selectedSystem = new SimpleIntegerProperty(this, "selectedSystem", -1);
    private final ObjectProperty<SystemType> systemToAdd = new SimpleObjectProperty<>(this, "systemToAdd");
    private final StringProperty script = new SimpleStringProperty(this, "script", "");

    private final ReadOnlyStringWrapper valueLine = new ReadOnlyStringWrapper(this, "valueLine", "");
    private final ReadOnlyStringWrapper powerLine = new ReadOnlyStringWrapper(this, "powerLine", "");
    private final ReadOnlyBooleanWrapper defunct = new ReadOnlyBooleanWrapper(this, "defunct");
    private final ReadOnlyBooleanWrapper overLimit = new ReadOnlyBooleanWrapper(this, "overLimit");
    private final ReadOnlyStringWrapper hardpointsLine = new ReadOnlyStringWrapper(this, "hardpointsLine", "");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyBooleanWrapper okDisabled = new ReadOnlyBooleanWrapper(this, "okDisabled", true);
    private final ReadOnlyBooleanWrapper canAdd = new ReadOnlyBooleanWrapper(this, "canAdd");
    private final ReadOnlyBooleanWrapper canRemove = new ReadOnlyBooleanWrapper(this, "canRemove");
    private final ReadOnlyBooleanWrapper canMoveUp = new ReadOnlyBooleanWrapper(this, "canMoveUp");
    private final ReadOnlyBooleanWrapper canMoveDown = new ReadOnlyBooleanWrapper(this, "canMoveDown");
    private final ReadOnlyStringWrapper scriptSummary = new ReadOnlyStringWrapper(this, "scriptSummary", "");
    private final ObservableList<String> readBack = FXCollections.observableArrayList();
    private final ObservableList<String> diagnostics = FXCollections.observableArrayList();

    /**
     * @param houseBots every House Bot there is now (the edited one among them when amending)
     * @param editing   the House Bot to amend (its fields pre-filled), or null for a new one
     */
    public HouseBotEditorViewModel(long dynastyId, Catalogue catalogue, List<HouseBot> houseBots, HouseBot editing,
                                   Messages messages) {
        this(dynastyId, catalogue, houseBots, editing, messages, null);
    }

    /**
     * As above, knowing the Operators' Bots' names ({@code operatorsBots}), so that the Script reads an Opponent's name
     * as the Bots in play write it ("Y is the name of a single Opponent"), whatever it holds.
     */
    public HouseBotEditorViewModel(long dynastyId, Catalogue catalogue, List<HouseBot> houseBots, HouseBot editing,
                                   Messages messages, List<String> operatorsBots) {
        this.dynastyId = dynastyId;
        this.operatorsBots = operatorsBots == null ? null : List.copyOf(operatorsBots);
        this.catalogue = catalogue;
        this.editing = editing;
        this.others = houseBots.stream().filter(h -> editing == null || h.id() != editing.id()).toList();
        this.messages = messages;
        if (editing != null) {
            Bot b = editing.bot();
            name.set(b.name());
            engine.set(catalogue.engine(b.engine().name()).orElse(null));
            chassis.set(catalogue.chassis(b.chassis().name()).orElse(null));
            systems.setAll(b.systems().stream().map(Part::name).toList());
            script.set(editing.script());
        } else {
            engine.set(catalogue.engine(Bot.DEFAULT_ENGINE).orElse(catalogue.engines().isEmpty() ? null
                    : catalogue.engines().get(0)));
            chassis.set(catalogue.chassis(Bot.DEFAULT_CHASSIS).orElse(catalogue.chassis().isEmpty() ? null
                    : catalogue.chassis().get(0)));
        }
        systemToAdd.set(catalogue.systems().isEmpty() ? null : catalogue.systems().get(0));
        for (Observable o : List.<Observable>of(name, engine, chassis, systems, selectedSystem, systemToAdd, script)) {
            o.addListener(x -> update());
        }
        update();
    }

    /** True when amending an existing House Bot. */
    public boolean amending() {
        return editing != null;
    }

    // ------------------------------------------------------------------------------------ catalogue labels

    public List<EngineType> engines() {
        return catalogue.engines();
    }

    public List<ChassisModel> chassisModels() {
        return catalogue.chassis();
    }

    public List<SystemType> systemTypes() {
        return catalogue.systems();
    }

    /** "Hydraulic — ₩7,300, power 1,100" as the Workshop offers Engines. */
    public String engineLabel(EngineType e) {
        return e == null ? "" : messages.get("bouts.editor.engineOption", e.name(), WorkshopService.money(e.cost()),
                number(e.powerOutput()));
    }

    /** "Tundra Industries #9 — ₩3,200, 3 hardpoints, consumption 300" */
    public String chassisLabel(ChassisModel c) {
        return c == null ? "" : messages.get("bouts.editor.chassisOption", c.name(), WorkshopService.money(c.cost()),
                c.hardpoints(), number(c.consumption()));
    }

    /** "Flipper — ₩2,000, consumption 150" */
    public String systemLabel(SystemType s) {
        return s == null ? "" : messages.get("bouts.editor.systemOption", s.name(), WorkshopService.money(s.cost()),
                number(s.consumption()));
    }

    private static String number(int n) {
        return Numbers.count(n);
    }

    // ------------------------------------------------------------------------------------ Systems

    /** Adds the chosen System at the back, while the Chassis has a free hardpoint. */
    public void addSystem() {
        if (canAdd.get()) {
            systems.add(systemToAdd.get().name());
            selectedSystem.set(systems.size() - 1);
        }
    }

    public void removeSystem() {
        int at = selectedSystem.get();
        if (at >= 0 && at < systems.size()) {
            systems.remove(at);
            selectedSystem.set(Math.min(at, systems.size() - 1));
        }
    }

    public void moveSystemUp() {
        move(-1);
    }

    public void moveSystemDown() {
        move(1);
    }

    private void move(int by) {
        int at = selectedSystem.get();
        int to = at + by;
        if (at < 0 || at >= systems.size() || to < 0 || to >= systems.size()) {
            return;
        }
        String moved = systems.get(at);
        systems.set(at, systems.get(to));
        systems.set(to, moved);
        selectedSystem.set(to);
    }

    // ------------------------------------------------------------------------------------ checking

    /** The House Bot as it stands, at full Condition (or the Condition it has, for a part it keeps). */
    public Bot bot() {
        Bot was = editing == null ? null : editing.bot();
        String e = engine.get() == null ? "" : engine.get().name();
        String c = chassis.get() == null ? "" : chassis.get().name();
        Part enginePart = was != null && was.engine().name().equals(e) ? was.engine() : Part.engine(e, 100);
        Part chassisPart = was != null && was.chassis().name().equals(c) ? was.chassis() : Part.chassis(c, 100);
        List<Part> parts = new ArrayList<>();
        List<Part> kept = was == null ? new ArrayList<>() : new ArrayList<>(was.systems());
        for (String s : systems) {
            Optional<Part> old = kept.stream().filter(p -> p.name().equals(s)).findFirst();
            old.ifPresent(kept::remove);
            parts.add(old.orElse(Part.system(s, 100)));
        }
        return new Bot(name.get() == null ? "" : name.get().strip(), enginePart, chassisPart, parts);
    }

    private void update() {
        Bot bot = bot();
        String text = script.get() == null ? "" : script.get();
        BotFigures f = BotFigures.of(bot, catalogue);
        int limit = BoutsService.houseValueLimit(others, catalogue);
        List<String> above = others.stream()
                .filter(o -> BotFigures.of(o.bot(), catalogue).botValue() > BoutsService.HOUSE_VALUE)
                .map(HouseBot::name).toList();
        overLimit.set(f.botValue() > limit);
        valueLine.set(messages.get(overLimit.get() ? "bouts.editor.value.over" : "bouts.editor.value",
                WorkshopService.money(f.botValue()), WorkshopService.money(limit),
                above.isEmpty() ? messages.get("bouts.editor.limit.top")
                        : messages.get("bouts.editor.limit.taken", String.join(" and ", above))));
        defunct.set(f.defunct());
        powerLine.set(messages.get(f.defunct() ? "bouts.editor.defunct" : "bouts.editor.power",
                number(f.consumption()), number(f.effectivePowerOutput()))
                + (f.trashed() ? " " + messages.get("bouts.editor.trashed", String.join("; ", f.trashedWhy())) : ""));
        int hardpoints = chassis.get() == null ? 0 : chassis.get().hardpoints();
        hardpointsLine.set(messages.get("bouts.editor.hardpoints", systems.size(), hardpoints));
        canAdd.set(systemToAdd.get() != null && systems.size() < hardpoints);
        int at = selectedSystem.get();
        canRemove.set(at >= 0 && at < systems.size());
        canMoveUp.set(at > 0 && at < systems.size());
        canMoveDown.set(at >= 0 && at < systems.size() - 1);

        List<String> inPlay = null;
        if (operatorsBots != null) {
            inPlay = new ArrayList<>(operatorsBots);
            for (HouseBot h : others) {
                inPlay.add(h.name());
            }
            inPlay.add(bot.name());
        }
        ScriptReport report = ScriptReport.read(text, bot, catalogue, inPlay);
        readBack.setAll(ScriptAssist.readBack(text, report, messages));
        diagnostics.setAll(report.diagnostics().stream().map(ScriptAssist::describe).toList());
        scriptSummary.set(ScriptAssist.summary(report, messages));

        HouseBot candidate = new HouseBot(editing == null ? -1 : editing.id(), dynastyId, bot, text);
        List<HouseBot> after = new ArrayList<>(others);
        after.add(candidate);
        Optional<String> why = engine.get() == null || chassis.get() == null
                ? Optional.of(messages.get("bouts.editor.choose"))
                : BoutsService.houseBotProblem(candidate, after, catalogue);
        problem.set(why.orElse(""));
        okDisabled.set(why.isPresent());
    }

    /** The House Bot to create or amend, or empty while it is not allowed (OK is disabled). */
    public Optional<Edited> result() {
        return okDisabled.get() ? Optional.empty() : Optional.of(new Edited(bot(), script.get().strip()));
    }

    // ------------------------------------------------------------------------------------ properties

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<EngineType> engineProperty() {
        return engine;
    }

    public ObjectProperty<ChassisModel> chassisProperty() {
        return chassis;
    }

    /** The Systems' names, front to back. */
    public ObservableList<String> systems() {
        return systems;
    }

    public IntegerProperty selectedSystemProperty() {
        return selectedSystem;
    }

    public ObjectProperty<SystemType> systemToAddProperty() {
        return systemToAdd;
    }

    public StringProperty scriptProperty() {
        return script;
    }

    public ReadOnlyStringProperty valueLineProperty() {
        return valueLine.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty overLimitProperty() {
        return overLimit.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty powerLineProperty() {
        return powerLine.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty defunctProperty() {
        return defunct.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty hardpointsLineProperty() {
        return hardpointsLine.getReadOnlyProperty();
    }

    /** Why OK is disabled, in the rule's words; empty while the House Bot may be saved. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty okDisabledProperty() {
        return okDisabled.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canAddProperty() {
        return canAdd.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRemoveProperty() {
        return canRemove.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canMoveUpProperty() {
        return canMoveUp.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canMoveDownProperty() {
        return canMoveDown.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty scriptSummaryProperty() {
        return scriptSummary.getReadOnlyProperty();
    }

    public ObservableList<String> readBack() {
        return readBack;
    }

    public ObservableList<String> diagnostics() {
        return diagnostics;
    }
}
