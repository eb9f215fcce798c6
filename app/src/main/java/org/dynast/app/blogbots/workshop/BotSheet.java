package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.dynast.app.blogbots.workshop.WorkshopViewModel.BinRow;
import org.dynast.app.blogbots.workshop.WorkshopViewModel.SlotRow;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.SystemType;
import org.dynast.model.blogbots.bots.WorkshopService;

/**
 * The Workshop's reading of the shown Operator's Bot, front to back: its name, money, Engine, Chassis and Readiness,
 * the Systems on the strip, the power gauge, the derived figures, the public standing (Bout Count, Red Mist, LED
 * Banner), the Defunct and Trashed warnings and the Spare Parts Bin. Every figure is derived from the Loadout as it
 * is shown; nothing here acts.
 */
final class BotSheet {

    private final Messages messages;

    private final ObservableList<SlotRow> slots = FXCollections.observableArrayList();
    private final ObservableList<BinRow> bin = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper botName = new ReadOnlyStringWrapper(this, "botName", "");
    private final ReadOnlyStringWrapper money = new ReadOnlyStringWrapper(this, "money", "");
    private final ReadOnlyIntegerWrapper moneyValue = new ReadOnlyIntegerWrapper(this, "moneyValue");
    private final ReadOnlyStringWrapper engine = new ReadOnlyStringWrapper(this, "engine", "");
    private final ReadOnlyStringWrapper chassis = new ReadOnlyStringWrapper(this, "chassis", "");
    private final ReadOnlyStringWrapper readiness = new ReadOnlyStringWrapper(this, "readiness", "");
    private final ReadOnlyDoubleWrapper gauge = new ReadOnlyDoubleWrapper(this, "gauge");
    private final ReadOnlyStringWrapper gaugeText = new ReadOnlyStringWrapper(this, "gaugeText", "");
    private final ReadOnlyStringWrapper figures = new ReadOnlyStringWrapper(this, "figures", "");
    private final ReadOnlyStringWrapper standing = new ReadOnlyStringWrapper(this, "standing", "");
    private final ReadOnlyStringWrapper warning = new ReadOnlyStringWrapper(this, "warning", "");
    private final ReadOnlyBooleanWrapper defunct = new ReadOnlyBooleanWrapper(this, "defunct");

    BotSheet(Messages messages) {
        this.messages = messages;
    }

    /** No Operator is shown: the strip and the bin are emptied. */
    void clear() {
        slots.clear();
        bin.clear();
    }

    /** Reads {@code l}'s Bot against {@code cat} into every figure, the strip and the bin. */
    void show(Loadout l, Catalogue cat) {
        Bot bot = l.bot();
        BotFigures f = BotFigures.of(bot, cat);
        botName.set(bot.name());
        money.set(WorkshopService.money(l.money()));
        moneyValue.set(l.money());
        engine.set(messages.get("workshop.engine", bot.engine().name(), bot.engine().condition(),
                f.engineCondition() != bot.engine().condition() ? " " + messages.get("workshop.engine.battery",
                        f.engineCondition()) : "", f.effectivePowerOutput()));
        chassis.set(messages.get("workshop.chassis", bot.chassis().name(), bot.chassis().condition(), f.hardpoints()));
        readiness.set(l.readiness().word() + (l.repairedSinceBout() ? " " + messages.get("workshop.repaired") : ""));
        Optional<Part> front = BotFigures.exposedSystem(bot, true, false);
        List<SlotRow> rows = new ArrayList<>();
        for (int i = 0; i < bot.systems().size(); i++) {
            Part p = bot.systems().get(i);
            int cons = cat.system(p.name()).map(SystemType::consumption).orElse(0);
            rows.add(new SlotRow(i, p.name(), p.condition(), cons, BotFigures.effectiveCost(p, cat),
                    front.isPresent() && front.get() == p));
        }
        slots.setAll(rows);
        gauge.set(f.effectivePowerOutput() == 0 ? 1 : Math.min(1.0, f.consumption() / (double) f.effectivePowerOutput()));
        gaugeText.set(messages.get("workshop.gauge", f.consumption(), f.effectivePowerOutput()));
        defunct.set(f.defunct());
        figures.set(messages.get("workshop.figures", f.shovePower(), WorkshopService.money(f.botValue()),
                bot.systems().size(), f.hardpoints()));
        standing.set(messages.get("workshop.standing", l.boutCount(), l.redMist(), l.hasBanner()
                ? (l.bannerNames().isEmpty() ? "-" : String.join(", ", l.bannerNames()))
                : messages.get("workshop.standing.noBanner")));
        List<String> warnings = new ArrayList<>();
        if (f.defunct()) {
            warnings.add(messages.get("workshop.defunct", f.consumption(), f.effectivePowerOutput()));
        }
        if (f.trashed()) {
            warnings.add(messages.get("workshop.trashed", String.join(", ", f.trashedWhy())));
        }
        warning.set(String.join("  ", warnings));
        List<BinRow> binRows = new ArrayList<>();
        for (int i = 0; i < l.bin().size(); i++) {
            Part p = l.bin().get(i);
            binRows.add(new BinRow(i, p, p.kind().word() + ": " + p + " \u2014 "
                    + WorkshopService.money(BotFigures.effectiveCost(p, cat))));
        }
        bin.setAll(binRows);
    }

    ObservableList<SlotRow> slots() {
        return slots;
    }

    ObservableList<BinRow> bin() {
        return bin;
    }

    ReadOnlyStringProperty botNameProperty() {
        return botName.getReadOnlyProperty();
    }

    ReadOnlyStringProperty moneyProperty() {
        return money.getReadOnlyProperty();
    }

    ReadOnlyIntegerProperty moneyValueProperty() {
        return moneyValue.getReadOnlyProperty();
    }

    ReadOnlyStringProperty engineProperty() {
        return engine.getReadOnlyProperty();
    }

    ReadOnlyStringProperty chassisProperty() {
        return chassis.getReadOnlyProperty();
    }

    ReadOnlyStringProperty readinessProperty() {
        return readiness.getReadOnlyProperty();
    }

    ReadOnlyDoubleProperty gaugeProperty() {
        return gauge.getReadOnlyProperty();
    }

    ReadOnlyStringProperty gaugeTextProperty() {
        return gaugeText.getReadOnlyProperty();
    }

    ReadOnlyStringProperty figuresProperty() {
        return figures.getReadOnlyProperty();
    }

    ReadOnlyStringProperty standingProperty() {
        return standing.getReadOnlyProperty();
    }

    ReadOnlyStringProperty warningProperty() {
        return warning.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty defunctProperty() {
        return defunct.getReadOnlyProperty();
    }
}
