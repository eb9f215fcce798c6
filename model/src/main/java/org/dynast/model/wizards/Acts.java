package org.dynast.model.wizards;

import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.log.Snapshots;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ActionCadence;
import org.dynast.model.tracker.TrackerBook;
import org.dynast.model.tracker.TrackerModule;

/**
 * Runs the Wizards' actions on the tracker's book ({@link TrackerBook}): each is checked whole on a working copy first
 * (a refusal changes nothing and logs nothing), then done again inside one logged action that writes the tracker's
 * table and the module's state together, with its dice and cadence take, so one undo takes all of it back.
 */
final class Acts {

    final ModuleContext c;
    final JsonDocuments<WizardsState> states;
    private final TrackerBook<WizardsState> book;

    Acts(ModuleContext c, JsonDocuments<WizardsState> states) {
        this.c = c;
        this.states = states;
        this.book = new TrackerBook<>(c, states, WizardsState.class, Acts::fresh, d -> new Refusal("Wizards",
                d.name() + " runs the Wizards without the gamestate tracker: the Wizards' Stables, Food, Favor and "
                        + "Allies are the tracker's columns (rule \"Gamestate Tracking\": \"tracked in the GNDT\"), "
                        + "so the dynasty must run the tracker too."), "wizards.seed", TrackerBook.DryRun.ONES);
    }

    /** The module's state as it stands (a copy); a dynasty with none yet has the rule's Current Battlefields. */
    WizardsState state(long dynastyId) {
        return book.state(dynastyId);
    }

    private Optional<WizardsState> stored(long dynastyId) {
        return book.stored(dynastyId);
    }

    static WizardsState fresh(long dynastyId) {
        WizardsState s = new WizardsState();
        s.dynastyId = dynastyId;
        s.battlefields.addAll(Battlefields.current());
        return s;
    }

    /**
     * Rule "Elimination": "If there is only one Wizard with an Elimination of 0, that Wizard achieves victory" — also
     * when it is a plain edit of the tracker that leaves one Wizard at 0 (the emperor entering a Proposal's 0s): the
     * victory is recorded in that edit's own action, undone with it (issue 33: "once the emperor enters 0s"). Until a
     * Wizards action follows, a further edit that leaves no lone 0 (the Proposal's next 0, entered one cell at a time)
     * reads it again (ruling 6). Nothing is written while the module's gate refuses its gamestate changes (Hiatus,
     * Dormancy): the victory is still read from the table, and the next Wizards action records it.
     */
    void recordVictory(Changes changes, long dynastyId, String kind) {
        Dynasty dynasty = c.dynasties().get(dynastyId);
        if (!dynasty.runs(WizardsModule.ID) || !dynasty.runs(TrackerModule.ID)
                || !c.log().permits(dynastyId, WizardsModule.ID, kind)) {
            return;
        }
        Optional<WizardsState> before = stored(dynastyId);
        boolean provisional = before.isPresent() && Boolean.TRUE.equals(before.get().victorFromTable);
        if (before.isPresent() && before.get().victor != null && !provisional) {
            return; // a victory recorded by a Wizards action, or followed by one, stands
        }
        Draft d = read(dynastyId);
        String standing = Victory.standing(d).orElse(null);
        if (Objects.equals(standing, before.map(s -> s.victor).orElse(null))) {
            return;
        }
        // a lone 0 entered is a victory; one that a further edit of the same entry takes away was no gamestate
        WizardsState after = c.snapshots().read(c.snapshots().write(d.state), WizardsState.class);
        after.dynastyId = dynastyId;
        after.victor = standing;
        after.victorFromTable = standing == null ? null : Boolean.TRUE;
        if (before.isPresent()) {
            changes.update(states, before.get(), after);
        } else {
            changes.insert(states, after);
        }
    }

    /** A working copy to read (nothing is written). */
    Draft read(long dynastyId) {
        return c.transactor().inTransaction(() -> draft(book.read(dynastyId)));
    }

    private Draft draft(TrackerBook.Page<WizardsState> page) {
        Dynasty d = c.dynasties().get(page.dynastyId());
        String king = d.emperorId() == null ? null : c.players().findByDynasty(page.dynastyId()).stream()
                .filter(p -> p.id() == d.emperorId()).map(Player::name).findFirst().orElse(null);
        return new Draft(d, page.table(), page.state(), king, c.clock().now(), (sides, roller, purpose, secret) ->
                (int) (long) page.dice().roll(roller, sides, purpose, secret).total());
    }

    /**
     * Performs the action {@code kind}: {@code body} checks and changes the draft and returns the summary. It runs
     * once on a copy (the dice answer 1 and nothing is kept) so a refusal comes before anything is logged, and again
     * in the logged action.
     */
    String act(long dynastyId, String actor, String kind, Function<Draft, String> body) {
        return act(dynastyId, actor, kind, null, null, body);
    }

    /** The same, recording a take of a cadenced action by {@code taker} (a player's Wizard) with it. */
    String act(long dynastyId, String actor, String kind, String cadenced, Cadence cadence,
               Function<Draft, String> body) {
        return book.act(dynastyId, actor, kind, summary -> summary, page -> {
            Draft d = draft(page);
            if (cadenced != null && page.dry()) {
                availability(dynastyId, cadenced, cadence);
            }
            String done = body.apply(d);
            if (!page.dry()) {
                if (cadenced != null) {
                    c.cooldowns().record(page.changes(), dynastyId, playerId(dynastyId, cadence.taker), cadenced,
                            cadence.cadence);
                }
                finish(dynastyId, d);
            }
            return done;
        });
    }

    /**
     * Founds a demo's gamestate as one action that cannot be undone ({@code wizards.seed}): {@code body} writes the
     * tracker's table and the module's state as they stand.
     */
    void seed(long dynastyId, String actor, String summary, Consumer<Draft> body) {
        book.seed(dynastyId, actor, summary, page -> {
            Draft d = draft(page);
            body.accept(d);
            finish(dynastyId, d);
            return null;
        });
    }

    /** A cadenced action's taker (a player's Wizard) and its glossary cadence. */
    record Cadence(String taker, ActionCadence cadence) {
    }

    /** Why {@code cadence.taker} may not take the cadenced {@code action} now, or empty if they may. */
    Optional<String> unavailable(long dynastyId, String action, Cadence cadence) {
        return c.transactor().inTransaction(() -> {
            var a = c.cooldowns().check(dynastyId, playerId(dynastyId, cadence.taker), action, cadence.cadence);
            return a.allowed() ? Optional.<String>empty() : Optional.of(a.refusal().getMessage());
        });
    }

    private void availability(long dynastyId, String action, Cadence cadence) {
        var a = c.cooldowns().check(dynastyId, playerId(dynastyId, cadence.taker), action, cadence.cadence);
        if (!a.allowed()) {
            throw a.refusal();
        }
    }

    long playerId(long dynastyId, String name) {
        return c.players().findByDynasty(dynastyId).stream().filter(p -> p.name().equalsIgnoreCase(name.strip()))
                .map(Player::id).findFirst().orElseThrow(() -> new Refusal("Wizards", name + " is not a player of "
                        + "this dynasty."));
    }

    /** What every Wizards action leaves true of its draft before it is written. */
    private static void finish(long dynastyId, Draft d) {
        d.state.dynastyId = dynastyId;
        Stables.refreshUpkeep(d);
        d.syncBattlefields();
        Victory.check(d);
    }

    /** The copy of a state, for the exchange and the players' view. */
    static <T> T copy(Snapshots json, T value, Class<T> type) {
        return json.read(json.write(value), type);
    }
}
