-- Dynast schema 10: Ruleset 205's "Dormancy" ("any admin may make BlogNomic Dormant by updating the sidebar to that
-- effect"): since when the dynasty's BlogNomic is Dormant. NULL while it is not (and for every dynasty written before).
ALTER TABLE dynasty ADD COLUMN dormant_since TIMESTAMP WITH TIME ZONE;
