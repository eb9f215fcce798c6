package org.dynast.model.store;

import static org.dynast.model.store.DynastyExchange.NAME_LENGTH;
import static org.dynast.model.store.DynastyExchange.key;
import static org.dynast.model.store.DynastyExchange.nonNull;
import static org.dynast.model.store.ImportException.require;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.dynast.model.Progress;
import org.dynast.model.Refusal;
import org.dynast.model.cooldown.PerformedAction;
import org.dynast.model.dice.Roll;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.dynasty.DynastyPhase;
import org.dynast.model.dynasty.Terms;
import org.dynast.model.log.Changes;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.CoreRulesProfile;
import org.dynast.model.matters.ProfileCatalogue;
import org.dynast.model.matters.StoredProfile;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.matters.Vote;
import org.dynast.model.module.ModuleExchange;
import org.dynast.model.roster.DutyTick;
import org.dynast.model.roster.Mentorship;
import org.dynast.model.roster.Player;
import org.dynast.model.roster.PlayerAlias;
import org.dynast.model.roster.WalkthroughDone;
import org.dynast.model.ruleset.RulesetRevision;
import org.dynast.model.store.DynastyExchange.CooldownData;
import org.dynast.model.store.DynastyExchange.Document;
import org.dynast.model.store.DynastyExchange.DutyData;
import org.dynast.model.store.DynastyExchange.DynastyData;
import org.dynast.model.store.DynastyExchange.MatterData;
import org.dynast.model.store.DynastyExchange.MentorshipData;
import org.dynast.model.store.DynastyExchange.Part;
import org.dynast.model.store.DynastyExchange.PlayerData;
import org.dynast.model.store.DynastyExchange.RevisionData;
import org.dynast.model.store.DynastyExchange.RollData;
import org.dynast.model.store.DynastyExchange.VoteData;
import org.dynast.model.store.DynastyExchange.WalkthroughData;

/**
 * Adds a read dynasty file to the store as a new dynasty ({@link DynastyExchange}): every part checked before
 * anything is written, then written in one final action of the log, and every page of its modules read before it
 * commits. A refused file leaves the store as it was, its id counters included.
 */
final class DynastyImport {

    /** What it reads and writes: the exchange's one set of stores. */
    private final DynastyExchange.Stores stores;
    /** The entities whose imported rows the import's log entry keeps (see {@link #write}). */
    private static final Set<String> IMPORT_LOGGED = Set.of("dynasty", "player", "mentorship");

    private final DynastyFileReader reader;
    /** The modules installed in this store. */

    DynastyImport(DynastyExchange.Stores stores, DynastyFileReader reader) {
        this.stores = stores;
        this.reader = reader;
    }

    /** Checks the read file {@code tree} whole, then adds it as a new dynasty. */
    Dynasty importTree(ObjectNode tree, String sourceName, String actor, Progress progress) {
        Document doc = reader.read(tree);
        ImportChecks.validate(doc);
        DynastyData data = doc.dynasty();
        List<String> modules = data.modules() != null ? data.modules()
                : stores.modules().defaultsFor(data.rulesetNumber());
        Set<String> unknown = stores.modules().unknown(modules);
        require(unknown.isEmpty(), "dynasty.modules", "this Dynast has no dynasty module "
                + String.join(", ", unknown.stream().map(ImportChecks::shortened).toList()));
        ModuleExchange.ImportInput input = reader.input(tree, doc);
        List<ModuleExchange.CheckedPart> checked = new ArrayList<>();
        for (Part part : stores.parts()) {
            if (modules.contains(part.module())) {
                checked.add(checkedPart(part, input));
            } else {
                for (String field : part.exchange().fields()) {
                    JsonNode value = tree.get(field);
                    require(value == null || value.isNull() || value.isEmpty(), field, "this dynasty does not run "
                            + stores.modules().title(part.module()) + " (dynasty.modules), so it has no "
                            + field);
                }
            }
        }
        // a file that names no profile is judged by the one that ships for its ruleset; never another era's silently
        require(data.profileId() != null || stores.modules().shippedProfileIdFor(data.rulesetNumber()).isPresent(),
                "dynasty.profileId", "no core-rules profile ships for Ruleset " + data.rulesetNumber()
                        + ": the file must name the profile its votes are judged by");
        String profileId = data.profileId() != null ? data.profileId()
                : stores.modules().shippedProfileIdFor(data.rulesetNumber()).orElseThrow();
        CoreRulesProfile carried = carriedProfile(doc, profileId);
        Map<String, Long> before = stores.transactor().inTransaction(stores.counters()::snapshot);
        try {
            Dynasty imported = write(doc, data, modules, profileId, carried, checked, sourceName, actor, progress);
            if (stores.transactor() instanceof Database database) {
                progress.report("Compacting the dynasty file", 0, 0);
                database.compactAfterBulkWrite(); // the bulk write left most of the file dead space
            }
            return imported;
        } catch (RuntimeException e) {
            // the rows rolled back, the id counters did not: put them back, so a refused file leaves no trace
            stores.transactor().inTransaction(() -> {
                stores.counters().restore(before);
                return null;
            });
            if (e instanceof ImportException || e instanceof Progress.Cancelled) {
                throw e;
            }
            // a refusal in the rules' words, or a read-only file, is said as it is; anything else in plain words
            String message = e.getMessage() == null ? "" : e.getMessage();
            boolean plain = e instanceof Refusal || message.startsWith("The dynasty file is open "
                    + "read-only") || message.startsWith("The disk is full");
            throw new ImportException("file", "could not be added to this dynasty file, and nothing was changed ("
                    + (plain ? message : "it holds a value the dynasty file cannot store") + ")", e);
        }
    }

    /**
     * The profile the new dynasty will own: the one the file carries ({@code profile}, checked as the profile editor
     * checks one), or, for a file that names a clone without carrying it, that clone if this dynasty file holds it;
     * null when the file names a shipped profile. A file naming a profile it neither carries nor finds is refused:
     * its dynasty could not be judged.
     */
    private CoreRulesProfile carriedProfile(Document doc, String profileId) {
        if (doc.profile() != null && !doc.profile().isNull()) {
            CoreRulesProfile p;
            try {
                p = ProfileCatalogue.readStored(doc.profile().toString()); // an older export's is migrated
            } catch (IllegalArgumentException e) {
                throw new ImportException("profile", "is not a core-rules profile (" + e.getMessage() + ")", e);
            }
            require(p.id().equals(profileId), "profile.id", "is '" + ImportChecks.shortened(p.id())
                    + "', but the dynasty is judged by '" + ImportChecks.shortened(profileId) + "' (dynasty.profileId)");
            require(p.id().matches("[a-z0-9][a-z0-9-]{1,60}"), "profile.id", "a profile id is 2 to 61 lower-case "
                    + "letters, digits and hyphens");
            return p;
        }
        var stored = stores.transactor().inTransaction(() -> stores.tables().profiles().find(profileId));
        require(stored.isPresent(), "dynasty.profileId", "names the core-rules profile '"
                + ImportChecks.shortened(profileId) + "', which ships with no Dynast and which the file does not carry "
                + "(\"profile\"): its votes could not be judged");
        return stored.get().shipped() ? null : stored.get().profile();
    }

    private Dynasty write(Document doc, DynastyData data, List<String> modules, String fileProfileId,
                          CoreRulesProfile carried,
                          List<ModuleExchange.CheckedPart> checked, String sourceName, String actor,
                          Progress progress) {
        long id = stores.transactor().inTransaction(stores.dynasties()::nextId);
        String name = stores.transactor().inTransaction(() -> distinctName(data.name()));
        String source = sourceName == null ? "a file" : sourceName.length() > 300
                ? sourceName.substring(0, 299) + "\u2026" : sourceName;
        // the entry keeps the dynasty, its players and mentorships (what the histories of the dynasty and the roster
        // read), not every matter, vote and revision: the import is not undone, and its file holds the rest
        return stores.log().performFinal(id, actor, "dynasty.import", "Imported " + name + " from " + source,
                IMPORT_LOGGED::contains, changes -> {
                    String profileId = fileProfileId;
                    if (carried != null) {
                        // the new dynasty's own copy, under the file's id if it is free
                        profileId = StoredProfile.freeId(fileProfileId,
                                x -> stores.tables().profiles().find(x).isPresent());
                        changes.insert(stores.tables().profiles(), StoredProfile.owned(
                                carried.copy(profileId, carried.name()), id));
                    }
                    Terms terms = new Terms(data.playerTerm(), data.playersTerm(), data.emperorTerm());
                    Dynasty dynasty = changes.insert(stores.dynasties(),
                            new Dynasty(id, name, data.rulesetNumber(), terms, null, data.startedOn(), profileId,
                                    data.phase() == null ? DynastyPhase.ACTIVE : data.phase(), null, modules,
                                    data.dormantSince()));
                    Map<String, Long> ids = new HashMap<>();
                    for (PlayerData p : nonNull(doc.players())) {
                        Player player = new Player(stores.players().nextId(), id, p.name(), p.admin(), p.joinedOn(),
                                p.tenured(), p.idleSince(), p.idleReason(), p.lastUnidled());
                        changes.insert(stores.players(), player);
                        ids.put(key(p.name()), player.id());
                    }
                    for (MentorshipData m : nonNull(doc.mentorships())) {
                        Mentorship made = changes.insert(stores.mentorships(), new Mentorship(stores.mentorships().nextId(), id,
                                ids.get(key(m.mentor())), ids.get(key(m.mentee())), m.startedOn(), m.endedOn()));
                        for (DutyData d : nonNull(m.checklist())) {
                            changes.insert(stores.mentoring().ticks(), new DutyTick(stores.mentoring().ticks().nextId(), id, made.id(),
                                    d.duty(), d.doneOn()));
                        }
                    }
                    for (WalkthroughData w : nonNull(doc.walkthroughs())) {
                        changes.insert(stores.mentoring().walkthroughs(), new WalkthroughDone(stores.mentoring().walkthroughs().nextId(),
                                id, ids.get(key(w.player())), w.walkthrough(), w.title(), w.finishedAt()));
                    }
                    for (DynastyExchange.AliasData a : nonNull(doc.aliases())) {
                        changes.insert(stores.mentoring().aliases(), new PlayerAlias(
                                stores.mentoring().aliases().nextId(), id, ids.get(key(a.player())), a.alias().strip()));
                    }
                    List<Long> matterIds = writeMatters(changes, doc, id, ids, name, progress);
                    insertGamestate(changes, doc, id, ids, matterIds);
                    ModuleExchange.ImportIds newIds = new ModuleExchange.ImportIds() {
                        @Override
                        public long dynastyId() {
                            return id;
                        }

                        @Override
                        public Long player(String playerName) {
                            return playerName == null ? null : ids.get(key(playerName));
                        }

                        @Override
                        public long matter(int place) {
                            return matterIds.get(place);
                        }
                    };
                    checked.forEach(part -> part.insert(changes, newIds));
                    stores.logRepository().appendAll(nonNull(doc.history()).stream().map(h -> new LogEntry(0, id, h.at(),
                            h.actor(), h.kind(), h.summary(), List.of(), LogEntry.Kind.ACTION, null, false)).toList());
                    if (data.emperor() != null) {
                        dynasty = changes.update(stores.dynasties(), dynasty, dynasty.withEmperor(ids.get(key(data.emperor()))));
                    }
                    shows(id, modules);
                    return dynasty;
                });
    }

    /**
     * A module's part, checked by the module; a check that fails on what it did not expect (a missing list, a null
     * where a name goes: issue 33's NullPointerExceptions in the Districts', Wizards' and tracker's checks) is a
     * refusal naming the part, never a crash.
     */
    private ModuleExchange.CheckedPart checkedPart(Part part, ModuleExchange.ImportInput input) {
        try {
            return part.exchange().read(input);
        } catch (ImportException e) {
            throw e;
        } catch (RuntimeException e) {
            throw new ImportException(String.join(", ", part.exchange().fields()), "is not a "
                    + stores.modules().title(part.module()) + " part this Dynast can read: a value it needs "
                    + "is missing or of the wrong kind", e);
        }
    }

    /** Every page of the modules the dynasty runs reads the dynasty as written, or the import is refused. */
    private void shows(long id, List<String> modules) {
        for (Part part : stores.parts()) {
            if (!modules.contains(part.module())) {
                continue;
            }
            try {
                part.exchange().shows(id);
            } catch (ImportException | Progress.Cancelled e) {
                throw e;
            } catch (RuntimeException e) {
                String why = e.getMessage() == null || e instanceof NullPointerException
                        || e instanceof ClassCastException || e instanceof IndexOutOfBoundsException
                        ? "a value it needs is missing or of the wrong kind" : e.getMessage();
                throw new ImportException(String.join(", ", part.exchange().fields()), "passes the file's checks, but "
                        + "the " + stores.modules().title(part.module()) + " pages cannot show it (" + why
                        + ")", e);
            }
        }
    }

    /** Matters written per batch (with their votes). */
    private static final int MATTER_BATCH = 500;

    /**
     * The matters and their votes, in batches, their ids taken at once; returns the matters' new ids in the file's
     * order. Progress is reported, and a Cancel heard, at every matter.
     */
    private List<Long> writeMatters(Changes changes, Document doc, long id, Map<String, Long> ids,
                                    String name, Progress progress) {
        List<MatterData> all = nonNull(doc.matters());
        long nextMatter = stores.matters().reserveIds(all.size());
        long nextVote = stores.votes().reserveIds(all.stream().mapToInt(m -> nonNull(m.votes()).size()).sum());
        List<Long> matterIds = new ArrayList<>(all.size());
        List<VotableMatter> batch = new ArrayList<>();
        List<Vote> batchVotes = new ArrayList<>();
        for (MatterData m : all) {
            progress.check();
            progress.report("Writing Votable Matters of " + name, matterIds.size(), all.size());
            long matterId = nextMatter++;
            batch.add(new VotableMatter(matterId, id, m.kind(), m.title(), ids.get(key(m.author())), m.postedAt(),
                    m.body(), m.changesProtectedText(), m.specifiesChanges(), m.markedIllegal(), m.status(),
                    m.resolvedAt(), m.resolvedBy(), m.resolutionNote()));
            for (VoteData v : nonNull(m.votes())) {
                batchVotes.add(new Vote(nextVote++, matterId, ids.get(key(v.player())), v.icon(), v.castAt()));
            }
            matterIds.add(matterId);
            if (batch.size() == MATTER_BATCH || matterIds.size() == all.size()) {
                changes.insertAll(stores.matters(), batch);
                changes.insertAll(stores.votes(), batchVotes);
                batch.clear();
                batchVotes.clear();
            }
        }
        return matterIds;
    }

    /** Schema 3's parts, players by their new ids; every reference was checked by {@link ImportChecks#validate}. */
    private void insertGamestate(Changes changes, Document doc, long id, Map<String, Long> ids,
                                 List<Long> matterIds) {
        for (RevisionData r : nonNull(doc.ruleset())) {
            String hash = stores.tables().rulesets().storeText(r.text());
            changes.insert(stores.tables().rulesets(), new RulesetRevision(stores.tables().rulesets().nextId(), id, r.number(),
                    r.createdAt(), r.kind(), r.format(), hash, r.text().length(), r.summary(), r.cause(),
                    r.matter() == null ? null : matterIds.get(r.matter()), r.sourceName()));
        }
        for (RollData r : nonNull(doc.rolls())) {
            changes.insert(stores.tables().rolls(), new Roll(stores.tables().rolls().nextId(), id, r.at(), r.roller(),
                    r.purpose() == null ? "" : r.purpose(), r.expression(), r.generator(), r.seed(),
                    nonNull(r.values()), r.outcome(), r.total(), false));
        }
        for (CooldownData c : nonNull(doc.cooldowns())) {
            changes.insert(stores.tables().cooldowns(), new PerformedAction(stores.tables().cooldowns().nextId(), id,
                    ids.get(key(c.player())), c.action(), c.cadence(), c.at()));
        }
    }

    /** The name, or "name (2)", "name (3)"… if the file already has a dynasty of that name. */
    private String distinctName(String name) {
        Set<String> taken = new HashSet<>();
        stores.dynasties().all().forEach(d -> taken.add(key(d.name())));
        String base = name.strip();
        String candidate = base;
        for (int n = 2; taken.contains(key(candidate)); n++) {
            String suffix = " (" + n + ")";
            // the name column holds NAME_LENGTH characters: a long name is cut to make room for its number
            candidate = (base.length() + suffix.length() <= NAME_LENGTH ? base
                    : base.substring(0, NAME_LENGTH - suffix.length()).strip()) + suffix;
        }
        return candidate;
    }
}
