package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.roster.DutyTick;
import org.dynast.model.roster.DutyTickRepository;
import org.dynast.model.roster.MentorDuty;

final class H2DutyTickRepository implements DutyTickRepository {

    private static final String COLUMNS = "id, dynasty_id, mentorship_id, duty, done_on";
    private final Jdbc jdbc;

    H2DutyTickRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "mentor-duty";
    }

    @Override
    public Class<DutyTick> type() {
        return DutyTick.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("mentor_duty_seq");
    }

    @Override
    public List<DutyTick> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM mentor_duty WHERE dynasty_id = ? ORDER BY id",
                H2DutyTickRepository::map, dynastyId);
    }

    @Override
    public Optional<DutyTick> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM mentor_duty WHERE id = ?", H2DutyTickRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(DutyTick t) {
        jdbc.merge("mentor_duty", COLUMNS, "id",
                t.id(), t.dynastyId(), t.mentorshipId(), t.duty(), t.doneOn());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM mentor_duty WHERE id = ?", Long.parseLong(key));
    }

    private static DutyTick map(ResultSet rs) throws SQLException {
        return new DutyTick(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getLong("mentorship_id"),
                MentorDuty.valueOf(rs.getString("duty")), Jdbc.date(rs, "done_on"));
    }
}
