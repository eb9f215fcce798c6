package org.dynast.model.tracker;

import java.util.Optional;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.DynastyModule;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.module.ModuleEngine;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.store.GameStore;

/** The tracker on one open dynasty file: one document per dynasty, and its service. */
public final class TrackerEngine implements ModuleEngine {

    private final DynastyModule module;
    private final JsonDocuments<TrackerState> states;
    private final TrackerService tracker;
    private final TimedPosts posts;

    TrackerEngine(DynastyModule module, ModuleContext c) {
        this.module = module;
        this.states = c.documents("tracker", "tracker_state", "dynasty_id", TrackerState.class, s -> s.dynastyId, null);
        c.register(states);
        c.registerActions("tracker.");
        this.tracker = new TrackerService(c, states);
        this.posts = new TimedPosts(tracker);
    }

    /** The tracker engine of an open dynasty file. */
    public static TrackerEngine in(GameStore store) {
        return store.engine(TrackerEngine.class);
    }

    public TrackerService tracker() {
        return tracker;
    }

    /** The dynasty's timed posts and their checklists. */
    public TimedPosts posts() {
        return posts;
    }

    @Override
    public DynastyModule module() {
        return module;
    }

    @Override
    public Optional<ModuleExchange> exchange() {
        return Optional.of(new TrackerExchange(states, id -> {
            tracker.state(id);
            tracker.table(id);
            tracker.playerView(id);
        }));
    }

    /**
     * The emperor's bookkeeping of the representation — edits of cells, the definition, non-player rows, an import —
     * may be done during Hiatus; the dynasty's actions ({@code tracker.action}) may not.
     */
    @Override
    public boolean takenDuringHiatus(String actionKind) {
        return !actionKind.equals("tracker.action");
    }
}
