package org.dynast.app.election.debate;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
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
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.election.ElectionEngine;
import org.dynast.model.election.debate.Debate;
import org.dynast.model.election.debate.DebateActions;
import org.dynast.model.election.debate.DebateBoard;
import org.dynast.model.election.debate.DebateChange;
import org.dynast.model.election.debate.DebateService;
import org.dynast.model.election.debate.DebateState;
import org.dynast.model.election.debate.Entrant;
import org.dynast.model.election.debate.Response;
import org.dynast.model.time.UtcCalendar;

/**
 * The Debates board of the Election tab (Ruleset 57): the eight debates with their state and timers, the chosen
 * debate's Debate post, entries and Debate resolution, and the moderator's private box (the PMs received and who wrote
 * the entry behind each numeric) — shown only in that box, never in the board's public lines. Every command is one
 * logged, undoable action of the election, run through {@link TabWork}; a refusal is said on the message line.
 */
public final class DebatesViewModel {

    /** A debate's line on the board (public). */
    public record Row(int number, String state, String moderator, String issue, int length, String venue,
                      int entryCost, String entrants, String status) {
    }

    /** A PM in the moderator's private box. */
    public record Pm(String author, String text, String received, String valid) {
    }

    /** What one read of the board brings back. */
    record Board(List<Debate> debates, List<String> candidates, List<String> statuses, List<String> states) {
    }

    private final Session session;
    private final TabWork work;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<String> candidates = FXCollections.observableArrayList();
    private final ObservableList<Pm> privateBox = FXCollections.observableArrayList();
    private final ObservableList<String> numericAuthors = FXCollections.observableArrayList();
    private final ObservableList<Integer> numerics = FXCollections.observableArrayList();
    private final ObjectProperty<Integer> selected = new SimpleObjectProperty<>(this, "selected", 1);
    private final ObjectProperty<String> candidate = new SimpleObjectProperty<>(this, "candidate");
    private final ObjectProperty<String> pmAuthor = new SimpleObjectProperty<>(this, "pmAuthor");
    private final ObjectProperty<Integer> numeric = new SimpleObjectProperty<>(this, "numeric");
    private final StringProperty issue = new SimpleStringProperty(this, "issue", "");
    private final StringProperty reply = new SimpleStringProperty(this, "reply", "I will enter.");
    private final StringProperty pm = new SimpleStringProperty(this, "pm", "Debate ");
    private final ReadOnlyStringWrapper details = new ReadOnlyStringWrapper(this, "details", "");
    private final ReadOnlyStringWrapper resolutionPost = new ReadOnlyStringWrapper(this, "resolutionPost", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper started = new ReadOnlyBooleanWrapper(this, "started", false);
    private List<Debate> debates = Debate.all();

    public DebatesViewModel(Session session, TaskExecutor executor) {
        this.session = session;
        this.work = new TabWork(executor, message::set, this::refresh);
        selected.addListener((o, a, b) -> showSelected());
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) {
                refresh();
            }
        });
        session.rewindsProperty().addListener((o, a, b) -> message.set(""));
        refresh();
    }

    private DebateService service() {
        return DebateService.in(session.store());
    }

    /** Reads the board again, off the FX thread. */
    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = session.dynasty().id();
        DebateService s = service();
        work.read(() -> {
            List<Debate> all = s.debates(id);
            List<String> statuses = new ArrayList<>();
            List<String> states = new ArrayList<>();
            for (Debate d : all) {
                statuses.add(DebateBoard.status(d, s.now()));
                states.add(s.state(d).text());
            }
            return new Board(all, s.candidates(id), statuses, states);
        }, this::show);
    }

    /**
     * Moves the board's timers on to the clock's time without reading the file again (the view calls it every half
     * minute while shown): a window that has closed shows its debate Finished, its penalty due.
     */
    public void tick() {
        if (session.dynasty() == null || rows.isEmpty()) {
            return;
        }
        DebateService s = service();
        Instant now = s.now();
        List<String> statuses = new ArrayList<>();
        List<String> states = new ArrayList<>();
        for (Debate d : debates) {
            statuses.add(DebateBoard.status(d, now));
            states.add(DebateActions.state(d, now).text());
        }
        show(new Board(debates, List.copyOf(candidates), statuses, states));
    }

    private void show(Board b) {
        debates = b.debates();
        List<Row> out = new ArrayList<>();
        for (int i = 0; i < debates.size(); i++) {
            Debate d = debates.get(i).publicView();
            out.add(new Row(d.number(), b.states().get(i), d.moderator() == null ? "" : d.moderator(),
                    d.issue() == null ? "" : d.issue(), d.length(),
                    d.state() == DebateState.UPCOMING ? "" : Integer.toString(d.venue()), d.entryCost(),
                    String.join(", ", d.entrants().stream().map(Entrant::name).toList()), b.statuses().get(i)));
        }
        rows.setAll(out);
        if (!candidates.equals(b.candidates())) {
            candidates.setAll(b.candidates());
        }
        showSelected();
    }

    private void showSelected() {
        Debate d = current().orElse(null);
        privateBox.clear();
        numericAuthors.clear();
        if (d == null) {
            details.set("");
            resolutionPost.set("");
            numerics.clear();
            started.set(false);
            return;
        }
        started.set(d.state() != DebateState.UPCOMING);
        Debate pub = d.publicView();
        StringBuilder b = new StringBuilder("Debate " + d.number() + ": length " + d.length() + " words, entry cost "
                + d.entryCost() + " Money, start date " + UtcCalendar.format(d.startDate()) + ".");
        if (pub.moderator() != null) {
            b.append(" Moderator ").append(pub.moderator()).append(", posted ")
                    .append(UtcCalendar.format(pub.postedAt())).append(", issue \"").append(pub.issue())
                    .append("\", venue ").append(pub.venue()).append('.');
            b.append(pub.entrants().isEmpty() ? " No entrants yet." : " Entrants: " + String.join(", ",
                    pub.entrants().stream().map(Entrant::name).toList()) + ".");
        }
        if (!pub.replies().isEmpty()) {
            b.append(" Replies: ").append(String.join(", ", pub.replies().stream().map(r -> r.candidate() + " → "
                    + (r.numeric() == null ? "no numeric" : r.numeric())).toList())).append('.');
        }
        DebateBoard.whoMayStart(debates, d.number(), service().now())
                .ifPresent(who -> b.append(" Who may start it: ").append(who));
        details.set(b.toString());
        resolutionPost.set(d.resolutionPostedAt() == null ? "" : DebateActions.resolutionPost(pub));
        List<Integer> n = new ArrayList<>();
        for (int i = 1; i <= d.entries().size(); i++) {
            n.add(i);
        }
        numerics.setAll(n);
        for (Response r : d.responses()) {
            privateBox.add(new Pm(r.author(), r.text(), UtcCalendar.format(r.receivedAt()),
                    r.valid() ? "valid" : "copy of an earlier entry: not valid"));
        }
        for (int i = 0; i < d.entryAuthors().size(); i++) {
            numericAuthors.add((i + 1) + ". " + d.entryAuthors().get(i));
        }
    }

    private Optional<Debate> current() {
        Integer n = selected.get();
        return n == null ? Optional.empty() : debates.stream().filter(d -> d.number() == n).findFirst();
    }

    // ----------------------------------------------------------------------------------------------------- commands

    /** The chosen Candidate starts the chosen debate with the issue typed. */
    public void start() {
        act(s -> s.start(id(), session.actor(), number(), candidate.get(), issue.get()), c -> {
            issue.set("");
            return c.summary();
        });
    }

    /** The chosen Candidate replies to the Debate post and pays the entry cost. */
    public void enter() {
        act(s -> s.enter(id(), session.actor(), number(), candidate.get(), reply.get()), DebateChange::summary);
    }

    /** The moderator records the PM typed as received from the chosen entrant (private). */
    public void recordPm() {
        act(s -> s.receive(id(), session.actor(), number(), pmAuthor.get(), pm.get()), c -> {
            pm.set("Debate ");
            return c.summary();
        });
    }

    /** The moderator posts the Debate resolution. */
    public void postResolution() {
        act(s -> s.postResolution(id(), session.actor(), number(), moderator()), DebateChange::summary);
    }

    /** The chosen Candidate's one reply to the Debate resolution, with the numeric chosen (or none). */
    public void reply() {
        act(s -> s.reply(id(), session.actor(), number(), candidate.get(), numeric.get()), c -> {
            numeric.set(null);
            return c.summary();
        });
    }

    /** The moderator resolves the debate. */
    public void resolve() {
        act(s -> s.resolve(id(), session.actor(), number(), moderator()), DebateChange::summary);
    }

    /** Records the moderator's penalty for a missed window. */
    public void recordPenalty() {
        act(s -> s.settleMissed(id(), session.actor(), number()), DebateChange::summary);
    }

    private void act(Function<DebateService, DebateChange> action, Function<DebateChange, String> done) {
        if (session.dynasty() == null) {
            return;
        }
        DebateService s = service();
        work.run(() -> action.apply(s), done);
    }

    private long id() {
        return session.dynasty().id();
    }

    private int number() {
        Integer n = selected.get();
        return n == null ? 1 : n;
    }

    private String moderator() {
        return current().map(Debate::moderator).orElse(null);
    }

    // --------------------------------------------------------------------------------------------------- properties

    public ObservableList<Row> rows() {
        return rows;
    }

    public ObservableList<String> candidates() {
        return candidates;
    }

    /** The moderator's private box: the PMs received for the chosen debate. */
    public ObservableList<Pm> privateBox() {
        return privateBox;
    }

    /** The moderator's private box: who wrote the entry behind each numeric ("1. Cid"). */
    public ObservableList<String> numericAuthors() {
        return numericAuthors;
    }

    public ObservableList<Integer> numerics() {
        return numerics;
    }

    public ObjectProperty<Integer> selectedProperty() {
        return selected;
    }

    public ObjectProperty<String> candidateProperty() {
        return candidate;
    }

    public ObjectProperty<String> pmAuthorProperty() {
        return pmAuthor;
    }

    public ObjectProperty<Integer> numericProperty() {
        return numeric;
    }

    public StringProperty issueProperty() {
        return issue;
    }

    public StringProperty replyProperty() {
        return reply;
    }

    public StringProperty pmProperty() {
        return pm;
    }

    public ReadOnlyStringProperty detailsProperty() {
        return details.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty resolutionPostProperty() {
        return resolutionPost.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty startedProperty() {
        return started.getReadOnlyProperty();
    }
}
