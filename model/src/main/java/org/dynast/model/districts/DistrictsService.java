package org.dynast.model.districts;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.districts.rules.Catalogue;
import org.dynast.model.time.UtcCalendar;

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

    public Catalogue catalogue() {
        return catalogue;
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
        if (Dilemmas.conclaveOngoing(s)) {
            return Optional.of("A Conclave is ongoing (Dilemma #" + Dilemmas.latest(s).orElseThrow().number
                    + " has been posted): new Dilemmas may not be posted.");
        }
        Optional<DistrictsState.Dilemma> today = s.dilemmas.stream().filter(d -> UtcCalendar.sameDay(d.postedAt, now))
                .findFirst();
        if (today.isEmpty()) {
            return Optional.empty();
        }
        List<String> ongoing = s.dilemmas.stream().filter(d -> Dilemmas.ongoing(d, districts, now))
                .map(d -> "#" + d.number).toList();
        return ongoing.isEmpty() ? Optional.empty() : Optional.of("The City has already Posed a Dilemma today (#"
                + today.get().number + ") and not every Ongoing Dilemma has had a Reaction from every District ("
                + String.join(", ", ongoing) + ").");
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
        return s.dilemmas.stream().filter(d -> Dilemmas.ongoing(d, districts, now) && !d.reacted(district))
                .findFirst();
    }

    /** The Dead City page for the players (nothing private). */
    public String deadCityPage(long dynastyId) {
        var tracker = books.tracker(dynastyId).state(dynastyId);
        return DeadCityPage.write(books.context().dynasties().get(dynastyId).name(), tracker,
                books.state(dynastyId), books.districts(dynastyId), books.context().clock().now());
    }
}
