package org.dynast.app.matters;

import org.dynast.app.common.TimeText;
import java.time.Instant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.dynast.app.common.Messages;
import org.dynast.model.log.Change;
import org.dynast.model.log.LogEntry;
import org.dynast.model.matters.CoreRulesEngine;
import org.dynast.model.matters.MatterKind;
import org.dynast.model.matters.MatterStatus;
import org.dynast.model.matters.MattersService;
import org.dynast.model.matters.MattersState;
import org.dynast.model.matters.Verdict;
import org.dynast.model.matters.VerdictCache;
import org.dynast.model.matters.VotableMatter;
import org.dynast.model.store.GameStore;
import org.dynast.model.time.GameClock;

/**
 * Reads what the Votable Matters tab shows, off the UI thread, at the cost of what changed (issue 22): after an action
 * in the shown dynasty only the matters and votes it changed are read again; coming back to one of the last dynasties
 * shown, nothing is read again while its log has no newer entry and its profile is as it was (its pending matters are
 * judged again at the new time); and a resolved matter's verdict is kept while its inputs are as they were, one
 * {@link VerdictCache} per dynasty. Its rows are built here too.
 */
final class MattersReader {

    /**
     * How many dynasties' reads are kept for coming back to them, and how many matters they may hold together (a
     * long-running dynasty holds some 20,000): the least recently shown go first, never the one just read.
     */
    static final int KEPT = 8;
    static final int KEPT_MATTERS = 50_000;

    private final Messages messages;
    private final GameClock clock;
    private final Map<Long, VerdictCache> caches = lru();
    private final Map<Long, MattersSnapshot> kept = new LinkedHashMap<>(KEPT * 2, 0.75f, true);

    MattersReader(Messages messages, GameClock clock) {
        this.messages = messages;
        this.clock = clock;
    }

    private static <V> Map<Long, V> lru() {
        return new LinkedHashMap<>(KEPT * 2, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, V> eldest) {
                return size() > KEPT;
            }
        };
    }

    /**
     * Reads the dynasty's matters on {@code store} as they are now ({@code past} null) or were then.
     *
     * @param base    the snapshot shown now, or null
     * @param changes the latest action's changes, to patch {@code base} with (it is of the same dynasty, file and
     *                moment), or null to read whole
     */
    MattersSnapshot read(GameStore store, long dynastyId, Instant past, MattersSnapshot base, List<Change> changes) {
        MattersService service = store.matters();
        if (past == null && changes == null) {
            Optional<MattersSnapshot> again = unchanged(store, dynastyId);
            if (again.isPresent()) {
                return again.get();
            }
        }
        // the newest entry is read first: an action after it is seen next time, never missed
        long newest = past == null ? store.log().newestEntryId(dynastyId) : -1;
        Optional<MattersState> patched = changes != null ? service.patched(base.state(), changes) : Optional.empty();
        long entry = newest;
        if (patched.isPresent()) {
            // the patched state is the base after one entry: it is that entry's only if that is the one since
            List<LogEntry> since = base.logEntry() < 0 ? List.of() : store.log().headers(dynastyId, base.logEntry());
            entry = since.size() == 1 ? since.get(0).id() : -1;
        }
        // the matters without their bodies: the detail pane reads the body of the one it shows
        MattersState state = patched.orElseGet(() -> past == null ? service.listing(dynastyId)
                : service.stateAt(dynastyId, past));
        CoreRulesEngine engine = service.engine(state.dynasty());
        Instant now = past == null ? clock.now() : past;
        List<Verdict> verdicts = cache(dynastyId).verdicts(state, engine, now);
        Map<Long, Verdict> byId = new HashMap<>(verdicts.size() * 2);
        verdicts.forEach(v -> byId.putIfAbsent(v.matterId(), v));
        // only matters and votes changed: the profiles and the ruleset's revisions are as they were read
        MattersSnapshot judged = new MattersSnapshot(state.dynasty(), state, engine, now, byId, List.of(),
                patched.isPresent() ? base.profiles() : service.profiles(dynastyId),
                patched.isPresent() ? base.revisions() : store.rulesets().revisions(dynastyId), service, past, entry);
        // a row whose verdict was kept (the same matter, votes, roster and profile) is as it was
        Map<Long, MatterRow> shownRows = new HashMap<>();
        Map<Long, Verdict> shownVerdicts = new HashMap<>();
        MattersSnapshot earlier = base != null && base.dynasty().id() == dynastyId ? base : kept(dynastyId);
        if (earlier != null) {
            earlier.rows().forEach(r -> shownRows.putIfAbsent(r.id(), r));
            shownVerdicts = earlier.verdicts();
        }
        Map<Long, Verdict> was = shownVerdicts;
        List<MatterRow> rows = state.matters().stream().map(m -> {
            MatterRow old = shownRows.get(m.id());
            return old != null && was.get(m.id()) == byId.get(m.id()) ? old : row(judged, m);
        }).sorted(MatterRow.OWN_ORDER).toList();
        MattersSnapshot read = judged.withRows(rows);
        if (past == null) {
            keep(dynastyId, read);
        }
        return read;
    }

    /** The clock's tick: {@code base} judged again at {@code now}, without reading the file. */
    MattersSnapshot tick(MattersSnapshot base, Instant now) {
        MattersSnapshot later = base.at(now, this::row);
        if (later.past() == null) {
            keep(later.dynasty().id(), later);
        }
        return later;
    }

    /** The dynasty's kept snapshot judged at the new time, if nothing it reads has changed since it was read. */
    private Optional<MattersSnapshot> unchanged(GameStore store, long dynastyId) {
        MattersSnapshot k = kept(dynastyId);
        MattersService service = store.matters();
        if (k == null || k.logEntry() < 0 || k.service() != service || service.amended()
                || store.log().newestEntryId(dynastyId) != k.logEntry()
                || !k.engine().profile().equals(service.profileOf(k.dynasty()))) {
            return Optional.empty();
        }
        MattersSnapshot again = k.withProfiles(service.profiles(dynastyId)).at(clock.now(), this::row);
        keep(dynastyId, again);
        return Optional.of(again);
    }

    private synchronized VerdictCache cache(long dynastyId) {
        return caches.computeIfAbsent(dynastyId, id -> new VerdictCache());
    }

    private synchronized MattersSnapshot kept(long dynastyId) {
        return kept.get(dynastyId);
    }

    private synchronized void keep(long dynastyId, MattersSnapshot snapshot) {
        kept.put(dynastyId, snapshot);
        int matters = kept.values().stream().mapToInt(k -> k.state().matters().size()).sum();
        var eldest = kept.entrySet().iterator();
        while (kept.size() > 1 && (kept.size() > KEPT || matters > KEPT_MATTERS)) {
            var gone = eldest.next();
            matters -= gone.getValue().state().matters().size();
            eldest.remove();
            caches.remove(gone.getKey());
        }
    }

    /** Forgets every kept read and verdict (another file is shown). */
    synchronized void clear() {
        caches.clear();
        kept.clear();
    }

    MatterRow row(MattersSnapshot s, VotableMatter m) {
        Verdict v = s.verdictOf(m.id()).orElseThrow();
        String status = statusText(s, m, v);
        String now = resolvableNow(v, messages);
        String next = !m.pending() ? "" : now != null ? now
                : v.nextChange().map(Verdict.NextChange::description).orElse("");
        return new MatterRow(m.id(), m.kind(), m.title(), s.state().roster().nameOf(m.authorId()),
                TimeText.format(m.postedAt()), status, v.tally().forVotes() + "\u2013" + v.tally().againstVotes(), next,
                m.pending(), v.enactable() || v.failable());
    }

    /** "may be Enacted now" or "may be Failed now" of a matter an Admin may resolve at once; null otherwise. */
    static String resolvableNow(Verdict v, Messages messages) {
        return v.enactable() ? messages.get("matters.next.enactNow")
                : v.failable() ? messages.get("matters.next.failNow") : null;
    }

    private String statusText(MattersSnapshot s, VotableMatter m, Verdict v) {
        String base = switch (m.status()) {
            case PENDING -> v.enactable() ? messages.get("matters.status.enactable")
                    : v.failable() ? messages.get("matters.status.failable")
                    : v.popular() ? messages.get("matters.status.popular")
                    : v.unpopular() ? messages.get("matters.status.unpopular") : messages.get("matters.status.pending");
            case ENACTED -> messages.get("matters.status.enacted");
            case FAILED -> messages.get("matters.status.failed");
            case ILLEGAL -> messages.get("matters.status.illegal");
            case VETOED -> s.engine().profile().names().vetoed();
            case WITHDRAWN -> s.engine().profile().names().withdrawn();
        };
        if (m.kind() == MatterKind.PROPOSAL && (v.tally().vetoed() || v.tally().withdrawn())
                && m.status() != MatterStatus.VETOED && m.status() != MatterStatus.WITHDRAWN) {
            base += " (" + (v.tally().vetoed() ? s.engine().profile().names().vetoed()
                    : s.engine().profile().names().withdrawn()) + ")";
        }
        return base;
    }
}
