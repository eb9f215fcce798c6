package org.dynast.model.blogbots.bots.script;

import java.util.Objects;

/**
 * One read line of a Script: its entry number (1-based, among the lines that are not blank; what
 * "line #X of this script" counts), the text line it came from, the Trigger and Reaction it is read
 * as, and whether it was read exactly as legal wording or leniently.
 */
public record ScriptLine(int entry, int textLine, String source, Trigger trigger, Reaction reaction, boolean lenient) {

    public ScriptLine {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(trigger, "trigger");
        Objects.requireNonNull(reaction, "reaction");
    }

    /** The line in legal wording: "If the Actor has Flipped, turn to face the other way". */
    public String wording() {
        return "If " + trigger.wording() + ", " + reaction.wording();
    }

    public boolean advanced() {
        return trigger.advanced() || reaction.advanced();
    }
}
