package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.matters.Vote;
import org.dynast.model.matters.VoteIcon;
import org.dynast.model.matters.VoteRepository;

final class H2VoteRepository implements VoteRepository {

    private static final String COLUMNS = "v.id, v.matter_id, v.player_id, v.icon, v.cast_at";
    private final Jdbc jdbc;

    H2VoteRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "vote";
    }

    @Override
    public Class<Vote> type() {
        return Vote.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("vote_seq");
    }

    @Override
    public long reserveIds(int count) {
        return jdbc.reserve("vote_seq", count);
    }

    @Override
    public List<Vote> findByDynasty(long dynastyId) {
        // sorted here, not by H2: a ten-year dynasty's 250,000 votes overflow H2's in-memory sort into a temporary
        // store on disk, which costs more than the reading itself
        List<Vote> votes = new java.util.ArrayList<>(jdbc.query("SELECT " + COLUMNS + " FROM vote v"
                + " JOIN votable_matter m ON m.id = v.matter_id WHERE m.dynasty_id = ?", H2VoteRepository::map,
                dynastyId));
        votes.sort(java.util.Comparator.comparing(Vote::castAt).thenComparingLong(Vote::id));
        return votes;
    }

    @Override
    public Optional<Vote> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM vote v WHERE v.id = ?", H2VoteRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(Vote v) {
        jdbc.update("MERGE INTO vote (id, matter_id, player_id, icon, cast_at) KEY (id) VALUES (?, ?, ?, ?, ?)",
                v.id(), v.matterId(), v.playerId(), v.icon(), v.castAt());
    }

    @Override
    public void insertNew(List<Vote> values) {
        jdbc.insertRows("INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (?, ?, ?, ?, ?)",
                values.stream().map(v -> new Object[] {v.id(), v.matterId(), v.playerId(), v.icon(), v.castAt()})
                        .toList());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM vote WHERE id = ?", Long.parseLong(key));
    }

    private static Vote map(ResultSet rs) throws SQLException {
        return new Vote(rs.getLong("id"), rs.getLong("matter_id"), rs.getLong("player_id"),
                VoteIcon.valueOf(rs.getString("icon")), Jdbc.instant(rs, "cast_at"));
    }
}
