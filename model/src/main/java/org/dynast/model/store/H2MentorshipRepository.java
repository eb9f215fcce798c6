package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.MentorshipRepository;

final class H2MentorshipRepository implements MentorshipRepository {

    private static final String COLUMNS = "id, dynasty_id, mentor_id, mentee_id, started_on, ended_on";
    private final Jdbc jdbc;

    H2MentorshipRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "mentorship";
    }

    @Override
    public Class<Mentorship> type() {
        return Mentorship.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("mentorship_seq");
    }

    @Override
    public List<Mentorship> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM mentorship WHERE dynasty_id = ? ORDER BY id",
                H2MentorshipRepository::map, dynastyId);
    }

    @Override
    public Optional<Mentorship> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM mentorship WHERE id = ?", H2MentorshipRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(Mentorship m) {
        jdbc.merge("mentorship", COLUMNS, "id",
                m.id(), m.dynastyId(), m.mentorId(), m.menteeId(), m.startedOn(), m.endedOn());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM mentorship WHERE id = ?", Long.parseLong(key));
    }

    private static Mentorship map(ResultSet rs) throws SQLException {
        return new Mentorship(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getLong("mentor_id"),
                rs.getLong("mentee_id"), Jdbc.date(rs, "started_on"), Jdbc.date(rs, "ended_on"));
    }
}
