package org.dynast.app.walkthrough;

import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.ruleset.Ruleset;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.ManualGameClock;

/**
 * A walkthrough's throwaway dynasty: its {@link Scenario} imported into a new in-memory file with its own clock (which
 * a walkthrough may move on, "let 12 hours pass"), so nothing the learner does reaches the real file. Closing it
 * discards it. The steps quote its latest ruleset revision; {@code learner} is the player the walkthrough is run for,
 * the default author of the matters posted in it (null: none).
 */
public record Sandbox(GameStore store, Dynasty dynasty, ManualGameClock clock, Ruleset ruleset, String learner) {
}
