package org.dynast.app.shell;

import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.store.Database;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ServerRoles;

/**
 * What the console says of a shared dynasty (issue 36): in the status bar, how many consoles are connected, and in its
 * tooltip where the dynasty lives, who is connected and as whom this console is; and whether this console may take the
 * Admins' actions, which a Player's may not (the server refuses them, so their menus are not shown). For a file: no
 * word, and every action.
 */
public final class SharedStatus {

    /** Every how many ticks of the status bar's clock the console asks again who is connected. */
    private static final int EVERY = 3;

    private final Session session;
    private final TaskExecutor executor;
    private final Messages messages;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    private final ReadOnlyStringWrapper tip = new ReadOnlyStringWrapper(this, "tip", "");
    private final ReadOnlyBooleanWrapper staff = new ReadOnlyBooleanWrapper(this, "staff", true);
    private long ticks;

    SharedStatus(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
    }

    record Status(String text, String tip) {
        static final Status NONE = new Status("", "");
    }

    /** Reads the word on {@code store} again, off the FX thread; who this console is changes only with the store. */
    void refresh(GameStore store) {
        staff.set(store.member().map(ServerRoles.Member::staff).orElse(true));
        if (!store.shared()) {
            text.set("");
            tip.set("");
            return;
        }
        executor.submit(() -> status(store, messages), status -> {
            if (session.store() == store) {
                text.set(status.text());
                tip.set(status.tip());
            }
        }, e -> {
            text.set("");
            tip.set("");
        });
    }

    /** The status bar's clock ticked: now and then, who is connected is asked again. */
    void tick() {
        if (++ticks % EVERY == 0 && session.store().shared()) {
            refresh(session.store());
        }
    }

    /**
     * The status bar's word on a shared dynasty (read off the FX thread): the consoles connected by login, and in its
     * tooltip where it lives and as whom this console is connected; nothing for a file.
     */
    static Status status(GameStore store, Messages messages) {
        if (!store.shared()) {
            return Status.NONE;
        }
        try {
            List<Database.Connected> connected = store.connected();
            String who = connected.stream().map(Database.Connected::login).distinct()
                    .collect(Collectors.joining(", "));
            String you = store.member().map(m -> " " + messages.get("status.shared.you." + m.role().word(), m.login(),
                    m.playerName() == null ? "" : m.playerName())).orElse("");
            // the bar says how many (never cut: at 1024 pixels there is room for no more); the tooltip says who
            boolean live = store.hearing();
            return new Status(messages.get(live ? "status.shared" : "status.shared.deaf", store.description(),
                    connected.size(), who), messages.get(live ? "status.shared.tip" : "status.shared.deaf.tip",
                    store.description(), connected.size(), who) + you);
        } catch (RuntimeException away) {
            return new Status(messages.get("status.shared.away"), store.description());
        }
    }

    /** Where a shared dynasty lives and how many consoles are connected ("" for a file): the status bar's. */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** The status bar's tooltip on a shared dynasty: where it lives, who is connected, and as whom. */
    public ReadOnlyStringProperty tipProperty() {
        return tip.getReadOnlyProperty();
    }

    /**
     * Whether this console may take the Admins' actions (true for a file, and for a shared dynasty's Emperor and
     * Admins); false for a Player's, whose Admin menus are not shown.
     */
    public ReadOnlyBooleanProperty staffProperty() {
        return staff.getReadOnlyProperty();
    }
}
