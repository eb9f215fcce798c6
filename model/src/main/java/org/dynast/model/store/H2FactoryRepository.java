package org.dynast.model.store;

import java.util.Optional;
import org.dynast.model.factory.FactoryFloor;
import org.dynast.model.factory.FactoryRepository;
import org.dynast.model.log.Snapshots;

/** Each Ruleset 190 dynasty's factory floor as one JSON document. */
final class H2FactoryRepository implements FactoryRepository {

    private final Jdbc jdbc;
    private final Snapshots snapshots = new Snapshots();

    H2FactoryRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "factory";
    }

    @Override
    public Class<FactoryFloor> type() {
        return FactoryFloor.class;
    }

    @Override
    public Optional<FactoryFloor> find(String key) {
        return jdbc.queryOne("SELECT state FROM factory_floor WHERE dynasty_id = ?",
                rs -> snapshots.read(rs.getString("state"), FactoryFloor.class), Long.parseLong(key));
    }

    @Override
    public void upsert(FactoryFloor floor) {
        jdbc.update("MERGE INTO factory_floor (dynasty_id, state) KEY (dynasty_id) VALUES (?, ?)", floor.dynastyId,
                snapshots.write(floor));
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM factory_floor WHERE dynasty_id = ?", Long.parseLong(key));
    }
}
