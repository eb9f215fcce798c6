-- Undo and redo work from the entries after a dynasty's last one that cannot be undone (a founding, an import and its
-- history): this index finds that entry without reading the log, which a ten-year dynasty makes 50,000 entries long.
CREATE INDEX action_log_final ON action_log(dynasty_id, undoable, id);
