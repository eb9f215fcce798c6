package org.dynast.model.election.debate;

import org.dynast.model.election.DebatesPart;
import org.dynast.model.election.ElectionBooks;
import org.dynast.model.module.ModuleContext;

/**
 * The Debates of Ruleset 57 on one open dynasty file: the election's engine opens them here. Until the Debates'
 * rules are built, a dynasty has no Debate started, so none is Active.
 */
public final class Debates {

    private Debates() {
    }

    /** The Debates part, on the election's books (Money and Supporters change through them). */
    public static DebatesPart open(ModuleContext context, ElectionBooks books) {
        return dynastyId -> false;
    }
}
