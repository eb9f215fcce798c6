package org.dynast.model.election;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.dynast.model.Refusal;
import org.dynast.model.dice.Roll;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.tracker.TrackerBook;
import org.dynast.model.tracker.TrackerRow;
import org.dynast.model.tracker.TrackerService;
import org.dynast.model.tracker.TrackerState;

/**
 * The election's books on one dynasty file: the tracker's Candidates' table (the GNDT: Supporters, Endorses, Money
 * (Millions), Action) and the module's own document, read together and changed together inside one logged action,
 * so one undo takes both back. An action is first done whole on copies with dice that are not rolled (every die
 * answers 1), so a refusal comes before anything is rolled or logged.
 *
 * <p>The Debates ({@code org.dynast.model.election.debate}) change Money and Supporters through {@link #act} and its
 * {@link Work}.
 */
public final class ElectionBooks {

    /** The refusals' heading. */
    public static final String RULE = "Election";
    public static final String SUPPORTERS = "Supporters";
    public static final String ENDORSES = "Endorses";
    public static final String MONEY = "Money (Millions)";
    public static final String ACTION = "Action";

    private final TrackerBook<ElectionState> book;
    private final JsonDocuments<ElectionState> states;

    ElectionBooks(ModuleContext c, JsonDocuments<ElectionState> states) {
        this.states = states;
        this.book = new TrackerBook<>(c, states, ElectionState.class, dynastyId -> {
            ElectionState s = new ElectionState();
            s.dynastyId = dynastyId;
            return s;
        }, d -> new Refusal("Dynasty modules", "The Election module keeps its Candidates in the gamestate tracker, "
                + "and " + d.name() + " does not run the tracker: add it to the dynasty's modules first."),
                "election.seed", TrackerBook.DryRun.ONES);
    }

    public ModuleContext context() {
        return book.context();
    }

    TrackerService tracker(long dynastyId) {
        return book.tracker(dynastyId);
    }

    /** A copy of the module's document as it stands. */
    public ElectionState state(long dynastyId) {
        return book.state(dynastyId);
    }

    /** The Candidates as they stand (every active player's row but the President Thog's, in the table's order). */
    public List<Candidate> candidates(long dynastyId) {
        return context().transactor().inTransaction(() -> {
            TrackerBook.Page<ElectionState> p = book.read(dynastyId);
            Work w = new Work(p, president(dynastyId), context().clock().now());
            w.normalise();
            return w.candidates();
        });
    }

    /** The President Thog's name; empty in a Metadynasty. */
    public Optional<String> president(long dynastyId) {
        return context().transactor().inTransaction(() -> {
            Dynasty d = context().dynasties().get(dynastyId);
            return d.emperorId() == null ? Optional.<String>empty()
                    : context().players().find(Long.toString(d.emperorId())).map(Player::name);
        });
    }

    /** The body of one action over both books. */
    @FunctionalInterface
    public interface Body<R> {
        R apply(Work w);
    }

    /** One logged, undoable action over both books; a refusal anywhere changes nothing. */
    public <R> R act(long dynastyId, String actor, String kind, String summary, Body<R> body) {
        return book.act(dynastyId, actor, kind, summary, page -> body.apply(work(page)));
    }

    /** The same, the log's summary made of what the dry run did. */
    public <R> R act(long dynastyId, String actor, String kind, Function<? super R, String> summary,
                     Body<R> body) {
        return book.act(dynastyId, actor, kind, summary, page -> body.apply(work(page)));
    }

    /** The demo's seeding, as an action that cannot be undone. */
    public <R> R seed(long dynastyId, String actor, String summary, Body<R> body) {
        return book.seed(dynastyId, actor, summary, page -> body.apply(work(page)));
    }

    /** Works on both books inside another action (a core action the module follows), writing them into its changes. */
    void follow(long dynastyId, Changes changes, Consumer<Work> body) {
        TrackerService t = tracker(dynastyId);
        TrackerState table = t.draft(dynastyId);
        Optional<ElectionState> before = book.stored(dynastyId);
        ElectionState state = book.state(dynastyId);
        Work w = new Work(new TrackerBook.Page<>(dynastyId, table, state, (roller, sides, purpose, secret) -> {
            throw new IllegalStateException("A followed action rolls no dice");
        }, changes), president(dynastyId), context().clock().now());
        body.accept(w);
        w.normalise();
        t.commit(changes, dynastyId, table);
        if (before.isPresent()) {
            changes.update(states, before.get(), state);
        } else {
            changes.insert(states, state);
        }
    }

    private Work work(TrackerBook.Page<ElectionState> page) {
        Work w = new Work(page, president(page.dynastyId()), context().clock().now());
        w.normalise();
        return w;
    }

    /** The work of one action: the drafts of both books, the time, and dice through the logged Dice Roller. */
    public static final class Work {
        private final TrackerBook.Page<ElectionState> page;
        /** The President Thog, or null in a Metadynasty. */
        public final String president;
        public final ElectionState state;
        public final TrackerState table;
        /** The action's time, from the game clock. */
        public final Instant now;

        Work(TrackerBook.Page<ElectionState> page, Optional<String> president, Instant now) {
            this.page = page;
            this.president = president.orElse(null);
            this.state = page.state();
            this.table = page.table();
            this.now = now;
        }

        public long dynastyId() {
            return page.dynastyId();
        }

        /** Whether this is the dry run (nothing is kept; every die answers 1). */
        public boolean dry() {
            return page.dry();
        }

        /** The action's changes (null in the dry run), for records of the core's kept with the action. */
        public Changes changes() {
            return page.changes();
        }

        private List<TrackerRow> rows() {
            return table.rows.stream().filter(r -> !r.npc).toList();
        }

        /** The active Candidates, with their Total Support. */
        public List<Candidate> candidates() {
            List<TrackerRow> rows = rows();
            Map<String, Long> total = new LinkedHashMap<>();
            for (TrackerRow r : rows) {
                total.merge(ElectionState.key(endorsee(r, rows)), number(r, SUPPORTERS), Long::sum);
            }
            List<Candidate> out = new ArrayList<>();
            for (TrackerRow r : rows) {
                out.add(new Candidate(r.name, number(r, SUPPORTERS), endorsee(r, rows), number(r, MONEY), action(r),
                        total.getOrDefault(ElectionState.key(r.name), 0L)));
            }
            return out;
        }

        /** Whether {@code name} is an active Candidate. */
        public boolean isCandidate(String name) {
            return row(name).isPresent();
        }

        /** The Candidate named, refused in words when there is none. */
        public Candidate candidate(String name) {
            String n = name == null ? "" : name.strip();
            if (president != null && president.equalsIgnoreCase(n)) {
                throw new Refusal(RULE, n + " is the President Thog, who \"is not considered a Candidate\" for the "
                        + "dynastic rules.");
            }
            return candidates().stream().filter(c -> c.name().equalsIgnoreCase(n)).findFirst()
                    .orElseThrow(() -> new Refusal(RULE, "There is no active Candidate named \"" + n + "\"."));
        }

        private Optional<TrackerRow> row(String name) {
            String n = name == null ? "" : name.strip();
            return rows().stream().filter(r -> r.name.equalsIgnoreCase(n)).findFirst();
        }

        private TrackerRow must(String name) {
            return row(name).orElseThrow(() -> new Refusal(RULE, "There is no active Candidate named \"" + name
                    + "\"."));
        }

        /**
         * Sets a Candidate's Supporters; below zero they are zero (the glossary: "any action that would set those
         * values below zero instead sets them to zero"). Returns the value set.
         */
        public long setSupporters(String name, long value) {
            long v = Math.max(0, value);
            must(name).values.put(SUPPORTERS, Long.toString(v));
            return v;
        }

        public long addSupporters(String name, long delta) {
            return setSupporters(name, number(must(name), SUPPORTERS) + delta);
        }

        /** Money (Millions) "may be negative". */
        public long addMoney(String name, long delta) {
            TrackerRow r = must(name);
            long v = number(r, MONEY) + delta;
            r.values.put(MONEY, Long.toString(v));
            return v;
        }

        public void setMoney(String name, long value) {
            must(name).values.put(MONEY, Long.toString(value));
        }

        public void setEndorses(String name, String endorsee) {
            TrackerRow e = must(endorsee);
            must(name).values.put(ENDORSES, e.name);
        }

        /**
         * Records the time of a Campaign Action in the Candidate's "Action" statistic, to the second: the Gamestate
         * table shows the cell as it is ("2008-08-04T10:00:00Z", not with the clock's microseconds).
         */
        public void setAction(String name, Instant at) {
            must(name).values.put(ACTION, at.truncatedTo(ChronoUnit.SECONDS).toString());
        }

        /** DICE{@code sides} in {@code roller}'s name through the Dice Roller, logged with this action. */
        public long roll(String roller, int sides, String purpose) {
            Roll r = page.dice().roll(roller, sides, purpose, false);
            return r.total();
        }

        /**
         * Keeps the standing rules: "If at any time a Candidate is Endorsing anyone other than an active Candidate,
         * that Candidate then is set to Endorse themselves"; a new Candidate's Supporters are "equal to the
         * ‘Supporters’ of the Candidate with the lowest number of Supporters" (see the rulings).
         */
        void normalise() {
            List<TrackerRow> rows = rows();
            // a renamed Candidate ("A Candidate may only change her name as a result of a proposal") keeps their
            // place: the one name no row has any more is the one new name's
            List<TrackerRow> unknown = rows.stream().filter(r -> !state.isCandidate(r.name)).toList();
            List<String> vanished = state.candidates.stream().filter(n -> rows.stream().noneMatch(r -> r.name
                    .equalsIgnoreCase(n)) && table.away.stream().noneMatch(r -> r.name.equalsIgnoreCase(n))).toList();
            if (unknown.size() == 1 && vanished.size() == 1) {
                state.candidates.set(state.candidates.indexOf(vanished.get(0)), unknown.get(0).name);
            }
            List<TrackerRow> known = rows.stream().filter(r -> state.isCandidate(r.name)).toList();
            boolean first = state.candidates.isEmpty();
            for (TrackerRow r : rows) {
                if (!state.isCandidate(r.name)) {
                    if (!first && !known.isEmpty()) {
                        long lowest = known.stream().mapToLong(k -> number(k, SUPPORTERS)).min().orElse(0);
                        r.values.put(SUPPORTERS, Long.toString(lowest));
                    }
                    state.candidates.add(r.name);
                }
            }
            for (TrackerRow r : rows) {
                r.values.put(ENDORSES, endorsee(r, rows));
            }
        }

        private static String endorsee(TrackerRow r, List<TrackerRow> rows) {
            String e = r.values.getOrDefault(ENDORSES, "");
            return rows.stream().filter(x -> x.name.equalsIgnoreCase(e == null ? "" : e.strip())).map(x -> x.name)
                    .findFirst().orElse(r.name);
        }

        private static long number(TrackerRow r, String column) {
            String v = r.values.get(column);
            if (v == null || v.isBlank()) {
                return MONEY.equals(column) ? 10 : 0;
            }
            return Long.parseLong(v.strip());
        }

        private static Instant action(TrackerRow r) {
            String v = r.values.get(ACTION);
            if (v == null || v.isBlank()) {
                return null;
            }
            try {
                return Instant.parse(v.strip());
            } catch (DateTimeParseException e) {
                throw new Refusal(RULE, r.name + "'s Action \"" + v + "\" is not a date and time (write it as "
                        + "2008-08-10T14:00:00Z).");
            }
        }
    }
}
