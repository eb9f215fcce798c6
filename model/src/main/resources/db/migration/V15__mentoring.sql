-- Dynast schema 15: the mentor's side of rule "Mentors".
-- A tick of the mentor's "must do" list ("A mentor must do the following: ..."): which duty, on which day.
CREATE SEQUENCE mentor_duty_seq START WITH 1;
CREATE TABLE mentor_duty (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    mentorship_id   BIGINT NOT NULL REFERENCES mentorship(id) ON DELETE CASCADE,
    duty            VARCHAR(40) NOT NULL,
    done_on         DATE NOT NULL,
    CONSTRAINT mentor_duty_once UNIQUE (mentorship_id, duty)
);

-- A walkthrough a named player (a mentee) finished, and when.
CREATE SEQUENCE walkthrough_done_seq START WITH 1;
CREATE TABLE walkthrough_done (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    player_id       BIGINT NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    walkthrough_id  VARCHAR(80) NOT NULL,
    title           VARCHAR(200) NOT NULL,
    finished_at     TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX walkthrough_done_dynasty ON walkthrough_done (dynasty_id, player_id);
