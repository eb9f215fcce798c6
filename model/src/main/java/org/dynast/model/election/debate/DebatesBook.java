package org.dynast.model.election.debate;

import java.util.ArrayList;
import java.util.List;

/**
 * A dynasty's eight debates, one logged JSON document (table {@code election_debates}). It holds the moderators'
 * private boxes (the PMs and who stands behind each numeric): the dynasty file, being the emperor's, keeps them; the
 * players' page and every log text leave them out.
 */
public final class DebatesBook {

    public long dynastyId;
    public List<Debate> debates = new ArrayList<>();

    public DebatesBook() {
    }

    DebatesBook(long dynastyId, List<Debate> debates) {
        this.dynastyId = dynastyId;
        this.debates = new ArrayList<>(debates);
    }

    /** The eight debates in order, Upcoming where none is kept. */
    public List<Debate> all() {
        List<Debate> out = new ArrayList<>();
        for (int n = 1; n <= DebateRules.COUNT; n++) {
            out.add(DebateActions.find(debates == null ? List.of() : debates, n));
        }
        return List.copyOf(out);
    }
}
