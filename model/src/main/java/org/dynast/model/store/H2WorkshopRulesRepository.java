package org.dynast.model.store;

import java.util.Optional;
import org.dynast.model.bots.WorkshopRules;
import org.dynast.model.bots.WorkshopRulesRepository;
import org.dynast.model.log.Snapshots;

/** Each dynasty's catalogue and Tournament Mode as one JSON document. */
final class H2WorkshopRulesRepository implements WorkshopRulesRepository {

    private final Jdbc jdbc;
    private final Snapshots snapshots;

    H2WorkshopRulesRepository(Jdbc jdbc, Snapshots snapshots) {
        this.jdbc = jdbc;
        this.snapshots = snapshots;
    }

    @Override
    public String entity() {
        return "workshop_rules";
    }

    @Override
    public Class<WorkshopRules> type() {
        return WorkshopRules.class;
    }

    @Override
    public String keyOf(WorkshopRules value) {
        return Long.toString(value.dynastyId());
    }

    @Override
    public Optional<WorkshopRules> find(String key) {
        return jdbc.queryOne("SELECT state FROM workshop_rules WHERE dynasty_id = ?",
                rs -> snapshots.read(rs.getString("state"), WorkshopRules.class), Long.parseLong(key));
    }

    @Override
    public void upsert(WorkshopRules value) {
        jdbc.update("MERGE INTO workshop_rules (dynasty_id, state) KEY (dynasty_id) VALUES (?, ?)",
                value.dynastyId(), snapshots.write(value));
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM workshop_rules WHERE dynasty_id = ?", Long.parseLong(key));
    }
}
