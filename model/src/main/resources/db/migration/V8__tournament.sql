-- Dynast schema 8: Ruleset 205's Tournament ("Winners at War"), a row per dynasty holding its date setting,
-- when Tournament Mode began, the seed lists posted and the Bracket with its schedule, as one JSON document of
-- immutable records, written whole by each logged action.

CREATE TABLE tournament (
    dynasty_id      BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
