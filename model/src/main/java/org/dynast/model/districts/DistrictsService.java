package org.dynast.model.districts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.Refusal;
import org.dynast.model.districts.rules.Catalogue;
import org.dynast.model.districts.rules.Choices;
import org.dynast.model.districts.rules.Connections;
import org.dynast.model.districts.rules.Consequence;
import org.dynast.model.districts.rules.Dice;
import org.dynast.model.districts.rules.Dilemma;
import org.dynast.model.districts.rules.Draw;
import org.dynast.model.districts.rules.FactionHooks;
import org.dynast.model.districts.rules.Innovating;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.districts.rules.Posing;
import org.dynast.model.districts.rules.Reaction;
import org.dynast.model.districts.rules.Reactions;
import org.dynast.model.districts.rules.Situation;
import org.dynast.model.districts.rules.Step;
import org.dynast.model.tracker.TrackerState;
import org.dynast.model.tracker.Values;

/**
 * Ruleset 217's Dilemmas and Reactions in a dynasty file, on the tracker's Districts table: whether the City may Pose
 * a Dilemma now and why not, the Reactions' state of each Dilemma, and the Dead City page for the players.
 */
public final class DistrictsService {

    public static final String DILEMMAS = "Dilemmas";
    public static final String REACTIONS = "Reactions";

    /** A Dilemma's Reactions as the tracker shows them: its 48 h clock, who has decided, passed, or not yet reacted. */
    public record ReactionState(int number, Instant postedAt, Instant closes, boolean ongoing, List<String> decided,
                                List<String> passed, List<String> waiting) {
    }

    private final Books books;
    private final FactionsService factions;
    private final Catalogue catalogue;

    DistrictsService(Books books, FactionsService factions, Catalogue catalogue) {
        this.books = books;
        this.factions = factions;
        this.catalogue = catalogue;
    }

    // ---- reading ----------------------------------------------------------------------------------

    /** The module's document as it stands (a copy; private parts included — the City's console only). */
    public DistrictsState state(long dynastyId) {
        return books.state(dynastyId);
    }

    /** The Districts as tracked, in the table's order. */
    public List<District> districts(long dynastyId) {
        return books.districts(dynastyId);
    }

    /** The dynasty's table of Innovations (in its order, which Districts may change) and the Commons. */
    public Catalogue catalogue(long dynastyId) {
        return catalogue(books.state(dynastyId));
    }

    Catalogue catalogue(DistrictsState s) {
        if (s.innovationOrder.isEmpty()) {
            return catalogue;
        }
        List<Innovation> rows = new ArrayList<>();
        for (String name : s.innovationOrder) {
            catalogue.innovation(name).ifPresent(rows::add);
        }
        catalogue.innovations().stream().filter(i -> !rows.contains(i)).forEach(rows::add);
        return new Catalogue(rows, catalogue.commons());
    }

    /** Why the City may not Pose a Dilemma now (empty when it may). */
    public Optional<String> whyNotPose(long dynastyId) {
        return whyNotPose(books.state(dynastyId), books.districts(dynastyId), books.context().clock().now());
    }

    /**
     * "If they have not already done so that day, or if every Ongoing Dilemma has had a Reaction from every District,
     * the City may perform the atomic action of Posing a Dilemma" and "While a Conclave is ongoing, new Dilemmas may
     * not be posted."
     */
    static Optional<String> whyNotPose(DistrictsState s, List<District> districts, Instant now) {
        return Posing.bar(Bridge.dilemmas(s), districts.stream().map(District::name).toList(), now);
    }

    /** The Prospect's consequences, as the tracker lists them. */
    public List<String> prospect(long dynastyId) {
        var t = books.tracker(dynastyId).state(dynastyId);
        return Values.items(t.definition.global(PROSPECT).orElseThrow(), t.globals.getOrDefault(PROSPECT, ""));
    }

    /** Each Dilemma's Reactions, newest first. */
    public List<ReactionState> reactions(long dynastyId) {
        DistrictsState s = books.state(dynastyId);
        List<District> districts = books.districts(dynastyId);
        Instant now = books.context().clock().now();
        List<ReactionState> out = new ArrayList<>();
        for (int i = s.dilemmas.size() - 1; i >= 0; i--) {
            DistrictsState.Dilemma d = s.dilemmas.get(i);
            List<String> decided = d.reactions.entrySet().stream().filter(e -> e.getValue().kind.equals("Decide"))
                    .map(e -> e.getKey() + " (Outcome " + e.getValue().outcome + ")").toList();
            List<String> passed = d.reactions.entrySet().stream().filter(e -> e.getValue().kind.equals("Pass"))
                    .map(e -> e.getKey()).toList();
            List<String> waiting = districts.stream().map(District::name).filter(n -> !d.reacted(n)).toList();
            out.add(new ReactionState(d.number, d.postedAt, Dilemmas.closes(d), Dilemmas.ongoing(d, districts, now),
                    decided, passed, waiting));
        }
        return out;
    }

    /** "A District may React to the oldest Ongoing Dilemma that they haven't already Reacted to". */
    public Optional<Integer> reactableDilemma(long dynastyId, String district) {
        DistrictsState s = books.state(dynastyId);
        return reactable(s, books.districts(dynastyId), district, books.context().clock().now())
                .map(d -> d.number);
    }

    static Optional<DistrictsState.Dilemma> reactable(DistrictsState s, List<District> districts, String district,
                                                     Instant now) {
        return Reactions.toReactTo(district, s.dilemmas.stream().map(d -> Bridge.toRules(d, district)).toList(),
                districts.stream().map(District::name).toList(), now).flatMap(d -> s.dilemma(d.number()));
    }

    // ---- actions ----------------------------------------------------------------------------------

    /** A Posing as the City's console shows it: the number, each step with its rolls, the post text. */
    public record Posed(int number, List<DistrictsState.Step> steps, String post, List<String> ceasedHousing) {
    }

    /** A Reaction as applied: what the District did, step by step, and the private messages it sent the City. */
    public record Reacted(String district, int dilemma, String kind, int outcome, List<DistrictsState.Step> steps,
                          Long socializeMessage, Long mootMessage) {
    }

    /**
     * The City Poses a Dilemma: the eight steps of the rule, every draw through the Dice Roller in the City's name
     * (secret where the City keeps it secret: always the Faction draws), the Faction picked for a "Gain 5 People"
     * created or chosen in the City's private book, the Faction Tests, Order penalties and the Food cut applied to the
     * Districts' table, all one undoable action. Step 8 cuts Food when The Storm is ongoing ({@link #setStorm}).
     */
    public Posed pose(long dynastyId, String actor, boolean secretly) {
        return books.act(dynastyId, actor, "districts.pose", "The City posed a Dilemma", w -> {
            DistrictsState.Dilemma[] made = new DistrictsState.Dilemma[1];
            List<District> before = w.districts();
            Posing.Request request = new Posing.Request(Bridge.dilemmas(w.state), before.stream()
                    .map(Bridge::toRules).toList(), prospect(w), books.context().clock().now(), w.state.storm, secretly,
                    hooks(w));
            org.dynast.model.districts.rules.Posed posed = Posing.pose(request, dice(w, w.city));
            for (org.dynast.model.districts.rules.District r : posed.districts()) {
                w.put(Bridge.fromRules(r, w.district(r.name()).anointments()));
            }
            setProspect(w, posed.prospect());
            made[0] = Bridge.fromRules(posed.dilemma());
            made[0].steps = steps(posed.steps());
            made[0].post = posed.post();
            w.state.dilemmas.add(made[0]);
            return new Posed(made[0].number, made[0].steps, made[0].post, posed.ceasedHousing());
        });
    }

    /** Whether The Storm is ongoing in the dynasty (see the rulings: the City keeps it as a proposal or CfJ says). */
    public boolean storm(long dynastyId) {
        return books.state(dynastyId).storm;
    }

    /**
     * The City records that The Storm has begun or ended ("If this Dilemma’s number is a multiple of 10 and/or The
     * Storm is ongoing, reduce the Food of each non-Abandoned District by 1"): one logged, undoable action.
     */
    public void setStorm(long dynastyId, String actor, boolean ongoing) {
        books.act(dynastyId, actor, "districts.storm", ongoing ? "The Storm is ongoing" : "The Storm is over", w -> {
            if (w.state.storm == ongoing) {
                throw new Refusal(DILEMMAS, ongoing ? "The Storm is ongoing already." : "The Storm is not ongoing.");
            }
            w.state.storm = ongoing;
            return null;
        });
    }

    private FactionHooks hooks(Books.Work w) {
        return new FactionHooks() {
            @Override
            public List<String> factions() {
                return w.state.factions.stream().map(f -> f.name).toList();
            }

            @Override
            public String newFaction(Dice dice) {
                return FactionsService.newFaction(w, null, w.state.dilemmas.size() + 1, dice).name;
            }

            @Override
            public Set<String> factionTest(String faction, List<org.dynast.model.districts.rules.District> housing,
                                           List<org.dynast.model.districts.rules.District> districts, Dice dice) {
                List<District> all = districts.stream().map(r -> Bridge.fromRules(r, 0)).toList();
                Set<String> stop = new LinkedHashSet<>();
                for (org.dynast.model.districts.rules.District h : housing) {
                    if (factions.test(w.state, Bridge.fromRules(h, 0), faction, all).stops()) {
                        stop.add(h.name());
                    }
                }
                return stop;
            }
        };
    }

    /**
     * A District Decides on the oldest Ongoing Dilemma it has not reacted to: Labour, the Outcome (drawn in Chaos),
     * its Upside then its Downside, Govern's choice, all through the rules with the District's own rolls.
     * {@code socialize} is the Culture it sends the City when it Socializes (four Positions); {@code moot} whether it
     * Moots when Stormbrow Peak lets it.
     */
    public Reacted decide(long dynastyId, String actor, String district, Choices choices, List<String> socialize,
                          boolean moot) {
        return books.act(dynastyId, actor, "districts.decide", district + " Decided", w -> {
            DistrictsState.Dilemma dilemma = toReactTo(w, district);
            District d = w.district(district);
            if (choices.socialize()) {
                FactionsService.socializeCulture(socialize);
            }
            Reaction r = Reactions.decide(Bridge.toRules(d), Bridge.toRules(dilemma), situation(w, dilemma.number),
                    choices, dice(w, d.name()));
            return record(w, dilemma, d, r, "Decide", socialize, moot);
        });
    }

    /** A District Passes on the oldest Ongoing Dilemma it has not reacted to: its Order is reduced by 1. */
    public Reacted pass(long dynastyId, String actor, String district) {
        return books.act(dynastyId, actor, "districts.pass", district + " Passed", w -> {
            DistrictsState.Dilemma dilemma = toReactTo(w, district);
            District d = w.district(district);
            Reaction r = Reactions.pass(Bridge.toRules(d), situation(w, dilemma.number));
            return record(w, dilemma, d, r, "Pass", List.of(), false);
        });
    }

    private DistrictsState.Dilemma toReactTo(Books.Work w, String district) {
        District d = w.district(district);
        return reactable(w.state, w.districts(), d.name(), books.context().clock().now()).orElseThrow(() ->
                new Refusal(REACTIONS, d.name() + " has no Ongoing Dilemma that they haven't already Reacted to."));
    }

    private Reacted record(Books.Work w, DistrictsState.Dilemma dilemma, District before, Reaction r, String kind,
                           List<String> socialize, boolean moot) {
        w.put(Bridge.fromRules(r.district(), before.anointments()));
        setProspect(w, r.prospect());
        w.tracker.globals.put(SOLAR_FIELD, Integer.toString(r.solarField()));
        DistrictsState.Reaction x = new DistrictsState.Reaction();
        x.kind = kind;
        x.outcome = r.outcome();
        x.at = books.context().clock().now();
        List<DistrictsState.Step> steps = steps(r.steps());
        x.notes = steps.stream().map(st -> st.text).toList();
        DistrictsState.Dilemma kept = w.state.dilemma(dilemma.number).orElseThrow();
        kept.reactions.keySet().stream().filter(n -> n.equalsIgnoreCase(before.name())).findFirst().ifPresent(n ->
                kept.beforeReinitialising.put(n, kept.reactions.remove(n)));
        kept.reactions.put(before.name(), x);
        if (r.stoppedHousing() != null) {
            w.state.mayStopHousing.removeIf(n -> n.equalsIgnoreCase(before.name()));
        } else if ("Decide".equals(kind)) {
            FactionsService.lostPeople(w, before.name(), r.peopleLost());
        }
        Long social = r.socialize() ? FactionsService.socialize(w, before.name(), socialize).id : null;
        // "The District may Moot once, immediately after the completion of this Gathering": with the Reaction, or else
        // as its next action (a later Reaction is no longer "immediately after", and ends an unused direction)
        w.state.mayMoot.removeIf(n -> n.equalsIgnoreCase(before.name()));
        Long mooted = r.moot() && moot ? FactionsService.receiveMoot(w, before.name()) : null;
        if (r.moot() && !moot) {
            w.state.mayMoot.add(before.name());
        }
        return new Reacted(before.name(), dilemma.number, kind, r.outcome(), steps, social, mooted);
    }

    /**
     * "At any time a District may spend x*4 from their Energy Trap to establish a new Connection to a Commons, where x
     * is their number of pre-existing Connections".
     */
    public void connect(long dynastyId, String actor, String district, String commons) {
        books.act(dynastyId, actor, "districts.connect", district + " established a Connection to " + commons, w -> {
            District d = w.district(district);
            w.put(Bridge.fromRules(Connections.establish(Bridge.toRules(d), commons, catalogue(w.state)),
                    d.anointments()));
            return null;
        });
    }

    /**
     * "At any time, a District may move one Innovation within the table of Innovations so that it is directly below
     * another Innovation that is listed in its prerequisites, or directly above another Innovation that lists it as a
     * prerequisite."
     */
    public void moveInnovation(long dynastyId, String actor, String moved, String anchor, boolean below) {
        books.act(dynastyId, actor, "districts.moveInnovation", "Moved " + moved + " directly " + (below ? "below "
                : "above ") + anchor + " in the table of Innovations", w -> {
                    Catalogue after = catalogue(w.state).withInnovationMoved(moved, anchor, below);
                    w.state.innovationOrder = new ArrayList<>(after.innovations().stream().map(Innovation::name)
                            .toList());
                    return null;
                });
    }

    /**
     * What a Decide by a District would start from: the District as the rules see it, the Dilemma it may React to now
     * and the Situation (the table, the other Districts, the Prospect, the Solar Field).
     */
    public record Reacting(org.dynast.model.districts.rules.District district,
                           Dilemma dilemma, Situation situation) {
    }

    /** {@link Reacting} for {@code district}; empty when it has no Dilemma to React to (or no such District). */
    public Optional<Reacting> reacting(long dynastyId, String district) {
        DistrictsState s = books.state(dynastyId);
        List<District> districts = books.districts(dynastyId);
        Optional<District> d = districts.stream().filter(x -> x.name().equalsIgnoreCase(district)).findFirst();
        if (d.isEmpty()) {
            return Optional.empty();
        }
        var t = books.tracker(dynastyId).state(dynastyId);
        return reactable(s, districts, d.get().name(), books.context().clock().now()).map(x -> new Reacting(
                Bridge.toRules(d.get()), Bridge.toRules(x, d.get().name()), situation(s, t, districts, x.number)));
    }

    /** The Innovations a District could Innovate now (when it Governs), in table order. */
    public List<Innovation> innovations(long dynastyId, String district) {
        DistrictsState s = books.state(dynastyId);
        District d = books.districts(dynastyId).stream().filter(x -> x.name().equalsIgnoreCase(district)).findFirst()
                .orElseThrow(() -> new Refusal(DILEMMAS, "There is no District named " + district + "."));
        return Innovating.available(Bridge.toRules(d), catalogue(s));
    }

    // ---- the books' parts the rules read ----------------------------------------------------------------

    static final String PROSPECT = "Prospect";
    static final String SOLAR_FIELD = "Solar Field";

    private static List<Consequence> prospect(Books.Work w) {
        var col = w.tracker.definition.global(PROSPECT).orElseThrow();
        return Bridge.prospect(Values.items(col, w.tracker.globals.getOrDefault(PROSPECT, "")));
    }

    private static void setProspect(Books.Work w, List<Consequence> prospect) {
        var col = w.tracker.definition.global(PROSPECT).orElseThrow();
        w.tracker.globals.put(PROSPECT, String.join(col.separatorOrDefault(), prospect.stream()
                .map(Bridge::prospectItem).toList()));
    }

    private Situation situation(Books.Work w, int number) {
        return situation(w.state, w.tracker, w.districts(), number);
    }

    private Situation situation(DistrictsState s, TrackerState t, List<District> districts,
                                int number) {
        String solar = t.globals.getOrDefault(SOLAR_FIELD, "0");
        var col = t.definition.global(PROSPECT).orElseThrow();
        return new Situation(catalogue(s), number, districts.stream().map(Bridge::toRules).toList(),
                Bridge.prospect(Values.items(col, t.globals.getOrDefault(PROSPECT, ""))),
                Math.max(0, solar.isBlank() ? 0 : Integer.parseInt(solar.strip())));
    }

    /** The rules' dice, rolled in {@code roller}'s name through the Dice Roller and logged with the action. */
    static Dice dice(Books.Work w, String roller) {
        return (sides, purpose, secret) -> Math.toIntExact(w.rollAs(roller, sides, purpose, secret).total());
    }

    private static List<DistrictsState.Step> steps(List<Step> steps) {
        return steps.stream().map(st -> new DistrictsState.Step(st.text(), String.join("; ", st.draws().stream()
                .map(Draw::line).toList()), st.secret())).toList();
    }

    /** The Dead City page for the players (nothing private). */
    public String deadCityPage(long dynastyId) {
        var tracker = books.tracker(dynastyId).state(dynastyId);
        return DeadCityPage.write(books.context().dynasties().get(dynastyId).name(), tracker,
                books.state(dynastyId), books.districts(dynastyId), books.context().clock().now());
    }
}
