package org.dynast.app.wizards;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.DuelService;
import org.dynast.model.wizards.WizardsEngine;
import org.dynast.model.wizards.WizardsState;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Wizard;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Wizards tab: every Stable with its creatures and their Upkeep, Breed… (the legal Stocks, the illegal ones with
 * their reason, the whelps with their Food), the Duels board (roles, timers, the plans the judge holds, Run battle and
 * its result text) and undo. Reads and actions run through the {@link TaskExecutor}; a refusal is shown, never thrown.
 */
public final class WizardsViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(WizardsViewModel.class);

    /** A creature as a chip: its wording and its Upkeep for its Wizard. */
    public record Chip(String creature, int upkeep) {
        @Override
        public String toString() {
            return creature + " (" + upkeep + ")";
        }
    }

    /** A Wizard's Stable and stores. */
    public record StableItem(String wizard, List<Chip> chips, int food, int favor, int upkeep) {
    }

    /** A possible Stock for the chosen breeder: legal, or greyed with its reason. */
    public record StockItem(String proprietor, int index, String creature, int food, String refusal) {
        public boolean legal() {
            return refusal == null;
        }

        @Override
        public String toString() {
            return proprietor + "'s " + creature + " \u2014 " + (legal() ? food + " Food" : refusal);
        }
    }

    /** A possible whelp: legal, or with its reason. */
    public record WhelpItem(String creature, int food, String refusal) {
        public boolean legal() {
            return refusal == null;
        }

        @Override
        public String toString() {
            return creature + " \u2014 " + (legal() ? food + " Food" : refusal);
        }
    }

    /** A duel on the board. */
    public record DuelItem(int number, String title, String stage, String roles, String timers, String plans,
                           String result, String judge) {
        @Override
        public String toString() {
            return "#" + number + " " + title + " \u2014 " + stage;
        }
    }

    private final Session session;
    private final TaskExecutor executor;
    private final Messages messages;

    private final ObservableList<StableItem> stables = FXCollections.observableArrayList();
    private final ObservableList<String> breeders = FXCollections.observableArrayList();
    private final ObjectProperty<String> breeder = new SimpleObjectProperty<>(this, "breeder");
    private final ObservableList<StockItem> stocks = FXCollections.observableArrayList();
    private final ObjectProperty<StockItem> stock = new SimpleObjectProperty<>(this, "stock");
    private final ObservableList<WhelpItem> whelps = FXCollections.observableArrayList();
    private final ObjectProperty<WhelpItem> whelp = new SimpleObjectProperty<>(this, "whelp");
    private final ObservableList<DuelItem> duels = FXCollections.observableArrayList();
    private final ObjectProperty<DuelItem> duel = new SimpleObjectProperty<>(this, "duel");
    private final ReadOnlyStringWrapper battleText = new ReadOnlyStringWrapper(this, "battleText", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    public WizardsViewModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
        breeder.addListener((o, a, b) -> refreshStocks());
        stock.addListener((o, a, b) -> refreshWhelps());
        duel.addListener((o, a, b) -> battleText.set(b == null ? "" : b.result()));
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        refresh();
    }

    private WizardsEngine engine() {
        return WizardsEngine.in(session.store());
    }

    private long id() {
        return session.dynasty().id();
    }

    // ---- reading ---------------------------------------------------------------------------------

    private record Snapshot(Realm realm, List<DuelItem> duels) {
    }

    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = id();
        executor.submit(() -> new Snapshot(engine().stables().realm(id), duelItems(id)), this::show, this::failed);
    }

    private List<DuelItem> duelItems(long id) {
        List<DuelItem> out = new ArrayList<>();
        java.time.Instant now = session.store().clock().now();
        for (WizardsState.Duel d : engine().duels().duels(id, true)) {
            String roles = messages.get("wizards.duel.roles", d.challenger, d.opponent == null ? "\u2014" : d.opponent,
                    d.judge == null ? "\u2014" : d.judge, d.battlefield == null ? String.join(" / ", d.battlefields)
                    : d.battlefield);
            List<String> plans = new ArrayList<>();
            d.plans.forEach((w, p) -> plans.add(w + ": " + String.join("; ", p.slots.stream().map(s -> s.isEmpty()
                    ? "empty" : s).toList())));
            out.add(new DuelItem(d.number, d.title, d.stage(), roles, String.join("\n", DuelService.timers(d, now)),
                    String.join("\n", plans), d.result == null ? "" : d.result, d.judge));
        }
        return out;
    }

    private void show(Snapshot s) {
        List<StableItem> items = new ArrayList<>();
        for (Wizard w : s.realm().wizards()) {
            var upkeep = s.realm().upkeep(w);
            List<Chip> chips = w.stable().creatures().stream().map(c -> new Chip(c.wording(), upkeep.of(c))).toList();
            items.add(new StableItem(w.name(), chips, w.food(), w.favor(), upkeep.of(w.stable())
                    + upkeep.ofUnderlingType()));
        }
        stables.setAll(items);
        String was = breeder.get();
        List<String> names = items.stream().map(StableItem::wizard).toList();
        if (!breeders.equals(names)) {
            breeders.setAll(names);
        }
        if (was != null && breeders.contains(was)) {
            refreshStocks();
        } else {
            breeder.set(breeders.isEmpty() ? null : breeders.get(0));
        }
        Integer shown = duel.get() == null ? null : duel.get().number();
        duels.setAll(s.duels());
        duel.set(s.duels().stream().filter(d -> shown != null && d.number() == shown).findFirst()
                .orElse(s.duels().isEmpty() ? null : s.duels().get(0)));
    }

    private void refreshStocks() {
        String b = breeder.get();
        if (b == null || session.dynasty() == null) {
            stocks.clear();
            return;
        }
        long id = id();
        executor.submit(() -> engine().stables().stocks(id, b).stream().map(c -> new StockItem(c.proprietor(),
                c.index(), c.stock().wording(), c.food(), c.refusal().orElse(null))).toList(), list -> {
                    stocks.setAll(list);
                    stock.set(list.stream().filter(StockItem::legal).findFirst().orElse(null));
                }, this::failed);
    }

    private void refreshWhelps() {
        StockItem s = stock.get();
        String b = breeder.get();
        if (s == null || b == null || !s.legal()) {
            whelps.clear();
            whelp.set(null);
            return;
        }
        long id = id();
        executor.submit(() -> engine().stables().whelps(id, b, s.proprietor(), s.index()).stream()
                .map(w -> new WhelpItem(w.whelp().wording(), w.food(), w.refusal().orElse(null))).toList(), list -> {
                    whelps.setAll(list);
                    whelp.set(list.stream().filter(WhelpItem::legal).findFirst().orElse(null));
                }, this::failed);
    }

    // ---- actions ---------------------------------------------------------------------------------

    /** Breeds the chosen whelp from the chosen Stock for the chosen breeder (one logged action). */
    public void breed() {
        String b = breeder.get();
        StockItem s = stock.get();
        WhelpItem w = whelp.get();
        if (b == null || s == null || w == null) {
            message.set(messages.get("wizards.breed.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        run(() -> engine().stables().breed(id, actor, b, s.proprietor(), s.creature(), w.creature(), ""),
                messages.get("wizards.breed.done", b, w.creature(), w.food()));
    }

    /** The judge runs the chosen duel's battle; its result text is shown to be posted. */
    public void runBattle() {
        DuelItem d = duel.get();
        if (d == null) {
            message.set(messages.get("wizards.duel.none"));
            return;
        }
        long id = id();
        String actor = session.actor();
        executor.submit(() -> engine().duels().battle(id, actor, d.number(), d.judge()), text -> {
            battleText.set(text);
            message.set(messages.get("wizards.duel.ran", d.title()));
        }, this::failed);
    }

    public void undo() {
        long id = id();
        String actor = session.actor();
        executor.submit(() -> session.store().log().undo(id, actor), e -> {
            message.set(e.summary());
        }, this::failed);
    }

    private void run(Runnable work, String done) {
        executor.submit(() -> {
            work.run();
            return done;
        }, m -> {
            message.set(m);
        }, this::failed);
    }

    private void failed(Throwable e) {
        if (e instanceof Refusal) {
            message.set(e.getMessage());
        } else {
            LOG.error("The Wizards tab failed", e);
            message.set(messages.get("wizards.failed"));
        }
    }

    // ---- properties ------------------------------------------------------------------------------

    public ObservableList<StableItem> stables() {
        return stables;
    }

    public ObservableList<String> breeders() {
        return breeders;
    }

    public ObjectProperty<String> breederProperty() {
        return breeder;
    }

    public ObservableList<StockItem> stocks() {
        return stocks;
    }

    public ObjectProperty<StockItem> stockProperty() {
        return stock;
    }

    public ObservableList<WhelpItem> whelps() {
        return whelps;
    }

    public ObjectProperty<WhelpItem> whelpProperty() {
        return whelp;
    }

    public ObservableList<DuelItem> duels() {
        return duels;
    }

    public ObjectProperty<DuelItem> duelProperty() {
        return duel;
    }

    public ReadOnlyStringProperty battleTextProperty() {
        return battleText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
