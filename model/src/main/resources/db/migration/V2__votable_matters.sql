-- Dynast schema 2: core-rules profiles, votable matters and their votes; dynasty phase and profile.
CREATE SEQUENCE matter_seq START WITH 1;
CREATE SEQUENCE vote_seq START WITH 1;

CREATE TABLE core_rules_profile (
    id              VARCHAR(80) PRIMARY KEY,
    name            VARCHAR(200) NOT NULL,
    shipped         BOOLEAN NOT NULL,
    definition      CLOB NOT NULL
);

ALTER TABLE dynasty ADD COLUMN profile_id VARCHAR(80) DEFAULT 'ruleset-205' NOT NULL;
ALTER TABLE dynasty ADD COLUMN phase VARCHAR(20) DEFAULT 'ACTIVE' NOT NULL;
ALTER TABLE dynasty ADD COLUMN previous_emperor_id BIGINT;
UPDATE dynasty SET profile_id = CASE WHEN ruleset_number IN (168, 190, 205, 217)
    THEN 'ruleset-' || ruleset_number ELSE 'ruleset-217' END;

CREATE TABLE votable_matter (
    id                  BIGINT PRIMARY KEY,
    dynasty_id          BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    kind                VARCHAR(20) NOT NULL,
    title               VARCHAR(500) NOT NULL,
    author_id           BIGINT NOT NULL REFERENCES player(id),
    posted_at           TIMESTAMP WITH TIME ZONE NOT NULL,
    body                CLOB NOT NULL,
    changes_protected   BOOLEAN NOT NULL,
    specifies_changes   BOOLEAN NOT NULL,
    marked_illegal      BOOLEAN NOT NULL,
    status              VARCHAR(20) NOT NULL,
    resolved_at         TIMESTAMP WITH TIME ZONE,
    resolved_by         VARCHAR(100),
    resolution_note     VARCHAR(4000)
);
CREATE INDEX votable_matter_dynasty ON votable_matter(dynasty_id, posted_at);

CREATE TABLE vote (
    id          BIGINT PRIMARY KEY,
    matter_id   BIGINT NOT NULL REFERENCES votable_matter(id) ON DELETE CASCADE,
    player_id   BIGINT NOT NULL REFERENCES player(id),
    icon        VARCHAR(20) NOT NULL,
    cast_at     TIMESTAMP WITH TIME ZONE NOT NULL
);
CREATE INDEX vote_matter ON vote(matter_id, cast_at);
