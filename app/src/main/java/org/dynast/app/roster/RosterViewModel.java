package org.dynast.app.roster;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Feedback;
import org.dynast.app.common.Messages;
import org.dynast.app.common.QuorumNow;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.common.TimeText;
import org.dynast.app.session.Session;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerName;
import org.dynast.model.roster.Roster;
import org.dynast.model.roster.RosterService;
import org.dynast.model.time.GameClock;

/**
 * The Roster tab: the players of the shown dynasty in its own terms, live Quorum, adding, editing,
 * idling and unidling players, renaming by Proposal, Tenured players and Mentorships.
 */
public final class RosterViewModel {

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;
    private final GameClock clock;

    private final ObservableList<PlayerRow> rows = FXCollections.observableArrayList();
    private final FilteredList<PlayerRow> filtered = new FilteredList<>(rows);
    private final SortedList<PlayerRow> sorted = new SortedList<>(filtered, Comparator.comparing(PlayerRow::name,
            String.CASE_INSENSITIVE_ORDER));
    private final ObservableList<MentorshipRow> mentorships = FXCollections.observableArrayList();
    private final MentorshipViewModel mentoring;
    private final AliasesViewModel aliases;
    private final ObservableList<String> tenured = FXCollections.observableArrayList();

    private final StringProperty filterText = new SimpleStringProperty(this, "filterText", "");
    private final BooleanProperty showIdle = new SimpleBooleanProperty(this, "showIdle", true);
    private final ReadOnlyStringWrapper quorumText = new ReadOnlyStringWrapper(this, "quorumText", "");
    private final ReadOnlyStringWrapper countsText = new ReadOnlyStringWrapper(this, "countsText", "");
    private final ReadOnlyStringWrapper playerTerm = new ReadOnlyStringWrapper(this, "playerTerm", "Player");
    private final ReadOnlyStringWrapper addText = new ReadOnlyStringWrapper(this, "addText", "");
    private final ReadOnlyStringWrapper filterPrompt = new ReadOnlyStringWrapper(this, "filterPrompt", "");

    private final StringProperty newName = new SimpleStringProperty(this, "newName", "");
    private final ReadOnlyStringWrapper newNameProblem = new ReadOnlyStringWrapper(this, "newNameProblem", "");
    private final BooleanProperty newAdmin = new SimpleBooleanProperty(this, "newAdmin");
    private final ObjectProperty<LocalDate> newJoinedOn = new SimpleObjectProperty<>(this, "newJoinedOn");

    private final ObjectProperty<PlayerRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final StringProperty idleWhen =
            new SimpleStringProperty(this, "idleWhen", "");
    private final ObjectProperty<IdleReason> idleReason = new SimpleObjectProperty<>(this, "idleReason",
            IdleReason.REQUESTED);
    private final StringProperty mentorChoice = new SimpleStringProperty(this, "mentorChoice");
    private final ObjectProperty<MentorshipRow> selectedMentorship = new SimpleObjectProperty<>(this,
            "selectedMentorship");

    private final Feedback feedback;

    private final TabWork work;

    private final BooleanBinding canIdle = Bindings.createBooleanBinding(
            () -> selected.get() != null && !selected.get().idle(), selected);
    private final BooleanBinding canUnidle = Bindings.createBooleanBinding(
            () -> selected.get() != null && selected.get().idle(), selected);
    private final BooleanBinding canAdd = Bindings.createBooleanBinding(
            () -> newNameProblem.get().isEmpty() && !newName.get().isBlank(), newNameProblem, newName);

    private Terms terms = Terms.GENERIC;

    public RosterViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages,
                           GameClock clock) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        this.clock = clock;
        this.feedback = new Feedback().clearOn(session.rewindsProperty());
        this.work = new TabWork(executor, feedback);
        filterText.addListener((obs, o, n) -> applyFilter());
        showIdle.addListener((obs, o, n) -> applyFilter());
        newName.addListener((obs, o, n) -> validateNewName());
        session.revisionProperty().addListener((obs, o, n) -> {
            if (session.changed(READS)) { // not after a vote, a roll or a Bout
                refresh();
            }
        });
        this.mentoring = new MentorshipViewModel(session, dialogs, executor, messages);
        this.aliases = new AliasesViewModel(session, executor, messages);
        selectedMentorship.addListener((obs, o, n) -> mentoring.show(n == null ? null : n.id()));
        applyTerms(Terms.GENERIC);
        refresh();
    }

    /** What the tab shows is read from these (log entity names): an action changing none of them changes nothing here. */
    static final Set<String> READS = Set.of("dynasty", "player", "mentorship");

    record Snapshot(Dynasty dynasty, Roster roster, int quorum) {
    }

    public void refresh() {
        Dynasty dynasty = session.dynasty();
        if (dynasty == null) {
            rows.clear();
            mentorships.clear();
            return;
        }
        RosterService service = session.store().roster();
        work.act(() -> {
            Dynasty d = session.store().dynasties().get(dynasty.id());
            Roster roster = service.roster(dynasty.id());
            return new Snapshot(d, roster, QuorumNow.of(session.store(), d, roster));
        }, this::apply);
    }

    /** "Why?" on the Quorum badge: the players who are not Idle, the fraction and the dynasty's own sentence. */
    public void explainQuorum() {
        Dynasty dynasty = session.dynasty();
        if (dynasty != null) {
            work.act(() -> QuorumNow.explain(session.store(), dynasty.id()),
                    dialogs::showExplanation);
        }
    }

    private void apply(Snapshot s) {
        applyTerms(s.dynasty().terms());
        Roster roster = s.roster();
        Long emperorId = s.dynasty().emperorId();
        Long keep = selected.get() == null ? null : selected.get().id();
        rows.setAll(roster.players().stream().map(p -> row(p, roster, emperorId)).toList());
        mentorships.setAll(roster.activeMentorships().stream().map(m -> mentorshipRow(m, roster)).toList());
        tenured.setAll(roster.tenured().stream().map(Player::name).toList());
        selected.set(keep == null ? null : rows.stream().filter(r -> r.id() == keep).findFirst().orElse(null));
        quorumText.set(messages.get("roster.quorum", s.quorum()));
        int active = roster.active().size();
        countsText.set(messages.get("roster.counts", active, active == 1 ? terms.player() : terms.players(),
                roster.idlePlayers().size()));
        validateNewName();
    }

    private PlayerRow row(Player p, Roster roster, Long emperorId) {
        String role = emperorId != null && emperorId == p.id() ? terms.emperor()
                : p.admin() ? messages.get("roster.role.admin") : "";
        if (emperorId != null && emperorId == p.id() && p.admin()) {
            role = terms.emperor() + ", " + messages.get("roster.role.admin");
        }
        String status = p.idle()
                ? messages.get("roster.status.idle", LocalDate.ofInstant(p.idleSince(), ZoneOffset.UTC),
                p.idleReason().label())
                : messages.get("roster.status.active");
        String mentor = roster.mentorshipOfMentee(p.id()).map(m -> roster.nameOf(m.mentorId())).orElse("");
        return new PlayerRow(p.id(), p.name(), role, p.idle(), status, p.idleSince(), p.joinedOn(), p.tenured(),
                mentor, p.admin());
    }

    private MentorshipRow mentorshipRow(Mentorship m, Roster roster) {
        String mentor = roster.nameOf(m.mentorId());
        String mentee = roster.nameOf(m.menteeId());
        return new MentorshipRow(m.id(), mentor, mentee, m.startedOn(),
                messages.get("roster.mentorship.row", mentee, mentor, m.startedOn()));
    }

    private void applyTerms(Terms t) {
        terms = t;
        playerTerm.set(t.player());
        addText.set(messages.get("roster.add", t.player()));
        filterPrompt.set(messages.get("roster.filter.prompt", t.players()));
    }

    private void applyFilter() {
        String needle = filterText.get() == null ? "" : filterText.get().strip().toLowerCase(Locale.ROOT);
        boolean idleToo = showIdle.get();
        filtered.setPredicate(r -> (idleToo || !r.idle())
                && (needle.isEmpty() || r.name().toLowerCase(Locale.ROOT).contains(needle)
                || r.role().toLowerCase(Locale.ROOT).contains(needle)
                || r.status().toLowerCase(Locale.ROOT).contains(needle)
                || r.mentor().toLowerCase(Locale.ROOT).contains(needle)));
    }

    private void validateNewName() {
        String name = newName.get() == null ? "" : newName.get().strip();
        if (name.isEmpty()) {
            newNameProblem.set("");
            return;
        }
        Optional<String> problem = PlayerName.problem(name);
        if (problem.isEmpty()) {
            problem = rows.stream().filter(r -> r.name().equalsIgnoreCase(name)).findFirst()
                    .map(r -> messages.get("roster.duplicate", terms.aPlayer(), r.name()));
        }
        newNameProblem.set(problem.orElse(""));
    }

    // ---- commands ------------------------------------------------------------------------------

    public void addPlayer() {
        String name = newName.get() == null ? "" : newName.get().strip();
        boolean admin = newAdmin.get();
        LocalDate joined = newJoinedOn.get();
        act(service -> service.addPlayer(id(), session.actor(), name, admin, joined), added -> {
            newName.set("");
            newAdmin.set(false);
            newJoinedOn.set(null);
            feedback.say(messages.get("roster.added", terms.player(), added.name()));
        });
    }

    public void idleSelected() {
        PlayerRow row = selected.get();
        IdleReason reason = idleReason.get();
        Optional<Instant> when = when();
        if (row == null || reason == null || when == null) {
            return;
        }
        act(service -> service.idle(id(), session.actor(), row.id(), reason, when.orElse(null)),
                p -> feedback.say(messages.get("roster.idled", p.name())));
    }

    public void unidleSelected() {
        PlayerRow row = selected.get();
        Optional<Instant> when = when();
        if (row == null || when == null) {
            return;
        }
        act(service -> service.unidle(id(), session.actor(), row.id(), when.orElse(null)),
                p -> feedback.say(messages.get("roster.unidled", p.name())));
    }

    /**
     * When an idling or unidling took effect, as typed (UTC, "2026-11-15 14:00"): empty for now, null (and said) when
     * the text is not a time.
     */
    private Optional<Instant> when() {
        String text = idleWhen.get() == null ? "" : idleWhen.get().strip();
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Optional<Instant> at = TimeText.parse(text);
        if (at.isEmpty()) {
            feedback.say(messages.get("roster.idleWhen.unreadable", text));
            return null;
        }
        return at;
    }

    /** When the next idling or unidling took effect (UTC); blank for now. */
    public StringProperty idleWhenProperty() {
        return idleWhen;
    }

    public void setSelectedAdmin(boolean admin) {
        PlayerRow row = selected.get();
        if (row != null && row.admin() != admin) {
            act(service -> service.setAdmin(id(), session.actor(), row.id(), admin), p -> feedback.say(""));
        }
    }

    public void setSelectedTenured(boolean value) {
        PlayerRow row = selected.get();
        if (row != null && row.tenured() != value) {
            act(service -> service.setTenured(id(), session.actor(), row.id(), value), p -> feedback.say(""));
        }
    }

    public void setSelectedJoinedOn(LocalDate date) {
        PlayerRow row = selected.get();
        if (row != null && date != null && !date.equals(row.joinedOn())) {
            act(service -> service.setJoinedOn(id(), session.actor(), row.id(), date), p -> feedback.say(""));
        }
    }

    /** Asks for the new name and the approving Proposal, then renames. */
    public void renameSelected() {
        PlayerRow row = selected.get();
        if (row == null) {
            return;
        }
        dialogs.askRename(row.name(), terms).ifPresent(answer ->
                act(service -> service.renameByProposal(id(), session.actor(), row.id(), answer.newName(),
                        answer.proposal()), p -> feedback.say(messages.get("roster.renamed", row.name(), p.name()))));
    }

    /** Makes the chosen Tenured player the selected player's Mentor. */
    public void assignMentor() {
        PlayerRow mentee = selected.get();
        String mentorName = mentorChoice.get();
        if (mentee == null || mentorName == null) {
            return;
        }
        act(service -> {
            long mentorId = service.roster(id()).byName(mentorName)
                    .orElseThrow(() -> new IllegalArgumentException("No " + terms.player() + " named " + mentorName))
                    .id();
            return service.startMentorship(id(), session.actor(), mentorId, mentee.id(), clock.today());
        }, m -> feedback.say(messages.get("roster.mentored", mentee.name(), mentorName)));
    }

    public void dissolveSelectedMentorship() {
        MentorshipRow row = selectedMentorship.get();
        if (row == null) {
            return;
        }
        act(service -> service.dissolveMentorship(id(), session.actor(), row.id()),
                m -> feedback.say(messages.get("roster.dissolved", row.mentee(), row.mentor())));
    }

    @FunctionalInterface
    private interface RosterAction<T> {
        T run(RosterService service) throws Exception;
    }

    private <T> void act(RosterAction<T> action, Consumer<T> done) {
        if (session.dynasty() == null) {
            return;
        }
        RosterService service = session.store().roster();
        work.act(() -> action.run(service), done);
    }

    private long id() {
        return session.dynasty().id();
    }



    // ---- properties ----------------------------------------------------------------------------

    public SortedList<PlayerRow> players() {
        return sorted;
    }

    /** Every player of the dynasty, unfiltered. */
    public List<PlayerRow> allPlayers() {
        return List.copyOf(rows);
    }

    /** What the Roster's walkthrough button and menu item say: "Walkthrough for Rivet-7…" for the selected player. */
    public StringBinding walkthroughForText() {
        return walkthroughForText;
    }

    private final StringBinding walkthroughForText = Bindings.createStringBinding(
            this::walkthroughForLabel, selected);

    private String walkthroughForLabel() {
        return selected.get() == null ? messages.get("roster.walkthroughFor.none")
                : messages.get("roster.walkthroughFor", selected.get().name());
    }

    /**
     * Starts a walkthrough for the selected player (a picker of those offered first): it is run for them, and
     * recorded for them once finished with every step done, for their mentor to see.
     */
    public void startWalkthroughForSelected() {
        PlayerRow row = selected.get();
        if (row != null) {
            mentoring.startWalkthroughFor(row.id());
        }
    }

    /** The active Mentorship of {@code row} (as the mentee, else as the mentor), for the mentor's view. */
    public Optional<MentorshipRow> mentorshipOf(PlayerRow row) {
        if (row == null) {
            return Optional.empty();
        }
        return mentorships.stream().filter(m -> m.mentee().equals(row.name())).findFirst()
                .or(() -> mentorships.stream().filter(m -> m.mentor().equals(row.name())).findFirst());
    }

    /** The mentor's view of the selected Mentorship. */
    /** The dynasty's known aliases (the Aliases… editor). */
    public AliasesViewModel aliases() {
        return aliases;
    }

    /** Aliases…: the editor of the players' known aliases (former names on the blog). */
    public void showAliases() {
        if (session.dynasty() != null) {
            aliases.editing(true);
            aliases.refresh();
            dialogs.ask(AliasesViewModel.DIALOG, aliases);
        }
    }

    public MentorshipViewModel mentoring() {
        return mentoring;
    }

    public ObservableList<MentorshipRow> mentorships() {
        return mentorships;
    }

    public ObservableList<String> tenuredNames() {
        return tenured;
    }

    public StringProperty filterTextProperty() {
        return filterText;
    }

    public BooleanProperty showIdleProperty() {
        return showIdle;
    }

    public ReadOnlyStringProperty quorumTextProperty() {
        return quorumText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty countsTextProperty() {
        return countsText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty playerTermProperty() {
        return playerTerm.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty addTextProperty() {
        return addText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty filterPromptProperty() {
        return filterPrompt.getReadOnlyProperty();
    }

    public StringProperty newNameProperty() {
        return newName;
    }

    public ReadOnlyStringProperty newNameProblemProperty() {
        return newNameProblem.getReadOnlyProperty();
    }

    public BooleanProperty newAdminProperty() {
        return newAdmin;
    }

    public ObjectProperty<LocalDate> newJoinedOnProperty() {
        return newJoinedOn;
    }

    public ObjectProperty<PlayerRow> selectedProperty() {
        return selected;
    }

    public ObjectProperty<IdleReason> idleReasonProperty() {
        return idleReason;
    }

    public StringProperty mentorChoiceProperty() {
        return mentorChoice;
    }

    public ObjectProperty<MentorshipRow> selectedMentorshipProperty() {
        return selectedMentorship;
    }

    public ReadOnlyStringProperty messageProperty() {
        return feedback.messageProperty();
    }

    public ReadOnlyBooleanProperty messageIsErrorProperty() {
        return feedback.errorProperty();
    }

    public BooleanBinding canIdleBinding() {
        return canIdle;
    }

    public BooleanBinding canUnidleBinding() {
        return canUnidle;
    }

    public BooleanBinding canAddBinding() {
        return canAdd;
    }
}
