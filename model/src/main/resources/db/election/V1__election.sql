-- Ruleset 57 "Election" (module "election"): one JSON document per dynasty holding what the tracker's Candidates'
-- table (Supporters, Endorses, Money (Millions), Action) does not: who has been a Candidate, the Going Abroad and
-- Free T-Shirts entitlements, Public Image's one-Supporter claims, the News Post with its Blognomic Statements and
-- the President Thog's comments, the Candidate Agendas document, and the victory.
CREATE TABLE election_state (
    dynasty_id BIGINT PRIMARY KEY REFERENCES dynasty(id) ON DELETE CASCADE,
    state      CLOB NOT NULL
);
