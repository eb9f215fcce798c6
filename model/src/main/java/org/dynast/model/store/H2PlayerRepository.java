package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.roster.IdleReason;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerRepository;

final class H2PlayerRepository implements PlayerRepository {

    private static final String COLUMNS =
            "id, dynasty_id, name, admin, joined_on, tenured, idle_since, idle_reason, last_unidled";
    private final Jdbc jdbc;

    H2PlayerRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "player";
    }

    @Override
    public Class<Player> type() {
        return Player.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("player_seq");
    }

    @Override
    public List<Player> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM player WHERE dynasty_id = ? ORDER BY id",
                H2PlayerRepository::map, dynastyId);
    }

    @Override
    public Optional<Player> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM player WHERE id = ?", H2PlayerRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(Player p) {
        jdbc.merge("player", COLUMNS, "id",
                p.id(), p.dynastyId(), p.name(), p.admin(), p.joinedOn(), p.tenured(), p.idleSince(),
                p.idleReason(), p.lastUnidled());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM player WHERE id = ?", Long.parseLong(key));
    }

    private static Player map(ResultSet rs) throws SQLException {
        String reason = rs.getString("idle_reason");
        return new Player(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getString("name"), rs.getBoolean("admin"),
                Jdbc.date(rs, "joined_on"), rs.getBoolean("tenured"), Jdbc.instant(rs, "idle_since"),
                reason == null ? null : IdleReason.valueOf(reason), Jdbc.instant(rs, "last_unidled"));
    }
}
