package org.dynast.app.share;

import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.dynast.app.common.DialogService;
import org.dynast.model.Refusal;
import org.dynast.model.store.ServerAddress;

/**
 * The form of File › Open Shared Dynasty… and File › Share This Dynasty… (issue 36): the server, the database, the
 * login and its password, and whether to keep the password in the desktop's keyring (offered only where there is
 * one; never kept in a plain file). What is wrong with what was typed is said as it is typed; a form whose connection
 * failed is shown again with everything in it.
 */
public final class SharedDynastyForm {

    /** The dialog: this form shown, the address and password answered (empty when cancelled). */
    public static final DialogService.Feature<SharedDynastyForm, Answer> DIALOG =
            new DialogService.Feature<>("sharedDynasty");

    /** What the form is for: opening a dynasty the team shares, or sharing the one shown. */
    public enum Purpose { OPEN, SHARE }

    /** The form's answer: where, the password, and whether to keep it in the keyring. */
    public record Answer(ServerAddress address, String password, boolean remember) {
        @Override
        public String toString() {
            return "Answer[" + address + ", password hidden, remember=" + remember + "]";
        }
    }

    private final Purpose purpose;
    private final String dynastyName;
    private final StringProperty server = new SimpleStringProperty(this, "server", "");
    private final StringProperty database = new SimpleStringProperty(this, "database", "");
    private final StringProperty login = new SimpleStringProperty(this, "login", "");
    private final StringProperty password = new SimpleStringProperty(this, "password", "");
    private final BooleanProperty remember = new SimpleBooleanProperty(this, "remember");
    private final BooleanProperty keyring = new SimpleBooleanProperty(this, "keyring");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    /** Why the last try failed (the server's answer), shown above the fields when the form comes back. */
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper(this, "failure", "");

    /**
     * A form for {@code purpose}; {@code dynastyName} is the dynasty being shared (null when opening). {@code keyring}
     * says whether the desktop has a keyring to keep the password in.
     */
    public SharedDynastyForm(Purpose purpose, String dynastyName, boolean keyring) {
        this.purpose = purpose;
        this.dynastyName = dynastyName;
        this.keyring.set(keyring);
        problem.bind(Bindings.createStringBinding(this::check, server, database, login));
    }

    private String check() {
        if (server.get().isBlank() && database.get().isBlank() && login.get().isBlank()) {
            return " "; // nothing typed yet: nothing to say, and nothing to connect to
        }
        try {
            ServerAddress.of(server.get(), database.get(), login.get());
            return "";
        } catch (Refusal r) {
            return r.getMessage();
        }
    }

    /** Fills the form from the last address used (the password is not part of it). */
    public void fill(ServerAddress last) {
        server.set(last.server());
        database.set(last.database());
        login.set(last.login());
    }

    /** The answer to give when OK is pressed, if what was typed can be connected to. */
    public Optional<Answer> answer() {
        if (!problem.get().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Answer(ServerAddress.of(server.get(), database.get(), login.get()), password.get(),
                remember.get() && keyring.get()));
    }

    /** Shows the form again after {@code why} (the server's refusal, in plain words), with what was typed. */
    public void failed(String why) {
        failure.set(why == null ? "" : why);
    }

    public Purpose purpose() {
        return purpose;
    }

    /** The dynasty being shared (SHARE), or null. */
    public String dynastyName() {
        return dynastyName;
    }

    public StringProperty serverProperty() {
        return server;
    }

    public StringProperty databaseProperty() {
        return database;
    }

    public StringProperty loginProperty() {
        return login;
    }

    public StringProperty passwordProperty() {
        return password;
    }

    public BooleanProperty rememberProperty() {
        return remember;
    }

    /** Whether there is a keyring to keep the password in (the choice is offered only then). */
    public BooleanProperty keyringProperty() {
        return keyring;
    }

    /** What is wrong with what was typed ("" when it can be connected to; " " while nothing is typed). */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty failureProperty() {
        return failure.getReadOnlyProperty();
    }
}
