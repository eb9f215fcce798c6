-- A vote, the Hiatus check and unidling read a dynasty's pending matters only: this index finds them without reading
-- the 20,000 matters a ten-year dynasty has resolved.
CREATE INDEX votable_matter_pending ON votable_matter(dynasty_id, status, posted_at, id);
