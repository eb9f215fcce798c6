package org.dynast.model.factory;

import org.dynast.model.Refusal;

/** The Worker cancelled a choice, so the action is not taken; nothing changed. */
public final class Cancelled extends Refusal {

    public Cancelled(String question) {
        super("Choice", "Cancelled: " + question);
    }
}
