package org.dynast.model.store;

import java.io.IOException;
import java.io.Writer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Snapshots;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.ruleset.RulesetFormat;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.ruleset.ShippedRuleset;
import org.dynast.model.store.DynastyExchange.Document;
import org.dynast.model.store.DynastyExchange.HistoryData;
import org.dynast.model.store.DynastyExchange.MatterData;
import org.dynast.model.store.DynastyExchange.MentorshipData;
import org.dynast.model.store.DynastyExchange.PlayerData;
import org.dynast.model.store.DynastyExchange.RevisionData;
import org.dynast.model.store.DynastyExchange.VoteData;

/**
 * A long, realistic dynasty for measuring scale (issue 22): {@code matters} Votable Matters posted over the years
 * at BlogNomic's pace (mostly Proposals, some CfJs and DoVs), each with 8–15 votes by players who were on the
 * roster then; {@code players} players with joins and idle periods; {@code revisions} revisions of a ruleset of
 * about 100 KB that grows and changes a rule at a time; one history entry per vote and resolution. Everything is
 * drawn from one seed, so a size names one file. The result is a dynasty export (the current schema) that
 * {@link DynastyExchange#importFrom} reads like any other.
 */
public final class HistoryGenerator {

    /** The generator's inputs. */
    public record Size(int matters, int revisions, int players, long seed) {
        public Size {
            if (matters < 1 || revisions < 1 || players < 16) {
                throw new IllegalArgumentException("a history needs at least 1 matter, 1 revision and 16 players");
            }
        }
    }

    private static final String[] SYLLABLES = {"ka", "ven", "lo", "mir", "ta", "zo", "rin", "bel", "qua", "dor",
        "ix", "pel", "sha", "tum", "or", "wen", "gal", "fi", "nox", "ul"};
    private static final String[] TOPICS = {"Upkeep", "Tidy the Appendix", "Faster Duels", "Food for All",
        "Quorum Clarification", "The Druid Returns", "Reaction Times", "Stable Limits", "Energy Trap", "Calendar Fix",
        "A New Faction", "Grid Expansion", "Commons Reform", "Idle Cleanup", "Mentor Bonus", "Defences Cap"};
    /** About one matter every 4–5 hours: ten years of 20,000. */
    private static final Duration PACE = Duration.ofMinutes(263);

    private final Size size;
    private final Random random;

    /** The shipped ruleset the generated dynasty plays (its text, terms and core-rules profile). */
    private final ShippedRuleset ruleset;

    public HistoryGenerator(Size size, ShippedRuleset ruleset) {
        this.size = size;
        this.ruleset = ruleset;
        this.random = new Random(size.seed());
    }

    /** Writes the export for this size to {@code out}. */
    public void write(Writer out) throws IOException {
        Snapshots.standardMapper().writeValue(out, document());
    }

    /** The dynasty as an export document. */
    public Document document() {
        Instant start = LocalDate.of(2016, 1, 4).atStartOfDay().toInstant(ZoneOffset.UTC);
        Instant end = start.plus(PACE.multipliedBy(size.matters()));
        List<PlayerData> players = players(start, end);
        List<MatterData> matters = new ArrayList<>(size.matters());
        List<HistoryData> history = new ArrayList<>();
        Instant at = start;
        for (int i = 0; i < size.matters(); i++) {
            at = at.plus(PACE.dividedBy(2).plusMinutes(random.nextInt((int) PACE.toMinutes())));
            matters.add(matter(i, at, players, i >= size.matters() - 2, history));
        }
        history.sort(Comparator.comparing(HistoryData::at));
        String emperor = players.get(0).name();
        return new Document(DynastyExchange.FORMAT, DynastyExchange.SCHEMA_VERSION, end,
                new DynastyExchange.DynastyData("Generated History (" + size.matters() + " matters)", ruleset.number(),
                        ruleset.player(), ruleset.players(), ruleset.emperor(), emperor,
                        LocalDate.ofInstant(start, ZoneOffset.UTC), "ruleset-" + ruleset.number(), DynastyPhase.ACTIVE, List.of(),
                        null),
                players, mentorships(players, start), matters, history, revisions(ruleset.text(), start, at, matters),
                List.of(), List.of(), List.of());
    }

    private List<PlayerData> players(Instant start, Instant end) {
        List<PlayerData> players = new ArrayList<>();
        Set<String> names = new HashSet<>();
        long span = Duration.between(start, end).toDays();
        while (players.size() < size.players()) {
            String name = name();
            if (!names.add(name.toLowerCase())) {
                continue;
            }
            // the first dozen were there from the start; the rest joined over the years
            LocalDate joined = LocalDate.ofInstant(start, ZoneOffset.UTC)
                    .plusDays(players.size() < 12 ? 0 : random.nextLong(Math.max(1, span - 30)));
            boolean idle = players.size() >= 12 && random.nextInt(10) < 4;
            Instant idleSince = idle ? end.minus(Duration.ofDays(1 + random.nextInt(400))) : null;
            if (idleSince != null && idleSince.isBefore(joined.atStartOfDay().toInstant(ZoneOffset.UTC))) {
                idleSince = joined.atStartOfDay().toInstant(ZoneOffset.UTC).plus(Duration.ofDays(7));
            }
            Instant unidled = random.nextInt(3) == 0 ? joined.atStartOfDay().toInstant(ZoneOffset.UTC)
                    .plus(Duration.ofDays(20 + random.nextInt(200))) : null;
            players.add(new PlayerData(name, players.size() < 4, joined, players.size() < 12, idleSince,
                    idle ? (random.nextBoolean() ? IdleReason.INACTIVE : IdleReason.REQUESTED) : null, unidled));
        }
        return players;
    }

    private String name() {
        StringBuilder sb = new StringBuilder();
        int parts = 2 + random.nextInt(2);
        for (int i = 0; i < parts; i++) {
            sb.append(SYLLABLES[random.nextInt(SYLLABLES.length)]);
        }
        sb.setCharAt(0, Character.toUpperCase(sb.charAt(0)));
        if (random.nextInt(5) == 0) {
            sb.append(random.nextInt(99));
        }
        return sb.toString();
    }

    private List<MentorshipData> mentorships(List<PlayerData> players, Instant start) {
        List<MentorshipData> list = new ArrayList<>();
        for (int i = 12; i < players.size(); i += 3) {
            PlayerData mentee = players.get(i);
            list.add(new MentorshipData(players.get(i % 12).name(), mentee.name(), mentee.joinedOn(),
                    mentee.joinedOn().plusWeeks(4)));
        }
        return list;
    }

    private MatterData matter(int index, Instant posted, List<PlayerData> players, boolean pending,
                              List<HistoryData> history) {
        int roll = random.nextInt(100);
        MatterKind kind = roll < 88 ? MatterKind.PROPOSAL : roll < 97 ? MatterKind.CFJ : MatterKind.DOV;
        List<PlayerData> present = players.stream()
                .filter(p -> !p.joinedOn().atStartOfDay().toInstant(ZoneOffset.UTC).isAfter(posted)).toList();
        PlayerData author = present.get(random.nextInt(present.size()));
        String title = TOPICS[random.nextInt(TOPICS.length)] + (index % 7 == 0 ? " (" + (index / 7 + 1) + ")" : "");
        MatterStatus status = pending ? MatterStatus.PENDING : random.nextInt(100) < 2 ? MatterStatus.ILLEGAL
                : random.nextInt(100) < 56 ? MatterStatus.ENACTED : MatterStatus.FAILED;
        Instant resolved = pending ? null : posted.plus(Duration.ofMinutes(12 * 60 + random.nextInt(4 * 24 * 60)));
        List<VoteData> votes = new ArrayList<>();
        List<PlayerData> voters = new ArrayList<>(present);
        Collections.shuffle(voters, random);
        int count = Math.min(voters.size(), 8 + random.nextInt(8));
        Instant last = resolved != null ? resolved : posted.plus(Duration.ofHours(40));
        long window = Math.max(1, Duration.between(posted, last).toMinutes() - 1);
        for (int v = 0; v < count; v++) {
            int lean = status == MatterStatus.ENACTED ? 75 : status == MatterStatus.FAILED ? 30 : 50;
            int r = random.nextInt(100);
            VoteIcon icon = kind == MatterKind.PROPOSAL && r >= 96 ? VoteIcon.DEFERENTIAL
                    : r < lean ? VoteIcon.FOR : VoteIcon.AGAINST;
            Instant cast = posted.plus(Duration.ofMinutes(1 + random.nextLong(window)));
            String voter = voters.get(v).name();
            votes.add(new VoteData(voter, icon, cast));
            history.add(new HistoryData(cast, voter, "vote", voter + " voted " + icon + " on " + title,
                    LogEntry.Kind.ACTION));
        }
        votes.sort(Comparator.comparing(VoteData::castAt));
        if (resolved != null) {
            history.add(new HistoryData(resolved, players.get(index % 4).name(), "resolve",
                    status + ": " + title, LogEntry.Kind.ACTION));
        }
        String body = "This " + kind.label() + " by " + author.name() + " changes the ruleset as follows.\n\n"
                + "In the rule \"" + TOPICS[random.nextInt(TOPICS.length)] + "\", replace \"may\" with \"must\" in "
                + "its " + (1 + random.nextInt(5)) + "th sentence, and add: \"A District may do this at most "
                + (1 + random.nextInt(6)) + " times a week.\"";
        return new MatterData(kind, title, author.name(), posted, body, false, kind == MatterKind.PROPOSAL, false,
                status, resolved, resolved == null ? null : players.get(index % 4).name(), null, votes);
    }

    /**
     * The ruleset's revisions: the shipped text grown to about 100 KB with more dynastic rules, then changed a rule
     * at a time by enacted Proposals spread over the history.
     */
    private List<RevisionData> revisions(String text, Instant start, Instant end, List<MatterData> matters) {
        StringBuilder base = new StringBuilder(text);
        int extra = 1;
        while (base.length() < 100_000) {
            base.append("\n\nRule ").append(extra).append(": ").append(TOPICS[extra % TOPICS.length]).append("\n\n");
            for (int s = 0; s < 12; s++) {
                base.append("Each District may spend ").append(1 + random.nextInt(9)).append(" Food to gain ")
                        .append(1 + random.nextInt(4)).append(" Order, once per ")
                        .append(random.nextBoolean() ? "day" : "week").append(". ");
            }
            extra++;
        }
        List<Integer> enacted = new ArrayList<>();
        for (int i = 0; i < matters.size(); i++) {
            if (matters.get(i).status() == MatterStatus.ENACTED && matters.get(i).kind() == MatterKind.PROPOSAL) {
                enacted.add(i);
            }
        }
        List<RevisionData> list = new ArrayList<>();
        String current = base.toString();
        list.add(new RevisionData(1, start, RulesetRevision.Kind.IMPORT, RulesetFormat.PLAIN, current,
                "Imported Ruleset " + ruleset.number(), "", null, ruleset.fileName()));
        for (int n = 2; n <= size.revisions(); n++) {
            Integer cause = enacted.isEmpty() ? null
                    : enacted.get((int) ((long) (n - 2) * enacted.size() / Math.max(1, size.revisions() - 1)));
            Instant at = cause == null ? start.plus(Duration.between(start, end).multipliedBy(n).dividedBy(
                    size.revisions() + 1)) : matters.get(cause).resolvedAt();
            int cut = current.indexOf(". ", random.nextInt(current.length() - 200)) + 2;
            current = current.substring(0, cut) + "A District that is Abandoned may not do this (revision " + n + "). "
                    + current.substring(cut);
            list.add(new RevisionData(n, at, RulesetRevision.Kind.EDIT, RulesetFormat.PLAIN, current,
                    "Enacted " + (cause == null ? "an edit" : matters.get(cause).title()), "", cause, null));
        }
        return list;
    }
}
