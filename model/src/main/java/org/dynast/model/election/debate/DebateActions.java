package org.dynast.model.election.debate;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.dynast.model.Refusal;

/**
 * Ruleset 57's debates as pure functions over {@link Debate} values: starting, entering, the moderator's PMs, the
 * Debate resolution, the numeric replies, resolving, and the penalties for missed windows. Each validates everything
 * first and throws a {@link Refusal} in the rule's words; inputs are never changed. {@code candidates} are the active
 * Candidates' names (President Thog is not one).
 */
public final class DebateActions {

    private static final String R = DebateRules.RULE;

    private DebateActions() {
    }

    // ----------------------------------------------------------------------------------------------- the clock's view

    /**
     * The debate's state at {@code now}: as recorded, except that an Active debate whose moderator has missed a window
     * "becomes finished" at that moment, before anyone records the penalty (ruling R57-D8).
     */
    public static DebateState state(Debate d, Instant now) {
        if (d.state() == DebateState.ACTIVE && missed(d, now).isPresent()) {
            return DebateState.FINISHED;
        }
        return d.state();
    }

    /** Victory's "provided there are no active debates". */
    public static boolean noneActive(Collection<Debate> debates, Instant now) {
        return debates.stream().noneMatch(d -> state(d, now) == DebateState.ACTIVE);
    }

    /** The window the moderator missed, if the debate is Active and one has closed with nothing done. */
    public static Optional<Ending> missed(Debate d, Instant now) {
        if (d.state() != DebateState.ACTIVE) {
            return Optional.empty();
        }
        if (d.resolutionPostedAt() == null) {
            return !now.isBefore(d.postedAt().plus(DebateRules.RESOLUTION_POST_CLOSES))
                    ? Optional.of(Ending.NO_RESOLUTION_POST) : Optional.empty();
        }
        return !now.isBefore(d.resolutionPostedAt().plus(DebateRules.RESOLVE_CLOSES))
                ? Optional.of(Ending.NOT_RESOLVED) : Optional.empty();
    }

    /** When the debate missed its window (the moment it became Finished by the rule), if it did. */
    public static Optional<Instant> missedAt(Debate d, Instant now) {
        return missed(d, now).map(e -> e == Ending.NO_RESOLUTION_POST
                ? d.postedAt().plus(DebateRules.RESOLUTION_POST_CLOSES)
                : d.resolutionPostedAt().plus(DebateRules.RESOLVE_CLOSES));
    }

    /** The windows of an Active debate, in order, for the board's timers. */
    public static List<Deadline> windows(Debate d) {
        if (d.postedAt() == null) {
            return List.of();
        }
        List<Deadline> out = new ArrayList<>();
        Instant p = d.postedAt();
        out.add(new Deadline("Entries (\"I will enter.\" and the PM)", p, p.plus(DebateRules.ENTRY_WINDOW)));
        out.add(new Deadline("Debate resolution post", p.plus(DebateRules.RESOLUTION_POST_OPENS),
                p.plus(DebateRules.RESOLUTION_POST_CLOSES)));
        if (d.resolutionPostedAt() != null) {
            Instant r = d.resolutionPostedAt();
            out.add(new Deadline("Resolving (numeric replies until then)", r.plus(DebateRules.RESOLVE_OPENS),
                    r.plus(DebateRules.RESOLVE_CLOSES)));
        }
        return List.copyOf(out);
    }

    // ------------------------------------------------------------------------------------------------------ starting

    /**
     * Why {@code candidate} may not start debate {@code number} now, or empty if e may: "If the current time is after
     * the start date of a debate and the debate is still Upcoming, all debates whose number is less than the debate
     * are Active or Finished, and e did not moderate the debate whose number is one less than the debate in question,
     * a candidate may choose to start a debate".
     */
    public static Optional<String> startBar(List<Debate> debates, int number, String candidate,
                                            Collection<String> candidates, Instant now) {
        DebateRules.checkNumber(number);
        Debate d = find(debates, number);
        if (!isCandidate(candidate, candidates)) {
            return Optional.of(name(candidate) + " is not an active Candidate: only \"a candidate may choose to start "
                    + "a debate\".");
        }
        if (!now.isAfter(d.startDate())) {
            return Optional.of("Debate " + number + " may start only after its start date, "
                    + Formats.when(d.startDate()) + ".");
        }
        if (d.state() != DebateState.UPCOMING) {
            return Optional.of("Debate " + number + " is " + d.state().text() + ", not Upcoming.");
        }
        for (int n = 1; n < number; n++) {
            if (find(debates, n).state() == DebateState.UPCOMING) {
                return Optional.of("Debate " + n + " is still Upcoming: \"all debates whose number is less than the "
                        + "debate are Active or Finished\".");
            }
        }
        if (number > 1) {
            String previous = find(debates, number - 1).moderator();
            if (previous != null && previous.equalsIgnoreCase(candidate)) {
                return Optional.of(candidate + " moderated Debate " + (number - 1) + ", so may not start Debate "
                        + number + ".");
            }
        }
        return Optional.empty();
    }

    /**
     * Starts the debate: "Upon doing so, the debate in question becomes Active The post should contain which debate e
     * is moderating and the issue for the debate. The candidate who made the post is considered the moderator".
     */
    public static DebateChange start(List<Debate> debates, int number, String candidate, String issue,
                                     Collection<String> candidates, Instant now) {
        Optional<String> bar = startBar(debates, number, candidate, candidates, now);
        if (bar.isPresent()) {
            throw new Refusal(R, bar.get());
        }
        if (issue == null || issue.isBlank()) {
            throw new Refusal(R, "The Debate post must name the issue for Debate " + number + ".");
        }
        String moderator = canonical(candidate, candidates);
        int venue = DebateRules.venue(number, candidates.size());
        Debate d = find(debates, number).with(DebateState.ACTIVE, moderator, issue.strip(), now, venue);
        return DebateChange.of(d, "Debate " + number + " started by " + moderator + " (moderator) on the issue \""
                + issue.strip() + "\": length " + d.length() + " words, venue " + venue + ", entry cost "
                + d.entryCost() + ".");
    }

    // ------------------------------------------------------------------------------------------------------ entering

    /**
     * "Any Candidate wishing to enter the Debate must post a reply to the Debate post with the phrase “I will enter.”
     * E must then pay the moderator the entry cost, in millions of money, of the debate" — within 72 hours of the
     * Debate post.
     */
    public static DebateChange enter(Debate d, String candidate, String reply, Collection<String> candidates,
                                     Instant now) {
        requireActive(d, now);
        requireCandidate(candidate, candidates, "enter a debate");
        String who = canonical(candidate, candidates);
        if (!hasEntryWindow(d, now)) {
            throw new Refusal(R, "Debate " + d.number() + "'s entries closed at "
                    + Formats.when(d.postedAt().plus(DebateRules.ENTRY_WINDOW))
                    + ": \"The reply and response must both be completed within 72 hours of the Debate post being "
                    + "posted.\"");
        }
        if (!DebateRules.hasEntryPhrase(reply)) {
            throw new Refusal(R, "A reply entering Debate " + d.number() + " must have the phrase \"I will enter.\"");
        }
        if (d.entered(who)) {
            throw new Refusal(R, who + " has already entered Debate " + d.number() + ".");
        }
        List<Entrant> entrants = new ArrayList<>(d.entrants());
        entrants.add(new Entrant(who, now, d.entryCost()));
        List<Payment> pay = who.equalsIgnoreCase(d.moderator()) ? List.of()
                : List.of(new Payment(who, d.moderator(), d.entryCost(), "entry cost of Debate " + d.number()));
        return new DebateChange(d.withEntrants(entrants), pay, Map.of(), who + " entered Debate " + d.number()
                + " (\"I will enter.\") and paid the moderator, " + d.moderator() + ", " + d.entryCost() + " Money.");
    }

    /**
     * The moderator records a PM received from an entrant: "The Candidate then must provide the moderator with a
     * response (via PM) containing up to Length number of words, but not exceeding Length. This pm must begin with the
     * word “Debate” so the moderator can recognize it as such a response." A duplicate of an earlier entry is kept but
     * not valid: "If two candidates send the exact same entry, only the first one is considered to be a valid PM."
     * The summary names neither the sender nor the text.
     */
    public static DebateChange receive(Debate d, String author, String pm, Instant now) {
        requireActive(d, now);
        if (!hasEntryWindow(d, now)) {
            throw new Refusal(R, "Debate " + d.number() + "'s entries closed at "
                    + Formats.when(d.postedAt().plus(DebateRules.ENTRY_WINDOW))
                    + ": the response must be completed within 72 hours of the Debate post.");
        }
        if (author == null || !d.entered(author)) {
            throw new Refusal(R, name(author) + " has not entered Debate " + d.number() + " (\"I will enter.\" and "
                    + "the entry cost come first): the PM is not a response.");
        }
        Entrant entrant = d.entrants().stream().filter(e -> e.name().equalsIgnoreCase(author)).findFirst()
                .orElseThrow();
        if (d.responseOf(author).isPresent()) {
            throw new Refusal(R, entrant.name() + " has already sent the moderator a response for Debate "
                    + d.number() + ".");
        }
        String text = DebateRules.responseOf(pm).orElseThrow(() -> new Refusal(R,
                "This PM does not begin with the word \"Debate\", so it is not a response."));
        int words = DebateRules.words(text);
        if (words == 0) {
            throw new Refusal(R, "The response has no words after \"Debate\".");
        }
        if (words > d.length()) {
            throw new Refusal(R, "The response has " + words + " words; Debate " + d.number() + "'s length is "
                    + d.length() + " (\"up to Length number of words, but not exceeding Length\").");
        }
        boolean duplicate = d.responses().stream().anyMatch(r -> DebateRules.identical(r.text(), text));
        List<Response> responses = new ArrayList<>(d.responses());
        responses.add(new Response(entrant.name(), text, now, !duplicate));
        return DebateChange.of(d.withResponses(responses), "Debate " + d.number()
                + ": the moderator recorded a response received by PM.");
    }

    // -------------------------------------------------------------------------------------------- Debate resolution

    /**
     * The moderator's Debate resolution post: "After 72 and within 96 hours have passed, the moderator must post a
     * story post with “Debate resolution” in the title." Its entries are the valid PMs, numbered from 1 "in no
     * particular order" — ordered by their text (ruling R57-D7), so neither the senders nor the order the PMs came in
     * can be read from it.
     */
    public static DebateChange postResolution(Debate d, String by, Instant now) {
        requireActive(d, now);
        requireModerator(d, by, "post the Debate resolution");
        if (d.resolutionPostedAt() != null) {
            throw new Refusal(R, "Debate " + d.number() + "'s Debate resolution has already been posted.");
        }
        Instant opens = d.postedAt().plus(DebateRules.RESOLUTION_POST_OPENS);
        if (now.isBefore(opens)) {
            throw new Refusal(R, "The Debate resolution may be posted only after 72 hours have passed, at "
                    + Formats.when(opens) + ".");
        }
        List<Response> valid = d.responses().stream().filter(Response::valid)
                .sorted(Comparator.comparing((Response r) -> r.text().toLowerCase(Locale.ROOT))
                        .thenComparing(Response::text))
                .toList();
        List<String> entries = valid.stream().map(Response::text).toList();
        List<String> authors = valid.stream().map(Response::author).toList();
        Debate after = d.withResolution(now, entries, authors);
        return DebateChange.of(after, "Debate " + d.number() + ": " + d.moderator() + " posted the Debate resolution "
                + "with " + entries.size() + " entr" + (entries.size() == 1 ? "y" : "ies") + ".");
    }

    /**
     * The Debate resolution post's text: "the body of the Debate resolution must contain the issue for the debate and
     * a complete copy of the text of each valid pm he had received, in no particular order, each with an ascending
     * numeric in front starting with number 1 … In no way should the Candidate who created each text be revealed".
     */
    public static String resolutionPost(Debate d) {
        if (d.resolutionPostedAt() == null) {
            throw new IllegalStateException("Debate " + d.number() + " has no Debate resolution yet");
        }
        StringBuilder b = new StringBuilder();
        b.append("Debate resolution: Debate ").append(d.number()).append('\n');
        b.append("Issue: ").append(d.issue()).append("\n\n");
        for (int i = 0; i < d.entries().size(); i++) {
            b.append(i + 1).append(". ").append(d.entries().get(i)).append('\n');
        }
        if (d.entries().isEmpty()) {
            b.append("(No valid entries.)\n");
        }
        return b.toString();
    }

    /**
     * A reply to the Debate resolution: "Any Candidate, even those choosing not to debate, may reply to the Debate
     * resolution only once. In the text of their reply they may choose to enter a single numeric once. They may only
     * choose a numeric in front of a response that was not identical to their own response." {@code numeric} may be
     * null (a reply with no numeric, which uses the one reply). Replies are taken until the debate is resolved
     * (ruling R57-D8).
     */
    public static DebateChange reply(Debate d, String candidate, Integer numeric, Collection<String> candidates,
                                     Instant now) {
        requireActive(d, now);
        requireCandidate(candidate, candidates, "reply to the Debate resolution");
        String who = canonical(candidate, candidates);
        if (d.resolutionPostedAt() == null) {
            throw new Refusal(R, "Debate " + d.number() + " has no Debate resolution to reply to yet.");
        }
        if (d.replyOf(who).isPresent()) {
            throw new Refusal(R, who + " has already replied to Debate " + d.number()
                    + "'s resolution: \"may reply to the Debate resolution only once\".");
        }
        if (numeric != null) {
            if (numeric < 1 || numeric > d.entries().size()) {
                throw new Refusal(R, "Debate " + d.number() + "'s resolution has no numeric " + numeric + " ("
                        + (d.entries().isEmpty() ? "it has no entries" : "1 to " + d.entries().size()) + ").");
            }
            String chosen = d.entries().get(numeric - 1);
            Optional<Response> own = d.responseOf(who);
            if (own.isPresent() && DebateRules.identical(own.get().text(), chosen)) {
                throw new Refusal(R, "\"They may only choose a numeric in front of a response that was not identical "
                        + "to their own response.\"");
            }
        }
        List<NumericReply> replies = new ArrayList<>(d.replies());
        replies.add(new NumericReply(who, numeric, now));
        return DebateChange.of(d.withReplies(replies), who + " replied to Debate " + d.number() + "'s resolution"
                + (numeric == null ? " with no numeric." : " choosing numeric " + numeric + "."));
    }

    /**
     * The moderator resolves the debate: "After 48 and within 96 hours after the Debate resolution, the moderator must
     * resolves the Debate. … the number of numeric replies are tallied. Each Candidate receives A / T * V supporters,
     * where A is the number of candidates who voted for eir numeric, T is the number of total candidates for voted for
     * a numeric, and V is the Venue of the debate and the debate becomes finished."
     */
    public static DebateChange resolve(Debate d, String by, Instant now) {
        requireActive(d, now);
        requireModerator(d, by, "resolve the debate");
        if (d.resolutionPostedAt() == null) {
            throw new Refusal(R, "Debate " + d.number() + " has no Debate resolution yet: it is posted first.");
        }
        Instant opens = d.resolutionPostedAt().plus(DebateRules.RESOLVE_OPENS);
        if (now.isBefore(opens)) {
            throw new Refusal(R, "Debate " + d.number() + " may be resolved only after 48 hours after the Debate "
                    + "resolution, at " + Formats.when(opens) + ".");
        }
        List<Integer> tally = d.tally();
        int total = tally.stream().mapToInt(Integer::intValue).sum();
        Map<String, Integer> awards = new LinkedHashMap<>();
        for (int i = 0; i < d.entries().size(); i++) {
            int gained = DebateRules.supporters(tally.get(i), total, d.venue());
            if (gained > 0) {
                awards.merge(d.entryAuthors().get(i), gained, Integer::sum);
            }
        }
        // Awards in name order: the log and the page must not pair a gain with its numeric.
        Map<String, Integer> sorted = new LinkedHashMap<>();
        awards.entrySet().stream().sorted(Map.Entry.comparingByKey(String.CASE_INSENSITIVE_ORDER))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        Debate after = d.finished(now, Ending.RESOLVED, sorted);
        StringBuilder s = new StringBuilder("Debate " + d.number() + " resolved by " + d.moderator() + ": " + total
                + " numeric repl" + (total == 1 ? "y" : "ies") + " tallied, venue " + d.venue() + "; ");
        s.append(sorted.isEmpty() ? "no Supporters gained." : "Supporters gained: " + Formats.gains(sorted) + ".");
        return new DebateChange(after, List.of(), sorted, s.toString());
    }

    /**
     * Records the penalty of a missed window and finishes the debate: "If e does not do so in the allotted time, e
     * must pay each candidate who entered the debate the entry cost in millions of money and the debate becomes
     * finished" (the Debate resolution post), and "twice the entry cost" (resolving).
     */
    public static DebateChange settleMissed(Debate d, Instant now) {
        Ending ending = missed(d, now).orElseThrow(() -> new Refusal(R, "Debate " + d.number()
                + "'s moderator has missed no window" + (d.state() == DebateState.ACTIVE ? " yet." : ": it is "
                + d.state().text() + ".")));
        int each = ending == Ending.NO_RESOLUTION_POST ? d.entryCost() : 2 * d.entryCost();
        List<Payment> pay = new ArrayList<>();
        for (Entrant e : d.entrants()) {
            if (!e.name().equalsIgnoreCase(d.moderator())) {
                pay.add(new Payment(d.moderator(), e.name(), each, "penalty of Debate " + d.number()));
            }
        }
        Instant at = missedAt(d, now).orElseThrow();
        Debate after = d.finished(at, ending, Map.of());
        return new DebateChange(after, pay, Map.of(), "Debate " + d.number() + " finished, " + ending.text()
                + (pay.isEmpty() ? " (no one to pay)." : ": " + d.moderator() + " paid " + each + " Money to each of "
                + String.join(", ", pay.stream().map(Payment::to).toList()) + "."));
    }

    // ------------------------------------------------------------------------------------------------------ helpers

    public static Debate find(List<Debate> debates, int number) {
        DebateRules.checkNumber(number);
        return debates.stream().filter(d -> d.number() == number).findFirst().orElse(Debate.upcoming(number));
    }

    /** The list with {@code changed} in place of the debate of its number. */
    public static List<Debate> replace(List<Debate> debates, Debate changed) {
        List<Debate> out = new ArrayList<>();
        for (int n = 1; n <= DebateRules.COUNT; n++) {
            out.add(n == changed.number() ? changed : find(debates, n));
        }
        return List.copyOf(out);
    }

    private static boolean hasEntryWindow(Debate d, Instant now) {
        return !now.isBefore(d.postedAt()) && now.isBefore(d.postedAt().plus(DebateRules.ENTRY_WINDOW));
    }

    private static void requireActive(Debate d, Instant now) {
        if (d.state() == DebateState.UPCOMING) {
            throw new Refusal(R, "Debate " + d.number() + " is Upcoming: no one has started it.");
        }
        if (d.state() == DebateState.FINISHED) {
            throw new Refusal(R, "Debate " + d.number() + " is Finished.");
        }
        Optional<Ending> missed = missed(d, now);
        if (missed.isPresent()) {
            throw new Refusal(R, "Debate " + d.number() + " became Finished at "
                    + Formats.when(missedAt(d, now).orElseThrow()) + ": " + missed.get().text()
                    + ". Record the penalty instead.");
        }
    }

    private static void requireModerator(Debate d, String by, String what) {
        if (by == null || !by.equalsIgnoreCase(d.moderator())) {
            throw new Refusal(R, "Only Debate " + d.number() + "'s moderator, " + d.moderator() + ", may " + what
                    + ".");
        }
    }

    private static void requireCandidate(String candidate, Collection<String> candidates, String what) {
        if (!isCandidate(candidate, candidates)) {
            throw new Refusal(R, name(candidate) + " is not an active Candidate, so may not " + what + ".");
        }
    }

    private static boolean isCandidate(String candidate, Collection<String> candidates) {
        return candidate != null && candidates.stream().anyMatch(c -> c.equalsIgnoreCase(candidate));
    }

    private static String canonical(String candidate, Collection<String> candidates) {
        return candidates.stream().filter(c -> c.equalsIgnoreCase(candidate)).findFirst().orElse(candidate);
    }

    private static String name(String candidate) {
        return candidate == null || candidate.isBlank() ? "No one" : candidate;
    }
}
