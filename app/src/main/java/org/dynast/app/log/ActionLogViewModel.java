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
import org.dynast.model.log.Snapshots;

/** The browsable action log of the shown dynasty, newest first, with each entry's before/after values. */
public final class ActionLogViewModel {

    private static final DateTimeFormatter AT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneOffset.UTC);

    private static final Snapshots SNAPSHOTS = new Snapshots();

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

    /** "player #12 (changed)" and one line per changed field: "  idleSince: null → 2026-11-22T14:25:35Z". */
    static String describe(Change c) {
        String what = c.before() == null ? "created" : c.after() == null ? "removed" : "changed";
        return c.entity() + " #" + c.key() + " (" + what + ")\n" + SNAPSHOTS.differences(c.before(), c.after()).stream()
                .map(d -> "  " + d.field() + ": " + d.before() + " \u2192 " + d.after())
                .collect(Collectors.joining("\n"));
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
