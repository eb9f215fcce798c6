package org.dynast.model.module;

import java.util.Map;
import java.util.Optional;
import org.dynast.model.log.Changes;
import org.dynast.model.matters.MatterResolved;

/** A module at work on one open dynasty file: its services, its part of the dynasty file and its demo. */
public interface ModuleEngine {

    /** The module this engine belongs to. */
    DynastyModule module();

    /** Its part of the dynasty export and import, if it keeps gamestate. */
    default Optional<ModuleExchange> exchange() {
        return Optional.empty();
    }

    /**
     * Whether an action of this kind (its log kind, e.g. {@code bouts.announce}) may be taken while BlogNomic is on
     * Hiatus. The core rules of Rulesets 190 and 205 say "If BlogNomic is on Hiatus, Dynastic Actions may not be
     * taken (except where the rule defining the action explicitly requires it to be taken during Hiatus)": by
     * default only the emperor's bookkeeping (seeding, corrections, imports) is, and a module whose rules permit an
     * action during Hiatus or an Interregnum says so here. The same answer holds while BlogNomic is Dormant where the
     * era's Dormancy is no Hiatus (Ruleset 168: "actions defined by dynastic rules may not be taken").
     */
    default boolean takenDuringHiatus(String actionKind) {
        return actionKind.endsWith(".seed") || actionKind.contains(".correct") || actionKind.endsWith(".import");
    }

    /**
     * What this module's rules say about the dynasty's ruleset revisions, by revision number, for the Ruleset tab
     * (e.g. Ruleset 205's "Standardised Rule Books": the revision that governs the Tournament's Bouts). Read only for
     * a dynasty that runs the module.
     */
    default Map<Integer, String> revisionNotes(long dynastyId) {
        return Map.of();
    }

    /**
     * Called when a Votable Matter of a dynasty that runs this module is resolved (Enacted, Failed, Vetoed,
     * Self-Killed or marked Illegal, by its votes or by another matter's effect), inside the resolving action: what the
     * module changes through {@code changes} is in the resolution's one log entry and is undone and redone with it. The
     * event has the matter, its author, the outcome, the votes with their voters and values, and the time. A module
     * whose rules trigger on resolutions ("Whenever a Proposal ... passes") applies them here; its changes are put to
     * its gate under the resolution's kind ({@code matter.resolve}, {@code matter.resolve-by-effect}), see
     * {@link #takenDuringHiatus}.
     */
    default void matterResolved(MatterResolved event, Changes changes) {
    }

    /**
     * Founds this module's demo dynasty in a new, empty file (the first launch), as actions that cannot be
     * undone. Modules are seeded in registry order, so the first module's demo is shown first.
     */
    default void seedDemo(String actor) {
    }
}
