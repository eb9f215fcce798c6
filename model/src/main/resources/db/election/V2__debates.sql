-- Ruleset 57 "Election" (module "election"), the Debates: one JSON document per dynasty holding the eight debates,
-- each with its moderator, issue, Debate post, entrants, the moderator's private box (the PMs received and who wrote
-- the entry behind each numeric), the Debate resolution's entries, the numeric replies and how it finished.
CREATE TABLE election_debates (
    dynasty_id BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state      CLOB NOT NULL
);
