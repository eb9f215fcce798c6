package org.dynast.model.districts.rules;

import java.util.List;

/** One step of an atomic action as it was carried out: what happened, and the dice drawn for it. */
public record Step(String text, List<Draw> draws) {

    public Step {
        draws = List.copyOf(draws);
    }

    /** Whether any of this step's draws was secret (the City keeps the step from the players). */
    public boolean secret() {
        return draws.stream().anyMatch(Draw::secret);
    }
}
