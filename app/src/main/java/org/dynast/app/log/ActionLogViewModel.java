package org.dynast.app.log;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
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
import org.dynast.app.common.Failures;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Change;
import org.dynast.model.log.LogEntry;

/** The browsable action log of the shown dynasty, newest first, with each entry's before/after values. */
public final class ActionLogViewModel {

    private static final DateTimeFormatter AT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    public record EntryRow(long id, String at, String actor, String kind, String summary, String changes) {
    }

    private final Session session;
    private final TaskExecutor executor;
    private final ObservableList<EntryRow> entries = FXCollections.observableArrayList();
    private final ObjectProperty<EntryRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper changes = new ReadOnlyStringWrapper(this, "changes", "");

    public ActionLogViewModel(Session session, TaskExecutor executor) {
        this.session = session;
        this.executor = executor;
        selected.addListener((obs, o, n) -> changes.set(n == null ? "" : n.changes()));
        session.revisionProperty().addListener((obs, o, n) -> refresh());
        refresh();
    }

    public void refresh() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null) {
            entries.clear();
            return;
        }
        executor.submit(() -> {
            List<EntryRow> rows = new ArrayList<>(session.store().log().history(dynasty.id()).stream()
                    .map(ActionLogViewModel::row).toList());
            Collections.reverse(rows);
            return rows;
        }, entries::setAll, e -> changes.set(Failures.message(e)));
    }

    private static EntryRow row(LogEntry e) {
        String detail = e.changes().isEmpty() ? "(no recorded values)"
                : e.changes().stream().map(ActionLogViewModel::describe).collect(Collectors.joining("\n\n"));
        return new EntryRow(e.id(), AT.format(e.at()), e.actor(), e.kind(), e.summary(), detail);
    }

    private static String describe(Change c) {
        return c.entity() + " #" + c.key() + "\n  before: " + (c.before() == null ? "(none)" : c.before())
                + "\n  after:  " + (c.after() == null ? "(removed)" : c.after());
    }

    public ObservableList<EntryRow> entries() {
        return entries;
    }

    public ObjectProperty<EntryRow> selectedProperty() {
        return selected;
    }

    public ReadOnlyStringProperty changesProperty() {
        return changes.getReadOnlyProperty();
    }
}
