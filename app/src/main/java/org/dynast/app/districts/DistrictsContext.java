package org.dynast.app.districts;

import java.util.List;
import java.util.Optional;
import org.dynast.app.common.DialogService;
import org.dynast.app.common.Messages;
import org.dynast.app.common.TabWork;
import org.dynast.app.session.Session;
import org.dynast.model.districts.ConclaveService;
import org.dynast.model.districts.District;
import org.dynast.model.districts.DistrictsEngine;
import org.dynast.model.districts.DistrictsService;
import org.dynast.model.districts.DistrictsState;
import org.dynast.model.districts.rules.Catalogue;

/** What the Districts tab's panels share: the dynasty shown, the engine, the tab's work and its messages. */
final class DistrictsContext {

    final Session session;
    final DialogService dialogs;
    final Messages messages;
    final TabWork work;

    DistrictsContext(Session session, DialogService dialogs, Messages messages, TabWork work) {
        this.session = session;
        this.dialogs = dialogs;
        this.messages = messages;
        this.work = work;
    }

    DistrictsEngine engine() {
        return DistrictsEngine.in(session.store());
    }

    long id() {
        return session.dynasty().id();
    }

    String actor() {
        return session.actor();
    }

    boolean shown() {
        return session.dynasty() != null;
    }

    /** What the tab shows, read at once off the FX thread. */
    record Snapshot(List<District> districts, Optional<String> whyNotPose, boolean storm,
                    List<DistrictsService.ReactionState> reactions, String prospect, Catalogue catalogue,
                    List<DistrictsState.Faction> factions, List<DistrictsState.Message> inbox,
                    Optional<String> whyNotSession, List<DistrictsState.Session> sessions, Optional<String> victory,
                    boolean conclave, Optional<ConclaveService.Scoring> scoring) {

        static Snapshot read(DistrictsEngine e, long id) {
            List<DistrictsState.Session> ss = e.conclave().sessions(id);
            return new Snapshot(e.districts().districts(id), e.districts().whyNotPose(id), e.districts().storm(id),
                    e.districts().reactions(id), String.join(", ", e.districts().prospect(id)),
                    e.districts().catalogue(id), e.factions().factions(id), e.factions().inbox(id),
                    e.conclave().whyNotPost(id), ss, e.conclave().victory(id), e.conclave().ongoing(id),
                    ss.isEmpty() ? Optional.empty() : Optional.of(e.conclave().scoring(id, ss.get(ss.size() - 1)
                            .number)));
        }

        Optional<District> district(String name) {
            return districts.stream().filter(d -> d.name().equalsIgnoreCase(name)).findFirst();
        }
    }
}
