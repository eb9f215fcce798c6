package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.roster.PlayerAlias;
import org.dynast.model.roster.PlayerAliasRepository;

final class H2PlayerAliasRepository implements PlayerAliasRepository {

    private static final String COLUMNS = "id, dynasty_id, player_id, alias";
    private final Jdbc jdbc;

    H2PlayerAliasRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "player-alias";
    }

    @Override
    public Class<PlayerAlias> type() {
        return PlayerAlias.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("player_alias_seq");
    }

    @Override
    public List<PlayerAlias> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM player_alias WHERE dynasty_id = ? ORDER BY id",
                H2PlayerAliasRepository::map, dynastyId);
    }

    @Override
    public Optional<PlayerAlias> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM player_alias WHERE id = ?", H2PlayerAliasRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(PlayerAlias a) {
        jdbc.merge("player_alias", COLUMNS, "id", a.id(), a.dynastyId(),
                a.playerId(), a.alias());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM player_alias WHERE id = ?", Long.parseLong(key));
    }

    private static PlayerAlias map(ResultSet rs) throws SQLException {
        return new PlayerAlias(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getLong("player_id"),
                rs.getString("alias"));
    }
}
