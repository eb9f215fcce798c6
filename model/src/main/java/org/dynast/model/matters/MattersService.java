package org.dynast.model.matters;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyHistory;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.DynastyRepository;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Change;
import org.dynast.model.log.Changes;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.MentorshipRepository;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.roster.Roster;
import org.dynast.model.roster.RosterHistory;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.time.GameClock;

/**
 * The Votable Matters actions: posting matters, casting votes, resolving, and the victory and
 * ascension steps. Each action checks the core rules first (a refusal names the rule and says why
 * in its words), then applies and logs in one transaction, so undo works for all of them.
 */
public final class MattersService {

    private static final Snapshots SNAPSHOTS = new Snapshots();

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")
            .withZone(ZoneOffset.UTC);

    private final Transactor transactor;
    private final DynastyRepository dynasties;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final MatterRepository matters;
    private final VoteRepository votes;
    private final ProfileRepository profiles;
    private final ProfileService profileService;
    private final ActionLog log;
    private final GameClock clock;
    /** Casting votes, one or a pasted thread's. */
    private final Voting voting;
    /** Passing the Mantle and the Ascension Address. */
    private final Ascension ascension;
    private EnactHold enactHold = (dynastyId, matter, enacterId) -> Optional.empty();
    private LongPredicate dovCooldownWaived = dynastyId -> false;
    private final List<CoreRulesAmendment> amendments = new CopyOnWriteArrayList<>();

    /**
     * A dynastic rule that changes core ones, added by a module through {@link #addAmendment}: the dynastic ruleset
     * "takes precedence over" the core where they conflict. Both methods default to changing nothing.
     */
    public interface CoreRulesAmendment {
        /** The core-rules profile as the dynastic rules amend it for this dynasty now. */
        default CoreRulesProfile amend(Dynasty dynasty, CoreRulesProfile profile) {
            return profile;
        }

        /** A dynastic rule's refusal of a matter being posted ("only X may post DoVs"), if any. */
        default Optional<Refusal> refusePost(MattersState state, MatterKind kind, Player author, Instant at) {
            return Optional.empty();
        }
    }

    /** Whether a module has added a dynastic rule that changes the core rules (its data may change a verdict). */
    public boolean amended() {
        return !amendments.isEmpty();
    }

    /** Adds a dynastic rule that changes the core rules (a module adds its own on opening the file). */
    public void addAmendment(CoreRulesAmendment amendment) {
        amendments.add(Objects.requireNonNull(amendment));
    }

    /**
     * A dynastic rule's say on who may enact a matter (Ruleset 205's "Formalised Disputes": "Only the Announcer is
     * permitted to enact calls for judgement that request that the tournament be paused"): the refusal, if any.
     */
    @FunctionalInterface
    public interface EnactHold {
        Optional<Refusal> refusal(long dynastyId, VotableMatter matter, long enacterId);
    }

    /** Sets the dynastic rule consulted before a matter is Enacted (wired by the store). */
    public void setEnactHold(EnactHold hold) {
        this.enactHold = Objects.requireNonNull(hold);
    }

    /**
     * Sets whether a dynastic rule waives the failed-DoV cooldown now (Ruleset 205's "Formalised Disputes": "There
     * is no 120 hour cooldown on the use of a Declaration of Victory while the game is in Tournament Mode").
     */
    /**
     * Told of every Votable Matter resolved (Enacted, Failed, Vetoed, Self-Killed or marked Illegal, by its votes or by
     * another matter's effect), inside the resolving action: its changes join the resolution's log entry and are
     * undone with it.
     */
    @FunctionalInterface
    public interface ResolutionListener {
        void resolved(MatterResolved event, Changes changes);
    }

    private final List<ResolutionListener> resolutionListeners = new CopyOnWriteArrayList<>();

    /** Adds a listener told of each resolution in the resolving action (the modules' hook). */
    public void addResolutionListener(ResolutionListener listener) {
        resolutionListeners.add(Objects.requireNonNull(listener, "listener"));
    }

    private void resolved(Changes changes, MattersState state, VotableMatter resolved, Tally tally, Instant at,
                          boolean byEffect) {
        if (resolutionListeners.isEmpty()) {
            return;
        }
        String author = state.roster().byId(resolved.authorId()).map(Player::name).orElse("#" + resolved.authorId());
        MatterResolved event = new MatterResolved(state.dynasty().id(), resolved, author, resolved.status(), tally, at,
                byEffect);
        for (ResolutionListener l : resolutionListeners) {
            l.resolved(event, changes);
        }
    }

    public void setDovCooldownWaived(LongPredicate waived) {
        this.dovCooldownWaived = Objects.requireNonNull(waived);
    }

    public MattersService(Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
                          MentorshipRepository mentorships, MatterRepository matters, VoteRepository votes,
                          ProfileRepository profiles, ActionLog log, GameClock clock,
                          IntFunction<List<String>> defaultModules) {
        this.transactor = transactor;
        this.dynasties = dynasties;
        this.players = players;
        this.mentorships = mentorships;
        this.matters = matters;
        this.votes = votes;
        this.profiles = profiles;
        this.log = log;
        this.clock = clock;
        this.voting = new Voting(this, transactor, players, votes, log, clock);
        this.profileService = new ProfileService(transactor, dynasties, profiles, log);
        this.ascension = new Ascension(this, transactor, dynasties, players, mentorships, log, clock,
                defaultModules);
    }

    // ---- reading ------------------------------------------------------------------------------

    public MattersState state(long dynastyId) {
        return transactor.inTransaction(() -> {
            Dynasty d = dynasty(dynastyId);
            return new MattersState(d, new Roster(players.findByDynasty(dynastyId),
                    mentorships.findByDynasty(dynastyId)), matters.findByDynasty(dynastyId),
                    votes.findByDynasty(dynastyId));
        });
    }

    /**
     * The state as {@link #state} reads it, but every matter without its body (empty): what a list of the matters and
     * their verdicts needs (the verdicts read no body), at a fraction of a long history's reading. Only for showing: a
     * matter is never changed from it ({@link #body} reads a body; a matter patched in later carries its own).
     */
    public MattersState listing(long dynastyId) {
        return transactor.inTransaction(() -> {
            Dynasty d = dynasty(dynastyId);
            return new MattersState(d, new Roster(players.findByDynasty(dynastyId),
                    mentorships.findByDynasty(dynastyId)), matters.findByDynastyWithoutBodies(dynastyId),
                    votes.findByDynastyByMatter(dynastyId));
        });
    }

    /** The body of one of the dynasty's matters as posted ("" if none was posted with it). */
    public String body(long dynastyId, long matterId) {
        return matter(dynastyId, matterId).body();
    }

    /**
     * What the checks of a vote, of Hiatus and of unidling read: the dynasty, its roster and its pending matters, without
     * the resolved matters and the votes, so that they cost what they check and not the history's length. Only for
     * those checks: it judges no matter (every tally in it is empty).
     */
    MattersState pendingState(long dynastyId) {
        return transactor.inTransaction(() -> {
            Dynasty d = dynasty(dynastyId);
            return new MattersState(d, new Roster(players.findByDynasty(dynastyId),
                    mentorships.findByDynasty(dynastyId)), matters.findPendingByDynasty(dynastyId), List.of());
        });
    }

    /**
     * The state {@code previous} was read as, after {@code changes} (an action's, undo's or redo's, as the log gives
     * them): only the matters and votes they name are read again, so a vote costs what it changed, not the history's
     * length. Empty when they changed anything else (the roster, the dynasty, a profile): read it whole then. The
     * result is what {@link #state} would read (same order: matters as posted, votes as cast).
     */
    public Optional<MattersState> patched(MattersState previous, List<Change> changes) {
        return StatePatch.apply(transactor, matters, votes, previous, changes);
    }

    public CoreRulesProfile profileOf(Dynasty dynasty) {
        return transactor.inTransaction(() -> profiles.find(dynasty.profileId()))
                .orElseThrow(() -> new Refusal("Core rules", "The core-rules profile '" + dynasty.profileId()
                        + "' of " + dynasty.name() + " is missing."))
                .profile();
    }

    /** The engine for a dynasty: its profile, as the dynastic rules amend it. */
    public CoreRulesEngine engine(Dynasty dynasty) {
        CoreRulesProfile profile = profileOf(dynasty);
        for (CoreRulesAmendment a : amendments) {
            profile = a.amend(dynasty, profile);
        }
        return new CoreRulesEngine(profile);
    }

    /** The Daily and Weekly Action spacing of the dynasty's core-rules profile ("not more than once every ten hours"). */
    public CadenceRules cadence(long dynastyId) {
        return engine(dynasty(dynastyId)).profile().era().cadence();
    }

    /** The bar on unidling a player who chose to go Idle ("within the past 96 hours"), by the dynasty's profile. */
    public Duration unidleBar(long dynastyId) {
        return Duration.ofHours(engine(dynasty(dynastyId)).profile().era().unidleBarHours());
    }

    /**
     * How long a player may go without posting before an Admin may render them Idle ("has not posted an entry or
     * comment in the past 168 Hours (7 days)"), by the dynasty's profile.
     */
    public Duration idleAfterSilence(long dynastyId) {
        return engine(dynasty(dynastyId)).profile().era().idleAfterSilence();
    }

    /**
     * Each player's last entry or comment the console knows of: the latest Votable Matter they posted or Vote they
     * cast in the dynasty, by player id (a player with neither is absent).
     */
    public Map<Long, Instant> lastPosts(long dynastyId) {
        MattersState state = state(dynastyId);
        Map<Long, Instant> last = new HashMap<>();
        state.matters().forEach(m -> last.merge(m.authorId(), m.postedAt(), MattersService::later));
        state.votes().forEach(v -> last.merge(v.playerId(), v.castAt(), MattersService::later));
        return last;
    }

    private static Instant later(Instant a, Instant b) {
        return a.isAfter(b) ? a : b;
    }

    /** Why BlogNomic is on Hiatus for this dynasty now, by its core-rules profile (empty if it is not). */
    public List<String> hiatusReasons(long dynastyId) {
        MattersState state = pendingState(dynastyId);
        return engine(state.dynasty()).hiatusReasons(state, clock.now());
    }

    /**
     * Why BlogNomic is Dormant for this dynasty now without being on Hiatus (Ruleset 168's "While BlogNomic is Dormant,
     * actions defined by dynastic rules may not be taken, and proposals may not be submitted"; empty if it is not).
     */
    public List<String> dormancyReasons(long dynastyId) {
        MattersState state = pendingState(dynastyId);
        return engine(state.dynasty()).dormancyReasons(state);
    }

    /**
     * Ruleset 205, "Dormancy": "If either criterion is met and BlogNomic is not Dormant, any admin may make BlogNomic
     * Dormant by updating the sidebar to that effect. If neither criterion is met and BlogNomic is Dormant, any admin
     * may remove BlogNomic’s Dormant status by updating the sidebar to that effect." The console records what the
     * admin did, now; whether the criteria were met is the admin's call (ruled in docs/rulings.md). Undoable.
     */
    public Dynasty setDormant(long dynastyId, String actor, boolean dormant) {
        Dynasty d = dynasty(dynastyId);
        if (!profileOf(d).hiatus().dormancy()) {
            throw new Refusal("Dormancy", "The core rules " + d.name() + " is judged by (" + d.profileId()
                    + ") have no Dormant status: only Ruleset 205's “Dormancy” lets an admin make BlogNomic Dormant.");
        }
        if (d.isDormant() == dormant) {
            throw new Refusal("Dormancy", dormant ? "BlogNomic is already Dormant (since "
                    + WHEN.format(d.dormantSince()) + ")." : "BlogNomic is not Dormant.");
        }
        Instant now = clock.now();
        return log.perform(dynastyId, actor, "dynasty.dormancy", dormant ? "Made BlogNomic Dormant"
                : "Removed BlogNomic’s Dormant status", changes -> {
            Dynasty before = dynasties.find(Long.toString(dynastyId)).orElseThrow();
            return changes.update(dynasties, before, before.withDormantSince(dormant ? now : null));
        });
    }

    /** The verdict on one matter now. */
    public Verdict verdict(long dynastyId, long matterId) {
        MattersState state = state(dynastyId);
        return engine(state.dynasty()).verdict(state, matterId, clock.now());
    }

    /**
     * The verdict on one matter as it was at {@code at}: judged on the state of then (the matters posted and votes
     * cast by then, resolutions made after it undone, the players who had joined and were not Idle then).
     */
    public Verdict verdict(long dynastyId, long matterId, Instant at) {
        MattersState then = stateAt(dynastyId, at);
        if (then.matter(matterId).isEmpty()) {
            throw new Refusal("Votable Matters", "Votable Matter #" + matterId + " had not been posted at "
                    + WHEN.format(at) + ".");
        }
        return engine(then.dynasty()).verdict(then, matterId, at);
    }

    /** The verdicts on the matters that were pending at {@code at}, oldest first. */
    public List<Verdict> pendingVerdicts(long dynastyId, Instant at) {
        return pendingVerdicts(stateAt(dynastyId, at), at);
    }

    private List<Verdict> pendingVerdicts(MattersState state, Instant at) {
        CoreRulesEngine engine = engine(state.dynasty());
        return state.matters().stream().filter(VotableMatter::pending)
                .sorted(Comparator.comparing(VotableMatter::postedAt))
                .map(m -> engine.verdict(state, m.id(), at)).toList();
    }

    /**
     * The dynasty's matters and roster as they were at {@code at} (see {@link MattersState#asOf}), and its phase and
     * emperor as the log says they were then (an Interregnum that began later had not begun).
     */
    public MattersState stateAt(long dynastyId, Instant at) {
        List<LogEntry> history = log.history(dynastyId);
        MattersState then = state(dynastyId).asOf(at, RosterHistory.of(history, SNAPSHOTS));
        Dynasty d = DynastyHistory.of(history, SNAPSHOTS).asOf(then.dynasty(), at);
        return new MattersState(d, then.roster(), then.matters(), then.votes());
    }

    /** The verdict on every pending matter now, oldest first: what may be resolved, and when the rest change. */
    public List<Verdict> pendingVerdicts(long dynastyId) {
        return pendingVerdicts(state(dynastyId), clock.now());
    }

    // ---- posting ------------------------------------------------------------------------------

    /**
     * Posts a Votable Matter by {@code authorId} at {@code postedAt} (now if null), checking who may
     * post it and the era's limits ("unless the Operator already has 2 Proposals pending or has
     * already made 3 Proposals that day", the DoV cooldown, Hiatus, Interregnum).
     */
    public VotableMatter post(long dynastyId, String actor, MatterKind kind, String title, long authorId,
                              Instant postedAt, String body) {
        Objects.requireNonNull(kind, "kind");
        String cleanTitle = title == null ? "" : title.strip();
        Instant at = postedAt == null ? clock.now() : postedAt;
        return log.perform(dynastyId, actor, "matter.post", "Posted " + kind.label() + " \"" + cleanTitle + "\"",
                changes -> {
                    // a matter entered after the fact is checked against the state of its time
                    MattersState state = at.isBefore(clock.now()) ? stateAt(dynastyId, at) : state(dynastyId);
                    CoreRulesEngine engine = engine(state.dynasty());
                    CoreRulesProfile profile = engine.profile();
                    Terms terms = state.dynasty().terms();
                    if (cleanTitle.isEmpty()) {
                        throw new Refusal("Votable Matters", "A Votable Matter needs a title.");
                    }
                    if (at.isAfter(clock.now())) {
                        throw new Refusal("Votable Matters", "A matter cannot be posted in the future ("
                                + WHEN.format(at) + ").");
                    }
                    Player author = activePlayer(state, authorId, "post a " + kind.label());
                    switch (kind) {
                        case PROPOSAL -> checkProposalLimits(state, engine, profile, terms, author, at);
                        case DOV -> checkDov(state, engine, profile, terms, author, at);
                        case CFJ -> {
                        }
                    }
                    for (CoreRulesAmendment a : amendments) {
                        Optional<Refusal> refused = a.refusePost(state, kind, author, at);
                        if (refused.isPresent()) {
                            throw refused.get();
                        }
                    }
                    return changes.insert(matters, VotableMatter.posted(matters.nextId(), dynastyId, kind, cleanTitle,
                            authorId, at, body));
                });
    }

    private void checkProposalLimits(MattersState state, CoreRulesEngine engine, CoreRulesProfile profile,
                                     Terms terms, Player author, Instant at) {
        List<String> hiatus = engine.hiatusReasons(state, at);
        if (!hiatus.isEmpty()) {
            throw new Refusal("Hiatus", "BlogNomic is on Hiatus (" + String.join(", ", hiatus)
                    + "): Proposals may not be submitted or Resolved.");
        }
        List<String> dormant = engine.dormancyReasons(state);
        if (!dormant.isEmpty()) {
            throw new Refusal("Dormancy", "BlogNomic is Dormant (" + String.join(", ", dormant)
                    + "): proposals may not be submitted.");
        }
        List<VotableMatter> own = state.matters().stream()
                .filter(m -> m.kind() == MatterKind.PROPOSAL && m.authorId() == author.id()).toList();
        long pending = own.stream().filter(VotableMatter::pending).count();
        if (pending >= profile.proposalLimits().maxPending()) {
            throw new Refusal("Proposals", author.name() + " already has " + pending + " Proposals pending: "
                    + terms.aPlayer() + " may submit a Proposal unless they already have "
                    + profile.proposalLimits().maxPending() + " Proposals pending.");
        }
        LocalDate day = at.atZone(ZoneOffset.UTC).toLocalDate();
        long today = own.stream().filter(m -> m.postedAt().atZone(ZoneOffset.UTC).toLocalDate().equals(day)).count();
        if (today >= profile.proposalLimits().maxPerDay()) {
            throw new Refusal("Proposals", author.name() + " has already made " + today + " Proposals on " + day
                    + " (UTC): " + terms.aPlayer() + " may not submit a Proposal after making "
                    + profile.proposalLimits().maxPerDay() + " Proposals that day.");
        }
    }

    private void checkDov(MattersState state, CoreRulesEngine engine, CoreRulesProfile profile, Terms terms,
                          Player author, Instant at) {
        Dynasty d = state.dynasty();
        if (d.emperorId() != null && d.emperorId() == author.id()) {
            throw new Refusal("Victory and Ascension", "Only " + terms.aPlayer() + " other than the "
                    + terms.emperor() + " may make a Declaration of Victory.");
        }
        if (profile.victory().noDovDuringInterregnum() && d.phase() == DynastyPhase.INTERREGNUM) {
            throw new Refusal("Dynasties", "During an Interregnum ... no DoVs may be made.");
        }
        if (dovCooldownWaived.test(d.id())) {
            return;
        }
        Duration cooldown = Duration.ofHours(profile.victory().failedDovCooldownHours());
        for (VotableMatter m : state.matters()) {
            if (m.kind() == MatterKind.DOV && m.authorId() == author.id() && m.status() == MatterStatus.FAILED
                    && m.resolvedAt() != null && at.isBefore(m.resolvedAt().plus(cooldown))) {
                CoreRulesProfile.CooldownCondition condition = profile.victory().cooldownCondition();
                if (condition.holds(engine.tally(state, m, m.resolvedAt()))) {
                    throw new Refusal("Victory and Ascension", "If a DoV is Failed and " + condition.words()
                            + ", the " + terms.player() + " who posted it cannot make another DoV until after "
                            + profile.victory().failedDovCooldownHours() + " hours have passed: \"" + m.title()
                            + "\" was Failed at " + WHEN.format(m.resolvedAt()) + "; " + author.name()
                            + " may make another DoV after " + WHEN.format(m.resolvedAt().plus(cooldown)) + ".");
                }
            }
        }
    }

    /** Corrects what the rules need to know about a matter that its text says. */
    public VotableMatter setFlags(long dynastyId, String actor, long matterId, boolean changesProtectedText,
                                  boolean specifiesChanges, boolean markedIllegal) {
        VotableMatter before = matter(dynastyId, matterId);
        return log.perform(dynastyId, actor, "matter.flags", "Updated the facts of \"" + before.title() + "\"",
                changes -> {
                    if (!before.pending()) {
                        throw new Refusal("Votable Matters", "\"" + before.title() + "\" is already resolved.");
                    }
                    return changes.update(matters, before,
                            before.withFlags(changesProtectedText, specifiesChanges, markedIllegal));
                });
    }

    // ---- voting -------------------------------------------------------------------------------

    /**
     * Records that {@code playerId} used {@code icon} in a comment at {@code castAt} (now if null): see
     * {@link Voting#vote}.
     */
    public Vote vote(long dynastyId, String actor, long matterId, long playerId, VoteIcon icon, Instant castAt) {
        return voting.vote(dynastyId, actor, matterId, playerId, icon, castAt);
    }

    /** Imports the votes read from a pasted comment thread as one action: see {@link Voting#importVotes}. */
    public List<Vote> importVotes(long dynastyId, String actor, long matterId, List<VoteThreadParser.ParsedVote> read) {
        return voting.importVotes(dynastyId, actor, matterId, read);
    }

    // ---- resolving ----------------------------------------------------------------------------

    /**
     * An Admin resolves a Pending matter, as the rules direct: "A votable matter may not be resolved
     * except as directed by the ruleset". The final tally is recorded with the Admin's name.
     * Enacting a DoV fails the other pending DoVs, makes its author the emperor and starts an
     * Interregnum.
     */
    public VotableMatter resolve(long dynastyId, String actor, long matterId, Resolution resolution, long adminId) {
        Objects.requireNonNull(resolution, "resolution");
        VotableMatter matter = matter(dynastyId, matterId);
        String verb = switch (resolution) {
            case ENACT -> "Enacted";
            case FAIL -> "Failed";
            case ILLEGAL -> "Marked Illegal";
        };
        return log.perform(dynastyId, actor, "matter.resolve", verb + " " + matter.kind().label() + " \""
                + matter.title() + "\"", changes -> {
                    MattersState state = state(dynastyId);
                    CoreRulesEngine engine = engine(state.dynasty());
                    Terms terms = state.dynasty().terms();
                    Instant now = clock.now();
                    if (!matter.pending()) {
                        throw new Refusal("Enacting and Failing", "\"" + matter.title() + "\" is already resolved ("
                                + matter.status() + ").");
                    }
                    Player admin = state.roster().byId(adminId).orElseThrow(() -> new Refusal("Enacting and Failing",
                            "Votable Matters are resolved by an Admin of this dynasty."));
                    if (!admin.admin()) {
                        throw new Refusal("Enacting and Failing", admin.name() + " is not an Admin: a votable matter "
                                + "is resolved by an admin.");
                    }
                    Verdict verdict = engine.verdict(state, matterId, now);
                    VotableMatter resolved = switch (resolution) {
                        case ENACT -> {
                            Optional<Refusal> held = enactHold.refusal(dynastyId, matter, admin.id());
                            if (held.isPresent()) {
                                throw held.get();
                            }
                            Verdict.RouteResult route = verdict.enactingRoute().orElseThrow(() -> new Refusal(
                                    "Enacting and Failing", "\"" + matter.title() + "\" may not be Enacted now: "
                                    + blockers(verdict.enactRoutes())));
                            yield matter.resolved(MatterStatus.ENACTED, now, admin.name(),
                                    "Enacted by " + admin.name() + ". " + verdict.tally().summary() + ". "
                                            + route.reasons() + ".");
                        }
                        case FAIL -> {
                            Verdict.RouteResult route = verdict.failingRoute().orElseThrow(() -> new Refusal(
                                    "Enacting and Failing", "\"" + matter.title() + "\" may not be Failed now: "
                                    + blockers(verdict.failRoutes())));
                            MatterStatus status = engine.profile().failedStatus(matter.kind(), verdict.tally().vetoed(),
                                    verdict.tally().withdrawn());
                            yield matter.resolved(status, now, admin.name(),
                                    "Failed by " + admin.name() + ". " + failureFact(engine, verdict)
                                            + verdict.tally().summary() + ". " + route.reasons() + ".");
                        }
                        case ILLEGAL -> {
                            if (!engine.profile().names().illegalStatus()) {
                                throw new Refusal("Enacting and Failing", "This era's matters are Pending, Enacted or "
                                        + "Failed: there is no Illegal status. Fail it instead.");
                            }
                            if (!matter.markedIllegal()) {
                                throw new Refusal("Official Posts", "Only a matter that is illegal under \"Official "
                                        + "Posts\" may be marked as Illegal; mark it illegal first.");
                            }
                            yield matter.resolved(MatterStatus.ILLEGAL, now, admin.name(),
                                    "Marked Illegal by " + admin.name() + ". " + verdict.tally().summary() + ".");
                        }
                    };
                    changes.update(matters, matter, resolved);
                    if (matter.kind() == MatterKind.DOV && resolution == Resolution.ENACT) {
                        enactVictory(changes, state, matter, now, admin, terms);
                    }
                    resolved(changes, state, resolved, verdict.tally(), now, false);
                    return resolved;
                });
    }

    /**
     * A matter resolved by another matter's effect, not by its own votes: an Enacted CfJ that says "this Proposal is
     * Enacted" or "Fail all Proposals which are pending" (2011: "Fail all Proposals which are pending at the time of
     * this Call for Judgement being posted"). Logged and undoable; the note names the matter whose effect it is.
     */
    public VotableMatter resolveByEffect(long dynastyId, String actor, long matterId, Resolution resolution,
                                         long byMatterId) {
        Objects.requireNonNull(resolution, "resolution");
        VotableMatter matter = matter(dynastyId, matterId);
        VotableMatter cause = matter(dynastyId, byMatterId);
        String verb = resolution == Resolution.ENACT ? "Enacted" : resolution == Resolution.FAIL ? "Failed"
                : "Marked Illegal";
        return log.perform(dynastyId, actor, "matter.resolve-by-effect", verb + " " + matter.kind().label() + " \""
                + matter.title() + "\" by the effect of \"" + cause.title() + "\"", changes -> {
                    MattersState state = state(dynastyId);
                    checkCause(matter, cause);
                    if (!matter.pending()) {
                        throw new Refusal("Votable Matters", "\"" + matter.title() + "\" is already resolved ("
                                + matter.status() + "): re-open it first.");
                    }
                    if (resolution == Resolution.ILLEGAL && !engine(state.dynasty()).profile().names().illegalStatus()) {
                        throw new Refusal("Votable Matters", "This era's matters have no Illegal status.");
                    }
                    MatterStatus status = switch (resolution) {
                        case ENACT -> MatterStatus.ENACTED;
                        case FAIL -> MatterStatus.FAILED;
                        case ILLEGAL -> MatterStatus.ILLEGAL;
                    };
                    Instant now = clock.now();
                    VotableMatter resolved = matter.resolved(status, now, actor, verb + " by the effect of "
                            + cause.kind().shortLabel() + " \"" + cause.title() + "\" (#" + cause.id() + ").");
                    changes.update(matters, matter, resolved);
                    if (matter.kind() == MatterKind.DOV && status == MatterStatus.ENACTED) {
                        Player author = state.roster().byId(matter.authorId()).orElseThrow();
                        enactVictory(changes, state, matter, now, author, state.dynasty().terms());
                    }
                    if (!resolutionListeners.isEmpty()) {
                        resolved(changes, state, resolved, engine(state.dynasty()).verdict(state, matterId, now).tally(),
                                now, true);
                    }
                    return resolved;
                });
    }

    /**
     * A resolved matter made Pending again by another matter's effect ("this CfJ corrects the Failing of Proposal X:
     * it is Pending"): its votes stay, its resolution is cleared. Logged and undoable. An Enacted DoV is not re-opened
     * this way (its Interregnum would have to be undone too).
     */
    public VotableMatter reopenByEffect(long dynastyId, String actor, long matterId, long byMatterId) {
        VotableMatter matter = matter(dynastyId, matterId);
        VotableMatter cause = matter(dynastyId, byMatterId);
        return log.perform(dynastyId, actor, "matter.reopen", "Re-opened " + matter.kind().label() + " \""
                + matter.title() + "\" by the effect of \"" + cause.title() + "\"", changes -> {
                    checkCause(matter, cause);
                    if (matter.pending()) {
                        throw new Refusal("Votable Matters", "\"" + matter.title() + "\" is already Pending.");
                    }
                    if (matter.kind() == MatterKind.DOV && matter.status() == MatterStatus.ENACTED) {
                        throw new Refusal("Votable Matters", "An Enacted DoV began an Interregnum: it cannot simply be "
                                + "re-opened.");
                    }
                    return changes.update(matters, matter, matter.unresolved());
                });
    }

    private static void checkCause(VotableMatter matter, VotableMatter cause) {
        if (cause.id() == matter.id()) {
            throw new Refusal("Votable Matters", "A matter cannot resolve itself by its own effect.");
        }
        if (cause.status() != MatterStatus.ENACTED) {
            throw new Refusal("Votable Matters", "\"" + cause.title() + "\" is " + cause.status()
                    + ": only an Enacted matter has an effect.");
        }
    }

    private String failureFact(CoreRulesEngine engine, Verdict verdict) {
        if (verdict.tally().vetoed()) {
            return engine.profile().names().vetoed() + ". ";
        }
        if (verdict.tally().withdrawn()) {
            return engine.profile().names().withdrawn() + ". ";
        }
        return "";
    }

    /**
     * "When a DoV is Enacted, all other pending DoVs are Failed, the Operator who posted the DoV
     * becomes Announcer, and the game enters an Interregnum."
     */
    private void enactVictory(Changes changes, MattersState state, VotableMatter dov, Instant now, Player admin,
                              Terms terms) {
        for (VotableMatter other : state.matters()) {
            if (other.kind() == MatterKind.DOV && other.pending() && other.id() != dov.id()) {
                changes.update(matters, other, other.resolved(MatterStatus.FAILED, now, admin.name(),
                        "Failed by " + admin.name() + ": \"" + dov.title() + "\" was Enacted, and all other pending "
                                + "DoVs are Failed."));
            }
        }
        Dynasty d = state.dynasty();
        changes.update(dynasties, d, d.enteringInterregnum(dov.authorId()));
    }

    private static String blockers(List<Verdict.RouteResult> routes) {
        return routes.stream().map(Verdict.RouteResult::blockers).reduce((a, b) -> a + "; or " + b)
                .orElse("no rule allows it");
    }

    // ---- ascension (Ascension) ------------------------------------------------------------------

    /** Passes the Mantle to a player during an Interregnum: see {@link Ascension#passMantle}. */
    public Dynasty passMantle(long dynastyId, String actor, long newEmperorId) {
        return ascension.passMantle(dynastyId, actor, newEmperorId);
    }

    /** The Ascension Address, which starts the new dynasty: see {@link Ascension#ascensionAddress}. */
    public Dynasty ascensionAddress(long dynastyId, String actor, String newName, int rulesetNumber, Terms newTerms,
                                    List<String> keptRules, String profileId) {
        return ascension.ascensionAddress(dynastyId, actor, newName, rulesetNumber, newTerms, keptRules, profileId);
    }

    // ---- profiles (ProfileService) -----------------------------------------------------------

    public List<StoredProfile> profiles() {
        return profileService.profiles();
    }

    /** The profiles {@code dynastyId} may judge its votes by: the shipped ones, shared read-only, and its own. */
    public List<StoredProfile> profiles(long dynastyId) {
        return profileService.profiles(dynastyId);
    }

    String ownCopy(Changes changes, String profileId, long newDynastyId) {
        return profileService.ownCopy(changes, profileId, newDynastyId);
    }

    /** {@code wanted} if no profile has it, else the first of "-2", "-3"… after it that is free. */
    public String freeProfileId(String wanted) {
        return profileService.freeProfileId(wanted);
    }

    /** Copies a profile under a new id and name, for the emperor to edit: the copy is this dynasty's own. */
    public StoredProfile cloneProfile(long dynastyId, String actor, String sourceId, String newId, String newName) {
        return profileService.cloneProfile(dynastyId, actor, sourceId, newId, newName);
    }

    /** Replaces this dynasty's own profile with edited JSON; a mistake is reported and nothing changes. */
    public StoredProfile updateProfile(long dynastyId, String actor, String profileId, String json) {
        return profileService.updateProfile(dynastyId, actor, profileId, json);
    }

    /** Judges the dynasty's votes by another profile (a shipped one, or its own) from now on. */
    public Dynasty useProfile(long dynastyId, String actor, String profileId) {
        return profileService.useProfile(dynastyId, actor, profileId);
    }
    /** Bulk-loading matters and votes (a demo, a migration) as one action that cannot be undone. */
    public interface Seeding {
        VotableMatter post(MatterKind kind, String title, long authorId, Instant postedAt, String body);

        void vote(VotableMatter matter, long playerId, VoteIcon icon, Instant castAt);

        void resolve(VotableMatter matter, MatterStatus status, Instant at, String admin, String note);
    }

    public void seed(long dynastyId, String actor, String summary, Consumer<Seeding> body) {
        log.performFinal(dynastyId, actor, "matter.seed", summary, changes -> {
            body.accept(new Seeding() {
                @Override
                public VotableMatter post(MatterKind kind, String title, long authorId, Instant postedAt, String text) {
                    return changes.insert(matters, VotableMatter.posted(matters.nextId(), dynastyId, kind, title,
                            authorId, postedAt, text));
                }

                @Override
                public void vote(VotableMatter matter, long playerId, VoteIcon icon, Instant castAt) {
                    changes.insert(votes, new Vote(votes.nextId(), matter.id(), playerId, icon, castAt));
                }

                @Override
                public void resolve(VotableMatter matter, MatterStatus status, Instant at, String admin, String note) {
                    VotableMatter before = matters.find(Long.toString(matter.id())).orElseThrow();
                    changes.update(matters, before, before.resolved(status, at, admin, note));
                }
            });
            return null;
        });
    }

    // ---- helpers ------------------------------------------------------------------------------

    private Dynasty dynasty(long dynastyId) {
        return transactor.inTransaction(() -> dynasties.find(Long.toString(dynastyId)))
                .orElseThrow(() -> new Refusal("Dynasties", "There is no dynasty #" + dynastyId + "."));
    }

    public VotableMatter matter(long dynastyId, long matterId) {
        return transactor.inTransaction(() -> matters.find(Long.toString(matterId)))
                .filter(m -> m.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal("Votable Matters", "There is no Votable Matter #" + matterId
                        + " in this dynasty."));
    }

    private static Player activePlayer(MattersState state, long playerId, String what) {
        Terms terms = state.dynasty().terms();
        Player p = state.roster().byId(playerId).orElseThrow(() -> new Refusal(terms.players(),
                "Only " + terms.aPlayer() + " of this dynasty may " + what + "."));
        if (p.idle()) {
            throw new Refusal("Idle " + terms.players(), p.name() + " is Idle, and Idle " + terms.players()
                    + " are not counted as " + terms.players() + ": they may not " + what + ".");
        }
        return p;
    }

    /** Whether the dynasty bars unidling now (Ruleset 217: "no Idle District may be made unidle" while a DoV is pending). */
    public Optional<String> unidlingBarred(long dynastyId) {
        MattersState state = pendingState(dynastyId);
        CoreRulesProfile profile = profileOf(state.dynasty());
        boolean dovPending = state.matters().stream().anyMatch(m -> m.kind() == MatterKind.DOV && m.pending());
        if (profile.victory().noUnidlingWhileDovPending() && dovPending) {
            return Optional.of("If there is at least one pending DoV, ... no Idle " + state.dynasty().terms().player()
                    + " may be made unidle.");
        }
        return Optional.empty();
    }
}
