package org.dynast.model.blogbots.arena;

/** "Each Bot in the Arena may face either left or right." */
public enum Facing {
    LEFT(-1), RIGHT(1);

    private final int step;

    Facing(int step) {
        this.step = step;
    }

    /** -1 for left, +1 for right: the square number change of one move forwards. */
    public int step() {
        return step;
    }

    public Facing other() {
        return this == LEFT ? RIGHT : LEFT;
    }
}
