-- Dynast schema 1: dynasties, their rosters and mentorships, and the append-only action log.
CREATE SEQUENCE dynasty_seq START WITH 1;
CREATE SEQUENCE player_seq START WITH 1;
CREATE SEQUENCE mentorship_seq START WITH 1;
CREATE SEQUENCE log_seq START WITH 1;

CREATE TABLE dynasty (
    id              BIGINT PRIMARY KEY,
    name            VARCHAR(200) NOT NULL,
    ruleset_number  INT NOT NULL,
    player_term     VARCHAR(60) NOT NULL,
    players_term    VARCHAR(60) NOT NULL,
    emperor_term    VARCHAR(60) NOT NULL,
    emperor_id      BIGINT,
    started_on      DATE NOT NULL
);

CREATE TABLE player (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    name            VARCHAR(30) NOT NULL,
    admin           BOOLEAN NOT NULL,
    joined_on       DATE NOT NULL,
    tenured         BOOLEAN NOT NULL,
    idle_since      TIMESTAMP WITH TIME ZONE,
    idle_reason     VARCHAR(20),
    last_unidled    TIMESTAMP WITH TIME ZONE,
    CONSTRAINT player_name_unique UNIQUE (dynasty_id, name)
);

CREATE TABLE mentorship (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    mentor_id       BIGINT NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    mentee_id       BIGINT NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    started_on      DATE NOT NULL,
    ended_on        DATE
);

CREATE TABLE action_log (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    at              TIMESTAMP WITH TIME ZONE NOT NULL,
    actor           VARCHAR(100) NOT NULL,
    kind            VARCHAR(100) NOT NULL,
    summary         VARCHAR(2000) NOT NULL,
    entry_type      VARCHAR(10) NOT NULL,
    target_id       BIGINT,
    undoable        BOOLEAN NOT NULL,
    changes         CLOB NOT NULL
);
CREATE INDEX action_log_dynasty ON action_log(dynasty_id, id);
