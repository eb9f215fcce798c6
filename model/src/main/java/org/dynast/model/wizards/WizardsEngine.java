package org.dynast.model.wizards;

import java.util.Optional;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/** The Wizards module on one open dynasty file: its state document, and its services over the tracker's table. */
public final class WizardsEngine implements ModuleEngine {

    private final DynastyModule module;
    private final ModuleContext context;
    private final JsonDocuments<WizardsState> states;
    private final Acts acts;
    private final WizardsService wizards;
    private final StableService stables;
    private final DuelService duels;
    private final CampaignService campaigns;

    WizardsEngine(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.context = c;
        this.states = c.documents("wizards", "wizards_state", "dynasty_id", WizardsState.class, s -> s.dynastyId, null);
        c.register(states);
        c.registerActions("wizards.");
        this.acts = new Acts(c, states);
        // a plain edit of the tracker that leaves one Wizard at Elimination 0 records the victory in its own action
        c.log().addFollowUp((dynastyId, kind, entities, changes) -> {
            if (kind.startsWith("tracker.") && entities.contains("tracker")) {
                acts.recordVictory(changes, dynastyId, kind);
            }
        });
        Slots slots = new Slots();
        this.wizards = new WizardsService(acts);
        this.stables = new StableService(acts);
        this.duels = new DuelService(acts, slots);
        this.campaigns = new CampaignService(acts, slots);
    }

    /** The Wizards engine of an open dynasty file. */
    public static WizardsEngine in(GameStore store) {
        return store.engine(WizardsEngine.class);
    }

    /** The court, the Traitor and the views. */
    public WizardsService wizards() {
        return wizards;
    }

    /** Breeding, feeding, the Soup Kitchen, Underling Types. */
    public StableService stables() {
        return stables;
    }

    public DuelService duels() {
        return duels;
    }

    public CampaignService campaigns() {
        return campaigns;
    }

    Acts acts() {
        return acts;
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new WizardsExchange(states, this::readPages));
    }

    /** What the Wizards tabs and the wiki page read. */
    private void readPages(long id) {
        wizards.state(id);
        wizards.playerView(id);
        wizards.wikiPage(id);
        wizards.king(id);
        wizards.wizards(id);
        wizards.traitor(id);
        wizards.victor(id);
        stables.realm(id);
        campaigns.campaigns(id);
    }

    @Override
    public void seedDemo(String actor) {
        WizardsDemo.seed(context, this, actor);
    }
}
