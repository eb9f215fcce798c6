package org.dynast.model.election.debate;

import org.dynast.model.election.DebatesPart;
import org.dynast.model.election.ElectionBooks;
import org.dynast.model.module.ModuleContext;

/**
 * The Debates of Ruleset 57 on one open dynasty file: the election's engine opens them here, as a
 * {@link DebateService} over the election's books (Money and Supporters change through them).
 */
public final class Debates {

    private Debates() {
    }

    /** The Debates part, on the election's books (Money and Supporters change through them). */
    public static DebatesPart open(ModuleContext context, ElectionBooks books) {
        return new DebateService(context, books);
    }
}
