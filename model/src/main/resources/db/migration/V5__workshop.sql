-- Dynast schema 5: the Ruleset 205 workshop. A loadout row per Operator (Money, Bot, Spare Parts Bin,
-- Readiness, repair flag and the private Script) and a row per dynasty with its editable catalogue and
-- Tournament Mode. Both are JSON documents of immutable records, written whole by each logged action.

CREATE TABLE bot_loadout (
    player_id       BIGINT PRIMARY KEY REFERENCES player(id) ON DELETE CASCADE,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
CREATE INDEX bot_loadout_dynasty ON bot_loadout(dynasty_id, player_id);

CREATE TABLE workshop_rules (
    dynasty_id      BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
