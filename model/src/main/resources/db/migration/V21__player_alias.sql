-- Dynast schema 21: a dynasty's known aliases, a player's former names on the blog (issue 32). A commenter whose name
-- is an alias counts as that player in a thread's review and in judge --file. Each dynasty its own: a row belongs to
-- one dynasty and one of its players.
CREATE SEQUENCE player_alias_seq START WITH 1;
CREATE TABLE player_alias (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    player_id       BIGINT NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    alias           VARCHAR(60) NOT NULL
);
CREATE INDEX player_alias_dynasty ON player_alias (dynasty_id, player_id);
