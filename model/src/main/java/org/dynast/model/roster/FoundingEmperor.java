package org.dynast.model.roster;

import java.time.LocalDate;
import java.util.Optional;
import org.dynast.model.dynasty.EmperorSeat;
import org.dynast.model.log.Changes;

/** The roster's side of founding a dynasty: its emperor joins the roster as its first player, an Admin. */
public record FoundingEmperor(PlayerRepository players) implements EmperorSeat {

    @Override
    public Optional<String> nameProblem(String name) {
        return PlayerName.problem(name);
    }

    @Override
    public long seat(Changes changes, long dynastyId, String name, LocalDate joinedOn) {
        return changes.insert(players, Player.joining(players.nextId(), dynastyId, name, true, joinedOn)).id();
    }
}
