package org.dynast.model.blogbots.arena;

import java.time.Instant;
import java.util.Objects;

/**
 * A Bout named in an Announcement Post (rule "Bouts"), with the Configuration generated for it "Prior to
 * Announcing", the seed the whole Announcement was drawn from ({@code announcementSeed}: the selection, the
 * Configuration and {@code boutSeed}) and the seed the Bout itself runs with. Once resolved it keeps how: the
 * winner, an outcome line and the two entrants as they entered (so the Bout can be re-simulated exactly).
 *
 * @param place the Bout's place (1, 2, ...) in its Announcement
 */
public record AnnouncedBout(long id, long dynastyId, Instant announcedAt, long announcementSeed, int place,
                            long firstPlayerId, String firstOperator, long secondPlayerId, String secondOperator,
                            Configuration configuration, Long houseBotId, long boutSeed, BoutStatus status,
                            Instant resolvedAt, String winner, String outcome, Entrant firstEntrant,
                            Entrant secondEntrant, boolean practice) {

    public AnnouncedBout {
        Objects.requireNonNull(announcedAt, "announcedAt");
        Objects.requireNonNull(configuration, "configuration");
        Objects.requireNonNull(status, "status");
    }

    public boolean pending() {
        return status == BoutStatus.ANNOUNCED;
    }

    public boolean involves(long playerId) {
        return firstPlayerId == playerId || secondPlayerId == playerId;
    }

    public String title() {
        return firstOperator + " v " + secondOperator;
    }

    AnnouncedBout resolved(BoutStatus how, Instant at, String winnerName, String outcomeLine, Entrant first,
                           Entrant second, boolean practiceBout) {
        return new AnnouncedBout(id, dynastyId, announcedAt, announcementSeed, place, firstPlayerId, firstOperator,
                secondPlayerId, secondOperator, configuration, houseBotId, boutSeed, how, at, winnerName, outcomeLine,
                first, second, practiceBout);
    }
}
