package org.dynast.model.districts;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.time.UtcCalendar;

/**
 * Ruleset 217, "The Conclave": Plenary Sessions (posting, the Agenda drawn outside the last four, private
 * allocations spent from the District's resources, at most three null responses, the Abandoned rule), scoring with
 * the six Scoring Matrices, Anointments and both victory conditions with the tie-break.
 */
public final class ConclaveService {

    public static final String RULE = "The Conclave";
    /** "...OR if 48 hours have elapsed since the posting of the most recent Plenary Session" */
    public static final Duration SESSION_WAIT = Duration.ofHours(48);
    /** "A District may make a null response ... up to three times in total while a Conclave is ongoing" */
    public static final int NULL_RESPONSES = 3;
    /** "any District who has three or more Anointments has achieved Victory" */
    public static final int ANOINTMENTS_TO_WIN = 3;
    /** The resources allocated by quantity (Factions, Commons and Innovations are allocated by name). */
    public static final List<String> AMOUNTS = List.of(District.PEOPLE, District.FOOD, District.INGENUITY,
            District.DEFENCES, District.ENERGY_TRAP, District.ORDER);

    /** One District's Score for a Plenary Session, term by term. */
    public record Score(String district, List<AgendaItem.Term> terms, BigDecimal exact,
                        boolean carefulRationing, boolean nullResponse) {

        /** The Score as a number to show; every comparison reads {@link #exact}. */
        public double total() {
            return exact.doubleValue();
        }
    }

    /** A Plenary Session's scoring: each response's Score, highest first, and the single District Anointed. */
    public record Scoring(int session, AgendaItem agenda, List<Score> scores, String anointed) {
    }

    private final Books books;

    ConclaveService(Books books) {
        this.books = books;
    }

    // ---- reading ----------------------------------------------------------------------------------

    public boolean ongoing(long dynastyId) {
        return Dilemmas.conclaveOngoing(books.state(dynastyId));
    }

    public List<DistrictsState.Session> sessions(long dynastyId) {
        return books.state(dynastyId).sessions;
    }

    /** Why the City may not post a Plenary Session now (empty when it may). */
    public Optional<String> whyNotPost(long dynastyId) {
        return whyNot(books.state(dynastyId), books.districts(dynastyId), books.context().clock().now());
    }

    static Optional<String> whyNot(DistrictsState s, List<District> districts, Instant now) {
        if (!Dilemmas.conclaveOngoing(s)) {
            return Optional.of("No Conclave is ongoing: it begins when the most recently posted Dilemma's number is "
                    + Dilemmas.CONCLAVE_FROM + " or higher.");
        }
        Optional<DistrictsState.Dilemma> thirty = s.dilemma(Dilemmas.CONCLAVE_FROM);
        if (thirty.isPresent() && Dilemmas.ongoing(thirty.get(), districts, now)) {
            return Optional.of("Dilemma #30 is still Ongoing (until " + UtcCalendar.format(Dilemmas.closes(
                    thirty.get())) + " or until every District has reacted).");
        }
        Optional<DistrictsState.Session> last = s.sessions.stream().reduce((a, b) -> b);
        if (last.isEmpty() || !now.isBefore(last.get().postedAt.plus(SESSION_WAIT))) {
            return Optional.empty();
        }
        List<String> missing = new ArrayList<>();
        for (District d : districts) {
            if (!d.abandoned() && s.sessions.stream().anyMatch(x -> !x.responded(d.name()))) {
                missing.add(d.name());
            }
        }
        return missing.isEmpty() ? Optional.empty() : Optional.of("Not every non-Abandoned District has Responded to "
                + "all previous Plenary Sessions (" + String.join(", ", missing) + ") and 48 hours have not elapsed "
                + "since the most recent one (until " + UtcCalendar.format(last.get().postedAt.plus(SESSION_WAIT))
                + ").");
    }

    /** The Agenda Items a new Plenary Session may draw: "not ... the subject of any of the previous four". */
    public static List<AgendaItem> eligible(List<DistrictsState.Session> sessions) {
        List<String> recent = sessions.subList(Math.max(0, sessions.size() - 4), sessions.size()).stream()
                .map(x -> x.agenda.toLowerCase(Locale.ROOT)).toList();
        return Arrays.stream(AgendaItem.values()).filter(a -> !recent.contains(a.title().toLowerCase(Locale.ROOT)))
                .toList();
    }

    /** The scoring of a Plenary Session as it stands (the responses so far). */
    public Scoring scoring(long dynastyId, int session) {
        DistrictsState s = books.state(dynastyId);
        DistrictsState.Session x = s.session(session).orElseThrow(() -> new Refusal(RULE, "There is no Plenary "
                + "Session #" + session + "."));
        return score(x, books.districts(dynastyId));
    }

    /**
     * "they calculate each District's Score for that Plenary Session by scoring its allocated resources against the
     * Scoring Matrix of that Plenary Session's Agenda Item. The single District whose Score is highest on each
     * Plenary Session receives an Anointment".
     */
    static Scoring score(DistrictsState.Session x, List<District> districts) {
        AgendaItem item = AgendaItem.named(x.agenda).orElseThrow();
        List<Score> scores = new ArrayList<>();
        x.responses.forEach((name, a) -> {
            boolean careful = districts.stream().filter(d -> d.name().equalsIgnoreCase(name)).findFirst()
                    .map(ConclaveService::carefulRationing).orElse(false);
            scores.add(new Score(name, item.terms(a, careful), item.score(a, careful), careful, a.bidsNothing()));
        });
        // compared exactly: "The single District whose Score is highest" (a tie of equal Scores Anoints nobody)
        scores.sort(Comparator.comparing(Score::exact).reversed());
        String anointed = null;
        if (!scores.isEmpty() && scores.get(0).exact().signum() > 0
                && (scores.size() == 1 || scores.get(1).exact().compareTo(scores.get(0).exact()) < 0)) {
            anointed = scores.get(0).district();
        }
        return new Scoring(x.number, item, scores, anointed);
    }

    /**
     * Careful Rationing, a Societal Innovation: "While a District's People is zero, the effects of Societal Innovations
     * do not apply to that District."
     */
    static boolean carefulRationing(District d) {
        return d.people() > 0 && d.innovations().stream().anyMatch(i -> i.equalsIgnoreCase("Careful Rationing"));
    }

    /** Who has achieved Victory through the Conclave, in words, if anyone has. */
    public Optional<String> victory(long dynastyId) {
        return victory(books.state(dynastyId), books.districts(dynastyId));
    }

    static Optional<String> victory(DistrictsState s, List<District> districts) {
        for (District d : districts) {
            if (d.anointments() >= ANOINTMENTS_TO_WIN && !d.abandoned()) {
                return Optional.of(d.name() + " has " + d.anointments() + " Anointments and has achieved Victory.");
            }
        }
        boolean nobodyCanBid = districts.stream().allMatch(District::abandoned);
        if (Dilemmas.conclaveOngoing(s) && nobodyCanBid && !districts.isEmpty()) {
            Map<String, Integer> first = new LinkedHashMap<>();
            for (DistrictsState.Session x : s.sessions) {
                if (x.anointed != null) {
                    first.putIfAbsent(x.anointed.toLowerCase(Locale.ROOT), x.number);
                }
            }
            long most = districts.stream().mapToLong(District::anointments).max().orElse(0);
            Optional<District> winner = districts.stream().filter(d -> d.anointments() == most && most > 0)
                    .min(Comparator.comparingInt(d -> first.getOrDefault(d.name().toLowerCase(Locale.ROOT),
                            Integer.MAX_VALUE)));
            return winner.map(w -> "No District can make a non-null response: " + w.name() + ", with the most "
                    + "Anointments (" + most + ")" + (districts.stream().filter(d -> d.anointments() == most).count() > 1
                    ? ", the first of those tied to be Anointed (Plenary Session #" + first.get(w.name().toLowerCase(
                    Locale.ROOT)) + ")" : "") + ", has achieved Victory.");
        }
        return Optional.empty();
    }

    // ---- actions ----------------------------------------------------------------------------------

    /**
     * Posting a Plenary Session: replies summarising every previous Plenary Session that has none (its scores and the
     * District Anointed), then draws one of the Agenda Items outside the previous four with the Dice Roller. Returns
     * the new Session.
     */
    public DistrictsState.Session post(long dynastyId, String actor) {
        return books.act(dynastyId, actor, "districts.plenary", "The City posted a Plenary Session", w -> {
            Instant now = books.context().clock().now();
            whyNot(w.state, w.districts(), now).ifPresent(why -> {
                throw new Refusal(RULE, why);
            });
            summarise(w);
            List<AgendaItem> options = eligible(w.state.sessions);
            int number = w.state.sessions.size() + 1;
            var roll = w.roll(options.size(), "Agenda Item of Plenary Session #" + number + " ("
                    + String.join(", ", options.stream().map(AgendaItem::title).toList()) + ")", false);
            DistrictsState.Session x = new DistrictsState.Session();
            x.number = number;
            x.agenda = options.get(Math.toIntExact(roll.total()) - 1).title();
            x.postedAt = now;
            x.rollLine = roll.line();
            w.state.sessions.add(x);
            return x.copy();
        });
    }

    private static void summarise(Books.Work w) {
        for (DistrictsState.Session x : w.state.sessions) {
            if (x.summarised) {
                continue;
            }
            Scoring sc = score(x, w.districts());
            x.scores.clear();
            sc.scores().forEach(v -> x.scores.put(v.district(), v.total()));
            x.anointed = sc.anointed();
            x.summarised = true;
            x.summary = "Plenary Session #" + x.number + " (" + x.agenda + "): " + (sc.scores().isEmpty()
                    ? "no responses" : String.join(", ", sc.scores().stream().map(v -> v.district() + " "
                    + AgendaItem.Numbers.of(v.exact())).toList())) + ". " + (sc.anointed() == null
                    ? "No District is Anointed." : sc.anointed() + " is Anointed.");
            if (sc.anointed() != null) {
                District d = w.district(sc.anointed());
                w.put(d.with(District.ANOINTMENTS, d.anointments() + 1));
            }
        }
    }

    /**
     * A Plenary Session response, sent privately to the City: the allocated quantities are spent from the District's
     * own resources. Refused, with nothing changed, if the District has responded already, lacks what it allocates,
     * would take its Defence below zero, is Abandoned and bids anything, or has used its three null responses.
     */
    public void respond(long dynastyId, String actor, int session, String district, DistrictsState.Allocation bid) {
        books.act(dynastyId, actor, "districts.response", district + " responded to Plenary Session #" + session
                + " (private)", w -> {
                    if (!Dilemmas.conclaveOngoing(w.state)) {
                        throw new Refusal(RULE, "No Conclave is ongoing.");
                    }
                    DistrictsState.Session x = w.state.session(session).orElseThrow(() -> new Refusal(RULE,
                            "There is no Plenary Session #" + session + "."));
                    if (x.summarised) {
                        throw new Refusal(RULE, "Plenary Session #" + session + " has been summarised: its outcome is "
                                + "settled.");
                    }
                    District d = w.district(district);
                    if (x.respondedSinceReinitialising(d.name())) {
                        throw new Refusal(RULE, "Each District may respond once to each Plenary Session: " + d.name()
                                + " has responded to #" + session + ".");
                    }
                    DistrictsState.Allocation a = clean(bid);
                    if (a.bidsNothing()) {
                        int used = w.state.nullResponses.getOrDefault(d.name(), 0);
                        if (!d.abandoned() && used >= NULL_RESPONSES) {
                            throw new Refusal(RULE, d.name() + " has made its three null responses: \"A District may "
                                    + "make a null response ... up to three times in total while a Conclave is "
                                    + "ongoing\".");
                        }
                        if (!d.abandoned()) {
                            w.state.nullResponses.put(d.name(), used + 1);
                        }
                    } else {
                        if (d.abandoned()) {
                            throw new Refusal(RULE, "An Abandoned District may not make any response other than a "
                                    + "null response.");
                        }
                        District after = spend(d, a);
                        w.put(after);
                        FactionsService.lostPeople(w, d.name(), a.amount(District.PEOPLE));
                    }
                    a.at = books.context().clock().now();
                    x.responses.keySet().stream().filter(n -> n.equalsIgnoreCase(d.name())).findFirst().ifPresent(n ->
                            x.beforeReinitialising.put(n, x.responses.remove(n)));
                    x.responses.put(d.name(), a);
                    return null;
                });
    }

    private static DistrictsState.Allocation clean(DistrictsState.Allocation bid) {
        DistrictsState.Allocation a = new DistrictsState.Allocation();
        if (bid == null) {
            return a;
        }
        for (Map.Entry<String, Long> e : bid.amounts.entrySet()) {
            String key = AMOUNTS.stream().filter(k -> k.equalsIgnoreCase(e.getKey().strip())).findFirst().orElseThrow(
                    () -> new Refusal(RULE, "\"" + e.getKey() + "\" is not a Resource (People, Food, Ingenuity, "
                            + "Defence, Energy Trap, Factions, Order, Commons, Innovations)."));
            long v = e.getValue() == null ? 0 : e.getValue();
            if (v < 0) {
                throw new Refusal(RULE, "An allocation of " + key + " cannot be negative.");
            }
            if (v > 0) {
                a.amounts.put(key, v);
            }
        }
        a.factions = new ArrayList<>(bid.factions);
        a.commons = new ArrayList<>(bid.commons);
        a.innovations = new ArrayList<>(bid.innovations);
        return a;
    }

    /** The District after spending its allocation (refused if it lacks any of it). */
    static District spend(District d, DistrictsState.Allocation a) {
        District after = d;
        for (String key : AMOUNTS) {
            long v = a.amount(key);
            if (v == 0) {
                continue;
            }
            long have = d.value(key);
            if (key.equals(District.DEFENCES) ? have - v < 0 : v > have) {
                throw new Refusal(RULE, key.equals(District.DEFENCES) ? "Defence cannot be expended if it would leave "
                        + d.name() + "'s Defence lower than zero (it has " + have + ")."
                        : d.name() + " allocates " + v + " " + key + " but has " + have + ".");
            }
            after = after.with(key, have - v);
        }
        List<String> factions = new ArrayList<>(d.factions());
        for (String f : a.factions) {
            if (d.housedFactions().stream().noneMatch(x -> x.equalsIgnoreCase(f)) || !factions.removeIf(
                    x -> x.equalsIgnoreCase(f))) {
                throw new Refusal(RULE, d.name() + " does not house " + f + " (or allocates it twice).");
            }
        }
        List<String> commons = new ArrayList<>(d.commons());
        for (String c : a.commons) {
            int i = indexOf(commons, c);
            if (i < 0) {
                throw new Refusal(RULE, d.name() + " has no (further) Connection to " + c + ".");
            }
            commons.remove(i);
        }
        List<String> innovations = new ArrayList<>(d.innovations());
        for (String n : a.innovations) {
            if (!innovations.removeIf(x -> x.equalsIgnoreCase(n))) {
                throw new Refusal(RULE, d.name() + " does not understand " + n + " (or allocates it twice).");
            }
        }
        return after.withLists(commons, innovations, factions);
    }

    private static int indexOf(List<String> list, String name) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).equalsIgnoreCase(name == null ? "" : name.strip())) {
                return i;
            }
        }
        return -1;
    }
}
