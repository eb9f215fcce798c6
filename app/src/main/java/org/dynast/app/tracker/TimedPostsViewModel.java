package org.dynast.app.tracker;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.time.UtcCalendar;
import org.dynast.model.tracker.PostKind;
import org.dynast.model.tracker.TimedPosts;
import org.dynast.model.tracker.TrackerEngine;

/**
 * The Gamestate tab's timed posts: every post with where it stands (what is due now first), the selected post's
 * checklist of reactors, and Post…, a tick, Settle and Remove — each one logged, undoable action of the tracker.
 */
public final class TimedPostsViewModel {

    private static final DateTimeFormatter ENTERED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    /** A post as listed: its number, heading, phase and where it stands in words. */
    public record PostItem(int id, String heading, TimedPosts.Phase phase, String words, List<Reactor> reactors) {
    }

    /** One line of a post's checklist: a reactor and when they reacted (null: not yet). */
    public record Reactor(String name, Instant reacted) {
        public String when() {
            return reacted == null ? "" : UtcCalendar.format(reacted);
        }
    }

    /** What Post… asks: the kind, a title, the named reactors (for kinds that are not every player's), when. */
    public record PostRequest(String kind, String title, List<String> reactors, String posted) {
    }

    private final Session session;
    private final TabWork work;
    private final Messages messages;
    private final ObservableList<PostItem> posts = FXCollections.observableArrayList();
    private final ObjectProperty<PostItem> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<Reactor> checklist = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private List<PostKind> kinds = List.of();
    private List<String> rows = List.of();

    public TimedPostsViewModel(Session session, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.messages = messages;
        this.work = new TabWork(executor, message::set, this::refresh);
        selected.addListener((o, a, b) -> checklist.setAll(b == null ? List.of() : b.reactors()));
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> message.set(""));
        refresh();
    }

    private TimedPosts service() {
        return TrackerEngine.in(session.store()).posts();
    }

    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = session.dynasty().id();
        work.read(() -> service().board(id), this::show);
    }

    private void show(TimedPosts.Board r) {
        kinds = r.kinds();
        rows = r.rows();
        Integer was = selected.get() == null ? null : selected.get().id();
        posts.setAll(r.posts().stream().map(s -> new PostItem(s.post().id, s.heading(), s.phase(), s.words(),
                s.post().reactors.stream().map(n -> new Reactor(n, reacted(s.post().reacted, n))).toList())).toList());
        selected.set(posts.stream().filter(p -> was != null && p.id() == was).findFirst().orElse(null));
        if (selected.get() != null) {
            checklist.setAll(selected.get().reactors());
        }
        long due = posts.stream().filter(p -> p.phase() == TimedPosts.Phase.DUE).count();
        summary.set(due > 0 ? messages.get("posts.dueNow", due) : messages.get("posts.nothingDue",
                posts.stream().filter(p -> p.phase() == TimedPosts.Phase.OPEN).count()));
    }

    private static Instant reacted(Map<String, Instant> reacted, String name) {
        return reacted.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name)).map(Map.Entry::getValue)
                .findFirst().orElse(null);
    }

    /** The kinds of post the tracker knows, by name. */
    public List<String> kinds() {
        return kinds.stream().map(k -> k.name).toList();
    }

    /** Whether a post of {@code kind} names its reactors (a Duel's duelists) rather than expecting every player. */
    public boolean namesReactors(String kind) {
        return kinds.stream().filter(k -> k.name.equalsIgnoreCase(kind)).findFirst().map(k -> !k.everyPlayer)
                .orElse(false);
    }

    /** The rule's words for a kind, to show in Post…. */
    public String ruleOf(String kind) {
        return kinds.stream().filter(k -> k.name.equalsIgnoreCase(kind)).findFirst().map(k -> k.text == null ? ""
                : k.text).orElse("");
    }

    /** The rows that may be named as reactors. */
    public List<String> rows() {
        return rows;
    }

    /** Enters a post; {@code posted} is blank (now) or "2026-11-20 09:00" in UTC. */
    public void post(PostRequest r) {
        Instant at;
        try {
            at = r.posted() == null || r.posted().isBlank() ? null
                    : LocalDateTime.parse(r.posted().strip(), ENTERED).toInstant(ZoneOffset.UTC);
        } catch (DateTimeParseException e) {
            message.set(messages.get("posts.badTime", r.posted().strip()));
            return;
        }
        long id = session.dynasty().id();
        String actor = session.actor();
        run(() -> {
            service().post(id, actor, r.kind(), r.title(), r.reactors(), at);
            return messages.get("posts.posted", r.kind());
        });
    }

    /** Ticks off a reactor of the selected post as having reacted now. */
    public void react(String who) {
        onSelected((id, actor, p) -> {
            service().react(id, actor, p.id(), who, null);
            return messages.get("posts.reacted", who, p.heading());
        });
    }

    public void settle() {
        onSelected((id, actor, p) -> {
            service().settle(id, actor, p.id());
            return messages.get("posts.settled", p.heading());
        });
    }

    public void remove() {
        onSelected((id, actor, p) -> {
            service().remove(id, actor, p.id());
            return messages.get("posts.removed", p.heading());
        });
    }

    private interface OnPost {
        String act(long dynastyId, String actor, PostItem post);
    }

    /** Acts on the selected post (off the UI thread), saying what was done; without one, asks to choose it. */
    private void onSelected(OnPost action) {
        PostItem p = selected.get();
        if (p == null) {
            message.set(messages.get("posts.none"));
            return;
        }
        long id = session.dynasty().id();
        String actor = session.actor();
        run(() -> action.act(id, actor, p));
    }

    private void run(Callable<String> action) {
        work.act(action, message::set);
    }

    public ObservableList<PostItem> posts() {
        return posts;
    }

    public ObjectProperty<PostItem> selectedProperty() {
        return selected;
    }

    public ObservableList<Reactor> checklist() {
        return checklist;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
