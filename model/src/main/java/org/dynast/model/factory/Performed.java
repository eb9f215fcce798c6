package org.dynast.model.factory;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.List;

/**
 * An action a Worker has performed in the current Cycle, for Monkeybot: what it was ("activated the Clink at
 * position 1") and every choice made in it (which Box paid, which number...), so Monkeybot's copy is "identical in
 * all respects (except for the results of any Dice rolls or required random selections)".
 */
public record Performed(String action, List<Choice> choices) {

    /** One choice made in an action: what was chosen ({@code box}, {@code things}...) and the answer. */
    public record Choice(String key, String answer) {
    }

    @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
    public Performed(@JsonProperty("action") String action, @JsonProperty("choices") List<Choice> choices) {
        this.action = action;
        this.choices = choices == null ? new ArrayList<>() : new ArrayList<>(choices);
    }

    /** An action recorded before choices were (a file written by an earlier version): its choices are not known. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public static Performed of(String action) {
        return new Performed(action, new ArrayList<>());
    }

    /** How the action reads with its choices, e.g. "activated the Clink at position 2 (box: 4)". */
    public String described() {
        return choices.isEmpty() ? action : action + " (" + String.join("; ",
                choices.stream().map(c -> c.key() + ": " + c.answer()).toList()) + ")";
    }
}
