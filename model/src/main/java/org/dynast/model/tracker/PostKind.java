package org.dynast.model.tracker;

/**
 * A kind of timed post of the dynasty, as data (a Duel, a Dilemma, a Campaign, a Plenary Session): how long it stays
 * open, who is expected to react to it or send something, whether it ends early when all have, and when the emperor's
 * move falls due and what it is. Shipped in the Ruleset 168 and 217 templates and kept in the definition.
 */
public final class PostKind {

    public String name;
    /** How long a post of this kind stays open, in hours ("less than 48 hours old"). */
    public int hours = 48;
    /** Whether every player (row) is expected to react; otherwise the reactors are named when it is posted. */
    public boolean everyPlayer = true;
    /** Whether it stops being open once every reactor has reacted ("and some Districts are yet to React to it"). */
    public boolean endsWhenAllReacted;
    /** When the emperor's move falls due, in hours after posting; {@code null}: when the post closes. */
    public Integer dueAfterHours;
    /** The emperor's move when it falls due ("the City may post the next Plenary Session"). */
    public String move;
    /** The rule's words for it. */
    public String text;

    public PostKind() {
    }

    public PostKind copy() {
        PostKind k = new PostKind();
        k.name = name;
        k.hours = hours;
        k.everyPlayer = everyPlayer;
        k.endsWhenAllReacted = endsWhenAllReacted;
        k.dueAfterHours = dueAfterHours;
        k.move = move;
        k.text = text;
        return k;
    }
}
