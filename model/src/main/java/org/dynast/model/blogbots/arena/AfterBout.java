package org.dynast.model.blogbots.arena;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Loadout;
import org.dynast.model.blogbots.bots.Part;
import org.dynast.model.blogbots.bots.Readiness;

/**
 * What follows a Bout for the Operators who had Bots in it, as a pure calculation over their workshops
 * ({@link Loadout}): the Conditions the Bout left, the money awards, Readiness back to Workshop, the Red
 * Mist payout and the LED Banner's names and victory check. Storing the result is the workshop's job.
 */
public final class AfterBout {

    /** "All Operators who had Bots in the Bout gain ₩1,000, plus ₩500 for each Opponent" */
    public static final int AWARD = 1_000;
    public static final int PER_OPPONENT = 500;

    private AfterBout() {
    }

    /**
     * One Operator going into the settlement: their Operator name and workshop (which keeps their Red Mist and LED
     * Banner names).
     */
    public record Participant(String operator, Loadout loadout) {
        public Participant {
            Objects.requireNonNull(operator, "operator");
            Objects.requireNonNull(loadout, "loadout");
        }
    }

    /**
     * One Operator after the settlement (their workshop with Red Mist zero and the LED Banner names updated), whether
     * they have achieved Victory, and what changed in words.
     */
    public record Settled(String operator, Loadout loadout, boolean victory, List<String> changes) {
        public Settled {
            changes = List.copyOf(changes);
        }
    }

    /**
     * Settles a Bout between {@code first} and {@code second} (in the order the Bout's entrants were given);
     * {@code now} is when their Readiness is set to Workshop.
     */
    public static List<Settled> settle(BoutResult result, Participant first, Participant second, Instant now) {
        return settle(result, first, second, now, false);
    }

    /**
     * With {@code practice}: "at the conclusion of a Practice Bout the Conditions of all Components on any Bot to
     * participate in that Bout is restored to the value it had immediately prior to that Bout taking place"
     * (ruling: that restores the Red Mist Condition loss too, as it happens when the Bout concludes).
     */
    public static List<Settled> settle(BoutResult result, Participant first, Participant second, Instant now,
                                       boolean practice) {
        int opponents = result.bots().size() - 1; // ruling: a House Bot in the Bout is an Opponent too
        List<Participant> in = List.of(first, second);
        List<Settled> out = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Participant p = in.get(i);
            Participant other = in.get(1 - i);
            boolean winner = result.winner() == i;
            List<String> changes = new ArrayList<>();
            Loadout l = p.loadout();
            int mist = l.redMist();
            // The Bot's Conditions as the Bout left them (Nox Tank at 0%; Shock damage ends with the Bout)
            Bot bot = result.bots().get(i);
            if (!bot.name().equals(l.bot().name()) || bot.systems().size() != l.bot().systems().size()) {
                throw new IllegalArgumentException(p.operator() + "'s Bot is not the one in this Bout.");
            }
            if (practice) {
                bot = l.bot();
                changes.add("a Practice Bout: Conditions restored to " + ArenaFiles.describe(bot));
            } else {
                changes.add("Conditions after the Bout: " + ArenaFiles.describe(bot));
            }
            int award = AWARD + PER_OPPONENT * opponents;
            int mistPay = winner ? 100 * mist : 0;
            int before = l.money();
            l = l.withBot(bot).gaining(award + mistPay);
            changes.add("gains ₩" + award + " (₩1,000 plus ₩500 for each of " + opponents + " Opponent"
                    + (opponents == 1 ? "" : "s") + ")" + (mistPay > 0 ? " and ₩" + mistPay + " for Red Mist "
                    + mist : "") + ": ₩" + before + " → ₩" + l.money()
                    + (before + award + mistPay > Loadout.MONEY_CAP ? " (Money can not surpass ₩20,000)" : ""));
            if (!winner && mist > 0 && !practice) {
                // "any non-winning participants lose percentage points of Condition to their chassis and exposed
                // system equal to five times their Red Mist, to minimums of zero"
                int loss = 5 * mist;
                Bot b = l.bot();
                b = b.withChassis(b.chassis().withCondition(b.chassis().condition() - loss));
                List<Part> systems = new ArrayList<>(b.systems());
                for (int s = 0; s < systems.size(); s++) {
                    if (systems.get(s).condition() > 0) { // ruling: the frontmost working System is exposed
                        systems.set(s, systems.get(s).withCondition(systems.get(s).condition() - loss));
                        break;
                    }
                }
                l = l.withBot(b.withSystems(systems));
                changes.add("loses " + loss + " points of Chassis and exposed System Condition for Red Mist "
                        + mist);
            }
            if (mist != 0) {
                changes.add("Red Mist " + mist + " → 0");
            }
            // "when these values are awarded, the Readiness of all Operators to have participated in that Bout are
            // set to Workshop if they are not already at that value"
            if (l.readiness() != Readiness.WORKSHOP) {
                changes.add("Readiness " + l.readiness().word() + " → Workshop");
                l = l.withReadiness(Readiness.WORKSHOP, now);
            }
            // "Once in between each Bout ... an Operator may add 5% condition": a new interval begins
            l = l.withRepaired(false);
            // "each Operator may, once after each Bout, award themselves ₩1,000" (Tournament Mode): one more award
            l = l.withAwarded(false);
            List<String> names = l.bannerNames();
            boolean victory = false;
            boolean banner = bot.systems().stream().anyMatch(s -> s.name().equalsIgnoreCase("LED Banner")
                    && s.condition() > 0);
            if (winner && banner) {
                // LED Banner: "Displays the name of every distinct Operator that Bot has defeated in a Bout while
                // using this System"
                Set<String> set = new LinkedHashSet<>(names);
                if (set.add(other.operator())) {
                    changes.add("LED Banner now displays " + other.operator());
                }
                names = List.copyOf(set);
                // "If a Bot wins a Bout while using an LED Banner that displays the name of more than four
                // Operators then the operator of that Bot has achieved Victory."
                victory = names.size() > 4;
                if (victory) {
                    changes.add("has achieved Victory: the LED Banner displays " + names.size() + " Operators");
                }
            }
            // "then, the Red Mist of all participants in that Bout is set to zero"
            l = l.withRedMist(0).withBannerNames(names);
            out.add(new Settled(p.operator(), l, victory, changes));
        }
        return out;
    }
}
