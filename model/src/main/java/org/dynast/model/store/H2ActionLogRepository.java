package org.dynast.model.store;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.dynast.model.StoredDataException;
import org.dynast.model.log.ActionLogRepository;
import org.dynast.model.log.Change;
import org.dynast.model.log.LogEntry;

final class H2ActionLogRepository implements ActionLogRepository {

    private static final TypeReference<List<Change>> CHANGES = new TypeReference<>() {
    };
    private final Jdbc jdbc;
    private final ObjectMapper mapper;

    H2ActionLogRepository(Jdbc jdbc, ObjectMapper mapper) {
        this.jdbc = jdbc;
        this.mapper = mapper;
    }

    @Override
    public LogEntry append(LogEntry e) {
        long id = jdbc.nextValue("log_seq");
        jdbc.update("INSERT INTO action_log (id, dynasty_id, at, actor, kind, summary, entry_type, target_id, undoable,"
                        + " changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                id, e.dynastyId(), e.at(), e.actor(), e.kind(), e.summary(), e.type(), e.target(), e.undoable(),
                writeChanges(e.changes()));
        return new LogEntry(id, e.dynastyId(), e.at(), e.actor(), e.kind(), e.summary(), e.changes(), e.type(),
                e.target(), e.undoable());
    }

    @Override
    public void appendAll(List<LogEntry> entries) {
        long id = jdbc.reserve("log_seq", entries.size());
        List<Object[]> rows = new ArrayList<>(entries.size());
        for (LogEntry e : entries) {
            rows.add(new Object[] {id++, e.dynastyId(), e.at(), e.actor(), e.kind(), e.summary(), e.type(), e.target(),
                    e.undoable(), writeChanges(e.changes())});
        }
        jdbc.insertRows("INSERT INTO action_log (id, dynasty_id, at, actor, kind, summary, entry_type, target_id, undoable,"
                + " changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows);
    }

    @Override
    public List<LogEntry> list(long dynastyId) {
        return jdbc.query("SELECT * FROM action_log WHERE dynasty_id = ? ORDER BY id", this::map, dynastyId);
    }

    @Override
    public List<LogEntry> headers(long dynastyId) {
        return jdbc.query("SELECT id, dynasty_id, at, actor, kind, summary, entry_type, target_id, undoable"
                + " FROM action_log WHERE dynasty_id = ? ORDER BY id", rs -> header(rs, List.of()), dynastyId);
    }

    @Override
    public List<LogEntry> undoHistory(long dynastyId) {
        // from the last entry that cannot be undone, found at the end of index action_log_final without reading the
        // log (H2 answers MAX(id) there by scanning every entry of the dynasty: 250,000 after a long import)
        return jdbc.query("SELECT id, dynasty_id, at, actor, kind, summary, entry_type, target_id, undoable"
                + " FROM action_log WHERE dynasty_id = ? AND id >= COALESCE((SELECT id FROM action_log"
                + jdbc.dialect().useIndex("action_log_final") + " WHERE dynasty_id = ? AND undoable = FALSE"
                + " ORDER BY dynasty_id DESC, undoable DESC, id DESC LIMIT 1), 0) ORDER BY id",
                rs -> header(rs, List.of()), dynastyId, dynastyId);
    }

    @Override
    public List<LogEntry> headersAfter(long dynastyId, long afterId) {
        return jdbc.query("SELECT id, dynasty_id, at, actor, kind, summary, entry_type, target_id, undoable"
                + " FROM action_log WHERE dynasty_id = ? AND id > ? ORDER BY id", rs -> header(rs, List.of()), dynastyId,
                afterId);
    }

    @Override
    public long newestId(long dynastyId) {
        // the last of the dynasty's entries in index action_log_dynasty, read backwards (not MAX(id), which H2 answers
        // by scanning every entry of the dynasty)
        return jdbc.queryOne("SELECT id FROM action_log" + jdbc.dialect().useIndex("action_log_dynasty") + " WHERE dynasty_id = ?"
                + " ORDER BY dynasty_id DESC, id DESC LIMIT 1", rs -> rs.getLong(1), dynastyId).orElse(0L);
    }

    @Override
    public Optional<LogEntry> find(long dynastyId, long id) {
        return jdbc.query("SELECT * FROM action_log WHERE dynasty_id = ? AND id = ?", this::map, dynastyId, id)
                .stream().findFirst();
    }

    private LogEntry map(ResultSet rs) throws SQLException {
        return header(rs, readChanges(rs.getString("changes")));
    }

    private static LogEntry header(ResultSet rs, List<Change> changes) throws SQLException {
        return new LogEntry(rs.getLong("id"), rs.getLong("dynasty_id"), Jdbc.instant(rs, "at"), rs.getString("actor"),
                rs.getString("kind"), rs.getString("summary"), changes,
                LogEntry.Kind.valueOf(rs.getString("entry_type")), Jdbc.nullableLong(rs, "target_id"),
                rs.getBoolean("undoable"));
    }

    private String writeChanges(List<Change> changes) {
        if (changes.isEmpty()) {
            return "[]"; // an imported history's 50,000 entries have none: no JSON generator made for each
        }
        try {
            return mapper.writeValueAsString(changes);
        } catch (JsonProcessingException e) {
            throw new StoreException("Cannot write a log entry's changes", e);
        }
    }

    private List<Change> readChanges(String json) {
        try {
            return mapper.readValue(json, CHANGES);
        } catch (JsonProcessingException e) {
            throw new StoredDataException("A log entry's changes cannot be read back", e);
        }
    }
}
