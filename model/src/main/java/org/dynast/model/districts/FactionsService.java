package org.dynast.model.districts;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;
import org.dynast.model.Refusal;
import org.dynast.model.districts.rules.Dice;
import org.dynast.model.tracker.Values;

/**
 * The City's private book of Ruleset 217 (rules "Factions", "The People's Front of Judea", "Mooting", "Socialize"):
 * Factions and their Cultures, Faction Tests, the Moot and Socialize inbox with the computed answers, stopping
 * housing a Faction, and Reinitialisation. Factions' Cultures and the inbox are the City's private information: kept
 * in the console and the emperor's dynasty file, never in the Dead City page nor in a log summary.
 */
public final class FactionsService {

    public static final String FACTIONS = "Factions";
    public static final String PFJ = "The People's Front of Judea";

    private final Books books;
    private final ToIntFunction<String> innovationCost;

    FactionsService(Books books, ToIntFunction<String> innovationCost) {
        this.books = books;
        this.innovationCost = innovationCost;
    }

    // ---- reading ----------------------------------------------------------------------------------

    /** The City's Factions with their Cultures (private). */
    public List<DistrictsState.Faction> factions(long dynastyId) {
        return books.state(dynastyId).factions;
    }

    /** The City's private inbox: Moots and Socializes, newest last. */
    public List<DistrictsState.Message> inbox(long dynastyId) {
        return books.state(dynastyId).inbox;
    }

    /** The Faction Test calculator: what a test of {@code district} and {@code faction} would find now. */
    public FactionTest.Result calculate(long dynastyId, String district, String faction) {
        DistrictsState s = books.state(dynastyId);
        List<District> all = books.districts(dynastyId);
        District d = all.stream().filter(x -> x.name().equalsIgnoreCase(district)).findFirst().orElseThrow(() ->
                new Refusal(PFJ, "There is no District named " + district + "."));
        return test(s, d, faction, all);
    }

    FactionTest.Result test(DistrictsState s, District d, String faction, List<District> all) {
        DistrictsState.Faction f = s.faction(faction).orElseThrow(() -> new Refusal(PFJ, "There is no Faction named "
                + faction + "."));
        if (f.culture.isEmpty()) {
            throw new Refusal(PFJ, f.name + " has no Culture yet: generate one first (\"If a Faction has no Culture "
                    + "then the City may generate one for it\").");
        }
        return FactionTest.test(d, f.name, f.positions(), all, innovationCost);
    }

    /** Whether the District may now stop housing one Faction (it lost 5 or more People by its own decision). */
    public boolean mayStopHousing(long dynastyId, String district) {
        return books.state(dynastyId).mayStopHousing.stream().anyMatch(n -> n.equalsIgnoreCase(district));
    }

    // ---- actions ----------------------------------------------------------------------------------

    /**
     * The City creates a Faction outside a Dilemma (e.g. to name one before posting), its Culture secretly random.
     * Returns its name.
     */
    public String createFaction(long dynastyId, String actor, String name) {
        return books.act(dynastyId, actor, "districts.faction", "The City created a Faction (private)", w ->
                newFaction(w, name, 0, (sides, purpose, secret) -> w.rollValue(sides, purpose, secret)).name);
    }

    /**
     * "If a Faction has no Culture then the City may generate one for it, with each Position being secretly randomly
     * selected." Creates a Faction and its Culture, each Position by a secret DICE2.
     */
    static DistrictsState.Faction newFaction(Books.Work w, String name, int dilemma,
                                             Dice dice) {
        String n = name == null || name.isBlank() ? freshName(w.state) : name.strip();
        if (n.length() > 60 || n.contains(",") || n.contains(";")) {
            throw new Refusal(FACTIONS, "A Faction's name has up to 60 characters and no comma or semicolon.");
        }
        if (w.state.faction(n).isPresent()) {
            throw new Refusal(FACTIONS, "There is already a Faction named " + n + ".");
        }
        DistrictsState.Faction f = new DistrictsState.Faction();
        f.name = n;
        f.createdFor = dilemma;
        for (int pair = 0; pair < 5; pair++) {
            List<Position> sides = Position.sides(pair);
            f.culture.add(sides.get(dice.roll(2, "Culture of " + n + ": " + sides.get(0).word() + " or "
                    + sides.get(1).word(), true) - 1).word());
        }
        w.state.factions.add(f);
        return f;
    }

    private static String freshName(DistrictsState s) {
        int i = s.factions.size() + 1;
        while (s.faction("Faction " + i).isPresent()) {
            i++;
        }
        return "Faction " + i;
    }

    /** Renames a Faction (its name is flavour text): the Districts that house it follow. */
    public void renameFaction(long dynastyId, String actor, String faction, String name) {
        books.act(dynastyId, actor, "districts.faction", "The City renamed the Faction " + faction + " to " + name,
                w -> {
                    DistrictsState.Faction f = w.state.faction(faction).orElseThrow(() -> new Refusal(FACTIONS,
                            "There is no Faction named " + faction + "."));
                    String n = name == null ? "" : name.strip();
                    if (n.isEmpty() || n.length() > 60 || n.contains(",") || n.contains(";")) {
                        throw new Refusal(FACTIONS, "A Faction's name has 1 to 60 characters and no comma or "
                                + "semicolon.");
                    }
                    if (!n.equalsIgnoreCase(f.name) && w.state.faction(n).isPresent()) {
                        throw new Refusal(FACTIONS, "There is already a Faction named " + n + ".");
                    }
                    for (District d : w.districts()) {
                        w.put(d.withFactions(d.factions().stream().map(x -> x.equalsIgnoreCase(f.name) ? n : x)
                                .toList()));
                    }
                    w.state.dilemmas.forEach(dl -> dl.factions.replaceAll(x -> x != null && x.equalsIgnoreCase(
                            f.name) ? n : x));
                    f.name = n;
                    return null;
                });
    }

    /** Carries out a Faction Test (an atomic action of the City): the District stops housing the Faction if it fails. */
    public FactionTest.Result carryOutTest(long dynastyId, String actor, String district, String faction) {
        return books.act(dynastyId, actor, "districts.factionTest", "The City carried out a Faction Test on "
                + district, w -> testIn(w, district, faction));
    }

    /** A Faction Test inside another action; the District stops housing the Faction when more than two are below. */
    FactionTest.Result testIn(Books.Work w, String district, String faction) {
        District d = w.district(district);
        if (d.housedFactions().stream().noneMatch(x -> x.equalsIgnoreCase(faction))) {
            throw new Refusal(PFJ, d.name() + " does not house " + faction + ".");
        }
        FactionTest.Result r = test(w.state, d, faction, w.districts());
        if (r.stops()) {
            w.put(d.withFactions(d.factions().stream().filter(x -> !x.equalsIgnoreCase(faction)).toList()));
        }
        return r;
    }

    /**
     * "Whenever a District loses 5 or more People as a result of its own decision, it may also choose to stop housing
     * a single specific Faction."
     */
    public void stopHousing(long dynastyId, String actor, String district, String faction) {
        books.act(dynastyId, actor, "districts.stopHousing", district + " stopped housing " + faction, w -> {
            District d = w.district(district);
            if (w.state.mayStopHousing.stream().noneMatch(n -> n.equalsIgnoreCase(d.name()))) {
                throw new Refusal(FACTIONS, d.name() + " may stop housing a Faction only when it loses 5 or more "
                        + "People as a result of its own decision (and only one Faction each time).");
            }
            if (d.factions().stream().noneMatch(x -> x.equalsIgnoreCase(faction))) {
                throw new Refusal(FACTIONS, d.name() + " does not house " + faction + ".");
            }
            w.put(d.withFactions(d.factions().stream().filter(x -> !x.equalsIgnoreCase(faction)).toList()));
            w.state.mayStopHousing.removeIf(n -> n.equalsIgnoreCase(d.name()));
            return null;
        });
    }

    /** Notes that a District lost People by its own decision (5 or more lets it stop housing one Faction). */
    static void lostPeople(Books.Work w, String district, long lost) {
        w.state.mayStopHousing.removeIf(n -> n.equalsIgnoreCase(district));
        if (lost >= 5) {
            w.state.mayStopHousing.add(district);
        }
    }

    /**
     * Mooting: "sending a direct message to the City announcing an intention to Moot." The City receives it in the
     * private inbox; {@link #answerMoot} carries it out.
     */
    public long moot(long dynastyId, String actor, String district) {
        return books.act(dynastyId, actor, "districts.moot", district + " sent the City a message (private)", w -> {
            District d = w.district(district);
            // "A District may Moot when directed to by the ruleset": one Moot per direction
            if (!w.state.mayMoot.removeIf(n -> n.equalsIgnoreCase(d.name()))) {
                throw new Refusal("Mooting", d.name() + " has not been directed to Moot: \"A District may Moot when "
                        + "directed to by the ruleset\" (Stormbrow Peak: \"The District may Moot once, immediately "
                        + "after the completion of this Gathering\").");
            }
            return receiveMoot(w, district);
        });
    }

    /**
     * The City records that the ruleset directs {@code district} to Moot once, as an Enacted Proposal or CfJ
     * ({@code cause}) says ("A District may Moot when directed to by the ruleset"); the District may then Moot once.
     */
    public void directMoot(long dynastyId, String actor, String district, String cause) {
        String why = cause == null ? "" : cause.strip();
        if (why.isEmpty()) {
            throw new Refusal("Mooting", "A direction to Moot needs its cause (the Proposal or CfJ that directs it).");
        }
        books.act(dynastyId, actor, "districts.mootDirected", district + " is directed to Moot (" + why + ")", w -> {
            District d = w.district(district);
            w.state.mayMoot.add(d.name());
            return null;
        });
    }

    /** Whether {@code district} has a direction to Moot that it has not used. */
    public boolean mayMoot(long dynastyId, String district) {
        return books.state(dynastyId).mayMoot.stream().anyMatch(n -> n.equalsIgnoreCase(district));
    }

    static long receiveMoot(Books.Work w, String district) {
        District d = w.district(district);
        DistrictsState.Message m = message(w, "Moot", d.name());
        return m.id;
    }

    private static DistrictsState.Message message(Books.Work w, String kind, String district) {
        DistrictsState.Message m = new DistrictsState.Message();
        m.id = w.state.inbox.stream().mapToLong(x -> x.id).max().orElse(0) + 1;
        m.kind = kind;
        m.district = district;
        m.at = books(w).context().clock().now();
        w.state.inbox.add(m);
        return m;
    }

    private static Books books(Books.Work w) {
        return w.books();
    }

    /**
     * "When the City receives such a message, they should, at their earliest opportunity, carry out a Faction Test
     * for each of that District's Factions, and then issue the Rewards of all Factions that remain Housed in that
     * District to that District." Returns the tests and the Rewards issued.
     */
    public List<String> answerMoot(long dynastyId, String actor, long messageId) {
        return books.act(dynastyId, actor, "districts.mootAnswer", "The City answered a Moot (private)", w -> {
            DistrictsState.Message m = unanswered(w, messageId, "Moot");
            List<String> out = new ArrayList<>();
            District d = w.district(m.district);
            for (String f : d.housedFactions()) {
                out.add(testIn(w, d.name(), f).text());
            }
            District after = w.district(m.district);
            for (String f : after.housedFactions()) {
                DistrictsState.Faction faction = w.state.faction(f).orElseThrow();
                for (Position p : faction.positions()) {
                    for (Map.Entry<String, Integer> e : p.reward().entrySet()) {
                        after = after.with(e.getKey(), after.value(e.getKey()) + e.getValue());
                    }
                    if (!p.reward().isEmpty()) {
                        out.add(f + " (" + p.word() + "): " + rewardText(p));
                    }
                }
            }
            w.put(after);
            m.answered = true;
            m.answer = String.join("; ", out);
            return out;
        });
    }

    static String rewardText(Position p) {
        List<String> parts = new ArrayList<>();
        p.reward().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> parts.add("+" + e.getValue()
                + " " + e.getKey()));
        return String.join(", ", parts);
    }

    private static DistrictsState.Message unanswered(Books.Work w, long id, String kind) {
        DistrictsState.Message m = w.state.inbox.stream().filter(x -> x.id == id).findFirst().orElseThrow(() ->
                new Refusal(kind, "There is no message #" + id + " in the City's inbox."));
        if (!m.kind.equals(kind)) {
            throw new Refusal(kind, "Message #" + id + " is a " + m.kind + ", not a " + kind + ".");
        }
        if (m.answered) {
            throw new Refusal(kind, "Message #" + id + " has been answered already.");
        }
        return m;
    }

    /**
     * "When a District performs the Socialize action, they privately send a message to the City containing a Culture
     * where the Positions are chosen by the District and the Loyal or Disloyal Positions are not included." Records
     * the message with its computed answer (sent by {@link #answerSocialize}).
     */
    static DistrictsState.Message socialize(Books.Work w, String district, List<String> positions) {
        List<Position> sent = socializeCulture(positions);
        District d = w.district(district);
        DistrictsState.Message m = message(w, "Socialize", d.name());
        m.culture = sent.stream().map(Position::word).toList();
        List<List<Position>> cultures = d.housedFactions().stream().map(f -> w.state.faction(f)
                .map(DistrictsState.Faction::positions).orElse(List.of())).toList();
        m.answer = Integer.toString(FactionTest.socializeAnswer(sent, cultures));
        return m;
    }

    /** A Socialize's Culture: one side of each of the four statements other than Loyal or Disloyal. */
    static List<Position> socializeCulture(List<String> positions) {
        List<Position> sent = new ArrayList<>();
        for (String word : positions == null ? List.<String>of() : positions) {
            Position p = Position.named(word).orElseThrow(() -> new Refusal("Socialize", "\"" + word + "\" is not a "
                    + "Position."));
            if (p.pair() == 4) {
                throw new Refusal("Socialize", "A Socialize's Culture does not include the Loyal or Disloyal "
                        + "Positions.");
            }
            if (sent.stream().anyMatch(x -> x.pair() == p.pair())) {
                throw new Refusal("Socialize", "A Culture holds one side of each statement: " + p.word() + " and "
                        + sent.stream().filter(x -> x.pair() == p.pair()).findFirst().orElseThrow().word()
                        + " are the same statement's two sides.");
            }
            sent.add(p);
        }
        if (sent.size() != 4) {
            throw new Refusal("Socialize", "A Socialize's Culture has four Positions (one of Progressive or "
                    + "Conservative, Multicultural or Monocultural, Acquisitive or Relational, Anarchic or Ordered).");
        }
        return sent;
    }

    /** The City sends a Socialize's private answer (the number, computed when the message came). */
    public String answerSocialize(long dynastyId, String actor, long messageId) {
        return books.act(dynastyId, actor, "districts.socializeAnswer", "The City answered a Socialize (private)",
                w -> {
                    DistrictsState.Message m = unanswered(w, messageId, "Socialize");
                    m.answered = true;
                    return m.answer;
                });
    }

    /**
     * Reinitialisation: "they must immediately set all of their gamestate tracked values to their defaults for new
     * players, and if the City is privately tracking any information about them then they should do likewise".
     */
    public void reinitialise(long dynastyId, String actor, String district) {
        books.act(dynastyId, actor, "districts.reinitialise", district + " Reinitialised", w -> {
            var row = w.row(district);
            if (w.state.reinitialised.keySet().stream().anyMatch(n -> n.equalsIgnoreCase(row.name))) {
                throw new Refusal("Reinitialisation", row.name + " has Reinitialised already in this dynasty (\"If "
                        + "they have not already done so in the current dynasty\").");
            }
            for (var col : w.tracker.definition.columns) {
                if (!col.derived()) {
                    row.values.put(col.name, Values.initial(col));
                }
            }
            w.state.inbox.removeIf(m -> m.district.equalsIgnoreCase(row.name));
            w.state.nullResponses.keySet().removeIf(n -> n.equalsIgnoreCase(row.name));
            w.state.mayStopHousing.removeIf(n -> n.equalsIgnoreCase(row.name));
            w.state.mayMoot.removeIf(n -> n.equalsIgnoreCase(row.name));
            w.state.reinitialised.put(row.name, books.context().clock().now());
            // "considered to have undertaken no actions in this dynasty for the purposes of determining the validity
            // of limited actions taken after the Reinitialisation": its Reactions and responses so far stay on the
            // record but no longer bar it from Reacting or responding
            for (DistrictsState.Dilemma d : w.state.dilemmas) {
                d.reactions.forEach((n, r) -> r.beforeReinitialising |= n.equalsIgnoreCase(row.name));
            }
            for (DistrictsState.Session x : w.state.sessions) {
                x.responses.forEach((n, a) -> a.beforeReinitialising |= n.equalsIgnoreCase(row.name));
            }
            return null;
        });
    }
}
