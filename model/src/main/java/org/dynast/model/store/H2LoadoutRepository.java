package org.dynast.model.store;

import java.util.List;
import java.util.Optional;
import org.dynast.model.bots.Loadout;
import org.dynast.model.bots.LoadoutRepository;
import org.dynast.model.log.Snapshots;

/** Loadouts as JSON documents (the same snapshot the log records), one row per Operator. */
final class H2LoadoutRepository implements LoadoutRepository {

    private final Jdbc jdbc;
    private final Snapshots snapshots;

    H2LoadoutRepository(Jdbc jdbc, Snapshots snapshots) {
        this.jdbc = jdbc;
        this.snapshots = snapshots;
    }

    @Override
    public String entity() {
        return "bot_loadout";
    }

    @Override
    public Class<Loadout> type() {
        return Loadout.class;
    }

    @Override
    public String keyOf(Loadout value) {
        return Long.toString(value.playerId());
    }

    @Override
    public List<Loadout> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT state FROM bot_loadout WHERE dynasty_id = ? ORDER BY player_id",
                rs -> snapshots.read(rs.getString("state"), Loadout.class), dynastyId);
    }

    @Override
    public Optional<Loadout> find(String key) {
        return jdbc.queryOne("SELECT state FROM bot_loadout WHERE player_id = ?",
                rs -> snapshots.read(rs.getString("state"), Loadout.class), Long.parseLong(key));
    }

    @Override
    public void upsert(Loadout value) {
        jdbc.update("MERGE INTO bot_loadout (player_id, dynasty_id, state) KEY (player_id) VALUES (?, ?, ?)",
                value.playerId(), value.dynastyId(), snapshots.write(value));
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM bot_loadout WHERE player_id = ?", Long.parseLong(key));
    }
}
