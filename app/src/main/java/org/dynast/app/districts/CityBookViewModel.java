package org.dynast.app.districts;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.model.Refusal;
import org.dynast.model.districts.DistrictsState;
import org.dynast.model.districts.FactionTest;

/**
 * The City's private book: the Factions with their Cultures (and renaming one), the Moot and Socialize inbox with the
 * computed answers, and the Faction Test calculator for the chosen District.
 */
public final class CityBookViewModel {

    private final DistrictsContext c;
    private final ObjectProperty<String> district;
    private final ObservableList<String> factions = FXCollections.observableArrayList();
    private final ObservableList<String> factionNames = FXCollections.observableArrayList();
    private final ObjectProperty<String> faction = new SimpleObjectProperty<>(this, "faction");
    private final StringProperty newName = new SimpleStringProperty(this, "newName", "");
    private final ObservableList<String> inbox = FXCollections.observableArrayList();
    private final List<DistrictsState.Message> inboxItems = new ArrayList<>();
    private final ObservableList<String> calculation = FXCollections.observableArrayList();

    CityBookViewModel(DistrictsContext c, ObjectProperty<String> district) {
        this.c = c;
        this.district = district;
        faction.addListener((o, a, b) -> calculate());
    }

    void show(DistrictsContext.Snapshot s) {
        factions.setAll(s.factions().stream().map(f -> f.name + ": " + String.join(", ", f.culture)).toList());
        String kept = faction.get();
        factionNames.setAll(s.factions().stream().map(f -> f.name).toList());
        faction.set(kept != null && factionNames.contains(kept) ? kept
                : factionNames.isEmpty() ? null : factionNames.get(0));
        inboxItems.clear();
        inboxItems.addAll(s.inbox());
        inbox.setAll(s.inbox().stream().map(m -> "#" + m.id + " " + m.kind + " from " + m.district
                + (m.kind.equals("Socialize") ? " (" + String.join(", ", m.culture) + ") \u2192 " + m.answer : "")
                + (m.answered ? " \u2014 answered" + (m.kind.equals("Moot") ? ": " + m.answer : "") : "")).toList());
    }

    /** The Faction Test of the chosen District against the chosen Faction, as it would find now. */
    void calculate() {
        String who = district.get();
        String f = faction.get();
        if (who == null || f == null || !c.shown()) {
            calculation.clear();
            return;
        }
        long id = c.id();
        c.work.read(() -> {
            try {
                FactionTest.Result r = c.engine().factions().calculate(id, who, f);
                List<String> lines = new ArrayList<>(r.lines().stream().map(FactionTest.Line::text).toList());
                lines.add(r.text());
                return lines;
            } catch (Refusal e) {
                return List.of(e.getMessage());
            }
        }, calculation::setAll);
    }

    /** Renames the chosen Faction (its name is flavour text); the Districts housing it follow. */
    public void rename() {
        String f = faction.get();
        String to = newName.get() == null ? "" : newName.get().strip();
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> {
            c.engine().factions().renameFaction(id, actor, f, to);
            return to;
        }, n -> {
            newName.set("");
            faction.set(n);
            return c.messages.get("districts.faction.renamed", f, n);
        });
    }

    /** Answers the selected inbox message (a Moot: its Faction Tests and Rewards; a Socialize: its number). */
    public void answer(int index) {
        if (index < 0 || index >= inboxItems.size()) {
            return;
        }
        DistrictsState.Message m = inboxItems.get(index);
        long id = c.id();
        String actor = c.actor();
        c.work.run(() -> m.kind.equals("Moot") ? String.join("; ", c.engine().factions().answerMoot(id, actor, m.id))
                : c.engine().factions().answerSocialize(id, actor, m.id), a -> c.messages.get("districts.answered",
                m.id, a));
    }

    // ---- properties --------------------------------------------------------------------------------

    public ObservableList<String> factions() {
        return factions;
    }

    public ObservableList<String> factionNames() {
        return factionNames;
    }

    /** The Faction chosen: the calculator's, and the one a rename renames. */
    public ObjectProperty<String> factionProperty() {
        return faction;
    }

    public StringProperty newNameProperty() {
        return newName;
    }

    public ObservableList<String> inbox() {
        return inbox;
    }

    public ObservableList<String> calculation() {
        return calculation;
    }
}
