package org.dynast.model.store;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.Player;

/**
 * The demo dynasty a new console opens on: a Ruleset 205 bot workshop with a small roster, two
 * Idle Operators, two Tenured ones and a Mentorship. Seeded as one action that cannot be undone.
 */
public final class DemoDynasty {

    public static final String NAME = "The Tin Announcer's Workshop";
    public static final String EMPEROR = "Ferrous";

    private DemoDynasty() {
    }

    /** Founds the demo dynasty in {@code store} if the file has no dynasty yet; returns it either way. */
    public static Dynasty seedIfEmpty(GameStore store, String actor) {
        var existing = store.dynasties().all();
        if (!existing.isEmpty()) {
            return existing.get(0);
        }
        LocalDate today = store.clock().today();
        Instant now = store.clock().now();
        Dynasty dynasty = store.dynasties().found(actor, NAME, 205, new Terms("Operator", "Operators", "Announcer"),
                EMPEROR, today.minusDays(21));
        long id = dynasty.id();
        String[][] roster = {
            // name, admin, joined days ago, tenured
            {"Brass_Monkey", "false", "400", "false"},
            {"Cogsworth", "true", "2900", "true"},
            {"Dr.Volt", "false", "120", "false"},
            {"Gearheart", "true", "1500", "true"},
            {"Kessler", "false", "700", "false"},
            {"Lumen", "false", "90", "false"},
            {"O'Malley", "false", "35", "false"},
            {"Rivet-7", "false", "10", "false"},
        };
        store.roster().seed(id, actor, "Seeded the demo roster", repos -> {
            long gearheart = 0;
            long rivet = 0;
            for (String[] row : roster) {
                Player p = new Player(repos.nextPlayerId(), id, row[0], Boolean.parseBoolean(row[1]),
                        today.minusDays(Long.parseLong(row[2])), Boolean.parseBoolean(row[3]), null, null, null);
                if (p.name().equals("Kessler")) {
                    p = p.idled(now.minus(Duration.ofDays(9)), IdleReason.REQUESTED);
                } else if (p.name().equals("Lumen")) {
                    p = p.idled(now.minus(Duration.ofDays(3)), IdleReason.INACTIVE);
                }
                repos.add(p);
                if (p.name().equals("Gearheart")) {
                    gearheart = p.id();
                } else if (p.name().equals("Rivet-7")) {
                    rivet = p.id();
                }
            }
            repos.add(new Mentorship(repos.nextMentorshipId(), id, gearheart, rivet, today.minusDays(9), null));
        });
        return store.dynasties().get(id);
    }
}
