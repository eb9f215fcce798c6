package org.dynast.model.store;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.dynast.model.Refusal;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.factory.Chooser;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ManualGameClock;

/**
 * Random actions in one dynasty for {@link ExportImportRoundTripTest}: named kinds, each chosen by its weight; a kind
 * whose action is refused in the rules' words (a {@link Refusal}: nothing changed) or has nothing to act on
 * ({@link Skip}) is not counted, anything else fails the test naming the kind. Accepted and refused actions are
 * tallied per kind, so the test can say that each kind was really taken.
 */
final class RandomActions {

    /** One kind of action, chosen by its weight. */
    private record Kind(String name, int weight, int from, Runnable body) {
    }

    /** Nothing to act on (no pending matter, no duel at that stage): the chosen action is not tried. */
    static final class Skip extends RuntimeException {
        Skip() {
            super(null, null, false, false);
        }
    }

    final GameStore store;
    final ManualGameClock clock;
    final Dynasty dynasty;
    final long id;
    final String actor;
    final Random rnd;
    private final List<Kind> kinds = new ArrayList<>();
    private final Map<String, Integer> accepted = new TreeMap<>();
    private final Map<String, Integer> refused = new TreeMap<>();
    private final Map<String, String> lastRefusal = new TreeMap<>();

    RandomActions(GameStore store, ManualGameClock clock, Dynasty dynasty, String actor, Random rnd) {
        this.store = store;
        this.clock = clock;
        this.dynasty = dynasty;
        this.id = dynasty.id();
        this.actor = actor;
        this.rnd = rnd;
    }

    void add(String name, int weight, Runnable body) {
        kinds.add(new Kind(name, weight, 0, body));
    }

    /** A kind chosen only once {@code from} actions were accepted (the Tournament, which holds Readiness). */
    void later(String name, int weight, int from, Runnable body) {
        kinds.add(new Kind(name, weight, from, body));
    }

    /** The kinds added, by name. */
    List<String> kinds() {
        return kinds.stream().map(Kind::name).distinct().toList();
    }

    /** Tries one action chosen by weight; whether it was accepted. */
    boolean step() {
        int done = total();
        List<Kind> open = kinds.stream().filter(k -> k.from() <= done).toList();
        int roll = rnd.nextInt(open.stream().mapToInt(Kind::weight).sum());
        for (Kind k : open) {
            roll -= k.weight();
            if (roll < 0) {
                return attempt(k.name(), k.body());
            }
        }
        throw new IllegalStateException("no kind chosen");
    }

    /** Runs {@code body} as an action of kind {@code name}; whether it was accepted. */
    boolean attempt(String name, Runnable body) {
        try {
            body.run();
            accepted.merge(name, 1, Integer::sum);
            return true;
        } catch (Refusal e) {
            refused.merge(name, 1, Integer::sum);
            lastRefusal.put(name, e.getMessage());
            return false;
        } catch (Skip e) {
            return false;
        } catch (RuntimeException | AssertionError e) {
            throw new AssertionError(dynasty.name() + ": an action of kind " + name + " failed with other than a "
                    + "Refusal (" + accepted.values().stream().mapToInt(Integer::intValue).sum() + " accepted before)",
                    e);
        }
    }

    Map<String, Integer> accepted() {
        return Collections.unmodifiableMap(accepted);
    }

    Map<String, Integer> refused() {
        return Collections.unmodifiableMap(refused);
    }

    /** Each kind's latest refusal, in the rules' words. */
    Map<String, String> lastRefusals() {
        return Collections.unmodifiableMap(lastRefusal);
    }

    int total() {
        return accepted.values().stream().mapToInt(Integer::intValue).sum();
    }

    <T> T pick(List<T> from) {
        if (from.isEmpty()) {
            throw new Skip();
        }
        return from.get(rnd.nextInt(from.size()));
    }

    /** An active player of the dynasty. */
    Player player() {
        return pick(store.roster().roster(id).active());
    }

    /** Answers an engine's questions at random (a choice among the options it offers). */
    Chooser chooser() {
        return new Chooser() {
            @Override
            public String choose(String question, List<String> options) {
                return options.isEmpty() ? null : options.get(rnd.nextInt(options.size()));
            }

            @Override
            public List<String> chooseSome(String question, List<String> options, int min, int max) {
                int hi = Math.max(0, Math.min(max, options.size()));
                int lo = Math.min(Math.max(0, min), hi);
                List<String> shuffled = new ArrayList<>(options);
                Collections.shuffle(shuffled, rnd);
                return List.copyOf(shuffled.subList(0, lo + rnd.nextInt(hi - lo + 1)));
            }
        };
    }
}
