package org.dynast.model.tournament;

import org.dynast.model.log.EntityTable;

/** Each dynasty's {@link Tournament}, keyed by dynasty id. */
public interface TournamentRepository extends EntityTable<Tournament> {
}
