package org.dynast.model.factory;

import java.util.Optional;
import org.dynast.model.Refusal;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/** The factory module on one open dynasty file: the factory floors and their service. */
public final class FactoryEngine implements ModuleEngine {

    private final DynastyModule module;
    private final ModuleContext context;
    private final JsonDocuments<FactoryFloor> floors;
    private final FactoryService factory;

    FactoryEngine(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.context = c;
        this.floors = c.documents("factory", "factory_floor", "dynasty_id", FactoryFloor.class, f -> f.dynastyId, null);
        c.register(floors);
        c.registerActions("factory.");
        // the Bots are Workers of the floor by name: a player may not take one's name (it would take over the Bot)
        c.roster().addNameRule((dynastyId, name) -> Bots.NAMES.stream().filter(b -> b.equalsIgnoreCase(name))
                .findFirst().filter(b -> c.dynasties().find(dynastyId).map(d -> d.runs(FactoryModule.ID)).orElse(false))
                .map(b -> new Refusal("Bots", b + " is one of the factory's Bots, tracked by that "
                        + "name on the floor: a Worker may not take a Bot's name.")));
        this.factory = new FactoryService(c.transactor(), floors, c.players(), c.dynasties(), c.log(), c.clock(),
                c.dice(), FactoryCatalogue.shipped(), d -> c.modules().notRunBy(d, FactoryModule.ID));
    }

    /** The factory engine of an open dynasty file. */
    public static FactoryEngine in(GameStore store) {
        return store.engine(FactoryEngine.class);
    }

    /** Ruleset 190's factory floor: Lines, Machines, Widgets, inventory, Clients, the Cycle, the bots. */
    public FactoryService factory() {
        return factory;
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new FactoryExchange(floors));
    }

    @Override
    public void seedDemo(String actor) {
        FactoryDemo.seed(context, factory, actor);
    }
}
