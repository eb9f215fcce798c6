package org.dynast.model.matters;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;
import org.dynast.model.roster.RosterTimeline;
import org.jsoup.Jsoup;

/**
 * Judges one comment thread without a dynasty file, for {@code dynast judge}: the thread's matter, its roster and its
 * read votes become a {@link MattersState}, judged by {@link CoreRulesEngine#verdict(MattersState, long, Instant)} —
 * the code the Matters tab uses.
 */
public final class ThreadJudge {

    /** What a thread says of itself: its matter, and who plays (the emperor, the author, the roster). */
    public record Thread(MatterKind kind, String title, String author, Instant posted, String emperor,
                         List<String> players, ThreadReader.Reading reading) {
    }

    /** The verdict with the roster it was judged on, the comments not counted, and the reader's note. */
    public record Judgement(Thread thread, Verdict verdict, List<String> notCounted, String readerNote,
                            String rosterNote) {
        public Judgement(Thread thread, Verdict verdict, List<String> notCounted, String readerNote) {
            this(thread, verdict, notCounted, readerNote, "");
        }

        /** "may be enacted", "may be failed" or "neither". */
        public String outcome() {
            return verdict.enactable() ? "may be enacted" : verdict.failable() ? "may be failed" : "neither";
        }
    }

    /** A heading line; {@code \h} (not {@code \s}) keeps each try on its own line: linear in a page of blank lines. */
    private static final Pattern TITLE = Pattern.compile(
            "^\\h*(Proposal|Call for Judge?ment|Declaration of Victory)\\h*:\\h*(.+?)\\h*$", Pattern.MULTILINE);
    private static final long MATTER = 1;
    /** The largest thread file read (a saved BlogNomic page with a hundred comments is a few hundred KB). */
    public static final long MAX_BYTES = 4L * 1024 * 1024;

    private ThreadJudge() {
    }

    /** A page or its text: the matter's kind and title from its heading; posted at its first comment. */
    public static Thread fromPage(String content) {
        ThreadReader.Reading reading = ThreadReader.read(content);
        String text = ThreadReader.looksLikeHtml(content) ? Jsoup.parse(content).wholeText() : content;
        Matcher m = TITLE.matcher(text);
        MatterKind kind = MatterKind.PROPOSAL;
        String title = "(untitled)";
        if (m.find()) {
            kind = kindOf(m.group(1));
            title = m.group(2).replaceFirst("\\s+[–—-]\\s+BlogNomic$", ""); // a saved page's <title>
        }
        Instant posted = reading.comments().stream().map(ThreadReader.Comment::at).filter(Objects::nonNull)
                .min(Instant::compareTo).orElse(Instant.EPOCH);
        return new Thread(kind, title, null, posted, null, List.of(), reading);
    }

    /**
     * The JSON form: {@code {"kind": "proposal", "title": …, "author": …, "posted": ISO time, "emperor": …,
     * "players": [names], "comments": [{"author": …, "at": time, "text": …}]}}; a comment may give
     * {@code "icon"} (for, against, deferential, veto) instead of text. Its {@code "posted"} settles a comment's date
     * that reads day-month or month-day ("01-10-2020 19:21"), as a matter's posting time settles a page's.
     */
    public static Thread fromJson(String json) {
        return fromJson(json, ThreadReader.Context.NONE);
    }

    /**
     * The JSON form read with what is known of its matter: {@code context}'s posting time (a dynasty's matter, for
     * {@code judge --file}), else the form's own {@code "posted"}, settles a date that reads day-month or month-day
     * the way the page reader settles it; a date neither settles is uncertain, with both readings, never guessed.
     */
    public static Thread fromJson(String json, ThreadReader.Context context) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new Refusal("Votable Matters", "The thread is not valid JSON: " + e.getOriginalMessage());
        }
        StringBuilder lines = new StringBuilder();
        for (JsonNode c : root.path("comments")) {
            String text = c.hasNonNull("icon") ? c.get("icon").asText() : c.path("text").asText("");
            lines.append(c.path("author").asText("").replace("|", " ")).append(" | ").append(c.path("at").asText(""))
                    .append(" | ").append(text.replaceAll("\\R", " ")).append('\n');
        }
        List<String> players = new ArrayList<>();
        root.path("players").forEach(p -> players.add(p.asText()));
        Instant given = root.hasNonNull("posted") ? VoteThreadParser.time(root.get("posted").asText()).orElseThrow(
                () -> new Refusal("Votable Matters", "\"posted\" is not a time: " + root.get("posted").asText()))
                : null;
        ThreadReader.Context known = context.posted() != null || given == null ? context
                : new ThreadReader.Context(given, context.until(), context.names().isEmpty() ? players
                : context.names());
        ThreadReader.Reading reading = ThreadReader.readText(lines.toString(), known);
        Instant posted = given != null ? given : reading.comments().stream().map(ThreadReader.Comment::at)
                .filter(Objects::nonNull).min(Instant::compareTo).orElse(Instant.EPOCH);
        return new Thread(kindOf(root.path("kind").asText("proposal")), root.path("title").asText("(untitled)"),
                root.hasNonNull("author") ? root.get("author").asText() : null, posted,
                root.hasNonNull("emperor") ? root.get("emperor").asText() : null, players, reading);
    }

    static MatterKind kindOf(String word) {
        String w = word.toLowerCase(Locale.ROOT).replace(" ", "");
        if (w.startsWith("call") || w.equals("cfj")) {
            return MatterKind.CFJ;
        }
        if (w.startsWith("declaration") || w.equals("dov")) {
            return MatterKind.DOV;
        }
        if (w.startsWith("proposal")) {
            return MatterKind.PROPOSAL;
        }
        throw new Refusal("Votable Matters", "\"" + word + "\" is not a kind of Votable Matter (proposal, cfj, dov).");
    }

    /**
     * Judges the thread at {@code at} by {@code profile}. The roster is {@code players} if given (names, matched
     * ignoring case and spaces), else the thread's own players, else its commenters, padded with unnamed players to
     * {@code playerCount} when that is given.
     */
    public static Judgement judge(Thread thread, CoreRulesProfile profile, Instant at, List<String> players,
                                  Integer playerCount, Map<String, String> aliases) {
        Set<String> names = new LinkedHashSet<>(players != null && !players.isEmpty() ? players : thread.players());
        boolean guessed = names.isEmpty();
        if (guessed) {
            thread.reading().comments().stream().filter(c -> c.author() != null).forEach(c -> names.add(c.author()));
            if (thread.author() != null) {
                names.add(thread.author());
            }
            if (thread.emperor() != null) {
                names.add(thread.emperor());
            }
        }
        if (playerCount != null) {
            if (playerCount < names.size() && (players == null || players.isEmpty())) {
                throw new Refusal("Votable Matters", playerCount + " players is fewer than the " + names.size()
                        + " who commented.");
            }
            for (int i = 1; names.size() < playerCount; i++) {
                names.add("(player " + i + ")");
            }
        }
        Judgement j = judge(thread, profile, at, RosterTimeline.always(List.copyOf(names)), aliases);
        if (!guessed) {
            return j;
        }
        return new Judgement(j.thread(), j.verdict(), j.notCounted(), j.readerNote(), "The roster was guessed from"
                + " the commenters" + (playerCount == null ? "" : " (padded to " + playerCount + " players)") + ": the"
                + " thread does not say who plays. Give --file=GAME.mv.db --dynasty=NAME (or --players) for the real"
                + " roster, its emperor and its Idle players.");
    }

    /**
     * Judges the thread at {@code at} on a roster with a history: Quorum counts the players who had joined, had not
     * left and were not Idle at {@code at}; a comment posted while its author was not yet a player, had left or was
     * Idle is not counted ("Idle players are not counted as players").
     */
    public static Judgement judge(Thread thread, CoreRulesProfile profile, Instant at, RosterTimeline timeline,
                                  Map<String, String> aliases) {
        LocalDate joined = LocalDate.ofInstant(thread.posted(), ZoneOffset.UTC).minusDays(1);
        Roster r = timeline.asOf(at, 1, joined);
        PlayerNames matcher = new PlayerNames(r.players().stream().map(Player::name).toList(), aliases);
        PlayerNames allNames = new PlayerNames(timeline.entries().stream().map(RosterTimeline.Entry::name).toList(),
                aliases);
        long authorId = thread.author() == null ? -1 : matcher.match(thread.author()).flatMap(r::byName)
                .map(Player::id).orElse(-1L);
        Dynasty dynasty = Dynasty.founded(1, "dynast judge", 0, Terms.GENERIC, joined, profile.id(), List.of());
        if (thread.emperor() != null) {
            dynasty = dynasty.withEmperor(matcher.match(thread.emperor()).flatMap(r::byName).map(Player::id)
                    .orElseThrow(() -> new Refusal("Votable Matters", "The emperor \"" + thread.emperor()
                            + "\" is not among the players.")));
        }
        VotableMatter matter = VotableMatter.posted(MATTER, 1, thread.kind(), thread.title(), authorId,
                thread.posted(), "");
        List<Vote> votes = new ArrayList<>();
        List<String> notCounted = new ArrayList<>();
        long voteId = 1;
        for (ThreadReader.Comment c : thread.reading().comments()) {
            if (c.status() == ThreadReader.Status.UNCERTAIN) {
                notCounted.add("line " + c.line() + " (" + (c.author() == null ? "no author" : c.author())
                        + "): uncertain, not counted: " + c.why());
                continue;
            }
            if (c.status() != ThreadReader.Status.VOTE) {
                continue;
            }
            Optional<RosterTimeline.Entry> entry = allNames.match(c.author()).flatMap(timeline::entry);
            if (entry.isPresent() && !entry.get().activeAt(c.at())) {
                notCounted.add("line " + c.line() + ": " + entry.get().name() + " was not an active player when the"
                        + " comment was posted: Idle players are not counted as players.");
                continue;
            }
            Optional<Player> voter = matcher.match(c.author()).flatMap(r::byName);
            if (voter.isEmpty()) {
                notCounted.add("line " + c.line() + ": \"" + c.author() + "\" is not a player: a non-player never has"
                        + " a Vote.");
                continue;
            }
            votes.add(new Vote(voteId++, MATTER, voter.get().id(), c.icon(), c.at()));
        }
        thread.reading().problems().forEach(p -> notCounted.add("line " + p.line() + ": " + p.why()));
        MattersState state = new MattersState(dynasty, r, List.of(matter), votes);
        Verdict verdict = new CoreRulesEngine(profile).verdict(state, MATTER, at);
        return new Judgement(thread, verdict, notCounted, thread.reading().note());
    }

    /** The judgement as JSON-ready maps, for scripts and bots. */
    public static Map<String, Object> toMap(Judgement j) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("matter", Map.of("kind", j.thread().kind().shortLabel(), "title", j.thread().title()));
        out.put("at", j.verdict().at().toString());
        out.put("outcome", j.outcome());
        out.put("explanation", j.verdict().explanation());
        Tally t = j.verdict().tally();
        Map<String, Object> tally = new LinkedHashMap<>();
        tally.put("for", t.forVotes());
        tally.put("against", t.againstVotes());
        tally.put("players", t.players());
        tally.put("quorum", t.quorum());
        tally.put("vetoed", t.vetoed());
        tally.put("summary", t.summary());
        List<Map<String, Object>> lines = new ArrayList<>();
        for (Tally.Line l : t.lines()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("player", l.player());
            line.put("icon", l.icon() == null ? null : l.icon().name());
            line.put("castAt", l.castAt() == null ? null : l.castAt().toString());
            line.put("counts", l.effective() == null ? null : l.effective().name());
            line.put("note", l.note());
            lines.add(line);
        }
        tally.put("lines", lines);
        out.put("tally", tally);
        j.verdict().nextChange().ifPresent(n -> out.put("next", Map.of("at", n.at().toString(), "description",
                n.description())));
        out.put("notCounted", j.notCounted());
        out.put("reader", j.readerNote());
        if (!j.rosterNote().isEmpty()) {
            out.put("roster", j.rosterNote());
        }
        return out;
    }
}
