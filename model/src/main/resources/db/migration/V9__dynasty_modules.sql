-- Dynast schema 9: each dynasty records the dynasty modules it runs (their ids, comma-separated).
-- NULL for a dynasty written before: it runs the installed modules that serve its ruleset.
ALTER TABLE dynasty ADD COLUMN modules VARCHAR(400);
