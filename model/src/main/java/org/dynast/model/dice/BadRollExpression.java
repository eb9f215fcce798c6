package org.dynast.model.dice;

/** A roll expression the Dice Roller cannot read; the message says what is wrong and shows a good one. */
public final class BadRollExpression extends IllegalArgumentException {

    public BadRollExpression(String message) {
        super(message);
    }
}
