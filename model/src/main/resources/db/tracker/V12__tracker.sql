-- The generic gamestate tracker (module "tracker"): one JSON document per dynasty holding its definition, rows,
-- idle players' kept values, global values and the takes of actions with a cadence of their own.
CREATE TABLE tracker_state (
    dynasty_id BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state      CLOB NOT NULL
);
