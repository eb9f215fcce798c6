package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.dynast.model.dice.Roll;
import org.dynast.model.dice.RollRepository;

final class H2RollRepository implements RollRepository {

    private static final String COLUMNS = "id, dynasty_id, rolled_at, roller, purpose, expression, generator, seed, "
            + "drawn, outcome, total, secret";
    private final Jdbc jdbc;

    H2RollRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "roll";
    }

    @Override
    public Class<Roll> type() {
        return Roll.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("dice_roll_seq");
    }

    @Override
    public List<Roll> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM dice_roll WHERE dynasty_id = ? ORDER BY id",
                H2RollRepository::map, dynastyId);
    }

    @Override
    public Optional<Roll> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM dice_roll WHERE id = ?", H2RollRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(Roll r) {
        jdbc.merge("dice_roll", COLUMNS, "id",
                r.id(), r.dynastyId(), r.at(), r.roller(), r.purpose(), r.expression(), r.generator(), r.seed(),
                r.values().stream().map(String::valueOf).collect(Collectors.joining(",")), r.outcome(), r.total(),
                r.secret());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM dice_roll WHERE id = ?", Long.parseLong(key));
    }

    private static Roll map(ResultSet rs) throws SQLException {
        String drawn = rs.getString("drawn");
        List<Long> values = drawn.isEmpty() ? List.of()
                : Arrays.stream(drawn.split(",")).map(Long::valueOf).toList();
        return new Roll(rs.getLong("id"), rs.getLong("dynasty_id"), Jdbc.instant(rs, "rolled_at"), rs.getString("roller"),
                rs.getString("purpose"), rs.getString("expression"), rs.getString("generator"), rs.getLong("seed"),
                values, rs.getString("outcome"), Jdbc.nullableLong(rs, "total"), rs.getBoolean("secret"));
    }
}
