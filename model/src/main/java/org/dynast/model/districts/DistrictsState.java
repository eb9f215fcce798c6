package org.dynast.model.districts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What a Ruleset 217 dynasty keeps beside the tracker's public table, as one logged document: the Dilemmas with
 * their Reactions, the City's private Factions and Cultures, the private inbox (Moots, Socializes), the Conclave's
 * Plenary Sessions with their private allocations, and who has Reinitialised. Districts are named by their names
 * ("A District may only change their name as a result of a Proposal approving the change").
 */
public final class DistrictsState {

    public long dynastyId;
    public List<Dilemma> dilemmas = new ArrayList<>();
    /** Private to the City: "A number of Factions exist, tracked privately by the City". */
    public List<Faction> factions = new ArrayList<>();
    /** Private to the City: Moot and Socialize messages and their answers. */
    public List<Message> inbox = new ArrayList<>();
    public List<Session> sessions = new ArrayList<>();
    /** Null responses made while the Conclave is ongoing, by District. */
    public Map<String, Integer> nullResponses = new LinkedHashMap<>();
    /** The table of Innovations' order when a District has moved a row (empty: the ruleset's order). */
    public List<String> innovationOrder = new ArrayList<>();
    /** Districts that lost 5 or more People by their own latest decision, and so may stop housing one Faction. */
    public List<String> mayStopHousing = new ArrayList<>();
    /**
     * Districts the ruleset has directed to Moot ("A District may Moot when directed to by the ruleset") that have not
     * Mooted yet: a Gathering's Stormbrow Peak whose Moot was not sent with its Reaction (until the District's next
     * Reaction), or a direction the City recorded from an Enacted Proposal or CfJ. Each direction is one Moot.
     */
    public List<String> mayMoot = new ArrayList<>();
    /** When each District Reinitialised (at most once in the dynasty). */
    public Map<String, Instant> reinitialised = new LinkedHashMap<>();
    /**
     * Whether The Storm is ongoing: no rule defines it, so it is a public flag of the dynasty that the City turns on
     * and off as a proposal or CfJ says (see the rulings); while it is on every Posing cuts Food (step 8).
     */
    public boolean storm;

    public DistrictsState() {
    }

    /** A deep copy (through the document mapper's shape, field by field). */
    public DistrictsState copy() {
        DistrictsState s = new DistrictsState();
        s.dynastyId = dynastyId;
        dilemmas.forEach(d -> s.dilemmas.add(d.copy()));
        factions.forEach(f -> s.factions.add(f.copy()));
        inbox.forEach(m -> s.inbox.add(m.copy()));
        sessions.forEach(x -> s.sessions.add(x.copy()));
        s.nullResponses.putAll(nullResponses);
        s.innovationOrder.addAll(innovationOrder);
        s.mayStopHousing.addAll(mayStopHousing);
        s.mayMoot.addAll(mayMoot);
        s.reinitialised.putAll(reinitialised);
        s.storm = storm;
        return s;
    }

    public Optional<Faction> faction(String name) {
        String n = name == null ? "" : name.strip();
        return factions.stream().filter(f -> f.name.equalsIgnoreCase(n)).findFirst();
    }

    public Optional<Dilemma> dilemma(int number) {
        return dilemmas.stream().filter(d -> d.number == number).findFirst();
    }

    public Optional<Session> session(int number) {
        return sessions.stream().filter(x -> x.number == number).findFirst();
    }

    static String key(String name) {
        return name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
    }

    /** A posted Dilemma: its two Outcomes, each Gain 5 People's Faction, the posting's steps, and the Reactions. */
    public static final class Dilemma {
        public int number;
        public Instant postedAt;
        /** The first and second incoming Upside and Downside: Outcome 1 is (upsides[0], downsides[0]). */
        public List<String> upsides = new ArrayList<>();
        public List<String> downsides = new ArrayList<>();
        /** For each Outcome whose Upside is "Gain 5 People", the Faction those People belong to (else null). */
        public List<String> factions = new ArrayList<>();
        /** The posting, step by step, as the City saw it (secret steps marked). */
        public List<Step> steps = new ArrayList<>();
        /** The blog post's text. */
        public String post = "";
        /** Reactions by District name, in the order made. */
        public Map<String, Reaction> reactions = new LinkedHashMap<>();
        /** Reactions made before their District Reinitialised and then React again to this Dilemma (the record). */
        public Map<String, Reaction> beforeReinitialising = new LinkedHashMap<>();

        public Dilemma copy() {
            Dilemma d = new Dilemma();
            d.number = number;
            d.postedAt = postedAt;
            d.upsides = new ArrayList<>(upsides);
            d.downsides = new ArrayList<>(downsides);
            d.factions = new ArrayList<>(factions);
            steps.forEach(s -> d.steps.add(s.copy()));
            d.post = post;
            reactions.forEach((k, v) -> d.reactions.put(k, v.copy()));
            beforeReinitialising.forEach((k, v) -> d.beforeReinitialising.put(k, v.copy()));
            return d;
        }

        public boolean reacted(String district) {
            return reactions.keySet().stream().anyMatch(k -> k.equalsIgnoreCase(district));
        }

        /** Whether {@code district} has Reacted to it since it last Reinitialised (if it has). */
        public boolean reactedSinceReinitialising(String district) {
            return reactions.entrySet().stream().anyMatch(e -> e.getKey().equalsIgnoreCase(district)
                    && !e.getValue().beforeReinitialising);
        }
    }

    /** One step of Posing a Dilemma, with its roll when it had one. */
    public static final class Step {
        public String text;
        public String roll;
        public boolean secret;

        public Step() {
        }

        public Step(String text, String roll, boolean secret) {
            this.text = text;
            this.roll = roll;
            this.secret = secret;
        }

        public Step copy() {
            return new Step(text, roll, secret);
        }
    }

    /** A District's Reaction: Decide (with the Outcome, 1 or 2) or Pass. */
    public static final class Reaction {
        public String kind;
        public int outcome;
        public Instant at;
        public List<String> notes = new ArrayList<>();
        /**
         * Made before its District Reinitialised: not counted for the validity of that District's later Reactions
         * ("considered to have undertaken no actions in this dynasty for the purposes of determining the validity of
         * limited actions taken after the Reinitialisation").
         */
        public boolean beforeReinitialising;

        public Reaction copy() {
            Reaction r = new Reaction();
            r.beforeReinitialising = beforeReinitialising;
            r.kind = kind;
            r.outcome = outcome;
            r.at = at;
            r.notes = new ArrayList<>(notes);
            return r;
        }
    }

    /** A Faction: its name (flavour text) and its Culture, five Positions (empty until generated). */
    public static final class Faction {
        public String name;
        public List<String> culture = new ArrayList<>();
        /** The Dilemma whose "Gain 5 People" created it (0 if the City created it otherwise). */
        public int createdFor;

        public Faction copy() {
            Faction f = new Faction();
            f.name = name;
            f.culture = new ArrayList<>(culture);
            f.createdFor = createdFor;
            return f;
        }

        public List<Position> positions() {
            return culture.stream().map(w -> Position.named(w).orElseThrow()).toList();
        }
    }

    /** A private message to the City: a Moot or a Socialize, and its answer once given. */
    public static final class Message {
        public long id;
        public String kind;
        public String district;
        public Instant at;
        /** A Socialize's Culture (four Positions). */
        public List<String> culture = new ArrayList<>();
        public boolean answered;
        public String answer = "";

        public Message copy() {
            Message m = new Message();
            m.id = id;
            m.kind = kind;
            m.district = district;
            m.at = at;
            m.culture = new ArrayList<>(culture);
            m.answered = answered;
            m.answer = answer;
            return m;
        }
    }

    /** A Plenary Session: its Agenda Item, the private responses, and once summarised the scores and Anointed. */
    public static final class Session {
        public int number;
        public String agenda;
        public Instant postedAt;
        public String rollLine = "";
        public Map<String, Allocation> responses = new LinkedHashMap<>();
        /** Responses made before their District Reinitialised and then responded again (the record; not scored). */
        public Map<String, Allocation> beforeReinitialising = new LinkedHashMap<>();
        public boolean summarised;
        public Map<String, Double> scores = new LinkedHashMap<>();
        /** The single District whose Score is highest, or null (no response, or a tie for highest). */
        public String anointed;
        public String summary = "";

        public Session copy() {
            Session s = new Session();
            s.number = number;
            s.agenda = agenda;
            s.postedAt = postedAt;
            s.rollLine = rollLine;
            responses.forEach((k, v) -> s.responses.put(k, v.copy()));
            beforeReinitialising.forEach((k, v) -> s.beforeReinitialising.put(k, v.copy()));
            s.summarised = summarised;
            s.scores.putAll(scores);
            s.anointed = anointed;
            s.summary = summary;
            return s;
        }

        public boolean responded(String district) {
            return responses.keySet().stream().anyMatch(k -> k.equalsIgnoreCase(district));
        }

        /** Whether {@code district} has responded to it since it last Reinitialised (if it has). */
        public boolean respondedSinceReinitialising(String district) {
            return responses.entrySet().stream().anyMatch(e -> e.getKey().equalsIgnoreCase(district)
                    && !e.getValue().beforeReinitialising);
        }
    }

    /**
     * A Plenary Session response: quantities of People, Food, Ingenuity, Defences, Energy Trap and Order, and the
     * Factions, Commons and Innovations allocated by name. Empty is a null response.
     */
    public static final class Allocation {
        public Map<String, Long> amounts = new LinkedHashMap<>();
        public List<String> factions = new ArrayList<>();
        public List<String> commons = new ArrayList<>();
        public List<String> innovations = new ArrayList<>();
        public Instant at;
        /** Made before its District Reinitialised: it does not stop that District responding again. */
        public boolean beforeReinitialising;

        public Allocation copy() {
            Allocation a = new Allocation();
            a.beforeReinitialising = beforeReinitialising;
            a.amounts.putAll(amounts);
            a.factions = new ArrayList<>(factions);
            a.commons = new ArrayList<>(commons);
            a.innovations = new ArrayList<>(innovations);
            a.at = at;
            return a;
        }

        public long amount(String column) {
            return amounts.getOrDefault(column, 0L);
        }

        public boolean bidsNothing() {
            return amounts.values().stream().allMatch(v -> v == 0) && factions.isEmpty() && commons.isEmpty()
                    && innovations.isEmpty();
        }
    }
}
