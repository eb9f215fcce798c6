package org.dynast.model.store;

import java.util.Optional;
import org.dynast.model.tournament.Tournament;
import org.dynast.model.tournament.TournamentRepository;
import org.dynast.model.log.Snapshots;

/** Each dynasty's Tournament (Winners at War) as one JSON document. */
final class H2TournamentRepository implements TournamentRepository {

    private final Jdbc jdbc;
    private final Snapshots snapshots;

    H2TournamentRepository(Jdbc jdbc, Snapshots snapshots) {
        this.jdbc = jdbc;
        this.snapshots = snapshots;
    }

    @Override
    public String entity() {
        return "tournament";
    }

    @Override
    public Class<Tournament> type() {
        return Tournament.class;
    }

    @Override
    public String keyOf(Tournament value) {
        return Long.toString(value.dynastyId());
    }

    @Override
    public Optional<Tournament> find(String key) {
        return jdbc.queryOne("SELECT state FROM tournament WHERE dynasty_id = ?",
                rs -> snapshots.read(rs.getString("state"), Tournament.class), Long.parseLong(key));
    }

    @Override
    public void upsert(Tournament value) {
        jdbc.update("MERGE INTO tournament (dynasty_id, state) KEY (dynasty_id) VALUES (?, ?)",
                value.dynastyId(), snapshots.write(value));
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM tournament WHERE dynasty_id = ?", Long.parseLong(key));
    }
}
