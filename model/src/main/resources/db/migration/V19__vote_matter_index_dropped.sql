-- A matter's votes are found by the foreign key's own index on vote(matter_id). vote_matter (matter_id, cast_at)
-- duplicated it, and keeping a fourth index up to date on every vote written was a part of each import's time (a
-- ten-year dynasty has about 230,000 votes). Votes are put in cast order in Java (H2VoteRepository), not by an index.
DROP INDEX vote_matter;
