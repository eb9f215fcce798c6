package org.dynast.app.roster;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.RosterService;

/**
 * The shown dynasty's known aliases (issue 32), the Roster tab's Aliases… editor: each a former name of a player on the
 * blog, so that a comment under it counts as theirs (in the Votable Matters review and in {@code judge --file}). Adding
 * and forgetting one are logged, undoable actions of this dynasty only; a refusal is said in the editor in the roster's
 * words, and the typed alias is kept.
 */
public final class AliasesViewModel {

    /** The Roster tab's Aliases… editor, shown on this until it is closed (it gives nothing back). */
    public static final DialogService.Feature<AliasesViewModel, Void> DIALOG =
            new DialogService.Feature<>("aliases");

    /** What the editor reads (log entity names). */
    static final Set<String> READS = Set.of("dynasty", "player", "player-alias");

    /** One known alias, as listed. */
    public record AliasRow(long id, String alias, String player) {
    }

    private final Session session;
    private final TaskExecutor executor;
    private final Messages messages;
    private final ObservableList<AliasRow> rows = FXCollections.observableArrayList();
    private final ObservableList<String> players = FXCollections.observableArrayList();
    private final StringProperty newAlias = new SimpleStringProperty(this, "newAlias", "");
    private final ObjectProperty<String> newPlayer = new SimpleObjectProperty<>(this, "newPlayer");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");

    public AliasesViewModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
        session.revisionProperty().addListener((o, a, b) -> {
            // read again only while the editor is open: a player added with the editor closed costs the Roster
            // tab one read, not two (TabRefreshTest)
            if (editing && session.changed(READS)) {
                refresh();
            }
        });
        session.dynastyProperty().addListener((o, a, b) -> {
            newAlias.set("");
            message.set("");
        });
    }

    private record Read(List<AliasRow> rows, List<String> players) {
    }

    private boolean editing;

    /** Whether the Aliases… editor is open (it follows every change while it is), as Roster › Aliases… opens it. */
    public void editing(boolean open) {
        this.editing = open;
    }

    /** Reads the shown dynasty's aliases and players off the UI thread. */
    public void refresh() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null) {
            rows.clear();
            players.clear();
            return;
        }
        RosterService roster = session.store().roster();
        long id = dynasty.id();
        executor.submit(() -> {
            Map<Long, String> names = new HashMap<>();
            List<Player> all = roster.roster(id).players();
            all.forEach(p -> names.put(p.id(), p.name()));
            return new Read(roster.aliasList(id).stream().filter(a -> names.containsKey(a.playerId()))
                    .map(a -> new AliasRow(a.id(), a.alias(), names.get(a.playerId()))).toList(),
                    all.stream().map(Player::name).sorted(String.CASE_INSENSITIVE_ORDER).toList());
        }, read -> {
            rows.setAll(read.rows());
            players.setAll(read.players());
            if (newPlayer.get() != null && !players.contains(newPlayer.get())) {
                newPlayer.set(null);
            }
        }, e -> say(Failures.message(e), true));
    }

    public ObservableList<AliasRow> rows() {
        return rows;
    }

    public ObservableList<String> players() {
        return players;
    }

    /** The former name typed. */
    public StringProperty newAliasProperty() {
        return newAlias;
    }

    /** The player it is a former name of. */
    public ObjectProperty<String> newPlayerProperty() {
        return newPlayer;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Records the typed alias of the chosen player; the typed text is kept if it is refused. */
    public void add() {
        String alias = newAlias.get() == null ? "" : newAlias.get().strip();
        String player = newPlayer.get();
        if (alias.isEmpty() || player == null) {
            say(messages.get("roster.aliases.incomplete"), true);
            return;
        }
        act((service, id, actor) -> {
            long playerId = service.roster(id).byName(player).map(Player::id).orElseThrow(() ->
                    new Refusal("Aliases", "No player named " + player + " in this dynasty."));
            return service.addAlias(id, actor, playerId, alias);
        }, done -> {
            newAlias.set("");
            say(messages.get("roster.aliases.added", done.alias(), player), false);
        });
    }

    /** Forgets a known alias. */
    public void remove(AliasRow row) {
        if (row != null) {
            act((service, id, actor) -> service.removeAlias(id, actor, row.id()),
                    done -> say(messages.get("roster.aliases.removed", row.alias(), row.player()), false));
        }
    }

    private interface Action<T> {
        T run(RosterService service, long dynastyId, String actor) throws Exception;
    }

    private <T> void act(Action<T> action, Consumer<T> done) {
        if (session.dynasty() == null) {
            return;
        }
        RosterService service = session.store().roster();
        long id = session.dynasty().id();
        String actor = session.actor(); // read here, on the UI thread
        executor.submit(() -> action.run(service, id, actor), result -> {
            done.accept(result);
            refresh();
        }, e -> say(messages.get("roster.aliases.refused", Failures.message(e)), true));
    }

    private void say(String text, boolean refusal) {
        failed.set(refusal);
        message.set(text);
    }
}
