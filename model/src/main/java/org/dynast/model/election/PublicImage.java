package org.dynast.model.election;

import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.Refusal;
import org.dynast.model.log.Changes;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterResolved;
import org.dynast.model.matters.Tally;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.VoteIcon;

/**
 * Rule "Public Image", driven by the core's resolutions through the module hook: the author's Supporters change with
 * the resolution, and each FOR (enacted) or AGAINST (failed) voter may once, within 24 hours, add one Supporter.
 */
public final class PublicImage {

    static final Duration CLAIM_WINDOW = Duration.ofHours(24);

    private final ElectionBooks books;

    PublicImage(ElectionBooks books) {
        this.books = books;
    }

    /**
     * "Whenever a Proposal by a Candidate passes with fewer than two AGAINST votes, the Candidate who proposed it gains
     * one Supporter for every FOR vote on that Proposal. Whenever a Proposal by a Candidate fails with fewer than three
     * FOR votes, the Candidate who proposed it loses one Supporter for every AGAINST vote on that Proposal."
     */
    void resolved(MatterResolved e, Changes changes) {
        if (e.matter().kind() != MatterKind.PROPOSAL || !(e.enacted() || e.failed())) {
            return;
        }
        books.follow(e.dynastyId(), changes, w -> {
            ElectionState.ImageClaim claim = new ElectionState.ImageClaim();
            claim.matterId = e.matter().id();
            claim.title = e.matter().title();
            claim.outcome = e.enacted() ? "ENACTED" : "FAILED";
            claim.at = e.at();
            VoteIcon way = e.enacted() ? VoteIcon.FOR : VoteIcon.AGAINST;
            for (Tally.Line l : e.tally().lines()) {
                if (l.effective() == way && w.isCandidate(l.player())) {
                    claim.voters.add(w.candidate(l.player()).name());
                }
            }
            boolean byCandidate = w.isCandidate(e.author());
            claim.author = e.author();
            if (!byCandidate) {
                claim.why = e.author() + " is not a Candidate: the author's Supporters do not change.";
            } else if (e.enacted() && e.tally().againstVotes() < 2) {
                claim.authorChange = e.tally().forVotes();
                w.addSupporters(e.author(), claim.authorChange);
                claim.why = "passed with " + e.tally().againstVotes() + " AGAINST: +" + claim.authorChange
                        + " (one per FOR vote)";
            } else if (e.failed() && e.tally().forVotes() < 3) {
                long before = w.candidate(e.author()).supporters();
                long after = w.addSupporters(e.author(), -e.tally().againstVotes());
                claim.authorChange = after - before;
                claim.why = "failed with " + e.tally().forVotes() + " FOR: −" + e.tally().againstVotes()
                        + " (one per AGAINST vote)";
            } else {
                claim.why = e.enacted() ? "passed with " + e.tally().againstVotes() + " AGAINST votes: no change"
                        : "failed with " + e.tally().forVotes() + " FOR votes: no change";
            }
            w.state.claims.removeIf(c -> c.matterId == claim.matterId);
            w.state.claims.add(claim);
        });
    }

    /**
     * A resolved Proposal made Pending again (a CfJ's effect re-opening it) has not passed or failed: its Public Image
     * is taken back in the same action (one log entry, undone with it; ruling R57-21): the author's change, and one
     * Supporter from each voter who had claimed theirs; the other voters' claims close. Read after any action that
     * changed a matter; writes only when a claimed Proposal is no longer resolved as it was.
     */
    void afterMatterChange(long dynastyId, Changes changes) {
        ElectionState s = books.state(dynastyId);
        if (s.claims.isEmpty()) {
            return;
        }
        Set<Long> reopened = new HashSet<>();
        for (ElectionState.ImageClaim c : s.claims) {
            VotableMatter matter;
            try {
                matter = books.context().matters().matter(dynastyId, c.matterId);
            } catch (Refusal gone) {
                continue;
            }
            if (!c.outcome.equals(outcomeOf(matter))) {
                reopened.add(c.matterId);
            }
        }
        if (reopened.isEmpty()) {
            return;
        }
        books.follow(dynastyId, changes, w -> {
            for (ElectionState.ImageClaim c : List.copyOf(w.state.claims)) {
                if (!reopened.contains(c.matterId)) {
                    continue;
                }
                if (c.authorChange != 0 && w.isCandidate(c.author)) {
                    w.addSupporters(c.author, -c.authorChange);
                }
                for (String voter : c.claimed) {
                    if (w.isCandidate(voter)) {
                        w.addSupporters(voter, -1);
                    }
                }
                w.state.claims.remove(c);
            }
        });
    }

    /** ENACTED or FAILED as a claim records it, or null while the matter is Pending (or Illegal). */
    private static String outcomeOf(VotableMatter matter) {
        return switch (matter.status()) {
            case ENACTED -> "ENACTED";
            case FAILED, VETOED, WITHDRAWN -> "FAILED";
            default -> null;
        };
    }

    /** The Proposals whose one Supporter the Candidate may still claim now. */
    public List<ElectionState.ImageClaim> claimable(long dynastyId, String candidate) {
        ElectionState s = books.state(dynastyId);
        Instant now = books.context().clock().now();
        return s.claims.stream().filter(c -> open(c, candidate, now)).toList();
    }

    private static boolean open(ElectionState.ImageClaim c, String candidate, Instant now) {
        return now.isBefore(c.at.plus(CLAIM_WINDOW)) && c.voters.stream().anyMatch(v -> v.equalsIgnoreCase(candidate))
                && c.claimed.stream().noneMatch(v -> v.equalsIgnoreCase(candidate));
    }

    /**
     * "Whenever a Proposal passes, any Candidate who voted FOR on that Proposal may once, within 24 hours, add one
     * Supporter to their own Supporters. Whenever a Proposal fails, any Candidate who voted AGAINST ..."
     */
    public void claim(long dynastyId, String actor, String candidate, long matterId) {
        books.act(dynastyId, actor, "election.image.claim", candidate.strip() + " added one Supporter (Public Image)",
                w -> {
                    Candidate who = w.candidate(candidate);
                    Optional<ElectionState.ImageClaim> found = w.state.claim(matterId);
                    ElectionState.ImageClaim claim = found.orElseThrow(() -> new Refusal("Public Image",
                            "No resolved Proposal #" + matterId + " opened a Public Image claim."));
                    if (claim.voters.stream().noneMatch(v -> v.equalsIgnoreCase(who.name()))) {
                        throw new Refusal("Public Image", who.name() + " did not vote " + ("ENACTED".equals(
                                claim.outcome) ? "FOR" : "AGAINST") + " on \u201c" + claim.title + "\u201d.");
                    }
                    if (claim.claimed.stream().anyMatch(v -> v.equalsIgnoreCase(who.name()))) {
                        throw new Refusal("Public Image", who.name() + " has already added their one Supporter for "
                                + "\u201c" + claim.title + "\u201d (\u201conce\u201d).");
                    }
                    if (!w.now.isBefore(claim.at.plus(CLAIM_WINDOW))) {
                        throw new Refusal("Public Image", "\u201c" + claim.title + "\u201d was resolved at " + claim.at
                                + ": the one Supporter may be added only within 24 hours.");
                    }
                    w.addSupporters(who.name(), 1);
                    claim.claimed.add(who.name());
                    return null;
                });
    }
}
