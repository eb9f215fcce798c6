-- Ruleset 217 "Districts" (module "districts"): one JSON document per dynasty holding what the tracker's table does
-- not — the Dilemmas with their Reactions, the City's private Factions and Cultures, the Moot and Socialize inbox,
-- the Conclave's Plenary Sessions with their private allocations, and who has Reinitialised.
CREATE TABLE districts_state (
    dynasty_id BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state      CLOB NOT NULL
);
