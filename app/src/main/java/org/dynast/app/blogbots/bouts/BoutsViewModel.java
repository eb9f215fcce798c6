package org.dynast.app.blogbots.bouts;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.TimeText;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.BlogBots;
import org.dynast.model.blogbots.arena.AnnouncedBout;
import org.dynast.model.blogbots.arena.ArenaFiles.Replay;
import org.dynast.model.blogbots.arena.BoutStatus;
import org.dynast.model.blogbots.arena.BoutsService;
import org.dynast.model.blogbots.arena.HouseBot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.ComponentKind;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;
import org.dynast.model.blogbots.bots.WorkshopService;
import org.dynast.model.time.GameClock;

/**
 * The Bouts tab (Ruleset 205): the House Bots, the Operators' Readiness, Bout Count and Red Mist, Announcing
 * Bouts (with the Announcement Post to copy), the announced Bouts with what each waits for, and the actions
 * around them: request a System, set Readiness to Set, Taunt, run a Bout (and watch it in the Arena), declare a
 * forfeit. Every action goes through the model's {@link BoutsService}; refusals come back in the rule's words.
 */
public final class BoutsViewModel {

    /** One House Bot with its Bot Value. */
    public record HouseBotRow(long id, String name, String value, String engine, String chassis, String systems,
                              HouseBot houseBot) {
    }

    /** One Operator as the Bouts see them (read-only here). */
    public record OperatorRow(long playerId, String name, String readiness, String since, int boutCount, int redMist,
                              String request) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** One announced Bout: names, Configuration, and its state in words. */
    public record BoutRow(long id, String title, String configuration, String state, boolean pending,
                          boolean forfeitDue, AnnouncedBout bout) {
    }

    private final Session session;
    private final DialogService dialogs;
    private final HouseBotDialogs houseBotDialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final GameClock clock;
    private final Feedback feedback;
    private final TabWork work;

    private final ObservableList<HouseBotRow> houseBots = FXCollections.observableArrayList();
    private final ObservableList<OperatorRow> operators = FXCollections.observableArrayList();
    private final ObservableList<BoutRow> bouts = FXCollections.observableArrayList();
    private final ObjectProperty<HouseBotRow> selectedHouseBot = new SimpleObjectProperty<>(this, "selectedHouseBot");
    private final ObjectProperty<OperatorRow> selectedOperator = new SimpleObjectProperty<>(this, "selectedOperator");
    private final ObjectProperty<BoutRow> selectedBout = new SimpleObjectProperty<>(this, "selectedBout");
    private final ReadOnlyStringWrapper post = new ReadOnlyStringWrapper(this, "post", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyBooleanWrapper available = new ReadOnlyBooleanWrapper(this, "available");
    private final ReadOnlyObjectWrapper<Replay> lastReplay = new ReadOnlyObjectWrapper<>(this, "lastReplay");
    private Consumer<Replay> watcher = r -> { };

    public BoutsViewModel(Session session, DialogService dialogs, HouseBotDialogs houseBotDialogs,
                          TaskExecutor executor, Messages messages, GameClock clock) {
        this.houseBotDialogs = houseBotDialogs;
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.clock = clock;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> {
            result.set(""); // the last result (its awards) may be what was just undone
            lastReplay.set(null);
        });
        selectedBout.addListener((o, a, b) -> {
            if (b != null && (a == null || a.id() != b.id()) && session.dynasty() != null) {
                post.set(BlogBots.in(session.store()).bouts().post(session.dynasty().id(), List.of(b.bout())));
            }
        });
        refresh();
    }

    /** Where "Watch in Arena" sends a replay (the console selects the Arena tab and shows it). */
    public void useWatcher(Consumer<Replay> value) {
        this.watcher = value == null ? r -> { } : value;
    }

    // ------------------------------------------------------------------------------------ reading

    private record Snapshot(long dynastyId, Catalogue catalogue, boolean tournament, List<HouseBot> house,
                            List<WorkshopService.Operator> operators, List<AnnouncedBout> bouts,
                            List<Optional<BoutsService.Forfeit>> forfeits) {
    }

    public void refresh() {
        var dynasty = session.dynasty();
        if (dynasty == null || dynasty.rulesetNumber() != 205) {
            available.set(false);
            houseBots.clear();
            operators.clear();
            bouts.clear();
            return;
        }
        long id = dynasty.id();
        var store = session.store();
        work.act(() -> {
            List<AnnouncedBout> all = BlogBots.in(store).bouts().bouts(id);
            List<Optional<BoutsService.Forfeit>> forfeits = all.stream()
                    .map(b -> b.pending() ? BlogBots.in(store).bouts().forfeit(id, b.id()) : Optional.<BoutsService.Forfeit>empty())
                    .toList();
            var rules = BlogBots.in(store).workshop().rules(id);
            return new Snapshot(id, rules.catalogue(), rules.tournamentMode(), BlogBots.in(store).bouts().houseBots(id),
                    BlogBots.in(store).workshop().operators(id), all, forfeits);
        }, this::apply);
    }

    private void apply(Snapshot s) {
        available.set(true);
        Long keepHouse = selectedHouseBot.get() == null ? null : selectedHouseBot.get().id();
        Long keepOp = selectedOperator.get() == null ? null : selectedOperator.get().playerId();
        Long keepBout = selectedBout.get() == null ? null : selectedBout.get().id();
        houseBots.setAll(s.house().stream().map(h -> new HouseBotRow(h.id(), h.name(),
                WorkshopService.money(BotFigures.of(h.bot(), s.catalogue()).botValue()),
                h.bot().engine().name(), h.bot().chassis().name(),
                String.join(", ", h.bot().systems().stream().map(Part::name).toList()), h)).toList());
        operators.setAll(s.operators().stream().map(o -> {
            Loadout l = o.loadout();
            String request = l.requests().isEmpty() ? ""
                    : String.join(", ", l.requests().stream().map(Part::name).toList());
            return new OperatorRow(o.playerId(), o.name(), l.readiness().word(), TimeText.format(l.readinessSince()),
                    l.boutCount(), l.redMist(), request);
        }).toList());
        Instant now = clock.now();
        List<BoutRow> rows = new ArrayList<>();
        for (int i = s.bouts().size() - 1; i >= 0; i--) { // newest first
            AnnouncedBout b = s.bouts().get(i);
            rows.add(new BoutRow(b.id(), b.title(), shortConfiguration(b, s.catalogue()),
                    state(b, s, s.forfeits().get(i), now), b.pending(),
                    s.forfeits().get(i).map(f -> f.due(now)).orElse(false), b));
        }
        bouts.setAll(rows);
        houseBots.stream().filter(r -> keepHouse != null && r.id() == keepHouse).findFirst()
                .ifPresent(selectedHouseBot::set);
        operators.stream().filter(r -> keepOp != null && r.playerId() == keepOp).findFirst()
                .ifPresent(selectedOperator::set);
        bouts.stream().filter(r -> keepBout != null && r.id() == keepBout).findFirst().ifPresent(selectedBout::set);
    }

    /** The Configuration on one line: its variations, or the standard Arena. */
    private String shortConfiguration(AnnouncedBout b, Catalogue catalogue) {
        if (b.configuration().isStandard()) {
            return messages.get("bouts.config.standard");
        }
        return String.join(" \u00b7 ", BoutsService.configurationText(b.configuration(), catalogue).lines()
                .map(String::strip).filter(l -> l.startsWith("- ")).map(l -> l.substring(2)).toList());
    }

    private String state(AnnouncedBout b, Snapshot s, Optional<BoutsService.Forfeit> forfeit, Instant now) {
        if (!b.pending()) {
            return messages.get("bouts.state." + b.status().name().toLowerCase(Locale.ROOT), b.winner(),
                    b.outcome() == null ? "" : b.outcome(), TimeText.format(b.resolvedAt()))
                    + (b.practice() ? " " + messages.get("bouts.state.practice") : "");
        }
        if (forfeit.isPresent()) {
            BoutsService.Forfeit f = forfeit.get();
            return f.due(now) ? messages.get("bouts.state.forfeitNow", f.loser(), f.winner())
                    : messages.get("bouts.state.forfeitIn", f.loser(), hours(Duration.between(now, f.from())),
                    f.winner());
        }
        List<String> waiting = new ArrayList<>();
        for (WorkshopService.Operator o : s.operators()) {
            if (b.involves(o.playerId()) && o.loadout().readiness() != Readiness.SET) {
                waiting.add(messages.get("bouts.state.who", o.name(), o.loadout().readiness().word(),
                        TimeText.format(o.loadout().readinessSince())));
            }
        }
        return waiting.isEmpty() ? messages.get("bouts.state.ready")
                : messages.get("bouts.state.waiting", String.join(", ", waiting));
    }

    private static String hours(Duration d) {
        long h = (d.toMinutes() + 59) / 60;
        return h > 48 ? (h / 24) + " d " + (h % 24) + " h" : h + " h";
    }

    // ------------------------------------------------------------------------------------ House Bots

    /** Opens the House Bot editor on a new House Bot (Petrol, Apex Systems X1500, no Systems yet). */
    public void addHouseBot() {
        openEditor(null);
    }

    /** Opens the House Bot editor on the selected House Bot, its fields filled in. */
    public void editHouseBot() {
        HouseBotRow row = selectedHouseBot.get();
        if (row == null) {
            feedback.complain(messages.get("bouts.house.none"));
            return;
        }
        openEditor(row);
    }

    private void openEditor(HouseBotRow row) {
        if (!available.get()) {
            return;
        }
        long id = session.dynasty().id();
        String actor = session.actor();
        var store = session.store();
        record Known(Catalogue catalogue, List<HouseBot> house, List<String> operatorsBots) {
        }
        work.act(() -> {
            var blogBots = BlogBots.in(store);
            return new Known(blogBots.workshop().rules(id).catalogue(), blogBots.bouts().houseBots(id),
                    blogBots.workshop().operators(id).stream().map(o -> o.loadout().bot().name()).toList());
        }, k -> {
            HouseBot editing = row == null ? null
                    : k.house().stream().filter(h -> h.id() == row.id()).findFirst().orElse(row.houseBot());
            var editor = new HouseBotEditorViewModel(id, k.catalogue(), k.house(), editing, messages, k.operatorsBots());
            houseBotDialogs.editHouseBot(messages.get(row == null ? "bouts.house.add.title" : "bouts.house.edit.title"),
                    editor).ifPresent(f -> work.act(() -> row == null
                            ? BlogBots.in(store).bouts().createHouseBot(id, actor, f.bot(), f.script())
                            : BlogBots.in(store).bouts().amendHouseBot(id, actor, row.id(), f.bot(), f.script()),
                    h -> feedback.say(messages.get("bouts.house.saved", h.name()))));
        });
    }

    public void removeHouseBot() {
        HouseBotRow row = selectedHouseBot.get();
        if (row == null) {
            feedback.complain(messages.get("bouts.house.none"));
            return;
        }
        long id = session.dynasty().id();
        String actor = session.actor();
        work.act(() -> {
            BlogBots.in(session.store()).bouts().removeHouseBot(id, actor, row.id());
            return row.name();
        }, name -> feedback.say(messages.get("bouts.house.removed", name)));
    }

    // ------------------------------------------------------------------------------------ Announcing

    /** Asks how many Bouts, announces them, shows the Announcement Post and copies it. */
    public void announce() {
        if (!available.get()) {
            return;
        }
        Optional<String> count = dialogs.askText(messages.get("bouts.announce.title"),
                messages.get("bouts.announce.count"), "1");
        if (count.isEmpty()) {
            return;
        }
        int n;
        try {
            n = Integer.parseInt(count.get().strip());
        } catch (NumberFormatException e) {
            feedback.complain(messages.get("bouts.announce.bad", count.get()));
            return;
        }
        long id = session.dynasty().id();
        String actor = session.actor();
        work.act(() -> BlogBots.in(session.store()).bouts().announce(id, actor, n), a -> {
            post.set(a.post());
            dialogs.copyToClipboard(a.post());
            feedback.say(messages.get("bouts.announced", a.bouts().size(), a.seed()));
        });
    }

    // ------------------------------------------------------------------------------------ Operators' actions

    private Optional<OperatorRow> operator() {
        OperatorRow row = selectedOperator.get();
        if (row == null) {
            feedback.complain(messages.get("bouts.operator.none"));
        }
        return Optional.ofNullable(row);
    }

    /**
     * The selected Operator asks for Systems from their Spare Parts Bin: a list in Tournament Mode, else one System
     * by Modular Breakpoint.
     */
    public void requestSystem() {
        operator().ifPresent(row -> {
            long id = session.dynasty().id();
            String actor = session.actor();
            var store = session.store();
            record Asked(Loadout loadout, boolean tournament) {
            }
            work.act(() -> new Asked(BlogBots.in(store).workshop().loadout(id, row.playerId()),
                    BlogBots.in(store).workshop().rules(id).tournamentMode()), asked -> {
                        List<String> wanted;
                        if (asked.tournament()) {
                            Optional<String> list = dialogs.askText(messages.get("bouts.request.title"),
                                    messages.get("bouts.request.list", row.name()), "");
                            if (list.isEmpty()) {
                                return;
                            }
                            wanted = Arrays.stream(list.get().split(",")).map(String::strip)
                                    .filter(x -> !x.isEmpty()).toList();
                        } else {
                            List<String> bin = asked.loadout().bin().stream()
                                    .filter(p -> p.kind() == ComponentKind.SYSTEM).map(Part::name).distinct().toList();
                            if (bin.isEmpty()) {
                                feedback.complain(messages.get("bouts.request.emptyBin", row.name()));
                                return;
                            }
                            Optional<String> one = dialogs.askChoice(messages.get("bouts.request.title"),
                                    messages.get("bouts.request.one", row.name()), bin);
                            if (one.isEmpty()) {
                                return;
                            }
                            wanted = List.of(one.get());
                        }
                        work.act(() -> BlogBots.in(store).bouts().requestSystems(id, actor, row.playerId(), wanted),
                                done -> feedback.say(messages.get("bouts.request.done", row.name(),
                                        String.join(", ", wanted))));
                    });
        });
    }

    /** "When an Operator's Readiness is Staging then they may set it to Set at any time" */
    public void setReadinessSet() {
        operator().ifPresent(row -> {
            long id = session.dynasty().id();
            String actor = session.actor();
            work.act(() -> BlogBots.in(session.store()).workshop().setReadiness(id, actor, row.playerId(), Readiness.SET),
                    l -> feedback.say(messages.get("bouts.set.done", row.name())));
        });
    }

    /** The selected Operator Taunts another: asks whom and the new Red Mist, offering the most allowed. */
    public void taunt() {
        operator().ifPresent(row -> {
            List<String> others = operators.stream().filter(o -> o.playerId() != row.playerId())
                    .map(OperatorRow::name).toList();
            Optional<String> target = dialogs.askChoice(messages.get("bouts.taunt.title"),
                    messages.get("bouts.taunt.whom", row.name()), others);
            if (target.isEmpty()) {
                return;
            }
            OperatorRow t = operators.stream().filter(o -> o.name().equals(target.get())).findFirst().orElseThrow();
            long id = session.dynasty().id();
            var bouts = BlogBots.in(session.store()).bouts();
            work.act(() -> bouts.tauntAllowance(id, row.playerId(), t.playerId()),
                    a -> askTaunt(row, t, a));
        });
    }

    private void askTaunt(OperatorRow row, OperatorRow t, BoutsService.TauntAllowance a) {
        long id = session.dynasty().id();
        var bouts = BlogBots.in(session.store()).bouts();
        Optional<String> value = dialogs.askText(messages.get("bouts.taunt.title"),
                messages.get("bouts.taunt.value", t.name(), a.targetRedMist(), a.max()), Integer.toString(a.max()));
        if (value.isEmpty()) {
            return;
        }
        int v;
        try {
            v = Integer.parseInt(value.get().strip());
        } catch (NumberFormatException e) {
            feedback.complain(messages.get("bouts.taunt.bad", value.get()));
            return;
        }
        String actor = session.actor();
        work.act(() -> bouts.taunt(id, actor, row.playerId(), t.playerId(), v),
                l -> feedback.say(messages.get("bouts.taunt.done", row.name(), t.name(), v)));
    }

    // ------------------------------------------------------------------------------------ Bouts

    private Optional<BoutRow> bout() {
        BoutRow row = selectedBout.get();
        if (row == null) {
            feedback.complain(messages.get("bouts.bout.none"));
        }
        return Optional.ofNullable(row);
    }

    /** Runs the selected Bout with its stored Configuration and seed, and shows what came of it. */
    public void runBout() {
        bout().ifPresent(row -> {
            long id = session.dynasty().id();
            String actor = session.actor();
            work.act(() -> BlogBots.in(session.store()).bouts().run(id, actor, row.id()), ran -> {
                lastReplay.set(ran.replay());
                StringBuilder sb = new StringBuilder(ran.bout().title()).append(": ").append(ran.bout().outcome());
                for (var s : ran.settled()) {
                    sb.append('\n').append(s.operator()).append(": ").append(String.join("; ", s.changes()));
                }
                result.set(sb.toString());
                feedback.say(messages.get("bouts.ran", ran.bout().title(), ran.bout().winner()));
            });
        });
    }

    /** Sends the last Bout run (or the selected fought Bout) to the Arena tab. */
    public void watchInArena() {
        Replay replay = lastReplay.get();
        BoutRow row = selectedBout.get();
        if (row != null && row.bout().status() == BoutStatus.FOUGHT) {
            long id = session.dynasty().id();
            work.act(() -> BlogBots.in(session.store()).bouts().replay(id, row.id()), r -> {
                lastReplay.set(r);
                watcher.accept(r);
            });
            return;
        }
        if (replay == null) {
            feedback.complain(messages.get("bouts.watch.none"));
            return;
        }
        watcher.accept(replay);
    }

    public void declareForfeit() {
        bout().ifPresent(row -> {
            long id = session.dynasty().id();
            String actor = session.actor();
            work.act(() -> BlogBots.in(session.store()).bouts().declareForfeit(id, actor, row.id()),
                    b -> {
                        result.set(b.title() + ": " + b.outcome());
                        feedback.say(messages.get("bouts.forfeited", b.title(), b.winner()));
                    });
        });
    }

    // ------------------------------------------------------------------------------------ properties

    public ObservableList<HouseBotRow> houseBots() {
        return houseBots;
    }

    public ObservableList<OperatorRow> operators() {
        return operators;
    }

    public ObservableList<BoutRow> bouts() {
        return bouts;
    }

    public ObjectProperty<HouseBotRow> selectedHouseBotProperty() {
        return selectedHouseBot;
    }

    public ObjectProperty<OperatorRow> selectedOperatorProperty() {
        return selectedOperator;
    }

    public ObjectProperty<BoutRow> selectedBoutProperty() {
        return selectedBout;
    }

    public ReadOnlyStringProperty postProperty() {
        return post.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty availableProperty() {
        return available.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Replay> lastReplayProperty() {
        return lastReplay.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty errorProperty() {
        return feedback.errorProperty();
    }
}
