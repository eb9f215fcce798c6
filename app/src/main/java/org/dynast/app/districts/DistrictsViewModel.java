package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.Refusal;
import org.dynast.model.districts.AgendaItem;
import org.dynast.model.districts.ConclaveService;
import org.dynast.model.districts.District;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.districts.DistrictsService;
import org.dynast.model.districts.DistrictsState;
import org.dynast.model.districts.FactionTest;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.GovernChoice;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Districts tab (Ruleset 217): the Districts' table with status badges, the Dilemma composer (may it be posed now
 * and why not; Pose with each step and its roll; the post to copy), the Reactions tracker and Apply a reaction, the
 * Prospect, the City's private book (Factions, Cultures, the Faction Test calculator, the inbox) and the Conclave.
 * Reads and writes run through the {@link TaskExecutor}; a refusal is shown, never thrown.
 */
public final class DistrictsViewModel {

    private static final Logger LOG = LoggerFactory.getLogger(DistrictsViewModel.class);

    /** A District's row: its values and its status badges (Abandoned, Famished, Starving, Chaos). */
    public record Row(String name, long people, long food, long defences, long order, long ingenuity, long energyTrap,
                      long calendar, String commons, String innovations, String factions, long anointments,
                      String badges) {
    }

    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;

    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper poseState = new ReadOnlyStringWrapper(this, "poseState", "");
    private final ObservableList<String> poseSteps = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper postText = new ReadOnlyStringWrapper(this, "postText", "");
    private final BooleanProperty storm = new SimpleBooleanProperty(this, "storm", false);
    private final ObservableList<String> reactions = FXCollections.observableArrayList();
    private final ObservableList<String> districtNames = FXCollections.observableArrayList();
    private final ObjectProperty<String> reactor = new SimpleObjectProperty<>(this, "reactor");
    private final ReadOnlyStringWrapper reactTo = new ReadOnlyStringWrapper(this, "reactTo", "");
    private final IntegerProperty outcome = new SimpleIntegerProperty(this, "outcome", 1);
    private final ObjectProperty<GovernChoice> govern = new SimpleObjectProperty<>(this, "govern",
            GovernChoice.GATHER);
    private final ObjectProperty<String> innovation = new SimpleObjectProperty<>(this, "innovation");
    private final ObservableList<String> reactionSteps = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper prospect = new ReadOnlyStringWrapper(this, "prospect", "");
    private final ObservableList<String> factions = FXCollections.observableArrayList();
    private final ObservableList<String> inbox = FXCollections.observableArrayList();
    private final ObjectProperty<String> testFaction = new SimpleObjectProperty<>(this, "testFaction");
    private final ObservableList<String> factionNames = FXCollections.observableArrayList();
    private final ObservableList<String> calculation = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper conclaveState = new ReadOnlyStringWrapper(this, "conclaveState", "");
    private final ObservableList<String> sessions = FXCollections.observableArrayList();
    private final ObservableList<String> scoring = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper victory = new ReadOnlyStringWrapper(this, "victory", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final List<DistrictsState.Message> inboxItems = new ArrayList<>();

    public DistrictsViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
        reactor.addListener((o, a, b) -> refreshReactor());
        testFaction.addListener((o, a, b) -> calculate());
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        refresh();
    }

    private DistrictsEngine engine() {
        return DistrictsEngine.in(session.store());
    }

    private long dynastyId() {
        return session.dynasty().id();
    }

    // ---- reading ---------------------------------------------------------------------------------

    /** What the tab shows, read at once off the FX thread. */
    record Snapshot(List<District> districts, Optional<String> whyNotPose, List<DistrictsService.ReactionState> reactions,
                    String prospect, List<DistrictsState.Faction> factions, List<DistrictsState.Message> inbox,
                    Optional<String> whyNotSession, List<DistrictsState.Session> sessions, Optional<String> victory,
                    boolean conclave, Optional<ConclaveService.Scoring> scoring) {
    }

    public void refresh() {
        if (session.dynasty() == null) {
            return;
        }
        long id = dynastyId();
        executor.submit(() -> {
            DistrictsEngine e = engine();
            List<DistrictsState.Session> ss = e.conclave().sessions(id);
            return new Snapshot(e.districts().districts(id), e.districts().whyNotPose(id),
                    e.districts().reactions(id), String.join(", ", e.districts().prospect(id)),
                    e.factions().factions(id), e.factions().inbox(id), e.conclave().whyNotPost(id), ss,
                    e.conclave().victory(id), e.conclave().ongoing(id),
                    ss.isEmpty() ? Optional.empty() : Optional.of(e.conclave().scoring(id, ss.get(ss.size() - 1).number)));
        }, this::show, this::failed);
    }

    private void show(Snapshot s) {
        rows.setAll(s.districts().stream().map(DistrictsViewModel::row).toList());
        String was = reactor.get();
        districtNames.setAll(s.districts().stream().map(District::name).toList());
        if (was != null && districtNames.contains(was)) {
            reactor.set(was);
        } else if (!districtNames.isEmpty()) {
            reactor.set(districtNames.get(0));
        }
        poseState.set(s.whyNotPose().map(w -> messages.get("districts.pose.not", w))
                .orElse(messages.get("districts.pose.may")));
        reactions.setAll(s.reactions().stream().map(this::reactionLine).toList());
        prospect.set(s.prospect().isEmpty() ? messages.get("districts.prospect.empty") : s.prospect());
        factions.setAll(s.factions().stream().map(f -> f.name + ": " + String.join(", ", f.culture)).toList());
        String kept = testFaction.get();
        factionNames.setAll(s.factions().stream().map(f -> f.name).toList());
        testFaction.set(kept != null && factionNames.contains(kept) ? kept
                : factionNames.isEmpty() ? null : factionNames.get(0));
        inboxItems.clear();
        inboxItems.addAll(s.inbox());
        inbox.setAll(s.inbox().stream().map(m -> "#" + m.id + " " + m.kind + " from " + m.district
                + (m.kind.equals("Socialize") ? " (" + String.join(", ", m.culture) + ") \u2192 " + m.answer : "")
                + (m.answered ? " \u2014 answered" + (m.kind.equals("Moot") ? ": " + m.answer : "") : "")).toList());
        conclaveState.set(!s.conclave() ? messages.get("districts.conclave.none")
                : s.whyNotSession().map(w -> messages.get("districts.session.not", w))
                .orElse(messages.get("districts.session.may")));
        sessions.setAll(s.sessions().stream().map(x -> "#" + x.number + " " + x.agenda + " \u2014 "
                + (x.summarised ? x.summary : messages.get("districts.session.open", x.responses.size()))).toList());
        scoring.setAll(s.scoring().map(DistrictsViewModel::scoringLines).orElse(List.of()));
        victory.set(s.victory().orElse(""));
        refreshReactor();
        calculate();
    }

    private static Row row(District d) {
        List<String> badges = new ArrayList<>();
        if (d.abandoned()) {
            badges.add("Abandoned");
        }
        if (d.famished()) {
            badges.add("Famished");
        }
        if (d.starving()) {
            badges.add("Starving");
        }
        if (d.chaos()) {
            badges.add("Chaos");
        }
        return new Row(d.name(), d.people(), d.food(), d.defences(), d.order(), d.ingenuity(), d.energyTrap(),
                d.calendar(), String.join(", ", d.commons()), String.join(", ", d.innovations()),
                String.join(", ", d.factions()), d.anointments(), String.join(" \u00b7 ", badges));
    }

    private String reactionLine(DistrictsService.ReactionState r) {
        return messages.get("districts.reactions.line", r.number(), r.ongoing()
                        ? messages.get("districts.reactions.closes", org.dynast.model.time.UtcCalendar.format(r.closes()))
                        : messages.get("districts.reactions.closed"),
                String.join(", ", r.decided()), String.join(", ", r.passed()), String.join(", ", r.waiting()));
    }

    static List<String> scoringLines(ConclaveService.Scoring sc) {
        List<String> out = new ArrayList<>();
        out.add("#" + sc.session() + " " + sc.agenda().title() + ": " + sc.agenda().matrix());
        for (ConclaveService.Score s : sc.scores()) {
            out.add(s.district() + ": " + String.join(", ", s.terms().stream().map(AgendaItem.Term::text).toList())
                    + " = " + Math.round(s.total() * 1000) / 1000.0 + (s.carefulRationing() ? " (Careful Rationing)"
                    : "") + (s.nullResponse() ? " (null response)" : ""));
        }
        out.add(sc.anointed() == null ? "No single highest Score so far." : sc.anointed() + " has the single highest "
                + "Score so far.");
        return out;
    }

    private void refreshReactor() {
        String who = reactor.get();
        if (who == null || session.dynasty() == null) {
            reactTo.set("");
            return;
        }
        long id = dynastyId();
        executor.submit(() -> engine().districts().reactableDilemma(id, who).flatMap(n ->
                engine().districts().state(id).dilemma(n)), d -> reactTo.set(d.map(x -> messages.get(
                "districts.react.to", x.number, x.upsides.get(0), x.downsides.get(0), x.upsides.get(1),
                x.downsides.get(1))).orElse(messages.get("districts.react.none", who))), this::failed);
    }

    private void calculate() {
        String who = reactor.get();
        String f = testFaction.get();
        if (who == null || f == null || session.dynasty() == null) {
            calculation.clear();
            return;
        }
        long id = dynastyId();
        executor.submit(() -> engine().factions().calculate(id, who, f), r -> {
            List<String> lines = new ArrayList<>(r.lines().stream().map(FactionTest.Line::text).toList());
            lines.add(r.text());
            calculation.setAll(lines);
        }, e -> calculation.setAll(e.getMessage()));
    }

    // ---- commands ----------------------------------------------------------------------------------

    /** The City Poses a Dilemma: each step with its roll is listed, the post is ready to copy. */
    public void pose() {
        long id = dynastyId();
        String actor = session.actor();
        boolean inStorm = storm.get();
        executor.submit(() -> engine().districts().pose(id, actor, false, inStorm), p -> {
            poseSteps.setAll(p.steps().stream().map(s -> (s.secret ? "[secret] " : "") + s.text
                    + (s.roll == null || s.roll.isEmpty() ? "" : "  [" + s.roll + "]")).toList());
            postText.set(p.post());
            message.set(messages.get("districts.posed", p.number()));
            refresh();
        }, this::failed);
    }

    public void copyPost() {
        dialogs.copyToClipboard(postText.get());
        message.set(messages.get("districts.post.copied"));
    }

    /** Applies the chosen Reaction (Decide with its Outcome and Govern choice, or Pass) for the chosen District. */
    public void decide() {
        String who = reactor.get();
        long id = dynastyId();
        String actor = session.actor();
        Choices choices = Choices.outcome(outcome.get());
        GovernChoice g = govern.get();
        choices = g == GovernChoice.INNOVATE ? choices.withInnovate(innovation.get()) : choices.withGovern(g);
        Choices chosen = choices;
        executor.submit(() -> engine().districts().decide(id, actor, who, chosen, List.of(), false), this::reacted,
                this::failed);
    }

    public void pass() {
        String who = reactor.get();
        long id = dynastyId();
        String actor = session.actor();
        executor.submit(() -> engine().districts().pass(id, actor, who), this::reacted, this::failed);
    }

    private void reacted(DistrictsService.Reacted r) {
        reactionSteps.setAll(r.steps().stream().map(s -> s.text + (s.roll == null || s.roll.isEmpty() ? ""
                : "  [" + s.roll + "]")).toList());
        message.set(messages.get("districts.reacted", r.district(), r.kind(), r.dilemma()));
        refresh();
    }

    /** Answers the selected inbox message (a Moot: its Faction Tests and Rewards; a Socialize: its number). */
    public void answer(int index) {
        if (index < 0 || index >= inboxItems.size()) {
            return;
        }
        DistrictsState.Message m = inboxItems.get(index);
        long id = dynastyId();
        String actor = session.actor();
        executor.submit(() -> m.kind.equals("Moot") ? String.join("; ", engine().factions().answerMoot(id, actor,
                m.id)) : engine().factions().answerSocialize(id, actor, m.id), a -> {
                    message.set(messages.get("districts.answered", m.id, a));
                    refresh();
                }, this::failed);
    }

    public void postSession() {
        long id = dynastyId();
        String actor = session.actor();
        executor.submit(() -> engine().conclave().post(id, actor), x -> {
            message.set(messages.get("districts.session.posted", x.number, x.agenda, x.rollLine));
            refresh();
        }, this::failed);
    }

    public void undo() {
        long id = dynastyId();
        String actor = session.actor();
        executor.submit(() -> session.store().log().undo(id, actor), e -> {
            message.set(e.summary());
            poseSteps.clear();
            reactionSteps.clear();
            refresh();
        }, this::failed);
    }

    /** Copies the Dead City page (MediaWiki, nothing private) for the players. */
    public void copyDeadCity() {
        long id = dynastyId();
        executor.submit(() -> engine().districts().deadCityPage(id), text -> {
            dialogs.copyToClipboard(text);
            message.set(messages.get("districts.page.copied"));
        }, this::failed);
    }

    private void failed(Throwable e) {
        if (e instanceof Refusal) {
            message.set(e.getMessage());
        } else {
            LOG.error("The Districts tab failed", e);
            message.set(messages.get("districts.failed"));
        }
    }

    // ---- properties --------------------------------------------------------------------------------

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty poseStateProperty() {
        return poseState.getReadOnlyProperty();
    }

    public ObservableList<String> poseSteps() {
        return poseSteps;
    }

    public ReadOnlyStringProperty postTextProperty() {
        return postText.getReadOnlyProperty();
    }

    public BooleanProperty stormProperty() {
        return storm;
    }

    public ObservableList<String> reactions() {
        return reactions;
    }

    public ObservableList<String> districtNames() {
        return districtNames;
    }

    public ObjectProperty<String> reactorProperty() {
        return reactor;
    }

    public ReadOnlyStringProperty reactToProperty() {
        return reactTo.getReadOnlyProperty();
    }

    public IntegerProperty outcomeProperty() {
        return outcome;
    }

    public ObjectProperty<GovernChoice> governProperty() {
        return govern;
    }

    public ObjectProperty<String> innovationProperty() {
        return innovation;
    }

    public ObservableList<String> reactionSteps() {
        return reactionSteps;
    }

    public ReadOnlyStringProperty prospectProperty() {
        return prospect.getReadOnlyProperty();
    }

    public ObservableList<String> factions() {
        return factions;
    }

    public ObservableList<String> factionNames() {
        return factionNames;
    }

    public ObjectProperty<String> testFactionProperty() {
        return testFaction;
    }

    public ObservableList<String> calculation() {
        return calculation;
    }

    public ObservableList<String> inbox() {
        return inbox;
    }

    public ReadOnlyStringProperty conclaveStateProperty() {
        return conclaveState.getReadOnlyProperty();
    }

    public ObservableList<String> sessions() {
        return sessions;
    }

    public ObservableList<String> scoring() {
        return scoring;
    }

    public ReadOnlyStringProperty victoryProperty() {
        return victory.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
