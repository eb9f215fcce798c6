package org.dynast.model.wizards;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What a Ruleset 168 dynasty keeps beside the tracker's Wizards' table, stored and logged as one document: the current
 * Battlefields, the Duels, the Campaigns, the animal names taken for first creatures, the feedings (for the Soup
 * Kitchen) and the victor. Wizards are named, as the blog and the GNDT name them.
 */
public final class WizardsState {

    public long dynastyId;
    /** Rule "Current Battlefields", then each Campaign's three. */
    public List<Field> battlefields = new ArrayList<>();
    public List<Duel> duels = new ArrayList<>();
    public List<Campaign> campaigns = new ArrayList<>();
    /** Animal name → the Wizard who chose it for a first creature ("not been already chosen … during this Dynasty"). */
    public Map<String, String> animals = new LinkedHashMap<>();
    public List<Feeding> feedings = new ArrayList<>();
    /** The Wizards who have Visited the Soup Kitchen ("once per dynasty"). */
    public List<String> soupKitchen = new ArrayList<>();
    /** The Western Force of the latest closed Campaign ("Any previous Western Force … is replaced"). */
    public List<Integer> westernForce = new ArrayList<>();
    /** The Wizard who achieved victory by Elimination, if any. */
    public String victor;
    /**
     * True while {@link #victor} was recorded by a plain edit of the tracker and nothing else has happened in the
     * Wizards' game since: a further edit of the Elimination values (the rest of a Proposal's 0s, entered one cell at a
     * time) reads it again; any Wizards action makes it stand. Absent otherwise. See docs/rulings.md, ruling 6.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public Boolean victorFromTable;

    public WizardsState() {
    }

    public Optional<Field> battlefield(String name) {
        String key = name == null ? "" : name.strip();
        return battlefields.stream().filter(b -> b.name.equalsIgnoreCase(key)).findFirst();
    }

    public Optional<Duel> duel(int number) {
        return duels.stream().filter(d -> d.number == number).findFirst();
    }

    public Optional<Campaign> openCampaign() {
        return campaigns.stream().filter(c -> c.closedAt == null).findFirst();
    }

    public Optional<Campaign> latestCampaign() {
        return campaigns.isEmpty() ? Optional.empty() : Optional.of(campaigns.get(campaigns.size() - 1));
    }

    static boolean same(String a, String b) {
        return a != null && b != null && a.strip().toLowerCase(Locale.ROOT).equals(b.strip().toLowerCase(Locale.ROOT));
    }

    /** "A Battlefield has a name and exactly three battle effects." */
    public static final class Field {
        public String name;
        public List<String> effects = new ArrayList<>();
        /** The Campaign that created it, or 0 for the rule's own list. */
        public int campaign;

        public Field() {
        }

        public static Field of(String name, List<String> effects, int campaign) {
            Field f = new Field();
            f.name = name;
            f.effects = new ArrayList<>(effects);
            f.campaign = campaign;
            return f;
        }

        @Override
        public String toString() {
            return name + ": " + String.join(", ", effects);
        }
    }

    /** A plan: "an ordered list of 5 elements, each being either a creature or left empty" (or a Tactic). */
    public static final class Plan {
        public List<String> slots = new ArrayList<>();
        public Instant sentAt;

        public Plan() {
        }
    }

    /** A Duel, from its announcement to its Triumphant (or its closing). */
    public static final class Duel {
        public int number;
        public String title;
        public String challenger;
        public Instant postedAt;
        public List<String> battlefields = new ArrayList<>();
        /** Empty: "defaulting to a list of all Wizards". */
        public List<String> validOpponents = new ArrayList<>();
        /** Empty: "defaulting to a list of all Wizards and the King". */
        public List<String> validJudges = new ArrayList<>();
        public String opponent;
        public String judge;
        public String battlefield;
        public Instant begunAt;
        /** The duelists' plans, sent privately to the judge: the emperor's, never in the players' view. */
        public Map<String, Plan> plans = new LinkedHashMap<>();
        public String triumphant;
        public Instant decidedAt;
        /** How the Triumphant was found: "battle", "only plan", "random". */
        public String decidedBy;
        /** The judge's comment: slots, Strengths, wins and the Triumphant. */
        public String result;
        public Instant closedAt;
        public String closedBy;
        /** The creature the Triumphant took from the loser, if they did. */
        public String taken;
        /** The Druid's spoils, or the free quality its beater added, once done. */
        public String aftermath;

        public Duel() {
        }

        public boolean begun() {
            return begunAt != null;
        }

        public boolean decided() {
            return triumphant != null;
        }

        public boolean open() {
            return closedAt == null && triumphant == null;
        }

        public boolean duelist(String wizard) {
            return same(wizard, challenger) || same(wizard, opponent);
        }

        public String other(String wizard) {
            return same(wizard, challenger) ? opponent : challenger;
        }

        public Optional<Plan> planOf(String wizard) {
            return plans.entrySet().stream().filter(e -> same(e.getKey(), wizard)).map(Map.Entry::getValue)
                    .findFirst();
        }

        /** Where the duel stands, in words. */
        public String stage() {
            if (closedAt != null) {
                return "closed";
            }
            if (triumphant != null) {
                return "decided";
            }
            if (begunAt != null) {
                return "begun";
            }
            return "announced";
        }
    }

    /** A Wizard's part in a Campaign: the battlefield and the five slots, locked until the close. */
    public static final class Participation {
        public String wizard;
        public String battlefield;
        public List<String> slots = new ArrayList<>();
        public Instant at;

        public Participation() {
        }
    }

    /** A Campaign: "Three battlefields with randomly selected battle effects and names chosen by the king". */
    public static final class Campaign {
        public int number;
        public Instant postedAt;
        public List<String> battlefields = new ArrayList<>();
        public List<Participation> participants = new ArrayList<>();
        public Instant closedAt;
        public String closedBy;
        public Boolean successful;
        /** The closing comment, as posted. */
        public String report;

        public Campaign() {
        }

        public Optional<Participation> participation(String wizard) {
            return participants.stream().filter(p -> same(p.wizard, wizard)).findFirst();
        }
    }

    /** One weekly feeding: who took it, whether it was the King, and each Wizard's change of Food. */
    public static final class Feeding {
        public Instant at;
        public String by;
        public boolean byKing;
        public Map<String, Integer> changes = new LinkedHashMap<>();

        public Feeding() {
        }
    }
}
