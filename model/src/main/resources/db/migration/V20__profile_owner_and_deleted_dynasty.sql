-- Dynast schema 20: a core-rules profile an emperor cloned belongs to one dynasty (issue 33: a clone edited or undone
-- in one dynasty changed another's verdicts). Shipped profiles have no owner and are shared read-only. A clone written
-- before is given to the one dynasty that uses it; one used by several, or by none, stays without owner and may be
-- neither edited nor chosen by another dynasty (clone it instead).
ALTER TABLE core_rules_profile ADD COLUMN owner_dynasty_id BIGINT;
UPDATE core_rules_profile p SET owner_dynasty_id = (SELECT MIN(d.id) FROM dynasty d WHERE d.profile_id = p.id)
    WHERE p.shipped = FALSE AND (SELECT COUNT(*) FROM dynasty d WHERE d.profile_id = p.id) = 1;
-- A dynasty deleted (File › Delete Dynasty, undoable): one row while it is deleted, which the lists leave out; undoing
-- the deletion removes the row. The dynasty's own rows stay as they were, so nothing of it has to be read to delete it.
CREATE TABLE dynasty_deleted (
    dynasty_id      BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
