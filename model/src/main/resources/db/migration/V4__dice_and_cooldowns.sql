-- Dynast schema 4: the Dice Roller's roll log and the takes of cadenced (Daily / Weekly) actions.
-- Times keep nanoseconds (TIMESTAMP(9)), so a stored row reads back exactly as the action log
-- recorded it, whatever clock stamped it, and undo finds it unchanged.

-- NO CACHE: roll numbers are shown to players, so a console that is killed does not skip 32 of them.
CREATE SEQUENCE dice_roll_seq START WITH 1 NO CACHE;

-- One roll, with the seed and generator it was drawn from, so it can be drawn again exactly.
-- Secret rolls ("secretly random") are kept here too and left out of the player view.
CREATE TABLE dice_roll (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    rolled_at       TIMESTAMP(9) WITH TIME ZONE NOT NULL,
    roller          VARCHAR(30) NOT NULL,
    purpose         VARCHAR(500) NOT NULL,
    expression      VARCHAR(4000) NOT NULL,
    generator       VARCHAR(60) NOT NULL,
    seed            BIGINT NOT NULL,
    drawn           CLOB NOT NULL,
    outcome         VARCHAR(4000) NOT NULL,
    total           BIGINT,
    secret          BOOLEAN NOT NULL
);
CREATE INDEX dice_roll_dynasty ON dice_roll(dynasty_id, id);

CREATE SEQUENCE performed_action_seq START WITH 1;

-- One take of a Daily / Weekly (Communal) Action by one player; action names match ignoring case.
CREATE TABLE performed_action (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    player_id       BIGINT NOT NULL REFERENCES player(id) ON DELETE CASCADE,
    action          VARCHAR_IGNORECASE(200) NOT NULL,
    cadence         VARCHAR(60) NOT NULL,
    performed_at    TIMESTAMP(9) WITH TIME ZONE NOT NULL
);
CREATE INDEX performed_action_lookup ON performed_action(dynasty_id, action, performed_at);
