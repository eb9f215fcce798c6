-- Dynast schema 3: ruleset revisions (issue 4). V2 is reserved for the votable matters engine.
-- A revision is an import or an edit of a dynasty's ruleset; its text is stored once, by SHA-256, in
-- ruleset_text (never changed or removed, so undo and redo of a revision only move the small row).
-- The causing matter is free text ("Proposal: Fix Quorum") plus matter_id for the votable matter,
-- without a foreign key until the matters table exists.
CREATE SEQUENCE ruleset_revision_seq START WITH 1;

CREATE TABLE ruleset_text (
    sha256          VARCHAR(64) PRIMARY KEY,
    text            CLOB NOT NULL
);

CREATE TABLE ruleset_revision (
    id              BIGINT PRIMARY KEY,
    dynasty_id      BIGINT NOT NULL REFERENCES dynasty(id) ON DELETE CASCADE,
    number          INT NOT NULL,
    created_at      TIMESTAMP WITH TIME ZONE NOT NULL,
    kind            VARCHAR(10) NOT NULL,
    format          VARCHAR(12) NOT NULL,
    text_sha256     VARCHAR(64) NOT NULL REFERENCES ruleset_text(sha256),
    text_length     INT NOT NULL,
    summary         VARCHAR(400) NOT NULL,
    cause           VARCHAR(300) NOT NULL,
    matter_id       BIGINT,
    source_name     VARCHAR(300),
    CONSTRAINT ruleset_revision_number UNIQUE (dynasty_id, number)
);
CREATE INDEX ruleset_revision_dynasty ON ruleset_revision(dynasty_id, number);
