package org.dynast.model.roster;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongFunction;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Transactor;
import org.dynast.model.time.GameClock;

/**
 * The mentor's side of rule "Mentors": the checklist of "Things that a mentor must do" (each tick a logged, undoable
 * action), the walkthroughs a player finished, and each Mentorship's progress. How long a player may stay silent
 * before going Idle comes from the dynasty's core-rules profile, and each player's last post from the Votable
 * Matters (both given by the store, so the roster names neither).
 */
public final class MentoringService {

    /** How close to the idling limit the nudge warning starts: two days before it (see docs/rulings.md). */
    public static final Duration NUDGE_AHEAD = Duration.ofHours(48);

    private final Transactor transactor;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final DutyTickRepository ticks;
    private final WalkthroughDoneRepository walkthroughs;
    private final DynastyService dynasties;
    private final ActionLog log;
    private final GameClock clock;
    private final LongFunction<Duration> idleAfterSilence;
    private final LongFunction<Map<Long, Instant>> lastPosts;

    /**
     * @param idleAfterSilence the era's silence before a player may be rendered Idle (the dynasty's core-rules
     *     profile)
     * @param lastPosts each player's last entry or comment, by player id
     */
    public MentoringService(Transactor transactor, PlayerRepository players, MentorshipRepository mentorships,
                            DutyTickRepository ticks, WalkthroughDoneRepository walkthroughs, DynastyService dynasties,
                            ActionLog log, GameClock clock, LongFunction<Duration> idleAfterSilence,
                            LongFunction<Map<Long, Instant>> lastPosts) {
        this.idleAfterSilence = Objects.requireNonNull(idleAfterSilence);
        this.lastPosts = Objects.requireNonNull(lastPosts);
        this.transactor = transactor;
        this.players = players;
        this.mentorships = mentorships;
        this.ticks = ticks;
        this.walkthroughs = walkthroughs;
        this.dynasties = dynasties;
        this.log = log;
        this.clock = clock;
    }

    /** Every Mentorship of the dynasty with its progress, active ones first. */
    public List<MentorshipProgress> progress(long dynastyId) {
        Dynasty dynasty = dynasties.get(dynastyId);
        Duration limit = idleAfterSilence.apply(dynastyId);
        Map<Long, Instant> posts = lastPosts.apply(dynastyId);
        return transactor.inTransaction(() -> {
            Roster roster = new Roster(players.findByDynasty(dynastyId), mentorships.findByDynasty(dynastyId));
            List<DutyTick> allTicks = ticks.findByDynasty(dynastyId);
            List<WalkthroughDone> done = walkthroughs.findByDynasty(dynastyId);
            LocalDate today = clock.today();
            List<MentorshipProgress> list = new ArrayList<>();
            for (Mentorship m : roster.mentorships()) {
                Map<MentorDuty, LocalDate> ticked = new EnumMap<>(MentorDuty.class);
                allTicks.stream().filter(t -> t.mentorshipId() == m.id()).forEach(t -> ticked.put(t.duty(), t.doneOn()));
                Optional<LocalDate> ascension = dynasty.startedOn().isAfter(m.startedOn())
                        ? Optional.of(dynasty.startedOn()) : Optional.empty();
                Optional<MentorshipProgress.Nudge> nudge = m.active()
                        ? roster.byId(m.menteeId()).flatMap(p -> nudge(p, posts.get(p.id()), limit))
                        : Optional.empty();
                list.add(new MentorshipProgress(m, roster.nameOf(m.mentorId()), roster.nameOf(m.menteeId()),
                        done.stream().filter(w -> w.playerId() == m.menteeId()).toList(), ticked, today, ascension,
                        nudge));
            }
            list.sort((a, b) -> Boolean.compare(b.mentorship().active(), a.mentorship().active()));
            return list;
        });
    }

    /**
     * Rule "Idle Operators": "An Admin may render an Operator Idle if ... that Operator has not posted an entry or
     * comment in the past 168 Hours (7 days)". The silence runs from the player's last post, or from when they joined
     * or last came back if that is later; the warning starts {@link #NUDGE_AHEAD} before the limit.
     */
    Optional<MentorshipProgress.Nudge> nudge(Player mentee, Instant lastPost, Duration limit) {
        if (mentee.idle()) {
            return Optional.empty();
        }
        Instant since = mentee.joinedOn().atStartOfDay(ZoneOffset.UTC).toInstant();
        if (mentee.lastUnidled() != null && mentee.lastUnidled().isAfter(since)) {
            since = mentee.lastUnidled();
        }
        if (lastPost != null && lastPost.isAfter(since)) {
            since = lastPost;
        }
        Instant now = clock.now();
        Duration silence = Duration.between(since, now);
        Duration ahead = NUDGE_AHEAD.compareTo(limit) < 0 ? NUDGE_AHEAD : limit.dividedBy(2);
        if (silence.compareTo(limit.minus(ahead)) < 0) {
            return Optional.empty();
        }
        return Optional.of(new MentorshipProgress.Nudge(lastPost, silence, limit, since.plus(limit)));
    }

    /** The mentor did one duty of the "must do" list on {@code doneOn} (today if null). */
    public DutyTick tick(long dynastyId, String actor, long mentorshipId, MentorDuty duty, LocalDate doneOn) {
        Objects.requireNonNull(duty, "duty");
        Mentorship m = mentorship(dynastyId, mentorshipId);
        Roster roster = roster(dynastyId);
        LocalDate on = doneOn == null ? clock.today() : doneOn;
        return log.perform(dynastyId, actor, "roster.mentor.tick", roster.nameOf(m.mentorId()) + " (mentor of "
                + roster.nameOf(m.menteeId()) + "): " + duty.label() + " on " + on, changes -> {
                    if (ticked(dynastyId, mentorshipId, duty).isPresent()) {
                        throw new Refusal("Mentors", duty.label() + " is already ticked.");
                    }
                    if (on.isBefore(m.startedOn())) {
                        throw new Refusal("Mentors", "The Mentorship began on " + m.startedOn() + ", after " + on
                                + ".");
                    }
                    if (on.isAfter(clock.today())) {
                        throw new Refusal("Mentors", on + " is in the future.");
                    }
                    return changes.insert(ticks, new DutyTick(ticks.nextId(), dynastyId, mentorshipId, duty, on));
                });
    }

    /** Takes a tick back (it was ticked by mistake). */
    public void untick(long dynastyId, String actor, long mentorshipId, MentorDuty duty) {
        Mentorship m = mentorship(dynastyId, mentorshipId);
        Roster roster = roster(dynastyId);
        DutyTick before = ticked(dynastyId, mentorshipId, duty)
                .orElseThrow(() -> new Refusal("Mentors", duty.label() + " is not ticked."));
        log.perform(dynastyId, actor, "roster.mentor.untick", roster.nameOf(m.mentorId()) + " (mentor of "
                + roster.nameOf(m.menteeId()) + "): took back " + duty.label(), changes -> {
                    changes.delete(ticks, before);
                    return null;
                });
    }

    /** A player finished a walkthrough now. */
    public WalkthroughDone recordWalkthrough(long dynastyId, String actor, long playerId, String walkthroughId,
                                            String title) {
        Player player = transactor.inTransaction(() -> players.find(Long.toString(playerId)))
                .filter(p -> p.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal("Mentors", "No " + dynasties.get(dynastyId).terms().player() + " #"
                        + playerId + " in this dynasty."));
        String id = walkthroughId == null ? "" : walkthroughId.strip();
        String name = title == null || title.isBlank() ? id : title.strip();
        return log.perform(dynastyId, actor, "roster.walkthrough", player.name() + " finished the walkthrough “"
                + name + "”", changes -> {
                    if (id.isEmpty()) {
                        throw new Refusal("Mentors", "Which walkthrough? It has no id.");
                    }
                    return changes.insert(walkthroughs, new WalkthroughDone(walkthroughs.nextId(), dynastyId,
                            playerId, id, name, clock.now()));
                });
    }

    private Optional<DutyTick> ticked(long dynastyId, long mentorshipId, MentorDuty duty) {
        return transactor.inTransaction(() -> ticks.findByDynasty(dynastyId)).stream()
                .filter(t -> t.mentorshipId() == mentorshipId && t.duty() == duty).findFirst();
    }

    private Mentorship mentorship(long dynastyId, long mentorshipId) {
        return transactor.inTransaction(() -> mentorships.findByDynasty(dynastyId)).stream()
                .filter(m -> m.id() == mentorshipId).findFirst()
                .orElseThrow(() -> new Refusal("Mentors", "There is no such Mentorship."));
    }

    private Roster roster(long dynastyId) {
        return transactor.inTransaction(() -> new Roster(players.findByDynasty(dynastyId),
                mentorships.findByDynasty(dynastyId)));
    }
}
