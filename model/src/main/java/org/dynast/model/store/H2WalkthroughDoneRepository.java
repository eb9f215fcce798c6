package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.roster.WalkthroughDone;
import org.dynast.model.roster.WalkthroughDoneRepository;

final class H2WalkthroughDoneRepository implements WalkthroughDoneRepository {

    private static final String COLUMNS = "id, dynasty_id, player_id, walkthrough_id, title, finished_at";
    private final Jdbc jdbc;

    H2WalkthroughDoneRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "walkthrough-done";
    }

    @Override
    public Class<WalkthroughDone> type() {
        return WalkthroughDone.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("walkthrough_done_seq");
    }

    @Override
    public List<WalkthroughDone> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM walkthrough_done WHERE dynasty_id = ? ORDER BY finished_at, id",
                H2WalkthroughDoneRepository::map, dynastyId);
    }

    @Override
    public Optional<WalkthroughDone> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM walkthrough_done WHERE id = ?",
                H2WalkthroughDoneRepository::map, Long.parseLong(key));
    }

    @Override
    public void upsert(WalkthroughDone w) {
        jdbc.merge("walkthrough_done", COLUMNS, "id",
                w.id(), w.dynastyId(), w.playerId(), w.walkthroughId(), w.title(), w.finishedAt());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM walkthrough_done WHERE id = ?", Long.parseLong(key));
    }

    private static WalkthroughDone map(ResultSet rs) throws SQLException {
        return new WalkthroughDone(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getLong("player_id"),
                rs.getString("walkthrough_id"), rs.getString("title"), Jdbc.instant(rs, "finished_at"));
    }
}
