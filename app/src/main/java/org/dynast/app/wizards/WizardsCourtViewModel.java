package org.dynast.app.wizards;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.wizards.WizardsService;
import org.dynast.model.wizards.rules.Ally;
import org.dynast.model.wizards.rules.Identity;
import org.dynast.model.wizards.rules.Realm;
import org.dynast.model.wizards.rules.Wizard;

/**
 * The Court panel: every identity of Court Allies with the Wizard allied to it and its trust, each Wizard's Favor and
 * Influence, associating (spending Favor) with its preview before it is done, and an Eliminated Wizard's transfer of
 * Favor and Food ("Eliminated Wizards can freely transfer their Favor and Food to other Wizards") with its preview.
 */
public final class WizardsCourtViewModel extends WizardsPanelModel {

    /** One identity: its Wizard (blank if nobody) and trust, and what associating with it takes. */
    public record AllyRow(String identity, String holder, Integer trust, String toAssociate) {
    }

    /** One Wizard at court: Favor, Influence and allies. */
    public record CourtierRow(String wizard, int favor, int influence, String allies) {
    }

    private record Snapshot(List<AllyRow> allies, List<CourtierRow> courtiers, List<String> recipients) {
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
    private final ReadOnlyBooleanWrapper possible =
            new ReadOnlyBooleanWrapper(this, "possible");
    private final ObservableList<String> recipients = FXCollections.observableArrayList();
    private final ObjectProperty<String> transferFrom = new SimpleObjectProperty<>(this, "transferFrom");
    private final ObjectProperty<String> transferTo = new SimpleObjectProperty<>(this, "transferTo");
    private final ObjectProperty<Integer> transferFavor = new SimpleObjectProperty<>(this, "transferFavor", 0);
    private final ObjectProperty<Integer> transferFood = new SimpleObjectProperty<>(this, "transferFood", 0);
    private final ReadOnlyStringWrapper transferPreview = new ReadOnlyStringWrapper(this, "transferPreview", "");
    private final ReadOnlyBooleanWrapper transferPossible =
            new ReadOnlyBooleanWrapper(this, "transferPossible");

    public WizardsCourtViewModel(Session session, TaskExecutor executor, Messages messages) {
        super(session, executor, messages);
        wizard.addListener((o, a, b) -> refreshPreview());
        identity.addListener((o, a, b) -> refreshPreview());
        favor.addListener((o, a, b) -> refreshPreview());
        transferFrom.addListener((o, a, b) -> refreshTransfer());
        transferTo.addListener((o, a, b) -> refreshTransfer());
        transferFavor.addListener((o, a, b) -> refreshTransfer());
        transferFood.addListener((o, a, b) -> refreshTransfer());
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
        return new Snapshot(rows, people, realm.wizards().stream().map(Wizard::name).toList());
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
        if (!recipients.equals(s.recipients())) {
            recipients.setAll(s.recipients());
        }
        if (transferFrom.get() == null || !wizards.contains(transferFrom.get())) {
            transferFrom.set(wizards.isEmpty() ? null : wizards.get(0));
        }
        if (transferTo.get() == null || !recipients.contains(transferTo.get())) {
            transferTo.set(recipients.stream().filter(r -> !r.equals(transferFrom.get())).findFirst().orElse(null));
        }
        refreshPreview();
        refreshTransfer();
    }

    /** What the transfer would do, or why it would be refused (the model checks it: nothing is done). */
    private void refreshTransfer() {
        String from = transferFrom.get();
        String to = transferTo.get();
        Integer fav = transferFavor.get();
        Integer food = transferFood.get();
        if (!open() || from == null || to == null || fav == null || food == null) {
            transferPreview.set("");
            transferPossible.set(false);
            return;
        }
        long id = id();
        read(() -> engine().wizards().transferPreview(id, from, to, fav, food), summary -> {
            transferPreview.set(summary + ".");
            transferPossible.set(true);
        }, why -> {
            transferPreview.set(messages.get("wizards.refused", why));
            transferPossible.set(false);
        });
    }

    /** The chosen Eliminated Wizard transfers the chosen Favor and Food (one logged action). */
    public void transfer() {
        String from = transferFrom.get();
        String to = transferTo.get();
        Integer fav = transferFavor.get();
        Integer food = transferFood.get();
        if (from == null || to == null || fav == null || food == null) {
            message.set(messages.get("wizards.transfer.choose"));
            return;
        }
        long id = id();
        String actor = session.actor();
        act(() -> {
            engine().wizards().transfer(id, actor, from, to, fav, food);
            return messages.get("wizards.transfer.done", from, fav, food, to);
        }, message::set);
    }

    public ObservableList<String> recipients() {
        return recipients;
    }

    public ObjectProperty<String> transferFromProperty() {
        return transferFrom;
    }

    public ObjectProperty<String> transferToProperty() {
        return transferTo;
    }

    public ObjectProperty<Integer> transferFavorProperty() {
        return transferFavor;
    }

    public ObjectProperty<Integer> transferFoodProperty() {
        return transferFood;
    }

    public ReadOnlyStringProperty transferPreviewProperty() {
        return transferPreview.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty transferPossibleProperty() {
        return transferPossible.getReadOnlyProperty();
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

    public ReadOnlyBooleanProperty possibleProperty() {
        return possible.getReadOnlyProperty();
    }
}
