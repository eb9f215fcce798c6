package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        List<Vote> votes = new ArrayList<>(readByDynasty(dynastyId));
        votes.sort(H2VoteRepository::asCast);
        return votes;
    }

    /**
     * The dynasty's votes in no set order (the dynasty's matters found through votable_matter_dynasty: H2 otherwise
     * picks the foreign key's index, which costs half as much again; the columns read by position, not looked up by
     * name for every vote).
     */
    private List<Vote> readByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM vote v"
                + " JOIN votable_matter m" + jdbc.dialect().useIndex("votable_matter_dynasty") + " ON m.id = v.matter_id"
                + " WHERE m.dynasty_id = ?", H2VoteRepository::map, dynastyId);
    }

    @Override
    public Map<Long, List<Vote>> findByDynastyByMatter(long dynastyId) {
        Map<Long, List<Vote>> byMatter = new HashMap<>();
        List<Vote> list = null;
        long matterId = 0;
        for (Vote v : readByDynasty(dynastyId)) {
            if (list == null || v.matterId() != matterId) { // the join gives a matter's votes together
                matterId = v.matterId();
                list = byMatter.computeIfAbsent(matterId, id -> new ArrayList<>());
            }
            list.add(v);
        }
        byMatter.replaceAll((id, votes) -> {
            votes.sort(H2VoteRepository::asCast); // the join gives them in the order they were written
            return Collections.unmodifiableList(votes);
        });
        return byMatter;
    }

    @Override
    public Optional<Vote> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM vote v WHERE v.id = ?", H2VoteRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(Vote v) {
        jdbc.merge("vote", "id, matter_id, player_id, icon, cast_at", "id",
                row(v));
    }

    @Override
    public void insertNew(List<Vote> values) {
        jdbc.insertRows("INSERT INTO vote (id, matter_id, player_id, icon, cast_at) VALUES (?, ?, ?, ?, ?)",
                values.stream().map(H2VoteRepository::row).toList());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM vote WHERE id = ?", Long.parseLong(key));
    }

    private static Object[] row(Vote v) {
        return new Object[] {v.id(), v.matterId(), v.playerId(), v.icon(), v.castAt()};
    }

    /** By time cast, then id (one comparison, not a chain of key extractors: it runs some 4 million times). */
    private static int asCast(Vote a, Vote b) {
        int byTime = a.castAt().compareTo(b.castAt());
        return byTime != 0 ? byTime : Long.compare(a.id(), b.id());
    }

    /** A row of {@link #COLUMNS}, in that order. */
    private static Vote map(ResultSet rs) throws SQLException {
        return new Vote(rs.getLong(1), rs.getLong(2), rs.getLong(3), VoteIcon.valueOf(rs.getString(4)),
                rs.getObject(5, OffsetDateTime.class).toInstant());
    }

}
