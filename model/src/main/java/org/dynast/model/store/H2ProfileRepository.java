package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.matters.ProfileRepository;
import org.dynast.model.matters.StoredProfile;

final class H2ProfileRepository implements ProfileRepository {

    private final Jdbc jdbc;

    H2ProfileRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "profile";
    }

    @Override
    public Class<StoredProfile> type() {
        return StoredProfile.class;
    }

    @Override
    public List<StoredProfile> all() {
        return jdbc.query("SELECT id, name, shipped, definition, owner_dynasty_id FROM core_rules_profile "
                        + "ORDER BY shipped DESC, id",
                H2ProfileRepository::map);
    }

    @Override
    public Optional<StoredProfile> find(String key) {
        return jdbc.queryOne("SELECT id, name, shipped, definition, owner_dynasty_id FROM core_rules_profile WHERE id = ?",
                H2ProfileRepository::map, key);
    }

    @Override
    public void upsert(StoredProfile p) {
        jdbc.merge("core_rules_profile", "id, name, shipped, definition, owner_dynasty_id", "id", p.id(), p.name(), p.shipped(), p.definition(), p.owner());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM core_rules_profile WHERE id = ?", key);
    }

    private static StoredProfile map(ResultSet rs) throws SQLException {
        long owner = rs.getLong("owner_dynasty_id");
        return new StoredProfile(rs.getString("id"), rs.getString("name"), rs.getBoolean("shipped"),
                rs.getString("definition"), rs.wasNull() ? null : owner);
    }
}
