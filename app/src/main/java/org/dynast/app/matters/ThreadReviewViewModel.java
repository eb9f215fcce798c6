package org.dynast.app.matters;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.Callable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MattersState;
import org.dynast.model.roster.Player;

/**
 * The thread review at work (issue 32): the {@link ThreadReview} shown, and what the emperor may do from a row that is
 * not counted for being no player's — <b>Add to roster…</b> (the commenter joins the dynasty, on the day of their
 * comment) or <b>This is…</b> a player (the commenter's name is recorded as a known alias of that player). Each is one
 * logged, undoable action on the dynasty, run off the UI thread; then the thread is reviewed again on the dynasty as
 * it now is, every answer already given kept. A refusal is said in the review in the roster's words, nothing lost.
 */
public final class ThreadReviewViewModel {

    /**
     * The review of a read comment thread (every comment, what it counts as, a choice per uncertain row), with the
     * store's refusal of the last Apply above it (null: none); true if the emperor applies it.
     */
    public static final DialogService.Feature<Shown, Boolean> DIALOG = new DialogService.Feature<>("threadReview");

    /** What the review dialog shows: its title, the review, and the last Apply's refusal (null if none). */
    public record Shown(String title, ThreadReviewViewModel review, String refusal) {
    }

    /** The dynasty as the review reads it: its matters' state, its engine and its known aliases. */
    public record Dynasty(MattersState state, CoreRulesEngine engine, Map<String, String> aliases) {
    }

    /** The review's actions on its dynasty (run off the UI thread); each answers the dynasty as it is after. */
    public interface Desk {
        /** The dynasty's known aliases, each a former name to its player's name. */
        Map<String, String> aliases() throws Exception;

        Dynasty addPlayer(String name, LocalDate joinedOn) throws Exception;

        Dynasty addAlias(String alias, String player) throws Exception;
    }

    private final ReadOnlyObjectWrapper<ThreadReview> review = new ReadOnlyObjectWrapper<>(this, "review");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(this, "failed");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final Desk desk;
    private final TaskExecutor executor;
    private final DialogService dialogs;
    private final Messages messages;
    private final LocalDate today;
    private List<String> players;

    /**
     * @param players the dynasty's players a row may be named an alias of
     * @param today   the day by the console's clock (a commenter added joins no later)
     */
    public ThreadReviewViewModel(ThreadReview review, List<String> players, Desk desk, TaskExecutor executor,
                                 DialogService dialogs, Messages messages, LocalDate today) {
        this.review.set(Objects.requireNonNull(review));
        this.players = List.copyOf(players);
        this.desk = desk;
        this.executor = executor;
        this.dialogs = dialogs;
        this.messages = messages;
        this.today = today;
    }

    public ReadOnlyObjectProperty<ThreadReview> reviewProperty() {
        return review.getReadOnlyProperty();
    }

    public ThreadReview review() {
        return review.get();
    }

    /** What the last action from a row did, or why it was refused. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether {@link #messageProperty()} tells a refusal. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Whether an action from a row is under way (Apply waits for it). */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The players a not-counted commenter may be named a former name of ("This is…"). */
    public List<String> players() {
        return players;
    }

    /** Whether the row offers Add to roster… and This is…. */
    public boolean offersRoster(ThreadReview.Row row) {
        return desk != null && row.notPlayer() && row.comment().author() != null;
    }

    /** The day a commenter added from {@code row} joins: the day of their comment, or the matter's, never after today. */
    LocalDate joinedOn(ThreadReview.Row row) {
        Instant at = row.comment().at() != null ? row.comment().at() : review.get().matter().postedAt();
        LocalDate day = LocalDate.ofInstant(at, ZoneOffset.UTC);
        return day.isAfter(today) ? today : day;
    }

    /** Add to roster…: asks, then adds the commenter as a player of this dynasty and reviews the thread again. */
    public void addToRoster(ThreadReview.Row row) {
        if (!offersRoster(row) || busy.get()) {
            return;
        }
        String name = row.comment().author().strip();
        LocalDate joined = joinedOn(row);
        if (!dialogs.confirm(messages.get("matters.review.add.title"), messages.get("matters.review.add.header", name),
                messages.get(row.comment().at() != null ? "matters.review.add.text" : "matters.review.add.textPosted",
                        name, joined), messages.get("matters.review.add.yes", name))) {
            return;
        }
        act(() -> desk.addPlayer(name, joined), messages.get("matters.review.add.done", name, joined));
    }

    /** This is…: records the commenter's name as a known alias of {@code player} and reviews the thread again. */
    public void aliasOf(ThreadReview.Row row, String player) {
        if (!offersRoster(row) || player == null || busy.get()) {
            return;
        }
        String alias = row.comment().author().strip();
        act(() -> desk.addAlias(alias, player), messages.get("matters.review.alias.done", alias, player));
    }

    private void act(Callable<Dynasty> action, String done) {
        busy.set(true);
        executor.submit(action, dynasty -> {
            busy.set(false);
            players = dynasty.state().roster().players().stream().map(Player::name).toList();
            review.set(review.get().reread(dynasty.state(), dynasty.engine(), dynasty.aliases(), messages));
            failed.set(false);
            message.set(done);
        }, e -> {
            busy.set(false);
            failed.set(true);
            message.set(messages.get("matters.review.actRefused", Failures.message(e)));
        });
    }
}
