package org.dynast.app.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Roster;
import org.dynast.model.tracker.Column;
import org.dynast.model.tracker.TrackerAction;
import org.dynast.model.tracker.TrackerDefinition;
import org.dynast.model.tracker.TrackerEngine;
import org.dynast.model.tracker.TrackerService;
import org.dynast.model.tracker.TrackerTable;
import org.dynast.model.tracker.TrackerWiki;
import org.dynast.model.tracker.Values;
import org.dynast.model.tracker.WikiTables;

/**
 * The Gamestate tab: the tracker's table (filtered; entered cells edited in place, checked as they are typed and
 * when kept), the global values, the actions with their cadence state and a preview, the wiki tables both ways and
 * Edit columns…. Reads and writes run through the {@link TaskExecutor}; a refusal is shown, never thrown.
 */
public final class GamestateViewModel {

    /** A column as the table shows it: derived ones shaded and read-only, a failing formula's problem with it. */
    public record ColumnInfo(String name, boolean derived, boolean privateColumn, String note, String problem) {
    }

    /** A row: its name, whether it is a non-player row, and its cells by column. */
    public record RowItem(String name, boolean npc, Map<String, String> cells) {
        public String cell(String column) {
            return cells.getOrDefault(column, "");
        }
    }

    /** A global value. */
    public record GlobalItem(String name, String value, boolean privateColumn, boolean derived) {
    }

    /**
     * A cell edit that was not kept: which cell, what was typed and why (the rule's words). It stays shown beside
     * the table until the next edit begins.
     */
    public record CellRefusal(String row, String column, String typed, String why) {
        public boolean at(String rowName, String columnName) {
            return row.equals(rowName) && column.equals(columnName);
        }
    }

    /** An action: its name, its cadence in words, and the rule's words. */
    public record ActionItem(String name, String cadence, String text, boolean perPlayer) {
        @Override
        public String toString() {
            return name;
        }
    }

    private final Session session;
    private final DialogService dialogs;
    private final Messages messages;

    private final ReadOnlyObjectWrapper<List<ColumnInfo>> columns = new ReadOnlyObjectWrapper<>(this, "columns",
            List.of());
    private final ObservableList<RowItem> rows = FXCollections.observableArrayList();
    private final FilteredList<RowItem> shownRows = new FilteredList<>(rows);
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final ObservableList<GlobalItem> globals = FXCollections.observableArrayList();
    private final ObservableList<ActionItem> actions = FXCollections.observableArrayList();
    private final ObjectProperty<ActionItem> selectedAction = new SimpleObjectProperty<>(this, "selectedAction");
    private final ObservableList<String> takers = FXCollections.observableArrayList();
    private final ObjectProperty<String> taker = new SimpleObjectProperty<>(this, "taker");
    private final ReadOnlyStringWrapper cadenceState = new ReadOnlyStringWrapper(this, "cadenceState", "");
    private final ObservableList<String> preview = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper problems = new ReadOnlyStringWrapper(this, "problems", "");
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper(this, "caption", "");
    private final ReadOnlyObjectWrapper<CellRefusal> cellRefusal = new ReadOnlyObjectWrapper<>(this, "cellRefusal");
    private TrackerDefinition definition = new TrackerDefinition();
    private final TimedPostsViewModel posts;
    private final TabWork work;

    public GamestateViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.messages = messages;
        this.posts = new TimedPostsViewModel(session, executor, messages);
        this.work = new TabWork(executor, message::set, this::refresh);
        filter.addListener((o, a, b) -> applyFilter());
        selectedAction.addListener((o, a, b) -> refreshAction());
        taker.addListener((o, a, b) -> refreshAction());
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> { // an undo, or another dynasty: what was said is stale
            message.set("");
            cellRefusal.set(null);
        });
        refresh();
    }

    private TrackerService tracker() {
        return TrackerEngine.in(session.store()).tracker();
    }

    private long dynastyId() {
        return session.dynasty().id();
    }

    // ---- reading ---------------------------------------------------------------------------------

    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = dynastyId();
        work.read(() -> new Read(tracker().table(id), captionOf(id)), r -> {
            caption.set(r.caption());
            show(r.table());
        });
    }

    private record Read(TrackerTable table, String caption) {
    }

    /**
     * "Ruleset 168: 1 active Wizard (the King has no row)": the dynasty's ruleset and its players counted as the status
     * bar counts them (every one not Idle, the emperor too), in the dynasty's own terms; the emperor has no row.
     */
    private String captionOf(long id) {
        Dynasty d = session.store().dynasties().get(id);
        Roster roster = session.store().roster().roster(id);
        int active = roster.active().size();
        String text = messages.get("gamestate.caption", d.rulesetNumber(), active,
                active == 1 ? d.terms().player() : d.terms().players());
        boolean emperorActive = d.emperorId() != null && roster.active().stream().anyMatch(p -> p.id() == d.emperorId());
        return emperorActive ? messages.get("gamestate.caption.emperor", text, d.terms().emperor()) : text;
    }

    private void show(TrackerTable t) {
        definition = t.definition();
        List<ColumnInfo> cols = new ArrayList<>();
        for (Column c : definition.columns) {
            List<TrackerTable.Problem> ps = t.problems(c.name);
            cols.add(new ColumnInfo(c.name, c.derived(), c.privateColumn, c.derived() ? c.formula
                    + (c.note == null ? "" : "\n" + c.note) : c.note, ps.isEmpty() ? null : ps.get(0).text()));
        }
        problems.set(String.join("\n", t.problems().stream().map(TrackerTable.Problem::text).toList()));
        rows.setAll(t.rows().stream().map(r -> new RowItem(r.name(), r.npc(), r.cells())).toList());
        columns.set(List.copyOf(cols));
        applyFilter();
        globals.setAll(definition.globals.stream().map(g -> new GlobalItem(g.name, t.globals().getOrDefault(g.name,
                ""), g.privateColumn, g.derived())).toList());
        ActionItem was = selectedAction.get();
        actions.setAll(definition.actions.stream().map(a -> new ActionItem(a.name, a.cadenceWords(), a.text,
                a.scope == TrackerAction.Scope.TAKER || a.cadence.glossary())).toList());
        String who = taker.get();
        takers.setAll(t.rows().stream().map(TrackerTable.Row::name).toList());
        if (who != null && takers.contains(who)) {
            taker.set(who);
        }
        selectedAction.set(was == null ? null : actions.stream().filter(a -> a.name().equals(was.name()))
                .findFirst().orElse(null));
        refreshAction();
    }

    private void applyFilter() {
        String f = filter.get() == null ? "" : filter.get().strip().toLowerCase(Locale.ROOT);
        shownRows.setPredicate(r -> f.isEmpty() || r.name().toLowerCase(Locale.ROOT).contains(f)
                || r.cells().values().stream().anyMatch(v -> v.toLowerCase(Locale.ROOT).contains(f)));
    }

    private void refreshAction() {
        ActionItem a = selectedAction.get();
        if (a == null || session.dynasty() == null) {
            cadenceState.set("");
            preview.clear();
            return;
        }
        long id = dynastyId();
        String who = taker.get();
        if (a.perPlayer() && who == null) {
            cadenceState.set(messages.get("gamestate.action.chooseTaker"));
            preview.clear();
            return;
        }
        work.act(() -> {
            String state = tracker().cadenceState(id, a.name(), who);
            List<String> lines = tracker().preview(id, a.name(), who);
            return Map.entry(state, lines);
        }, e -> {
            cadenceState.set(e.getKey());
            preview.setAll(e.getValue());
        }, why -> {
            cadenceState.set(why);
            preview.clear();
        });
    }

    // ---- editing ---------------------------------------------------------------------------------

    /** Why the text cannot be kept in the column, checked as it is typed; empty when it can. */
    public Optional<String> problemOf(String column, String text) {
        return definition.column(column).or(() -> definition.global(column)).flatMap(c -> {
            try {
                Values.read(c, text);
                return Optional.empty();
            } catch (Values.BadValue e) {
                return Optional.of(e.getMessage());
            }
        });
    }

    public boolean editable(String column) {
        return definition.column(column).map(c -> !c.derived()).orElse(false);
    }

    /** A cell's edit begins: the last refusal spoke of the edit before it. */
    public void editStarted() {
        cellRefusal.set(null);
    }

    /**
     * Keeps an edited cell (one logged action); a refusal (a bad value, a check) is shown at the cell, until the next
     * edit begins, and nothing changes.
     */
    public void edit(String row, String column, String text) {
        long id = dynastyId();
        String actor = session.actor();
        cellRefusal.set(null);
        work.act(() -> {
            tracker().setCell(id, actor, row, column, text);
            return row;
        }, r -> {
            message.set(messages.get("gamestate.edited", row, column));
            refresh();
        }, why -> {
            cellRefusal.set(new CellRefusal(row, column, text, why));
            refresh();
        });
    }

    public void editGlobal(String name, String text) {
        long id = dynastyId();
        String actor = session.actor();
        work.run(() -> tracker().setGlobal(id, actor, name, text), messages.get("gamestate.editedGlobal", name));
    }

    /** Takes the selected action as the chosen taker; what it changed is shown. */
    public void takeAction() {
        ActionItem a = selectedAction.get();
        if (a == null) {
            message.set(messages.get("gamestate.action.none"));
            return;
        }
        long id = dynastyId();
        String actor = session.actor();
        String who = taker.get();
        work.run(() -> tracker().take(id, actor, a.name(), a.perPlayer() ? who : null), notes -> a.name() + ": "
                + (notes.isEmpty() ? messages.get("gamestate.action.nothing") : String.join("; ", notes)));
    }

    public void addNpc() {
        dialogs.askText(messages.get("gamestate.npc.title"), messages.get("gamestate.npc.header"), "")
                .ifPresent(name -> {
                    long id = dynastyId();
                    String actor = session.actor();
                    work.run(() -> tracker().addNpc(id, actor, name), messages.get("gamestate.npc.added", name));
                });
    }

    // ---- wiki tables -----------------------------------------------------------------------------

    /** The wiki tables: the players' view (no private column) or the emperor's. */
    public String wikiText(boolean emperor) {
        return TrackerWiki.export(tracker().state(dynastyId()), emperor);
    }

    public void copyWiki(boolean emperor) {
        long id = dynastyId();
        work.read(() -> TrackerWiki.export(tracker().state(id), emperor), text -> {
            dialogs.copyToClipboard(text);
            message.set(messages.get(emperor ? "gamestate.wiki.copiedEmperor" : "gamestate.wiki.copied"));
        });
    }

    /** Asks for pasted wiki tables (or a plain copy), shows the preview, and imports them if the emperor agrees. */
    public void importWiki() {
        Optional<String> pasted = dialogs.askPaste(messages.get("gamestate.wiki.import"),
                messages.get("gamestate.wiki.hint"));
        pasted.ifPresent(this::importWiki);
    }

    void importWiki(String text) {
        long id = dynastyId();
        String actor = session.actor();
        TrackerWiki.Preview p;
        try {
            p = tracker().previewImport(id, text);
        } catch (WikiTables.BadTable | Refusal e) {
            message.set(e.getMessage());
            dialogs.showError(messages.get("gamestate.wiki.import"), e.getMessage());
            return;
        }
        List<String> lines = new ArrayList<>(p.notes());
        lines.addAll(p.changes());
        if (lines.isEmpty()) {
            lines.add(messages.get("gamestate.wiki.noChange"));
        }
        // every change is shown, however many: the emperor agrees to all of them
        if (dialogs.confirmList(messages.get("gamestate.wiki.import"), messages.get("gamestate.wiki.previewHeader",
                p.changes().size()), lines, messages.get("gamestate.wiki.apply"))) {
            work.run(() -> tracker().importWiki(id, actor, text), messages.get("gamestate.wiki.imported",
                    p.changes().size()));
        }
    }

    // ---- the definition --------------------------------------------------------------------------

    /** The current definition (a copy), for Edit columns…. */
    public TrackerDefinition definition() {
        return definition.copy();
    }

    /** Keeps an edited definition (one logged action); a refusal names where and why. */
    public void define(TrackerDefinition edited) {
        long id = dynastyId();
        String actor = session.actor();
        work.run(() -> tracker().define(id, actor, edited), messages.get("gamestate.columns.saved"));
    }

    /** The Edit columns… form on the current definition. */
    public ColumnsEditor columnsEditor() {
        return new ColumnsEditor(definition(), tracker().templates());
    }

    // ---- properties ------------------------------------------------------------------------------

    /** The timed posts pane's ViewModel. */
    public TimedPostsViewModel posts() {
        return posts;
    }

    public ReadOnlyObjectProperty<List<ColumnInfo>> columnsProperty() {
        return columns.getReadOnlyProperty();
    }

    public ObservableList<RowItem> rows() {
        return shownRows;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObservableList<GlobalItem> globals() {
        return globals;
    }

    public ObservableList<ActionItem> actions() {
        return actions;
    }

    public ObjectProperty<ActionItem> selectedActionProperty() {
        return selectedAction;
    }

    public ObservableList<String> takers() {
        return takers;
    }

    public ObjectProperty<String> takerProperty() {
        return taker;
    }

    public ReadOnlyStringProperty cadenceStateProperty() {
        return cadenceState.getReadOnlyProperty();
    }

    public ObservableList<String> preview() {
        return preview;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty problemsProperty() {
        return problems.getReadOnlyProperty();
    }

    /** The last cell edit that was not kept, and why; null once another edit begins. */
    public ReadOnlyObjectProperty<CellRefusal> cellRefusalProperty() {
        return cellRefusal.getReadOnlyProperty();
    }

    /** The refusal in one line, for beside the table: "Josh's Food: “-2” was not kept. Food is at least 0 …". */
    public String refusalText(CellRefusal r) {
        return r == null ? "" : messages.get("gamestate.cell.refused", r.row(), r.column(), r.typed(), r.why());
    }

    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }
}
