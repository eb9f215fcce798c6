-- The player view of a shared dynasty (issue 36), read by ServerRoles on PostgreSQL only: what a Player connection may
-- read of the tables that mix public and private parts. Each view is owned by the database's owner and reads the table
-- with the owner's rights, so a Player needs (and has) no right on the table itself. The private parts are left out as
-- the console's own player views leave them out (Loadout.publicView, WizardsService.playerView, Debate.publicView,
-- TrackerService.withoutPrivate, the Dead City page, a player-safe replay): what is private is emptied, never guessed.
CREATE SCHEMA IF NOT EXISTS player_view;

-- each element of a JSON array with patch's fields put over its own, in order; anything but an array gives []
CREATE OR REPLACE FUNCTION player_view.each(arr jsonb, patch jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $f$
    SELECT CASE WHEN jsonb_typeof(arr) = 'array' THEN COALESCE((SELECT jsonb_agg(e || patch ORDER BY i)
        FROM jsonb_array_elements(arr) WITH ORDINALITY t(e, i)), '[]') ELSE '[]' END
$f$;

-- the elements of a JSON array whose field "secret" is not true, in order
CREATE OR REPLACE FUNCTION player_view.not_secret(arr jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $f$
    SELECT CASE WHEN jsonb_typeof(arr) = 'array' THEN COALESCE((SELECT jsonb_agg(e ORDER BY i)
        FROM jsonb_array_elements(arr) WITH ORDINALITY t(e, i) WHERE NOT COALESCE((e ->> 'secret')::boolean, false)),
        '[]') ELSE '[]' END
$f$;

-- each value of a JSON object with patch's fields put over its own
CREATE OR REPLACE FUNCTION player_view.each_value(obj jsonb, patch jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $f$
    SELECT CASE WHEN jsonb_typeof(obj) = 'object' THEN COALESCE((SELECT jsonb_object_agg(k, v || patch)
        FROM jsonb_each(obj) t(k, v)), '{}') ELSE '{}' END
$f$;

-- each tracker row of a JSON array without the values of the columns named in hidden (lower case)
CREATE OR REPLACE FUNCTION player_view.without_values(arr jsonb, hidden text[]) RETURNS jsonb LANGUAGE sql IMMUTABLE
AS $f$
    SELECT CASE WHEN jsonb_typeof(arr) = 'array' THEN COALESCE((SELECT jsonb_agg(r || jsonb_build_object('values',
        COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(r -> 'values') t2(k, v) WHERE NOT lower(k) = ANY (hidden)),
        '{}')) ORDER BY i) FROM jsonb_array_elements(arr) WITH ORDINALITY t(r, i)), '[]') ELSE '[]' END
$f$;

-- the tracker's document without its private columns (their definitions, every row's values, the checks on them) and
-- private global values, as TrackerService.withoutPrivate
CREATE OR REPLACE FUNCTION player_view.tracker(s jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $f$
DECLARE
    def jsonb := COALESCE(s -> 'definition', '{}'::jsonb);
    hidden text[];
    hidden_globals text[];
BEGIN
    SELECT COALESCE(array_agg(lower(c ->> 'name')), '{}') INTO hidden
        FROM jsonb_array_elements(COALESCE(def -> 'columns', '[]')) c WHERE (c ->> 'private')::boolean;
    SELECT COALESCE(array_agg(g ->> 'name'), '{}') INTO hidden_globals
        FROM jsonb_array_elements(COALESCE(def -> 'globals', '[]')) g WHERE (g ->> 'private')::boolean;
    def := def || jsonb_build_object(
        'columns', (SELECT COALESCE(jsonb_agg(c ORDER BY i), '[]') FROM jsonb_array_elements(COALESCE(def -> 'columns',
            '[]')) WITH ORDINALITY t(c, i) WHERE NOT COALESCE((c ->> 'private')::boolean, false)),
        'globals', (SELECT COALESCE(jsonb_agg(g ORDER BY i), '[]') FROM jsonb_array_elements(COALESCE(def -> 'globals',
            '[]')) WITH ORDINALITY t(g, i) WHERE NOT COALESCE((g ->> 'private')::boolean, false)),
        'checks', (SELECT COALESCE(jsonb_agg(c ORDER BY i), '[]') FROM jsonb_array_elements(COALESCE(def -> 'checks',
            '[]')) WITH ORDINALITY t(c, i) WHERE c ->> 'column' IS NULL OR NOT lower(c ->> 'column') = ANY (hidden)));
    RETURN s || jsonb_build_object('definition', def,
        'globals', COALESCE(s -> 'globals', '{}') - hidden_globals,
        'rows', player_view.without_values(s -> 'rows', hidden),
        'away', player_view.without_values(s -> 'away', hidden));
END
$f$;

-- the Dilemmas as the Dead City page shows them: no secret step of their Posing, no Reaction's notes (the private
-- messages the District sent the City)
CREATE OR REPLACE FUNCTION player_view.dilemmas(arr jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $f$
    SELECT CASE WHEN jsonb_typeof(arr) = 'array' THEN COALESCE((SELECT jsonb_agg(d || jsonb_build_object(
        'steps', player_view.not_secret(d -> 'steps'),
        'reactions', player_view.each_value(d -> 'reactions', '{"notes": []}'),
        'beforeReinitialising', player_view.each_value(d -> 'beforeReinitialising', '{"notes": []}')) ORDER BY i)
        FROM jsonb_array_elements(arr) WITH ORDINALITY t(d, i)), '[]') ELSE '[]' END
$f$;

-- a Bout's entrant without its Script, as Entrant.withoutScript
CREATE OR REPLACE FUNCTION player_view.entrant(e jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $f$
    SELECT CASE WHEN jsonb_typeof(e) = 'object' THEN e || '{"script": ""}' ELSE e END
$f$;
