package org.dynast.model.roster;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.DynastyService;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Transactor;
import org.dynast.model.time.GameClock;

/**
 * The roster's game actions (core rules "Operators", "Idle Operators", "Mentors" and their
 * equivalents in every era). Each one validates first, then applies and logs in one transaction; a
 * refusal says which rule refuses it, in the dynasty's own terms.
 */
public final class RosterService {

    /** How a moment is written in a refusal, as every other screen writes it. */
    private static final DateTimeFormatter WHEN = DateTimeFormatter
            .ofPattern("yyyy-MM-dd HH:mm 'UTC'").withZone(ZoneOffset.UTC);

    /** "...asked to become (or rendered themselves) Idle within the past 96 hours (4 days)". */
    public static final Duration UNIDLE_BAR = Duration.ofHours(96);

    private final Transactor transactor;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final PlayerAliasRepository aliases;
    private final DynastyService dynasties;
    private final ActionLog log;
    private final GameClock clock;
    private LongFunction<Optional<String>> unidleBar = dynastyId -> Optional.empty();
    private LongFunction<Duration> unidleBarLength = dynastyId -> UNIDLE_BAR;

    public RosterService(Transactor transactor, PlayerRepository players, MentorshipRepository mentorships,
                         PlayerAliasRepository aliases, DynastyService dynasties, ActionLog log, GameClock clock) {
        this.transactor = transactor;
        this.players = players;
        this.mentorships = mentorships;
        this.aliases = aliases;
        this.dynasties = dynasties;
        this.log = log;
        this.clock = clock;
    }

    /**
     * Another rule that may bar unidling for a while (Ruleset 217: "If there is at least one pending
     * DoV, ... no Idle District may be made unidle"); it answers the refusal's words, or empty.
     */
    public void setUnidleBar(LongFunction<Optional<String>> bar) {
        this.unidleBar = bar;
    }

    /** How long a player who chose to go Idle must wait to be Unidled, by the dynasty's core rules (96 hours today). */
    public void setUnidleBarLength(LongFunction<Duration> length) {
        this.unidleBarLength = Objects.requireNonNull(length);
    }

    public Roster roster(long dynastyId) {
        return transactor.inTransaction(() ->
                new Roster(players.findByDynasty(dynastyId), mentorships.findByDynasty(dynastyId)));
    }

    /** An Admin adds a new player to the roster ("an Admin shall add them to the roster in the sidebar"). */
    public Player addPlayer(long dynastyId, String actor, String name, boolean admin, LocalDate joinedOn) {
        Terms terms = terms(dynastyId);
        String clean = name == null ? "" : name.strip();
        return log.perform(dynastyId, actor, "roster.add", "Added " + terms.player() + " " + clean, changes -> {
            checkName(dynastyId, terms, clean, null);
            Player player = Player.joining(players.nextId(), dynastyId, clean, admin,
                    Objects.requireNonNullElse(joinedOn, clock.today()));
            return changes.insert(players, player);
        });
    }

    /**
     * "An Operator may only change their name as a result of a Proposal approving the change." The former name becomes a
     * known alias of the player in the same action (a thread from before the rename still counts as theirs), and an
     * alias that is the new name is dropped.
     */
    public Player renameByProposal(long dynastyId, String actor, long playerId, String newName, String proposal) {
        Terms terms = terms(dynastyId);
        Player before = player(dynastyId, playerId);
        String clean = newName == null ? "" : newName.strip();
        String cause = proposal == null ? "" : proposal.strip();
        return log.perform(dynastyId, actor, "roster.rename",
                "Renamed " + before.name() + " to " + clean + " by " + cause, changes -> {
                    if (cause.isEmpty()) {
                        throw new Refusal(terms.players(), terms.APlayer()
                                + " may only change their name as a result of a Proposal approving the change: "
                                + "name the Proposal.");
                    }
                    if (clean.equals(before.name())) {
                        throw new Refusal(terms.players(), before.name() + " already has that name.");
                    }
                    checkName(dynastyId, terms, clean, playerId);
                    Player after = changes.update(players, before, before.renamed(clean));
                    List<PlayerAlias> known = aliases.findByDynasty(dynastyId);
                    known.stream().filter(a -> a.playerId() == playerId
                            && PlayerAlias.key(a.alias()).equals(PlayerAlias.key(clean)))
                            .forEach(a -> changes.delete(aliases, a));
                    boolean formerKnown = known.stream().anyMatch(a -> PlayerAlias.key(a.alias())
                            .equals(PlayerAlias.key(before.name())));
                    if (!formerKnown && !PlayerAlias.key(before.name()).equals(PlayerAlias.key(clean))) {
                        changes.insert(aliases, new PlayerAlias(aliases.nextId(), dynastyId, playerId, before.name()));
                    }
                    return after;
                });
    }

    public Player setAdmin(long dynastyId, String actor, long playerId, boolean admin) {
        Player before = player(dynastyId, playerId);
        if (before.admin() == admin) {
            return before;
        }
        String summary = (admin ? "Made " : "Removed ") + before.name() + (admin ? " an Admin" : " as Admin");
        return log.perform(dynastyId, actor, "roster.admin", summary,
                changes -> changes.update(players, before, before.withAdmin(admin)));
    }

    public Player setJoinedOn(long dynastyId, String actor, long playerId, LocalDate joinedOn) {
        Player before = player(dynastyId, playerId);
        Objects.requireNonNull(joinedOn, "joinedOn");
        if (before.joinedOn().equals(joinedOn)) {
            return before;
        }
        return log.perform(dynastyId, actor, "roster.joined", "Set " + before.name() + "'s join date to " + joinedOn,
                changes -> changes.update(players, before, before.withJoinedOn(joinedOn)));
    }

    /** Rule "Idle Operators": an Admin renders a player Idle. */
    public Player idle(long dynastyId, String actor, long playerId, IdleReason reason) {
        return idle(dynastyId, actor, playerId, reason, null);
    }

    /**
     * As {@link #idle(long, String, long, IdleReason)}, the player having become Idle at {@code at} (now if null): a
     * past moment, no earlier than they joined or last came back, so that Quorum then is right.
     */
    public Player idle(long dynastyId, String actor, long playerId, IdleReason reason, Instant at) {
        Terms terms = terms(dynastyId);
        Player before = player(dynastyId, playerId);
        Objects.requireNonNull(reason, "reason");
        Roster roster = roster(dynastyId);
        int quorumAfter = Roster.quorumOf(roster.active().size() - 1L);
        return log.perform(dynastyId, actor, "roster.idle",
                "Rendered " + before.name() + " Idle (" + reason.label() + "); Quorum " + roster.quorum() + " → "
                        + quorumAfter,
                changes -> {
                    if (before.idle()) {
                        throw new Refusal("Idle " + terms.players(), before.name() + " is already Idle.");
                    }
                    Instant when = at == null ? clock.now() : at;
                    checkPast(before, when, before.lastUnidled(), "came back", terms);
                    return changes.update(players, before, before.idled(when, reason));
                });
    }

    /**
     * Rule "Idle Operators": "An Admin may Unidle an Operator if that Operator is Idle [...] unless
     * the Operator who would be Unidled asked to become (or rendered themselves) Idle within the past
     * 96 hours (4 days), and within the current Dynasty."
     */
    public Player unidle(long dynastyId, String actor, long playerId) {
        return unidle(dynastyId, actor, playerId, null);
    }

    /** As {@link #unidle(long, String, long)}, the player having come back at {@code at} (now if null). */
    public Player unidle(long dynastyId, String actor, long playerId, Instant at) {
        Terms terms = terms(dynastyId);
        Player before = player(dynastyId, playerId);
        Roster roster = roster(dynastyId);
        int quorumAfter = Roster.quorumOf(roster.active().size() + 1L);
        return log.perform(dynastyId, actor, "roster.unidle",
                "Unidled " + before.name() + "; Quorum " + roster.quorum() + " → " + quorumAfter, changes -> {
                    if (!before.idle()) {
                        throw new Refusal("Idle " + terms.players(), before.name() + " is not Idle.");
                    }
                    unidleBar.apply(dynastyId).ifPresent(why -> {
                        throw new Refusal("Victory and Ascension", why);
                    });
                    Instant now = at == null ? clock.now() : at;
                    checkPast(before, now, before.idleSince(), "became Idle", terms);
                    Duration since = Duration.between(before.idleSince(), now);
                    Duration bar = unidleBarLength.apply(dynastyId);
                    if (before.idleReason().ownChoice() && since.compareTo(bar) < 0) {
                        throw new Refusal("Idle " + terms.players(), before.name() + " " + before.idleReason().label()
                                + " " + since.toHours() + " hours ago: an Idle " + terms.player()
                                + " cannot be Unidled within the past " + bar.toHours() + " hours (" + days(bar)
                                + ") of asking to become (or rendering themselves) Idle. Possible from "
                                + WHEN.format(before.idleSince().plus(bar)) + ".");
                    }
                    return changes.update(players, before, before.unidled(now));
                });
    }

    private static String days(Duration d) {
        long h = d.toHours();
        return h % 24 == 0 ? h / 24 + (h == 24 ? " day" : " days") : h + " hours";
    }

    /** A moment an idling or unidling is dated at: not in the future, not before the player joined or {@code after}. */
    private void checkPast(Player p, Instant when, Instant after, String what, Terms terms) {
        if (when.isAfter(clock.now())) {
            throw new Refusal("Idle " + terms.players(), "That is in the future (" + when + ").");
        }
        if (when.isBefore(p.joinedOn().atStartOfDay(ZoneOffset.UTC).toInstant())) {
            throw new Refusal("Idle " + terms.players(), p.name() + " joined on " + p.joinedOn() + ", after " + when
                    + ".");
        }
        if (after != null && when.isBefore(after)) {
            throw new Refusal("Idle " + terms.players(), p.name() + " last " + what + " at " + after + ", after "
                    + when + ".");
        }
    }

    /** Rule "Mentors": "Operators who are willing to act as a Mentor [...] are said to be “Tenured”." */
    public Player setTenured(long dynastyId, String actor, long playerId, boolean tenured) {
        Player before = player(dynastyId, playerId);
        if (before.tenured() == tenured) {
            return before;
        }
        String summary = (tenured ? "Listed " : "Unlisted ") + before.name() + " as Tenured";
        return log.perform(dynastyId, actor, "roster.tenured", summary,
                changes -> changes.update(players, before, before.withTenured(tenured)));
    }

    /**
     * Rule "Mentors": "If an unmentored Operator requests a Mentor, or a new Operator has joined the
     * game and has no Mentor, the Announcer should select a Tenured Operator [...] if they accept,
     * then such a Mentorship is established."
     */
    public Mentorship startMentorship(long dynastyId, String actor, long mentorId, long menteeId, LocalDate startedOn) {
        Terms terms = terms(dynastyId);
        Player mentor = player(dynastyId, mentorId);
        Player mentee = player(dynastyId, menteeId);
        return log.perform(dynastyId, actor, "roster.mentorship.start",
                "Established the Mentorship of " + mentee.name() + " by " + mentor.name(), changes -> {
                    if (mentorId == menteeId) {
                        throw new Refusal("Mentors", terms.APlayer()
                                + " may have another " + terms.player() + " as a Mentor, not themselves.");
                    }
                    if (!mentor.tenured()) {
                        throw new Refusal("Mentors", mentor.name() + " is not Tenured: a Mentor is selected from the "
                                + "Tenured " + terms.players() + ".");
                    }
                    Roster roster = roster(dynastyId);
                    roster.mentorshipOfMentee(menteeId).ifPresent(existing -> {
                        throw new Refusal("Mentors", mentee.name() + " already has " + roster.nameOf(existing.mentorId())
                                + " as a Mentor.");
                    });
                    Mentorship mentorship = new Mentorship(mentorships.nextId(), dynastyId, mentorId, menteeId,
                            Objects.requireNonNullElse(startedOn, clock.today()), null);
                    return changes.insert(mentorships, mentorship);
                });
    }

    /** Rule "Mentors": "An Operator may dissolve a Mentorship they are part of at any time". */
    public Mentorship dissolveMentorship(long dynastyId, String actor, long mentorshipId) {
        Roster roster = roster(dynastyId);
        Mentorship before = roster.mentorships().stream().filter(m -> m.id() == mentorshipId).findFirst()
                .orElseThrow(() -> new Refusal("Mentors", "There is no such Mentorship."));
        return log.perform(dynastyId, actor, "roster.mentorship.dissolve",
                "Dissolved the Mentorship of " + roster.nameOf(before.menteeId()) + " by "
                        + roster.nameOf(before.mentorId()), changes -> {
                    if (!before.active()) {
                        throw new Refusal("Mentors", "That Mentorship was dissolved on " + before.endedOn() + ".");
                    }
                    return changes.update(mentorships, before, before.dissolved(clock.today()));
                });
    }

    /** The dynasty's known aliases (a player's former names on the blog), in the order they were recorded. */
    public List<PlayerAlias> aliasList(long dynastyId) {
        return transactor.inTransaction(() -> aliases.findByDynasty(dynastyId));
    }

    /**
     * The dynasty's known aliases as a thread's names are matched: each alias to its player's current name. Another
     * dynasty's aliases mean nothing here.
     */
    public Map<String, String> aliases(long dynastyId) {
        return transactor.inTransaction(() -> {
            Map<Long, String> names = new HashMap<>();
            players.findByDynasty(dynastyId).forEach(p -> names.put(p.id(), p.name()));
            Map<String, String> out = new LinkedHashMap<>();
            aliases.findByDynasty(dynastyId).stream().filter(a -> names.containsKey(a.playerId()))
                    .forEach(a -> out.put(a.alias(), names.get(a.playerId())));
            return out;
        });
    }

    /**
     * Records {@code alias} as a known alias of a player: a name they went by before, which a comment thread may still
     * show, so that such a comment counts as theirs. Refused for a name of a player of this dynasty, or an alias
     * already known (names compared ignoring case, spaces and apostrophes).
     */
    public PlayerAlias addAlias(long dynastyId, String actor, long playerId, String alias) {
        Terms terms = terms(dynastyId);
        Player player = player(dynastyId, playerId);
        String clean = alias == null ? "" : alias.strip().replaceAll("\\s+", " ");
        return log.perform(dynastyId, actor, "roster.alias.add",
                "Recorded " + clean + " as an alias of " + player.name(), changes -> {
                    if (clean.isEmpty()) {
                        throw new Refusal("Aliases", "An alias is needed: the name " + player.name()
                                + " went by before.");
                    }
                    if (clean.length() > PlayerAlias.MAX_LENGTH || clean.codePoints().anyMatch(Character::isISOControl)) {
                        throw new Refusal("Aliases", "An alias is one line of at most " + PlayerAlias.MAX_LENGTH
                                + " characters.");
                    }
                    String key = PlayerAlias.key(clean);
                    if (key.isEmpty()) {
                        throw new Refusal("Aliases", "\"" + clean + "\" is no name.");
                    }
                    players.findByDynasty(dynastyId).stream().filter(p -> PlayerAlias.key(p.name()).equals(key))
                            .findFirst().ifPresent(p -> {
                                throw new Refusal("Aliases", p.name() + " is " + terms.aPlayer()
                                        + " of this dynasty: a comment by that name already counts as theirs.");
                            });
                    Map<Long, String> names = new HashMap<>();
                    players.findByDynasty(dynastyId).forEach(p -> names.put(p.id(), p.name()));
                    aliases.findByDynasty(dynastyId).stream().filter(a -> PlayerAlias.key(a.alias()).equals(key))
                            .findFirst().ifPresent(a -> {
                                throw new Refusal("Aliases", a.alias() + " is already known as an alias of "
                                        + names.getOrDefault(a.playerId(), "#" + a.playerId()) + ".");
                            });
                    return changes.insert(aliases, new PlayerAlias(aliases.nextId(), dynastyId, playerId, clean));
                });
    }

    /** Forgets a known alias. */
    public PlayerAlias removeAlias(long dynastyId, String actor, long aliasId) {
        PlayerAlias before = aliasList(dynastyId).stream().filter(a -> a.id() == aliasId).findFirst()
                .orElseThrow(() -> new Refusal("Aliases", "There is no such alias in this dynasty."));
        String owner = transactor.inTransaction(() -> players.find(Long.toString(before.playerId())))
                .map(Player::name).orElse("#" + before.playerId());
        return log.perform(dynastyId, actor, "roster.alias.remove",
                "Forgot " + before.alias() + " as an alias of " + owner, changes -> {
                    changes.delete(aliases, before);
                    return before;
                });
    }

    /** Bulk-loading a roster (a demo, a migration from a wiki page) as one action that cannot be undone. */
    public interface Seeding {
        long nextPlayerId();

        long nextMentorshipId();

        void add(Player player);

        void add(Mentorship mentorship);
    }

    public void seed(long dynastyId, String actor, String summary, Consumer<Seeding> body) {
        log.performFinal(dynastyId, actor, "roster.seed", summary, changes -> {
            body.accept(new Seeding() {
                @Override
                public long nextPlayerId() {
                    return players.nextId();
                }

                @Override
                public long nextMentorshipId() {
                    return mentorships.nextId();
                }

                @Override
                public void add(Player player) {
                    changes.insert(players, player);
                }

                @Override
                public void add(Mentorship mentorship) {
                    changes.insert(mentorships, mentorship);
                }
            });
            return null;
        });
    }

    /**
     * A dynasty module's own rule on players' names (e.g. a name its gamestate already gives a non-player):
     * the refusal for a name in that dynasty, if any.
     */
    @FunctionalInterface
    public interface NameRule {
        Optional<Refusal> problem(long dynastyId, String name);
    }

    private final List<NameRule> nameRules = new CopyOnWriteArrayList<>();

    /** Adds a module's rule on names, checked when a player is added or renamed. */
    public void addNameRule(NameRule rule) {
        nameRules.add(rule);
    }

    private void checkName(long dynastyId, Terms terms, String name, Long exceptId) {
        PlayerName.problem(name).ifPresent(problem -> {
            throw new Refusal("Names", problem);
        });
        for (NameRule rule : nameRules) {
            rule.problem(dynastyId, name).ifPresent(refusal -> {
                throw refusal;
            });
        }
        players.findByDynasty(dynastyId).stream()
                .filter(p -> p.name().equalsIgnoreCase(name) && (exceptId == null || p.id() != exceptId))
                .findFirst()
                .ifPresent(p -> {
                    throw new Refusal(terms.players(), "There is already " + terms.aPlayer() + " named " + p.name()
                            + ".");
                });
    }

    private Player player(long dynastyId, long playerId) {
        return transactor.inTransaction(() -> players.find(Long.toString(playerId)))
                .filter(p -> p.dynastyId() == dynastyId)
                .orElseThrow(() -> new Refusal(terms(dynastyId).players(),
                        "No " + terms(dynastyId).player() + " #" + playerId + " in this dynasty."));
    }

    private Terms terms(long dynastyId) {
        return dynasties.get(dynastyId).terms();
    }
}
