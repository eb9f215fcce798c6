package org.dynast.app.shell;

import java.util.Optional;
import java.util.regex.Pattern;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.Settings;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.app.share.Passwords;
import org.dynast.app.share.SharedDynastyForm;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.store.DynastyShare;
import org.dynast.model.store.GameStore;
import org.dynast.model.store.ServerAddress;

/**
 * File › Open Shared Dynasty… and File › Share This Dynasty… (issue 36); what the status bar says of a shared
 * dynasty is {@link SharedStatus}'s. The last server, database and login are remembered in the settings; the password
 * only in the desktop's keyring, when the user asks and there is one. A connection that fails shows the form again with
 * everything typed and the server's answer above it.
 */
final class SharedDynasties {

    /** The settings key of the last shared dynasty's address (never its password). */
    static final String LAST = "shared.last";

    private final MainViewModel main;
    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final Settings settings;
    private final Passwords passwords;

    SharedDynasties(MainViewModel main, Session session, DialogService dialogs, TaskExecutor executor,
                    Messages messages, Settings settings, Passwords passwords) {
        this.main = main;
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.settings = settings;
        this.passwords = passwords;
    }

    /** File › Open Shared Dynasty…: connects to a dynasty the team shares on a PostgreSQL server and shows it. */
    void open() {
        executor.submit(() -> form(SharedDynastyForm.Purpose.OPEN, null), this::askOpen, main::fail);
    }

    /** File › Share This Dynasty…: copies the shown dynasty with its history into a PostgreSQL database. */
    void share() {
        Dynasty shown = session.dynasty();
        GameStore store = session.store();
        if (shown == null) {
            dialogs.showInfo(messages.get("shared.share.title"), messages.get("shared.share.none"));
            return;
        }
        if (store.shared()) {
            dialogs.showInfo(messages.get("shared.share.title"), messages.get("shared.share.already", shown.name(),
                    store.description()));
            return;
        }
        executor.submit(() -> form(SharedDynastyForm.Purpose.SHARE, shown.name()), form -> askShare(form, shown,
                store), main::fail);
    }

    /** The form, filled from the last address and the keyring (off the FX thread: the keyring may be slow). */
    private SharedDynastyForm form(SharedDynastyForm.Purpose purpose, String dynastyName) {
        SharedDynastyForm form = new SharedDynastyForm(purpose, dynastyName, passwords.available());
        last().ifPresent(address -> {
            form.fill(address);
            passwords.read(address).ifPresent(kept -> {
                form.passwordProperty().set(kept);
                form.rememberProperty().set(true);
            });
        });
        return form;
    }

    private Optional<ServerAddress> last() {
        return settings.get(LAST).flatMap(SharedDynasties::address);
    }

    /** An address as the settings keep it: {@code login@server/database}. */
    static Optional<ServerAddress> address(String kept) {
        var m = Pattern.compile("([^@]+)@([^/]+)/(.+)").matcher(kept);
        try {
            return m.matches() ? Optional.of(ServerAddress.of(m.group(2), m.group(3), m.group(1))) : Optional.empty();
        } catch (Refusal unreadable) {
            return Optional.empty();
        }
    }

    private void askOpen(SharedDynastyForm form) {
        dialogs.ask(SharedDynastyForm.DIALOG, form).ifPresent(answer -> main.leaving(() -> connect(form,
                answer)));
    }

    private record Opened(GameStore store, Dynasty first) {
    }

    private void connect(SharedDynastyForm form, SharedDynastyForm.Answer answer) {
        GameStore current = session.store();
        main.runLong(messages.get("shared.busy.connecting", answer.address()), false, progress -> {
            GameStore store = GameStore.onServer(answer.address().url(answer.password()), current.clock(), null,
                    current.modules());
            try {
                keep(answer);
                return new Opened(store, store.dynasties().all().stream().findFirst().orElse(null));
            } catch (RuntimeException e) {
                store.close();
                throw e;
            }
        }, opened -> {
            remember(answer.address());
            session.use(opened.store(), opened.first());
            main.say(opened.first() == null ? messages.get("shared.opened.empty", answer.address())
                    : messages.get("shared.opened", opened.first().name(), answer.address()));
        }, failure -> {
            form.failed(Failures.message(failure));
            askOpen(form); // shown again, with everything typed
        });
    }

    private record Copied(GameStore target, DynastyShare.Shared shared) {
    }

    private void askShare(SharedDynastyForm form, Dynasty shown, GameStore store) {
        String actor = session.actor();
        dialogs.ask(SharedDynastyForm.DIALOG, form).ifPresent(answer -> main.runLong(
                messages.get("shared.busy.sharing", shown.name(), answer.address()), false, progress -> {
                    GameStore target = GameStore.onServer(answer.address().url(answer.password()), store.clock(),
                            null, store.modules());
                    try {
                        DynastyShare.Shared shared = DynastyShare.copy(store, shown.id(), target, actor);
                        keep(answer);
                        return new Copied(target, shared);
                    } catch (RuntimeException e) {
                        target.close();
                        throw e;
                    }
                }, copied -> {
                    remember(answer.address());
                    String copy = copied.shared().copy().name();
                    main.say(copy.equals(shown.name()) ? messages.get("shared.shared.same", shown.name(),
                            answer.address()) : messages.get("shared.shared", shown.name(), answer.address(), copy));
                    if (dialogs.confirm(messages.get("shared.share.title"), messages.get("shared.shared.header",
                            shown.name(), answer.address()), messages.get("shared.shared.text", copy),
                            messages.get("shared.shared.open"))) {
                        main.leaving(() -> session.use(copied.target(), copied.shared().copy()),
                                () -> closeLater(copied.target()));
                    } else {
                        closeLater(copied.target());
                    }
                }, failure -> {
                    form.failed(Failures.message(failure));
                    askShare(form, shown, store);
                }));
    }

    /** Closes a shared copy not opened here, off the FX thread (its connections are let go). */
    private void closeLater(GameStore store) {
        executor.submit(() -> {
            store.close();
            return null;
        }, nothing -> { }, main::fail);
    }

    /** Keeps the password in the keyring when asked, forgets the one kept when not (off the FX thread). */
    private void keep(SharedDynastyForm.Answer answer) {
        if (answer.remember()) {
            passwords.keep(answer.address(), answer.password());
        } else {
            passwords.forget(answer.address());
        }
    }

    private void remember(ServerAddress address) {
        settings.put(LAST, address.keyringKey());
        settings.save();
    }
}
