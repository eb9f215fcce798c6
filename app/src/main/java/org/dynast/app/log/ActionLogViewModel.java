package org.dynast.app.log;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.Numbers;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.roster.Roster;

/**
 * The shown dynasty's action log, newest first: each entry as who, when and what in words, its kind, and the fields
 * it changed as before → after in the dynasty's terms; filtered by who acted and by kind. It reads only while its window
 * is open, and then only the entries added since it last read (the log is append-only); what an entry changed is read
 * when it is selected, the first {@value #SHOWN_CHANGES} changes of a large one with a count of the rest, all of them
 * on demand.
 */
public final class ActionLogViewModel {

    /** One entry: {@code kind} in words ("Roster"). */
    public record EntryRow(long id, String at, String actor, String kind, String summary) {
    }

    /** The changes shown of a selected entry until all are asked for. */
    static final int SHOWN_CHANGES = 100;

    private final Session session;
    private final TabWork work;
    private final Messages messages;
    private final ObservableList<EntryRow> entries = FXCollections.observableArrayList();
    private final FilteredList<EntryRow> shown = new FilteredList<>(entries, r -> true);
    private final ObservableList<String> actors = FXCollections.observableArrayList();
    private final ObservableList<String> kinds = FXCollections.observableArrayList();
    private final ObjectProperty<String> actorFilter = new SimpleObjectProperty<>(this, "actorFilter");
    private final ObjectProperty<String> kindFilter = new SimpleObjectProperty<>(this, "kindFilter");
    private final ObjectProperty<EntryRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper changes = new ReadOnlyStringWrapper(this, "changes", "");
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper(this, "count", "");
    /** Whether the window is open: the log is read only then. */
    private final BooleanProperty open = new SimpleBooleanProperty(this,
            "open");
    /** Whether the selected entry has more changes than are shown. */
    private final ReadOnlyBooleanWrapper more = new ReadOnlyBooleanWrapper(
            this, "more");
    /** Whether every change of a large entry is shown (a long text, not wrapped). */
    private final ReadOnlyBooleanWrapper whole = new ReadOnlyBooleanWrapper(
            this, "whole");
    /** What the list holds: the store and dynasty it was read from and its newest entry's id. */
    private Object readStore;
    private long readDynasty = -1;
    private long readUpTo;
    private long detailRequest;

    public ActionLogViewModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.work = new TabWork(executor, changes::set, () -> { });
        this.messages = messages;
        selected.addListener((obs, o, n) -> detail(n, SHOWN_CHANGES));
        actorFilter.addListener((obs, o, n) -> filter());
        kindFilter.addListener((obs, o, n) -> filter());
        session.revisionProperty().addListener((obs, o, n) -> {
            if (open.get()) {
                refresh();
            }
        });
        open.addListener((obs, o, n) -> {
            if (n) {
                refresh();
            }
        });
    }

    /** Whether the log's window is open (the view binds it): while it is closed nothing is read. */
    public BooleanProperty openProperty() {
        return open;
    }

    public void refresh() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null) {
            entries.clear();
            actors.clear();
            kinds.clear();
            count.set("");
            return;
        }
        var store = session.store();
        boolean incremental = store == readStore && dynasty.id() == readDynasty;
        long after = incremental ? readUpTo : 0;
        LogWords words = new LogWords(messages, dynasty.terms(), id -> "");
        work.act(() -> {
            List<EntryRow> rows = new ArrayList<>(store.log().headers(dynasty.id(), after).stream()
                    .map(e -> row(e, words)).toList());
            Collections.reverse(rows);
            return rows;
        }, rows -> {
            if (session.store() != store || session.dynasty() == null || session.dynasty().id() != dynasty.id()) {
                return; // another file or dynasty is shown by now: its own refresh follows
            }
            if (incremental && (readStore != store || readDynasty != dynasty.id() || readUpTo != after)) {
                return; // another read came first
            }
            List<EntryRow> all = new ArrayList<>(rows);
            if (incremental) {
                all.addAll(entries);
            }
            readStore = store;
            readDynasty = dynasty.id();
            readUpTo = all.isEmpty() ? 0 : all.get(0).id();
            show(all);
        }, changes::set);
    }

    /**
     * Shows what {@code row} changed: its first {@code limit} changes in words, and how many more there are (all of
     * them for a limit of 0). Read off the UI thread; a later selection wins.
     */
    private void detail(EntryRow row, int limit) {
        long request = ++detailRequest;
        Dynasty dynasty = session.dynasty();
        if (row == null || dynasty == null) {
            changes.set("");
            more.set(false);
            whole.set(false);
            return;
        }
        var store = session.store();
        if (store.member().filter(m -> !m.staff()).isPresent()) { // a Player's login reads no action's changes
            changes.set(messages.get("log.change.private"));
            more.set(false);
            whole.set(false);
            return;
        }
        work.act(() -> {
            LogEntry e = store.log().entry(dynasty.id(), row.id()).orElse(null);
            if (e == null) {
                return new String[] {"", ""};
            }
            if (e.changes().isEmpty()) {
                return new String[] {messages.get("log.change.none"), ""};
            }
            Roster roster = store.roster().roster(dynasty.id());
            LogWords words = new LogWords(messages, dynasty.terms(), roster::nameOf);
            int shown = limit == 0 ? e.changes().size() : Math.min(limit, e.changes().size());
            String text = e.changes().subList(0, shown).stream().map(words::describe)
                    .collect(Collectors.joining("\n\n"));
            int rest = e.changes().size() - shown;
            if (rest > 0) {
                String counts = e.changes().subList(shown, e.changes().size()).stream()
                        .collect(Collectors.groupingBy(c -> c.entity(), TreeMap::new, Collectors.counting()))
                        .entrySet().stream().map(x -> x.getKey() + " \u00d7" + Numbers.count(x.getValue()))
                        .collect(Collectors.joining(", "));
                text += "\n\n" + messages.get("log.change.more", Numbers.count(rest), counts);
            }
            return new String[] {text, rest > 0 ? "more" : limit == 0 && e.changes().size() > SHOWN_CHANGES ? "whole"
                    : ""};
        }, result -> {
            if (request == detailRequest) {
                changes.set(result[0]);
                more.set(result[1].equals("more"));
                whole.set(result[1].equals("whole"));
            }
        }, changes::set);
    }

    /** Shows every change of the selected entry (a large one shows its first {@value #SHOWN_CHANGES} at first). */
    public void showAllChanges() {
        detail(selected.get(), 0);
    }

    /** Whether the selected entry has more changes than are shown. */
    public ReadOnlyBooleanProperty moreChangesProperty() {
        return more.getReadOnlyProperty();
    }

    /** Whether every change of a large entry is shown: a long text, best not wrapped. */
    public ReadOnlyBooleanProperty wholeChangesProperty() {
        return whole.getReadOnlyProperty();
    }

    private void show(List<EntryRow> rows) {
        String everyone = messages.get("log.filter.everyone");
        String every = messages.get("log.filter.every");
        List<String> who = new ArrayList<>(List.of(everyone));
        rows.stream().map(EntryRow::actor).distinct().sorted(String.CASE_INSENSITIVE_ORDER).forEach(who::add);
        List<String> what = new ArrayList<>(List.of(every));
        rows.stream().map(EntryRow::kind).distinct().sorted().forEach(what::add);
        String keepActor = who.contains(actorFilter.get()) ? actorFilter.get() : everyone;
        String keepKind = what.contains(kindFilter.get()) ? kindFilter.get() : every;
        entries.setAll(rows);
        actors.setAll(who);
        kinds.setAll(what);
        actorFilter.set(keepActor);
        kindFilter.set(keepKind);
        filter();
    }

    private void filter() {
        String who = actorFilter.get();
        String what = kindFilter.get();
        boolean anyone = who == null || who.equals(messages.get("log.filter.everyone"));
        boolean anything = what == null || what.equals(messages.get("log.filter.every"));
        shown.setPredicate(r -> (anyone || r.actor().equals(who)) && (anything || r.kind().equals(what)));
        count.set(messages.get("log.count", shown.size(), entries.size()));
    }

    private static EntryRow row(LogEntry e, LogWords words) {
        return new EntryRow(e.id(), LogWords.WHEN.format(e.at()), e.actor(), words.kind(e.kind()), e.summary());
    }

    /** The entries the filters let through, newest first. */
    public ObservableList<EntryRow> entries() {
        return shown;
    }

    /** "Everyone" and each name that acted in the log. */
    public ObservableList<String> actors() {
        return actors;
    }

    /** "Every kind" and each kind of action in the log, in words. */
    public ObservableList<String> kinds() {
        return kinds;
    }

    public ObjectProperty<String> actorFilterProperty() {
        return actorFilter;
    }

    public ObjectProperty<String> kindFilterProperty() {
        return kindFilter;
    }

    public ObjectProperty<EntryRow> selectedProperty() {
        return selected;
    }

    public ReadOnlyStringProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }

    /** "12 of 40 entries". */
    public ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }
}
