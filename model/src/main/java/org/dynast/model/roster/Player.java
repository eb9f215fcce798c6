package org.dynast.model.roster;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;

/**
 * A player of one dynasty's roster. {@code idleSince}/{@code idleReason} are set while the player
 * is Idle; {@code lastUnidled} remembers when they last came back.
 */
public record Player(
        long id,
        long dynastyId,
        String name,
        boolean admin,
        LocalDate joinedOn,
        boolean tenured,
        Instant idleSince,
        IdleReason idleReason,
        Instant lastUnidled) {

    public Player {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(joinedOn, "joinedOn");
        if ((idleSince == null) != (idleReason == null)) {
            throw new IllegalArgumentException("An Idle player needs both the time and the reason.");
        }
    }

    public static Player joining(long id, long dynastyId, String name, boolean admin, LocalDate joinedOn) {
        return new Player(id, dynastyId, name, admin, joinedOn, false, null, null, null);
    }

    public boolean idle() {
        return idleSince != null;
    }

    public Player renamed(String newName) {
        return new Player(id, dynastyId, newName, admin, joinedOn, tenured, idleSince, idleReason, lastUnidled);
    }

    public Player withAdmin(boolean value) {
        return new Player(id, dynastyId, name, value, joinedOn, tenured, idleSince, idleReason, lastUnidled);
    }

    public Player withJoinedOn(LocalDate date) {
        return new Player(id, dynastyId, name, admin, date, tenured, idleSince, idleReason, lastUnidled);
    }

    public Player withTenured(boolean value) {
        return new Player(id, dynastyId, name, admin, joinedOn, value, idleSince, idleReason, lastUnidled);
    }

    public Player idled(Instant at, IdleReason reason) {
        return new Player(id, dynastyId, name, admin, joinedOn, tenured, at, Objects.requireNonNull(reason), lastUnidled);
    }

    public Player unidled(Instant at) {
        return new Player(id, dynastyId, name, admin, joinedOn, tenured, null, null, at);
    }
}
