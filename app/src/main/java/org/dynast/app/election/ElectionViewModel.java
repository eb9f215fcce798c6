package org.dynast.app.election;

import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.election.Candidate;
import org.dynast.model.election.ElectionEngine;

/**
 * The Election tab (Ruleset 57): the Candidates' table with Total Support and whom each endorses. Reads and writes
 * run through {@link TabWork}; a refusal is shown, never thrown.
 */
public final class ElectionViewModel {

    /** A Candidate's row. */
    public record Row(String name, long supporters, String endorses, long totalSupport, long money, String action) {
    }

    private final Session session;
    private final Messages messages;
    private final TabWork work;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    public ElectionViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.messages = messages;
        this.work = new TabWork(executor, message::set, this::refresh);
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) {
                refresh();
            }
        });
        refresh();
    }

    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = session.dynasty().id();
        ElectionEngine e = ElectionEngine.in(session.store());
        work.read(() -> e.books().candidates(id), this::show);
    }

    private void show(List<Candidate> candidates) {
        rows.setAll(candidates.stream().map(c -> new Row(c.name(), c.supporters(), c.endorses(), c.totalSupport(),
                c.money(), c.action() == null ? "" : c.action().toString())).toList());
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
