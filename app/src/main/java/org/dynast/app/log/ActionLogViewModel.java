package org.dynast.app.log;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.LogEntry;
import org.dynast.model.roster.Roster;

/**
 * The shown dynasty's action log, newest first: each entry as who, when and what in words, its kind, and the fields
 * it changed as before → after in the dynasty's terms; filtered by who acted and by kind.
 */
public final class ActionLogViewModel {

    /** One entry: {@code kind} in words ("Roster"), {@code changes} the fields it changed, one per line. */
    public record EntryRow(long id, String at, String actor, String kind, String summary, String changes) {
    }

    private final Session session;
    private final TaskExecutor executor;
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

    public ActionLogViewModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
        selected.addListener((obs, o, n) -> changes.set(n == null ? "" : n.changes()));
        actorFilter.addListener((obs, o, n) -> filter());
        kindFilter.addListener((obs, o, n) -> filter());
        session.revisionProperty().addListener((obs, o, n) -> refresh());
        refresh();
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
        executor.submit(() -> {
            Roster roster = store.roster().roster(dynasty.id());
            LogWords words = new LogWords(messages, dynasty.terms(), roster::nameOf);
            List<EntryRow> rows = new ArrayList<>(store.log().history(dynasty.id()).stream()
                    .map(e -> row(e, words)).toList());
            Collections.reverse(rows);
            return rows;
        }, this::show, e -> changes.set(Failures.message(e)));
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

    private EntryRow row(LogEntry e, LogWords words) {
        String detail = e.changes().isEmpty() ? messages.get("log.change.none")
                : e.changes().stream().map(words::describe).collect(Collectors.joining("\n\n"));
        return new EntryRow(e.id(), LogWords.WHEN.format(e.at()), e.actor(), words.kind(e.kind()), e.summary(),
                detail);
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
