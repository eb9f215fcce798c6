package org.dynast.app.blogbots.arena;

import java.util.List;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Failures;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TaskExecutor;
import org.dynast.app.session.Session;
import org.dynast.model.blogbots.arena.BoutEvent;
import org.dynast.model.blogbots.explain.BotExplanations;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.ruleset.RulesetService;

/**
 * "Why?" on a Bout's Tallies in the Arena tab (its result line and its Tally chart): both Bots' Tallies at the
 * cursor, added up from the Bout's own events, how they stand against Domination, and the sentence of the shown
 * dynasty's ruleset (the engine's own copy in the viewer alone). The Tallies are the Announcer's private count, so
 * they are explained only where the Arena shows them: not in the player view before the Bout is over, never from a
 * player-safe replay.
 */
final class ArenaExplanations {

    private final ArenaViewModel arena;
    private final Session session;
    private final DialogService dialogs;
    private final TaskExecutor executor;
    private final Messages messages;

    ArenaExplanations(ArenaViewModel arena, Session session, DialogService dialogs, TaskExecutor executor,
            Messages messages) {
        this.arena = arena;
        this.session = session;
        this.dialogs = dialogs;
        this.executor = executor;
        this.messages = messages;
    }

    /** Shows why the Tallies at the cursor are what they are, or says why they cannot be shown. */
    void explainTallies() {
        ReplayCursor c = arena.cursorProperty().get();
        if (c == null || c.size() == 0) {
            dialogs.showError(messages.get("explain.title"), messages.get("arena.why.none"));
            return;
        }
        if (!arena.talliesShown()) {
            dialogs.showError(messages.get("explain.title"), messages.get(c.replay().playerSafe()
                    ? "arena.why.playerSafe" : "arena.why.hidden"));
            return;
        }
        List<BoutEvent> events = c.events();
        int at = c.clamp(arena.indexProperty().get());
        Dynasty dynasty = session == null ? null : session.dynasty();
        RulesetService rulesets = dynasty == null ? null : session.store().rulesets();
        executor.submit(() -> BotExplanations.tallies(events, at,
                        rulesets == null ? null : rulesets.current(dynasty.id()).orElse(null)),
                dialogs::showExplanation,
                failure -> dialogs.showError(messages.get("explain.title"), Failures.message(failure)));
    }
}
