package org.dynast.model.election;

import java.util.Optional;
import org.dynast.model.election.debate.Debates;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/**
 * The Election module on one open dynasty file: its document table, its books over the tracker's Candidates' table,
 * and its services. The Debates ({@link #debates()}) are opened by {@code org.dynast.model.election.debate.Debates}.
 */
public final class ElectionEngine implements ModuleEngine {

    private final DynastyModule module;
    private final ModuleContext context;
    private final JsonDocuments<ElectionState> states;
    private final ElectionBooks books;
    private final DebatesPart debates;

    ElectionEngine(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.context = c;
        this.states = c.documents("election", "election_state", "dynasty_id", ElectionState.class,
                s -> s.dynastyId, null);
        c.register(states);
        c.registerActions("election.");
        this.books = new ElectionBooks(c, states);
        this.debates = Debates.open(c, books);
    }

    /** The Election engine of an open dynasty file. */
    public static ElectionEngine in(GameStore store) {
        return store.engine(ElectionEngine.class);
    }

    /** The books: the Candidates' table and the module's document, changed in one logged action. */
    public ElectionBooks books() {
        return books;
    }

    /** The Debates. */
    public DebatesPart debates() {
        return debates;
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new ElectionExchange(states, debates.exchange(), this::readPages));
    }

    /** What the Election tab and the players' page read. */
    private void readPages(long id) {
        books.state(id);
        books.candidates(id);
        debates.readPages(id);
    }
}
