package org.dynast.model.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterRepository;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.VotableMatter;

final class H2MatterRepository implements MatterRepository {

    private static final String COLUMNS = "id, dynasty_id, kind, title, author_id, posted_at, body, changes_protected,"
            + " specifies_changes, marked_illegal, status, resolved_at, resolved_by, resolution_note";
    private final Jdbc jdbc;

    H2MatterRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "matter";
    }

    @Override
    public Class<VotableMatter> type() {
        return VotableMatter.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("matter_seq");
    }

    @Override
    public long reserveIds(int count) {
        return jdbc.reserve("matter_seq", count);
    }

    @Override
    public List<VotableMatter> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM votable_matter WHERE dynasty_id = ? ORDER BY posted_at, id",
                H2MatterRepository::map, dynastyId);
    }

    @Override
    public List<VotableMatter> findByDynastyWithoutBodies(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS.replace(" body,", " '' AS body,") + " FROM votable_matter"
                + " WHERE dynasty_id = ? ORDER BY posted_at, id", H2MatterRepository::map, dynastyId);
    }

    @Override
    public List<VotableMatter> findPendingByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM votable_matter WHERE dynasty_id = ? AND status = ?"
                + " ORDER BY posted_at, id", H2MatterRepository::map, dynastyId, MatterStatus.PENDING);
    }

    @Override
    public Optional<VotableMatter> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM votable_matter WHERE id = ?", H2MatterRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(VotableMatter m) {
        jdbc.merge("votable_matter", COLUMNS, "id",
                row(m));
    }

    @Override
    public void insertNew(List<VotableMatter> values) {
        jdbc.insertRows("INSERT INTO votable_matter (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                values.stream().map(H2MatterRepository::row).toList());
    }

    private static Object[] row(VotableMatter m) {
        return new Object[] {m.id(), m.dynastyId(), m.kind(), m.title(), m.authorId(), m.postedAt(), m.body(),
                m.changesProtectedText(), m.specifiesChanges(), m.markedIllegal(), m.status(), m.resolvedAt(),
                m.resolvedBy(), m.resolutionNote()};
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM votable_matter WHERE id = ?", Long.parseLong(key));
    }

    private static VotableMatter map(ResultSet rs) throws SQLException {
        return new VotableMatter(rs.getLong("id"), rs.getLong("dynasty_id"), MatterKind.valueOf(rs.getString("kind")),
                rs.getString("title"), rs.getLong("author_id"), Jdbc.instant(rs, "posted_at"), rs.getString("body"),
                rs.getBoolean("changes_protected"), rs.getBoolean("specifies_changes"), rs.getBoolean("marked_illegal"),
                MatterStatus.valueOf(rs.getString("status")), Jdbc.instant(rs, "resolved_at"),
                rs.getString("resolved_by"), rs.getString("resolution_note"));
    }
}
