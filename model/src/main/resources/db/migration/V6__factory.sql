-- Dynast schema 6: Ruleset 190's factory floor. One row per dynasty holds the whole floor (every
-- Worker's Energy, Line, Cogs, Boxes, Things, Prototypes and Techs, the Clients' Wants and the
-- Cycle's bookkeeping) as a JSON document, so an action is one before/after change in the log and
-- undoes as one.
CREATE TABLE factory_floor (
    dynasty_id      BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state           CLOB NOT NULL
);
