package org.dynast.app.dice;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.dice.DiceService;
import org.dynast.model.dice.Roll;
import org.dynast.model.dice.RollExpression;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;

/**
 * The Dice Roller window: roll an expression in a player's name for a purpose, optionally secretly,
 * and browse the dynasty's roll log. This is the emperor's console, so secret rolls are listed
 * (marked); the player view hides them, as an export does.
 */
public final class DiceViewModel {

    private static final DateTimeFormatter AT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneOffset.UTC);

    /** One line of the roll log. */
    public record RollRow(long id, String at, String roller, String expression, String outcome, String purpose,
                          boolean secret, String text, Roll roll) {
    }

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;

    private final ObservableList<RollRow> rolls = FXCollections.observableArrayList();
    private final ObservableList<String> players = FXCollections.observableArrayList();
    private final StringProperty expression = new SimpleStringProperty(this, "expression", "DICE6");
    private final ReadOnlyStringWrapper expressionProblem = new ReadOnlyStringWrapper(this, "expressionProblem", "");
    private final StringProperty roller = new SimpleStringProperty(this, "roller");
    private final StringProperty purpose = new SimpleStringProperty(this, "purpose", "");
    private final BooleanProperty secret = new SimpleBooleanProperty(this, "secret");
    private final BooleanProperty playerView = new SimpleBooleanProperty(this, "playerView");
    private final ObjectProperty<RollRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper(this, "detail", "");
    private final ReadOnlyStringWrapper result = new ReadOnlyStringWrapper(this, "result", "");
    private final ReadOnlyBooleanWrapper resultSecret = new ReadOnlyBooleanWrapper(this, "resultSecret");
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper(this, "count", "");
    private final Feedback feedback;
    private final TabWork work;
    private final BooleanBinding canRoll = Bindings.createBooleanBinding(
            () -> expressionProblem.get().isEmpty() && expression.get() != null && !expression.get().isBlank()
                    && roller.get() != null && !roller.get().isBlank(),
            expressionProblem, expression, roller);

    /** The roll to select once the log has been reloaded after rolling it. */
    private Long pendingSelection;
    /** The roll the result headline shows. */
    private Long shownRoll;

    public DiceViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        expression.addListener((obs, o, n) -> validate());
        selected.addListener((obs, o, n) -> showDetail(n));
        playerView.addListener((obs, o, n) -> refresh());
        session.revisionProperty().addListener((obs, o, n) -> {
            if (session.changed(READS)) { // not after a vote or a Bout
                refresh();
            }
        });
        validate();
        refresh();
    }

    /** What the tab shows is read from these (log entity names): the rolls, the roster and the emperor. */
    static final Set<String> READS = Set.of("dynasty", "player", "roll");

    private record Snapshot(List<Roll> rolls, List<String> players, String emperor) {
    }

    public void refresh() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null) {
            rolls.clear();
            players.clear();
            return;
        }
        boolean forPlayers = playerView.get();
        work.act(() -> {
            String actor = session.actor(); // read here: after a switch it reads the roster, never on the UI thread
            DiceService dice = session.store().dice();
            List<Roll> list = forPlayers ? dice.playerView(dynasty.id()) : dice.emperorView(dynasty.id());
            Roster roster = session.store().roster().roster(dynasty.id());
            List<String> names = roster.active().stream().map(Player::name).sorted(String.CASE_INSENSITIVE_ORDER)
                    .toList();
            return new Snapshot(list, names, actor);
        }, this::apply);
    }

    private void apply(Snapshot s) {
        List<RollRow> rows = new ArrayList<>(s.rolls().stream().map(this::row).toList());
        Collections.reverse(rows); // newest first
        Long keep = pendingSelection != null ? pendingSelection : selected.get() == null ? null : selected.get().id();
        rolls.setAll(rows);
        players.setAll(s.players());
        if (roller.get() == null || !players.contains(roller.get())) {
            roller.set(players.contains(s.emperor()) ? s.emperor() : players.isEmpty() ? null : players.get(0));
        }
        RollRow again = keep == null ? null : rows.stream().filter(r -> r.id() == keep).findFirst().orElse(null);
        if (again != null || pendingSelection == null) {
            pendingSelection = null;
            selected.set(again);
        }
        if (shownRoll != null && pendingSelection == null && rows.stream().noneMatch(r -> r.id() == shownRoll)) {
            // undone, or a secret roll while the player view is shown
            shownRoll = null;
            resultSecret.set(false);
            result.set("");
            feedback.say("");
        }
        long secrets = rows.stream().filter(RollRow::secret).count();
        count.set(playerView.get() ? messages.get("dice.count.players", rows.size())
                : messages.get("dice.count.emperor", rows.size(), secrets));
    }

    private RollRow row(Roll r) {
        return new RollRow(r.id(), AT.format(r.at()), r.roller(), r.expression(), r.outcome(), r.purpose(), r.secret(),
                r.asText(), r);
    }

    private void validate() {
        String text = expression.get() == null ? "" : expression.get().strip();
        if (text.isEmpty() || session.store() == null) {
            expressionProblem.set("");
            return;
        }
        try {
            RollExpression.parse(text, session.store().dice().rules());
            expressionProblem.set("");
        } catch (RuntimeException e) {
            expressionProblem.set(TabWork.words(e));
        }
    }

    private void showDetail(RollRow row) {
        if (row == null) {
            detail.set("");
            return;
        }
        Roll r = row.roll();
        DiceService dice = session.store().dice();
        String values = r.values().stream().map(String::valueOf).collect(Collectors.joining(", "));
        String base = messages.get("dice.detail", r.id(), row.at(), r.roller(), r.expression(),
                r.purpose().isEmpty() ? messages.get("dice.detail.noPurpose") : r.purpose(), values, r.outcome(),
                Long.toString(r.seed()), r.generator())
                + (r.secret() ? "\n" + messages.get("dice.detail.secret") : "");
        detail.set(base);
        work.act(() -> dice.verify(r), ok -> {
            if (selected.get() == row) {
                detail.set(base + "\n" + messages.get(ok ? "dice.detail.verified" : "dice.detail.notVerified"));
            }
        }, why -> detail.set(base + "\n" + why));
    }

    // ---- commands ------------------------------------------------------------------------------

    /** Rolls the expression in the chosen player's name. */
    public void roll() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null || !canRoll.get()) {
            return;
        }
        String text = expression.get();
        String who = roller.get();
        String why = purpose.get();
        boolean hidden = secret.get();
        String actor = session.actor();
        DiceService dice = session.store().dice();
        work.act(() -> dice.roll(dynasty.id(), actor, who, text, why, hidden), r -> {
            shownRoll = r.id();
            resultSecret.set(r.secret());
            result.set(r.line());
            purpose.set("");
            feedback.say(messages.get(r.secret() ? "dice.rolled.secret" : "dice.rolled", r.roller(), r.line(), r.id()));
            RollRow row = rolls.stream().filter(x -> x.id() == r.id()).findFirst().orElse(null);
            if (row != null) {
                selected.set(row);
            } else {
                pendingSelection = r.id();
            }
        });
    }

    /** The selected roll as one line to paste into a comment; empty if none is selected. */
    public String copyText() {
        RollRow row = selected.get();
        if (row == null) {
            return "";
        }
        feedback.say(messages.get(row.secret() ? "dice.copied.secret" : "dice.copied", row.id()));
        return row.text();
    }



    // ---- properties ----------------------------------------------------------------------------

    public ObservableList<RollRow> rolls() {
        return rolls;
    }

    /** The active players, in whose names rolls are made. */
    public ObservableList<String> players() {
        return players;
    }

    public StringProperty expressionProperty() {
        return expression;
    }

    public ReadOnlyStringProperty expressionProblemProperty() {
        return expressionProblem.getReadOnlyProperty();
    }

    public StringProperty rollerProperty() {
        return roller;
    }

    public StringProperty purposeProperty() {
        return purpose;
    }

    public BooleanProperty secretProperty() {
        return secret;
    }

    /** When set, the log shows what the players may see: no secret rolls. */
    public BooleanProperty playerViewProperty() {
        return playerView;
    }

    public ObjectProperty<RollRow> selectedProperty() {
        return selected;
    }

    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** The last roll made here: "3DICE6 = 4 + 2 + 6 = 12". */
    public ReadOnlyStringProperty resultProperty() {
        return result.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty resultSecretProperty() {
        return resultSecret.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return feedback.errorProperty();
    }

    public BooleanBinding canRollBinding() {
        return canRoll;
    }
}
