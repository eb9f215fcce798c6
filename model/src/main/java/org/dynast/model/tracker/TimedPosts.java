package org.dynast.model.tracker;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.dynast.model.Refusal;
import org.dynast.model.time.UtcCalendar;

/**
 * The dynasty's timed posts with their checklists (issue 19): a post of a {@link PostKind} is entered when it is made
 * on the blog, each reactor is ticked off when they react or send something, and the console says what is open, what
 * is waiting on whom, and when the emperor's move is due. Every change is one logged, undoable action of the tracker.
 */
public final class TimedPosts {

    public static final String RULE = "Timed posts";
    static final String KIND = "tracker.post";

    /** Where a post stands: the emperor's move due, still open, or settled (the order the console lists them in). */
    public enum Phase { DUE, OPEN, SETTLED }

    /** A post as the console lists it: its phase, and in words where it stands and what is awaited. */
    public record Status(TimedPost post, Phase phase, String words, String move) {
        public String heading() {
            return post.label();
        }
    }

    private final TrackerService tracker;

    TimedPosts(TrackerService tracker) {
        this.tracker = tracker;
    }

    // ---- reading ----------------------------------------------------------------------------

    /** What the tab shows, from one read of the tracker: the kinds of post, the rows that may react, every post. */
    public record Board(List<PostKind> kinds, List<String> rows, List<Status> posts) {
    }

    public Board board(long dynastyId) {
        TrackerState s = tracker.state(dynastyId);
        Instant now = tracker.context().clock().now();
        return new Board(s.definition.postKinds.stream().map(PostKind::copy).toList(),
                s.rows.stream().map(r -> r.name).toList(),
                s.posts.stream().map(p -> status(s.definition, p, now)).sorted(ORDER).toList());
    }

    public List<PostKind> kinds(long dynastyId) {
        return board(dynastyId).kinds();
    }

    /** Every post: those whose move is due first (longest overdue first), then the open ones, then the settled. */
    public List<Status> all(long dynastyId) {
        return board(dynastyId).posts();
    }

    /** What is due now: the posts whose emperor's move has fallen due and is not yet made. */
    public List<Status> dueNow(long dynastyId) {
        return all(dynastyId).stream().filter(st -> st.phase() == Phase.DUE).toList();
    }

    private static final Comparator<Status> ORDER = Comparator.<Status>comparingInt(st -> st.phase().ordinal())
            .thenComparingLong(st -> switch (st.phase()) {
                case OPEN -> st.post().closes.getEpochSecond();
                case DUE -> st.post().due.getEpochSecond();
                case SETTLED -> -st.post().settled.getEpochSecond();
            })
            .thenComparingInt(st -> st.post().id);

    /** Where one post stands at {@code now}. */
    public static Status status(TrackerDefinition d, TimedPost p, Instant now) {
        PostKind k = d.postKind(p.kind).orElse(null);
        String move = k == null || k.move == null || k.move.isBlank() ? "the emperor's move" : k.move;
        List<String> waiting = p.waitingOn();
        String tally = (p.reactors.size() - waiting.size()) + " of " + p.reactors.size() + " reacted"
                + (waiting.isEmpty() ? "" : "; waiting on " + String.join(", ", waiting));
        if (p.settled != null) {
            return new Status(p, Phase.SETTLED, "settled at " + UtcCalendar.format(p.settled) + "; " + tally, move);
        }
        boolean allIn = k != null && k.endsWhenAllReacted && !p.reactors.isEmpty() && waiting.isEmpty();
        boolean closed = !now.isBefore(p.closes);
        if (allIn || closed || !now.isBefore(p.due)) {
            String why = allIn ? "everyone expected has reacted" : closed ? "closed " + ago(p.closes, now)
                    : "due " + ago(p.due, now);
            return new Status(p, Phase.DUE, "due now (" + why + "): " + move + "; " + tally, move);
        }
        return new Status(p, Phase.OPEN, "open, closes in " + TrackerService.inWords(Duration.between(now, p.closes))
                + " (" + UtcCalendar.format(p.closes) + ")" + (p.due.isBefore(p.closes) ? "; " + move + " due in "
                + TrackerService.inWords(Duration.between(now, p.due)) : "") + "; " + tally, move);
    }

    private static String ago(Instant t, Instant now) {
        return now.isAfter(t) ? TrackerService.inWords(Duration.between(t, now)) + " ago" : "now";
    }

    // ---- changes -----------------------------------------------------------------------------

    /**
     * Enters a post of {@code kind} made at {@code posted} (null: now; never in the future). Its reactors are every
     * player's row when the kind says so, else the named rows (at least one). Returns its number.
     */
    public int post(long dynastyId, String actor, String kind, String title, List<String> reactors, Instant posted) {
        Instant now = tracker.context().clock().now();
        Instant at = posted == null ? now : posted;
        if (at.isAfter(now)) {
            throw new Refusal(RULE, "A post is entered once it is made: " + UtcCalendar.format(at)
                    + " is in the future.");
        }
        String t = title == null ? "" : title.strip();
        if (t.length() > 200) {
            throw new Refusal(RULE, "A post's title has at most 200 characters.");
        }
        TrackerState now0 = tracker.state(dynastyId);
        PostKind k = now0.definition.postKind(kind).orElseThrow(() -> new Refusal(RULE, "There is no kind of timed "
                + "post named " + kind + (now0.definition.postKinds.isEmpty() ? " (this tracker has none: add them "
                + "with Edit Columns…)." : "; the kinds are " + String.join(", ", now0.definition.postKinds.stream()
                .map(x -> x.name).toList()) + ".")));
        List<String> named = reactors(now0, k, reactors);
        int id = now0.posts.stream().mapToInt(p -> p.id).max().orElse(0) + 1;
        int number = now0.posts.stream().filter(p -> k.name.equalsIgnoreCase(p.kind)).mapToInt(p -> p.number).max()
                .orElse(0) + 1;
        return tracker.change(dynastyId, actor, KIND, "Posted " + k.name + " " + number + (t.isEmpty() ? ""
                : " (" + t + ")"), draft -> {
                    TimedPost p = new TimedPost();
                    p.id = id;
                    p.number = number;
                    p.kind = k.name;
                    p.title = t;
                    p.posted = at;
                    p.closes = at.plus(Duration.ofHours(k.hours));
                    p.due = k.dueAfterHours == null ? p.closes : at.plus(Duration.ofHours(k.dueAfterHours));
                    p.reactors.addAll(named);
                    draft.posts.add(p);
                    return id;
                });
    }

    private static List<String> reactors(TrackerState s, PostKind k, List<String> asked) {
        if (k.everyPlayer) {
            return s.rows.stream().filter(r -> !r.npc).map(r -> r.name).toList();
        }
        List<String> out = new ArrayList<>();
        for (String n : asked == null ? List.<String>of() : asked) {
            if (n == null || n.isBlank()) {
                continue;
            }
            TrackerRow r = s.row(n).orElseThrow(() -> new Refusal(RULE, "There is no row named " + n.strip()
                    + " to react to the " + k.name + "."));
            if (out.stream().noneMatch(r.name::equalsIgnoreCase)) {
                out.add(r.name);
            }
        }
        if (out.isEmpty()) {
            throw new Refusal(RULE, "A " + k.name + " names who is expected to react (" + k.name
                    + " is not for every player).");
        }
        return out;
    }

    /** Ticks off {@code who} as having reacted (or sent something) at {@code at} (null: now). */
    public void react(long dynastyId, String actor, int postId, String who, Instant at) {
        Instant now = tracker.context().clock().now();
        Instant when = at == null ? now : at;
        TimedPost p = find(tracker.state(dynastyId), postId);
        String name = p.reactors.stream().filter(r -> r.equalsIgnoreCase(who == null ? "" : who.strip())).findFirst()
                .orElseThrow(() -> new Refusal(RULE, who + " is not expected to react to " + p.label()
                        + " (" + String.join(", ", p.reactors) + " are)."));
        if (p.reacted.keySet().stream().anyMatch(name::equalsIgnoreCase)) {
            throw new Refusal(RULE, name + " has already reacted to " + p.label() + " (at "
                    + UtcCalendar.format(p.reacted.get(name)) + ").");
        }
        if (when.isAfter(now) || when.isBefore(p.posted)) {
            throw new Refusal(RULE, "A reaction is ticked off between the post (" + UtcCalendar.format(p.posted)
                    + ") and now.");
        }
        if (!when.isBefore(p.closes)) {
            throw new Refusal(RULE, p.label() + " closed at " + UtcCalendar.format(p.closes)
                    + ": a reaction after that does not count.");
        }
        if (p.settled != null) {
            throw new Refusal(RULE, p.label() + " is settled.");
        }
        tracker.change(dynastyId, actor, KIND, name + " reacted to " + p.label(), draft -> {
            find(draft, postId).reacted.put(name, when);
            return null;
        });
    }

    /** Records that the emperor made the move the post called for. */
    public void settle(long dynastyId, String actor, int postId) {
        TimedPost p = find(tracker.state(dynastyId), postId);
        if (p.settled != null) {
            throw new Refusal(RULE, p.label() + " was settled at " + UtcCalendar.format(p.settled) + ".");
        }
        Instant now = tracker.context().clock().now();
        tracker.change(dynastyId, actor, KIND, "Settled " + p.label(), draft -> {
            find(draft, postId).settled = now;
            return null;
        });
    }

    /** Takes a post off the list (a closed Duel "ceases to be a duel"; a post entered by mistake). */
    public void remove(long dynastyId, String actor, int postId) {
        TimedPost p = find(tracker.state(dynastyId), postId);
        tracker.change(dynastyId, actor, KIND, "Removed " + p.label(), draft -> {
            draft.posts.removeIf(x -> x.id == postId);
            return null;
        });
    }

    private static TimedPost find(TrackerState s, int id) {
        return s.posts.stream().filter(p -> p.id == id).findFirst().orElseThrow(() -> new Refusal(RULE,
                "There is no timed post number " + id + "."));
    }
}
