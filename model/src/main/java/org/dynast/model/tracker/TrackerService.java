package org.dynast.model.tracker;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.dynast.model.Refusal;
import org.dynast.model.dice.Roll;
import org.dynast.model.dynasty.Dynasty;
import org.dynast.model.log.Changes;
import org.dynast.model.log.JsonDocuments;
import org.dynast.model.module.ModuleContext;
import org.dynast.model.roster.Player;
import org.dynast.model.time.ActionCadence;
import org.dynast.model.time.Availability;
import org.dynast.model.time.CadenceRules;
import org.dynast.model.time.UtcCalendar;

/**
 * The generic gamestate tracker of a dynasty file (the GNDT done right): every edit of a cell or global value, every
 * action, every change of the definition is one logged, undoable action — who, when, the tracker before and after —
 * refused, with nothing changed, if it breaks a check. The rows follow the roster: every active player other than the
 * emperor has one; an idle player's values wait aside until they return (core rule "Idle Wizards": "their personal
 * gamestate retains the last legally endowed values it had").
 */
public final class TrackerService {

    public static final String RULE = "Gamestate";
    /** The taker of an action that the emperor takes, not a row of the table. */
    public static final String EMPEROR = "the emperor";

    private final ModuleContext c;
    private final JsonDocuments<TrackerState> states;

    TrackerService(ModuleContext context, JsonDocuments<TrackerState> states) {
        this.c = context;
        this.states = states;
    }

    /**
     * The tracker's service for a module that stands on it (Ruleset 168's Wizards keep their Stables, Food, Favor and
     * Allies in the tracker's table): it reads and writes the tracker's one table under the tracker's entity, so the
     * other module's action changes the table in that action's one log entry, undone with it, and the tracker's gate
     * refuses it in a dynasty that does not run the tracker.
     */
    public static TrackerService standingOn(ModuleContext context) {
        return new TrackerService(context, context.documents("tracker", "tracker_state", "dynasty_id",
                TrackerState.class, s -> s.dynastyId, null));
    }

    // ---- reading ----------------------------------------------------------------------------

    /** The tracker as it stands (a copy): a dynasty that has none yet has its ruleset's template, untouched. */
    public TrackerState state(long dynastyId) {
        return c.transactor().inTransaction(() -> synced(dynastyId, stored(dynastyId).map(TrackerState::copy)
                .orElse(null)));
    }

    /** The emperor's table: every column, private ones included. */
    public TrackerTable table(long dynastyId) {
        return TrackerTable.of(state(dynastyId));
    }

    /** The players' table: without the private columns and global values. */
    public TrackerTable playerView(long dynastyId) {
        return TrackerTable.of(withoutPrivate(state(dynastyId)));
    }

    /** A state without what only the emperor sees. */
    public static TrackerState withoutPrivate(TrackerState s) {
        TrackerState p = s.copy();
        List<String> hidden = new ArrayList<>();
        p.definition.columns.removeIf(col -> {
            if (col.privateColumn) {
                hidden.add(col.name);
            }
            return col.privateColumn;
        });
        p.definition.globals.removeIf(g -> {
            if (g.privateColumn) {
                p.globals.remove(g.name);
            }
            return g.privateColumn;
        });
        for (TrackerRow r : concat(p.rows, p.away)) {
            hidden.forEach(r.values::remove);
        }
        p.definition.checks.removeIf(ch -> ch.column != null && hidden.stream().anyMatch(h -> h.equalsIgnoreCase(
                ch.column)));
        return p;
    }

    private Optional<TrackerState> stored(long dynastyId) {
        return states.find(Long.toString(dynastyId));
    }

    // ---- edits -------------------------------------------------------------------------------

    /** Sets one entered cell ({@code row}'s {@code column}) to the value read from {@code text}. */
    public void setCell(long dynastyId, String actor, String row, String column, String text) {
        TrackerState now = state(dynastyId);
        TrackerRow r = now.row(row).orElseThrow(() -> new Refusal(RULE, "There is no row named " + row + "."));
        Column col = now.definition.column(column).orElseThrow(() -> new Refusal(RULE, "There is no column named "
                + column + "."));
        if (col.derived()) {
            throw new Refusal(RULE, col.name + " is derived (" + col.formula + "): it follows its formula and "
                    + "cannot be entered.");
        }
        String value = read(col, text, now);
        String before = r.values.getOrDefault(col.name, Values.initial(col));
        String summary = r.name + "'s " + col.name + ": " + shownValue(col, before) + " \u2192 "
                + shownValue(col, value);
        c.log().perform(dynastyId, actor, "tracker.edit", summary, changes -> {
            TrackerState draft = draft(dynastyId);
            draft.row(r.name).orElseThrow().values.put(col.name, value);
            commit(changes, dynastyId, draft);
            return null;
        });
    }

    /** Sets a global value (a Prospect, the battlefields) to the value read from {@code text}. */
    public void setGlobal(long dynastyId, String actor, String name, String text) {
        TrackerState now = state(dynastyId);
        Column g = now.definition.global(name).orElseThrow(() -> new Refusal(RULE, "There is no global value named "
                + name + "."));
        if (g.derived()) {
            throw new Refusal(RULE, g.name + " is derived: it follows its formula.");
        }
        String value = read(g, text, now);
        String summary = g.name + ": " + shownValue(g, now.globals.getOrDefault(g.name, Values.initial(g)))
                + " \u2192 " + shownValue(g, value);
        c.log().perform(dynastyId, actor, "tracker.edit", summary, changes -> {
            TrackerState draft = draft(dynastyId);
            draft.globals.put(g.name, value);
            commit(changes, dynastyId, draft);
            return null;
        });
    }

    private static String shownValue(Column col, String v) {
        return col.privateColumn ? "(private)" : v.isEmpty() ? "blank" : v;
    }

    private String read(Column col, String text, TrackerState s) {
        String value;
        try {
            value = Values.read(col, text);
        } catch (Values.BadValue e) {
            throw new Refusal(RULE, e.getMessage());
        }
        if (col.type == ColumnType.PLAYER && !value.isEmpty()) {
            boolean known = s.rows.stream().anyMatch(r -> r.name.equalsIgnoreCase(value))
                    || c.transactor().inTransaction(() -> c.players().findByDynasty(s.dynastyId)).stream()
                    .anyMatch(p -> p.name().equalsIgnoreCase(value));
            if (!known) {
                throw new Refusal(RULE, col.name + " names a player: there is no " + value + " in this dynasty.");
            }
            return s.rows.stream().filter(r -> r.name.equalsIgnoreCase(value)).map(r -> r.name).findFirst()
                    .orElse(value);
        }
        return value;
    }

    /** Adds a non-player row (an NPC such as a House Bot or the Druid). */
    public void addNpc(long dynastyId, String actor, String name) {
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.length() > 100 || n.contains("|")) {
            throw new Refusal(RULE, "A non-player row needs a name of up to 100 characters, without |.");
        }
        c.log().perform(dynastyId, actor, "tracker.npc", "Added the non-player row " + n, changes -> {
            TrackerState draft = draft(dynastyId);
            if (draft.row(n).isPresent() || draft.away.stream().anyMatch(r -> r.name.equalsIgnoreCase(n))) {
                throw new Refusal(RULE, "There is already a row named " + n + ".");
            }
            TrackerRow r = TrackerRow.of(n, null, true);
            fill(r, draft.definition);
            draft.rows.add(r);
            commit(changes, dynastyId, draft);
            return null;
        });
    }

    /**
     * Replaces the definition (Edit columns…): the cells of kept columns stay (read again as the new type; a cell
     * the new type cannot hold refuses the change, naming it), new columns take their defaults, removed ones go.
     */
    public void define(long dynastyId, String actor, TrackerDefinition definition) {
        List<Definitions.Problem> problems = Definitions.problems(definition);
        if (!problems.isEmpty()) {
            throw new Refusal(RULE, problems.get(0).text());
        }
        c.log().perform(dynastyId, actor, "tracker.define", "Changed the tracker's columns, checks and actions",
                changes -> {
                    TrackerState draft = draft(dynastyId);
                    draft.definition = definition.copy();
                    for (TrackerRow r : concat(draft.rows, draft.away)) {
                        Map<String, String> kept = new LinkedHashMap<>();
                        for (Column col : draft.definition.columns) {
                            if (col.derived()) {
                                continue;
                            }
                            String old = r.values.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(
                                    col.name)).map(Map.Entry::getValue).findFirst().orElse(null);
                            kept.put(col.name, old == null ? Values.initial(col) : reread(col, old, r.name));
                        }
                        r.values = kept;
                    }
                    Map<String, String> globals = new LinkedHashMap<>();
                    for (Column g : draft.definition.globals) {
                        String old = draft.globals.get(g.name);
                        globals.put(g.name, old == null ? Values.initial(g) : reread(g, old, "the global values"));
                    }
                    draft.globals = globals;
                    commit(changes, dynastyId, draft);
                    return null;
                });
    }

    /** Starts over from a template: its definition, its non-player rows and every value at its default. */
    /** The templates that ship with this build (the installed modules' and the blank one). */
    public List<Templates.Template> templates() {
        return Templates.all(c.modules());
    }

    public void useTemplate(long dynastyId, String actor, Templates.Template template) {
        TrackerDefinition d = Templates.load(template);
        c.log().perform(dynastyId, actor, "tracker.define", "Started the tracker from the template "
                + template.title(), changes -> {
                    TrackerState draft = fresh(dynastyId, d);
                    commit(changes, dynastyId, synced(dynastyId, draft));
                    return null;
                });
    }

    private static String reread(Column col, String old, String where) {
        try {
            return Values.read(col, old);
        } catch (Values.BadValue e) {
            throw new Refusal(RULE, "The change would lose a value: " + where + "'s " + e.getMessage());
        }
    }

    /**
     * Replaces the whole tracker with an imported one (a wiki table read back), as one undoable action: nothing is
     * changed if it breaks a check.
     */
    public void replace(long dynastyId, String actor, TrackerState imported, String summary) {
        c.log().perform(dynastyId, actor, "tracker.import", summary, changes -> {
            TrackerState draft = imported.copy();
            draft.dynastyId = dynastyId;
            commit(changes, dynastyId, synced(dynastyId, draft));
            return null;
        });
    }

    /**
     * What importing pasted wiki tables (or a plain copy) would change; a bad row throws
     * {@link WikiTables.BadTable} with its line and why. A check the result would break is named among the notes.
     */
    public TrackerWiki.Preview previewImport(long dynastyId, String text) {
        TrackerWiki.Preview p = TrackerWiki.read(state(dynastyId), text);
        List<String> notes = new ArrayList<>(p.notes());
        Checks.broken(TrackerTable.of(p.after())).ifPresent(r -> notes.add(0, "Refused: " + r.getMessage()));
        return new TrackerWiki.Preview(p.after(), p.changes(), notes);
    }

    /** Imports pasted wiki tables (or a plain copy) as one undoable action; nothing changes on a refusal. */
    public TrackerWiki.Preview importWiki(long dynastyId, String actor, String text) {
        TrackerWiki.Preview p;
        try {
            p = TrackerWiki.read(state(dynastyId), text);
        } catch (WikiTables.BadTable e) {
            throw new Refusal(RULE, e.getMessage());
        }
        replace(dynastyId, actor, p.after(), "Imported the wiki tables (" + p.changes().size() + " change"
                + (p.changes().size() == 1 ? "" : "s") + ")");
        return p;
    }

    // ---- actions -----------------------------------------------------------------------------

    /** Whether {@code taker} may take the action now; if not, why and from when. */
    public Availability availability(long dynastyId, String action, String taker) {
        TrackerState s = state(dynastyId);
        TrackerAction a = action(s, action);
        TrackerRow who = taker(s, a, taker);
        return c.transactor().inTransaction(() -> availability(dynastyId, s, a, who));
    }

    private Availability availability(long dynastyId, TrackerState s, TrackerAction a, TrackerRow who) {
        Instant now = c.clock().now();
        if (a.cadence.glossary()) {
            return c.cooldowns().check(dynastyId, who.playerId, a.name, cadence(a.cadence), now);
        }
        Instant last = s.taken.get(takenKey(a, who));
        if (a.cadence == TrackerAction.Cadence.ONCE_PER_DYNASTY && last != null) {
            return new Availability(false, a.name, a.name + " taken by " + who.name + " at " + UtcCalendar.format(last)
                    + ": it may be taken once per dynasty.", Instant.MAX);
        }
        if (a.cadence == TrackerAction.Cadence.EVERY_HOURS && last != null) {
            Instant from = last.plus(Duration.ofHours(a.hours));
            if (now.isBefore(from)) {
                return new Availability(false, a.name, a.name + " taken by " + who.name + " at "
                        + UtcCalendar.format(last) + ": not more than once every " + a.hours + " hours; possible "
                        + "again from " + UtcCalendar.format(from) + ".", from);
            }
        }
        if (a.cadence.sinceLast()) {
            Instant from = lastOf(s, a.since);
            if (from == null) {
                return new Availability(false, a.name, a.name + " may be taken " + a.cadenceWords() + ": there has "
                        + "been no " + a.since + " yet.", Instant.MAX);
            }
            Instant mine = a.cadence == TrackerAction.Cadence.SINCE_LAST ? last : s.taken.get(anyoneKey(a.name));
            if (mine != null && !mine.isBefore(from)) {
                return new Availability(false, a.name, a.name + " was taken" + (a.cadence
                        == TrackerAction.Cadence.SINCE_LAST ? " by " + who.name : "") + " at " + UtcCalendar.format(mine)
                        + ", after the last " + a.since + " (" + UtcCalendar.format(from) + "): it may be taken "
                        + a.cadenceWords() + ".", Instant.MAX);
            }
        }
        return new Availability(true, a.name, "", now);
    }

    /** When the last {@code x} happened: the last taking of the action {@code x}, or the last post of kind x. */
    private static Instant lastOf(TrackerState s, String x) {
        Instant action = s.taken.get(anyoneKey(x));
        Instant post = s.posts.stream().filter(p -> p.kind != null && p.kind.equalsIgnoreCase(x.strip()))
                .map(p -> p.posted).max(Instant::compareTo).orElse(null);
        return action == null ? post : post == null || action.isAfter(post) ? action : post;
    }

    /** The key under which the last taking of an action by anyone is kept. */
    private static String anyoneKey(String action) {
        return action.strip().toLowerCase(Locale.ROOT) + "|*";
    }

    /** The cadence state as the tab shows it: "may be taken now" or "may be taken in 5 h". */
    public String cadenceState(long dynastyId, String action, String taker) {
        Availability av = availability(dynastyId, action, taker);
        if (av.allowed()) {
            return "may be taken now";
        }
        if (av.possibleFrom().equals(Instant.MAX)) {
            TrackerAction a = action(state(dynastyId), action);
            return a.cadence.sinceLast() ? "not until the next " + a.since : "taken (once per dynasty)";
        }
        return "may be taken in " + inWords(Duration.between(c.clock().now(), av.possibleFrom()));
    }

    /** "5 h", "2 d 3 h", "40 min": how long until an action may be taken. */
    static String inWords(Duration d) {
        long minutes = Math.max(1, (d.toSeconds() + 59) / 60);
        if (minutes < 60) {
            return minutes + " min";
        }
        long hours = (minutes + 59) / 60;
        return hours < 48 ? hours + " h" : hours / 24 + " d" + (hours % 24 == 0 ? "" : " " + hours % 24 + " h");
    }

    /** What taking the action would change now (tried on a copy; a roll's result is shown as to be rolled). */
    public List<String> preview(long dynastyId, String action, String taker) {
        TrackerState s = state(dynastyId);
        TrackerAction a = action(s, action);
        TrackerRow who = taker(s, a, taker);
        List<String> out = new ArrayList<>();
        Availability av = c.transactor().inTransaction(() -> availability(dynastyId, s, a, who));
        if (!av.allowed()) {
            out.add(av.reason());
        }
        a.dice.forEach(d -> out.add("Rolls " + d.expression + " as " + d.name + (d.secret ? " (secret)" : "")
                + (d.purpose == null || d.purpose.isBlank() ? "" : " for " + d.purpose) + "."));
        Map<String, Object> rolls = new LinkedHashMap<>();
        TrackerState after = apply(s, a, who, rolls, out);
        out.addAll(differences(s, after));
        Checks.broken(TrackerTable.of(after)).ifPresent(r -> out.add("Refused: " + r.getMessage()));
        if (out.isEmpty()) {
            out.add("Changes nothing.");
        }
        return out;
    }

    /**
     * Takes the action: checks its cadence, rolls its dice through the Dice Roller, applies its effects, keeps the
     * checks, all as one logged action (undo takes back the roll and frees the cadence too). Returns what changed.
     */
    public List<String> take(long dynastyId, String actor, String action, String taker) {
        TrackerState now = state(dynastyId);
        TrackerAction a = action(now, action);
        TrackerRow who = taker(now, a, taker);
        c.log().admit(dynastyId, "tracker.action");
        String summary = who.name + " took " + a.name + (a.cadence == TrackerAction.Cadence.ANY_TIME ? ""
                : " (" + a.cadenceWords() + ")");
        return c.log().perform(dynastyId, actor, "tracker.action", summary, changes -> {
            TrackerState draft = draft(dynastyId);
            TrackerRow w = who.playerId == null && who.npc && draft.row(who.name).isEmpty() ? who
                    : draft.row(who.name).orElseThrow();
            availability(dynastyId, draft, a, w).orThrow();
            if (a.cadence.glossary()) {
                c.cooldowns().record(changes, dynastyId, w.playerId, a.name, cadence(a.cadence));
            } else if (a.cadence != TrackerAction.Cadence.ANY_TIME) {
                draft.taken.put(takenKey(a, w), c.clock().now());
            }
            draft.taken.put(anyoneKey(a.name), c.clock().now());
            List<String> notes = new ArrayList<>();
            Map<String, Object> rolls = new LinkedHashMap<>();
            boolean secret = false;
            for (TrackerAction.Die d : a.dice) {
                String dice = d.expression.replace("{PLAYERS}", Long.toString(draft.rows.stream().filter(r -> !r.npc)
                        .count()));
                Roll roll = c.dice().record(changes, dynastyId, roller(dynastyId, w, actor), dice,
                        d.purpose == null || d.purpose.isBlank() ? a.name : d.purpose, d.secret);
                if (roll.total() == null) {
                    throw new Refusal(RULE, d.expression + " gives no number for " + d.name + ".");
                }
                rolls.put(d.name, BigDecimal.valueOf(roll.total()));
                secret |= d.secret;
                notes.add(d.secret ? d.name + ": a secret roll (in the emperor's Dice Roller)"
                        : d.name + ": " + roll.expression() + " = " + roll.total());
            }
            TrackerState after = apply(draft, a, w, rolls, null);
            List<String> diff = differences(draft, after);
            notes.addAll(secret ? List.of("The changes follow a secret roll and are not listed.") : diff);
            commit(changes, dynastyId, after);
            return notes;
        });
    }

    private String roller(long dynastyId, TrackerRow taker, String actor) {
        if (taker.playerId != null) {
            return taker.name;
        }
        Dynasty d = c.dynasties().get(dynastyId);
        return d.emperorId() == null ? actor : c.players().find(Long.toString(d.emperorId())).map(Player::name)
                .orElse(actor);
    }

    /**
     * The state after the action's effects: every formula is evaluated on the state before (the effects are
     * simultaneous); with {@code preview} set, a formula that needs a roll is noted there instead of failing.
     */
    private static TrackerState apply(TrackerState before, TrackerAction a, TrackerRow taker, Map<String, Object> rolls,
                                      List<String> preview) {
        TrackerTable table = TrackerTable.of(before);
        TrackerState after = before.copy();
        List<Map<String, String>> cells = table.cells();
        List<Integer> targets = new ArrayList<>();
        for (int i = 0; i < before.rows.size(); i++) {
            TrackerRow r = before.rows.get(i);
            if (a.scope == TrackerAction.Scope.EVERY_PLAYER ? !r.npc
                    : a.scope == TrackerAction.Scope.TAKER && r.name.equalsIgnoreCase(taker.name)) {
                targets.add(i);
            }
        }
        if (a.scope == TrackerAction.Scope.GLOBAL) {
            targets.add(-1);
        }
        for (int i : targets) {
            Map<String, Object> vars = TrackerTable.variables(before, before.definition.columns, cells, i);
            vars.putAll(rolls);
            vars.put("TAKER", taker.name);
            for (TrackerAction.Effect e : a.effects) {
                Column col = (i < 0 ? before.definition.global(e.target) : before.definition.column(e.target))
                        .orElseThrow(() -> new Refusal(RULE, a.name + " changes " + e.target + ", which the tracker "
                                + "does not have."));
                String where = i < 0 ? col.name : before.rows.get(i).name + "'s " + col.name;
                String value;
                try {
                    value = Values.read(col, Formulas.write(col, Formulas.evaluate(e.formula, vars)));
                } catch (Formulas.FormulaError err) {
                    if (preview != null && a.dice.stream().anyMatch(d -> e.formula.toLowerCase(Locale.ROOT)
                            .contains(d.name.toLowerCase(Locale.ROOT)))) {
                        preview.add(where + ": set by \u201c" + e.formula + "\u201d after the roll.");
                        continue;
                    }
                    throw new Refusal(RULE, a.name + ": " + where + " \u201c" + e.formula + "\u201d " + err.where());
                } catch (Values.BadValue err) {
                    throw new Refusal(RULE, a.name + " would break a bound: " + err.getMessage()
                            + (i < 0 ? "" : " (" + before.rows.get(i).name + ")"));
                }
                if (i < 0) {
                    after.globals.put(col.name, value);
                } else {
                    after.rows.get(i).values.put(col.name, value);
                }
            }
        }
        return after;
    }

    /** "Kevan's Food: 5 → 7" for each changed entered cell and global value (private ones unnamed). */
    static List<String> differences(TrackerState before, TrackerState after) {
        List<String> out = new ArrayList<>();
        for (TrackerRow b : before.rows) {
            TrackerRow a = after.row(b.name).orElse(null);
            if (a == null) {
                continue;
            }
            for (Column col : before.definition.columns) {
                String x = b.values.getOrDefault(col.name, "");
                String y = a.values.getOrDefault(col.name, "");
                if (!col.derived() && !x.equals(y)) {
                    out.add(b.name + "'s " + col.name + ": " + shownValue(col, x) + " \u2192 " + shownValue(col, y));
                }
            }
        }
        for (Column g : before.definition.globals) {
            String x = before.globals.getOrDefault(g.name, "");
            String y = after.globals.getOrDefault(g.name, "");
            if (!x.equals(y)) {
                out.add(g.name + ": " + shownValue(g, x) + " \u2192 " + shownValue(g, y));
            }
        }
        return out;
    }

    private static TrackerAction action(TrackerState s, String name) {
        return s.definition.action(name).orElseThrow(() -> new Refusal(RULE, "There is no action named " + name
                + "."));
    }

    /** Who takes an action; an action that is not a player's own (GLOBAL, or every player's) may be the emperor's. */
    private static TrackerRow taker(TrackerState s, TrackerAction a, String taker) {
        if ((taker == null || taker.isBlank()) && !a.cadence.glossary() && a.scope != TrackerAction.Scope.TAKER) {
            return TrackerRow.of(EMPEROR, null, true);
        }
        TrackerRow who = s.row(taker).orElseThrow(() -> new Refusal(RULE, "There is no row named " + taker
                + " to take " + a.name + "."));
        if (a.cadence.glossary() && who.playerId == null) {
            throw new Refusal(RULE, who.name + " is not a player: a " + a.cadence.words() + " is counted for each "
                    + "player.");
        }
        return who;
    }

    private static String takenKey(TrackerAction a, TrackerRow who) {
        return a.name.toLowerCase(Locale.ROOT) + "|" + (who.playerId != null ? "#" + who.playerId
                : who.name.toLowerCase(Locale.ROOT));
    }

    private static ActionCadence cadence(TrackerAction.Cadence c) {
        CadenceRules g = CadenceRules.GLOSSARY;
        return switch (c) {
            case DAILY -> g.daily();
            case DAILY_COMMUNAL -> g.dailyCommunal();
            case WEEKLY -> g.weekly();
            case WEEKLY_COMMUNAL -> g.weeklyCommunal();
            default -> throw new IllegalArgumentException(c + " is not a glossary cadence");
        };
    }

    /**
     * One logged, undoable change of the tracker document by another part of the module (timed posts): the edit works
     * on a draft, which is kept if it keeps the checks.
     */
    <T> T change(long dynastyId, String actor, String kind, String summary, Function<TrackerState,
            T> edit) {
        return c.log().perform(dynastyId, actor, kind, summary, changes -> {
            TrackerState draft = draft(dynastyId);
            T result = edit.apply(draft);
            commit(changes, dynastyId, draft);
            return result;
        });
    }

    ModuleContext context() {
        return c;
    }

    // ---- store -------------------------------------------------------------------------------

    /**
     * The dynasty's tracker (its template and a row for every active player filled in) to change inside another
     * module's action (see {@link #standingOn}), written back with {@link #commit}.
     */
    public TrackerState draft(long dynastyId) {
        return synced(dynastyId, stored(dynastyId).map(TrackerState::copy).orElse(null));
    }

    /** Keeps the checks, then writes the draft (inserting the dynasty's first tracker document). */
    public void commit(Changes changes, long dynastyId, TrackerState draft) {
        draft.dynastyId = dynastyId;
        Checks.broken(TrackerTable.of(draft)).ifPresent(r -> {
            throw r;
        });
        Optional<TrackerState> before = stored(dynastyId);
        if (before.isPresent()) {
            changes.update(states, before.get(), draft);
        } else {
            changes.insert(states, draft);
        }
    }

    private TrackerState fresh(long dynastyId, TrackerDefinition d) {
        TrackerState s = new TrackerState();
        s.dynastyId = dynastyId;
        s.definition = d;
        for (String npc : d.npcs) {
            TrackerRow r = TrackerRow.of(npc, null, true);
            s.rows.add(r);
        }
        return s;
    }

    /** The stored state (or the ruleset's template) with a row for every active player and every value filled. */
    private TrackerState synced(long dynastyId, TrackerState stored) {
        Dynasty d = c.dynasties().get(dynastyId);
        TrackerState s = stored != null ? stored
                : fresh(dynastyId, Templates.load(Templates.forRuleset(c.modules(), d.rulesetNumber())));
        Map<String, TrackerRow> known = new LinkedHashMap<>();
        Map<Long, String> byId = new HashMap<>();
        for (TrackerRow r : concat(s.rows, s.away)) {
            if (!r.npc) {
                known.putIfAbsent(r.name.toLowerCase(Locale.ROOT), r);
                if (r.playerId != null) {
                    byId.put(r.playerId, r.name.toLowerCase(Locale.ROOT));
                }
            }
        }
        List<TrackerRow> rows = new ArrayList<>();
        List<TrackerRow> away = new ArrayList<>();
        for (Player p : c.players().findByDynasty(dynastyId)) {
            String key = byId.getOrDefault(p.id(), p.name().toLowerCase(Locale.ROOT));
            TrackerRow r = known.remove(key);
            boolean active = !p.idle() && (d.emperorId() == null || d.emperorId() != p.id());
            if (r == null && active) {
                r = TrackerRow.of(p.name(), p.id(), false);
            }
            if (r != null) {
                r.name = p.name();
                r.playerId = p.id();
                (active ? rows : away).add(r);
            }
        }
        away.addAll(known.values());
        s.rows.stream().filter(r -> r.npc).forEach(rows::add);
        s.rows = rows;
        s.away = away;
        for (TrackerRow r : concat(s.rows, s.away)) {
            fill(r, s.definition);
        }
        for (Column g : s.definition.globals) {
            if (!g.derived()) {
                s.globals.putIfAbsent(g.name, Values.initial(g));
            }
        }
        s.dynastyId = dynastyId;
        return s;
    }

    private static void fill(TrackerRow r, TrackerDefinition d) {
        for (Column col : d.columns) {
            if (!col.derived()) {
                r.values.putIfAbsent(col.name, Values.initial(col));
            }
        }
    }

    static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> all = new ArrayList<>(a == null ? List.of() : a);
        all.addAll(b == null ? List.of() : b);
        return all;
    }
}
