package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.districts.District;

/**
 * The Districts tab (Ruleset 217): the Districts' table with status badges, the Dilemma composer (may it be posed now
 * and why not; Pose with each step and its roll; the post to copy; The Storm), the Prospect and the Dead City
 * page (Edit › Undo takes any of its actions back), and one ViewModel per panel: the Reactions, a District's own actions, the City's private book and the
 * Conclave. The District chosen in any panel is chosen in all. Reads and writes run through {@link TabWork}; a refusal
 * is shown, never thrown.
 */
public final class DistrictsViewModel {

    /** A District's row: its values and its status badges (Abandoned, Famished, Starving, Chaos). */
    public record Row(String name, long people, long food, long defences, long order, long ingenuity, long energyTrap,
                      long calendar, String commons, String innovations, String factions, long anointments,
                      String badges) {
    }

    private final DistrictsContext c;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<String> districtNames = FXCollections.observableArrayList();
    private final ObjectProperty<String> district = new SimpleObjectProperty<>(this, "district");
    private final ReadOnlyStringWrapper poseState = new ReadOnlyStringWrapper(this, "poseState", "");
    private final ObservableList<String> poseSteps = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper postText = new ReadOnlyStringWrapper(this, "postText", "");
    private final ReadOnlyBooleanWrapper storm = new ReadOnlyBooleanWrapper(this, "storm", false);
    private final ReadOnlyStringWrapper prospect = new ReadOnlyStringWrapper(this, "prospect", "");
    private final ReadOnlyStringWrapper victory = new ReadOnlyStringWrapper(this, "victory", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final DistrictReactionsViewModel reactions;
    private final DistrictActionsViewModel actions;
    private final CityBookViewModel book;
    private final ConclaveViewModel conclave;

    public DistrictsViewModel(Session session, DialogService dialogs, TaskExecutor executor, Messages messages) {
        this.c = new DistrictsContext(session, dialogs, messages, new TabWork(executor, message::set, this::refresh));
        this.reactions = new DistrictReactionsViewModel(c, district);
        this.actions = new DistrictActionsViewModel(c, district);
        this.book = new CityBookViewModel(c, district);
        this.conclave = new ConclaveViewModel(c, district);
        district.addListener((o, a, b) -> {
            reactions.onDistrict();
            actions.onDistrict();
            book.calculate();
        });
        session.revisionProperty().addListener((o, a, b) -> {
            if (session.changedForModules()) { // not after a vote or a roll at the Dice tab
                refresh();
            }
        });
        // Edit › Undo or Redo (or another dynasty): the steps and messages shown spoke of what is now undone
        session.rewindsProperty().addListener((o, a, b) -> {
            poseSteps.clear();
            reactions.clearSteps();
            message.set("");
        });
        refresh();
    }

    // ---- reading ---------------------------------------------------------------------------------

    public void refresh() {
        if (!c.shown()) {
            return;
        }
        long id = c.id();
        c.work.read(() -> DistrictsContext.Snapshot.read(c.engine(), id), this::show);
    }

    private void show(DistrictsContext.Snapshot s) {
        rows.setAll(s.districts().stream().map(DistrictsViewModel::row).toList());
        String was = district.get();
        districtNames.setAll(s.districts().stream().map(District::name).toList());
        poseState.set(s.whyNotPose().map(w -> c.messages.get("districts.pose.not", w))
                .orElse(c.messages.get("districts.pose.may")));
        storm.set(s.storm());
        prospect.set(s.prospect().isEmpty() ? c.messages.get("districts.prospect.empty") : s.prospect());
        victory.set(s.victory().orElse(""));
        reactions.show(s);
        actions.show(s);
        book.show(s);
        conclave.show(s);
        if (was != null && districtNames.contains(was)) {
            district.set(was);
            reactions.onDistrict();
            actions.onDistrict();
            book.calculate();
        } else {
            district.set(districtNames.isEmpty() ? null : districtNames.get(0));
        }
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

    // ---- commands ----------------------------------------------------------------------------------

    /** The City Poses a Dilemma: each step with its roll is listed, the post is ready to copy. */
    public void pose() {
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().districts().pose(id, actor, false), p -> {
            poseSteps.setAll(p.steps().stream().map(s -> (s.secret ? "[secret] " : "") + s.text
                    + (s.roll == null || s.roll.isEmpty() ? "" : "  [" + s.roll + "]")).toList());
            postText.set(p.post());
            return c.messages.get("districts.posed", p.number());
        });
    }

    public void copyPost() {
        c.dialogs.copyToClipboard(postText.get());
        message.set(c.messages.get("districts.post.copied"));
    }

    /** The City records that The Storm has begun ({@code true}) or ended: one undoable action. */
    public void setStorm(boolean ongoing) {
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().districts().setStorm(id, actor, ongoing), c.messages.get(ongoing
                ? "districts.storm.on" : "districts.storm.off"));
    }

    /** Copies the Dead City page (MediaWiki, nothing private) for the players. */
    public void copyDeadCity() {
        long id = c.id();
        c.work.read(() -> c.engine().districts().deadCityPage(id), text -> {
            c.dialogs.copyToClipboard(text);
            message.set(c.messages.get("districts.page.copied"));
        });
    }

    // ---- panels and properties ---------------------------------------------------------------------

    public DistrictReactionsViewModel reactions() {
        return reactions;
    }

    public DistrictActionsViewModel actions() {
        return actions;
    }

    public CityBookViewModel book() {
        return book;
    }

    public ConclaveViewModel conclave() {
        return conclave;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    /** The Districts by name, for every panel's District chooser. */
    public ObservableList<String> districtNames() {
        return districtNames;
    }

    /** The District chosen (in the Reactions, its actions, the Faction Test calculator and a response). */
    public ObjectProperty<String> districtProperty() {
        return district;
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

    /** Whether The Storm is ongoing, as the dynasty keeps it. */
    public ReadOnlyBooleanProperty stormProperty() {
        return storm.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty prospectProperty() {
        return prospect.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty victoryProperty() {
        return victory.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
