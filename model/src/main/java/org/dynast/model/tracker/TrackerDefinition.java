package org.dynast.model.tracker;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a dynasty tracks: the players' columns, the named non-player rows (a House Bot, the Druid), the global values
 * and lists, the checks and the actions. Data: shipped as templates, edited with Edit columns…, exported with the
 * dynasty.
 */
public final class TrackerDefinition {

    /** The template it was made from ("Ruleset 217 Districts"), for the emperor's reference. */
    public String template;
    /** What a row is called in the table's caption and first column ("District"). */
    public String rowTerm = "Player";
    public List<Column> columns = new ArrayList<>();
    /** The non-player rows a new tracker starts with. */
    public List<String> npcs = new ArrayList<>();
    public List<Column> globals = new ArrayList<>();
    public List<Check> checks = new ArrayList<>();
    public List<TrackerAction> actions = new ArrayList<>();
    /** The kinds of timed post the dynasty makes (a Duel, a Dilemma), with their clocks. */
    public List<PostKind> postKinds = new ArrayList<>();

    public TrackerDefinition() {
    }

    public Optional<Column> column(String name) {
        return columns.stream().filter(c -> c.named(name)).findFirst();
    }

    public Optional<Column> global(String name) {
        return globals.stream().filter(c -> c.named(name)).findFirst();
    }

    public Optional<TrackerAction> action(String name) {
        return actions.stream().filter(a -> a.name.equalsIgnoreCase(name == null ? "" : name.strip())).findFirst();
    }

    public Optional<PostKind> postKind(String name) {
        return postKinds.stream().filter(k -> k.name != null && k.name.equalsIgnoreCase(name == null ? ""
                : name.strip())).findFirst();
    }

    public TrackerDefinition copy() {
        TrackerDefinition d = new TrackerDefinition();
        d.template = template;
        d.rowTerm = rowTerm;
        columns.forEach(c -> d.columns.add(c.copy()));
        d.npcs.addAll(npcs);
        globals.forEach(c -> d.globals.add(c.copy()));
        checks.forEach(c -> d.checks.add(c.copy()));
        actions.forEach(a -> d.actions.add(a.copy()));
        postKinds.forEach(k -> d.postKinds.add(k.copy()));
        return d;
    }
}
