package org.dynast.app.roster;

import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.explain.Citation;
import org.dynast.model.roster.MentorDuty;
import org.dynast.model.roster.MentorshipProgress;
import org.dynast.model.ruleset.Ruleset;

/**
 * The mentor's view of one Mentorship (rule "Mentors"): the mentee's walkthroughs done and when, the "must do"
 * checklist with the day each duty was done (each tick a logged, undoable action), the Mentorship's age against "four
 * weeks or until the next Ascension Address, whichever occurs latest", and a nudge warning when the mentee is close
 * to going Idle by the era's core rules.
 */
public final class MentorshipViewModel {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    /** One duty of the checklist: ticked or not, the day, and the dynasty's sentence for it. */
    public record DutyRow(MentorDuty duty, String label, boolean ticked, LocalDate doneOn, String sentence,
                          String rule) {
    }

    /**
     * What the pane shows is read from these (log entity names): the Mentorship, its ticks and walkthroughs, and the
     * mentee's last post (matters, votes, performed actions) against the profile's idle limit.
     */
    static final Set<String> READS = Set.of("dynasty", "player", "mentorship", "mentor-duty",
            "walkthrough-done", "matter", "vote", "performedAction", "profile", "ruleset_revision");

    private final Session session;
    private final TaskExecutor executor;
    private final Messages messages;
    private final Feedback feedback;
    private final TabWork work;
    private final ReadOnlyBooleanWrapper shown = new ReadOnlyBooleanWrapper(this, "shown");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper age = new ReadOnlyStringWrapper(this, "age", "");
    private final ReadOnlyStringWrapper nudge = new ReadOnlyStringWrapper(this, "nudge", "");
    private final ReadOnlyStringWrapper startText = new ReadOnlyStringWrapper(this, "startText", "");
    private final ObservableList<DutyRow> checklist = FXCollections.observableArrayList();
    private final ObservableList<String> walkthroughs = FXCollections.observableArrayList();
    private Long mentorshipId;
    private MentorshipProgress progress;
    private LongConsumer walkthroughStarter;

    public MentorshipViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.executor = executor;
        this.messages = messages;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        session.revisionProperty().addListener((obs, o, n) -> {
            if (mentorshipId != null && session.changed(READS)) {
                refresh();
            }
        });
    }

    /** Shows the Mentorship with this id (null: none). */
    public void show(Long id) {
        mentorshipId = id;
        refresh();
    }

    /** What "Start a walkthrough for the mentee" does, given the mentee's player id (the console starts it). */
    public void onStartWalkthrough(LongConsumer starter) {
        this.walkthroughStarter = starter;
    }

    public void refresh() {
        var dynasty = session.dynasty();
        Long wanted = mentorshipId;
        if (dynasty == null || wanted == null) {
            clear();
            return;
        }
        var store = session.store();
        work.act(() -> new Read(store.mentoring().progress(dynasty.id()).stream()
                        .filter(p -> p.mentorship().id() == wanted).findFirst(),
                        store.rulesets().current(dynasty.id()).orElse(null)),
                read -> apply(read, wanted));
    }

    private record Read(Optional<MentorshipProgress> progress, Ruleset ruleset) {
    }

    private void apply(Read read, Long wanted) {
        if (!wanted.equals(mentorshipId) || read.progress().isEmpty()) {
            if (read.progress().isEmpty()) {
                clear();
            }
            return;
        }
        MentorshipProgress p = read.progress().get();
        progress = p;
        shown.set(true);
        title.set(messages.get("mentor.title", p.mentee(), p.mentor()));
        startText.set(messages.get("mentor.startWalkthrough", p.mentee()));
        age.set(ageText(p));
        nudge.set(p.nudge().map(n -> messages.get(n.overdue() ? "mentor.nudge.overdue" : "mentor.nudge",
                p.mentee(), hours(n.silence()), WHEN.format(n.idleFrom()), hours(n.limit()))).orElse(""));
        checklist.setAll(Arrays.stream(MentorDuty.values()).map(d -> {
            Citation c = Citation.of(read.ruleset(), "Mentors", "", d.keyword());
            return new DutyRow(d, d.label(), p.ticked(d), p.ticks().get(d), c.sentence(), c.rule());
        }).toList());
        walkthroughs.setAll(p.walkthroughs().stream().map(w -> messages.get("mentor.walkthrough", w.title(),
                WHEN.format(w.finishedAt()))).toList());
    }

    private String ageText(MentorshipProgress p) {
        String start = messages.get("mentor.age", p.mentorship().startedOn(), p.ageDays(), p.fourWeeksOn());
        String until = p.bindingUntil().map(d -> messages.get(p.binding() ? "mentor.until" : "mentor.ended", d))
                .orElse(messages.get("mentor.untilAscension"));
        return start + " " + until;
    }

    private static String hours(Duration d) {
        long h = d.toHours();
        return h >= 24 ? (h / 24) + " d " + (h % 24) + " h" : h + " h";
    }

    private void clear() {
        progress = null;
        shown.set(false);
        title.set("");
        age.set("");
        nudge.set("");
        checklist.clear();
        walkthroughs.clear();
    }

    /** Ticks the duty (done today) or takes the tick back: one logged, undoable action either way. */
    public void setTicked(MentorDuty duty, boolean ticked) {
        MentorshipProgress p = progress;
        var dynasty = session.dynasty();
        if (p == null || dynasty == null || p.ticked(duty) == ticked) {
            return;
        }
        var mentoring = session.store().mentoring();
        long id = p.mentorship().id();
        work.act(() -> {
            if (ticked) {
                mentoring.tick(dynasty.id(), session.actor(), id, duty, null);
            } else {
                mentoring.untick(dynasty.id(), session.actor(), id, duty);
            }
            return null;
        }, done -> feedback.say(messages.get(ticked ? "mentor.ticked" : "mentor.unticked", duty.label())), text -> {
            feedback.complain(text);
            refresh();
        });
    }

    /** Starts a walkthrough whose completion is recorded for the mentee. */
    public void startWalkthroughForMentee() {
        MentorshipProgress p = progress;
        if (p != null) {
            startWalkthroughFor(p.mentorship().menteeId());
        }
    }

    /** Starts a walkthrough whose completion is recorded for the player {@code playerId} (the Roster's). */
    public void startWalkthroughFor(long playerId) {
        if (walkthroughStarter != null) {
            walkthroughStarter.accept(playerId);
        }
    }

    /** What the mentor's view's button says: "Start a walkthrough for Rivet-7…". */
    public ReadOnlyStringProperty startTextProperty() {
        return startText.getReadOnlyProperty();
    }

    public Optional<MentorshipProgress> progress() {
        return Optional.ofNullable(progress);
    }

    public ReadOnlyBooleanProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty ageProperty() {
        return age.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty nudgeProperty() {
        return nudge.getReadOnlyProperty();
    }

    public ObservableList<DutyRow> checklist() {
        return checklist;
    }

    public ObservableList<String> walkthroughs() {
        return walkthroughs;
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return feedback.errorProperty();
    }

    List<DutyRow> rows() {
        return List.copyOf(checklist);
    }
}
