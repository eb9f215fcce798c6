package org.dynast.app.districts;

import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.model.districts.District;
import org.dynast.model.districts.rules.Commons;
import org.dynast.model.districts.rules.Innovation;

/**
 * A District's own actions outside its Reactions: Connect (a new Connection to a Commons for 4 × its existing ones
 * from its Energy Trap), moving a row of the table of Innovations, stopping housing a Faction after losing 5 or more
 * People by its own decision, and Reinitialising (once per dynasty).
 */
public final class DistrictActionsViewModel {

    private final DistrictsContext c;
    private final ObjectProperty<String> district;
    private final ObservableList<String> commons = FXCollections.observableArrayList();
    private final ObjectProperty<String> toConnect = new SimpleObjectProperty<>(this, "toConnect");
    private final ReadOnlyStringWrapper connectCost = new ReadOnlyStringWrapper(this, "connectCost", "");
    private final ObservableList<String> table = FXCollections.observableArrayList();
    private final ObservableList<String> innovationNames = FXCollections.observableArrayList();
    private final ObjectProperty<String> moved = new SimpleObjectProperty<>(this, "moved");
    private final ObjectProperty<String> anchor = new SimpleObjectProperty<>(this, "anchor");
    private final BooleanProperty below = new SimpleBooleanProperty(this, "below", true);
    private final ObservableList<String> housed = FXCollections.observableArrayList();
    private final ObjectProperty<String> toStop = new SimpleObjectProperty<>(this, "toStop");
    private final ReadOnlyStringWrapper housingState = new ReadOnlyStringWrapper(this, "housingState", "");
    private DistrictsContext.Snapshot last;

    DistrictActionsViewModel(DistrictsContext c, ObjectProperty<String> district) {
        this.c = c;
        this.district = district;
    }

    void show(DistrictsContext.Snapshot s) {
        last = s;
        keep(commons, toConnect, s.catalogue().commons().stream().map(Commons::name).toList());
        List<Innovation> rows = s.catalogue().innovations();
        table.setAll(rows.stream().map(i -> c.messages.get(i.prerequisites().isEmpty() ? "districts.table.row"
                : "districts.table.rowNeeds", rows.indexOf(i) + 1, i.name(), i.type().label(), i.cost(),
                String.join(", ", i.prerequisites()))).toList());
        List<String> names = rows.stream().map(Innovation::name).toList();
        String m = moved.get();
        String a = anchor.get();
        innovationNames.setAll(names);
        moved.set(m != null && names.contains(m) ? m : names.isEmpty() ? null : names.get(0));
        anchor.set(a != null && names.contains(a) ? a : names.size() < 2 ? null : names.get(1));
    }

    private static void keep(ObservableList<String> items, ObjectProperty<String> chosen, List<String> now) {
        String was = chosen.get();
        items.setAll(now);
        chosen.set(was != null && now.contains(was) ? was : now.isEmpty() ? null : now.get(0));
    }

    /** The chosen District's cost of a Connection, its Factions, and whether it may stop housing one. */
    void onDistrict() {
        String who = district.get();
        if (who == null || last == null || !c.shown()) {
            connectCost.set("");
            housed.clear();
            housingState.set("");
            return;
        }
        District d = last.district(who).orElse(null);
        if (d == null) {
            return;
        }
        connectCost.set(c.messages.get("districts.connect.cost", d.name(), 4 * d.commons().size(), d.energyTrap()));
        keep(housed, toStop, d.factions());
        long id = c.id();
        c.work.read(() -> c.engine().factions().mayStopHousing(id, who), may -> housingState.set(c.messages.get(
                may ? "districts.housing.may" : "districts.housing.mayNot", who)));
    }

    /** Connect: the chosen District establishes a Connection to the chosen Commons. */
    public void connect() {
        String who = district.get();
        String to = toConnect.get();
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().districts().connect(id, actor, who, to), c.messages.get("districts.connected",
                who, to));
    }

    /** Moves the chosen Innovation directly below (or above) the anchor in the table of Innovations. */
    public void moveInnovation() {
        String row = moved.get();
        String next = anchor.get();
        boolean under = below.get();
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().districts().moveInnovation(id, actor, row, next, under), c.messages.get(
                under ? "districts.moved.below" : "districts.moved.above", row, next));
    }

    /** The chosen District stops housing the chosen Faction. */
    public void stopHousing() {
        String who = district.get();
        String f = toStop.get();
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().factions().stopHousing(id, actor, who, f), c.messages.get("districts.stopped",
                who, f));
    }

    /** The chosen District Reinitialises, once the emperor has confirmed (it resets every value and happens once). */
    public void reinitialise() {
        String who = district.get();
        if (who == null || !c.dialogs.confirm(c.messages.get("districts.reinitialise.title"), c.messages.get(
                "districts.reinitialise.header", who), c.messages.get("districts.reinitialise.text"),
                c.messages.get("districts.reinitialise"))) {
            return;
        }
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> c.engine().factions().reinitialise(id, actor, who), c.messages.get(
                "districts.reinitialised", who));
    }

    // ---- properties --------------------------------------------------------------------------------

    public ObservableList<String> commons() {
        return commons;
    }

    public ObjectProperty<String> toConnectProperty() {
        return toConnect;
    }

    public ReadOnlyStringProperty connectCostProperty() {
        return connectCost.getReadOnlyProperty();
    }

    /** The table of Innovations in its current order, one line a row. */
    public ObservableList<String> table() {
        return table;
    }

    public ObservableList<String> innovationNames() {
        return innovationNames;
    }

    public ObjectProperty<String> movedProperty() {
        return moved;
    }

    public ObjectProperty<String> anchorProperty() {
        return anchor;
    }

    public BooleanProperty belowProperty() {
        return below;
    }

    public ObservableList<String> housed() {
        return housed;
    }

    public ObjectProperty<String> toStopProperty() {
        return toStop;
    }

    public ReadOnlyStringProperty housingStateProperty() {
        return housingState.getReadOnlyProperty();
    }
}
