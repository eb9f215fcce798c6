package org.dynast.app.blogbots.workshop;

import java.util.ArrayList;
import java.util.List;
import org.dynast.app.blogbots.workshop.WorkshopViewModel.CatalogueRow;
import org.dynast.app.common.Messages;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.BotFigures;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.WorkshopService;

/**
 * What a change on the Workshop would do to the Bot, said before it happens: buying the picked catalogue System
 * ("adding Axe would make this bot Defunct: 750 &gt; 550", no free hardpoint, not enough money, Trashed) and removing
 * the picked System from the strip (when that makes the Bot Defunct).
 *
 * @param text one note a line; empty when nothing is picked
 * @param bad  whether any note warns against the change
 */
record FitPreview(String text, boolean bad) {

    static final FitPreview NONE = new FitPreview("", false);

    /**
     * The notes for buying {@code row} (if any) at {@code condition} % with {@code money}, and for removing the System
     * at {@code slot} (if it is one of {@code bot}'s).
     */
    static FitPreview of(Bot bot, Catalogue cat, int money, CatalogueRow row, int condition, int slot,
                         Messages messages) {
        BotFigures now = BotFigures.of(bot, cat);
        List<String> notes = new ArrayList<>();
        boolean bad = false;
        if (row != null) {
            Bot after = bot.withSystemAt(bot.systems().size(), Part.system(row.name(), condition));
            BotFigures f = BotFigures.of(after, cat);
            if (now.freeHardpoints() == 0) {
                notes.add(messages.get("workshop.preview.noHardpoint", row.name(), now.hardpoints()));
                bad = true;
            }
            if (row.effectiveCost() > money) {
                notes.add(messages.get("workshop.preview.money", row.name(), WorkshopService.money(row.effectiveCost()),
                        WorkshopService.money(money)));
                bad = true;
            }
            if (f.defunct() && !now.defunct()) {
                notes.add(messages.get("workshop.preview.defunct", row.name(), f.consumption(), f.effectivePowerOutput()));
                bad = true;
            }
            if (f.trashed() && !now.trashed()) {
                notes.add(messages.get("workshop.preview.trashed", row.name(), String.join(", ", f.trashedWhy())));
                bad = true;
            }
            if (notes.isEmpty()) {
                notes.add(messages.get("workshop.preview.ok", row.name(), WorkshopService.money(row.effectiveCost()),
                        f.consumption(), f.effectivePowerOutput()));
            }
        }
        if (slot >= 0 && slot < bot.systems().size()) {
            BotFigures f = BotFigures.of(bot.withoutSystemAt(slot), cat);
            if (f.defunct() && !now.defunct()) {
                notes.add(messages.get("workshop.preview.removeDefunct", bot.systems().get(slot).name(), f.consumption(),
                        f.effectivePowerOutput()));
                bad = true;
            }
        }
        return new FitPreview(String.join("\n", notes), bad);
    }
}
