package org.dynast.model.matters;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntFunction;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.DynastyRepository;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.ActionLog;
import org.dynast.model.log.Transactor;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.MentorshipRepository;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;
import org.dynast.model.time.GameClock;

/** Victory and Ascension after a DoV is Enacted: passing the Mantle and the Ascension Address ({@link MattersService}'s). */
final class Ascension {

    private final MattersService matters;
    private final Transactor transactor;
    private final DynastyRepository dynasties;
    private final PlayerRepository players;
    private final MentorshipRepository mentorships;
    private final ActionLog log;
    private final GameClock clock;
    /** The modules a dynasty of a ruleset runs by default (the installed modules that serve it). */
    private final IntFunction<List<String>> defaultModules;

    Ascension(MattersService matters, Transactor transactor, DynastyRepository dynasties, PlayerRepository players,
              MentorshipRepository mentorships, ActionLog log, GameClock clock,
              IntFunction<List<String>> defaultModules) {
        this.defaultModules = defaultModules;
        this.matters = matters;
        this.transactor = transactor;
        this.dynasties = dynasties;
        this.players = players;
        this.mentorships = mentorships;
        this.log = log;
        this.clock = clock;
    }


    /**
     * "If the game is in an Interregnum then the new Announcer must either Pass the Mantle (by making
     * a post naming an Operator who was not the last dynasty’s Announcer ...)".
     */
    Dynasty passMantle(long dynastyId, String actor, long newEmperorId) {
        MattersState state = matters.state(dynastyId);
        Dynasty d = state.dynasty();
        Terms terms = d.terms();
        Player heir = state.roster().byId(newEmperorId).orElseThrow(() -> new Refusal("Victory and Ascension",
                "The Mantle passes to " + terms.aPlayer() + " of this dynasty."));
        return log.perform(dynastyId, actor, "dynasty.mantle", "Passed the Mantle to " + heir.name(), changes -> {
            if (d.phase() != DynastyPhase.INTERREGNUM) {
                throw new Refusal("Victory and Ascension", "The Mantle may only be passed during an Interregnum.");
            }
            boolean toPrevious = matters.engine(d).profile().victory().mantleToPreviousEmperor();
            if (!toPrevious && Objects.equals(d.previousEmperorId(), newEmperorId)
                    || Objects.equals(d.emperorId(), newEmperorId)) {
                throw new Refusal("Victory and Ascension", "The Mantle passes to " + terms.aPlayer()
                        + " who was not the last dynasty’s " + terms.emperor() + " (and not the passing one).");
            }
            return changes.update(dynasties, d, d.withEmperor(newEmperorId));
        });
    }

    /**
     * The Ascension Address: the emperor starts the new dynasty, optionally with new terms ("it may
     * optionally specify new dynasty-specific terms") and a list of dynastic rules to keep. The
     * roster carries over; the old dynasty ends. Returns the new dynasty.
     */
    Dynasty ascensionAddress(long dynastyId, String actor, String newName, int rulesetNumber, Terms newTerms,
                             List<String> keptRules, String profileId) {
        MattersState state = matters.state(dynastyId);
        Dynasty old = state.dynasty();
        if (old.phase() != DynastyPhase.INTERREGNUM) {
            throw new Refusal("Victory and Ascension", "An Ascension Address is made during an Interregnum, after a "
                    + "DoV has been Enacted.");
        }
        String name = newName == null ? "" : newName.strip();
        if (name.isEmpty()) {
            throw new Refusal("Victory and Ascension", "The new dynasty needs a name (its theme).");
        }
        Terms terms = newTerms == null ? old.terms() : newTerms;
        String profile = profileId == null ? old.profileId() : profileId;
        List<String> kept = keptRules == null ? List.of() : List.copyOf(keptRules);
        String keptText = kept.isEmpty() ? "the entire Dynastic Ruleset is repealed"
                : "dynastic rules kept: " + String.join(", ", kept);
        long newId = transactor.inTransaction(dynasties::nextId);
        Dynasty[] created = new Dynasty[1];
        transactor.inTransaction(() -> {
            log.performFinal(dynastyId, actor, "dynasty.ascension", "Ascension Address: " + name + " begins ("
                    + keptText + ")", changes -> changes.update(dynasties, old, old.ended()));
            created[0] = log.performFinal(newId, actor, "dynasty.found", "Founded " + name + " by the Ascension "
                    + "Address of " + state.roster().nameOf(old.emperorId()) + " (" + keptText + ")", changes -> {
                        // a dynasty owns its profile: the new dynasty gets its own copy of the old one's clone
                        String own = matters.ownCopy(changes, profile, newId);
                        Dynasty founded = changes.insert(dynasties, Dynasty.founded(newId, name, rulesetNumber, terms,
                                clock.today(), own, rulesetNumber == old.rulesetNumber() ? old.modules()
                                        : defaultModules.apply(rulesetNumber)));
                        Map<Long, Long> ids = new HashMap<>();
                        for (Player p : state.roster().players()) {
                            Player copy = new Player(players.nextId(), newId, p.name(), p.admin(), p.joinedOn(),
                                    p.tenured(), p.idleSince(), p.idleReason(), p.lastUnidled());
                            changes.insert(players, copy);
                            ids.put(p.id(), copy.id());
                        }
                        for (var m : state.roster().activeMentorships()) {
                            changes.insert(mentorships, new Mentorship(mentorships.nextId(),
                                    newId, ids.get(m.mentorId()), ids.get(m.menteeId()), m.startedOn(), null));
                        }
                        return changes.update(dynasties, founded, founded.withEmperor(ids.get(old.emperorId())));
                    });
        });
        return created[0];
    }
}
