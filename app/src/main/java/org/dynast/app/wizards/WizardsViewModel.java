package org.dynast.app.wizards;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
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
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.Refusal;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.wizards.DuelService;
import org.dynast.model.wizards.WizardsState;
import org.dynast.model.wizards.rules.Battle;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Plan;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.StrengthMatrix;
import org.dynast.model.wizards.rules.StrengthTable;
import org.dynast.model.wizards.rules.Wizard;

/**
 * The Wizards tab's Stables and Duels: every Stable with its creatures and their Upkeep, the chosen Stable's Strength
 * matrix (creature × current Battlefield, each cell with its reasons), Breeding (the legal Stocks, the illegal ones with
 * their reason, the whelps with their Food), the Duels board (roles, timers, the plans the judge holds, each slot's
 * Strength with its reasons, Panache, Run battle with its DICE2 and result text). The Campaign, Court and weekly
 * actions have ViewModels of their own. Reads and actions run through the {@link TaskExecutor}; a refusal is shown,
 * never thrown.
 */
public final class WizardsViewModel extends WizardsPanelModel {

    /**
     * A creature as a chip: its wording, its Upkeep for its Wizard, and whether it is listed for the open campaign
     * ("cannot be removed from their Stable or used … until the closing of the campaign").
     */
    public record Chip(String creature, int upkeep, boolean locked) {
        @Override
        public String toString() {
            return creature + " (" + upkeep + ")";
        }
    }

    /** A Wizard's Stable and stores. */
    public record StableItem(String wizard, List<Chip> chips, int food, int favor, int upkeep) {
    }

    /**
     * A possible Stock for the chosen breeder: legal (with a note when the breeder cannot pay its Food, so that only its
     * Spectral whelp, at no Food, is open), or greyed with its reason.
     */
    public record StockItem(String proprietor, int index, String creature, int food, String refusal, String note) {
        public boolean legal() {
            return refusal == null;
        }

        @Override
        public String toString() {
            return proprietor + "'s " + creature + " \u2014 " + (legal() ? food + " Food"
                    + (note == null ? "" : "; " + note) : refusal);
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

    /** One current Battlefield's row of the Strength matrix: a cell per creature of the Stable. */
    public record MatrixRow(String battlefield, String wording, List<MatrixCell> cells) {
    }

    /** A creature's Strength on one Battlefield, with its reasons (bullets, the Druid's Forest bonus, Merging). */
    public record MatrixCell(int strength, String reasons) {
        @Override
        public String toString() {
            return Integer.toString(strength);
        }
    }

    /** One slot of the duel's battle: each side with its Strength and reasons, and who wins it. */
    public record SlotRow(int slot, String first, Integer firstStrength, String firstReasons, String second,
                          Integer secondStrength, String secondReasons, String winner) {
    }

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
    private final ObjectProperty<StableItem> stable = new SimpleObjectProperty<>(this, "stable");
    private final ObservableList<String> matrixColumns = FXCollections.observableArrayList();
    private final ObservableList<MatrixRow> matrix = FXCollections.observableArrayList();
    private final ObservableList<SlotRow> slots = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper board = new ReadOnlyStringWrapper(this, "board", "");
    private final ReadOnlyStringWrapper breedMessage = new ReadOnlyStringWrapper(this, "breedMessage", "");
    private final ReadOnlyStringWrapper boardMessage = new ReadOnlyStringWrapper(this, "boardMessage", "");
    private final ReadOnlyStringWrapper runRefusal = new ReadOnlyStringWrapper(this, "runRefusal", "");
    private final ReadOnlyBooleanWrapper runnable =
            new ReadOnlyBooleanWrapper(this, "runnable");

    private final DialogService dialogs;
    /** A duel to show once the board has read it (one just announced). */
    private Integer wanted;

    public WizardsViewModel(Session session, DialogService dialogs, TaskExecutor executor,
                            Messages messages) {
        super(session, executor, messages);
        this.dialogs = dialogs;
        breeder.addListener((o, a, b) -> refreshStocks());
        stock.addListener((o, a, b) -> refreshWhelps());
        duel.addListener((o, a, b) -> {
            battleText.set(b == null ? "" : b.result());
            boardMessage.set(""); // it spoke of the duel as it was (or of another duel)
            refreshBoard(b);
        });
        stable.addListener((o, a, b) -> refreshMatrix(b));
        refresh();
    }

    @Override
    public void clearMessages() {
        super.clearMessages();
        breedMessage.set("");
        boardMessage.set("");
    }

    // ---- reading ---------------------------------------------------------------------------------

    private record Snapshot(Realm realm, List<DuelItem> duels) {
    }

    @Override
    public void refresh() {
        if (!open()) {
            return;
        }
        long id = id();
        read(() -> new Snapshot(engine().stables().realm(id), duelItems(id)), this::show, message::set);
    }

    private List<DuelItem> duelItems(long id) {
        List<DuelItem> out = new ArrayList<>();
        Instant now = session.store().clock().now();
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
            List<Chip> chips = w.stable().creatures().stream().map(c -> new Chip(c.wording(), upkeep.of(c),
                    w.locked().stream().anyMatch(c::equivalent))).toList();
            items.add(new StableItem(w.name(), chips, w.food(), w.favor(), upkeep.of(w.stable())
                    + upkeep.ofUnderlingType()));
        }
        String chosen = stable.get() == null ? null : stable.get().wizard();
        stables.setAll(items);
        StableItem again = items.stream().filter(i -> i.wizard().equals(chosen)).findFirst()
                .orElse(items.isEmpty() ? null : items.get(0));
        if (again != null && again.equals(stable.get())) {
            refreshMatrix(again);
        } else {
            stable.set(again);
        }
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
        Integer shown = wanted != null ? wanted : duel.get() == null ? null : duel.get().number();
        duels.setAll(s.duels());
        DuelItem next = s.duels().stream().filter(d -> shown != null && d.number() == shown).findFirst()
                .orElse(s.duels().isEmpty() ? null : s.duels().get(0));
        if (next != null && wanted != null && next.number() == wanted) {
            wanted = null;
        }
        if (next != null && next.equals(duel.get())) {
            refreshBoard(next);
        } else {
            duel.set(next);
        }
    }

    /** Shows duel {@code number} on the board, now or once it is read (a duel just announced). */
    public void choose(int number) {
        duels.stream().filter(d -> d.number() == number).findFirst().ifPresentOrElse(d -> {
            wanted = null;
            duel.set(d);
        }, () -> wanted = number);
    }

    // ---- the Strength matrix ---------------------------------------------------------------------

    private record Matrix(List<String> columns, List<MatrixRow> rows) {
    }

    private void refreshMatrix(StableItem s) {
        if (s == null || !open()) {
            matrix.clear();
            return;
        }
        long id = id();
        read(() -> matrixOf(engine().stables().strengths(id, s.wizard())), m -> {
            if (!matrixColumns.equals(m.columns())) {
                matrixColumns.setAll(m.columns());
            }
            matrix.setAll(m.rows());
        }, message::set);
    }

    /** The matrix with a row per current Battlefield and a column per creature (at most five: it fits the width). */
    private static Matrix matrixOf(StrengthMatrix m) {
        List<String> columns = m.creatures().stream().map(c -> c.wording()).toList();
        List<MatrixRow> rows = new ArrayList<>();
        for (int j = 0; j < m.battlefields().size(); j++) {
            List<MatrixCell> cells = new ArrayList<>();
            for (int i = 0; i < m.creatures().size(); i++) {
                StrengthMatrix.Cell c = m.cell(i, j);
                cells.add(new MatrixCell(c.total(), m.creatures().get(i).wording() + " on "
                        + m.battlefields().get(j).wording() + "\n" + reasons(c.strength().terms(), c.notes())));
            }
            rows.add(new MatrixRow(m.battlefields().get(j).name(), m.battlefields().get(j).wording(), cells));
        }
        return new Matrix(columns, rows);
    }

    /** A Strength's terms one to a line ("+3 if the creature has giant"), then its notes; "no bullet applies" if none. */
    static String reasons(List<StrengthTable.Term> terms, List<String> notes) {
        List<String> out = new ArrayList<>(terms.stream().map(StrengthTable.Term::toString).toList());
        if (out.isEmpty()) {
            out.add("0: no bullet of the Strength table applies");
        }
        out.addAll(notes);
        return String.join("\n", out);
    }

    // ---- the Duels board ---------------------------------------------------------------------------

    /** The board as shown, and why the judge may not run its battle now (null when they may). */
    private record Board(List<SlotRow> rows, String text, String notRunnable) {
    }

    /** The chosen duel's battle as it stands (or was run): each slot's Strengths with reasons, the Panache. */
    private void refreshBoard(DuelItem d) {
        if (d == null || !open()) {
            slots.clear();
            board.set("");
            runnable.set(false);
            runRefusal.set(messages.get("wizards.duel.none"));
            return;
        }
        long id = id();
        read(() -> {
            Battle.Result r;
            try {
                r = engine().duels().preview(id, d.number());
            } catch (Refusal why) {
                if (!d.stage().equals("begun") || d.plans().isEmpty()) {
                    throw why;
                }
                return oneSide(id, engine().duels().previewOneSide(id, d.number()), why.getMessage());
            }
            boolean begun = d.stage().equals("begun");
            return new Board(rows(r), panache(id, r) + "\n" + (begun ? wins(r, false)
                    : messages.get("wizards.duel.decided")), begun ? null : messages.get("wizards.duel.decided"));
        }, b -> {
            slots.setAll(b.rows());
            board.set(b.text());
            runnable.set(b.notRunnable() == null);
            runRefusal.set(b.notRunnable() == null ? "" : b.notRunnable());
        }, why -> {
            slots.clear();
            board.set(why);
            runnable.set(false);
            runRefusal.set(why);
        });
    }

    /** The side whose plan is in, slot by slot; the other side's column says whose plan is awaited and by when. */
    private Board oneSide(long id, DuelService.OneSide one, String refusal) {
        Battle.Result r = one.battle();
        boolean firstIn = r.first().commander().equals(one.sent());
        String waiting = messages.get("wizards.duel.waiting", one.waitingFor());
        List<SlotRow> rows = r.slots().stream().map(s -> {
            Battle.SlotStrength in = firstIn ? s.first() : s.second();
            String contents = in.contents().isEmpty() ? messages.get("wizards.duel.emptyslot") : in.contents();
            String reasons = reasons(in.strength().terms(), List.of());
            return firstIn ? new SlotRow(s.number(), contents, in.total(), reasons, waiting, null, "", "\u2014")
                    : new SlotRow(s.number(), waiting, null, "", contents, in.total(), reasons, "\u2014");
        }).toList();
        String due = UtcCalendar.format(one.due());
        return new Board(rows, panache(id, r) + "\n" + refusal + " " + messages.get("wizards.duel.onesent",
                one.sent(), one.waitingFor(), due), refusal);
    }

    private static List<SlotRow> rows(Battle.Result r) {
        return r.slots().stream().map(s -> new SlotRow(s.number(), s.first().contents(), s.first().total(),
                reasons(s.first().strength().terms(), List.of()), s.second().contents(), s.second().total(),
                reasons(s.second().strength().terms(), List.of()), s.winner() == 1 ? r.first().commander()
                : s.winner() == 2 ? r.second().commander() : "\u2014")).toList();
    }

    /** Each duelist's Panache and the Tactics it allows ("equal to their Panache value, or one more or less"). */
    private String panache(long id, Battle.Result r) {
        Realm realm = engine().stables().realm(id);
        List<String> out = new ArrayList<>();
        for (String w : List.of(r.first().commander(), r.second().commander())) {
            realm.wizard(w).ifPresent(x -> {
                int p = Plan.panache(realm, x);
                out.add(x.alliedWith(Identity.NORTHERN_GENERAL) ? messages.get("wizards.duel.panache.any", w, p)
                        : messages.get("wizards.duel.panache", w, p, p - 1, p + 1));
            });
        }
        return String.join("\n", out);
    }

    /** The wins, and the tie-break: as rolled once run, or to be rolled when the judge runs the battle. */
    private String wins(Battle.Result r, boolean run) {
        String wins = messages.get("wizards.duel.wins", r.first().commander(), r.firstWins(), r.second().commander(),
                r.secondWins());
        if (r.tieBreak().isEmpty()) {
            return wins + " " + messages.get("wizards.duel.triumphant", r.triumphant());
        }
        if (!run) {
            return wins + " " + messages.get("wizards.duel.tie.pending");
        }
        var t = r.tieBreak().get();
        return wins + " " + messages.get("wizards.duel.tie", t.roll(), t.awardedTo() == 1 ? r.first().commander()
                : r.second().commander()) + " " + messages.get("wizards.duel.triumphant", r.triumphant());
    }

    private void refreshStocks() {
        String b = breeder.get();
        if (b == null || session.dynasty() == null) {
            stocks.clear();
            return;
        }
        long id = id();
        read(() -> {
            int has = engine().stables().realm(id).wizard(b).map(Wizard::food).orElse(0);
            return engine().stables().stocks(id, b).stream().map(c -> new StockItem(c.proprietor(), c.index(),
                    c.stock().wording(), c.food(), c.refusal().orElse(null), c.legal() && c.food() > has
                    ? messages.get("wizards.stock.spectralOnly", b, has) : null)).toList();
        }, list -> {
            StockItem was = stock.get();
            stocks.setAll(list);
            // the Stock chosen stays chosen while it may still be bred from; else the first that may
            stock.set(list.stream().filter(s -> s.legal() && was != null && s.proprietor().equals(was.proprietor())
                    && s.creature().equals(was.creature())).findFirst()
                    .orElse(list.stream().filter(StockItem::legal).findFirst().orElse(null)));
        }, breedMessage::set);
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
        read(() -> engine().stables().whelps(id, b, s.proprietor(), s.index()).stream()
                .map(w -> new WhelpItem(w.whelp().wording(), w.food(), w.refusal().orElse(null))).toList(), list -> {
                    whelps.setAll(list);
                    whelp.set(list.stream().filter(WhelpItem::legal).findFirst().orElse(null));
                }, breedMessage::set);
    }

    // ---- actions ---------------------------------------------------------------------------------

    /** Breeds the chosen whelp from the chosen Stock for the chosen breeder (one logged action). */
    public void breed() {
        String b = breeder.get();
        StockItem s = stock.get();
        WhelpItem w = whelp.get();
        if (b == null || s == null || w == null) {
            breedMessage.set(messages.get("wizards.breed.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        String done = messages.get("wizards.breed.done", b, w.creature(), w.food());
        breedMessage.set("");
        act(() -> {
            engine().stables().breed(id, actor, b, s.proprietor(), s.creature(), w.creature(), "");
            return done;
        }, breedMessage::set, breedMessage::set);
    }

    /** The judge runs the chosen duel's battle; its result text is shown to be posted. */
    public void runBattle() {
        DuelItem d = duel.get();
        if (d == null) {
            boardMessage.set(messages.get("wizards.duel.none"));
            return;
        }
        long id = id();
        String actor = session.actor();
        record Ran(Battle.Result battle, String comment) {
        }
        act(() -> {
            var r = engine().duels().run(id, actor, d.number(), d.judge());
            return new Ran(r, engine().duels().comment(id, d.number()));
        }, ran -> {
            var r = ran.battle();
            battleText.set(ran.comment());
            slots.setAll(rows(r));
            board.set(wins(r, true));
            boardMessage.set(messages.get("wizards.duel.ran", d.title()));
        }, boardMessage::set);
    }

    /**
     * Copies the Wizards' gamestate as the MediaWiki page the King keeps for the players (the Wizards' table, Stables,
     * Current Battlefields, Duels, Campaigns, the Court): nothing private, no duelist's plan, no Traitor.
     */
    public void copyWikiPage() {
        long id = id();
        read(() -> engine().wizards().wikiPage(id), text -> {
            dialogs.copyToClipboard(text);
            message.set(messages.get("wizards.page.copied"));
        }, message::set);
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

    /** The Stable whose Strength matrix is shown. */
    public ObjectProperty<StableItem> stableProperty() {
        return stable;
    }

    /** The matrix's columns: the chosen Stable's creatures. */
    public ObservableList<String> matrixColumns() {
        return matrixColumns;
    }

    public ObservableList<MatrixRow> matrix() {
        return matrix;
    }

    /** The chosen duel's battle, slot by slot. */
    public ObservableList<SlotRow> slots() {
        return slots;
    }

    /** What Breeding last said: the breed done, or why not (shown under its Breed button). */
    public ReadOnlyStringProperty breedMessageProperty() {
        return breedMessage.getReadOnlyProperty();
    }

    /** What the Duels board last said of its chosen duel: the battle run, or why not. */
    public ReadOnlyStringProperty boardMessageProperty() {
        return boardMessage.getReadOnlyProperty();
    }

    /** Whether the judge may run the chosen duel's battle now (both plans in, undecided). */
    public ReadOnlyBooleanProperty runnableProperty() {
        return runnable.getReadOnlyProperty();
    }

    /** Why Run battle is off for the chosen duel ("" when it is on). */
    public ReadOnlyStringProperty runRefusalProperty() {
        return runRefusal.getReadOnlyProperty();
    }

    /** The Panache of each duelist, the wins and the tie-break (or why there is no battle yet). */
    public ReadOnlyStringProperty boardProperty() {
        return board.getReadOnlyProperty();
    }
}
