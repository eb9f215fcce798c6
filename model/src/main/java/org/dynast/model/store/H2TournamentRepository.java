package org.dynast.model.store;

import org.dynast.model.log.Snapshots;
import org.dynast.model.tournament.Tournament;
import org.dynast.model.tournament.TournamentRepository;

/** Each dynasty's Tournament (Winners at War) as one JSON document keyed by dynasty id. */
final class H2TournamentRepository extends H2JsonDocuments<Tournament> implements TournamentRepository {

    H2TournamentRepository(Jdbc jdbc, Snapshots snapshots) {
        super(jdbc, snapshots, "tournament", "dynasty_id", Tournament.class, Tournament::dynastyId, null);
    }
}
