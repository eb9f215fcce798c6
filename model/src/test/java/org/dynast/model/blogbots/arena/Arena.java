package org.dynast.model.blogbots.arena;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.dynast.model.blogbots.bots.Bot;
import org.dynast.model.blogbots.bots.Catalogue;
import org.dynast.model.blogbots.bots.Part;

/** Test fixtures: Bots, Scripts and Bouts placed where a rule needs them. */
final class Arena {

    static final Catalogue CAT = Catalogue.shipped();
    static final BoutEngine ENGINE = new BoutEngine(CAT);

    private Arena() {
    }

    /** A Petrol / Apex Systems X1500 Bot (Shove Power 450) with these Systems at 100%. */
    static Bot bot(String name, String... systems) {
        return Bot.standard(name).withSystems(Arrays.stream(systems).map(s -> Part.system(s, 100)).toList());
    }

    static Entrant entrant(Bot bot, String... lines) {
        return Entrant.of(bot, String.join("\n", lines), bot.name() + "'s Operator");
    }

    /** A Bout with {@code a} on {@code sa} facing {@code fa} and {@code b} on {@code sb} facing {@code fb}. */
    static BoutResult placed(Entrant a, int sa, Facing fa, Entrant b, int sb, Facing fb) {
        return placed(a, sa, fa, b, sb, fb, Configuration.standard(), 1L);
    }

    static BoutResult placed(Entrant a, int sa, Facing fa, Entrant b, int sb, Facing fb, Configuration c, long seed) {
        return ENGINE.run(BoutSetup.placed(a, BoutSetup.Placement.at(sa, fa), b, BoutSetup.Placement.at(sb, fb), c,
                seed));
    }

    /** The state of the Bot named {@code name} after the first event of {@code kind} by anyone (or null). */
    static BotState after(BoutResult r, BoutEvent.Kind kind, String name) {
        for (BoutEvent e : r.events()) {
            if (e.kind() == kind) {
                return state(e, name);
            }
        }
        return null;
    }

    static BotState state(BoutEvent e, String name) {
        return e.bots().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    /** The state after turn {@code turn}'s last event. */
    static BotState afterTurn(BoutResult r, int turn, String name) {
        BoutEvent last = null;
        for (BoutEvent e : r.events()) {
            if (e.turn() <= turn) {
                last = e;
            }
        }
        return state(last, name);
    }

    /** Runs the bout setup file {@code /arena/setups/NAME} (test resources). */
    static BoutResult setup(String name) {
        return ENGINE.run(setupOf(name));
    }

    /** The bout setup file {@code /arena/setups/NAME} as read. */
    static BoutSetup setupOf(String name) {
        try (var in = Arena.class.getResourceAsStream("/arena/setups/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no setup " + name);
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return BoutSetupFile.read(json, null, CAT);
        } catch (IOException | ArenaFiles.ArenaFileException e) {
            throw new IllegalStateException(name + ": " + e.getMessage(), e);
        }
    }

    static List<BoutEvent> of(BoutResult r, BoutEvent.Kind kind) {
        return r.events().stream().filter(e -> e.kind() == kind).toList();
    }

    static List<String> texts(BoutResult r) {
        return r.events().stream().map(BoutEvent::toString).toList();
    }
}
