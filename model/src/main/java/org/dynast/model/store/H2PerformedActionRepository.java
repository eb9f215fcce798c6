package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.dynast.model.cooldown.PerformedAction;
import org.dynast.model.cooldown.PerformedActionRepository;

final class H2PerformedActionRepository implements PerformedActionRepository {

    private static final String COLUMNS = "id, dynasty_id, player_id, action, cadence, performed_at";
    private final Jdbc jdbc;

    H2PerformedActionRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "performedAction";
    }

    @Override
    public Class<PerformedAction> type() {
        return PerformedAction.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("performed_action_seq");
    }

    @Override
    public List<PerformedAction> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM performed_action WHERE dynasty_id = ? ORDER BY performed_at, id",
                H2PerformedActionRepository::map, dynastyId);
    }

    @Override
    public List<PerformedAction> findByAction(long dynastyId, String action, Instant since) {
        // the action column ignores case (VARCHAR_IGNORECASE)
        return jdbc.query("SELECT " + COLUMNS + " FROM performed_action WHERE dynasty_id = ? AND action = ? "
                + "AND performed_at >= ? ORDER BY performed_at, id", H2PerformedActionRepository::map, dynastyId,
                action, since);
    }

    @Override
    public Optional<PerformedAction> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM performed_action WHERE id = ?",
                H2PerformedActionRepository::map, Long.parseLong(key));
    }

    @Override
    public void upsert(PerformedAction a) {
        jdbc.merge("performed_action", COLUMNS, "id",
                a.id(), a.dynastyId(), a.playerId(), a.action(), a.cadence(), a.at());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM performed_action WHERE id = ?", Long.parseLong(key));
    }

    private static PerformedAction map(ResultSet rs) throws SQLException {
        return new PerformedAction(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getLong("player_id"),
                rs.getString("action"), rs.getString("cadence"), Jdbc.instant(rs, "performed_at"));
    }
}
