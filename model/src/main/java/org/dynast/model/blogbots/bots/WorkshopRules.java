package org.dynast.model.blogbots.bots;

import java.util.Objects;

/**
 * One dynasty's workshop settings: its copy of the catalogue (the emperor edits it when a Proposal
 * changes a number) and whether the game is in Tournament Mode (set by the emperor, see docs/rulings.md).
 */
public record WorkshopRules(long dynastyId, Catalogue catalogue, boolean tournamentMode) {
    public WorkshopRules {
        Objects.requireNonNull(catalogue, "catalogue");
    }

    public WorkshopRules with(Catalogue newCatalogue) {
        return new WorkshopRules(dynastyId, newCatalogue, tournamentMode);
    }

    public WorkshopRules withTournamentMode(boolean on) {
        return new WorkshopRules(dynastyId, catalogue, on);
    }
}
