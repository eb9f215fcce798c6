package org.dynast.model.election.debate;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One of the eight debates, immutable. "Each debate has a length, a venue, an issue, a start date and an entry
 * cost": the length, start date and entry cost follow from its number ({@link DebateRules}); the venue is fixed when
 * it starts (from the active Candidates at that moment), the issue is the moderator's.
 *
 * <p>Private to the moderator: {@link #responses()} (who sent which PM, and its text) and {@link #entryAuthors()}
 * (who wrote the entry behind each numeric). {@link #publicView()} leaves both out.
 *
 * @param number        1 to 8
 * @param state         Upcoming, Active or Finished (as recorded; see {@link DebateActions#state} for the clock's view)
 * @param moderator     the Candidate who made the Debate post, or null while Upcoming
 * @param issue         the issue the Debate post named
 * @param postedAt      when the Debate post was posted (the debate became Active)
 * @param venue         the venue, fixed at the start
 * @param entrants      who replied "I will enter." and paid, in order
 * @param responses     the PMs received, in order (private)
 * @param resolutionPostedAt when the Debate resolution was posted, or null
 * @param entries       the valid entries' texts as the Debate resolution numbers them (entry 1 first; public)
 * @param entryAuthors  who wrote each entry, in the same order (private)
 * @param replies       the numeric replies to the Debate resolution, in order (public)
 * @param finishedAt    when it became Finished, or null
 * @param ending        how it finished, or null
 * @param awards        Supporters each Candidate received when it was resolved (public gamestate), by name
 */
public record Debate(int number, DebateState state, String moderator, String issue, Instant postedAt, int venue,
                     List<Entrant> entrants, List<Response> responses, Instant resolutionPostedAt,
                     List<String> entries, List<String> entryAuthors, List<NumericReply> replies,
                     Instant finishedAt, Ending ending, Map<String, Integer> awards) {

    public Debate {
        entrants = entrants == null ? List.of() : List.copyOf(entrants);
        responses = responses == null ? List.of() : List.copyOf(responses);
        entries = entries == null ? List.of() : List.copyOf(entries);
        entryAuthors = entryAuthors == null ? List.of() : List.copyOf(entryAuthors);
        replies = replies == null ? List.of() : List.copyOf(replies);
        awards = awards == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(awards));
    }

    /** "All Debates start as Upcoming." */
    public static Debate upcoming(int number) {
        DebateRules.checkNumber(number);
        return new Debate(number, DebateState.UPCOMING, null, null, null, 0, List.of(), List.of(), null, List.of(),
                List.of(), List.of(), null, null, Map.of());
    }

    /** The eight debates, all Upcoming. */
    public static List<Debate> all() {
        List<Debate> out = new ArrayList<>();
        for (int n = 1; n <= DebateRules.COUNT; n++) {
            out.add(upcoming(n));
        }
        return List.copyOf(out);
    }

    public int length() {
        return DebateRules.length(number);
    }

    public int entryCost() {
        return DebateRules.entryCost(number);
    }

    public Instant startDate() {
        return DebateRules.startDate(number);
    }

    /** The debate as players may see it: no PM, no author behind a numeric. */
    public Debate publicView() {
        return new Debate(number, state, moderator, issue, postedAt, venue, entrants, List.of(), resolutionPostedAt,
                entries, List.of(), replies, finishedAt, ending, awards);
    }

    public boolean entered(String candidate) {
        return entrants.stream().anyMatch(e -> e.name().equalsIgnoreCase(candidate));
    }

    /** The candidate's response, if the moderator received one (private). */
    public Optional<Response> responseOf(String candidate) {
        return responses.stream().filter(r -> r.author().equalsIgnoreCase(candidate)).findFirst();
    }

    public Optional<NumericReply> replyOf(String candidate) {
        return replies.stream().filter(r -> r.candidate().equalsIgnoreCase(candidate)).findFirst();
    }

    /** The numeric replies each numeric got, entry 1 first. */
    public List<Integer> tally() {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= entries.size(); i++) {
            final int n = i;
            out.add((int) replies.stream().filter(r -> r.numeric() != null && r.numeric() == n).count());
        }
        return List.copyOf(out);
    }

    Debate with(DebateState state, String moderator, String issue, Instant postedAt, int venue) {
        return new Debate(number, state, moderator, issue, postedAt, venue, entrants, responses, resolutionPostedAt,
                entries, entryAuthors, replies, finishedAt, ending, awards);
    }

    Debate withEntrants(List<Entrant> entrants) {
        return new Debate(number, state, moderator, issue, postedAt, venue, entrants, responses, resolutionPostedAt,
                entries, entryAuthors, replies, finishedAt, ending, awards);
    }

    Debate withResponses(List<Response> responses) {
        return new Debate(number, state, moderator, issue, postedAt, venue, entrants, responses, resolutionPostedAt,
                entries, entryAuthors, replies, finishedAt, ending, awards);
    }

    Debate withResolution(Instant at, List<String> entries, List<String> authors) {
        return new Debate(number, state, moderator, issue, postedAt, venue, entrants, responses, at, entries, authors,
                replies, finishedAt, ending, awards);
    }

    Debate withReplies(List<NumericReply> replies) {
        return new Debate(number, state, moderator, issue, postedAt, venue, entrants, responses, resolutionPostedAt,
                entries, entryAuthors, replies, finishedAt, ending, awards);
    }

    Debate finished(Instant at, Ending ending, Map<String, Integer> awards) {
        return new Debate(number, DebateState.FINISHED, moderator, issue, postedAt, venue, entrants, responses,
                resolutionPostedAt, entries, entryAuthors, replies, at, ending, awards);
    }
}
