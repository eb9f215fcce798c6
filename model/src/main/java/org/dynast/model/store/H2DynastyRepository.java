package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.DynastyRepository;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.module.DynastyModules;

final class H2DynastyRepository implements DynastyRepository {

    private static final String COLUMNS =
            "id, name, ruleset_number, player_term, players_term, emperor_term, emperor_id, started_on, profile_id, phase,"
                    + " previous_emperor_id, modules, dormant_since";
    private final Jdbc jdbc;

    /** The modules a dynasty of a ruleset runs by default: the installed modules that serve it. */
    private final DynastyModules modules;

    H2DynastyRepository(Jdbc jdbc, DynastyModules modules) {
        this.modules = modules;
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "dynasty";
    }

    @Override
    public Class<Dynasty> type() {
        return Dynasty.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("dynasty_seq");
    }

    @Override
    public List<Dynasty> all() {
        return jdbc.query("SELECT " + COLUMNS + " FROM dynasty ORDER BY id", this::map);
    }

    @Override
    public Optional<Dynasty> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM dynasty WHERE id = ?", this::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(Dynasty d) {
        jdbc.merge("dynasty", COLUMNS, "id",
                d.id(), d.name(), d.rulesetNumber(), d.terms().player(), d.terms().players(), d.terms().emperor(),
                d.emperorId(), d.startedOn(), d.profileId(), d.phase(), d.previousEmperorId(),
                d.modules() == null ? null : String.join(",", d.modules()), d.dormantSince());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM dynasty WHERE id = ?", Long.parseLong(key));
    }

    private Dynasty map(ResultSet rs) throws SQLException {
        return new Dynasty(rs.getLong("id"), rs.getString("name"), rs.getInt("ruleset_number"),
                new Terms(rs.getString("player_term"), rs.getString("players_term"), rs.getString("emperor_term")),
                Jdbc.nullableLong(rs, "emperor_id"), Jdbc.date(rs, "started_on"), rs.getString("profile_id"),
                DynastyPhase.valueOf(rs.getString("phase")), Jdbc.nullableLong(rs, "previous_emperor_id"),
                modules(rs.getString("modules"), rs.getInt("ruleset_number")), Jdbc.instant(rs, "dormant_since"));
    }

    /** The recorded module ids; a dynasty written before they were recorded runs the defaults for its ruleset. */
    private List<String> modules(String column, int rulesetNumber) {
        if (column == null) {
            return modules.defaultsFor(rulesetNumber);
        }
        return column.isBlank() ? List.of() : List.of(column.split(","));
    }
}
