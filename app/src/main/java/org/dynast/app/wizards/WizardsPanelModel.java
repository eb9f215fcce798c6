package org.dynast.app.wizards;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.wizards.WizardsEngine;

/**
 * What the Wizards tab's panel ViewModels share: the session, reads and actions through the {@link TaskExecutor}, a
 * refresh whenever the dynasty changes, and a message line where a failure is said as {@link TabWork} says it in every
 * tab (a refusal in the rule's words, a full disk or a read-only file in plain words), never thrown.
 * What a panel said goes when the user turns to another panel, or after an undo or redo (it spoke of what was then
 * shown).
 */
abstract class WizardsPanelModel {

    final Session session;
    final TaskExecutor executor;
    final Messages messages;
    final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final TabWork work;

    WizardsPanelModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
        this.work = new TabWork(executor, message::set, this::refresh);
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> clearMessages());
    }

    /** Forgets what the panel said: the user turned to another panel, or the history moved. */
    public void clearMessages() {
        message.set("");
    }

    /** Reads the panel again from the dynasty. */
    public abstract void refresh();

    WizardsEngine engine() {
        return WizardsEngine.in(session.store());
    }

    long id() {
        return session.dynasty().id();
    }

    boolean open() {
        return session.dynasty() != null;
    }

    /** Reads off the UI thread; a failure's words go to {@code refused}. */
    <T> void read(Callable<T> work, Consumer<? super T> shown, Consumer<String> refused) {
        this.work.act(work, shown, refused);
    }

    /** Acts off the UI thread; {@code done} is shown after, or why not on the message line. */
    <T> void act(Callable<T> work, Consumer<? super T> done) {
        this.work.act(work, done);
    }

    /** Acts off the UI thread; {@code done} is shown after, or why not is said to {@code refused}. */
    <T> void act(Callable<T> work, Consumer<? super T> done, Consumer<String> refused) {
        this.work.act(work, done, refused);
    }

    void failed(Throwable e) {
        work.failed(e);
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
