package org.dynast.app.wizards;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.shell.Session;
import org.dynast.model.wizards.WizardsService;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Wizard;

/**
 * The Court panel: every identity of Court Allies with the Wizard allied to it and its trust, each Wizard's Favor and
 * Influence, and associating (spending Favor) with its preview before it is done.
 */
public final class WizardsCourtViewModel extends WizardsPanelModel {

    /** One identity: its Wizard (blank if nobody) and trust, and what associating with it takes. */
    public record AllyRow(String identity, String holder, Integer trust, String toAssociate) {
    }

    /** One Wizard at court: Favor, Influence and allies. */
    public record CourtierRow(String wizard, int favor, int influence, String allies) {
    }

    private record Snapshot(List<AllyRow> allies, List<CourtierRow> courtiers) {
    }

    private final ObservableList<AllyRow> allies = FXCollections.observableArrayList();
    private final ObservableList<CourtierRow> courtiers = FXCollections.observableArrayList();
    private final ObservableList<String> wizards = FXCollections.observableArrayList();
    private final ObservableList<String> identities = FXCollections.observableArrayList(
            Arrays.stream(Identity.values()).map(Identity::wording).toList());
    private final ObjectProperty<String> wizard = new SimpleObjectProperty<>(this, "wizard");
    private final ObjectProperty<String> identity = new SimpleObjectProperty<>(this, "identity");
    private final ObjectProperty<Integer> favor = new SimpleObjectProperty<>(this, "favor", 1);
    private final ReadOnlyStringWrapper preview = new ReadOnlyStringWrapper(this, "preview", "");
    private final javafx.beans.property.ReadOnlyBooleanWrapper possible =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "possible");

    public WizardsCourtViewModel(Session session, TaskExecutor executor, Messages messages) {
        super(session, executor, messages);
        wizard.addListener((o, a, b) -> refreshPreview());
        identity.addListener((o, a, b) -> refreshPreview());
        favor.addListener((o, a, b) -> refreshPreview());
        refresh();
    }

    @Override
    public void refresh() {
        if (!open()) {
            return;
        }
        long id = id();
        read(() -> snapshot(id), this::show, message::set);
    }

    private Snapshot snapshot(long id) {
        Realm realm = engine().stables().realm(id);
        List<AllyRow> rows = new ArrayList<>();
        for (Identity i : Identity.values()) {
            Wizard holder = realm.wizards().stream().filter(w -> w.alliedWith(i)).findFirst().orElse(null);
            if (holder == null) {
                rows.add(new AllyRow(i.wording(), "", null, messages.get("wizards.court.any")));
            } else {
                Ally a = holder.ally(i).orElseThrow();
                rows.add(new AllyRow(i.wording() + a.unholy().map(q -> " (Unholy: " + q.wording() + ")").orElse(""),
                        holder.name(), a.trust(), messages.get("wizards.court.more", a.trust())));
            }
        }
        List<CourtierRow> people = new ArrayList<>();
        for (Wizard w : realm.wizards()) {
            if (!w.druid()) {
                people.add(new CourtierRow(w.name(), w.favor(), engine().wizards().influence(id, w.name()),
                        Ally.writeAll(w.allies())));
            }
        }
        return new Snapshot(rows, people);
    }

    private void show(Snapshot s) {
        allies.setAll(s.allies());
        courtiers.setAll(s.courtiers());
        List<String> names = s.courtiers().stream().map(CourtierRow::wizard).toList();
        if (!wizards.equals(names)) {
            wizards.setAll(names);
        }
        if (wizard.get() == null || !wizards.contains(wizard.get())) {
            wizard.set(wizards.isEmpty() ? null : wizards.get(0));
        }
        if (identity.get() == null) {
            identity.set(identities.get(0));
        }
        refreshPreview();
    }

    /** What associating would do with the chosen Wizard, identity and Favor, or why it would be refused. */
    private void refreshPreview() {
        String w = wizard.get();
        String i = identity.get();
        Integer f = favor.get();
        if (!open() || w == null || i == null || f == null) {
            preview.set("");
            possible.set(false);
            return;
        }
        long id = id();
        read(() -> engine().wizards().associatePreview(id, w, i, f), a -> {
            preview.set(describe(a));
            possible.set(true);
        }, why -> {
            preview.set(messages.get("wizards.refused", why));
            possible.set(false);
        });
    }

    private String describe(WizardsService.Association a) {
        String taken = a.takenFrom() == null ? messages.get("wizards.court.new", a.identity().wording())
                : messages.get("wizards.court.taken", a.identity().wording(), a.takenFrom(), a.trustBefore());
        return messages.get("wizards.court.preview", a.wizard(), a.favor(), a.favorBefore(), a.favorAfter(), taken,
                a.favor());
    }

    /** Associates the chosen Wizard with the chosen ally for the chosen Favor (one logged action). */
    public void associate() {
        String w = wizard.get();
        String i = identity.get();
        Integer f = favor.get();
        if (w == null || i == null || f == null) {
            message.set(messages.get("wizards.court.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        act(() -> {
            engine().wizards().associate(id, actor, w, i, f);
            return messages.get("wizards.court.done", w, i, f);
        }, message::set);
    }

    public ObservableList<AllyRow> allies() {
        return allies;
    }

    public ObservableList<CourtierRow> courtiers() {
        return courtiers;
    }

    public ObservableList<String> wizards() {
        return wizards;
    }

    public ObservableList<String> identities() {
        return identities;
    }

    public ObjectProperty<String> wizardProperty() {
        return wizard;
    }

    public ObjectProperty<String> identityProperty() {
        return identity;
    }

    public ObjectProperty<Integer> favorProperty() {
        return favor;
    }

    public ReadOnlyStringProperty previewProperty() {
        return preview.getReadOnlyProperty();
    }

    public javafx.beans.property.ReadOnlyBooleanProperty possibleProperty() {
        return possible.getReadOnlyProperty();
    }
}
