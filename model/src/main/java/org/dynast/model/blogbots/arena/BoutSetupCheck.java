package org.dynast.model.blogbots.arena;

import org.dynast.model.blogbots.arena.ArenaFiles.ArenaFileException;
import org.dynast.model.blogbots.bots.Catalogue;

/**
 * Issue 33, "42 invalid setups accepted — some whose own replay then does not verify (e.g. 'the outcome says Sudden
 * Death, but no event begins it')" and "'A Bout ran past turn 1000' as an IllegalStateException": a Bout setup is
 * accepted only once the Bout it starts has been run to its end and its replay, written and read back, verifies. So
 * whatever a setup states (a Tally, a Status, a saved turn order, a square), an accepted one always runs and replays;
 * one that states a position no Bout reaches is refused, saying what the rules made of it.
 */
final class BoutSetupCheck {

    private BoutSetupCheck() {
    }

    static void check(BoutSetup setup, Catalogue catalogue) throws ArenaFileException {
        BoutEngine engine = new BoutEngine(catalogue);
        BoutResult result;
        try {
            result = engine.run(setup);
        } catch (IllegalStateException | IllegalArgumentException | IndexOutOfBoundsException e) {
            String why = e.getMessage() == null ? "" : e.getMessage();
            if (why.startsWith("A Bout ran past turn")) {
                throw new ArenaFileException("$", "the Bout this setup starts goes on past turn "
                        + BoutEngine.TURN_GUARD + " without an end (no Bout under the rules lasts so long), so it "
                        + "cannot be run");
            }
            throw new ArenaFileException("$", "the Bout this setup starts cannot be run: " + plain(why));
        }
        String problem;
        try {
            ArenaFiles.Replay replay = ArenaFiles.readReplay(ArenaFiles.writeReplay(
                    ArenaFiles.Replay.of(setup, result)));
            problem = replay.verify(engine);
        } catch (ArenaFileException e) {
            problem = "its replay is refused: " + e.getMessage();
        } catch (IllegalStateException | IllegalArgumentException | IndexOutOfBoundsException e) {
            problem = plain(e.getMessage());
        }
        if (problem != null) {
            throw new ArenaFileException("$", "the Bout this setup starts does not replay as it ran (" + problem
                    + "): the setup states a position the rules do not lead to");
        }
    }

    private static String plain(String message) {
        return message == null || message.isBlank() ? "the rules cannot go on from it" : message;
    }
}
