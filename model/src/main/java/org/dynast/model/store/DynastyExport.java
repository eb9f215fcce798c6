package org.dynast.model.store;

import static org.dynast.model.store.DynastyExchange.FORMAT;
import static org.dynast.model.store.DynastyExchange.SCHEMA_VERSION;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.StoredDataException;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.roster.Player;
import org.dynast.model.store.DynastyExchange.CooldownData;
import org.dynast.model.store.DynastyExchange.Document;
import org.dynast.model.store.DynastyExchange.DutyData;
import org.dynast.model.store.DynastyExchange.DynastyData;
import org.dynast.model.store.DynastyExchange.HistoryData;
import org.dynast.model.store.DynastyExchange.MatterData;
import org.dynast.model.store.DynastyExchange.MentorshipData;
import org.dynast.model.store.DynastyExchange.Part;
import org.dynast.model.store.DynastyExchange.PlayerData;
import org.dynast.model.store.DynastyExchange.RevisionData;
import org.dynast.model.store.DynastyExchange.RollData;
import org.dynast.model.store.DynastyExchange.VoteData;
import org.dynast.model.store.DynastyExchange.WalkthroughData;

/**
 * Writes a dynasty as a dynasty file ({@link DynastyExchange}): the core's parts, then the fields of each module the
 * dynasty runs.
 */
final class DynastyExport {

    /** What it reads and writes: the exchange's one set of stores. */
    private final DynastyExchange.Stores stores;
    private final ObjectMapper mapper;

    DynastyExport(DynastyExchange.Stores stores, ObjectMapper mapper) {
        this.stores = stores;
        this.mapper = mapper;
    }

    /** Writes dynasty {@code dynastyId} to {@code out} as one JSON object. */
    void export(long dynastyId, Writer out) throws IOException {
        ObjectNode file = stores.transactor().inTransaction(() -> {
            Dynasty d = stores.dynasties().find(Long.toString(dynastyId))
                    .orElseThrow(() -> new StoreException("There is no dynasty #" + dynastyId + " to export."));
            // the matters are read once: for the file, for the revisions that name one and for the modules
            List<VotableMatter> all = stores.matters().findByDynasty(dynastyId);
            ObjectNode node = fields(snapshot(d, all));
            Map<Long, String> names = new HashMap<>();
            stores.players().findByDynasty(dynastyId).forEach(p -> names.put(p.id(), p.name()));
            List<Long> matterIds = all.stream().map(VotableMatter::id).toList();
            ModuleExchange.ExportNames exportNames = new ModuleExchange.ExportNames() {
                @Override
                public String player(long playerId) {
                    return names.get(playerId);
                }

                @Override
                public List<Long> matterIds() {
                    return matterIds;
                }
            };
            for (Part part : stores.parts()) {
                if (d.runs(part.module())) {
                    part.exchange().export(dynastyId, exportNames).forEach((field, value) ->
                            node.set(field, mapper.valueToTree(value)));
                }
            }
            return node;
        });
        mapper.writeValue(out, file);
    }

    /**
     * The core's fields in their order, each to be written as it is when the file is written: not turned into a tree
     * of the whole dynasty first (that doubled the export's work).
     */
    private ObjectNode fields(Document core) {
        ObjectNode node = mapper.createObjectNode();
        for (RecordComponent component : Document.class.getRecordComponents()) {
            try {
                Object value = component.getAccessor().invoke(core);
                if (value == null && component.getName().equals("profile")) {
                    continue; // a dynasty judged by a shipped profile carries none
                }
                node.putPOJO(component.getName(), value);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot read " + component.getName() + " of a dynasty file", e);
            }
        }
        return node;
    }

    private Document snapshot(Dynasty d, List<VotableMatter> all) {
        long dynastyId = d.id();
        List<Player> roster = stores.players().findByDynasty(dynastyId);
        Map<Long, String> names = new HashMap<>();
        roster.forEach(p -> names.put(p.id(), p.name()));
        return new Document(FORMAT, SCHEMA_VERSION, stores.clock().now(),
                new DynastyData(d.name(), d.rulesetNumber(), d.terms().player(), d.terms().players(),
                        d.terms().emperor(), d.emperorId() == null ? null : names.get(d.emperorId()), d.startedOn(),
                        d.profileId(), d.phase(), d.modules(), d.dormantSince()),
                roster.stream().map(p -> new PlayerData(p.name(), p.admin(), p.joinedOn(), p.tenured(), p.idleSince(),
                        p.idleReason(), p.lastUnidled())).toList(),
                stores.mentorships().findByDynasty(dynastyId).stream().map(m -> new MentorshipData(names.get(m.mentorId()),
                        names.get(m.menteeId()), m.startedOn(), m.endedOn(), stores.mentoring().ticks().findByDynasty(dynastyId)
                        .stream().filter(t -> t.mentorshipId() == m.id())
                        .map(t -> new DutyData(t.duty(), t.doneOn())).toList())).toList(),
                matterData(dynastyId, all, names),
                // the entries' headers: the file keeps no entry's changes, so they are not read (nor parsed)
                stores.logRepository().headers(dynastyId).stream().map(e -> new HistoryData(e.at(), e.actor(), e.kind(),
                        e.summary(), e.type())).toList(),
                revisionData(dynastyId, all),
                stores.tables().rolls().findByDynasty(dynastyId).stream().filter(r -> !r.secret()) // secret rolls stay here
                        .map(r -> new RollData(r.at(), r.roller(), r.purpose(), r.expression(), r.generator(),
                                r.seed(), r.values(), r.outcome(), r.total())).toList(),
                stores.tables().cooldowns().findByDynasty(dynastyId).stream().filter(t -> names.containsKey(t.playerId()))
                        .map(t -> new CooldownData(names.get(t.playerId()), t.action(), t.cadence(), t.at())).toList(),
                stores.mentoring().walkthroughs().findByDynasty(dynastyId).stream().filter(w -> names.containsKey(w.playerId()))
                        .map(w -> new WalkthroughData(names.get(w.playerId()), w.walkthroughId(), w.title(),
                                w.finishedAt())).toList(),
                stores.mentoring().aliases().findByDynasty(dynastyId).stream().filter(a -> names.containsKey(a.playerId()))
                        .map(a -> new DynastyExchange.AliasData(a.alias(), names.get(a.playerId()))).toList(),
                // a dynasty owns its profile: a clone travels with the file, a shipped one is named by its id
                stores.tables().profiles().find(d.profileId()).filter(p -> !p.shipped()).map(this::profileTree).orElse(null));
    }

    private JsonNode profileTree(StoredProfile p) {
        try {
            return mapper.readTree(p.definition());
        } catch (JacksonException e) {
            throw new StoreException("The core-rules profile '" + p.id() + "' cannot be read: " + e.getOriginalMessage());
        }
    }

    private List<RevisionData> revisionData(long dynastyId, List<VotableMatter> all) {
        Map<Long, Integer> matterPlaces = new HashMap<>();
        for (int i = 0; i < all.size(); i++) {
            matterPlaces.put(all.get(i).id(), i);
        }
        return stores.tables().rulesets().findByDynasty(dynastyId).stream().map(r -> new RevisionData(r.number(),
                r.createdAt(), r.kind(), r.format(), stores.tables().rulesets().text(r.textHash()).orElseThrow(
                        () -> new StoredDataException("The text of ruleset revision " + r.number()
                                + " is missing", null)),
                r.summary(), r.cause(), r.matterId() == null ? null : matterPlaces.get(r.matterId()),
                r.sourceName())).toList();
    }

    private List<MatterData> matterData(long dynastyId, List<VotableMatter> all, Map<Long, String> names) {
        // the votes read by matter once, each matter's in the order cast (not filtered again for every matter)
        Map<Long, List<Vote>> byMatter = stores.votes().findByDynastyByMatter(dynastyId);
        return all.stream().map(m -> new MatterData(m.kind(), m.title(),
                names.get(m.authorId()), m.postedAt(), m.body(), m.changesProtectedText(), m.specifiesChanges(),
                m.markedIllegal(), m.status(), m.resolvedAt(), m.resolvedBy(), m.resolutionNote(),
                byMatter.getOrDefault(m.id(), List.of()).stream()
                        .map(v -> new VoteData(names.get(v.playerId()), v.icon(), v.castAt())).toList())).toList();
    }
}
