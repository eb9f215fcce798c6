-- Dynast schema 7: Ruleset 205 Bouts in the dynasty file. House Bots (rule "House Bots", publicly
-- tracked, at most three), announced Bouts (rule "Bouts": the Announcement's selection, Configuration
-- and seeds, then how the Bout was resolved) and Taunts (rule "Taunt": who taunted whom, when).
-- Each row is a JSON document of an immutable record, written whole by each logged action.

CREATE SEQUENCE house_bot_seq START WITH 1;
CREATE TABLE house_bot (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
CREATE INDEX house_bot_dynasty ON house_bot(dynasty_id, id);

CREATE SEQUENCE announced_bout_seq START WITH 1;
CREATE TABLE announced_bout (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
CREATE INDEX announced_bout_dynasty ON announced_bout(dynasty_id, id);

CREATE SEQUENCE taunt_seq START WITH 1;
CREATE TABLE taunt (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
CREATE INDEX taunt_dynasty ON taunt(dynasty_id, id);
