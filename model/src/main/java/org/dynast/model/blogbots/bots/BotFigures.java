package org.dynast.model.blogbots.bots;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The values "Bot Loadout" derives from a Bot and the catalogue, computed at once and immutable.
 *
 * <ul>
 *   <li>Effective values: "the value has the item's Condition percentage applied to it, rounded down
 *   (eg. the Effective Cost of a ₩5,000 Engine in 50% Condition is ₩2,500)".</li>
 *   <li>Back-up Battery: "The Condition of the Engine on this Bot is instead calculated as the
 *   Condition of the Engine plus 25% of the Condition of this system, up to a maximum of 100%."</li>
 *   <li>Defunct: "Systems and a Chassis whose combined Consumption exceeds its Engine's Effective
 *   Power Output".</li>
 *   <li>Trashed: "the Condition of an Engine or Chassis of a Bot is 0%, or ... multiple Systems with
 *   the same Name".</li>
 *   <li>Shove Power: "Effective Power Output minus 50% of the consumption of the chassis and every
 *   system on the bot" (rounded towards 0, as the Appendix rounds integer results).</li>
 * </ul>
 * A component whose type is missing from the catalogue counts as cost 0, power 0, consumption 0.
 */
public record BotFigures(int engineCondition, int effectivePowerOutput, int consumption, boolean defunct,
                         boolean trashed, List<String> trashedWhy, int shovePower, int botValue, int hardpoints,
                         int freeHardpoints) {

    public BotFigures {
        trashedWhy = List.copyOf(trashedWhy);
    }

    public static BotFigures of(Bot bot, Catalogue catalogue) {
        int engineCondition = engineCondition(bot);
        int power = catalogue.engine(bot.engine().name()).map(EngineType::powerOutput).orElse(0);
        int effectivePower = effective(power, engineCondition);
        int consumption = catalogue.chassis(bot.chassis().name()).map(ChassisModel::consumption).orElse(0)
                + bot.systems().stream().mapToInt(s -> catalogue.system(s.name())
                        .map(SystemType::consumption).orElse(0)).sum();
        List<String> why = new ArrayList<>();
        if (engineCondition == 0) { // with a Back-up Battery, the Engine's Condition "is instead calculated" higher
            why.add("its Engine's Condition is 0%");
        }
        if (bot.chassis().condition() == 0) {
            why.add("its Chassis's Condition is 0%");
        }
        Set<String> seen = new HashSet<>();
        Set<String> doubled = new LinkedHashSet<>();
        for (Part s : bot.systems()) {
            if (!seen.add(s.name().toLowerCase(Locale.ROOT))) {
                doubled.add(s.name());
            }
        }
        doubled.forEach(n -> why.add("it has multiple Systems named " + n));
        int shove = (2 * effectivePower - consumption) / 2; // integer division rounds towards 0
        int value = bot.components().stream().mapToInt(p -> effectiveCost(p, catalogue)).sum();
        int hardpoints = catalogue.chassis(bot.chassis().name()).map(ChassisModel::hardpoints).orElse(0);
        return new BotFigures(engineCondition, effectivePower, consumption, consumption > effectivePower,
                !why.isEmpty(), why, shove, value, hardpoints, Math.max(0, hardpoints - bot.systems().size()));
    }

    /** "has the item's Condition percentage applied to it, rounded down" */
    public static int effective(int value, int conditionPercent) {
        return Math.floorDiv(value * conditionPercent, 100);
    }

    /** The Effective (one-off) Cost of a part. */
    public static int effectiveCost(Part part, Catalogue catalogue) {
        return effective(catalogue.cost(part.kind(), part.name()).orElse(0), part.condition());
    }

    /** The Engine's Condition as the Back-up Battery rule calculates it (the best working battery counts). */
    public static int engineCondition(Bot bot) {
        int battery = bot.systems().stream().filter(s -> s.name().equalsIgnoreCase("Back-up Battery"))
                .mapToInt(Part::condition).max().orElse(0);
        return Math.min(100, bot.engine().condition() + battery / 4);
    }

    /**
     * "its frontmost System (if the Bot is facing the Bot using the Effect) or its rearmost System (if it
     * is not)"; Systems at 0% are skipped; "While a Bot is Flipped, none of its Systems are Exposed."
     * (The Targeting Module's variant belongs to the arena.)
     */
    public static Optional<Part> exposedSystem(Bot bot, boolean facing, boolean flipped) {
        if (flipped) {
            return Optional.empty();
        }
        List<Part> working = bot.systems().stream().filter(s -> s.condition() > 0).toList();
        if (working.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(facing ? working.get(0) : working.get(working.size() - 1));
    }

    /** Whether the Bot has an Advanced Logic Module "with a Condition of greater than 0%". */
    public static boolean advancedLogic(Bot bot) {
        return bot.systems().stream().anyMatch(s -> s.name().equalsIgnoreCase("Advanced Logic Module")
                && s.condition() > 0);
    }
}
