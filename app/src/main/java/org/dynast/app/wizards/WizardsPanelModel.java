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
        executor.submit(work, done, this::failed);
    }

    void failed(Throwable e) {
        if (e instanceof Refusal) {
            message.set(e.getMessage());
        } else {
            LOG.error("The Wizards tab failed", e);
            message.set(messages.get("wizards.failed"));
        }
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
