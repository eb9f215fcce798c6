package org.dynast.model.matters;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Changes;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.GameClock;

/**
 * Casting votes on Votable Matters, one at a time or a pasted comment thread's as one action. A vote's checks read the
 * dynasty, its roster and its pending matters only (who may vote, Hiatus), never the whole history.
 */
final class Voting {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private final MattersService matters;
    private final Transactor transactor;
    private final PlayerRepository players;
    private final VoteRepository votes;
    private final ActionLog log;
    private final GameClock clock;

    Voting(MattersService matters, Transactor transactor, PlayerRepository players, VoteRepository votes,
           ActionLog log, GameClock clock) {
        this.matters = matters;
        this.transactor = transactor;
        this.players = players;
        this.votes = votes;
        this.log = log;
        this.clock = clock;
    }

    /**
     * Records that {@code playerId} used {@code icon} in a comment at {@code castAt} (now if null).
     * "Each Operator may cast one Vote on a Votable Matter by making a comment ... using a voting
     * icon"; "Comments cannot be made on resolved Votable Matters"; "A non-Operator never has a Vote".
     */
    Vote vote(long dynastyId, String actor, long matterId, long playerId, VoteIcon icon, Instant castAt) {
        Objects.requireNonNull(icon, "icon");
        VotableMatter matter = matters.matter(dynastyId, matterId);
        Instant at = castAt == null ? clock.now() : castAt;
        String voterName = transactor.inTransaction(() -> players.find(Long.toString(playerId)))
                .map(Player::name).orElse("#" + playerId);
        return log.perform(dynastyId, actor, "matter.vote", voterName + " voted " + icon + " on \"" + matter.title()
                + "\"", changes -> castVote(changes, matters.pendingState(dynastyId), matter, playerId, icon, at));
    }

    private Vote castVote(Changes changes, MattersState state, VotableMatter matter, long playerId, VoteIcon icon,
                          Instant at) {
        Terms terms = state.dynasty().terms();
        if (!matter.pending()) {
            throw new Refusal("Votable Matters", "Comments cannot be made on resolved Votable Matters: \""
                    + matter.title() + "\" is " + matter.status() + ".");
        }
        Player voter = state.roster().byId(playerId).orElseThrow(() -> new Refusal("Votable Matters",
                "A non-" + terms.player() + " never has a Vote."));
        if (voter.idle()) {
            throw new Refusal("Idle " + terms.players(), voter.name() + " is Idle, and Idle " + terms.players()
                    + " are not counted as " + terms.players() + ": they have no Vote.");
        }
        if (icon == VoteIcon.VETO && (matter.kind() != MatterKind.PROPOSAL || state.dynasty().emperorId() == null
                || state.dynasty().emperorId() != playerId)) {
            throw new Refusal("Special Proposal Voting", "Only the " + terms.emperor()
                    + " may use VETO as a voting icon, and only on a Proposal.");
        }
        if (at.isBefore(matter.postedAt())) {
            throw new Refusal("Votable Matters", "A vote cannot be cast before the matter was posted ("
                    + WHEN.format(matter.postedAt()) + ").");
        }
        if (at.isAfter(clock.now())) {
            throw new Refusal("Votable Matters", "A vote cannot be cast in the future (" + WHEN.format(at) + ").");
        }
        CoreRulesEngine engine = matters.engine(state.dynasty());
        if (icon == VoteIcon.DEFERENTIAL && !engine.profile().voting().emperorMayDefer()
                && Objects.equals(state.dynasty().emperorId(), playerId)) {
            throw new Refusal("Votable Matters", "The " + terms.emperor() + " may not vote DEFERENTIAL in this era: "
                    + "DEFERENTIAL is confidence in the " + terms.emperor() + ".");
        }
        if (matter.kind() == MatterKind.PROPOSAL && !engine.profile().era().votingDuringHiatus()) {
            MattersState then = at.isBefore(clock.now()) ? matters.stateAt(state.dynasty().id(), at) : state;
            List<String> hiatus = engine.hiatusReasons(then, at);
            if (!hiatus.isEmpty()) {
                throw new Refusal("Hiatus", "BlogNomic is on Hiatus (" + String.join(", ", hiatus) + "): a Proposal "
                        + "is not open for voting during a Hiatus.");
            }
        }
        return changes.insert(votes, new Vote(votes.nextId(), matter.id(), playerId, icon, at));
    }

    /**
     * Imports the votes read from a pasted comment thread as one action: every vote is checked
     * first, and if any is refused nothing is recorded.
     */
    List<Vote> importVotes(long dynastyId, String actor, long matterId, List<VoteThreadParser.ParsedVote> read) {
        VotableMatter matter = matters.matter(dynastyId, matterId);
        return log.perform(dynastyId, actor, "matter.import-votes", "Imported " + read.size() + " vote"
                + (read.size() == 1 ? "" : "s") + " on \"" + matter.title() + "\"", changes -> {
                    MattersState state = matters.pendingState(dynastyId);
                    PlayerNames names = new PlayerNames(state.roster().players().stream().map(Player::name).toList(),
                            PlayerNames.known());
                    List<Vote> cast = new ArrayList<>();
                    for (VoteThreadParser.ParsedVote v : read) {
                        Player voter = names.match(v.player()).flatMap(state.roster()::byName).orElseThrow(() -> new Refusal(
                                "Votable Matters", "Line " + v.line() + ": \"" + v.player() + "\" is not "
                                + state.dynasty().terms().aPlayer() + " of this dynasty: a non-"
                                + state.dynasty().terms().player() + " never has a Vote."));
                        try {
                            cast.add(castVote(changes, state, matter, voter.id(), v.icon(), v.at()));
                        } catch (Refusal r) {
                            throw new Refusal(r.rule(), "Line " + v.line() + ": " + r.getMessage());
                        }
                    }
                    return cast;
                });
    }
}
