package org.dynast.model.districts;

import java.util.List;
import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.dice.Roll;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.tracker.TrackerBook;
import org.dynast.model.tracker.TrackerRow;
import org.dynast.model.tracker.TrackerService;
import org.dynast.model.tracker.TrackerState;

/**
 * The Districts' books on one dynasty file: the tracker's public table and the module's own document, read together
 * and changed together inside one logged action (so an undo takes both back), on the tracker's book
 * ({@link TrackerBook}): an action is done whole on copies first, every die answering 1, so a refusal comes before
 * anything is rolled or logged.
 */
final class Books {

    static final String RULE = "Districts";

    private final TrackerBook<DistrictsState> book;

    Books(ModuleContext c, JsonDocuments<DistrictsState> states) {
        this.book = new TrackerBook<>(c, states, DistrictsState.class, dynastyId -> {
            DistrictsState s = new DistrictsState();
            s.dynastyId = dynastyId;
            return s;
        }, d -> new Refusal("Dynasty modules", "The Districts module keeps its Districts in the gamestate tracker, "
                + "and " + d.name() + " does not run the tracker: add it to the dynasty's modules first."),
                "districts.seed", TrackerBook.DryRun.DRAWN);
    }

    ModuleContext context() {
        return book.context();
    }

    /** The tracker this module stands on; refused, in words, when the dynasty does not run it. */
    TrackerService tracker(long dynastyId) {
        return book.tracker(dynastyId);
    }

    DistrictsState state(long dynastyId) {
        return book.state(dynastyId);
    }

    /** The Districts as tracked (every active player's row but the City's, in the table's order). */
    List<District> districts(long dynastyId) {
        TrackerState t = tracker(dynastyId).state(dynastyId);
        return t.rows.stream().filter(r -> !r.npc).map(r -> District.of(r, t.definition)).toList();
    }

    /** The City's name, who rolls the City's dice; empty in a Metadynasty ("If there is no City"). */
    Optional<String> city(long dynastyId) {
        Dynasty d = context().dynasties().get(dynastyId);
        return d.emperorId() == null ? Optional.empty()
                : context().players().find(Long.toString(d.emperorId())).map(Player::name);
    }

    interface Body<R> {
        R apply(Work w);
    }

    /** One logged action over both books; a refusal anywhere changes nothing. */
    <R> R act(long dynastyId, String actor, String kind, String summary, Body<R> body) {
        return book.act(dynastyId, actor, kind, summary, page -> body.apply(new Work(page, city(dynastyId))));
    }

    /** The emperor's seeding (the demo), as an action that cannot be undone. */
    <R> R seed(long dynastyId, String actor, String summary, Body<R> body) {
        return book.seed(dynastyId, actor, summary, page -> body.apply(new Work(page, city(dynastyId))));
    }

    /** The work of one action: the drafts of both books, and the City's dice through the logged Dice Roller. */
    final class Work {
        private final TrackerBook.Page<DistrictsState> page;
        final String city;
        final TrackerState tracker;
        final DistrictsState state;

        Work(TrackerBook.Page<DistrictsState> page, Optional<String> city) {
            this.page = page;
            this.city = city.orElse(null);
            this.tracker = page.table();
            this.state = page.state();
        }

        Books books() {
            return Books.this;
        }

        List<District> districts() {
            return tracker.rows.stream().filter(r -> !r.npc).map(r -> District.of(r, tracker.definition)).toList();
        }

        District district(String name) {
            return District.of(row(name), tracker.definition);
        }

        TrackerRow row(String name) {
            return tracker.row(name).filter(r -> !r.npc).orElseThrow(() -> new Refusal(RULE, "There is no District "
                    + "named " + name + " (an active player other than the City)."));
        }

        void put(District d) {
            d.writeTo(row(d.name()), tracker.definition);
        }

        /** DICE{@code sides} in the City's name through the Dice Roller, logged with this action. */
        Roll roll(int sides, String purpose, boolean secret) {
            if (city == null) {
                throw new Refusal(RULE, "This dynasty has no City (it is a Metadynasty): the City's random selections "
                        + "have nobody to make them.");
            }
            return rollAs(city, sides, purpose, secret);
        }

        /** DICE{@code sides} in {@code roller}'s name ("A District must use their own name in the Dice Roller"). */
        Roll rollAs(String roller, int sides, String purpose, boolean secret) {
            if (roller == null) {
                return roll(sides, purpose, secret);
            }
            return page.dice().roll(roller, sides, purpose, secret);
        }

        int rollValue(int sides, String purpose, boolean secret) {
            return Math.toIntExact(roll(sides, purpose, secret).total());
        }
    }
}
