-- Ruleset 168's Wizards (module "wizards"): one JSON document per dynasty holding what the tracker's table does not —
-- the current Battlefields, the Duels (with the duelists' plans, private to the judge), the Campaigns, the animal
-- names taken for first creatures, the feeding history the Soup Kitchen needs, and the victor.
CREATE TABLE wizards_state (
    dynasty_id BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state      CLOB NOT NULL
);
