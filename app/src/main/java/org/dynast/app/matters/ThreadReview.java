package org.dynast.app.matters;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TimeText;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.PlayerNames;
import org.dynast.model.matters.ThreadReader;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteThreadParser;
import org.dynast.model.roster.Player;

/**
 * The review of a read comment thread before anything is stored (issue 32): every comment with its author, time,
 * icon and what it counts as. A player's comment has a choice of what it counts as (its read icon by default; an
 * uncertain one "not counted" until the emperor chooses, with the icon it would be suggested); a comment whose date
 * may be read two ways, or whose author or time the copy lost, is settled in its row too. A non-player's comment is
 * listed as not counted, never a reason to refuse the paste. Applying gives the votes to store as one action; the
 * answers stay in the rows, so that nothing the emperor answered is lost if the store refuses.
 */
public final class ThreadReview {

    /** What a row is. */
    public enum Kind {
        /** a player's comment, read or to be settled: it has a choice. */
        PLAYER,
        /** not counted, whatever is chosen: a non-player, an Idle player, a time before the post or after now. */
        NOT_COUNTED
    }

    /** What a player's comment may count as, in the choice's order. */
    public enum Choice {
        FOR, AGAINST, DEFERENTIAL, VETO, NO_VOTE, NOT_COUNTED;

        VoteIcon icon() {
            return switch (this) {
                case FOR -> VoteIcon.FOR;
                case AGAINST -> VoteIcon.AGAINST;
                case DEFERENTIAL -> VoteIcon.DEFERENTIAL;
                case VETO -> VoteIcon.VETO;
                default -> null;
            };
        }

        static Choice of(VoteIcon icon) {
            return icon == null ? NO_VOTE : Choice.valueOf(icon.name());
        }
    }

    /** One comment of the thread as the review shows it; a player's row holds the emperor's answers. */
    public static final class Row {
        private final ThreadReader.Comment comment;
        private final Kind kind;
        private final String note;
        private final List<Choice> choices;
        private final List<Instant> times;
        private final List<String> authors;
        private final boolean notPlayer;
        private Choice choice;
        private Instant time;
        private String author;

        Row(ThreadReader.Comment comment, Kind kind, String note, List<Choice> choices, List<Instant> times,
            List<String> authors, Choice choice, Instant time, String author, boolean notPlayer) {
            this.comment = comment;
            this.notPlayer = notPlayer;
            this.kind = kind;
            this.note = note;
            this.choices = List.copyOf(choices);
            this.times = List.copyOf(times);
            this.authors = List.copyOf(authors);
            this.choice = choice;
            this.time = time;
            this.author = author;
        }

        public ThreadReader.Comment comment() {
            return comment;
        }

        public int line() {
            return comment.line();
        }

        public Kind kind() {
            return kind;
        }

        /** Why the row is as it is: "not counted, not a player of this dynasty", the reader's doubt, or "". */
        public String note() {
            return note;
        }

        /** The choices of what it counts as (empty for a row not counted). */
        public List<Choice> choices() {
            return choices;
        }

        /** The times its date may be, when the copy's date reads two ways (else empty). */
        public List<Instant> times() {
            return times;
        }

        /** The players it may be by, when the copy lost the author (else empty). */
        public List<String> authors() {
            return authors;
        }

        public Choice choice() {
            return choice;
        }

        public void choose(Choice value) {
            if (kind == Kind.PLAYER && choices.contains(value)) {
                choice = value;
            }
        }

        /** The time it counts at: as read, chosen among {@link #times()}, or given by the emperor. */
        public Instant time() {
            return time;
        }

        public void time(Instant value) {
            if (kind == Kind.PLAYER && comment.at() == null) {
                time = value;
            }
        }

        /** The roster name it counts for. */
        public String author() {
            return author;
        }

        public void author(String value) {
            if (kind == Kind.PLAYER && comment.author() == null && authors.contains(value)) {
                author = value;
            }
        }

        /**
         * Whether the row is not counted for being by no player of this dynasty (a spectator, a former player, a
         * renamed one): it may be added to the roster, or named a known alias of a player.
         */
        public boolean notPlayer() {
            return notPlayer;
        }

        /** Whether the comment's author counts as a player through a known alias (a former name), not by name. */
        public boolean byAlias() {
            return kind == Kind.PLAYER && comment.author() != null && author != null
                    && !PlayerNames.key(comment.author()).equals(PlayerNames.key(author));
        }

        /** The emperor's answers in {@code earlier} (the same comment in a review before a re-read), where they fit. */
        void keep(Row earlier) {
            if (kind != Kind.PLAYER || earlier.kind != Kind.PLAYER) {
                return;
            }
            if (earlier.choice != null && choices.contains(earlier.choice)) {
                choice = earlier.choice;
            }
            if (comment.at() == null && earlier.time != null) {
                time = earlier.time;
            }
            if (comment.author() == null && earlier.author != null && authors.contains(earlier.author)) {
                author = earlier.author;
            }
        }

        /** Whether the reader could not settle this comment (the emperor's choice is asked for). */
        public boolean asked() {
            return kind == Kind.PLAYER && !comment.read();
        }

        /** What the row counts as now, or why it does not count. */
        public Optional<VoteThreadParser.ParsedVote> vote() {
            if (kind != Kind.PLAYER || choice == null || choice.icon() == null || author == null || time == null) {
                return Optional.empty();
            }
            return Optional.of(new VoteThreadParser.ParsedVote(comment.line(), author, time, choice.icon()));
        }

        /** A vote chosen whose time or author is still missing. */
        public boolean incomplete() {
            return kind == Kind.PLAYER && choice != null && choice.icon() != null && (author == null || time == null);
        }
    }

    private final List<Row> rows;
    private final List<String> unread;
    private final String readerNote;
    private final ThreadReader.Reading reading;
    private final VotableMatter matter;
    private final Instant now;

    private ThreadReview(List<Row> rows, List<String> unread, String readerNote, ThreadReader.Reading reading,
                         VotableMatter matter, Instant now) {
        this.rows = List.copyOf(rows);
        this.unread = List.copyOf(unread);
        this.readerNote = readerNote;
        this.reading = reading;
        this.matter = matter;
        this.now = now;
    }

    /** The matter the thread is read for. */
    public VotableMatter matter() {
        return matter;
    }

    /**
     * The same thread reviewed again on the dynasty as it is now (after a commenter was added to the roster or named
     * an alias of a player), with every answer the emperor gave here kept in its row.
     */
    public ThreadReview reread(MattersState state, CoreRulesEngine engine, Map<String, String> aliases,
                               Messages messages) {
        ThreadReview again = of(reading, state, engine, matter, now, aliases, messages);
        for (Row row : again.rows) {
            rows.stream().filter(r -> r.line() == row.line() && r.comment() == row.comment()).findFirst()
                    .ifPresent(row::keep);
        }
        return again;
    }

    /**
     * The review of {@code reading} on {@code matter}: the players are the dynasty's (matched ignoring case, spaces
     * and apostrophes, and through the known aliases: those that ship and the dynasty's own {@code aliases}, each a
     * former name to its player's name); a comment before the post or after {@code now} is not counted.
     */
    public static ThreadReview of(ThreadReader.Reading reading, MattersState state, CoreRulesEngine engine,
                                  VotableMatter matter, Instant now, Map<String, String> aliases,
                                  Messages messages) {
        List<Player> players = state.roster().players();
        Map<String, String> known = new LinkedHashMap<>(PlayerNames.known());
        known.putAll(aliases == null ? Map.of() : aliases); // the dynasty's own come last: they are its word
        PlayerNames names = new PlayerNames(players.stream().map(Player::name).toList(), known);
        List<String> active = state.roster().active().stream().map(Player::name).toList();
        Long emperor = state.dynasty().emperorId();
        List<Row> rows = new ArrayList<>();
        for (ThreadReader.Comment c : reading.comments()) {
            Optional<Player> who = names.match(c.author()).flatMap(state.roster()::byName);
            if (c.author() != null && who.isEmpty()) {
                rows.add(new Row(c, Kind.NOT_COUNTED, messages.get("matters.review.notPlayer"), List.of(), List.of(),
                        List.of(), null, c.at(), c.author(), true));
                continue;
            }
            if (who.isPresent() && who.get().idle()) {
                rows.add(notCounted(c, messages.get("matters.review.idle", who.get().name())));
                continue;
            }
            if (c.at() != null && c.at().isBefore(matter.postedAt())) {
                rows.add(notCounted(c, messages.get("matters.review.beforePost", TimeText.format(matter.postedAt()))));
                continue;
            }
            if (c.at() != null && c.at().isAfter(now)) {
                rows.add(notCounted(c, messages.get("matters.review.future")));
                continue;
            }
            boolean isEmperor = who.isPresent() && Objects.equals(emperor, who.get().id());
            List<Choice> choices = new ArrayList<>(List.of(Choice.FOR, Choice.AGAINST));
            if (!isEmperor || engine.profile().voting().emperorMayDefer()) {
                choices.add(Choice.DEFERENTIAL);
            }
            if (matter.kind() == MatterKind.PROPOSAL && emperor != null && (who.isEmpty() || isEmperor)) {
                choices.add(Choice.VETO); // "Only the Emperor may use VETO as a voting icon, and only on a Proposal"
            }
            choices.add(Choice.NO_VOTE);
            choices.add(Choice.NOT_COUNTED);
            List<Instant> times = c.at() != null ? List.of() : c.readings().stream()
                    .filter(t -> !t.isBefore(matter.postedAt()) && !t.isAfter(now)).toList();
            Instant time = c.at() != null ? c.at() : times.size() == 1 ? times.get(0) : null;
            if (c.at() == null && times.isEmpty() && !c.readings().isEmpty()) {
                rows.add(notCounted(c, messages.get("matters.review.noReading")));
                continue;
            }
            Choice choice;
            String note;
            if (c.read()) {
                choice = Choice.of(c.icon());
                note = who.isPresent() && Boolean.FALSE.equals(c.pagePlayer())
                        ? messages.get("matters.review.pageSaysNot") : "";
            } else {
                choice = Choice.NOT_COUNTED; // never guessed: the suggestion is shown, the emperor chooses
                note = c.why() + (c.suggested() == null ? ""
                        : " " + messages.get("matters.review.suggested", c.suggested().name()));
            }
            if (!choices.contains(choice)) {
                note = messages.get("matters.review.notAllowed", choice.name()) + (note.isEmpty() ? "" : " " + note);
                choice = Choice.NOT_COUNTED;
            }
            rows.add(new Row(c, Kind.PLAYER, note, choices, times, who.isPresent() ? List.of() : active, choice, time,
                    who.map(Player::name).orElse(null), false));
        }
        List<String> unread = reading.problems().stream()
                .map(p -> messages.get("matters.paste.problem", p.line(), p.why())).toList();
        return new ThreadReview(rows, unread, reading.note(), reading, matter, now);
    }

    private static Row notCounted(ThreadReader.Comment c, String note) {
        return new Row(c, Kind.NOT_COUNTED, note, List.of(), List.of(), List.of(), null, c.at(), c.author(), false);
    }

    public List<Row> rows() {
        return rows;
    }

    /** The lines of the paste that were no comment the reader could make out, with why. */
    public List<String> unread() {
        return unread;
    }

    public String readerNote() {
        return readerNote;
    }

    /** The votes to store, in thread order. */
    public List<VoteThreadParser.ParsedVote> votes() {
        return rows.stream().flatMap(r -> r.vote().stream()).toList();
    }

    /** Rows with a vote chosen whose time or author is still to be given: Apply waits for them. */
    public List<Row> incomplete() {
        return rows.stream().filter(Row::incomplete).toList();
    }

    public long notCounted() {
        return rows.stream().filter(r -> r.kind() == Kind.NOT_COUNTED).count();
    }

    public long asked() {
        return rows.stream().filter(Row::asked).count();
    }

    /** "5 comments: 3 votes to store, 1 not a player's, 1 left uncertain." — the line above the table. */
    public String summary(Messages messages) {
        long open = rows.stream().filter(r -> r.asked() && r.choice() == Choice.NOT_COUNTED).count();
        return messages.get("matters.review.summary", rows.size(), votes().size(), notCounted(), open);
    }
}
