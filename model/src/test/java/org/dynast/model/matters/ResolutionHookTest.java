package org.dynast.model.matters;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.TestStores;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Changes;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.DynastyModules;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.roster.Player;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The modules' hook on resolutions: a module the dynasty runs is told, inside the resolving action, of the matter,
 * its author, the outcome, the votes with their voters and values, and the time; what it changes is in the
 * resolution's log entry, so Undo takes it back with the resolution and Redo brings both again. A dynasty that does
 * not run the module tells it nothing.
 */
class ResolutionHookTest {

    /** A module compiled into this test only: it records each event and, for each, one take of a core table. */
    static final class Recording implements DynastyModule {
        final List<MatterResolved> events = new ArrayList<>();

        @Override
        public String id() {
            return "recording";
        }

        @Override
        public String title() {
            return "Recording";
        }

        @Override
        public Set<Integer> rulesets() {
            return Set.of(9998);
        }

        @Override
        public ModuleEngine open(ModuleContext context) {
            DynastyModule self = this;
            return new ModuleEngine() {
                @Override
                public DynastyModule module() {
                    return self;
                }

                @Override
                public void matterResolved(MatterResolved event, Changes changes) {
                    events.add(event);
                    context.cooldowns().record(changes, event.dynastyId(), event.matter().authorId(),
                            "Resolution noted " + event.matter().id(), context.cooldowns().rules(event.dynastyId())
                                    .daily());
                }
            };
        }
    }

    private final ManualGameClock clock = ManualGameClock.at("2026-11-20T12:00:00Z");
    private final Recording recording = new Recording();
    private final GameStore store = TestStores.store(clock, new DynastyModules(
            concat(DynastyModules.installed().all(), recording)));
    private final Map<String, Long> ids = new HashMap<>();

    private static List<DynastyModule> concat(List<DynastyModule> all, DynastyModule one) {
        List<DynastyModule> out = new ArrayList<>(all);
        out.add(one);
        return out;
    }

    @AfterEach
    void close() {
        store.close();
    }

    private Dynasty found(String name, List<String> modules) {
        Dynasty d = store.dynasties().found("Ferrous", name, 205, new Terms("Operator", "Operators", "Announcer"),
                "Ferrous", LocalDate.of(2026, 11, 1), "ruleset-205", modules);
        for (String p : List.of("Alpha", "Bravo", "Charlie", "Delta")) {
            store.roster().addPlayer(d.id(), "Ferrous", p, true, LocalDate.of(2026, 11, 1));
        }
        for (Player p : store.roster().roster(d.id()).players()) {
            ids.put(p.name(), p.id());
        }
        return d;
    }

    @Test
    void anEnactedProposalTellsTheModuleItsAuthorOutcomeVotesAndTimeAndUndoTakesBackWhatTheModuleDid() {
        Dynasty d = found("Hooked", List.of("recording"));
        long p = store.matters().post(d.id(), "Ferrous", MatterKind.PROPOSAL, "Idea", ids.get("Alpha"),
                Instant.parse("2026-11-19T10:00:00Z"), "").id();
        for (String v : List.of("Bravo", "Charlie", "Delta")) {
            store.matters().vote(d.id(), "Ferrous", p, ids.get(v), VoteIcon.FOR, Instant.parse("2026-11-19T11:00:00Z"));
        }
        store.matters().vote(d.id(), "Ferrous", p, ids.get("Ferrous"), VoteIcon.AGAINST,
                Instant.parse("2026-11-19T11:30:00Z"));
        store.matters().resolve(d.id(), "Ferrous", p, Resolution.ENACT, ids.get("Ferrous"));

        assertThat(recording.events).hasSize(1);
        MatterResolved e = recording.events.get(0);
        assertThat(e.dynastyId()).isEqualTo(d.id());
        assertThat(e.matter().id()).isEqualTo(p);
        assertThat(e.author()).isEqualTo("Alpha");
        assertThat(e.outcome()).isEqualTo(MatterStatus.ENACTED);
        assertThat(e.enacted()).isTrue();
        assertThat(e.failed()).isFalse();
        assertThat(e.at()).isEqualTo(clock.now());
        assertThat(e.byEffect()).isFalse();
        assertThat(e.tally().forVotes()).isEqualTo(4);
        assertThat(e.tally().againstVotes()).isEqualTo(1);
        assertThat(e.tally().lines()).filteredOn(l -> l.effective() == VoteIcon.FOR).extracting(Tally.Line::player)
                .containsExactlyInAnyOrder("Alpha", "Bravo", "Charlie", "Delta");
        assertThat(store.cooldowns().history(d.id())).hasSize(1);

        store.log().undo(d.id(), "Ferrous");
        assertThat(store.matters().matter(d.id(), p).status()).isEqualTo(MatterStatus.PENDING);
        assertThat(store.cooldowns().history(d.id())).as("what the module did is undone with the resolution").isEmpty();
        store.log().redo(d.id(), "Ferrous");
        assertThat(store.matters().matter(d.id(), p).status()).isEqualTo(MatterStatus.ENACTED);
        assertThat(store.cooldowns().history(d.id())).hasSize(1);
    }

    @Test
    void aMatterFailedByAnotherMattersEffectIsToldAsFailedByEffect() {
        Dynasty d = found("Hooked", List.of("recording"));
        long p = store.matters().post(d.id(), "Ferrous", MatterKind.PROPOSAL, "Idea", ids.get("Alpha"),
                Instant.parse("2026-11-19T10:00:00Z"), "").id();
        long cfj = store.matters().post(d.id(), "Ferrous", MatterKind.CFJ, "Fail it", ids.get("Bravo"),
                Instant.parse("2026-11-19T10:30:00Z"), "").id();
        for (String v : List.of("Ferrous", "Alpha", "Charlie", "Delta")) {
            store.matters().vote(d.id(), "Ferrous", cfj, ids.get(v), VoteIcon.FOR, Instant.parse("2026-11-19T11:00:00Z"));
        }
        store.matters().vote(d.id(), "Ferrous", cfj, ids.get("Bravo"), VoteIcon.FOR,
                Instant.parse("2026-11-19T11:00:00Z"));
        store.matters().resolve(d.id(), "Ferrous", cfj, Resolution.ENACT, ids.get("Ferrous"));
        store.matters().resolveByEffect(d.id(), "Ferrous", p, Resolution.FAIL, cfj);

        assertThat(recording.events).extracting(MatterResolved::byEffect).containsExactly(false, true);
        MatterResolved failed = recording.events.get(1);
        assertThat(failed.matter().id()).isEqualTo(p);
        assertThat(failed.failed()).isTrue();
        assertThat(failed.author()).isEqualTo("Alpha");
    }

    @Test
    void aDynastyThatDoesNotRunTheModuleTellsItNothing() {
        Dynasty d = found("Plain", List.of());
        long p = store.matters().post(d.id(), "Ferrous", MatterKind.PROPOSAL, "Idea", ids.get("Alpha"),
                Instant.parse("2026-11-19T10:00:00Z"), "").id();
        store.matters().vote(d.id(), "Ferrous", p, ids.get("Alpha"), VoteIcon.AGAINST,
                Instant.parse("2026-11-19T11:00:00Z"));
        store.matters().resolve(d.id(), "Ferrous", p, Resolution.FAIL, ids.get("Ferrous"));

        assertThat(store.matters().matter(d.id(), p).status()).isNotEqualTo(MatterStatus.PENDING);
        assertThat(recording.events).isEmpty();
        assertThat(store.cooldowns().history(d.id())).isEmpty();
    }
}
