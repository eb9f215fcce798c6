package org.dynast.model.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.dynast.model.ruleset.RulesetFormat;
import org.dynast.model.ruleset.RulesetRepository;
import org.dynast.model.ruleset.RulesetRevision;

final class H2RulesetRepository implements RulesetRepository {

    private static final String COLUMNS = "id, dynasty_id, number, created_at, kind, format, text_sha256, text_length,"
            + " summary, cause, matter_id, source_name";
    private final Jdbc jdbc;

    H2RulesetRepository(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public String entity() {
        return "ruleset_revision";
    }

    @Override
    public Class<RulesetRevision> type() {
        return RulesetRevision.class;
    }

    @Override
    public long nextId() {
        return jdbc.nextValue("ruleset_revision_seq");
    }

    @Override
    public List<RulesetRevision> findByDynasty(long dynastyId) {
        return jdbc.query("SELECT " + COLUMNS + " FROM ruleset_revision WHERE dynasty_id = ? ORDER BY number",
                H2RulesetRepository::map, dynastyId);
    }

    @Override
    public Optional<RulesetRevision> find(String key) {
        return jdbc.queryOne("SELECT " + COLUMNS + " FROM ruleset_revision WHERE id = ?", H2RulesetRepository::map,
                Long.parseLong(key));
    }

    @Override
    public void upsert(RulesetRevision r) {
        jdbc.merge("ruleset_revision", COLUMNS, "id",
                r.id(), r.dynastyId(), r.number(), r.createdAt(), r.kind(), r.format(), r.textHash(), r.textLength(),
                r.summary(), r.cause(), r.matterId(), r.sourceName());
    }

    @Override
    public void delete(String key) {
        jdbc.update("DELETE FROM ruleset_revision WHERE id = ?", Long.parseLong(key));
    }

    @Override
    public String storeText(String text) {
        String hash = sha256(text);
        // whether it is stored already, without reading it back
        if (jdbc.queryOne("SELECT 1 FROM ruleset_text WHERE sha256 = ?", rs -> rs.getInt(1), hash).isEmpty()) {
            jdbc.update("INSERT INTO ruleset_text (sha256, text) VALUES (?, ?)", hash, new Jdbc.LongText(text));
        }
        return hash;
    }

    @Override
    public Optional<String> text(String hash) {
        return jdbc.queryOne("SELECT text FROM ruleset_text WHERE sha256 = ?", rs -> rs.getString(1), hash);
    }

    static String sha256(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    private static RulesetRevision map(ResultSet rs) throws SQLException {
        return new RulesetRevision(rs.getLong("id"), rs.getLong("dynasty_id"), rs.getInt("number"),
                Jdbc.instant(rs, "created_at"), RulesetRevision.Kind.valueOf(rs.getString("kind")),
                RulesetFormat.valueOf(rs.getString("format")), rs.getString("text_sha256"), rs.getInt("text_length"),
                rs.getString("summary"), rs.getString("cause"), Jdbc.nullableLong(rs, "matter_id"),
                rs.getString("source_name"));
    }
}
