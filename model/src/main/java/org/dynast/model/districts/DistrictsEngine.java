package org.dynast.model.districts;

import java.util.Optional;
import org.dynast.model.districts.rules.Catalogue;
import org.dynast.model.districts.rules.Innovation;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/** The Districts module on one open dynasty file: its document table and services, standing on the tracker. */
public final class DistrictsEngine implements ModuleEngine {

    private final DynastyModule module;
    private final ModuleContext context;
    private final JsonDocuments<DistrictsState> states;
    private final Books books;
    private final FactionsService factions;
    private final ConclaveService conclave;
    private final DistrictsService districts;

    DistrictsEngine(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.context = c;
        this.states = c.documents("districts", "districts_state", "dynasty_id", DistrictsState.class,
                s -> s.dynastyId, null);
        c.register(states);
        c.registerActions("districts.");
        this.books = new Books(c, states);
        Catalogue catalogue = Catalogue.ruleset217();
        this.factions = new FactionsService(books, name -> catalogue.innovation(name).map(Innovation::cost).orElse(0));
        this.conclave = new ConclaveService(books);
        this.districts = new DistrictsService(books, factions, catalogue);
    }

    /** The Districts engine of an open dynasty file. */
    public static DistrictsEngine in(GameStore store) {
        return store.engine(DistrictsEngine.class);
    }

    /** Dilemmas, Reactions, Innovation, Connections, the Dead City page. */
    public DistrictsService districts() {
        return districts;
    }

    /** The City's private book: Factions, Cultures, Faction Tests, Moots, Socializes, Reinitialisation. */
    public FactionsService factions() {
        return factions;
    }

    /** The Conclave: Plenary Sessions, responses, scoring, Anointments, victory. */
    public ConclaveService conclave() {
        return conclave;
    }

    Books books() {
        return books;
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new DistrictsExchange(states, this::readPages));
    }

    /** What the Districts tabs and the Dead City page read. */
    private void readPages(long id) {
        districts.state(id);
        districts.districts(id);
        districts.catalogue(id);
        districts.whyNotPose(id);
        districts.prospect(id);
        districts.reactions(id);
        districts.storm(id);
        districts.deadCityPage(id);
        factions.factions(id);
        factions.inbox(id);
        conclave.ongoing(id);
        conclave.sessions(id);
        conclave.whyNotPost(id);
        conclave.victory(id);
    }

    @Override
    public void seedDemo(String actor) {
        DistrictsDemo.seed(context, this, actor);
    }
}
