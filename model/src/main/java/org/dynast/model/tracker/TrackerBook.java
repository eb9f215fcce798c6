package org.dynast.model.tracker;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import java.util.function.LongFunction;
import org.dynast.model.Refusal;
import org.dynast.model.dice.Roll;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleContext;

/**
 * The books of a module that stands on the tracker: the tracker's public table and the module's own document
 * ({@code S}), read together and changed together inside one logged action, so one undo takes both back.
 *
 * <p>An action ({@link #act}) is first done whole on working copies with dice that are not rolled and nothing kept
 * (the dry run), so a refusal comes before anything is rolled or logged; then again inside the logged action, its
 * dice rolled through the Dice Roller and logged with it. A demo's seeding ({@link #seed}) is one action that cannot be
 * undone. A dynasty that runs the module without the tracker is refused in the module's own words.
 */
public final class TrackerBook<S> {

    /** The dice of one action, in a player's name: logged with it, or in the dry run not rolled ({@link DryRun}). */
    @FunctionalInterface
    public interface Dice {
        Roll roll(String roller, int sides, String purpose, boolean secret);
    }

    /** What the dice answer in the dry run (nothing is rolled or logged either way). */
    public enum DryRun {
        /** Every die answers 1. */
        ONES,
        /**
         * The dice answer as a fixed unlogged draw would: for rules that roll until something differs (a reroll
         * loop would never end on ones).
         */
        DRAWN
    }

    /** One pass of an action: the working copies of both books, and its dice. */
    public record Page<S>(long dynastyId, TrackerState table, S state, Dice dice, Changes changes) {

        /** Whether this is the dry run: nothing is kept, and every die answers 1. */
        public boolean dry() {
            return changes == null;
        }
    }

    @FunctionalInterface
    public interface Body<S, R> {
        R apply(Page<S> page);
    }

    private final ModuleContext c;
    private final TrackerService tracker;
    private final JsonDocuments<S> states;
    private final Class<S> type;
    private final LongFunction<S> fresh;
    private final Function<Dynasty, Refusal> withoutTracker;
    private final String seedKind;
    private final DryRun dryRun;

    /**
     * @param fresh          the module's document of a dynasty that has none yet
     * @param withoutTracker the module's refusal of a dynasty that runs it without the tracker
     * @param seedKind       the log kind of the demo's seeding ({@code wizards.seed})
     * @param dryRun         what the dice answer in the dry run
     */
    public TrackerBook(ModuleContext c, JsonDocuments<S> states, Class<S> type, LongFunction<S> fresh,
                       Function<Dynasty, Refusal> withoutTracker, String seedKind, DryRun dryRun) {
        this.c = c;
        this.tracker = TrackerService.standingOn(c);
        this.states = states;
        this.type = type;
        this.fresh = fresh;
        this.withoutTracker = withoutTracker;
        this.seedKind = seedKind;
        this.dryRun = dryRun;
    }

    public ModuleContext context() {
        return c;
    }

    /** The tracker this module stands on; refused, in the module's words, when the dynasty does not run it. */
    public TrackerService tracker(long dynastyId) {
        Dynasty d = c.dynasties().get(dynastyId);
        if (!d.runs(TrackerModule.ID)) {
            throw withoutTracker.apply(d);
        }
        return tracker;
    }

    /** The module's document as it stands, if it was ever written. */
    public Optional<S> stored(long dynastyId) {
        return states.find(Long.toString(dynastyId));
    }

    /** A copy of the module's document as it stands (a fresh one for a dynasty with none yet). */
    public S state(long dynastyId) {
        return c.transactor().inTransaction(() -> stored(dynastyId).map(this::copy)
                .orElseGet(() -> fresh.apply(dynastyId)));
    }

    /** A copy of {@code value}, as it would be read back. */
    public S copy(S value) {
        return c.snapshots().read(c.snapshots().write(value), type);
    }

    /** Working copies to read: nothing is written, and no die may be rolled. */
    public Page<S> read(long dynastyId) {
        return c.transactor().inTransaction(() -> page(dynastyId, (roller, sides, purpose, secret) -> {
            throw new IllegalStateException("Reading rolls no dice");
        }, null));
    }

    /**
     * Performs the action {@code kind}: {@code body} checks and changes the page and returns what the action did.
     * It runs once on copies (the dice are not rolled and nothing is kept), so a refusal comes before anything is rolled
     * or logged, and again in the logged action.
     */
    public <R> R act(long dynastyId, String actor, String kind, String summary, Body<S, R> body) {
        return act(dynastyId, actor, kind, (Function<R, String>) r -> summary, body);
    }

    /**
     * The same, the log's summary made of what the logged pass did: its real rolls, never the dry run's (a Grass Roots
     * said "+1 Supporters" in the log and in Undo's bar while the roll gave Darknight +10).
     */
    public <R> R act(long dynastyId, String actor, String kind, Function<? super R, String> summary,
                     Body<S, R> body) {
        tracker(dynastyId);
        c.log().admit(dynastyId, kind);
        Random drawn = new Random(31L * dynastyId + kind.hashCode());
        c.transactor().inTransaction(() -> body.apply(page(dynastyId,
                (roller, sides, purpose, secret) -> dryRoll(dynastyId, roller, sides, purpose, secret,
                        dryRun == DryRun.ONES ? 1 : 1 + drawn.nextInt(sides)), null)));
        return c.log().performSaying(dynastyId, actor, kind, summary, changes -> write(dynastyId, changes, body));
    }

    /** Founds a demo's gamestate as one action that cannot be undone: {@code body} writes both books as they stand. */
    public <R> R seed(long dynastyId, String actor, String summary, Body<S, R> body) {
        tracker(dynastyId);
        return c.log().performFinal(dynastyId, actor, seedKind, summary, changes -> write(dynastyId, changes, body));
    }

    private <R> R write(long dynastyId, Changes changes, Body<S, R> body) {
        Page<S> p = page(dynastyId, (roller, sides, purpose, secret) -> c.dice().record(changes, dynastyId, roller,
                "DICE" + sides, purpose, secret), changes);
        R r = body.apply(p);
        tracker.commit(changes, dynastyId, p.table());
        Optional<S> before = stored(dynastyId);
        if (before.isPresent()) {
            changes.update(states, before.get(), p.state());
        } else {
            changes.insert(states, p.state());
        }
        return r;
    }

    private Page<S> page(long dynastyId, Dice dice, Changes changes) {
        return new Page<>(dynastyId, tracker(dynastyId).draft(dynastyId), state(dynastyId), dice, changes);
    }

    private Roll dryRoll(long dynastyId, String roller, int sides, String purpose, boolean secret, long value) {
        return new Roll(0, dynastyId, c.clock().now(), roller == null ? "" : roller, purpose, "DICE" + sides,
                "dry run", 0, List.of(value), Long.toString(value), value, secret);
    }
}
