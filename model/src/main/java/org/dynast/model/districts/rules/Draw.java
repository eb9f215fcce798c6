package org.dynast.model.districts.rules;

/** One die drawn while applying a rule: DICE{@code sides} gave {@code value}, for {@code purpose}. */
public record Draw(int sides, int value, String purpose, boolean secret) {

    /** The roll as the post or the City's notes show it, e.g. "DICE6 = 4 (which Downside)". */
    public String line() {
        return "DICE" + sides + " = " + value + " (" + purpose + ")" + (secret ? " [secret]" : "");
    }
}
