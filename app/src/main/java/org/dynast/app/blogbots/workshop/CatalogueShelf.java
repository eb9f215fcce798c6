package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.blogbots.workshop.WorkshopViewModel.CatalogueRow;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.SystemType;

/**
 * The Workshop's catalogue of Systems for sale: each System with its Effective Cost at the chosen Condition, filtered
 * by a top cost, a top consumption and "affordable only", and the System picked to buy (kept across a refill when it
 * is still listed).
 */
final class CatalogueShelf {

    private final ObservableList<CatalogueRow> rows = FXCollections.observableArrayList();
    private final ObjectProperty<CatalogueRow> selected = new SimpleObjectProperty<>(this, "selectedCatalogue");
    private final IntegerProperty condition = new SimpleIntegerProperty(this, "condition", 100);
    private final StringProperty maxCost = new SimpleStringProperty(this, "maxCost", "");
    private final StringProperty maxConsumption = new SimpleStringProperty(this, "maxConsumption", "");
    private final BooleanProperty affordableOnly = new SimpleBooleanProperty(this, "affordableOnly", false);

    /** Lists {@code catalogue}'s Systems that pass the filters, for an Operator holding {@code money}. */
    void fill(Catalogue catalogue, int money) {
        Integer costCap = parse(maxCost.get());
        Integer consCap = parse(maxConsumption.get());
        CatalogueRow keep = selected.get();
        List<CatalogueRow> list = new ArrayList<>();
        for (SystemType s : catalogue.systems()) {
            int eff = BotFigures.effective(s.cost(), condition.get());
            boolean affordable = eff <= money;
            if ((costCap != null && eff > costCap) || (consCap != null && s.consumption() > consCap)
                    || (affordableOnly.get() && !affordable)) {
                continue;
            }
            String flags = (s.passive() ? "Passive " : "") + (s.melee() ? "Melee" : "");
            list.add(new CatalogueRow(s.name(), s.cost(), s.consumption(), eff, affordable, flags.strip(), s.effect()));
        }
        rows.setAll(list);
        if (keep != null) {
            selected.set(list.stream().filter(r -> r.name().equals(keep.name())).findFirst().orElse(null));
        }
    }

    /** A filter's number as typed ("2,000", "₩2000"); blank or unreadable is no filter. */
    static Integer parse(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.parseInt(text.strip().replace(",", "").replace("\u20a9", ""));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    ObservableList<CatalogueRow> rows() {
        return rows;
    }

    ObjectProperty<CatalogueRow> selectedProperty() {
        return selected;
    }

    IntegerProperty conditionProperty() {
        return condition;
    }

    StringProperty maxCostProperty() {
        return maxCost;
    }

    StringProperty maxConsumptionProperty() {
        return maxConsumption;
    }

    BooleanProperty affordableOnlyProperty() {
        return affordableOnly;
    }
}
