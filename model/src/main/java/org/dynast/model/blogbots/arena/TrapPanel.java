package org.dynast.model.blogbots.arena;

import org.dynast.model.blogbots.bots.script.Status;

/** "flip panel, flame panel, explosion panel, shock panel" and the Status each gives. */
public enum TrapPanel {
    FLIP(Status.FLIPPED), FLAME(Status.SCORCHED), EXPLOSION(Status.LOOSE), SHOCK(Status.SCRAMBLED);

    private final Status status;

    TrapPanel(Status status) {
        this.status = status;
    }

    public Status status() {
        return status;
    }
}
