package org.dynast.model.roster;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Change;
import org.dynast.model.log.LogEntry;
import org.dynast.model.log.Snapshots;
import org.dynast.model.log.StandingEntries;

/**
 * Who was Idle when: every idling and unidling the dynasty's log records (undone ones left out, redone ones kept),
 * each at the time it took effect (the time the player became Idle or came back, which may be earlier than the time
 * it was entered). Rule "Idle Operators": Idle players "are not counted as Operators", so Quorum at a past moment
 * counts the players who were not Idle then. Likewise whether BlogNomic was Dormant when (Ruleset 205, "Dormancy": "If
 * BlogNomic is Dormant, then it is on Hiatus"): every making Dormant and ending of it the log records.
 */
public final class RosterHistory {

    /** A player becoming Idle ({@code reason} set) or coming back (null) at {@code at}. */
    private record Transition(Instant at, IdleReason reason) {
    }

    /** BlogNomic made Dormant ({@code dormant}) or no longer Dormant at {@code at}. */
    private record Dormancy(Instant at, boolean dormant) {
    }

    private final Map<Long, List<Transition>> transitions;
    private final List<Dormancy> dormancy;

    private RosterHistory(Map<Long, List<Transition>> transitions, List<Dormancy> dormancy) {
        this.transitions = transitions;
        this.dormancy = dormancy;
    }

    /** No recorded history: each player's current Idle period is all that is known. */
    public static RosterHistory none() {
        return new RosterHistory(Map.of(), List.of());
    }

    /** The history the log {@code entries} (oldest first) record. */
    public static RosterHistory of(List<LogEntry> entries, Snapshots snapshots) {
        List<LogEntry> live = StandingEntries.of(entries);
        Map<Long, List<Transition>> found = new HashMap<>();
        List<Dormancy> dormancy = new ArrayList<>();
        for (LogEntry e : live) {
            for (Change c : e.changes()) {
                if ("dynasty".equals(c.entity()) && c.after() != null && c.before() != null) {
                    Instant was = snapshots.readStored(c.before(), Dynasty.class).dormantSince();
                    Instant is = snapshots.readStored(c.after(), Dynasty.class).dormantSince();
                    if (is != null && !is.equals(was)) {
                        dormancy.add(new Dormancy(is, true));
                    } else if (is == null && was != null) {
                        if (dormancy.isEmpty()) { // the Dormant period it ends began before the log says
                            dormancy.add(new Dormancy(was, true));
                        }
                        dormancy.add(new Dormancy(e.at(), false));
                    }
                    continue;
                }
                if (!"player".equals(c.entity()) || c.after() == null) {
                    continue;
                }
                Player after = snapshots.readStored(c.after(), Player.class);
                Player before = c.before() == null ? null : snapshots.readStored(c.before(), Player.class);
                boolean wasIdle = before != null && before.idle();
                if (after.idle() && (!wasIdle || !after.idleSince().equals(before.idleSince()))) {
                    found.computeIfAbsent(after.id(), k -> new ArrayList<>())
                            .add(new Transition(after.idleSince(), after.idleReason()));
                } else if (!after.idle() && wasIdle) {
                    List<Transition> own = found.computeIfAbsent(after.id(), k -> new ArrayList<>());
                    if (own.isEmpty()) { // the Idle period it ends began before the log says: its start is known
                        own.add(new Transition(before.idleSince(), before.idleReason()));
                    }
                    Instant back = after.lastUnidled() != null ? after.lastUnidled() : e.at();
                    own.add(new Transition(back, null));
                }
            }
        }
        found.values().forEach(l -> l.sort(Comparator.comparing(Transition::at)));
        dormancy.sort(Comparator.comparing(Dormancy::at));
        return new RosterHistory(found, List.copyOf(dormancy));
    }

    /**
     * The dynasty as it was at {@code at} as to Dormancy: Dormant then (since the start of the period it was in) or
     * not. With no recorded change, a current Dormant period that began after {@code at} had not begun.
     */
    public Dynasty asOf(Dynasty now, Instant at) {
        Dormancy last = null;
        for (Dormancy d : dormancy) {
            if (!d.at().isAfter(at)) {
                last = d;
            }
        }
        if (last == null) {
            return !dormancy.isEmpty() || now.dormantSince() != null && now.dormantSince().isAfter(at)
                    ? now.withDormantSince(null) : now;
        }
        return now.withDormantSince(last.dormant() ? last.at() : null);
    }

    /**
     * The roster as it was at {@code at}: the players who had joined by that day, each Idle or not as they were then.
     * A player with no recorded change is as they are now, except that a current Idle period that began after
     * {@code at} had not begun.
     */
    public Roster asOf(Roster now, Instant at) {
        LocalDate day = at.atZone(ZoneOffset.UTC).toLocalDate();
        List<Player> then = new ArrayList<>();
        for (Player p : now.players()) {
            if (p.joinedOn().isAfter(day)) {
                continue;
            }
            then.add(asOf(p, at));
        }
        return new Roster(then, now.mentorships());
    }

    private Player asOf(Player p, Instant at) {
        List<Transition> list = transitions.getOrDefault(p.id(), List.of());
        Transition last = null;
        for (Transition t : list) {
            if (!t.at().isAfter(at)) {
                last = t;
            }
        }
        if (last == null && !list.isEmpty()) {
            return active(p); // before the first Idle period the log records
        }
        if (last == null) {
            return p.idle() && p.idleSince().isAfter(at) ? active(p) : p;
        }
        return last.reason() == null ? active(p) : p.idled(last.at(), last.reason());
    }

    private static Player active(Player p) {
        return p.idle() ? p.unidled(p.lastUnidled()) : p;
    }
}
