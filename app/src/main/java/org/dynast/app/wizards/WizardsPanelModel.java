package org.dynast.app.wizards;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.Refusal;
import org.dynast.model.wizards.WizardsEngine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the Wizards tab's panel ViewModels share: the session, reads and actions through the {@link TaskExecutor}, a
 * refresh whenever the dynasty changes, and a message line where a refusal is shown in the rule's words, never thrown.
 * What a panel said goes when the user turns to another panel, or after an undo or redo (it spoke of what was then
 * shown).
 */
abstract class WizardsPanelModel {

    private static final Logger LOG = LoggerFactory.getLogger(WizardsPanelModel.class);

    final Session session;
    final TaskExecutor executor;
    final Messages messages;
    final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    WizardsPanelModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
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

    /** Reads off the UI thread; a refusal goes to {@code refused}, anything else to the message line. */
    <T> void read(Callable<T> work, Consumer<? super T> shown, Consumer<String> refused) {
        executor.submit(work, shown, e -> {
            if (e instanceof Refusal) {
                refused.accept(e.getMessage());
            } else {
                failed(e);
            }
        });
    }

    /** Acts off the UI thread; {@code done} is shown after, or the refusal. */
    <T> void act(Callable<T> work, Consumer<? super T> done) {
        act(work, done, message::set);
    }

    /** Acts off the UI thread; {@code done} is shown after, or the refusal is said to {@code refused}. */
    <T> void act(Callable<T> work, Consumer<? super T> done, Consumer<String> refused) {
        executor.submit(work, done, e -> refused.accept(words(e)));
    }

    void failed(Throwable e) {
        message.set(words(e));
    }

    /** A refusal in the rule's words; anything else logged, and said only to have failed. */
    String words(Throwable e) {
        if (e instanceof Refusal) {
            return e.getMessage();
        }
        LOG.error("The Wizards tab failed", e);
        return messages.get("wizards.failed");
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
