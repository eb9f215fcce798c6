package org.dynast.model.roster;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.dynast.model.Refusal;

/**
 * Who played when, as a list of players with the times they joined, went Idle, came back and left — the roster file
 * of {@code dynast judge --players=FILE}. One player a line, the name first, then any of {@code joined TIME},
 * {@code idle TIME}, {@code unidle TIME}, {@code left TIME} in the order they happened, separated by {@code |}:
 * <pre>
 * # name | events (UTC)
 * Kevan
 * Ienpw III | joined 2009-08-01 | idle 2009-08-20 14:00 | unidle 2009-08-25T09:30:00Z
 * lilomar   | joined 2010-06-01 | left 2010-09-01
 * </pre>
 * A name alone plays throughout. Rule "Idle Operators": Idle players "are not counted as Operators", so Quorum at a
 * moment counts the players who had joined, had not left and were not Idle then.
 */
public final class RosterTimeline {

    /** One player's line: when they joined (null: from the start), their Idle periods and when they left. */
    public record Entry(String name, Instant joined, List<Instant[]> idle, Instant left) {
        /** Whether this player was a player, and not Idle, at {@code at}. */
        public boolean activeAt(Instant at) {
            return joinedBy(at) && idleSince(at).isEmpty();
        }

        boolean joinedBy(Instant at) {
            return (joined == null || !joined.isAfter(at)) && (left == null || left.isAfter(at));
        }

        Optional<Instant> idleSince(Instant at) {
            for (Instant[] p : idle) {
                if (!p[0].isAfter(at) && (p[1] == null || p[1].isAfter(at))) {
                    return Optional.of(p[0]);
                }
            }
            return Optional.empty();
        }
    }

    private static final String RULE = "Roster file";
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd[ ]['T']HH:mm[:ss]",
            Locale.ROOT);

    private final List<Entry> entries;

    private RosterTimeline(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** Players who play throughout. */
    public static RosterTimeline always(List<String> names) {
        return new RosterTimeline(names.stream().map(n -> new Entry(n, null, List.of(), null)).toList());
    }

    public List<Entry> entries() {
        return entries;
    }

    public Optional<Entry> entry(String name) {
        return entries.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    /**
     * The roster at {@code at}: every player who had joined and not left, Idle if an Idle period covers that moment;
     * each joined on {@code defaultJoin} unless the file gives a join time.
     */
    public Roster asOf(Instant at, long dynastyId, LocalDate defaultJoin) {
        List<Player> players = new ArrayList<>();
        long id = 1;
        for (Entry e : entries) {
            long playerId = id++;
            if (!e.joinedBy(at)) {
                continue;
            }
            LocalDate joinedOn = e.joined() == null ? defaultJoin : LocalDate.ofInstant(e.joined(), ZoneOffset.UTC);
            Player p = Player.joining(playerId, dynastyId, e.name(), false, joinedOn);
            Optional<Instant> idle = e.idleSince(at);
            players.add(idle.isPresent() ? p.idled(idle.get(), IdleReason.INACTIVE) : p);
        }
        return new Roster(players, List.of());
    }

    /** Reads a roster file; a line it cannot read is refused with its number and why, and nothing is read. */
    public static RosterTimeline parse(String text) {
        List<Entry> entries = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        String[] lines = text.split("\\R", -1);
        for (int k = 1; k <= lines.length; k++) {
            final int n = k;
            String line = lines[n - 1].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\|", -1);
            String name = parts[0].strip();
            if (name.isEmpty()) {
                throw refuse(n, "the line has no player's name before its first \"|\"");
            }
            if (!seen.add(name.toLowerCase(Locale.ROOT).replaceAll("\\s+", ""))) {
                throw refuse(n, "\"" + name + "\" is listed twice; give all of a player's times on one line");
            }
            Instant joined = null;
            Instant left = null;
            Instant idleFrom = null;
            Instant previous = null;
            List<Instant[]> idle = new ArrayList<>();
            for (int i = 1; i < parts.length; i++) {
                String event = parts[i].strip();
                String[] words = event.split("\\s+", 2);
                String what = words[0].toLowerCase(Locale.ROOT);
                if (!List.of("joined", "idle", "unidle", "left").contains(what) || words.length < 2) {
                    throw refuse(n, "\"" + event + "\" is not one of joined TIME, idle TIME, unidle TIME, left TIME");
                }
                Instant at = time(words[1].strip()).orElseThrow(() -> refuse(n, "\"" + words[1].strip()
                        + "\" is not a UTC time such as 2010-08-02 12:30 or 2010-08-02T12:30:00Z"));
                if (previous != null && at.isBefore(previous)) {
                    throw refuse(n, "\"" + event + "\" is earlier than the event before it; list them in order");
                }
                if (left != null) {
                    throw refuse(n, "\"" + event + "\" comes after the player left");
                }
                switch (what) {
                    case "joined" -> {
                        if (joined != null || previous != null) {
                            throw refuse(n, "\"joined\" must come first, once");
                        }
                        joined = at;
                    }
                    case "idle" -> {
                        if (idleFrom != null) {
                            throw refuse(n, "\"" + event + "\": " + name + " is already Idle");
                        }
                        idleFrom = at;
                    }
                    case "unidle" -> {
                        if (idleFrom == null) {
                            throw refuse(n, "\"" + event + "\": " + name + " is not Idle");
                        }
                        idle.add(new Instant[] {idleFrom, at});
                        idleFrom = null;
                    }
                    default -> left = at;
                }
                previous = at;
            }
            if (idleFrom != null) {
                idle.add(new Instant[] {idleFrom, null});
            }
            entries.add(new Entry(name, joined, List.copyOf(idle), left));
        }
        if (entries.isEmpty()) {
            throw new Refusal(RULE, "The roster file lists no players.");
        }
        return new RosterTimeline(entries);
    }

    private static Refusal refuse(int line, String why) {
        return new Refusal(RULE, "line " + line + ": " + why + ".");
    }

    /** "2010-08-02", "2010-08-02 12:30", "2010-08-02T12:30:00Z", "2010-08-02T12:30:00+00:00": all UTC. */
    static Optional<Instant> time(String text) {
        try {
            return Optional.of(OffsetDateTime.parse(text).toInstant());
        } catch (DateTimeParseException ignored) {
            // not with an offset
        }
        String t = text.replaceAll("\\s*(UTC|GMT|Z)$", "");
        try {
            return Optional.of(LocalDateTime.parse(t, LOCAL).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException ignored) {
            // not a date and time
        }
        try {
            return Optional.of(LocalDate.parse(t).atStartOfDay(ZoneOffset.UTC).toInstant());
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
