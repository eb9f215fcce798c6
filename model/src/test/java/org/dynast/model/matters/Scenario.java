package org.dynast.model.matters;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.Roster;

/**
 * An in-memory dynasty for engine tests: players P1..Pn (P1 the emperor unless told otherwise),
 * matters posted some hours before "now", and votes cast at given hours after posting.
 */
final class Scenario {

    static final Instant NOW = Instant.parse("2026-11-20T12:00:00Z");

    final CoreRulesEngine engine;
    private final List<Player> players = new ArrayList<>();
    private final List<VotableMatter> matters = new ArrayList<>();
    private final List<Vote> votes = new ArrayList<>();
    private Long emperorId = 1L;
    private DynastyPhase phase = DynastyPhase.ACTIVE;
    private long nextVote = 1;
    private Instant now = NOW;

    private Scenario(CoreRulesProfile profile) {
        this.engine = new CoreRulesEngine(profile);
    }

    /** The shipped profile with this id ("ruleset-205", "early-era"). */
    static CoreRulesProfile shipped(String id) {
        return ProfileCatalogue.shipped(DynastyModules.installed()).stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** {@code n} active players under Ruleset {@code ruleset}'s profile; player 1 is the emperor. */
    static Scenario of(int ruleset, int n) {
        return of(shipped("ruleset-" + ruleset), n);
    }

    /** {@code n} active players under {@code profile}; player 1 is the emperor. */
    static Scenario of(CoreRulesProfile profile, int n) {
        Scenario s = new Scenario(profile);
        for (int i = 1; i <= n; i++) {
            s.players.add(Player.joining(i, 1, "P" + i, i == 1, LocalDate.of(2026, 1, 1)));
        }
        return s;
    }

    /** Posts and judges relative to {@code instant} instead of NOW. */
    Scenario now(String instant) {
        now = Instant.parse(instant);
        return this;
    }

    Scenario idle(long playerId) {
        players.replaceAll(p -> p.id() == playerId ? p.idled(NOW.minus(Duration.ofDays(30)), IdleReason.INACTIVE) : p);
        return this;
    }

    Scenario noEmperor() {
        emperorId = null;
        return this;
    }

    Scenario interregnum() {
        phase = DynastyPhase.INTERREGNUM;
        return this;
    }

    /** Posts matter {@code id} by {@code author}, {@code hoursAgo} hours before NOW. */
    Scenario post(long id, MatterKind kind, String title, long author, double hoursAgo) {
        matters.add(VotableMatter.posted(id, 1, kind, title, author, now.minusSeconds((long) (hoursAgo * 3600)), ""));
        return this;
    }

    Scenario proposal(long id, long author, double hoursAgo) {
        return post(id, MatterKind.PROPOSAL, "Proposal " + id, author, hoursAgo);
    }

    Scenario flags(long id, boolean protectedText, boolean specifiesChanges, boolean illegal) {
        matters.replaceAll(m -> m.id() == id ? m.withFlags(protectedText, specifiesChanges, illegal) : m);
        return this;
    }

    /** {@code player} uses {@code icon} on matter {@code id}, {@code hoursAfterPosting} after it was posted. */
    Scenario vote(long id, long player, VoteIcon icon, double hoursAfterPosting) {
        VotableMatter m = matters.stream().filter(x -> x.id() == id).findFirst().orElseThrow();
        votes.add(new Vote(nextVote++, id, player, icon, m.postedAt().plusSeconds((long) (hoursAfterPosting * 3600))));
        return this;
    }

    /** Each of the players uses {@code icon} one minute after posting. */
    Scenario votes(long id, VoteIcon icon, long... playerIds) {
        for (long p : playerIds) {
            vote(id, p, icon, 1.0 / 60);
        }
        return this;
    }

    /** Puts BlogNomic on Hiatus by a DoV {@code id} of {@code author} posted {@code hoursAgo} hours before now. */
    Scenario dov(long id, long author, double hoursAgo) {
        return post(id, MatterKind.DOV, "DoV " + id, author, hoursAgo);
    }

    MattersState state() {
        Dynasty d = new Dynasty(1, "Test", 205, Terms.of("Operator", "Announcer"), emperorId, LocalDate.of(2026, 1, 1),
                engine.profile().id(), phase, null);
        return new MattersState(d, new Roster(players, List.of()), matters, votes);
    }

    Verdict verdict(long id) {
        return engine.verdict(state(), id, now);
    }

    Verdict verdictAt(long id, Instant at) {
        return engine.verdict(state(), id, at);
    }

    Tally tally(long id) {
        return verdict(id).tally();
    }
}
