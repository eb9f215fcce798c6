package org.dynast.model.wizards.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.wizards.rules.StrengthTable.Strength;
import org.dynast.model.wizards.rules.StrengthTable.Term;

/**
 * A battle, Ruleset 168: "A battle has a battlefield and two forces." Each slot's Strength is built term by
 * term in this order (docs/rulings.md): the Strength table (or the Western Force's number), the Combat Wizard's
 * +5, the Druid's Forest bonus and Outmaneuver's 10; then Stealth Tactics, Pack Hunting and Bait; then Druid's
 * Concoction; then Merging; last Proud Trumpeting, "after all other bonuses and maluses". Then: "A force's wins in
 * a battle is given by the number of N in the range 1-5 such that their Nth creature slot has a higher Strength
 * than the opposing force's Nth creature slot. In the case that the forces have an equal number of wins, an
 * additional win will be awarded to one force by way of a random DICE2 roll in the GNDT. The force that has the
 * most wins is the battle's Triumphant."
 */
public final class Battle {

    public static final String RULE = "Battles";

    private Battle() {
    }

    /** One slot of one force: what is in it and its Strength with every term. */
    public record SlotStrength(String contents, Strength strength) {
        public int total() {
            return strength.total();
        }
    }

    /** Slot {@code number}: both sides and who won it (1 first force, 2 second, 0 neither). */
    public record SlotResult(int number, SlotStrength first, SlotStrength second, int winner) {
    }

    /** The DICE2 tie-break: the roll and the force it gave the extra win (1 first, 2 second). */
    public record TieBreak(int roll, String purpose) {
        public int awardedTo() {
            return roll == 1 ? 1 : 2;
        }
    }

    /** The whole battle, slot by slot. */
    public record Result(Battlefield battlefield, Force first, Force second, List<SlotResult> slots, int firstWins,
                         int secondWins, Optional<TieBreak> tieBreak) {

        /** 1 if the first force is the Triumphant, 2 if the second. */
        public int triumphantForce() {
            int a = firstWins + tieBreak.filter(t -> t.awardedTo() == 1).map(t -> 1).orElse(0);
            int b = secondWins + tieBreak.filter(t -> t.awardedTo() == 2).map(t -> 1).orElse(0);
            return a > b ? 1 : 2;
        }

        /** The Triumphant's commander. */
        public String triumphant() {
            return triumphantForce() == 1 ? first.commander() : second.commander();
        }

        public Force loser() {
            return triumphantForce() == 1 ? second : first;
        }

        /** The result as a judge or an emperor would post it: slots, Strengths with reasons, wins, Triumphant. */
        public String text() {
            StringBuilder b = new StringBuilder();
            b.append("Battle on ").append(battlefield.wording()).append(": ").append(first.commander())
                    .append(" v ").append(second.commander()).append('\n');
            for (SlotResult s : slots) {
                b.append("Slot ").append(s.number()).append(": ").append(line(s.first())).append(" v ")
                        .append(line(s.second())).append(" — ")
                        .append(s.winner() == 1 ? first.commander() : s.winner() == 2 ? second.commander()
                                : "no win").append('\n');
            }
            b.append("Wins: ").append(first.commander()).append(' ').append(firstWins).append(", ")
                    .append(second.commander()).append(' ').append(secondWins).append('\n');
            tieBreak.ifPresent(t -> b.append("Tied, so DICE2 (").append(t.purpose()).append(") rolled ")
                    .append(t.roll()).append(": the additional win goes to ")
                    .append(t.awardedTo() == 1 ? first.commander() : second.commander()).append('\n'));
            b.append("Triumphant: ").append(triumphant());
            return b.toString();
        }

        private static String line(SlotStrength s) {
            StringBuilder b = new StringBuilder(s.contents()).append(' ').append(s.total());
            if (!s.strength().terms().isEmpty()) {
                b.append(" (");
                List<Term> terms = s.strength().terms();
                for (int i = 0; i < terms.size(); i++) {
                    b.append(i == 0 ? "" : "; ").append(terms.get(i));
                }
                b.append(')');
            }
            return b.toString();
        }
    }

    /** Fights the battle; a tie in wins rolls DICE2 on {@code dice}, its purpose naming the battle. */
    public static Result fight(StrengthTable table, Battlefield field, Force first, Force second, Dice dice) {
        List<List<Term>> a = terms(table, field, first, second);
        List<List<Term>> b = terms(table, field, second, first);
        boolean concoction = first.uses(Tactic.DRUIDS_CONCOCTION) || second.uses(Tactic.DRUIDS_CONCOCTION);
        if (concoction) {
            cap(first, a);
            cap(second, b);
        }
        merge(first, a);
        merge(second, b);
        trumpet(first, a);
        trumpet(second, b);
        List<SlotResult> slots = new ArrayList<>();
        int winsA = 0;
        int winsB = 0;
        for (int n = 1; n <= Plan.SIZE; n++) {
            SlotStrength sa = new SlotStrength(first.plan().slot(n).wording(), Strength.of(a.get(n - 1)));
            SlotStrength sb = new SlotStrength(second.plan().slot(n).wording(), Strength.of(b.get(n - 1)));
            int winner = sa.total() > sb.total() ? 1 : sb.total() > sa.total() ? 2 : 0;
            winsA += winner == 1 ? 1 : 0;
            winsB += winner == 2 ? 1 : 0;
            slots.add(new SlotResult(n, sa, sb, winner));
        }
        Optional<TieBreak> tie = Optional.empty();
        if (winsA == winsB) {
            String purpose = "DICE2 tie-break, " + field.name() + ": " + first.commander() + " (1) v "
                    + second.commander() + " (2)";
            int roll = dice.roll(2, purpose);
            if (roll != 1 && roll != 2) {
                throw new IllegalStateException("DICE2 gave " + roll);
            }
            tie = Optional.of(new TieBreak(roll, purpose));
        }
        return new Result(field, first, second, slots, winsA, winsB, tie);
    }

    private static List<List<Term>> terms(StrengthTable table, Battlefield field, Force own, Force other) {
        List<List<Term>> out = new ArrayList<>();
        for (int n = 1; n <= Plan.SIZE; n++) {
            List<Term> terms = new ArrayList<>();
            Slot slot = own.plan().slot(n);
            Optional<Creature> c = own.creature(n);
            if (c.isPresent()) {
                if (own.kind() == Force.Kind.WEST) {
                    terms.add(new Term("Emu" + n + "'s number for the Western Force", own.fixed().get(n - 1)));
                } else {
                    terms.addAll(table.strength(c.get(), field).terms());
                }
                if (slot.tactic().isPresent()) {
                    terms.add(new Term("Combat Wizard: +5 Strength", 5));
                }
                if (own.kind() == Force.Kind.DRUID && field.has(BattleEffect.FOREST)) {
                    terms.add(new Term("The Druid's creatures gain +1 Strength in Forest Battlefields", 1));
                }
            } else if (slot.tactic().filter(t -> t == Tactic.OUTMANEUVER).isPresent()) {
                Optional<Tactic> named = Tactic.named(slot.argument());
                if (named.isPresent() && other.uses(named.get())) {
                    terms.add(new Term("Outmaneuver: the opponent used " + named.get().wording()
                            + ", so this Tactic has 10 Strength", 10));
                }
            }
            out.add(terms);
        }
        // Stealth Tactics and Pack Hunting (own), Bait (the other side's).
        for (int n = 1; n <= Plan.SIZE; n++) {
            Optional<Creature> c = own.creature(n);
            if (c.isEmpty()) {
                continue;
            }
            if (own.uses(Tactic.STEALTH_TACTICS) && c.get().has(Quality.STEALTHY)) {
                out.get(n - 1).add(new Term("Stealth Tactics: all of your Stealthy Creatures gain +3 Strength", 3));
            }
            Optional<Slot> ownTactic = own.tactic();
            if (own.uses(Tactic.PACK_HUNTING) && sameType(c.get(), ownTactic.get().argument())) {
                out.get(n - 1).add(new Term("Pack Hunting " + ownTactic.get().argument() + ": +3 Strength", 3));
            }
            if (other.uses(Tactic.BAIT)) {
                String bait = other.tactic().get().argument();
                int baitSlot = other.plan().slots().indexOf(other.tactic().get()) + 1;
                Optional<Creature> opposing = own.creature(baitSlot);
                if (opposing.isPresent() && sameType(opposing.get(), bait) && sameType(c.get(), bait)) {
                    out.get(n - 1).add(new Term("Bait " + bait + " (" + other.commander() + ", slot " + baitSlot
                            + "): -5 Strength", -5));
                }
            }
        }
        return out;
    }

    private static boolean sameType(Creature c, String type) {
        return c.type().equalsIgnoreCase(type.trim());
    }

    /** "All Creatures with more than 5 Strength during this Battle are instead considered to have 5 Strength." */
    private static void cap(Force own, List<List<Term>> terms) {
        for (int n = 1; n <= Plan.SIZE; n++) {
            if (own.creature(n).isEmpty()) {
                continue;
            }
            int sum = sum(terms.get(n - 1));
            if (sum > 5) {
                terms.get(n - 1).add(new Term("Druid's Concoction: considered to have 5 Strength", 5 - sum));
            }
        }
    }

    /**
     * "A Merging Creature adds its Strength value to the Strength of the creature slot listed above itself in a
     * Battle, and for the purpose of calculating its win or the opposing win against an opposing creature during
     * a Battle, it has 0 Strength." Each Merging creature gives its own Strength (not what merged into it).
     */
    private static void merge(Force own, List<List<Term>> terms) {
        int[] given = new int[Plan.SIZE + 1];
        for (int n = 1; n <= Plan.SIZE; n++) {
            if (own.creature(n).filter(c -> c.has(Quality.MERGING)).isPresent()) {
                given[n] = sum(terms.get(n - 1));
            }
        }
        for (int n = 1; n <= Plan.SIZE; n++) {
            if (own.creature(n).filter(c -> c.has(Quality.MERGING)).isEmpty()) {
                continue;
            }
            terms.get(n - 1).add(new Term("Merging: its Strength goes to "
                    + (n == 1 ? "no slot (none is listed above slot 1)" : "slot " + (n - 1))
                    + "; it has 0 Strength for wins", -given[n]));
            if (n > 1) {
                terms.get(n - 2).add(new Term("Merging creature in slot " + n + " adds its Strength", given[n]));
            }
        }
    }

    /** "Double the Strength of what is in the slot listed below this Tactic, after all other bonuses and maluses." */
    private static void trumpet(Force own, List<List<Term>> terms) {
        Optional<Slot> t = own.tactic();
        if (t.isEmpty() || t.get().tactic().get() != Tactic.PROUD_TRUMPETING) {
            return;
        }
        int n = own.plan().slots().indexOf(t.get()) + 1;
        if (n < Plan.SIZE) {
            int below = sum(terms.get(n));
            terms.get(n).add(new Term("Proud Trumpeting in slot " + n + ": doubled", below));
        }
    }

    private static int sum(List<Term> terms) {
        return terms.stream().mapToInt(Term::amount).sum();
    }
}
