package org.dynast.model.blogbots.arena;

import java.util.Random;

/**
 * The Bout's {@link Random} ({@link BoutEngine#GENERATOR}), counting its draws: every value it gives comes from one
 * or more steps of its generator, so the seed and the number of steps taken are its whole state, and a Bout saved
 * mid-way ("start from here") draws on exactly as the original did.
 */
final class Generator extends Random {

    private static final long serialVersionUID = 1L;
    private long draws;

    Generator(long seed) {
        super(seed);
    }

    @Override
    protected int next(int bits) {
        draws++;
        return super.next(bits);
    }

    /** The number of generator steps taken since it was seeded. */
    long draws() {
        return draws;
    }

    /** Seeds it again with {@code seed} and takes {@code steps} steps: as it was after that many draws. */
    void resume(long seed, long steps) {
        setSeed(seed);
        draws = 0;
        for (long i = 0; i < steps; i++) {
            next(32);
        }
    }
}
